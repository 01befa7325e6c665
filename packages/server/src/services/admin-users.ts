import type { AdminUser } from '@charter/core';
import { CharterError } from '@charter/core';
import type { AppContext } from '../context';
import type { AdminRecord, SessionRecord, UserRecord } from '../store/port';
import { recordAdminAction } from './admin-audit';

/** The user's sessions that still open the console (a user session, not before `sessionsValidFrom`). */
async function liveSessions(ctx: AppContext, user: UserRecord): Promise<SessionRecord[]> {
  const sessions = await ctx.store.sessions.listBySubject(user.id);
  return sessions.filter(
    (s) => s.kind === 'user' && !(user.sessionsValidFrom && s.createdAt < user.sessionsValidFrom),
  );
}

/** The operator's row of a user: never the password hash, nor a session or key id. */
export async function toAdminUser(ctx: AppContext, user: UserRecord): Promise<AdminUser> {
  const [sessions, keys] = await Promise.all([liveSessions(ctx, user), ctx.store.keys.listByOwner(user.id)]);
  const newestSession = sessions[0]?.createdAt ?? null;
  const signIns = [user.lastSignInAt ?? null, newestSession].filter((t): t is string => t !== null).sort();
  const disabled = Boolean(user.disabledAt);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    createdAt: user.createdAt,
    lastSignInAt: signIns.at(-1) ?? null,
    disabled,
    disabledAt: user.disabledAt ?? null,
    activeSessions: disabled ? 0 : sessions.length,
    activeKeys: keys.filter((key) => key.isActive).length,
  };
}

export async function listAdminUsers(ctx: AppContext): Promise<AdminUser[]> {
  const users = await ctx.store.instance.listUsers();
  return Promise.all(users.map((user) => toAdminUser(ctx, user)));
}

export async function getUserOr404(ctx: AppContext, userId: string): Promise<UserRecord> {
  const user = await ctx.store.users.get(userId);
  if (!user) throw new CharterError('NOT_FOUND', 'No such user.');
  return user;
}

/** Deletes every session of the user and refuses any older one the index may not know; returns how many. */
async function endAllSessions(ctx: AppContext, user: UserRecord, at: string): Promise<number> {
  const sessions = await liveSessions(ctx, user);
  await Promise.all(sessions.map((s) => ctx.store.sessions.delete(s.id)));
  await ctx.store.users.update(user.id, { sessionsValidFrom: at });
  return sessions.length;
}

/**
 * Disables the account: sign-in is refused, every session ends, and its keys stop working on every
 * instance (the governance cache is invalidated). Disabling a disabled account changes nothing and logs
 * nothing.
 */
export async function disableUser(ctx: AppContext, admin: AdminRecord, userId: string): Promise<AdminUser> {
  const user = await getUserOr404(ctx, userId);
  if (user.disabledAt) return toAdminUser(ctx, user);
  const at = ctx.now().toISOString();
  const updated = (await ctx.store.users.update(user.id, { disabledAt: at })) ?? user;
  const ended = await endAllSessions(ctx, updated, at);
  await ctx.governance.cache.invalidate(user.id);
  const keys = (await ctx.store.keys.listByOwner(user.id)).filter((key) => key.isActive).length;
  await recordAdminAction(ctx, admin, {
    action: 'user.disable',
    target: user,
    count: 1,
    note: `${ended} session${ended === 1 ? '' : 's'} ended, ${keys} key${keys === 1 ? '' : 's'} stopped`,
  });
  return toAdminUser(ctx, (await ctx.store.users.get(user.id)) ?? updated);
}

export async function enableUser(ctx: AppContext, admin: AdminRecord, userId: string): Promise<AdminUser> {
  const user = await getUserOr404(ctx, userId);
  if (!user.disabledAt) return toAdminUser(ctx, user);
  const updated = (await ctx.store.users.update(user.id, { disabledAt: null })) ?? user;
  await ctx.governance.cache.invalidate(user.id);
  await recordAdminAction(ctx, admin, { action: 'user.enable', target: user, count: 1 });
  return toAdminUser(ctx, updated);
}

export async function endUserSessions(ctx: AppContext, admin: AdminRecord, userId: string): Promise<number> {
  const user = await getUserOr404(ctx, userId);
  const ended = await endAllSessions(ctx, user, ctx.now().toISOString());
  await recordAdminAction(ctx, admin, { action: 'user.end-sessions', target: user, count: ended });
  return ended;
}
