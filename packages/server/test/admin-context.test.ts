import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../src/store';
import { createAdminApp, secretsOf } from './admin-helpers';
import { createAgent, DEPENDENCY_SPRAWL } from './governance-helpers';
import { json, readAnswer, type TestApp, toCookie } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

/** Starts a memory session at the app's current clock, logs `events` into it and ends it. */
async function memorySession(t: TestApp, cookie: string, events: number) {
  const started = await readAnswer(
    api.memory.startSession,
    await t.request('POST', '/api/memory/start-session', { cookie, body: {} }),
  );
  if (events > 0) {
    const interactions = Array.from({ length: events }, (_, i) => ({
      timestamp: new Date().toISOString(),
      type: 'click',
      content: `button ${i}`,
    }));
    const logged = await t.request('POST', '/api/memory/log-interaction', {
      cookie,
      body: { sessionId: started.sessionId, interactions },
    });
    expect(logged.status).toBe(200);
  }
  await t.request('POST', '/api/memory/end-session', { cookie, body: { sessionId: started.sessionId } });
  return started.sessionId;
}

type Overview = {
  users: {
    userId: string;
    email: string;
    projects: { name: string; contextEntries: number; decisions: number }[];
    memory: { sessions: number; events: number; lastActivityAt: string | null };
    decisions: number;
    conversations: { primer: number; assistant: number };
  }[];
  retention: Record<string, number>;
};

async function seed() {
  let clock = Date.now() - 40 * DAY;
  // One clock for the app and the store, so sessions expire by the same time the app writes.
  const { t } = await createAdminApp({
    now: () => new Date(clock),
    store: createMemoryStore({ now: () => clock }),
  });
  const ada = await createAgent(t, 'ada@example.com');
  const bob = await createAgent(t, 'bob@example.com');
  await ada.owner('POST', '/api/projects', { name: 'Design Platform' });
  await bob.owner('POST', '/api/projects', { name: 'Billing' });
  await ada.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL);
  await ada.owner('POST', '/api/assistant/messages', { message: 'Can I add a chart library?' });
  // Two sessions 40 days ago, one 10 days ago, one today (Ada); one old session of Bob's.
  await memorySession(t, ada.cookie, 3);
  await memorySession(t, ada.cookie, 0);
  await memorySession(t, bob.cookie, 1);
  // Sessions last 30 days: Ada signs in again after each jump of the clock.
  const signIn = async () =>
    toCookie(
      await t.request('POST', '/api/auth/login', {
        body: { email: 'ada@example.com', password: 'correct horse' },
      }),
      'charter_session',
    );
  clock += 30 * DAY;
  await memorySession(t, await signIn(), 2);
  clock += 10 * DAY;
  await memorySession(t, await signIn(), 1);
  const admin = toCookie(
    await t.request('POST', '/api/admin/login', {
      body: { email: 'ops@example.com', password: 'admin-secret' },
    }),
    'charter_admin_session',
  );
  const adaId = (await t.store.users.findByEmail('ada@example.com'))!.id;
  const bobId = (await t.store.users.findByEmail('bob@example.com'))!.id;
  return { t, admin, ada, bob, adaId, bobId };
}

