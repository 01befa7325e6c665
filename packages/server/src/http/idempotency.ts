import { createHash, randomBytes } from 'node:crypto';
import {
  CharterError,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENT_REPLAYED_HEADER,
  isCharterError,
  toIdempotencyKey,
} from '@charter/core';
import type { H3Event } from 'h3';
import type { AppContext } from '../context';
import { statusFor, toErrorBody } from '../errors';
import type { IdempotentAnswer } from '../store/port';

/**
 * How long a running request holds its key. A request still running past it (or whose instance died) lets
 * the next one with that key run: long enough for the slowest route (a repository analysis), short enough
 * that a crash does not block a retry for long.
 */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1000;

/** Who the key belongs to: a user or admin account, or one API key. */
export function toIdempotencyScope(identity: object): string | null {
  if ('key' in identity) return `key:${(identity as { key: { keyId: string } }).key.keyId}`;
  if ('admin' in identity) return `admin:${(identity as { admin: { id: string } }).admin.id}`;
  if ('user' in identity) return `user:${(identity as { user: { id: string } }).user.id}`;
  return null;
}

/** The header's key, null when absent, 400 when present but not a key. */
export function readIdempotencyKey(event: H3Event): string | null {
  const header = event.req.headers.get(IDEMPOTENCY_HEADER);
  if (header === null) return null;
  const key = toIdempotencyKey(header);
  if (!key) {
    throw new CharterError(
      'BAD_REQUEST',
      `${IDEMPOTENCY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters, such as a UUID.`,
    );
  }
  return key;
}

/** JSON with sorted object keys, files as their name, type, size and content hash: equal requests, equal text. */
async function toStableJson(value: unknown): Promise<unknown> {
  if (value instanceof Blob) {
    const bytes = new Uint8Array(await value.arrayBuffer());
    return {
      file: value instanceof File ? value.name : null,
      type: value.type,
      size: value.size,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  }
  if (Array.isArray(value)) return Promise.all(value.map(toStableJson));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(await Promise.all(entries.map(async ([k, v]) => [k, await toStableJson(v)])));
  }
  return value;
}

/** SHA-256 of what the request asks: method, path with query, and the validated body. */
export async function toRequestFingerprint(event: H3Event, body: unknown): Promise<string> {
  const url = new URL(event.req.url);
  const text = `${event.req.method} ${url.pathname}${url.search}\n${JSON.stringify(await toStableJson(body)) ?? ''}`;
  return createHash('sha256').update(text).digest('hex');
}

function toReplay(answer: IdempotentAnswer): Response {
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      [IDEMPOTENT_REPLAYED_HEADER]: 'true',
    },
  });
}

export interface IdempotentRun {
  scope: string;
  key: string;
  fingerprint: string;
}

/**
 * Runs `execute` once per (caller, key) for 24 hours. The first request claims the key under the store's
 * lock; a repeat gets the kept answer, a different request 422, a repeat while the first runs 409. `execute`
 * answers the status and JSON body to keep, or a Response (a file), which is not kept: the claim is released.
 * Answers of 500 or more, 429 and unexpected errors release the claim so a retry runs again; other 4xx
 * refusals (a 409 "already decided", a 404) are the first answer and are kept like a success (the draft).
 */
export async function runIdempotent(
  ctx: AppContext,
  run: IdempotentRun,
  execute: () => Promise<IdempotentAnswer | Response>,
): Promise<IdempotentAnswer | Response> {
  const key = `${run.scope}\n${run.key}`;
  const token = randomBytes(12).toString('hex');
  const now = ctx.now().getTime();
  const claim = await ctx.store.idempotency.claim(
    key,
    { fingerprint: run.fingerprint, token },
    { now, leaseMs: IDEMPOTENCY_LEASE_MS, ttlMs: IDEMPOTENCY_TTL_MS },
  );
  if (!claim.claimed) {
    const { existing } = claim;
    if (existing.fingerprint !== run.fingerprint) {
      throw new CharterError(
        'IDEMPOTENCY_KEY_REUSED',
        `This ${IDEMPOTENCY_HEADER} was already used for a different request. Send a new key for a new action.`,
      );
    }
    if (existing.state === 'done' && existing.answer) return toReplay(existing.answer);
    throw new CharterError(
      'IDEMPOTENCY_KEY_IN_USE',
      `A request with this ${IDEMPOTENCY_HEADER} is still being processed. Retry shortly with the same key.`,
      { retryAfterSeconds: 1 },
    );
  }

  let result: IdempotentAnswer | Response;
  try {
    result = await execute();
  } catch (error) {
    const status = isCharterError(error) ? statusFor(error.code) : 500;
    // A throttled request did nothing and may be retried with its key; other refusals are the answer.
    if (isCharterError(error) && status < 500 && status !== 429) {
      await ctx.store.idempotency.complete(
        key,
        token,
        { status, body: toErrorBody(error) },
        { now: ctx.now().getTime(), ttlMs: IDEMPOTENCY_TTL_MS },
      );
    } else {
      await ctx.store.idempotency.release(key, token).catch(() => undefined);
    }
    throw error;
  }
  if (result instanceof Response || result.status >= 500) {
    await ctx.store.idempotency.release(key, token);
  } else {
    await ctx.store.idempotency.complete(key, token, result, {
      now: ctx.now().getTime(),
      ttlMs: IDEMPOTENCY_TTL_MS,
    });
  }
  return result;
}
