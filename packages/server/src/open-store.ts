import type { Env } from './env';
import type { Store } from './store';
import { createFsStore, createMemoryStore, createRedisStore } from './store';

/** The redis URL without its password, for the start-up line. */
function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * Opens the store CHARTER_STORE names, with a description for the start-up line. Failures (a data dir
 * held by another process, redis unreachable) are CharterErrors with a sentence main.ts prints as is.
 */
export async function openStore(env: Env): Promise<{ store: Store; description: string }> {
  switch (env.CHARTER_STORE) {
    case 'memory':
      return { store: createMemoryStore(), description: 'memory, nothing is kept after exit' };
    case 'fs':
      return {
        store: await createFsStore({ dir: env.CHARTER_DATA_DIR }),
        description: `fs at ${env.CHARTER_DATA_DIR}`,
      };
    case 'redis': {
      // parseEnv guarantees REDIS_URL when CHARTER_STORE=redis.
      const url = env.REDIS_URL!;
      return { store: await createRedisStore({ url }), description: `redis at ${redact(url)}` };
    }
  }
}
