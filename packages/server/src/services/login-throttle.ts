import { CharterError } from '@charter/core';
import type { Store } from '../store/port';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins per account and address, counted in the store so every instance sees the same window.
 * Keyed by both, so an attacker elsewhere cannot lock a person out of their own account.
 */
export function createLoginThrottle(store: Store, scope: 'user' | 'admin', now: () => Date) {
  const keyFor = (email: string, address: string) => `login:${scope}:${email}|${address}`;

  return {
    /** Throws RATE_LIMITED once the window holds the maximum number of failures. */
    async assertAllowed(email: string, address: string): Promise<void> {
      const key = keyFor(email, address);
      const at = now().getTime();
      if ((await store.throttle.count(key, LOGIN_WINDOW_MS, at)) < LOGIN_MAX_FAILURES) return;
      const oldest = (await store.throttle.oldest(key, LOGIN_WINDOW_MS, at)) ?? at;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - at) / 1000));
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw new CharterError(
        'RATE_LIMITED',
        `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { retryAfterSeconds },
      );
    },
    async recordFailure(email: string, address: string): Promise<void> {
      await store.throttle.hit(keyFor(email, address), LOGIN_WINDOW_MS, now().getTime());
    },
    async clear(email: string, address: string): Promise<void> {
      await store.throttle.reset(keyFor(email, address));
    },
  };
}
