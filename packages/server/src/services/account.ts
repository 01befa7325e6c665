import { createHash } from 'node:crypto';
import type { AccountSession, TechnicalExperience } from '@charter/core';
import { CharterError } from '@charter/core';
import type { AppContext } from '../context';
import type { SessionRecord, UserRecord } from '../store/port';
import { createLoginThrottle } from './login-throttle';

const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
const NO_SUCH_SESSION = 'No such session: it may have ended already.';

/**
 * The id a person sees for one of their sessions: a digest of the stored id under its own label, cut to
 * 80 bits. Stable (no migration, nothing more stored), unique enough among one person's sessions, and
 * useless for anything but naming the session to its owner: it cannot be turned into the stored digest,
 * let alone the cookie.
 */
export function toPublicSessionId(storedId: string): string {
  return createHash('sha256').update(`charter-session-public-id:${storedId}`).digest('hex').slice(0, 20);
}

export function toAccountSession(session: SessionRecord, current: SessionRecord): AccountSession {
  return {
    id: toPublicSessionId(session.id),
    createdAt: session.createdAt,
    expiresAt: session.expiresAt,
    current: session.id === current.id,
  };
}

/** The user's live console sessions (never admin sessions, which have their own sign-in). */
async function listUserSessions(ctx: AppContext, user: UserRecord): Promise<SessionRecord[]> {
  const sessions = await ctx.store.sessions.listBySubject(user.id);
  return sessions.filter((session) => session.kind === 'user' && session.subjectId === user.id);
}

export async function listAccountSessions(
  ctx: AppContext,
  user: UserRecord,
  current: SessionRecord,
): Promise<AccountSession[]> {
  const sessions = await listUserSessions(ctx, user);
  // The current session is live (the guard just read it); a record from before the index still shows.
  if (!sessions.some((session) => session.id === current.id)) sessions.unshift(current);
  return sessions.map((session) => toAccountSession(session, current));
}

/**
 * Ends one other session of the user at once. Only the user's own sessions are searched, so another
 * person's id answers 404 exactly like an unknown one.
 */
export async function revokeAccountSession(
  ctx: AppContext,
  user: UserRecord,
  current: SessionRecord,
  publicId: string,
): Promise<number> {
  const sessions = await listUserSessions(ctx, user);
  const target = sessions.find((session) => toPublicSessionId(session.id) === publicId);
  if (!target) throw new CharterError('NOT_FOUND', NO_SUCH_SESSION);
  if (target.id === current.id) {
    throw new CharterError('BAD_REQUEST', 'This is the session you are using: sign out instead.');
  }
  await ctx.store.sessions.delete(target.id);
  return 1;
}

/** Ends every session of the user but `current`; answers how many ended. */
export async function revokeOtherSessions(
  ctx: AppContext,
  user: UserRecord,
  current: SessionRecord,
): Promise<number> {
  const others = (await listUserSessions(ctx, user)).filter((session) => session.id !== current.id);
  await Promise.all(others.map((session) => ctx.store.sessions.delete(session.id)));
  // Sessions the index does not list (older than it) end too: none older than this one is accepted now.
  const from = current.createdAt;
  if (!user.sessionsValidFrom || user.sessionsValidFrom < from) {
    await ctx.store.users.update(user.id, { sessionsValidFrom: from });
  }
  return others.length;
}

export async function updateProfile(
  ctx: AppContext,
  user: UserRecord,
  input: { name: string; technicalExperience: TechnicalExperience },
): Promise<UserRecord> {
  const updated = await ctx.store.users.update(user.id, {
    name: input.name,
    technicalExperience: input.technicalExperience,
    updatedAt: ctx.now().toISOString(),
  });
  if (!updated) throw new CharterError('UNAUTHENTICATED', 'Sign in to continue.');
  return updated;
}

/**
 * Checks the current password under the sign-in throttle (the same counter per email and address, so
 * guessing here or at sign-in spends one budget), stores the new hash, then signs out every other session.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRecord,
  current: SessionRecord,
  input: { currentPassword: string; newPassword: string; address: string },
): Promise<number> {
  const throttle = createLoginThrottle(ctx.store, 'user', ctx.now);
  await throttle.assertAllowed(user.email, input.address);
  if (!(await ctx.passwords.verify(input.currentPassword, user.passwordHash))) {
    await throttle.recordFailure(user.email, input.address);
    throw new CharterError('VALIDATION_FAILED', WRONG_CURRENT_PASSWORD, {
      details: { issues: [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD }] },
    });
  }
  await throttle.clear(user.email, input.address);
  const passwordHash = await ctx.passwords.hash(input.newPassword);
  const updated = await ctx.store.users.update(user.id, { passwordHash, updatedAt: ctx.now().toISOString() });
  if (!updated) throw new CharterError('UNAUTHENTICATED', 'Sign in to continue.');
  return revokeOtherSessions(ctx, user, current);
}
