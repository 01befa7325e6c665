import { api, IDEMPOTENT_REPLAYED_HEADER } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { type Agent, createAgent, DEPENDENCY_SPRAWL, SAFE_CALL } from './governance-helpers';
import { createTestApp, getUserId, json, readAnswer, type TestApp } from './helpers';

/**
 * Every creating POST honours `Idempotency-Key` — the same key (of one caller) within 24 h answers
 * the first status and body and creates nothing new; a different key is a different action.
 */

let sequence = 0;
const newKey = () => `test-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

interface Case {
  name: string;
  /** Makes the request with the given idempotency key. */
  send(t: TestApp, agent: Agent, key: string): Promise<Response>;
  /** How many records of this kind the owner has. */
  count(t: TestApp, agent: Agent): Promise<number>;
}

const withKey = (key: string) => ({ 'idempotency-key': key });
const userPost = (path: string, body: unknown) => (t: TestApp, agent: Agent, key: string) =>
  t.request('POST', path, { cookie: agent.cookie, body, headers: withKey(key) });
const keyPost = (path: string, body: unknown) => (t: TestApp, agent: Agent, key: string) =>
  t.request('POST', path, { body, headers: { ...withKey(key), authorization: `Bearer ${agent.secret}` } });
const ownerId = (t: TestApp, agent: Agent) => getUserId(t, agent.cookie);
/** Ledger writes are batched: the owner's decisions list reads them through the runtime. */
const decisions = async (t: TestApp, agent: Agent) =>
  (
    await readAnswer(
      api.governance.decisions,
      await t.request('GET', '/api/user/decisions?limit=500&source=all', { cookie: agent.cookie }),
    )
  ).decisions.length;

async function blockedDecisionId(agent: Agent): Promise<string> {
  const answer = await readAnswer(
    api.governance.externalValidate,
    await agent.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL),
  );
  expect(answer.constitutional_validation.status).toBe('blocked');
  return answer.decision_id;
}

const blockedByKey = new Map<string, string>();

const CASES: Case[] = [
  {
    name: 'POST /api/user/generate-charter-api-key',
    send: userPost('/api/user/generate-charter-api-key', { keyName: 'ci' }),
    count: async (t, agent) => (await t.store.keys.listByOwner(await ownerId(t, agent))).length,
  },
  {
    name: 'POST /api/keys',
    send: userPost('/api/keys', { name: 'pipeline' }),
    count: async (t, agent) => (await t.store.keys.listByOwner(await ownerId(t, agent))).length,
  },
  {
    name: 'POST /api/external/validate (bearer key)',
    send: keyPost('/api/external/validate', SAFE_CALL),
    count: decisions,
  },
  {
    name: 'POST /api/governance/validate-decision',
    send: userPost('/api/governance/validate-decision', { decision: SAFE_CALL }),
    count: decisions,
  },
  {
    name: 'POST /api/constitutional/rebellions (bearer key)',
    async send(t, agent, key) {
      // One blocked decision per idempotency key: a repeat sends the same request, a new action (a new key)
      // files for another decision (a second rebellion for one decision is refused).
      const decisionId = blockedByKey.get(key) ?? (await blockedDecisionId(agent));
      blockedByKey.set(key, decisionId);
      return keyPost('/api/constitutional/rebellions', {
        decision_id: decisionId,
        justification: 'The charting feature needs these libraries for the launch demo next week.',
      })(t, agent, key);
    },
    count: async (t, agent) => (await t.store.rebellions.listByOwner(await ownerId(t, agent))).length,
  },
  {
    name: 'POST /api/projects',
    send: userPost('/api/projects', { name: 'Shop', description: 'Sells things', primerContent: '# Primer' }),
    count: async (t, agent) => (await t.store.projects.listByOwner(await ownerId(t, agent))).length,
  },
  {
    name: 'POST /api/user-journey/results',
    send: userPost('/api/user-journey/results', {
      scenarioId: 'rescue-dependency-hell',
      scenarioName: 'Rescue: Dependency Hell',
      userType: 'new',
      completedSteps: 4,
      totalSteps: 4,
      timeSpent: 12,
      rating: 4,
      feedback: 'Clear',
      issues: [],
    }),
    count: async (t, agent) => (await t.store.userJourney.listResults(await ownerId(t, agent))).length,
  },
  {
    name: 'POST /api/rescue-missions',
    send: userPost('/api/rescue-missions', {
      projectName: 'Shop',
      userGoal: 'Ship the checkout by Friday',
      problemDescription: 'The app has 131 dependencies and the build takes 4 minutes.',
      timeInvested: '3 months',
      businessImpact: 'Customers abandon the checkout',
    }),
    count: async (t, agent) => (await t.store.rescueMissions.listByOwner(await ownerId(t, agent))).length,
  },
  {
    name: 'POST /api/journal/entries',
    send: userPost('/api/journal/entries', { text: 'Chose #redis for the sessions' }),
    count: async (t, agent) => (await t.store.journalEntries.listByOwner(await ownerId(t, agent))).length,
  },
];

describe('Idempotency-Key on every creating POST', () => {
  it.each(CASES)('$name: the same key answers the first answer and creates one record', async (c) => {
    const t = createTestApp();
    const agent = await createAgent(t);
    const before = await c.count(t, agent);
    const key = newKey();

    const first = await c.send(t, agent, key);
    expect(first.status).toBeLessThan(300);
    const firstBody = await first.text();
    expect(first.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();

    const again = await c.send(t, agent, key);
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(await c.count(t, agent)).toBe(before + 1);

    // A different key is a different action.
    const other = await c.send(t, agent, newKey());
    expect(other.status).toBeLessThan(300);
    expect(await other.text()).not.toBe(firstBody);
    expect(await c.count(t, agent)).toBe(before + 2);
  });

  it('two concurrent requests with one key: one runs, the other answers 409 or the same answer', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    const key = newKey();
    const send = () => userPost('/api/user/generate-charter-api-key', { keyName: 'twice' })(t, agent, key);
    const answers = await Promise.all([send(), send(), send()]);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (answer.status === 409) {
        expect(await json(answer)).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE' });
        expect(answer.headers.get('retry-after')).toBe('1');
      } else expect(answer.status).toBe(201);
    }
    const secrets = new Set(
      await Promise.all(
        created.map(async (a) => (await json<{ apiKey: { keySecret: string } }>(a)).apiKey.keySecret),
      ),
    );
    expect(secrets.size).toBe(1);
    // The agent's own key plus exactly one.
    expect((await t.store.keys.listByOwner(await ownerId(t, agent))).length).toBe(2);
  });

  it('refuses the same key with a different request (422) and creates nothing', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    const key = newKey();
    expect((await userPost('/api/journal/entries', { text: 'first' })(t, agent, key)).status).toBe(200);
    const reused = await userPost('/api/journal/entries', { text: 'second' })(t, agent, key);
    expect(reused.status).toBe(422);
    expect(await json(reused)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    // Another route with the key is another request too.
    expect((await userPost('/api/projects', { name: 'X' })(t, agent, key)).status).toBe(422);
    expect((await t.store.journalEntries.listByOwner(await ownerId(t, agent))).map((e) => e.text)).toEqual([
      'first',
    ]);
  });

  it('keeps keys per caller: another user with the same key runs their own action', async () => {
    const t = createTestApp();
    const alice = await createAgent(t);
    const bob = await createAgent(t);
    const key = newKey();
    const send = userPost('/api/journal/entries', { text: 'same words' });
    const a = await json<{ entry: { id: string } }>(await send(t, alice, key));
    const b = await send(t, bob, key);
    expect(b.status).toBe(200);
    expect(b.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect((await json<{ entry: { id: string } }>(b)).entry.id).not.toBe(a.entry.id);
    // The bearer key is its own caller too: the owner's session and their agent do not share keys.
    const bySession = await userPost('/api/governance/validate-decision', { decision: SAFE_CALL })(
      t,
      alice,
      key,
    );
    expect(bySession.status).toBe(422);
    const byKey = await keyPost('/api/external/validate', SAFE_CALL)(t, alice, key);
    expect(byKey.status).toBe(200);
  });

  it('keeps a refusal as the first answer, but not a failure of 500 or more', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    const key = newKey();
    const approve = (id: string) =>
      t.request('POST', `/api/user/rebellions/${id}/approve`, {
        cookie: agent.cookie,
        body: {},
        headers: withKey(key),
      });
    const missing = await approve('reb_missing');
    expect(missing.status).toBe(404);
    const again = await approve('reb_missing');
    expect(again.status).toBe(404);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
  });

  it('answers 400 for a key that is not one, and runs as before without a key', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    for (const bad of ['', ' ', 'x'.repeat(256), 'naïve']) {
      const response = await userPost('/api/journal/entries', { text: 'hello' })(t, agent, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    // The draft's structured-field form: a quoted string.
    const quoted = await userPost('/api/journal/entries', { text: 'quoted' })(t, agent, '"abc-123"');
    expect(quoted.status).toBe(200);
    expect(
      (await userPost('/api/journal/entries', { text: 'quoted' })(t, agent, 'abc-123')).headers.get(
        IDEMPOTENT_REPLAYED_HEADER,
      ),
    ).toBe('true');
    const plain = () =>
      t.request('POST', '/api/journal/entries', { cookie: agent.cookie, body: { text: 'no key' } });
    expect((await plain()).status).toBe(200);
    expect((await plain()).status).toBe(200);
    const texts = (await t.store.journalEntries.listByOwner(await ownerId(t, agent))).map((e) => e.text);
    expect(texts.filter((text) => text === 'no key')).toHaveLength(2);
  });

  it('forgets a key after 24 hours', async () => {
    // From the real time on: sessions made now are checked by the store's own clock.
    let now = Date.now();
    const t = createTestApp({ now: () => new Date(now) });
    const agent = await createAgent(t);
    const key = newKey();
    const send = userPost('/api/journal/entries', { text: 'daily' });
    const first = await json<{ entry: { id: string } }>(await send(t, agent, key));
    now += 23 * 3600_000;
    expect((await json<{ entry: { id: string } }>(await send(t, agent, key))).entry.id).toBe(first.entry.id);
    now += 2 * 3600_000;
    const later = await send(t, agent, key);
    expect(later.status).toBe(200);
    expect((await json<{ entry: { id: string } }>(later)).entry.id).not.toBe(first.entry.id);
  });

  it('documents the header, 409 and 422 in the OpenAPI document', async () => {
    const t = createTestApp();
    const doc = await json<{
      paths: Record<
        string,
        Record<string, { parameters?: { $ref?: string }[]; responses: Record<string, unknown> }>
      >;
      components: { parameters: Record<string, { name: string; in: string }> };
    }>(await t.request('GET', '/api/openapi.json'));
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header' });
    for (const [path, method] of [
      ['/api/user/generate-charter-api-key', 'post'],
      ['/api/external/validate', 'post'],
      ['/api/constitutional/rebellions', 'post'],
      ['/api/journal/entries', 'post'],
    ] as const) {
      const operation = doc.paths[path]![method]!;
      expect(operation.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['409', '422']));
    }
    expect(JSON.stringify(doc.paths['/api/auth/login'])).not.toContain('IdempotencyKey');
  });
});
