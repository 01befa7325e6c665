import { describe, expect, it } from 'vitest';
import { createTestApp, getUserId, json, ORIGIN } from './helpers';

interface Summary {
  success: boolean;
  sessionId: string;
  memoriesCreated: number;
  counts: { interactions: number; contexts: number; decisions: number };
  summary: string;
}
interface HistoryItem {
  memoryId: string;
  title: string;
  summary: string;
  decisionRationale: string;
  category: string;
  validatedAt: string | null;
}

const interaction = (content: string) => ({
  timestamp: '2026-01-01T10:00:00.000Z',
  type: 'click',
  content,
  metadata: { target: 'button' },
});
const decision = (overrides: Record<string, unknown> = {}) => ({
  title: 'Database',
  choice: 'Postgres',
  decisionType: 'architecture',
  rationale: 'Relational data and one instance to run.',
  alternatives: ['MongoDB', 'SQLite'],
  confidenceLevel: 80,
  ...overrides,
});

async function setUp() {
  const t = createTestApp();
  const cookie = await t.signUp();
  const post = (path: string, body: unknown, as = cookie) =>
    t.request('POST', `/api/memory/${path}`, { cookie: as, body });
  const start = async (as = cookie) =>
    json<{ success: boolean; sessionId: string; startTime: string }>(
      await post('start-session', { agentType: 'console', userId: 1 }, as),
    );
  return { t, cookie, post, start };
}

