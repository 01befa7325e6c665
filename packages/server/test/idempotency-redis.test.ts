import { IDEMPOTENT_REPLAYED_HEADER } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createAgent } from './governance-helpers';
import { getUserId, json } from './helpers';
import { redisBinary, useTwoRedisInstances } from './two-redis-instances';

/** One Idempotency-Key, one action, whichever instance behind the load balancer gets the call. */
describe.skipIf(!redisBinary)('Idempotency-Key across two instances (redis)', () => {
  const { twoInstances } = useTwoRedisInstances();

  it('replays on the second instance the answer the first one gave, and creates one key', async () => {
    const { first, second } = await twoInstances();
    const agent = await createAgent(first);
    const generate = (t: typeof first) =>
      t.request('POST', '/api/user/generate-charter-api-key', {
        cookie: agent.cookie,
        body: { keyName: 'deploy' },
        headers: { 'idempotency-key': 'redis-replay-1' },
      });
    const created = await generate(first);
    expect(created.status).toBe(201);
    const replayed = await generate(second);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(await replayed.text()).toBe(await created.text());
    const keys = await first.store.keys.listByOwner(await getUserId(first, agent.cookie));
    expect(keys.filter((key) => key.name === 'deploy')).toHaveLength(1);
  });

  it('runs one of the concurrent duplicates sent to both instances; the others answer 409 or the replay', async () => {
    const { first, second } = await twoInstances();
    const agent = await createAgent(first);
    const send = (t: typeof first) =>
      t.request('POST', '/api/journal/entries', {
        cookie: agent.cookie,
        body: { text: 'Moved sessions to #redis' },
        headers: { 'idempotency-key': 'redis-race-1' },
      });
    const answers = await Promise.all([send(first), send(second), send(first), send(second)]);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const ids = new Set(
      await Promise.all(ok.map(async (a) => (await json<{ entry: { id: string } }>(a)).entry.id)),
    );
    expect(ids.size).toBe(1);
    const entries = await second.store.journalEntries.listByOwner(await getUserId(first, agent.cookie));
    expect(entries.filter((entry) => entry.text === 'Moved sessions to #redis')).toHaveLength(1);
  });
});
