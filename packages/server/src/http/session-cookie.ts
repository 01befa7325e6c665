import type { H3Event } from 'h3';
import { deleteCookie, getCookie, setCookie } from 'h3';
import type { Env } from '../env';
import { SESSION_TTL_SECONDS } from '../services/sessions';
import type { SessionKind } from '../store/port';

export const SESSION_COOKIES: Record<SessionKind, string> = {
  user: 'charter_session',
  admin: 'charter_admin_session',
};

/**
 * `auto` marks the cookie Secure when the request came over HTTPS, directly or through a proxy that says
 * so. Trusting X-Forwarded-Proto here is safe: it can only make the cookie stricter.
 */
function isSecure(event: H3Event, mode: Env['CHARTER_SECURE_COOKIES']): boolean {
  if (mode !== 'auto') return mode === 'always';
  const forwarded = event.req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return event.url.protocol === 'https:' || forwarded === 'https';
}

export function readSessionCookie(event: H3Event, kind: SessionKind): string | undefined {
  return getCookie(event, SESSION_COOKIES[kind]);
}

export function writeSessionCookie(event: H3Event, env: Env, kind: SessionKind, token: string): void {
  setCookie(event, SESSION_COOKIES[kind], token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(event, env.CHARTER_SECURE_COOKIES),
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(event: H3Event, env: Env, kind: SessionKind): void {
  deleteCookie(event, SESSION_COOKIES[kind], {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(event, env.CHARTER_SECURE_COOKIES),
  });
}