describe('memory sessions', () => {
  it('counts every one of many concurrent interactions, contexts and decisions in the summary', async () => {
    const { post, start } = await setUp();
    const { sessionId, startTime, success } = await start();
    expect(success).toBe(true);
    expect(sessionId).toMatch(/^mem_/);
    expect(Date.parse(startTime)).not.toBeNaN();

    const calls = [
      ...Array.from({ length: 40 }, (_, i) =>
        post('log-interaction', { sessionId, ...interaction(`c${i}`) }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        post('log-interaction', { interactions: [interaction(`b${i}a`), interaction(`b${i}b`)] }),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        post('capture-context', { context: { page: `/primer-generator`, step: i }, source: 'wizard' }),
      ),
      post('record-decision', { sessionId, ...decision() }),
      post('record-decision', decision({ title: '', choice: 'Stripe', decisionType: 'payments' })),
    ];
    const responses = await Promise.all(calls);
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));

    const ended = await post('end-session', { sessionId, duration: 5 * 60_000 });
    const summary = await json<Summary>(ended);
    expect(summary).toMatchObject({
      success: true,
      sessionId,
      memoriesCreated: 67,
      counts: { interactions: 60, contexts: 5, decisions: 2 },
    });
    // The two decisions raced, so either may come first.
    expect(summary.summary).toMatch(
      /^A session of 5 minutes \(console\): 60 interactions, 5 context captures and 2 decisions recorded\. Decisions: .+\.$/,
    );
    expect(summary.summary).toContain('“Database” (chose Postgres)');
    expect(summary.summary).toContain('chose Stripe');
    // A retried beacon answers the same; the ended session takes nothing more.
    expect(await json(await post('end-session', { sessionId }))).toEqual(summary);
    const late = await post('log-interaction', { sessionId, ...interaction('late') });
    expect(late.status).toBe(409);
    const none = await post('log-interaction', interaction('no session open'));
    expect(none.status).toBe(409);
    expect((await json(none)).error).toMatch(/No memory session is open/);
  });

  it('summarises an empty session honestly', async () => {
    const { post, start } = await setUp();
    const { sessionId } = await start();
    const summary = await json<Summary>(await post('end-session', { sessionId, duration: 1000 }));
    expect(summary).toMatchObject({
      memoriesCreated: 0,
      summary: 'A session of under a minute (console): nothing was recorded.',
    });
  });

  it('logs the last interactions sent with the end before summarising, and not again once ended', async () => {
    const { post, start } = await setUp();
    const { sessionId } = await start();
    await post('log-interaction', { sessionId, interactions: [interaction('earlier')] });
    const ended = await json<Summary>(
      await post('end-session', { sessionId, interactions: [interaction('last a'), interaction('last b')] }),
    );
    expect(ended.counts.interactions).toBe(3);
    const again = await json<Summary>(
      await post('end-session', { sessionId, interactions: [interaction('after the end')] }),
    );
    expect(again.counts.interactions).toBe(3);

    const { sessionId: other } = await start();
    const tooMany = Array.from({ length: 101 }, (_, i) => interaction(`c${i}`));
    const refused = await post('end-session', { sessionId: other, interactions: tooMany });
    expect(refused.status).toBe(400);
    expect((await json(refused)).error).toBe('Send at most 100 interactions per call.');
  });

  it('holds at most 10 000 events a session: past it a 409 says to start a new one, and the end still works', async () => {
    const { post, start } = await setUp();
    const { sessionId } = await start();
    const batch = (n: number) => Array.from({ length: 100 }, (_, i) => interaction(`b${n}-${i}`));
    for (let n = 0; n < 99; n++)
      expect((await post('log-interaction', { sessionId, interactions: batch(n) })).status).toBe(200);
    // 9 900 logged: a context capture and 99 more clicks fit, then nothing does.
    expect((await post('capture-context', { sessionId, context: { page: 'x' } })).status).toBe(200);
    const fits = Array.from({ length: 99 }, (_, i) => interaction(`last-${i}`));
    expect((await post('log-interaction', { sessionId, interactions: fits })).status).toBe(200);
    for (const [path, body] of [
      ['log-interaction', { sessionId, ...interaction('one too many') }],
      ['capture-context', { sessionId, context: { page: 'y' } }],
    ] as const) {
      const full = await post(path, body);
      expect(full.status, path).toBe(409);
      expect((await json(full)).error).toBe(
        'This memory session holds its limit of 10000 events: start a new one.',
      );
    }
    const ended = await post('end-session', { sessionId, interactions: [interaction('after the limit')] });
    expect(ended.status).toBe(200);
    expect((await json<Summary>(ended)).counts).toMatchObject({ interactions: 9_999, contexts: 1 });
  });

  it('keeps sessions to their owner: another user gets 404', async () => {
    const { t, post, start } = await setUp();
    const { sessionId } = await start();
    const other = await t.signUp();
    for (const [path, body] of [
      ['log-interaction', { sessionId, ...interaction('x') }],
      ['capture-context', { sessionId, context: {} }],
      ['record-decision', { sessionId, ...decision() }],
      ['end-session', { sessionId }],
    ] as const) {
      const response = await post(path, body, other);
      expect(response.status, path).toBe(404);
    }
    expect((await t.request('POST', '/api/memory/start-session', { body: {} })).status).toBe(401);
  });

  it('validates input with readable 400s', async () => {
    const { post, start } = await setUp();
    const { sessionId } = await start();
    const errorOf = async (path: string, body: unknown) => {
      const response = await post(path, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      return (await json(response)).error;
    };
    const tooMany = Array.from({ length: 101 }, (_, i) => interaction(`i${i}`));
    expect(await errorOf('log-interaction', { sessionId, interactions: tooMany })).toBe(
      'Send at most 100 interactions per call.',
    );
    expect(await errorOf('log-interaction', { sessionId, ...interaction('x'), timestamp: 'yesterday' })).toBe(
      'timestamp must be an ISO date-time, e.g. 2026-01-01T10:00:00.000Z.',
    );
    expect(
      await errorOf('log-interaction', {
        sessionId,
        type: ' ',
        content: 'x',
        timestamp: '2026-01-01T10:00:00Z',
      }),
    ).toBe('Interaction type is required.');
    expect(await errorOf('record-decision', decision({ confidenceLevel: 150 }))).toBe(
      'confidenceLevel must be a number from 0 to 100.',
    );
    expect(await errorOf('record-decision', decision({ choice: ' ' }))).toBe('Choice is required.');
    expect(await errorOf('record-decision', decision({ rationale: undefined }))).toBe(
      'Rationale is required.',
    );
    expect(await errorOf('capture-context', { context: 'text' })).toBe('context must be an object.');
    expect(await errorOf('end-session', {})).toBe('sessionId is required.');
    expect(await errorOf('end-session', { sessionId, duration: -1 })).toBe(
      'duration must be a whole number of milliseconds.',
    );
    const hundred = Array.from({ length: 100 }, (_, i) => interaction(`i${i}`));
    expect(await json(await post('log-interaction', { sessionId, interactions: hundred }))).toMatchObject({
      logged: 100,
    });
  });
});

