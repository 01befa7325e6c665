import { existsSync } from 'node:fs';
import type { ApiKey, SendAssistantMessageResponse } from '@charter/core';
import { allRoutes, api, PUBLISHABLE_KEY_PREFIX, toPath } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { closeApp } from '../src/app';
import { createTestApp, json, readAnswer, type TestApp } from './helpers';
import { redisBinary, useTwoRedisInstances } from './two-redis-instances';

const SITE = 'https://docs.example.com';
const VISITOR = 'visitor_0123456789';

async function createWidgetKey(t: TestApp, cookie: string, origins = [SITE]) {
  const response = await t.request('POST', '/api/user/widget-keys', {
    cookie,
    body: { name: 'Docs widget', allowed_origins: origins },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<{ secret: string; keyId: string; key: ApiKey }>(response);
}

function askAsWidget(t: TestApp, secret: string, message: string, origin = SITE, conversationId?: string) {
  return t.request('POST', `/api/assistant/messages?key=${secret}`, {
    headers: { origin },
    body: { message, visitor_id: VISITOR, ...(conversationId ? { conversation_id: conversationId } : {}) },
  });
}

describe('publishable widget keys', () => {
  it('are made with their origins, shown once, listed and revoked on the keys screen', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const created = await createWidgetKey(t, cookie, [SITE, 'http://localhost:5173/']);
    expect(created.secret.startsWith(PUBLISHABLE_KEY_PREFIX)).toBe(true);
    expect(created.key).toMatchObject({
      kind: 'publishable',
      allowedOrigins: [SITE, 'http://localhost:5173'],
    });
    const { keys } = await readAnswer(
      api.keys.listWidgetKeys,
      await t.request('GET', '/api/user/widget-keys', { cookie }),
    );
    expect(keys.map((k) => k.keyId)).toEqual([created.keyId]);
    const bad = await t.request('POST', '/api/user/widget-keys', {
      cookie,
      body: { name: 'x', allowed_origins: ['https://docs.example.com/path'] },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error).toMatch(/is not an origin/);
  });

  it('answer from an allowed origin with CORS headers, record the decision with source widget', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const { secret } = await createWidgetKey(t, cookie);

    const preflight = await t.request('OPTIONS', `/api/assistant/messages?key=${secret}`, {
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');

    const response = await askAsWidget(t, secret, 'Can I add chart.js? We have 50 dependencies');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    const answer = await json<SendAssistantMessageResponse>(response);
    const card = answer.reply.cards[0];
    if (card?.type !== 'verdict') throw new Error('no verdict card');
    expect(card.rules.find((r) => r.ruleId === 'CH-DEP-001')).toMatchObject({ actual: 51, threshold: 50 });
    expect(answer.reply.text).not.toMatch(/ask for an exception for that/);

    const { decisions } = await readAnswer(
      api.governance.decisions,
      await t.request('GET', '/api/user/decisions', { cookie }),
    );
    expect(decisions.find((d) => d.decision_id === card.decisionId)?.source).toBe('widget');

    // A widget visitor can never file an exception.
    const exception = await askAsWidget(
      t,
      secret,
      'Ask for an exception for that',
      SITE,
      answer.conversation_id,
    );
    const refused = await json<SendAssistantMessageResponse>(exception);
    expect(refused.reply.cards).toEqual([]);
    expect(refused.reply.text).toMatch(/can’t file exceptions/);
    const { rebellions } = await readAnswer(
      api.rebellions.list,
      await t.request('GET', '/api/user/rebellions', { cookie }),
    );
    expect(rebellions).toEqual([]);

    // Its conversations are the visitor's: another visitor of the same key sees none.
    const mine = await readAnswer(
      api.assistant.listConversations,
      await t.request('GET', `/api/assistant/conversations?key=${secret}&visitor_id=${VISITOR}`, {
        headers: { origin: SITE },
      }),
    );
    expect(mine.conversations).toHaveLength(1);
    const other = await readAnswer(
      api.assistant.listConversations,
      await t.request('GET', `/api/assistant/conversations?key=${secret}&visitor_id=someone_else_42`, {
        headers: { origin: SITE },
      }),
    );
    expect(other.conversations).toEqual([]);
  });

  it('refuse any other origin with a 403 and no CORS headers, preflight and request alike', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const { secret } = await createWidgetKey(t, cookie);
    const preflight = await t.request('OPTIONS', `/api/assistant/messages?key=${secret}`, {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const response = await askAsWidget(t, secret, 'What are our rules?', 'https://evil.example');
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect((await json(response)).code).toBe('FORBIDDEN');
    // An unknown key from any origin: the same.
    const unknown = await askAsWidget(t, `${PUBLISHABLE_KEY_PREFIX}nope`, 'hi');
    expect(unknown.status).toBe(403);
    expect(unknown.headers.get('access-control-allow-origin')).toBeNull();
    // The widget check tells the page why, to any origin.
    const check = await t.request('GET', `/api/assistant/widget-check?key=${secret}`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(check.headers.get('access-control-allow-origin')).toBe('*');
    expect(await json(check)).toEqual({ key_active: true, origin_allowed: false });
  });

  it('reach no route but the assistant’s', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const { secret } = await createWidgetKey(t, cookie);
    const refused: string[] = [];
    for (const route of allRoutes) {
      if (route.auth === 'public' || route.auth === 'assistant') continue;
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, 'x1']));
      const path = toPath(route.path, params);
      for (const headers of [{ authorization: `Bearer ${secret}` }, {}] as Record<string, string>[]) {
        const response = await t.request(route.method, `${path}?key=${secret}`, {
          headers: { ...headers, origin: SITE },
          ...(route.body ? { body: {} } : {}),
        });
        if (response.status !== 401 && response.status !== 403)
          refused.push(`${route.method} ${route.path} → ${response.status}`);
      }
    }
    expect(refused).toEqual([]);
    const fileRebellion = await t.request('POST', '/api/constitutional/rebellions', {
      headers: { authorization: `Bearer ${secret}` },
      body: { decision_id: 'dec_x', justification: 'we need it badly' },
    });
    expect(fileRebellion.status).toBe(403);
    expect((await json(fileRebellion)).error).toMatch(/only reaches the assistant/);
  });

  it('rate-limit per key and client address with 429 and Retry-After', async () => {
    const t = createTestApp({ assistant: { rateLimit: { max: 3, windowMs: 60_000 } } });
    const cookie = await t.signUp();
    const { secret } = await createWidgetKey(t, cookie);
    for (let i = 0; i < 3; i++) expect((await askAsWidget(t, secret, 'hello')).status).toBe(200);
    const limited = await askAsWidget(t, secret, 'hello');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await json(limited)).error).toMatch(/Too many questions/);
    // The console user is not the widget's bucket.
    const console = await t.request('POST', '/api/assistant/messages', {
      cookie,
      body: { message: 'hello' },
    });
    expect(console.status).toBe(200);
  });

  it('stop working at once when revoked, mid-conversation, with a readable answer on the allowed origin', async () => {
    const t = createTestApp();
    const cookie = await t.signUp();
    const { secret, keyId } = await createWidgetKey(t, cookie);
    const first = await json<SendAssistantMessageResponse>(
      await askAsWidget(t, secret, 'What are our rules?'),
    );
    expect((await t.request('DELETE', `/api/keys/${keyId}`, { cookie })).status).toBe(200);
    const after = await askAsWidget(t, secret, 'What are our rules?', SITE, first.conversation_id);
    expect(after.status).toBe(401);
    expect(after.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await json(after)).error).toMatch(/revoked/);
    await closeApp(t.app);
  });
});

