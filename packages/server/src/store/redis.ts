import { CharterError } from '@charter/core/errors';
import type { Redis } from 'ioredis';
import { createStorage } from 'unstorage';
import { createStore } from './create-store';
import type { Store } from './port';
import { createRedisLock } from './redis-lock';

export interface RedisStoreOptions {
  /** `redis://[user:password@]host:port[/db]`. */
  url: string;
  now?: () => number;
  /** How long to wait for the first PING before refusing to start. */
  connectTimeoutMs?: number;
}

/** Every key lives under `charter:`, so a shared redis can hold other applications' data too. */
const KEY_PREFIX = 'charter';

/** The URL without its password, for messages and logs. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable redis URL)';
  }
}

/**
 * A store on redis, for several server instances sharing one state. Refuses to start, with a clear
 * CharterError('UNAVAILABLE'), when redis does not answer a PING within `connectTimeoutMs`.
 */
export async function createRedisStore(options: RedisStoreOptions): Promise<Store> {
  const timeoutMs = options.connectTimeoutMs ?? 3_000;
  // Loaded on demand: ioredis costs ~100 ms of start-up that memory and fs servers need not pay.
  const { default: redisDriver } = await import('unstorage/drivers/redis');
  const driver = redisDriver({
    url: options.url,
    base: KEY_PREFIX,
    connectTimeout: timeoutMs,
    // Fail a request after a few reconnect attempts rather than hanging it while redis is down.
    maxRetriesPerRequest: 3,
  });
  const client = driver.getInstance?.() as Redis;
  const unreachable = (cause?: unknown) =>
    new CharterError(
      'UNAVAILABLE',
      `Cannot reach redis at ${redactUrl(options.url)} within ${timeoutMs / 1000} s. Start redis, or check the redis URL.`,
      { cause },
    );

  // ioredis reports connection failures as 'error' events; keep the latest for the refusal message.
  let lastError: unknown;
  const remember = (error: unknown) => {
    lastError = error;
  };
  client.on('error', remember);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(unreachable(lastError)), timeoutMs);
      }),
    ]);
  } catch (error) {
    client.disconnect();
    throw error instanceof CharterError ? error : unreachable(error);
  } finally {
    clearTimeout(timer);
    // `remember` stays attached: with no 'error' listener ioredis prints "Unhandled error event" on every
    // reconnect attempt. Requests made while redis is down fail and surface as UNAVAILABLE (503).
  }
  return createStore(createStorage({ driver }), {
    driver: 'redis',
    now: options.now,
    // Data keys are `charter:<key>` and none starts with `locks:`, so no listing of a data prefix shows a lease.
    withLock: createRedisLock(client, { prefix: `${KEY_PREFIX}:locks:` }),
  });
}
