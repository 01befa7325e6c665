import { CharterError } from '@charter/core';
import type { AppContext } from '../context';
import type { AdminRecord, UserRecord } from '../store/port';
import { createLoginThrottle } from './login-throttle';

const INVALID = 'Invalid email or password.';

/**
 * Checks an email and password for one kind of account. Unknown email and wrong password give the same
 * error after the same amount of hashing, so neither the answer nor its timing reveals who has an account.
 */
async function checkCredentials<T extends { passwordHash: string }>(
  ctx: AppContext,
  scope: 'user' | 'admin',
  find: (email: string) => Promise<T | null>,
  input: { email: string; password: string; address: string },
): Promise<T> {
  const throttle = createLoginThrottle(ctx.store, scope, ctx.now);
  await throttle.assertAllowed(input.email, input.address);
  const account = await find(input.email);
  const ok = account
    ? await ctx.passwords.verify(input.password, account.passwordHash)
    : await ctx.passwords.verifyDummy(input.password);
  if (!account || !ok) {
    await throttle.recordFailure(input.email, input.address);
    throw new CharterError('INVALID_CREDENTIALS', INVALID);
  }
  await throttle.clear(input.email, input.address);
  return account;
}

/** Signs a user in; a disabled account is refused, but only after its password was right (no probing). */
export async function signInUser(
  ctx: AppContext,
  input: { email: string; password: string; address: string },
): Promise<UserRecord> {
  const user = await checkCredentials(ctx, 'user', (email) => ctx.store.users.findByEmail(email), input);
  if (user.disabledAt) {
    throw new CharterError('FORBIDDEN', 'This account has been disabled by an administrator.');
  }
  return user;
}

export function signInAdmin(
  ctx: AppContext,
  input: { email: string; password: string; address: string },
): Promise<AdminRecord> {
  return checkCredentials(ctx, 'admin', (email) => ctx.store.admins.findByEmail(email), input);
}
