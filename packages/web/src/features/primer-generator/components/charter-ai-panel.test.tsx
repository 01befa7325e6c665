import { PRIMER_FIELDS, toPrimerChatReply } from '@charter/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { createQueryClient } from '../../../lib/query-client';
import { fakeServer, json } from '../../../testing/fake-server';
import { CharterAiPanel } from './charter-ai-panel';

type ChatBody = {
  message: string;
  context?: { answers?: Record<string, string> };
  chatHistory?: { role: string; content: string }[];
};

function renderPanel(step = 1, answers: Record<string, string> = {}) {
  const bodies: ChatBody[] = [];
  fakeServer({
    'POST /api/primer/chat': (init) => {
      const body = JSON.parse(String(init?.body)) as ChatBody;
      bodies.push(body);
      return json(200, { response: toPrimerChatReply({ ...body, fields: PRIMER_FIELDS }) });
    },
  });
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()}>
      <CharterAiPanel answers={answers} step={step} />
    </AppProvider>,
  );
  return { user, bodies };
}

const launcher = () => screen.getByRole('button', { name: 'Charter AI' });
const handle = () => screen.getByRole('separator', { name: 'Resize Charter AI panel' });

describe('CharterAiPanel', () => {
  it('opens from the launcher, focuses the message box, and Escape closes it back to the launcher', async () => {
    const { user } = renderPanel();
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(launcher());
    const panel = screen.getByRole('dialog', { name: 'Charter AI' });
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    expect(launcher().getAttribute('aria-controls')).toBe(panel.id);
    expect(document.activeElement).toBe(screen.getByLabelText('Ask Charter AI'));
    expect(panel.style.width).toBe('320px');
    expect(within(panel).getByText('Step 2 of 5: Problem and people')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher());
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with its Close button', async () => {
    const { user } = renderPanel();
    await user.click(launcher());
    await user.click(screen.getByRole('button', { name: 'Close Charter AI' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher());
  });

  it('resizes by keyboard in 50 px steps between 250 and 600', async () => {
    const { user } = renderPanel();
    await user.click(launcher());
    const separator = handle();
    expect(separator.getAttribute('aria-orientation')).toBe('vertical');
    expect(separator.getAttribute('aria-valuemin')).toBe('250');
    expect(separator.getAttribute('aria-valuemax')).toBe('600');
    expect(separator.getAttribute('aria-valuenow')).toBe('320');

    separator.focus();
    await user.keyboard('{ArrowLeft}');
    expect(separator.getAttribute('aria-valuenow')).toBe('370');
    expect(screen.getByRole('dialog').style.width).toBe('370px');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(separator.getAttribute('aria-valuenow')).toBe('270');
    await user.keyboard('{ArrowRight}');
    expect(separator.getAttribute('aria-valuenow')).toBe('250');
    await user.keyboard('{ArrowRight}');
    expect(separator.getAttribute('aria-valuenow')).toBe('250');
    await user.keyboard('{End}');
    expect(separator.getAttribute('aria-valuenow')).toBe('600');
    await user.keyboard('{ArrowLeft}');
    expect(separator.getAttribute('aria-valuenow')).toBe('600');
    await user.keyboard('{Home}');
    expect(separator.getAttribute('aria-valuenow')).toBe('250');
    expect(screen.getByRole('dialog').style.width).toBe('250px');
  });

  it('resizes by pointer drag, snapping to 50 px steps', async () => {
    const { user } = renderPanel();
    await user.click(launcher());
    const separator = handle();
    fireEvent.pointerDown(separator, { clientX: 1000, pointerId: 1 });
    fireEvent.pointerMove(separator, { clientX: 980, pointerId: 1 });
    expect(separator.getAttribute('aria-valuenow')).toBe('320');
    fireEvent.pointerMove(separator, { clientX: 920, pointerId: 1 });
    expect(separator.getAttribute('aria-valuenow')).toBe('420');
    fireEvent.pointerMove(separator, { clientX: 400, pointerId: 1 });
    expect(separator.getAttribute('aria-valuenow')).toBe('600');
    fireEvent.pointerUp(separator, { clientX: 400, pointerId: 1 });
    fireEvent.pointerMove(separator, { clientX: 1200, pointerId: 1 });
    expect(separator.getAttribute('aria-valuenow')).toBe('600');
  });

  it('chats with the answers as context and offers to explain the current step', async () => {
    const { user, bodies } = renderPanel(1, { 'user-role': 'developer' });
    await user.click(launcher());
    const panel = screen.getByRole('dialog');
    const suggestions = within(panel).getByRole('list', { name: 'Suggested questions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Explain core problem', 'Explain target users', 'Explain business model']);
    await user.click(within(suggestions).getByRole('button', { name: 'Explain core problem' }));
    expect(within(panel).getByText('What does Core problem mean?')).toBeVisible();
    expect(await within(panel).findByText(/^Core problem: What problem does it solve/)).toBeVisible();
    expect(bodies[0]).toEqual({
      message: 'What does Core problem mean?',
      context: { answers: { 'user-role': 'developer' } },
      chatHistory: [],
    });

    await user.type(screen.getByLabelText('Ask Charter AI'), 'What is missing?{Enter}');
    expect(await within(panel).findByText(/Still empty: Project scope/)).toBeVisible();
  });
});
