import { CharterError, PUBLISHABLE_KEY_PREFIX } from '@charter/core';
import type { H3Event } from 'h3';
import type { AppContext } from '../context';
import { authenticateKey, authenticatePublishableKey, readPresentedKey } from '../services/keys';
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
  if (user.disabledAt || (user.sessionsValidFrom && session.createdAt < user.sessionsValidFrom)) {
    await ctx.store.sessions.delete(session.id); // disabled, or signed out everywhere else: this was one of those
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
  if (found) return found;
  // A signed-in user is known and not allowed (403); nobody signed in is asked to sign in (401).
  if (await findUser(event, ctx)) {
    throw new CharterError(
      'FORBIDDEN',
      'This needs an administrator: a user session is not enough. Sign in as an administrator at /admin.',
    );
  }
  throw new CharterError('UNAUTHENTICATED', 'Sign in as an administrator to continue.');
}

/**
 * The bearer-key guard of every `auth: 'key'` route (whoami, external validation, rebellions): rejects
 * a missing, unknown or deactivated key at once, records the use, and hands the key and its owner on.
 */
export async function requireKey(
  event: H3Event,
  ctx: AppContext,
): Promise<{ key: KeyRecord; owner: UserRecord }> {
  const header = event.req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match?.[1]?.startsWith(PUBLISHABLE_KEY_PREFIX)) {
    throw new CharterError('FORBIDDEN', PUBLISHABLE_ONLY);
  }
  if (!match?.[1]) {
    throw new CharterError(
      'INVALID_API_KEY',
      'Send your Charter API key in the Authorization header: "Authorization: Bearer <key>".',
    );
  }
  const found = await authenticateKey(ctx, match[1]);
  // A Semi key speaks A2A only (`/a2a/jsonrpc`); each key kind is accepted on its own surface.
  if (found.key.kind === 'semi') {
    throw new CharterError(
      'INVALID_API_KEY',
      'This is a Semi key: use it with Charter’s A2A endpoint (see /.well-known/agent-card.json), or send a Charter API key here.',
    );
  }
  return found;
}

const PUBLISHABLE_ONLY =
  'A publishable widget key (charter_pk_…) only reaches the assistant. Use a Charter API key (charter_sk_…) here.';

/** Who is talking to the assistant: a console user, an agent's bearer key, or a widget on an allowed page. */
export type AssistantCaller =
  | { kind: 'user'; owner: UserRecord }
  | { kind: 'key'; owner: UserRecord; key: KeyRecord }
  | { kind: 'widget'; owner: UserRecord; key: KeyRecord };

/**
 * The guard of `auth: 'assistant'` routes. A key that is presented decides (a publishable one in `?key=`
 * or either kind as a bearer); without one, the session cookie. A publishable key is refused from an
 * origin it does not list (the CORS step already answered such a browser with a 403 and no CORS headers).
 */
export async function requireAssistantCaller(
  event: H3Event,
  ctx: AppContext,
): Promise<{ caller: AssistantCaller }> {
  const presented = readPresentedKey(event);
  if (presented?.startsWith(PUBLISHABLE_KEY_PREFIX)) {
    const { key, owner } = await authenticatePublishableKey(ctx, presented, event.req.headers.get('origin'));
    return { caller: { kind: 'widget', key, owner } };
  }
  if (presented) {
    const { key, owner } = await authenticateKey(ctx, presented);
    return { caller: { kind: 'key', key, owner } };
  }
  const { user } = await requireUser(event, ctx);
  return { caller: { kind: 'user', owner: user } };
}
