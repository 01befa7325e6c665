import { createHash } from 'node:crypto';
import type { ThrottleRepo } from './port';

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

interface ThrottleIo {
  read<T>(key: string): Promise<T | null>;
  write(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  withLock<T>(key: string, fn: () => Promise<T>): Promise<T>;
}

/** Sliding-window counters stored as `throttle:<sha256 of the key>` arrays of event times. */
export function createThrottleRepo({ read, write, remove, withLock }: ThrottleIo): ThrottleRepo {
  return {
    async hit(key, windowMs, at) {
      const k = `throttle:${digest(key)}`;
      return withLock(k, async () => {
        const events = ((await read<number[]>(k)) ?? []).filter((t) => t > at - windowMs);
        events.push(at);
        await write(k, events);
        return events.length;
      });
    },
    async count(key, windowMs, at) {
      const events = (await read<number[]>(`throttle:${digest(key)}`)) ?? [];
      return events.filter((t) => t > at - windowMs).length;
    },
    async oldest(key, windowMs, at) {
      const events = ((await read<number[]>(`throttle:${digest(key)}`)) ?? []).filter(
        (t) => t > at - windowMs,
      );
      return events.length > 0 ? Math.min(...events) : null;
    },
    async reset(key) {
      await remove(`throttle:${digest(key)}`);
    },
  };
}
