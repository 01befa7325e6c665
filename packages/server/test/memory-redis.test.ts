import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { getUserId, readAnswer } from './helpers';
import { redisBinary, useTwoRedisInstances } from './two-redis-instances';

/** Two instances on one redis: a memory session and a conversation live in the store, not in either process. */
describe.skipIf(!redisBinary)('memory and conversations across two instances (redis)', () => {
  const { twoInstances } = useTwoRedisInstances();

  it('counts interactions logged on either instance in the summary ended on the other', async () => {
    const { first, second } = await twoInstances();
    const cookie = await first.signUp();

    const started = await first.request('POST', '/api/memory/start-session', { cookie, body: {} });
    const { sessionId } = await readAnswer(api.memory.startSession, started);
    const interaction = { timestamp: '2026-01-01T10:00:00.000Z', type: 'click', content: 'Next' };
    const calls = Array.from({ length: 40 }, (_, i) =>
      (i % 2 ? first : second).request('POST', '/api/memory/log-interaction', { cookie, body: interaction }),
    );
    expect((await Promise.all(calls)).every((r) => r.status === 200)).toBe(true);
    const ended = await readAnswer(
      api.memory.endSession,
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
    const list = await readAnswer(
      api.conversations.listSessions,
      await second.request('GET', `/api/conversational-primer/user-sessions/${userId}`, { cookie }),
    );
    expect(list.sessions.map((s) => s.sessionId)).toEqual(['redis-1']);
  });
});