describe('admin context management', () => {
  it('shows per user and project: context entries, memory sessions, decisions, conversations', async () => {
    const { t, admin, adaId } = await seed();
    const overview = await json<Overview>(await t.request('GET', '/api/admin/context', { cookie: admin }));
    const ada = overview.users.find((u) => u.userId === adaId)!;
    expect(ada).toMatchObject({
      email: 'ada@example.com',
      memory: { sessions: 4, events: 6, lastActivityAt: expect.any(String) },
      // The validation and the assistant's answer (it judges the question as a decision too).
      decisions: 2,
      conversations: { primer: 0, assistant: 1 },
    });
    expect(ada.projects).toEqual([
      expect.objectContaining({ name: 'Design Platform', decisions: 1, contextEntries: expect.any(Number) }),
    ]);
    expect(ada.projects[0]!.contextEntries).toBeGreaterThanOrEqual(2);
    expect(overview.retention).toEqual({
      memorySessionsPerOwner: 1000,
      eventsPerMemorySession: 10_000,
      ledgerDecisionsPerOwner: 100_000,
    });
  });

  it('searches users and projects and filters by user; empty parameters mean "not given"', async () => {
    const { t, admin, bobId } = await seed();
    const get = async (query: string) =>
      (await json<Overview>(await t.request('GET', `/api/admin/context${query}`, { cookie: admin }))).users;
    expect((await get('?search=billing')).map((u) => u.email)).toEqual(['bob@example.com']);
    expect((await get('?search=ADA@')).map((u) => u.email)).toEqual(['ada@example.com']);
    expect(await get('?search=nothing-matches')).toEqual([]);
    expect((await get(`?userId=${bobId}`)).map((u) => u.email)).toEqual(['bob@example.com']);
    expect((await get('?search=&userId=')).length).toBe(2);
  });

  it('exports one user’s context as JSON with no secrets, and records the export', async () => {
    const { t, admin, ada, adaId } = await seed();
    const response = await t.request('GET', `/api/admin/context/users/${adaId}/export`, { cookie: admin });
    expect(response.status).toBe(200);
    const exported = await json<{
      user: { email: string };
      memorySessions: { events: unknown[] }[];
      ledger: unknown[];
      conversations: { assistant: unknown[] };
    }>(response);
    expect(exported.user.email).toBe('ada@example.com');
    expect(exported.memorySessions.map((s) => s.events.length)).toEqual([3, 0, 2, 1]);
    expect(exported.ledger.length).toBe(2);
    expect(exported.conversations.assistant.length).toBe(1);
    const text = JSON.stringify(exported);
    expect(text).not.toContain('bob@example.com');
    for (const secret of await secretsOf(t)) expect(text).not.toContain(secret);
    expect(text).not.toContain(ada.secret);
    expect(text).not.toMatch(/passwordHash|secretHash|ownerId|ownerKey/);

    const audit = await readAnswer(
      api.adminOperations.audit,
      await t.request('GET', '/api/admin/audit', { cookie: admin }),
    );
    expect(audit.entries[0]).toMatchObject({ action: 'context.export', targetEmail: 'ada@example.com' });
    // projects + memory sessions + memory decisions + ledger + primer and assistant conversations
    expect(audit.entries[0]!.count).toBe(1 + 4 + 0 + 2 + 0 + 1);
  });

  it('previews then purges memory sessions older than N days, once, only the user’s, audit-logged', async () => {
    const { t, admin, adaId, bobId } = await seed();
    const preview = await readAnswer(
      api.adminContext.previewPurge,
      await t.request('GET', `/api/admin/context/users/${adaId}/memory-purge?olderThanDays=30`, {
        cookie: admin,
      }),
    );
    expect(preview.count).toBe(2);

    // A count that no longer matches is refused: nothing is deleted.
    const stale = await t.request('POST', `/api/admin/context/users/${adaId}/memory-purge`, {
      cookie: admin,
      body: { olderThanDays: 30, expectedCount: 3 },
    });
    expect(stale.status).toBe(409);
    expect((await t.store.memory.listSessions(adaId)).length).toBe(4);

    const purge = () =>
      t.request('POST', `/api/admin/context/users/${adaId}/memory-purge`, {
        cookie: admin,
        body: { olderThanDays: 30, expectedCount: 2 },
        headers: { 'idempotency-key': 'purge-1' },
      });
    const first = await purge();
    expect(await json(first)).toMatchObject({ purged: 2 });
    const replay = await purge();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(replay)).toMatchObject({ purged: 2 });

    expect((await t.store.memory.listSessions(adaId)).length).toBe(2);
    expect((await t.store.memory.listSessions(bobId)).length).toBe(1);
    const audit = await t.store.adminAudit.list({ limit: 10 });
    expect(audit.filter((e) => e.action === 'context.purge-memory')).toEqual([
      expect.objectContaining({ count: 2, targetUserId: adaId, note: expect.stringMatching(/30 days/) }),
    ]);
  });

  it('refuses bad input with a 400, an unknown user with a 404, and an oversized body with a 413', async () => {
    const { t, admin, adaId } = await seed();
    const path = `/api/admin/context/users/${adaId}/memory-purge`;
    for (const query of ['?olderThanDays=0', '?olderThanDays=abc', '?olderThanDays=1.5', '']) {
      expect((await t.request('GET', `${path}${query}`, { cookie: admin })).status, query).toBe(400);
    }
    for (const body of [{ olderThanDays: -1, expectedCount: 0 }, { olderThanDays: 3 }, []]) {
      expect((await t.request('POST', path, { cookie: admin, body })).status).toBe(400);
    }
    const big = { olderThanDays: 3, expectedCount: 0, pad: 'x'.repeat(200_000) };
    expect((await t.request('POST', path, { cookie: admin, body: big })).status).toBe(413);
    expect(
      (await t.request('GET', '/api/admin/context/users/usr_nobody/export', { cookie: admin })).status,
    ).toBe(404);
    expect(
      (
        await t.request('GET', '/api/admin/context/users/usr_nobody/memory-purge?olderThanDays=3', {
          cookie: admin,
        })
      ).status,
    ).toBe(404);
  });
});
