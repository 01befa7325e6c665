import type { ConversationSession, DecisionHistoryItem } from '@charter/core';
import {
  analyzeCompletionConfidence,
  CANNED_PROJECT_TYPE_QUESTION,
  toConfidenceLabel,
  toSocraticReply,
} from '@charter/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProject, makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';
import { NEW_CHAT_FLAG_KEY } from '../utils/new-chat-flag';

const downloads = vi.hoisted(() => [] as { blob: Blob; filename: string }[]);
vi.mock('../../../lib/download', () => ({
  downloadBlob: (blob: Blob, filename: string) => downloads.push({ blob, filename }),
  downloadTextFile: (text: string, filename: string) => downloads.push({ blob: new Blob([text]), filename }),
}));

type Handler = Parameters<typeof fakeServer>[0][string];
const body = (init: RequestInit | undefined) =>
  JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;

/** The real engines of core behind the fake network: replies and confidence as the server computes them. */
const socratic: Handler = (init) => {
  const input = body(init) as Parameters<typeof toSocraticReply>[0];
  return json(200, toSocraticReply(input));
};
const confidence: Handler = (init) => {
  const { conversationText, projectTitle } = body(init) as { conversationText: string; projectTitle: string };
  const result = analyzeCompletionConfidence(conversationText, projectTitle);
  return json(200, { ...result, label: toConfidenceLabel(result.confidence) });
};

function makeSession(overrides: Partial<ConversationSession> = {}): ConversationSession {
  return {
    sessionId: 'conv-old',
    messages: [
      { role: 'charter', content: 'Hi, tell me about it.', timestamp: '2026-01-01T10:00:00.000Z' },
      { role: 'user', content: 'A booking app for dog groomers.', timestamp: '2026-01-01T10:00:05.000Z' },
      { role: 'charter', content: 'Who pays for it?', timestamp: '2026-01-01T10:00:06.000Z' },
    ],
    extractedElements: { projectType: 'Web app', features: ['book grooming slots'] },
    projectContext: {},
    conversationDepth: 3,
    projectTitle: 'Groomly',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:06.000Z',
    ...overrides,
  };
}

function withServer(routes: Record<string, Handler> = {}, sessions: ConversationSession[] = []) {
  const fetchMock = fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    'GET /api/conversational-primer/user-sessions/u1': () => json(200, { success: true, sessions }),
    'POST /api/primer/socratic-conversation': socratic,
    'POST /api/primer/analyze-completion-confidence': confidence,
    'POST /api/conversational-primer/save-session': (init) =>
      json(200, { success: true, sessionId: body(init).sessionId, updatedAt: new Date().toISOString() }),
    ...routes,
  });
  const calls = (path: string) =>
    fetchMock.mock.calls
      .filter(([url]) => new URL(String(url), 'http://localhost').pathname === path)
      .map(([, init]) => body(init));
  return { fetchMock, calls };
}

const messageBox = () => screen.getByRole('textbox', { name: 'Your message' });
const thread = () => screen.getByRole('log', { name: 'Conversation with Charter' });

async function openScreen(url = '/conversational-primer') {
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Conversational Primer' });
  await waitFor(() => expect(screen.queryByText('Loading your conversation…')).toBeNull());
  return app;
}

async function say(user: ReturnType<typeof renderApp>['user'], text: string) {
  await user.type(messageBox(), `${text}{Enter}`);
  await waitFor(() => expect(screen.queryByText('Charter is thinking…')).toBeNull());
}

