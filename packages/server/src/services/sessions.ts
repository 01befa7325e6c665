import { createHash, randomBytes } from 'node:crypto';
import type { SessionKind, SessionRecord, Store } from '../store/port';

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** The store keeps only this digest: a leaked data directory holds no usable session. */
export function toSessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session; the returned token goes into the cookie and nowhere else. */
export async function createSession(
  store: Store,
  kind: SessionKind,
  subjectId: string,
  now: Date,
): Promise<{ token: string; session: SessionRecord }> {
  const token = randomBytes(32).toString('base64url');
  const session = await store.sessions.create({
    id: toSessionId(token),
    kind,
    subjectId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString(),
  });
  return { token, session };
}

/** The live session of that kind for a cookie token, or null (unknown, expired, revoked or other kind). */
export async function getSession(
  store: Store,
  kind: SessionKind,
  token: string | undefined,
): Promise<SessionRecord | null> {
  if (!token || token.length > 200) return null;
  const session = await store.sessions.get(toSessionId(token));
  // The kind check is what keeps a user cookie from ever opening an admin route, and vice versa.
  return session && session.kind === kind ? session : null;
}

export async function deleteSession(store: Store, token: string | undefined): Promise<void> {
  if (token && token.length <= 200) await store.sessions.delete(toSessionId(token));
}
