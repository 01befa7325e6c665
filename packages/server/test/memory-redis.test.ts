import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeApp } from '../src/app';
import { createRedisStore, type Store } from '../src/store';
import { createTestApp, getUserId, json, type TestApp } from './helpers';
import { findRedisServer, type RedisServer, startRedisServer } from './store/redis-server';

const redisBinary = findRedisServer();

/** Two instances on one redis: a memory session and a conversation live in the store, not in either process. */
describe.skipIf(!redisBinary)('memory and conversations across two instances (redis)', () => {
  let server: RedisServer;
  const stores: Store[] = [];
  const apps: TestApp[] = [];
  beforeAll(async () => {
    server = await startRedisServer(redisBinary!);
  });
  afterAll(async () => {
    for (const t of apps) await closeApp(t.app);
    for (const store of stores) await store.close();
    await server?.stop();
  });

  it('counts interactions logged on either instance in the summary ended on the other', async () => {
    const [a, b] = await Promise.all([
      createRedisStore({ url: server.url }),
      createRedisStore({ url: server.url }),
    ]);
    stores.push(a, b);
    const first = createTestApp({ store: a });
    const second = createTestApp({ store: b });
    apps.push(first, second);
    const cookie = await first.signUp();

    const started = await first.request('POST', '/api/memory/start-session', { cookie, body: {} });
    const { sessionId } = await json<{ sessionId: string }>(started);
    const interaction = { timestamp: '2026-01-01T10:00:00.000Z', type: 'click', content: 'Next' };
    const calls = Array.from({ length: 40 }, (_, i) =>
      (i % 2 ? first : second).request('POST', '/api/memory/log-interaction', { cookie, body: interaction }),
    );
    expect((await Promise.all(calls)).every((r) => r.status === 200)).toBe(true);
    const ended = await json<{ counts: { interactions: number } }>(
      await second.request('POST', '/api/memory/end-session', { cookie, body: { sessionId } }),
    );
    expect(ended.counts.interactions).toBe(40);

    const session = {
      sessionId: 'redis-1',
      messages: [{ role: 'user', content: 'A booking tool', timestamp: '2026-01-01T10:00:00.000Z' }],
      conversationDepth: 2,
    };
    await first.request('POST', '/api/conversational-primer/save-session', { cookie, body: session });
    const userId = await getUserId(second, cookie);
    const list = await json<{ sessions: { sessionId: string }[] }>(
      await second.request('GET', `/api/conversational-primer/user-sessions/${userId}`, { cookie }),
    );
    expect(list.sessions.map((s) => s.sessionId)).toEqual(['redis-1']);
  });
});
