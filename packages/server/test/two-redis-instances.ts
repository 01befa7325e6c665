import { afterAll, beforeAll } from 'vitest';
import { closeApp } from '../src/app';
import { createRedisStore, type Store } from '../src/store';
import { createTestApp, type TestApp } from './helpers';
import { findRedisServer, type RedisServer, startRedisServer } from './store/redis-server';

/** The redis-server binary, or null on a machine without one (the suites then skip). */
export const redisBinary = findRedisServer();

/**
 * For a describe block: a real redis-server for the block, and `twoInstances()` giving two apps, each on its
 * own connection to it — what two Charter servers behind a load balancer share. Everything is closed after.
 */
export function useTwoRedisInstances(): {
  twoInstances: (
    overrides?: Omit<Parameters<typeof createTestApp>[0], 'store'>,
  ) => Promise<{ first: TestApp; second: TestApp }>;
} {
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
  return {
    async twoInstances(overrides = {}) {
      const [a, b] = await Promise.all([
        createRedisStore({ url: server.url }),
        createRedisStore({ url: server.url }),
      ]);
      stores.push(a, b);
      const first = createTestApp({ ...overrides, store: a });
      const second = createTestApp({ ...overrides, store: b });
      apps.push(first, second);
      return { first, second };
    },
  };
}
