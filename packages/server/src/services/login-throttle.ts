import { CharterError } from '@charter/core';
import type { Store } from '../store/port';

export const LOGIN_MAX_FAILURES = 5;
/** Failed sign-ins from one address across all accounts (credential stuffing: many emails, few guesses each). */
export const ADDRESS_MAX_FAILURES = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins counted in the store, so every instance sees the same window: per account and address
 * (an attacker elsewhere cannot lock a person out of their own account), and per address across accounts
 * (one address trying one password on each of many emails is stopped too). A success clears only the
 * account's own count: one good account must not reset an address's budget for guessing others.
 */
export function createLoginThrottle(store: Store, scope: 'user' | 'admin', now: () => Date) {
  const keyFor = (email: string, address: string) => `login:${scope}:${email}|${address}`;
  const addressKey = (address: string) => `login-address:${scope}:${address}`;

  async function assertUnder(key: string, max: number, at: number): Promise<void> {
    if ((await store.throttle.count(key, LOGIN_WINDOW_MS, at)) < max) return;
    const oldest = (await store.throttle.oldest(key, LOGIN_WINDOW_MS, at)) ?? at;
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - at) / 1000));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new CharterError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }

  return {
    /** Throws RATE_LIMITED once either window holds its maximum number of failures. */
    async assertAllowed(email: string, address: string): Promise<void> {
      const at = now().getTime();
      await assertUnder(keyFor(email, address), LOGIN_MAX_FAILURES, at);
      await assertUnder(addressKey(address), ADDRESS_MAX_FAILURES, at);
    },
    async recordFailure(email: string, address: string): Promise<void> {
      const at = now().getTime();
      await Promise.all([
        store.throttle.hit(keyFor(email, address), LOGIN_WINDOW_MS, at),
        store.throttle.hit(addressKey(address), LOGIN_WINDOW_MS, at),
      ]);
    },
    async clear(email: string, address: string): Promise<void> {
      await store.throttle.reset(keyFor(email, address));
    },
  };
}
