import { randomBytes } from 'node:crypto';
import { api } from '@charter/core';
import { type SemiAgent, startSemiAgent } from '@charter/semi-agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeApp } from '../src/app';
import type { TestApp } from './helpers';
import { createTestApp, json, readAnswer } from './helpers';
import { redisBinary, useTwoRedisInstances } from './two-redis-instances';

/**
 * Charter as an A2A client of the reference Semi (examples/semi-agent, built with the official SDK), over real
 * HTTP on loopback only. Private networks are allowed for these apps (CHARTER_ALLOW_PRIVATE_NETWORK=1), as in
 * local development; the guard that refuses them otherwise is tested in outbound-guard.test.ts.
 */

const SEMI_KEY = 'semi-reference-key-0123456789';
const FAST = {
  env: { CHARTER_ALLOW_PRIVATE_NETWORK: '1', CHARTER_SEMI_TIMEOUT_MS: '3000', CHARTER_SEMI_RETRIES: '1' },
  semi: { retryDelayMs: 20, healthyIntervalMs: 0, backoffBaseMs: 0 },
};

interface Status {
  connected: boolean;
  ready: boolean;
  reconnectAttempts: number;
  lastError: string | null;
  agent: { name: string; skills: { id: string }[] } | null;
}

let t: TestApp;
let semi: SemiAgent;
let cookie: string;

const call = (method: string, path: string, body?: unknown, who = cookie) =>
  t.request(method, path, { cookie: who, body });
const status = async (who = cookie) => json<Status>(await call('GET', '/api/semi/status', undefined, who));

/** Polls the status (each poll may run a health check) until `done`; bounded by count, not by a clock. */
async function pollStatus(done: (s: Status) => boolean, who = cookie): Promise<Status> {
  let last = await status(who);
  for (let i = 0; i < 200 && !done(last); i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    last = await status(who);
  }
  return last;
}

beforeAll(async () => {
  semi = await startSemiAgent({ apiKey: SEMI_KEY });
  t = createTestApp(FAST);
  cookie = await t.signUp();
});

afterAll(async () => {
  await semi?.close();
  await closeApp(t.app);
});