describe('end-session by navigator.sendBeacon', () => {
  const beacon = (cookie: string, body: string | Blob, headers: Record<string, string> = {}) =>
    new Request(`${ORIGIN}/api/memory/end-session`, {
      method: 'POST',
      body,
      headers: { cookie, origin: ORIGIN, 'sec-fetch-site': 'same-origin', ...headers },
    });

  it('accepts a JSON Blob, refuses text/plain with a hint, and keeps the cross-site checks', async () => {
    const { t, cookie, start } = await setUp();
    const { sessionId } = await start();
    const payload = JSON.stringify({ sessionId, duration: 1000 });

    const plain = await t.app.fetch(beacon(cookie, payload));
    expect(plain.status).toBe(415);
    expect((await json(plain)).error).toBe(
      'Send the request body as application/json. With navigator.sendBeacon, send a Blob of type application/json.',
    );

    const crossSite = await t.app.fetch(
      beacon(cookie, new Blob([payload], { type: 'application/json' }), {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      }),
    );
    expect(crossSite.status).toBe(403);

    const blob = await t.app.fetch(beacon(cookie, new Blob([payload], { type: 'application/json' })));
    expect(blob.status).toBe(200);
    expect(await json(blob)).toMatchObject({ success: true, sessionId });
  });
});

describe('decision history and validations', () => {
  it('lists own decisions newest first, filters by category, and 404s for another user', async () => {
    let clock = Date.now();
    const t = createTestApp({
      now: () => {
        clock += 1000;
        return new Date(clock);
      },
    });
    const cookie = await t.signUp();
    const userId = await getUserId(t, cookie);
    const post = (path: string, body: unknown, as = cookie) =>
      t.request('POST', `/api/memory/${path}`, { cookie: as, body });
    await post('record-decision', decision());
    await post('record-decision', decision({ title: '', choice: 'Stripe', decisionType: 'Payments' }));

    const history = async (query = '', as = cookie, id = userId) =>
      t.request('GET', `/api/memory/decision-history/${id}${query}`, { cookie: as });
    const all = await json<{ success: boolean; decisions: HistoryItem[] }>(await history());
    expect(all.decisions.map((d) => d.title)).toEqual(['Payments: Stripe', 'Database']);
    expect(all.decisions[1]).toMatchObject({
      summary: 'Chose Postgres over MongoDB, SQLite (confidence 80%).',
      decisionRationale: 'Relational data and one instance to run.',
      category: 'architecture',
      validatedAt: null,
    });
    const payments = await json<{ decisions: HistoryItem[] }>(await history('?category=payments'));
    expect(payments.decisions.map((d) => d.category)).toEqual(['Payments']);

    const other = await t.signUp();
    expect((await history('', other)).status).toBe(404);
    const otherId = await getUserId(t, other);
    expect((await json<{ decisions: HistoryItem[] }>(await history('', other, otherId))).decisions).toEqual(
      [],
    );

    // Validations: own decision only; they set validatedAt.
    const target = all.decisions[1]!.memoryId;
    const validation = { memoryId: target, neutralExplanation: 'Postgres fits relational data.' };
    expect((await post('create-validation', validation, other)).status).toBe(404);
    expect((await post('create-validation', { ...validation, memoryId: 'memo_missing' })).status).toBe(404);
    const badLink = await post('create-validation', {
      ...validation,
      bestPracticesLink: 'javascript:alert(1)',
    });
    expect(badLink.status).toBe(400);
    expect((await json(badLink)).error).toBe('bestPracticesLink must be an http(s) URL.');
    const created = await post('create-validation', {
      ...validation,
      bestPracticesLink: 'https://www.postgresql.org/docs/',
      alternativeOptions: ['SQLite for a single user'],
    });
    expect(created.status).toBe(200);
    expect((await json<{ validationId: string }>(created)).validationId).toMatch(/^val_/);
    const after = await json<{ decisions: HistoryItem[] }>(await history());
    expect(after.decisions[1]!.validatedAt).not.toBeNull();
    expect(after.decisions[0]!.validatedAt).toBeNull();
  });
});
