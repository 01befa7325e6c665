import type { RouteDefinition } from './contract';

/**
 * `Idempotency-Key` (IETF httpapi draft "The Idempotency-Key HTTP Header Field"): a client sends one random key
 * per action; the server answers a repeat of that key with the first answer and does the action once.
 *
 * - Which routes: every POST of a signed-in caller (user, admin or API key). Public POSTs (sign-in, register)
 *   set cookies and are not covered; GET, PUT and DELETE are idempotent already.
 * - Scope: the key is the caller's own (a user or admin account, or one API key), so two callers never
 *   share answers, and a guessed key reveals nothing.
 * - For 24 hours (`IDEMPOTENCY_TTL_MS`) the same key with the same request (method, path, query and body)
 *   answers the first status and body again, with `Idempotent-Replayed: true`, and creates nothing.
 *   Answers with a status of 500 or more are not kept: a retry runs again.
 * - The same key with a different request: 422 `IDEMPOTENCY_KEY_REUSED`. The same key while the first request
 *   still runs: 409 `IDEMPOTENCY_KEY_IN_USE`, retry shortly (the draft's two error cases).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The header on a replayed answer (as Stripe names it). */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** Whether a route honours `Idempotency-Key`: every POST of a signed-in caller. */
export function isIdempotentRoute(route: Pick<RouteDefinition, 'method' | 'auth'>): boolean {
  return route.method === 'POST' && route.auth !== 'public';
}

/**
 * The key of a header value, or null when it is not one. The draft writes the value as a structured-field
 * string (`"8e03978e-…"`); a bare token is accepted too. 1–255 visible ASCII characters.
 * @example toIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"') // '8e03978e-40d5-43e8-bc93-6894a57f9324'
 */
export function toIdempotencyKey(header: string): string | null {
  const trimmed = header.trim();
  const key = /^"[^"]*"$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
  return key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x21-\x7e]+$/.test(key)
    ? key
    : null;
}
