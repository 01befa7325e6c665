import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore, type Store } from '../../src/store';
import { createRedisLock } from '../../src/store/redis-lock';
import { makeProject, makeUser } from './records';
import { findRedisServer, type RedisServer, startRedisServer } from './redis-server';

const redisBinary = findRedisServer();

/**
 * Two stores on one redis are two Charter servers behind a load balancer: their read-modify-write
 * sequences (an owner's index, an email's uniqueness) must hold across both, not just within each.
 */
describe.skipIf(!redisBinary)('locks across two instances on one redis', () => {
  let server: RedisServer;
  let first: Store;
  let second: Store;
  beforeAll(async () => {
    server = await startRedisServer(redisBinary!);
    [first, second] = await Promise.all([
      createRedisStore({ url: server.url }),
      createRedisStore({ url: server.url }),
    ]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await server?.stop();
  });

  it("loses none of an owner's projects created at once on both instances", async () => {
    const ownerId = `usr_locks_${Date.now()}`;
    const projects = Array.from({ length: 40 }, () => makeProject({ ownerId }));
    await Promise.all(projects.map((project, i) => (i % 2 ? first : second).projects.create(project)));
    const listed = await first.projects.listByOwner(ownerId);
    expect(listed.map((p) => p.id).sort()).toEqual(projects.map((p) => p.id).sort());
  });

  it('lets exactly one of two instances take an email at the same moment', async () => {
    for (let round = 0; round < 10; round++) {
      const email = `race-${Date.now()}-${round}@example.com`;
      const results = await Promise.allSettled([
        first.users.create(makeUser({ email })),
        second.users.create(makeUser({ email })),
      ]);
      expect(
        results.filter((r) => r.status === 'fulfilled'),
        `round ${round}`,
      ).toHaveLength(1);
      expect(results.find((r) => r.status === 'rejected')?.reason).toMatchObject({ code: 'EMAIL_TAKEN' });
    }
  });
});

describe.skipIf(!redisBinary)('the redis lease', () => {
  let server: RedisServer;
  let client: Redis;
  beforeAll(async () => {
    server = await startRedisServer(redisBinary!);
    client = new Redis(server.url, { lazyConnect: false });
  });
  afterAll(async () => {
    client?.disconnect();
    await server?.stop();
  });

  it('takes a lock left by a holder that died once its lease ends, and frees only its own', async () => {
    const withLock = createRedisLock(client, { prefix: 'test:locks:', leaseMs: 10_000, waitMs: 2_000 });
    await client.set('test:locks:k', 'dead-holder', 'PX', 150);
    const started = Date.now();
    const seen = await withLock('k', async () => client.get('test:locks:k'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(seen).not.toBe('dead-holder');
    expect(await client.get('test:locks:k')).toBeNull(); // released after use

    // A holder past its lease must not free the lock someone else took meanwhile.
    const short = createRedisLock(client, { prefix: 'test:locks:', leaseMs: 50, waitMs: 2_000 });
    await short('late', async () => {
      await new Promise((done) => setTimeout(done, 120));
      await client.set('test:locks:late', 'next-holder', 'PX', 5_000);
    });
    expect(await client.get('test:locks:late')).toBe('next-holder');
  });

  it('answers UNAVAILABLE, not a hang, when the lock stays busy past the wait', async () => {
    const withLock = createRedisLock(client, { prefix: 'test:locks:', waitMs: 100 });
    await client.set('test:locks:busy', 'someone', 'PX', 5_000);
    await expect(withLock('busy', async () => 'ran')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'The data store is busy right now. Try again shortly.',
    });
  });
});
