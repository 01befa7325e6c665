/**
 * Runs at most `concurrency` tasks at once and queues the rest in order. Used around scrypt so a storm of
 * sign-ins waits its turn instead of taking every libuv thread (and the memory) other requests need.
 */
export function createLimiter(concurrency: number) {
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    active -= 1;
    queue.shift()?.();
  };

  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (active >= concurrency) await new Promise<void>((resolve) => queue.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
