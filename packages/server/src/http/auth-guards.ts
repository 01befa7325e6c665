import { CharterError } from '@charter/core';
import type { H3Event } from 'h3';
import type { AppContext } from '../context';
import { authenticateKey } from '../services/keys';
import { getSession } from '../services/sessions';
import type { AdminRecord, KeyRecord, SessionRecord, UserRecord } from '../store/port';
import { readSessionCookie } from './session-cookie';

const SIGN_IN = 'Sign in to continue.';

/** The signed-in user of the `charter_session` cookie, or null (no cookie, unknown or revoked session). */
export async function findUser(
  event: H3Event,
  ctx: AppContext,
): Promise<{ user: UserRecord; session: SessionRecord } | null> {
  const session = await getSession(ctx.store, 'user', readSessionCookie(event, 'user'));
  const user = session ? await ctx.store.users.get(session.subjectId) : null;
  if (!session || !user) return null;
  if (user.sessionsValidFrom && session.createdAt < user.sessionsValidFrom) {
    await ctx.store.sessions.delete(session.id); // signed out everywhere else: this was one of those
    return null;
  }
  return { user, session };
}

/** The signed-in user of the `charter_session` cookie, or 401. */
export async function requireUser(
  event: H3Event,
  ctx: AppContext,
): Promise<{ user: UserRecord; session: SessionRecord }> {
  const found = await findUser(event, ctx);
  if (!found) throw new CharterError('UNAUTHENTICATED', SIGN_IN);
  return found;
}

/** The admin of the `charter_admin_session` cookie, or null: a user session never counts. */
export async function findAdmin(
  event: H3Event,
  ctx: AppContext,
): Promise<{ admin: AdminRecord; session: SessionRecord } | null> {
  const session = await getSession(ctx.store, 'admin', readSessionCookie(event, 'admin'));
  const admin = session ? await ctx.store.admins.get(session.subjectId) : null;
  return session && admin ? { admin, session } : null;
}

export async function requireAdmin(
  event: H3Event,
  ctx: AppContext,
): Promise<{ admin: AdminRecord; session: SessionRecord }> {
  const found = await findAdmin(event, ctx);
  if (!found) throw new CharterError('UNAUTHENTICATED', 'Sign in as an administrator to continue.');
  return found;
}

/**
 * The bearer-key guard of every `auth: 'key'` route (whoami now; validate and rebellions later): rejects
 * a missing, unknown or deactivated key at once, records the use, and hands the key and its owner on.
 */
export async function requireKey(
  event: H3Event,
  ctx: AppContext,
): Promise<{ key: KeyRecord; owner: UserRecord }> {
  const header = event.req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) {
    throw new CharterError(
      'INVALID_API_KEY',
      'Send your Charter API key in the Authorization header: "Authorization: Bearer <key>".',
    );
  }
  return authenticateKey(ctx, match[1]);
}
