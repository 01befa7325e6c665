import { PRIMER_CHAT_ERROR_REPLY, PRIMER_FIELDS, toPrimerChatReply } from '@charter/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { createQueryClient } from '../../../lib/query-client';
import { fakeServer, json, pending } from '../../../testing/fake-server';
import { PrimerChat } from './primer-chat';

type ChatBody = {
  message: string;
  context?: { answers?: Record<string, string> };
  chatHistory?: { role: string; content: string }[];
};

/** Answers with core's own engine, as the server does, and records each request body. */
function chatServer() {
  const bodies: ChatBody[] = [];
  fakeServer({
    'POST /api/primer/chat': (init) => {
      const body = JSON.parse(String(init?.body)) as ChatBody;
      bodies.push(body);
      return json(200, { response: toPrimerChatReply({ ...body, fields: PRIMER_FIELDS }) });
    },
  });
  return bodies;
}

function renderChat(answers: Record<string, string> = {}) {
  const onConvert = vi.fn();
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient()}>
      <PrimerChat answers={answers} onConvert={onConvert} />
    </AppProvider>,
  );
  return { onConvert, user };
}

const box = () => screen.getByLabelText('Message') as HTMLTextAreaElement;
const log = () => screen.getByRole('log');

describe('PrimerChat', () => {
  it('sends with Enter, keeps Shift+Enter as a new line, and shows the reply', async () => {
    const bodies = chatServer();
    const { user } = renderChat({ 'user-role': 'founder' });
    await user.type(box(), 'What does target users mean?{Shift>}{Enter}{/Shift}please');
    expect(box().value).toBe('What does target users mean?\nplease');
    await user.clear(box());
    await user.type(box(), 'What does Target users mean?{Enter}');

    expect(await within(log()).findByText(/^Target users: Who are the first users/)).toBeVisible();
    expect(within(log()).getByText('What does Target users mean?')).toBeVisible();
    expect(box().value).toBe('');
    expect(bodies[0]).toEqual({
      message: 'What does Target users mean?',
      context: { answers: { 'user-role': 'founder' } },
      chatHistory: [],
    });

    await user.type(box(), 'And business model?{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]?.chatHistory).toEqual([
      { role: 'user', content: 'What does Target users mean?' },
      { role: 'assistant', content: expect.stringMatching(/^Target users:/) },
    ]);
  });

  it('does not send a blank message', async () => {
    const bodies = chatServer();
    const { user } = renderChat();
    await user.type(box(), '   {Enter}');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(bodies).toHaveLength(0);
  });

  it('shows the typing state while the reply is pending', async () => {
    fakeServer({ 'POST /api/primer/chat': pending });
    const { user } = renderChat();
    await user.type(box(), 'Hello there{Enter}');
    expect((await screen.findByRole('status')).textContent).toBe('Charter AI is typing…');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('on failure replies with the spec apology, toasts the reason and keeps the message for a retry', async () => {
    let fail = true;
    const bodies: ChatBody[] = [];
    fakeServer({
      'POST /api/primer/chat': (init) => {
        bodies.push(JSON.parse(String(init?.body)) as ChatBody);
        return fail
          ? json(429, { error: 'Too many messages: wait a minute.', code: 'RATE_LIMITED' })
          : json(200, { response: 'Noted.' });
      },
    });
    const { user } = renderChat();
    await user.type(box(), 'Tutors lose hours every week{Enter}');

    expect(await within(log()).findByText(PRIMER_CHAT_ERROR_REPLY)).toBeVisible();
    expect(within(log()).getByText(/not sent/)).toBeVisible();
    expect(await screen.findByText('Message not sent')).toBeVisible();
    expect(screen.getByText(/Too many messages: wait a minute\./)).toBeVisible();
    expect(box().value).toBe('Tutors lose hours every week');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByText('Noted.')).toBeVisible();
    // The failed attempt and the apology are not conversation.
    expect(bodies[1]?.chatHistory).toEqual([]);
  });

  it('shows the provider note discreetly under a reply', async () => {
    fakeServer({
      'POST /api/primer/chat': () =>
        json(200, {
          response: 'Still empty: Your role.',
          source: 'deterministic',
          note: 'The language model did not answer in time; this is Charter’s built-in reply.',
        }),
    });
    const { user } = renderChat();
    await user.type(box(), 'What is missing?{Enter}');
    expect(await within(log()).findByText(/built-in reply/)).toBeVisible();
  });

  it('Convert to Form copies the first matching user messages', async () => {
    chatServer();
    const { onConvert, user } = renderChat();
    const convert = screen.getByRole('button', { name: 'Convert to Form' }) as HTMLButtonElement;
    expect(convert.disabled).toBe(true);

    for (const message of [
      'The problem is that lessons are arranged by text and hours get lost.',
      'Our users are independent tutors with 10 to 40 students.',
      'We charge $9 per month per tutor after a free tier.',
    ]) {
      await user.type(box(), `${message}{Enter}`);
      await waitFor(() => expect(box().value).toBe(''));
      await waitFor(() => expect(screen.queryByText('Charter AI is typing…')).toBeNull());
    }
    await user.click(convert);
    expect(onConvert).toHaveBeenCalledWith({
      'core-problem': 'The problem is that lessons are arranged by text and hours get lost.',
      'target-users': 'Our users are independent tutors with 10 to 40 students.',
      'business-model': 'We charge $9 per month per tutor after a free tier.',
    });
    expect(await screen.findByText('Converted to form')).toBeVisible();
  });

  it('Convert to Form says so when nothing matched', async () => {
    chatServer();
    const { onConvert, user } = renderChat();
    await user.type(box(), 'Hello{Enter}');
    await waitFor(() => expect(screen.queryByText('Charter AI is typing…')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Convert to Form' }));
    expect(await screen.findByText('Nothing to convert yet')).toBeVisible();
    expect(onConvert).not.toHaveBeenCalled();
  });

  it('keeps the thread when chat mode is switched off and on again', async () => {
    chatServer();
    const queryClient = createQueryClient();
    const user = userEvent.setup();
    const view = (shown: boolean) => (
      <AppProvider queryClient={queryClient}>
        {shown ? <PrimerChat answers={{}} onConvert={vi.fn()} /> : <p>Form</p>}
      </AppProvider>
    );
    const { rerender } = render(view(true));
    await user.type(box(), 'What does Target users mean?{Enter}');
    expect(await within(log()).findByText(/^Target users:/)).toBeVisible();

    rerender(view(false));
    expect(screen.queryByRole('log')).toBeNull();
    rerender(view(true));
    expect(within(log()).getByText('What does Target users mean?')).toBeVisible();
    expect(within(log()).getByText(/^Target users:/)).toBeVisible();
  });
});
