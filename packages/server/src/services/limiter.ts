import { CharterError } from '@charter/core';
import pLimit from 'p-limit';

export interface LimiterOptions {
  /**
   * Tasks that may wait for a slot; one more is refused at once with 503 + Retry-After instead of queueing
   * without end (a flood of failing sign-ins must not hold every real one minutes behind it).
   */
  maxQueue?: number;
  /** The sentence of that 503. */
  busyMessage?: string;
}

/**
 * Runs at most `concurrency` tasks at once and queues the rest in order (p-limit), up to `maxQueue`. Used
 * around scrypt so a storm of sign-ins waits its turn instead of taking every libuv thread (and the memory)
 * other requests need, and past the bound is told when to come back.
 */
export function createLimiter(concurrency: number, options: LimiterOptions = {}) {
  const maxQueue = options.maxQueue ?? Number.POSITIVE_INFINITY;
  const queue = pLimit(concurrency);
  /** Moving average of a task's duration, for Retry-After. */
  let averageMs = 0;

  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    // p-limit updates both counts synchronously when a task is queued or started.
    if (queue.activeCount >= concurrency && queue.pendingCount >= maxQueue) {
      // The queue ahead drains in about queue/concurrency task durations.
      const seconds = Math.ceil(((queue.pendingCount / concurrency + 1) * averageMs) / 1000);
      throw new CharterError('UNAVAILABLE', options.busyMessage ?? 'The server is busy. Try again shortly.', {
        retryAfterSeconds: Math.max(1, seconds),
      });
    }
    return queue(async () => {
      const started = performance.now();
      try {
        return await task();
      } finally {
        const took = performance.now() - started;
        averageMs = averageMs === 0 ? took : averageMs * 0.8 + took * 0.2;
      }
    });
  };
}
