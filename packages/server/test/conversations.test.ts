import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createTestApp, getUserId, json, readAnswer } from './helpers';

const message = (role: 'user' | 'charter', content: string) => ({
  role,
  content,
  timestamp: '2026-01-01T00:00:00.000Z',
});

function session(sessionId: string, overrides: Record<string, unknown> = {}) {
  return {
    sessionId,
    messages: [message('charter', 'What are you building?'), message('user', 'A booking tool for tutors')],
    extractedElements: { projectType: 'booking tool', features: ['booking'] },
    projectContext: { projectGoals: 'Save tutors time', confidenceLevel: 30 },
    conversationDepth: 3,
    ...overrides,
  };
}

describe('conversation sessions', () => {
  it('saves, replaces and lists the signed-in user’s sessions newest first', async () => {
    let clock = Date.now(); // sessions expire by the store's real clock
    const t = createTestApp({
      now: () => {
        clock += 1000;
        return new Date(clock);
      },
    });
    const cookie = await t.signUp();
    const userId = await getUserId(t, cookie);
    const save = (body: unknown) =>
      t.request('POST', '/api/conversational-primer/save-session', { cookie, body });

    const first = await save(session('s-1', { projectTitle: 'Tutor app' }));
    expect(first.status).toBe(200);
    const saved = await json<{ success: boolean; sessionId: string; updatedAt: string }>(first);
    expect(saved).toMatchObject({ success: true, sessionId: 's-1' });
    await save(session('s-2'));
    await save(session('s-1', { conversationDepth: 7, messages: [message('user', 'hi')] }));

    const list = await readAnswer(
      api.conversations.listSessions,
      await t.request('GET', `/api/conversational-primer/user-sessions/${userId}`, { cookie }),
    );
    expect(list.success).toBe(true);
    expect(list.sessions.map((s) => s.sessionId)).toEqual(['s-1', 's-2']);
    const latest = list.sessions[0]!;
    expect(latest).toMatchObject({ conversationDepth: 7, projectTitle: '', messages: [{ content: 'hi' }] });
    expect(latest.createdAt).toBe(saved.updatedAt); // replaced, not re-created
    expect(latest.updatedAt > latest.createdAt).toBe(true);
  });

  it('keeps the primer generated from the conversation with the session, bounded in size', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const userId = await getUserId(t, cookie);
    const save = (body: unknown) =>
      t.request('POST', '/api/conversational-primer/save-session', { cookie, body });
    const primer = '# Project Primer: PlantPal\n\nBody\n';
    expect((await save(session('s-p', { projectTitle: 'PlantPal', primer }))).status).toBe(200);
    const list = await readAnswer(
      api.conversations.listSessions,
      await t.request('GET', `/api/conversational-primer/user-sessions/${userId}`, { cookie }),
    );
    expect(list.sessions[0]?.primer).toBe(primer);
    expect((await save(session('s-q', { primer: 'x'.repeat(60_001) }))).status).toBe(400);
  });

  it('ignores a client userId and keeps sessions apart per user; another user id is 404', async () => {
    const t = createTestApp();
    const alice = await t.signUp();
    const bob = await t.signUp();
    const aliceId = await getUserId(t, alice);
    const bobId = await getUserId(t, bob);

    // Bob tries to write into Alice's sessions by naming her, with the same session id.
    await t.request('POST', '/api/conversational-primer/save-session', {
      cookie: alice,
      body: session('shared-id'),
    });
    const attempt = await t.request('POST', '/api/conversational-primer/save-session', {
      cookie: bob,
      body: { ...session('shared-id', { projectTitle: 'Bob' }), userId: aliceId },
    });
    expect(attempt.status).toBe(200);

    const aliceSessions = await readAnswer(
      api.conversations.listSessions,
      await t.request('GET', `/api/conversational-primer/user-sessions/${aliceId}`, { cookie: alice }),
    );
    expect(aliceSessions.sessions).toHaveLength(1);
    expect(aliceSessions.sessions[0]!.projectTitle).toBe('');

    const peek = await t.request('GET', `/api/conversational-primer/user-sessions/${aliceId}`, {
      cookie: bob,
    });
    expect(peek.status).toBe(404);
    expect((await json(peek)).code).toBe('NOT_FOUND');
    const own = await readAnswer(
      api.conversations.listSessions,
      await t.request('GET', `/api/conversational-primer/user-sessions/${bobId}`, { cookie: bob }),
    );
    expect(own.sessions[0]!.projectTitle).toBe('Bob');
    expect((await t.request('GET', `/api/conversational-primer/user-sessions/${aliceId}`)).status).toBe(401);
  });

  it('refuses bad input with readable 400s and bounds the sizes', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const save = (body: unknown) =>
      t.request('POST', '/api/conversational-primer/save-session', { cookie, body });
    const errorOf = async (body: unknown) => {
      const response = await save(body);
      expect(response.status).toBe(400);
      return (await json(response)).error;
    };

    expect(await errorOf({ ...session('x'), sessionId: undefined })).toBe('sessionId is required.');
    expect(await errorOf(session('../etc'))).toMatch(/sessionId must be 1 to 100 letters/);
    expect(await errorOf(session('x', { conversationDepth: 11 }))).toBe(
      'conversationDepth must be a whole number from 0 to 10.',
    );
    expect(await errorOf(session('x', { messages: [{ ...message('user', 'x'), role: 'bot' }] }))).toBe(
      'Each message needs the role "user", "assistant" or "charter".',
    );
    expect(await errorOf(session('x', { messages: [message('user', 'x'.repeat(20_001))] }))).toBe(
      'Each message must be at most 20000 characters.',
    );
    const many = Array.from({ length: 501 }, () => message('user', 'hi'));
    expect(await errorOf(session('x', { messages: many }))).toBe(
      'A session holds at most 500 messages: start a new one.',
    );

    // The largest valid session by count is accepted, far beyond the 64 KiB of ordinary forms.
    const full = Array.from({ length: 500 }, () => message('user', 'y'.repeat(1000)));
    expect((await save(session('big', { messages: full }))).status).toBe(200);
  });
});