beforeEach(() => {
  downloads.length = 0;
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Conversational Primer: the conversation', () => {
  it('sends on Enter, adds a newline on Shift+Enter, and never sends a blank message', async () => {
    const { calls } = withServer();
    const { user } = await openScreen();

    await user.type(messageBox(), '   {Enter}');
    expect(calls('/api/primer/socratic-conversation')).toHaveLength(0);

    await user.clear(messageBox());
    await user.type(messageBox(), 'Invoices for freelancers{Shift>}{Enter}{/Shift}They lose $400 a month');
    expect((messageBox() as HTMLTextAreaElement).value).toBe(
      'Invoices for freelancers\nThey lose $400 a month',
    );
    expect(calls('/api/primer/socratic-conversation')).toHaveLength(0);

    await user.type(messageBox(), '{Enter}');
    await waitFor(() => expect(calls('/api/primer/socratic-conversation')).toHaveLength(1));
    expect(calls('/api/primer/socratic-conversation')[0]?.message).toBe(
      'Invoices for freelancers\nThey lose $400 a month',
    );
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
    expect(await within(thread()).findByText(/Invoices for freelancers/)).toBeVisible();
    // Charter's reply lands in the same log.
    await waitFor(() => expect(within(thread()).getAllByText('Charter')).toHaveLength(2));
  });

  it('shows Generate and the banner only from conversation depth 7, labelled by the readiness number', async () => {
    let depth = 6;
    withServer({
      'POST /api/primer/socratic-conversation': (init) =>
        json(200, { ...toSocraticReply(body(init) as never), conversationDepth: depth }),
    });
    const { user } = await openScreen();
    await say(user, 'A scheduling tool for tutors');
    expect(await screen.findByText('Conversation depth: 6 of 10', { exact: false })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
    expect(screen.queryByText(/% ready\):/)).toBeNull();

    depth = 7;
    await say(user, 'Parents pay $10 a month');
    expect(await screen.findByRole('button', { name: 'Generate' })).toBeVisible();
    // Two topics of six (users, business model): 33 %, "Clarifying" — never "High confidence" at that figure.
    const banner = (await screen.findByText('Clarifying (33% ready):')).closest('[role="status"]');
    expect(banner).toBeVisible();
    expect(screen.queryByText(/High confidence/)).toBeNull();
    expect(screen.getByText('Conversation depth: 7 of 10', { exact: false })).toBeVisible();
  });

  it('answers locally when the calls fail: canned reply, Processing Error, and the same readiness figure', async () => {
    withServer({
      'POST /api/primer/socratic-conversation': () => json(500, { error: 'boom', code: 'INTERNAL' }),
      'POST /api/primer/analyze-completion-confidence': () =>
        json(503, { error: 'down', code: 'UNAVAILABLE' }),
      'POST /api/conversational-primer/save-session': () =>
        json(200, { success: true, sessionId: 'x', updatedAt: new Date().toISOString() }),
    });
    const { user } = await openScreen();
    // Problem and users: 2 of 6 topics = 33 % → Clarifying, as the server would say; no platform word.
    await say(user, 'Tutors lose hours booking lessons');
    expect(await within(thread()).findByText(CANNED_PROJECT_TYPE_QUESTION)).toBeVisible();
    expect(await screen.findByText('Processing Error')).toBeVisible();
    expect(screen.getByText('Failed to process your message. Please try again.')).toBeVisible();
    const bar = await screen.findByRole('progressbar', { name: 'Completion confidence' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('33'));
    expect(screen.getByText('Clarifying')).toBeVisible();
    expect(screen.getByText(/estimated on this device/)).toBeVisible();
  });

  it('shows the confidence band from the analysis and Package only when ready for a primer', async () => {
    let ready = false;
    const { calls } = withServer({
      'POST /api/primer/analyze-completion-confidence': () =>
        json(200, {
          confidence: ready ? 82 : 45,
          readyForPrimer: ready,
          missingElements: ready ? [] : ['Timeline'],
          recommendation: ready ? 'Generate the primer.' : 'Tell Charter about the timeline.',
          label: ready ? 'Ready to Build' : 'Clarifying',
        }),
      'POST /api/primer/generate-comprehensive': () =>
        json(200, {
          success: true,
          projectTitle: 'Tutor Time',
          documents: {
            'PRIMER.md': '# Project Primer: Tutor Time\n',
            'CONSTITUTION.md': '# Constitution\n',
            'REQUIREMENTS.md': '# Requirements\n',
            'ARCHITECTURE.md': '# Architecture\n',
            'AGENTS.md': 'agents',
            'CLAUDE.md': 'claude',
            '.cursor/rules/charter.mdc': 'cursor',
            '.github/copilot-instructions.md': 'copilot',
          },
          metadata: { totalDocuments: 8, estimatedWords: 12, documentTypes: ['primer'] },
        }),
    });
    const { user } = await openScreen();
    await say(user, 'A scheduling tool for tutors');
    expect(await screen.findByText('Clarifying')).toBeVisible();
    expect(screen.getByText('Still missing: Timeline')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Package' })).toBeNull();

    ready = true;
    await say(user, 'We launch in 3 months');
    expect(await screen.findByText('Ready to Build')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Tutor Time');
    await user.click(screen.getByRole('button', { name: 'Package' }));
    // jszip is loaded on first use, which can take a moment on a busy machine.
    expect(await screen.findByText('Success!')).toBeVisible();
    expect(calls('/api/primer/generate-comprehensive')[0]?.projectTitle).toBe('Tutor Time');
    expect(downloads.map((d) => d.filename)).toEqual(['tutor-time-package.zip']);
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(await downloads[0]!.blob.arrayBuffer());
    expect(Object.keys(zip.files).filter((name) => !zip.files[name]?.dir)).toEqual(
      expect.arrayContaining(['README.md', 'PRIMER.md', '.cursor/rules/charter.mdc']),
    );
    const readme = await zip.file('README.md')!.async('string');
    expect(readme).toContain('`CLAUDE.md`');
  });

  it('generates the structured primer, then saves the project and links to it', async () => {
    const { calls } = withServer({
      'POST /api/primer/socratic-conversation': (init) =>
        json(200, { ...toSocraticReply(body(init) as never), conversationDepth: 8 }),
      'POST /api/primer/generate-structured': (init) =>
        json(200, { success: true, primer: `# Project Primer: ${body(init).projectTitle}\n\nBody` }),
      'POST /api/user/projects': (init) =>
        json(201, makeProject({ id: 'p9', name: String(body(init).name), source: 'conversation' })),
      'POST /api/memory/record-decision': () => json(201, { success: true, memoryId: 'memo_1' }),
    });
    const { user } = await openScreen();
    await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Tutor Time');
    await say(user, 'Tutors lose 5 hours a week because scheduling is a problem for users');
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    const result = await screen.findByRole('region', { name: 'Primer' });
    expect(within(result).getByText(/# Project Primer: Tutor Time/)).toBeVisible();
    // Focus moves to the new primer so keyboard and screen-reader users land on it.
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(within(result).getByRole('button', { name: 'Download Primer' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save Project' }));
    const link = await screen.findByRole('link', { name: 'View Hash Project' });
    expect(link.getAttribute('href')).toBe('/project/p9');
    const saved = calls('/api/user/projects')[0];
    expect(saved?.name).toBe('Tutor Time');
    expect(saved?.finalPrimer).toContain('# Project Primer: Tutor Time');
    expect(saved?.completionStatus).toEqual({ primerGenerated: true, conversationDepth: 8 });
    // The save is recorded in the decision history that Memory Insights lists.
    await waitFor(() => expect(calls('/api/memory/record-decision')).toHaveLength(1));
    expect(calls('/api/memory/record-decision')[0]).toMatchObject({
      title: 'Defined Tutor Time in a conversation',
      decisionType: 'project_definition',
    });
  });

  it('keeps the generated primer with the session: reload, then Save Project stores it', async () => {
    const saves: Array<Record<string, unknown>> = [];
    const stored = () => saves.at(-1) as unknown as ConversationSession | undefined;
    const routes: Record<string, Handler> = {
      'POST /api/primer/socratic-conversation': (init) =>
        json(200, { ...toSocraticReply(body(init) as never), conversationDepth: 8 }),
      'POST /api/primer/generate-structured': (init) =>
        json(200, { success: true, primer: `# Project Primer: ${body(init).projectTitle}\n\nBody` }),
      'POST /api/conversational-primer/save-session': (init) => {
        saves.push(body(init));
        return json(200, {
          success: true,
          sessionId: body(init).sessionId,
          updatedAt: new Date().toISOString(),
        });
      },
      'POST /api/user/projects': (init) =>
        json(201, makeProject({ id: 'p7', name: String(body(init).name), source: 'conversation' })),
      'POST /api/memory/record-decision': () => json(201, { success: true, memoryId: 'memo_2' }),
    };
    withServer(routes);
    const first = await openScreen();
    await say(first.user, "It's called PlantPal. People forget to water their houseplants.");
    // The name given in the conversation names the project when the field is left blank.
    expect(screen.getByRole('textbox', { name: 'Project name' }).getAttribute('placeholder')).toBe(
      'PlantPal',
    );
    await first.user.click(await screen.findByRole('button', { name: 'Generate' }));
    await screen.findByRole('region', { name: 'Primer' });
    await waitFor(() => expect(stored()?.primer).toBe('# Project Primer: PlantPal\n\nBody'));
    first.unmount();

    // A reload: the screen restores the saved session, primer included.
    const { calls } = withServer(routes, [
      { ...stored()!, createdAt: '2026-01-01T10:00:00.000Z', updatedAt: '2026-01-01T10:00:06.000Z' },
    ]);
    const second = await openScreen();
    expect(await screen.findByText('Conversation restored')).toBeVisible();
    expect(within(await screen.findByRole('region', { name: 'Primer' })).getByText(/PlantPal/)).toBeVisible();
    await second.user.click(screen.getByRole('button', { name: 'Save Project' }));
    await screen.findByRole('link', { name: 'View Hash Project' });
    const saved = calls('/api/user/projects')[0];
    expect(saved?.name).toBe('PlantPal');
    expect(saved?.finalPrimer).toBe('# Project Primer: PlantPal\n\nBody');
    expect(saved?.completionStatus).toEqual({ primerGenerated: true, conversationDepth: 8 });
  });

  it('says Generation Failed when the primer or the package cannot be generated', async () => {
    withServer({
      'POST /api/primer/socratic-conversation': (init) =>
        json(200, { ...toSocraticReply(body(init) as never), conversationDepth: 9 }),
      'POST /api/primer/analyze-completion-confidence': () =>
        json(200, {
          confidence: 85,
          readyForPrimer: true,
          missingElements: [],
          recommendation: '',
          label: 'Ready to Build',
        }),
      'POST /api/primer/generate-structured': () => json(500, { error: 'no', code: 'INTERNAL' }),
      'POST /api/primer/generate-comprehensive': () => json(500, { error: 'no', code: 'INTERNAL' }),
    });
    const { user } = await openScreen();
    await say(user, 'A tool for tutors');
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Unable to generate primer. Please try again.')).toBeVisible();
    expect(screen.getByText('Generation Failed')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Package' }));
    expect(
      await screen.findByText('Unable to generate comprehensive package. Please try again.'),
    ).toBeVisible();
    expect(downloads).toHaveLength(0);
  });

  it('offers Rescue Mission in a new tab', async () => {
    withServer();
    await openScreen();
    const link = screen.getByRole('link', { name: 'Rescue Mission (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/rescue-missions');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('shows Hash Primer Generation Failed when the Hash Primer call fails', async () => {
    withServer({
      'POST /api/primer/generate-hash-context': () => json(500, { error: 'no', code: 'INTERNAL' }),
    });
    const { user } = await openScreen();
    expect((screen.getByRole('button', { name: 'Hash Primer' }) as HTMLButtonElement).disabled).toBe(true);
    await say(user, 'A tool for tutors');
    await user.click(screen.getByRole('button', { name: 'Hash Primer' }));
    expect(await screen.findByText('Hash Primer Generation Failed')).toBeVisible();
  });
});

describe('Conversational Primer: sessions', () => {
  it('saves the session between 50 and 100 ms after a message, once per exchange', async () => {
    const { calls } = withServer();
    await openScreen();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const flush = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

    fireEvent.change(messageBox(), { target: { value: 'A booking app for groomers' } });
    fireEvent.keyDown(messageBox(), { key: 'Enter' });
    // The reply arrives within the same tick of the fake clock.
    for (let i = 0; i < 5 && calls('/api/primer/analyze-completion-confidence').length === 0; i++)
      await flush(0);
    expect(within(thread()).getAllByText('Charter')).toHaveLength(2);

    await flush(49);
    expect(calls('/api/conversational-primer/save-session')).toHaveLength(0);
    await flush(51);
    const saves = calls('/api/conversational-primer/save-session');
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ conversationDepth: expect.any(Number), projectTitle: '' });
    expect(saves[0]?.messages).toHaveLength(3);
    await flush(500);
    expect(calls('/api/conversational-primer/save-session')).toHaveLength(1);
  });

  it('warns, then reports an error, when saves keep failing', async () => {
    withServer({
      'POST /api/conversational-primer/save-session': () =>
        json(500, { error: 'disk full', code: 'INTERNAL' }),
    });
    const { user } = await openScreen();
    await say(user, 'A booking app');
    expect(await screen.findByText('Save Warning')).toBeVisible();
    await say(user, 'For dog groomers');
    expect(await screen.findByText('Save Error')).toBeVisible();
    expect(screen.getByText('Unable to save your conversation. Please refresh the page.')).toBeVisible();
  });

  it('restores the latest session with more than one message', async () => {
    withServer({}, [makeSession()]);
    await openScreen();
    expect(await screen.findByText('Conversation restored')).toBeVisible();
    expect(within(thread()).getByText('A booking app for dog groomers.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveProperty('value', 'Groomly');
    expect(screen.getByText('book grooming slots')).toBeVisible();
  });

  it('does not restore a session holding only the greeting', async () => {
    const session = makeSession();
    withServer({}, [{ ...session, messages: session.messages.slice(0, 1) }]);
    await openScreen();
    expect(screen.queryByText('Conversation restored')).toBeNull();
    expect(within(thread()).queryByText('A booking app for dog groomers.')).toBeNull();
  });

  it('starts fresh on ?new=true and resets the URL without a history entry', async () => {
    const { calls } = withServer({}, [makeSession()]);
    const { router } = await openScreen('/conversational-primer?new=true');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/conversational-primer');
    expect(calls('/api/conversational-primer/user-sessions/u1')).toHaveLength(0);
    expect(screen.queryByText('Conversation restored')).toBeNull();
  });

  it('starts fresh when the new-chat flag is stored, and consumes it', async () => {
    localStorage.setItem(NEW_CHAT_FLAG_KEY, 'true');
    withServer({}, [makeSession()]);
    await openScreen();
    expect(screen.queryByText('Conversation restored')).toBeNull();
    expect(localStorage.getItem(NEW_CHAT_FLAG_KEY)).toBeNull();
  });

  it('Start New clears the conversation, says Fresh Start and keeps a reload from restoring the old one', async () => {
    withServer({}, [makeSession()]);
    const { user } = await openScreen();
    await screen.findByText('Conversation restored');
    await user.click(screen.getByRole('button', { name: 'Start New' }));
    expect(await screen.findByText('Fresh Start')).toBeVisible();
    expect(within(thread()).queryByText('A booking app for dog groomers.')).toBeNull();
    expect(within(thread()).getAllByText('Charter')).toHaveLength(1);
    expect(localStorage.getItem(NEW_CHAT_FLAG_KEY)).toBe('true');
  });

  it('reopens the conversation saved with a project (?recover=)', async () => {
    withServer(
      {
        'GET /api/projects/p7': () =>
          json(200, makeProject({ id: 'p7', name: 'Groomly', primerContent: '# Project Primer: Groomly\n' })),
      },
      [
        makeSession({ sessionId: 'other', projectTitle: 'Other', updatedAt: '2026-02-01T00:00:00.000Z' }),
        makeSession(),
      ],
    );
    await openScreen('/chat-primer?recover=p7');
    expect(await screen.findByText('Conversation restored')).toBeVisible();
    expect(within(thread()).getByText('A booking app for dog groomers.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Hash Project' }).getAttribute('href')).toBe('/project/p7');
  });

  it('says so, with a link back, when the recovered conversation cannot be found', async () => {
    withServer({ 'GET /api/projects/p404': () => json(404, { error: 'Not found', code: 'NOT_FOUND' }) });
    await openScreen('/chat-primer?recover=p404');
    expect(await screen.findByText(/That project could not be found/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to My Projects' }).getAttribute('href')).toBe(
      '/my-projects',
    );
  });
});

describe('Conversational Primer: files and memory', () => {
  const fileInput = () => screen.getByLabelText('Upload a document (.txt, .md, .pdf)') as HTMLInputElement;

  it('refuses other types and files over 10 MB with the spec’s toasts', async () => {
    withServer();
    await openScreen();
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'notes.docx')] } });
    expect(await screen.findByText('Unsupported file type')).toBeVisible();
    expect(screen.getByText('Please upload .txt, .md, or .pdf files only')).toBeVisible();

    const big = new File(['x'], 'big.txt', { type: 'text/plain' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    expect(await screen.findByText('File too large')).toBeVisible();
    expect(screen.getByText('Please upload files smaller than 10MB')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Attached documents' })).toBeNull();
  });

  it('says Upload failed and leaves a note when a PDF’s text cannot be extracted', async () => {
    withServer({ 'POST /api/files/extract-text': () => json(500, { error: 'broken', code: 'INTERNAL' }) });
    await openScreen();
    fireEvent.change(fileInput(), {
      target: { files: [new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Upload failed')).toBeVisible();
    expect(screen.getByText('Failed to process file. Please try again.')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Attached documents' });
    expect(within(list).getByRole('button', { name: 'Remove scan.pdf' })).toBeVisible();
  });

  it('lists uploaded files with names cut to 8 characters, sends them with each message, and removes them', async () => {
    const { calls } = withServer();
    const { user } = await openScreen();
    const file = new File(
      ['# Requirements\nTutors must be able to book recurring lessons.'],
      'requirements-notes.md',
      {
        type: 'text/markdown',
      },
    );
    fireEvent.change(fileInput(), { target: { files: [file] } });
    expect(await screen.findByText('File uploaded')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Attached documents' });
    expect(within(list).getByText('requirem…').getAttribute('title')).toBe('requirements-notes.md');
    expect(within(list).getByText('requirements-notes.md')).toBeVisible();

    await say(user, 'Here are my notes');
    const sent = calls('/api/primer/socratic-conversation')[0];
    expect(sent?.uploadedFiles).toEqual([
      {
        name: 'requirements-notes.md',
        content: '# Requirements\nTutors must be able to book recurring lessons.',
      },
    ]);

    await user.click(within(list).getByRole('button', { name: 'Remove requirements-notes.md' }));
    expect(await screen.findByText('File removed')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Attached documents' })).toBeNull();
  });

  it('Memory Insights shows an empty state', async () => {
    withServer({ 'GET /api/memory/decision-history/u1': () => json(200, { success: true, decisions: [] }) });
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Memory Insights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Memory Insights' });
    expect(await within(dialog).findByText(/No decisions recorded yet/)).toBeVisible();
  });

  it('Memory Insights lists the decision history', async () => {
    const decision: DecisionHistoryItem = {
      memoryId: 'm1',
      title: 'Chose Postgres over MongoDB',
      summary: 'Relational data with strict invoices.',
      decisionRationale: 'Invoices need transactions.',
      category: 'technical_decision',
      choice: 'Postgres',
      alternatives: ['MongoDB'],
      confidenceLevel: 80,
      sessionId: null,
      createdAt: '2026-01-02T10:00:00.000Z',
      validatedAt: null,
    };
    withServer({
      'GET /api/memory/decision-history/u1': () => json(200, { success: true, decisions: [decision] }),
    });
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Memory Insights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Memory Insights' });
    const list = await within(dialog).findByRole('list', { name: 'Decision history' });
    expect(within(list).getByText('Chose Postgres over MongoDB')).toBeVisible();
    expect(within(list).getByText('Why: Invoices need transactions.')).toBeVisible();
  });
});
