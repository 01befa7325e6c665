import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsStore, createMemoryStore, createRedisStore, type Store } from '../../src/store/index';
import { describeStoreContract } from './contract';
import { findRedisServer, type RedisServer, startRedisServer } from './redis-server';

describeStoreContract('memory', async (options) => createMemoryStore(options));

describe('fs', () => {
  let root: string;
  const dirs = new Map<Store, string>();
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'charter-store-contract-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  let count = 0;
  describeStoreContract(
    'fs',
    async (options) => {
      const dir = join(root, `store-${count++}`);
      const store = await createFsStore({ dir, ...options });
      dirs.set(store, dir);
      return store;
    },
    {
      async reopen(closed, options) {
        const dir = dirs.get(closed)!;
        const store = await createFsStore({ dir, ...options });
        dirs.set(store, dir);
        return store;
      },
    },
  );
});

const redisBinary = findRedisServer();

describe.skipIf(!redisBinary)(
  redisBinary ? 'redis' : 'redis (skipped: redis-server not found on PATH; CI installs it)',
  () => {
    let server: RedisServer;
    beforeAll(async () => {
      server = await startRedisServer(redisBinary!);
    });
    afterAll(async () => {
      await server?.stop();
    });

    describeStoreContract('redis', (options) => createRedisStore({ url: server.url, ...options }), {
      reopen: (_closed, options) => createRedisStore({ url: server.url, ...options }),
    });

    it('refuses to start, clearly, when redis cannot be reached', async () => {
      const started = Date.now();
      // Port 1 on loopback: nothing listens there.
      await expect(
        createRedisStore({ url: 'redis://:secret@127.0.0.1:1', connectTimeoutMs: 1500 }),
      ).rejects.toMatchObject({
        code: 'UNAVAILABLE',
        message: expect.stringMatching(/^Cannot reach redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1/),
      });
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('keeps its keys under the charter: prefix', async () => {
      const store = await createRedisStore({ url: server.url });
      await store.throttle.hit('prefix-check', 1000, 1);
      await store.close();
      const { default: Redis } = await import('ioredis');
      const client = new Redis(server.url);
      const keys = await client.keys('*');
      await client.quit();
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((key) => key.startsWith('charter:'))).toBe(true);
    });
  },
);
