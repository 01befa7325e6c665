import { analyzeContext } from '@charter/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, pending } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';
import {
  bodyOf,
  FULL_ANSWERS,
  fieldOf,
  fillProjectName,
  fillStep,
  generatorServer,
} from './primer-generator-test-server';

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const completion = () => screen.getByRole('progressbar', { name: 'Primer completion' });
const calls = (fetchMock: ReturnType<typeof generatorServer>, key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);

describe('primer generator: the wizard', () => {
  it('enables Next only when every field of the step has text, and Previous only after step 1', async () => {
    generatorServer();
    const { user } = renderApp('/primer-generator');
    await stepHeading('You and the project');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', true);

    await user.selectOptions(fieldOf('user-role'), 'founder');
    fireEvent.change(fieldOf('project-scope'), { target: { value: 'A booking tool' } });
    fireEvent.change(fieldOf('platform-type'), { target: { value: '   ' } });
    expect(next).toHaveProperty('disabled', true);
    expect(screen.getByText('Answer all 2 fields of this step to continue.')).toBeVisible();

    fireEvent.change(fieldOf('platform-type'), { target: { value: 'Web' } });
    // The project's name is asked first, and Next waits for it too.
    expect(next).toHaveProperty('disabled', true);
    fillProjectName('PlantPal');
    expect(next).toHaveProperty('disabled', false);
    await user.click(next);
    await stepHeading('Problem and people');
    expect(screen.getByText('Step 2 of 5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('You and the project');
    expect((fieldOf('project-scope') as HTMLTextAreaElement).value).toBe('A booking tool');
    expect(screen.getByRole('textbox', { name: /^Project name/ })).toHaveProperty('value', 'PlantPal');
  });

  it('names the primer by the name asked first, or by an explicit name in imported notes, never by the problem', async () => {
    const fetchMock = generatorServer({ draft: FULL_ANSWERS });
    const { user } = renderApp('/primer-generator');
    await stepHeading('You and the project');
    const name = () => screen.getByRole('textbox', { name: /^Project name/ }) as HTMLInputElement;
    await screen.findByDisplayValue(FULL_ANSWERS['project-scope']);

    // Notes without a stated name leave the name blank: the problem's first words are no name.
    fireEvent.change(screen.getByLabelText('Project context'), {
      target: { value: 'People forget to water their houseplants and lose them.' },
    });
    await user.click(screen.getByRole('button', { name: 'Import to Form' }));
    expect(name().value).toBe('');
    fireEvent.change(screen.getByLabelText('Project context'), {
      target: { value: '# PlantPal\n\nPeople forget to water their houseplants and lose them.' },
    });
    await user.click(screen.getByRole('button', { name: 'Import to Form' }));
    await waitFor(() => expect(name().value).toBe('PlantPal'));

    for (let index = 0; index < 4; index++) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Generate Primer' }));
    await screen.findByRole('heading', { level: 2, name: 'Your primer is ready' });
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/primer/generate');
    expect(bodyOf(call?.[1])).toMatchObject({ projectName: 'PlantPal' });
  });

  it('walks all five steps, ecosystem included, to Generate Primer', async () => {
    generatorServer();
    const { user } = renderApp('/primer-generator');
    const titles = ['You and the project', 'Problem and people', 'What users do', 'Technology'];
    for (const [index, title] of titles.entries()) {
      await stepHeading(title);
      await fillStep(user, index);
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    await stepHeading('Brand, constraints and delivery');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    const generate = screen.getByRole('button', { name: 'Generate Primer' });
    expect(generate).toHaveProperty('disabled', true);
    await fillStep(user, 4);
    expect(generate).toHaveProperty('disabled', false);
    expect(completion().getAttribute('aria-valuenow')).toBe('100');
  });

  it('shows completion as non-blank answers over 16', async () => {
    generatorServer();
    const { user } = renderApp('/primer-generator');
    await stepHeading('You and the project');
    expect(completion().getAttribute('aria-valuenow')).toBe('0');
    await fillStep(user, 0);
    // 3 of 16 = 18.75 %.
    expect(completion().getAttribute('aria-valuenow')).toBe('19');
    fireEvent.change(fieldOf('project-scope'), { target: { value: '  ' } });
    expect(completion().getAttribute('aria-valuenow')).toBe('13');
  });
});

describe('primer generator: drafts', () => {
  it('opens on the saved draft and auto-saves once typing pauses', async () => {
    const fetchMock = generatorServer({
      draft: { 'user-role': 'developer', 'core-problem': 'Tutors lose hours.' },
    });
    const { user } = renderApp('/primer-generator');
    await stepHeading('You and the project');
    await waitFor(() => expect((fieldOf('user-role') as HTMLSelectElement).value).toBe('developer'));
    expect(completion().getAttribute('aria-valuenow')).toBe('13');

    await user.type(fieldOf('project-scope'), 'Booking');
    expect(screen.getByText(/Unsaved changes|Saving draft/)).toBeVisible();
    await screen.findByText('Draft Auto-Saved');
    expect(screen.getByText('Draft Auto-Saved').closest('[role="status"]')).toBeInTheDocument();

    // Seven keystrokes, one save: the debounce waits for the pause.
    const saves = calls(fetchMock, 'POST /api/user/primer-drafts');
    expect(saves).toHaveLength(1);
    expect(bodyOf(saves[0]?.[1])).toEqual({
      answers: { 'user-role': 'developer', 'core-problem': 'Tutors lose hours.', 'project-scope': 'Booking' },
    });
  });

  it('opens on what was last saved when the user comes back to the page', async () => {
    generatorServer({
      draft: { 'project-scope': 'First version' },
      routes: {
        'GET /api/user/projects': () => json(200, { projects: [] }),
        'GET /api/user/rebellions': () => json(200, { rebellions: [] }),
        'GET /api/user/decisions': () => json(200, { decisions: [] }),
      },
    });
    const { router } = renderApp('/primer-generator');
    await screen.findByDisplayValue('First version');
    fireEvent.change(fieldOf('project-scope'), { target: { value: 'Second version' } });
    await screen.findByText('Draft Auto-Saved');
    await act(() => router.navigate('/dashboard'));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Charter' });
    await act(() => router.navigate('/primer-generator'));
    expect(await screen.findByDisplayValue('Second version')).toBeVisible();
  });

  it('shows a failed save with Retry and keeps the answers', async () => {
    let fail = true;
    const fetchMock = generatorServer({
      routes: {
        'POST /api/user/primer-drafts': (init) =>
          fail
            ? json(503, { error: 'The store is not answering.', code: 'UNAVAILABLE' })
            : json(200, {
                success: true,
                draft: {
                  id: 'd',
                  answers: (bodyOf(init) as { answers: object }).answers,
                  updatedAt: '2026-03-14T09:01:00.000Z',
                },
              }),
      },
    });
    const { user } = renderApp('/primer-generator');
    await stepHeading('You and the project');
    fireEvent.change(fieldOf('project-scope'), { target: { value: 'Booking' } });
    await screen.findByText('Draft not saved: The store is not answering.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry saving' }));
    await screen.findByText('Draft Auto-Saved');
    expect(calls(fetchMock, 'POST /api/user/primer-drafts')).toHaveLength(2);
    expect((fieldOf('project-scope') as HTMLTextAreaElement).value).toBe('Booking');
  });

  it("keeps the project's name with the auto-saved draft: typed, saved, and back after a reload", async () => {
    const fetchMock = generatorServer({
      routes: {
        'GET /api/user/primer-drafts': () =>
          json(200, {
            success: true,
            drafts: [
              {
                id: 'd',
                answers: { 'project-scope': 'From the draft' },
                projectName: 'PlantPal',
                updatedAt: '2026-03-14T09:00:00.000Z',
              },
            ],
          }),
      },
    });
    const { user } = renderApp('/primer-generator');
    await stepHeading('You and the project');
    const name = () => screen.getByRole('textbox', { name: /^Project name/ }) as HTMLInputElement;
    await waitFor(() => expect(name().value).toBe('PlantPal'));

    await user.clear(name());
    await user.type(name(), 'PlantPal Pro');
    await waitFor(() =>
      expect(bodyOf(calls(fetchMock, 'POST /api/user/primer-drafts').at(-1)?.[1])).toMatchObject({
        projectName: 'PlantPal Pro',
      }),
    );
  });

  it('says when the draft cannot load, holds auto-save, and merges the draft on Retry', async () => {
    let fail = true;
    const fetchMock = generatorServer({
      routes: {
        'GET /api/user/primer-drafts': () =>
          fail
            ? json(500, { error: 'Something went wrong on our side.', code: 'INTERNAL' })
            : json(200, {
                success: true,
                drafts: [
                  {
                    id: 'd',
                    answers: { 'project-scope': 'From the draft', 'platform-type': 'Web' },
                    updatedAt: '2026-03-14T09:00:00.000Z',
                  },
                ],
              }),
      },
    });
    const { user } = renderApp('/primer-generator');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Your saved draft could not be loaded. Something went wrong on our side.',
    );

    fireEvent.change(fieldOf('project-scope'), { target: { value: 'Typed meanwhile' } });
    expect(screen.getByText('Auto-save paused until your saved draft loads')).toBeVisible();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect((fieldOf('platform-type') as HTMLTextAreaElement).value).toBe('Web'));
    expect((fieldOf('project-scope') as HTMLTextAreaElement).value).toBe('Typed meanwhile');
    await screen.findByText('Draft Auto-Saved');
    expect(bodyOf(calls(fetchMock, 'POST /api/user/primer-drafts')[0]?.[1])).toEqual({
      answers: { 'project-scope': 'Typed meanwhile', 'platform-type': 'Web' },
    });
  });

  it('shows a loading state while the draft loads', async () => {
    generatorServer({ routes: { 'GET /api/user/primer-drafts': pending } });
    renderApp('/primer-generator');
    await screen.findByText('Loading your saved draft...');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('primer generator: test cases and Clear Form', () => {
  it('loads a saved test case into the form', async () => {
    generatorServer({
      testCases: [{ name: 'Tutor app', answers: FULL_ANSWERS, updatedAt: '2026-03-14T08:00:00.000Z' }],
    });
    const { user } = renderApp('/primer-generator');
    await stepHeading('You and the project');
    const picker = screen.getByLabelText('Saved test cases');
    await waitFor(() => expect(picker).toHaveProperty('disabled', false));
    await user.selectOptions(picker, 'Tutor app');
    await user.click(screen.getByRole('button', { name: 'Load Test Case' }));
    expect((fieldOf('project-scope') as HTMLTextAreaElement).value).toBe(FULL_ANSWERS['project-scope']);
    expect(completion().getAttribute('aria-valuenow')).toBe('100');
    expect(await screen.findByText('Test case loaded')).toBeVisible();
  });

  it('says when test cases cannot load and retries', async () => {
    let fail = true;
    generatorServer({
      routes: {
        'GET /api/user/test-cases': () =>
          fail
            ? json(500, { error: 'Something went wrong on our side.', code: 'INTERNAL' })
            : json(200, {
                success: true,
                testCases: [
                  { name: 'Tutor app', answers: FULL_ANSWERS, updatedAt: '2026-03-14T08:00:00.000Z' },
                ],
              }),
      },
    });
    const { user } = renderApp('/primer-generator');
    const alert = await screen.findByText(/Your test cases could not be loaded/);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'Tutor app' })).toBeVisible();
    expect(screen.queryByText(/Your test cases could not be loaded/)).toBeNull();
  });

  it('saves the answers as a named test case', async () => {
    const fetchMock = generatorServer({
      routes: {
        'POST /api/user/test-cases': (init) => {
          const { testCases } = bodyOf(init) as { testCases: { name: string; answers: object }[] };
          return json(200, {
            success: true,
            testCases: testCases.map((testCase) => ({ ...testCase, updatedAt: '2026-03-14T09:05:00.000Z' })),
          });
        },
      },
    });
    const { user } = renderApp('/primer-generator');
    await stepHeading('You and the project');
    await fillStep(user, 0);
    await user.click(screen.getByRole('button', { name: 'Save Test Case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Test Case' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Give the test case a name.');
    await user.type(within(dialog).getByLabelText('Test case name'), 'Founder, web');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Test case saved');
    expect(bodyOf(calls(fetchMock, 'POST /api/user/test-cases')[0]?.[1])).toEqual({
      testCases: [
        {
          name: 'Founder, web',
          answers: {
            'user-role': FULL_ANSWERS['user-role'],
            'project-scope': FULL_ANSWERS['project-scope'],
            'platform-type': FULL_ANSWERS['platform-type'],
          },
        },
      ],
      mode: 'merge',
    });
    expect(screen.getByRole('option', { name: 'Founder, web' })).toBeVisible();
  });

  it('Clear Form asks first, deletes the draft, then empties every answer', async () => {
    const fetchMock = generatorServer({ draft: FULL_ANSWERS });
    const { user } = renderApp('/primer-generator');
    await waitFor(() => expect(completion().getAttribute('aria-valuenow')).toBe('100'));

    await user.click(screen.getByRole('button', { name: 'Clear Form' }));
    let dialog = await screen.findByRole('dialog', { name: 'Clear the form?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(completion().getAttribute('aria-valuenow')).toBe('100');
    expect(calls(fetchMock, 'DELETE /api/user/primer-drafts')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear Form' }));
    dialog = await screen.findByRole('dialog', { name: 'Clear the form?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear Form' }));
    await screen.findByText('Form cleared');
    expect(calls(fetchMock, 'DELETE /api/user/primer-drafts')).toHaveLength(1);
    expect(completion().getAttribute('aria-valuenow')).toBe('0');
    expect((fieldOf('user-role') as HTMLSelectElement).value).toBe('');
    // Clearing is not an edit: no save of an empty draft is scheduled (a scheduled save shows "Unsaved
    // changes" at once, before its delay), and none was sent.
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.queryByText('Saving draft...')).toBeNull();
    expect(calls(fetchMock, 'POST /api/user/primer-drafts')).toHaveLength(0);
  });

  it('keeps the form when the draft cannot be deleted', async () => {
    generatorServer({
      draft: FULL_ANSWERS,
      routes: {
        'DELETE /api/user/primer-drafts': () =>
          json(503, { error: 'The store is not answering.', code: 'UNAVAILABLE' }),
      },
    });
    const { user } = renderApp('/primer-generator');
    await waitFor(() => expect(completion().getAttribute('aria-valuenow')).toBe('100'));
    await user.click(screen.getByRole('button', { name: 'Clear Form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the form?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear Form' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your saved draft could not be deleted, so the form was left as it was. The store is not answering.',
    );
    expect(completion().getAttribute('aria-valuenow')).toBe('100');
  });
});

describe('primer generator: context card and chat', () => {
  it('marks fields filled by Apply to Form as AI Applied until they are edited', async () => {
    const content = 'Problem: Tutors lose hours arranging lessons.\nUsers: Independent tutors.';
    generatorServer({
      routes: {
        'GET /api/primer/smart-analysis/latest': () =>
          json(200, {
            success: true,
            analysis: analyzeContext(content),
            content,
            createdAt: '2026-03-14T09:00:00.000Z',
          }),
      },
    });
    const { user } = renderApp('/primer-generator');
    await stepHeading('You and the project');
    await user.click(await screen.findByRole('button', { name: 'Apply to Form' }));
    await fillStep(user, 0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Problem and people');
    expect((fieldOf('core-problem') as HTMLTextAreaElement).value).toContain('Tutors lose hours');
    expect(screen.getAllByText('AI Applied')).toHaveLength(2);

    fireEvent.change(fieldOf('core-problem'), { target: { value: 'Tutors lose whole evenings.' } });
    expect(screen.getAllByText('AI Applied')).toHaveLength(1);
  });

  it('loads the onboarding context into the context card with ?context=onboarding', async () => {
    localStorage.setItem('charter.onboarding.context', '# notes.md\n\nWe build lesson bookings.');
    generatorServer();
    renderApp('/primer-generator?context=onboarding');
    const box = await screen.findByLabelText('Project context');
    expect((box as HTMLTextAreaElement).value).toContain('We build lesson bookings.');
  });

  it('Convert to Form copies the chat into the answers and shows the form again', async () => {
    generatorServer({
      routes: { 'POST /api/primer/chat': () => json(200, { response: 'Thanks: that is the problem.' }) },
    });
    const { user } = renderApp('/primer-generator');
    await stepHeading('You and the project');
    await user.click(screen.getByRole('switch', { name: 'Chat mode' }));
    const problem = 'The problem is that tutors lose hours arranging lessons by text message.';
    const chat = screen.getByRole('region', { name: 'Chat with Charter AI' });
    fireEvent.change(within(chat).getByLabelText('Message'), { target: { value: problem } });
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    await within(chat).findByText('Thanks: that is the problem.');
    await user.click(screen.getByRole('button', { name: 'Convert to Form' }));

    expect(screen.getByRole('switch', { name: 'Chat mode' }).getAttribute('aria-checked')).toBe('false');
    await stepHeading('You and the project');
    expect(await screen.findByText('Converted to form')).toBeVisible();
    await fillStep(user, 0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((fieldOf('core-problem') as HTMLTextAreaElement).value).toBe(problem);
  });

  it('switches to chat mode and back with the Chat mode switch', async () => {
    generatorServer();
    const { user } = renderApp('/primer-generator');
    await stepHeading('You and the project');
    const toggle = screen.getByRole('switch', { name: 'Chat mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Convert to Form' })).toBeVisible();
    await user.click(toggle);
    await stepHeading('You and the project');
  });
});