describe.skipIf(!redisBinary)('widget keys across two instances (redis)', () => {
  const { twoInstances } = useTwoRedisInstances();

  it('a key revoked on one instance is refused on the other at once', async () => {
    const { first, second } = await twoInstances();
    const cookie = await first.signUp();
    const { secret, keyId } = await createWidgetKey(first, cookie);
    expect((await askAsWidget(second, secret, 'hello')).status).toBe(200);
    expect((await first.request('DELETE', `/api/keys/${keyId}`, { cookie })).status).toBe(200);
    expect((await askAsWidget(second, secret, 'hello')).status).toBe(401);
  });
});

describe('the widget script', () => {
  it('is served from /widget/ to any page once built, and nothing else is', async () => {
    const t = createTestApp();
    const script = await t.request('GET', '/widget/charter-chat.global.js');
    if (existsSync(new URL('../../widget/dist/charter-chat.global.js', import.meta.url))) {
      expect(script.status).toBe(200);
      expect(script.headers.get('access-control-allow-origin')).toBe('*');
      expect(script.headers.get('content-type')).toContain('javascript');
    } else {
      expect(script.status).toBe(404);
      expect((await json(script)).error).toMatch(/not built/);
    }
    const other = await t.request('GET', '/widget/secret.js');
    expect(other.status).toBe(404);
  });
});
