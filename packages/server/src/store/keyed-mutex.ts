/**
 * Serialises read-modify-write sequences per key inside one process. Several processes never write one fs
 * data dir (the lockfile refuses the second); on redis, `redis-lock.ts` adds a lease across instances.
 */
export function createKeyedMutex() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
