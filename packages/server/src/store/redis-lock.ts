import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CharterError } from '@charter/core/errors';
import type { Redis } from 'ioredis';
import { createKeyedMutex } from './keyed-mutex';

/** Deletes the lock only if it is still ours: a holder that outlived its lease must not free another's. */
const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export interface RedisLockOptions {
  /** Where lock keys live, beside (never among) the store's data keys. */
  prefix: string;
  /** A holder that dies keeps the lock this long at most. Store sections take milliseconds. */
  leaseMs?: number;
  /** How long a caller waits for a busy lock before the store answers UNAVAILABLE. */
  waitMs?: number;
}

/**
 * `withLock` for several server instances on one redis: a lease taken with `SET key token NX PX`, released
 * by compare-and-delete. Callers in one process queue on an in-process mutex first, so only one of them at
 * a time polls redis for a key. Makes email uniqueness, owner indexes and every other read-modify-write of
 * the store hold across instances, not just within each.
 * @example const withLock = createRedisLock(client, { prefix: 'charter:locks:' })
 */
export function createRedisLock(
  client: Redis,
  { prefix, leaseMs = 10_000, waitMs = 5_000 }: RedisLockOptions,
) {
  const local = createKeyedMutex();
  const busy = () => new CharterError('UNAVAILABLE', 'The data store is busy right now. Try again shortly.');

  async function acquire(lockKey: string, token: string): Promise<void> {
    const deadline = Date.now() + waitMs;
    for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
      let answer: string | null;
      try {
        answer = await client.set(lockKey, token, 'PX', leaseMs, 'NX');
      } catch (error) {
        throw new CharterError(
          'UNAVAILABLE',
          'The data store is not available right now. Try again shortly.',
          {
            cause: error,
          },
        );
      }
      if (answer === 'OK') return;
      if (Date.now() >= deadline) throw busy();
      // Jittered, so two instances that met once do not keep meeting.
      await sleep(pause / 2 + Math.random() * pause);
    }
  }

  return function withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    return local(key, async () => {
      const lockKey = `${prefix}${key}`;
      const token = randomBytes(12).toString('hex');
      await acquire(lockKey, token);
      try {
        return await fn();
      } finally {
        await client.eval(RELEASE, 1, lockKey, token).catch(() => undefined); // the lease ends it anyway
      }
    });
  };
}