describe('Charter ↔ the reference Semi over A2A', () => {
  it('starts Disconnected, and refuses calls before a connection', async () => {
    expect(await status()).toMatchObject({
      connected: false,
      ready: false,
      reconnectAttempts: 0,
      agent: null,
    });
    const refused = await call('POST', '/api/semi/message', { content: 'hello' });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toMatch(/connect/i);
  });

  it('a wrong key: a readable error, status Disconnected, an error in the log', async () => {
    const response = await call('POST', '/api/semi/connect', { semiDomain: semi.url, apiKey: 'not-the-key' });
    expect(response.status).toBe(400);
    expect((await json(response)).error).toMatch(/Semi refused the API key \(HTTP 401\)/);
    expect(await status()).toMatchObject({ connected: false, ready: false });
    const { activity } = await readAnswer(api.semi.activity, await call('GET', '/api/semi/activity'));
    expect(activity[0]).toMatchObject({ type: 'error' });
    expect(activity[0]?.message).toMatch(/failed: Semi refused the API key/);
  });

  it('connects: reads and checks the agent card, keeps the remote key to itself', async () => {
    const response = await call('POST', '/api/semi/connect', { semiDomain: semi.url, apiKey: SEMI_KEY });
    expect(response.status).toBe(200);
    const body = await readAnswer(api.semi.connect, response);
    expect(body.status).toMatchObject({ connected: true, ready: true, reconnectAttempts: 0 });
    expect(body.status.agent?.name).toBe('Reference Semi');
    expect(body.status.agent?.skills.map((s) => s.id)).toContain('knowledge_query');
    // The remote key is in no answer and no log line.
    const everything = JSON.stringify([
      body,
      await status(),
      await json(await call('GET', '/api/semi/activity')),
    ]);
    expect(everything).not.toContain(SEMI_KEY);
    expect(t.logger.lines.join('\n')).not.toContain(SEMI_KEY);
  });

  it('sends a direct message, a knowledge query and a validation request as A2A messages', async () => {
    const message = await readAnswer(
      api.semi.message,
      await call('POST', '/api/semi/message', {
        type: 'agent_to_agent_message',
        content: 'Status of the plan?',
        priority: 'high',
      }),
    );
    expect(message.reply).toMatchObject({ kind: 'message' });
    expect(message.reply.text).toBe('Received (high priority): Status of the plan?');

    const query = await json<{ reply: { text: string; data: { sources: { id: string }[] }[] } }>(
      await call('POST', '/api/semi/query', {
        query: 'How many dependencies should we allow?',
        context: 'strategic_planning',
      }),
    );
    expect(query.reply.data[0]?.sources[0]?.id).toBe('dependency-budget');

    const critical = await readAnswer(
      api.semi.validate,
      await call('POST', '/api/semi/validate', {
        proposedAction: { type: 'dependency_addition', description: 'Replace the database' },
        impact: 'critical',
        rationale: '',
      }),
    );
    expect(critical.reply.data[0]?.status).toBe('rejected');
    const low = await readAnswer(
      api.semi.validate,
      await call('POST', '/api/semi/validate', {
        proposedAction: { description: 'Rename a variable' },
        impact: 'low',
      }),
    );
    expect(low.reply.data[0]?.status).toBe('approved');
    expect(semi.calls).toMatchObject({ direct_message: 1, knowledge_query: 1, validate_action: 2 });
  });

  it('hands the signed-in user’s real strategic context over, and shows what came back', async () => {
    // Real context for this user: a blocked decision (an insight and a todo in their history) and a primer project.
    await call('POST', '/api/governance/validate-decision', {
      decision: {
        decision_type: 'dependency',
        description: 'Add 11 chart libraries',
        context: { current_dependencies: 120, new_dependencies: 11 },
      },
    });
    const context = await readAnswer(
      api.semi.strategicContext,
      await call('GET', '/api/semi/strategic-context/me'),
    );
    expect(context.totalInsights).toBeGreaterThan(0);

    const response = await call('POST', '/api/semi/handoff', {
      userId: 1,
      reason: 'strategic_to_implementation',
    });
    expect(response.status).toBe(200);
    const handoff = await json<{
      strategicInsights: number;
      strategicTodos: number;
      conversationId: string;
      reply: { kind: string; text: string; data: { strategicInsights: number; rules: number }[] };
    }>(response);
    expect(handoff.strategicInsights).toBe(Math.min(context.totalInsights, 25));
    // The reference Semi answers a handoff with a completed task; its counts are what it received.
    expect(handoff.reply.kind).toBe('completed');
    expect(handoff.reply.data[0]).toMatchObject({ strategicInsights: handoff.strategicInsights });
    expect(handoff.reply.data[0]?.rules).toBeGreaterThan(0);
    expect(handoff.conversationId).toMatch(/^[0-9a-f-]{36}$/);

    // Someone else's context is not readable through the spec's user-id path.
    expect((await call('GET', '/api/semi/strategic-context/1')).status).toBe(404);
  });

  it('keeps the Integration Activity Log newest first', async () => {
    const { activity } = await readAnswer(api.semi.activity, await call('GET', '/api/semi/activity'));
    expect(activity.map((a) => a.type).slice(0, 6)).toEqual([
      'handoff',
      'validation_request',
      'validation_request',
      'knowledge_query',
      'message_sent',
      'connection',
    ]);
    const times = activity.map((a) => a.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('counts reconnect attempts while Semi is down, and is Ready again once it is back', async () => {
    const port = semi.port;
    await semi.close();
    const down = await pollStatus((s) => s.reconnectAttempts >= 2);
    expect(down).toMatchObject({ connected: true, ready: false });
    expect(down.reconnectAttempts).toBeGreaterThanOrEqual(2);
    expect(down.lastError).toMatch(/cannot be reached/);
    const failed = await call('POST', '/api/semi/message', { content: 'anyone there?' });
    expect(failed.status).toBe(503);

    semi = await startSemiAgent({ apiKey: SEMI_KEY, port });
    const back = await pollStatus((s) => s.ready);
    expect(back).toMatchObject({ connected: true, ready: true, reconnectAttempts: 0, lastError: null });
    const { activity } = await readAnswer(api.semi.activity, await call('GET', '/api/semi/activity'));
    expect(activity[0]).toMatchObject({ type: 'connection', message: 'Reference Semi is answering again.' });
  });

  it('keeps one user’s connection from every other user', async () => {
    const stranger = await t.signUp();
    expect(await status(stranger)).toMatchObject({ connected: false, agent: null });
    expect((await call('GET', '/api/semi/activity', undefined, stranger)).status).toBe(200);
    expect(
      (await readAnswer(api.semi.activity, await call('GET', '/api/semi/activity', undefined, stranger)))
        .activity,
    ).toEqual([]);
  });
});

describe.skipIf(!redisBinary)('Semi status with two instances on one redis', () => {
  const { twoInstances } = useTwoRedisInstances();

  it('is the same on both instances: connected on one, seen and used on the other', async () => {
    // Instances sharing a redis share CHARTER_SECRET_KEY (without it, redis stores no Semi connection).
    const shared = { ...FAST.env, CHARTER_SECRET_KEY: randomBytes(32).toString('base64') };
    const { first, second } = await twoInstances({ ...FAST, env: shared });
    const who = await first.signUp();
    const connect = await first.request('POST', '/api/semi/connect', {
      cookie: who,
      body: { semiDomain: semi.url, apiKey: SEMI_KEY },
    });
    expect(connect.status).toBe(200);
    const seen = await json<Status>(await second.request('GET', '/api/semi/status', { cookie: who }));
    expect(seen).toMatchObject({ connected: true, ready: true, agent: { name: 'Reference Semi' } });
    const sent = await second.request('POST', '/api/semi/message', {
      cookie: who,
      body: { content: 'from B' },
    });
    expect(sent.status).toBe(200);
    const { activity } = await readAnswer(
      api.semi.activity,
      await first.request('GET', '/api/semi/activity', { cookie: who }),
    );
    expect(activity.map((a) => a.type)).toEqual(['message_sent', 'connection']);
  });
});
