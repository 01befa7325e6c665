import { CharterError } from '@charter/core';

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
 * Runs at most `concurrency` tasks at once and queues the rest in order, up to `maxQueue`. Used around scrypt
 * so a storm of sign-ins waits its turn instead of taking every libuv thread (and the memory) other requests
 * need, and past the bound is told when to come back.
 */
export function createLimiter(concurrency: number, options: LimiterOptions = {}) {
  const maxQueue = options.maxQueue ?? Number.POSITIVE_INFINITY;
  let active = 0;
  const queue: (() => void)[] = [];
  /** Moving average of a task's duration, for Retry-After. */
  let averageMs = 0;

  const release = () => {
    active -= 1;
    queue.shift()?.();
  };

  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (active >= concurrency) {
      if (queue.length >= maxQueue) {
        // The queue ahead drains in about queue/concurrency task durations.
        const seconds = Math.ceil(((queue.length / concurrency + 1) * averageMs) / 1000);
        throw new CharterError(
          'UNAVAILABLE',
          options.busyMessage ?? 'The server is busy. Try again shortly.',
          {
            retryAfterSeconds: Math.max(1, seconds),
          },
        );
      }
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    active += 1;
    const started = performance.now();
    try {
      return await task();
    } finally {
      const took = performance.now() - started;
      averageMs = averageMs === 0 ? took : averageMs * 0.8 + took * 0.2;
      release();
    }
  };
}
