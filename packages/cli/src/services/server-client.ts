import { randomUUID } from 'node:crypto';
import { type ApiCaller, ApiError, api, createApiClient, isIdempotentRoute } from '@charter/core';
import { Agent, fetch as undiciFetch } from 'undici';
import { UsageError } from '../exit-codes';

/** Every call to a Charter server gives up after this long (headers, body, and the whole call). */
export const SERVER_TIMEOUT_MS = 10_000;

export interface ServerTarget {
  /** The server's origin, e.g. `http://127.0.0.1:8787`. */
  url: string;
  /** An agent key (`Authorization: Bearer`), for the agent routes. */
  apiKey?: string | undefined;
}

let agent: Agent | undefined;
const dispatcher = () =>
  (agent ??= new Agent({
    headersTimeout: SERVER_TIMEOUT_MS,
    bodyTimeout: SERVER_TIMEOUT_MS,
    connectTimeout: SERVER_TIMEOUT_MS,
  }));

function toOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`--server must be a URL such as http://127.0.0.1:8787, got "${url}".`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new UsageError(`--server must be an http or https URL, got "${url}".`);
  }
  return parsed.origin;
}

/**
 * Core's typed caller over undici, with a 10 s limit on every call. `cookie` carries a signed-in session
 * for the person-only routes (approve, reject, keys). Every creating POST carries a fresh `Idempotency-Key`
 * (one per call, unless the caller passes its own), so the server does each call's action at most once.
 */
export function createServerClient(target: ServerTarget, cookie?: () => string | undefined): ApiCaller {
  const origin = toOrigin(target.url);
  const call = createApiClient({
    baseUrl: origin,
    fetch: ((input: string, init: RequestInit) =>
      undiciFetch(input, {
        ...(init as object),
        dispatcher: dispatcher(),
        signal: init.signal ?? AbortSignal.timeout(SERVER_TIMEOUT_MS),
      })) as unknown as typeof globalThis.fetch,
    headers: () => {
      const headers: Record<string, string> = {};
      if (target.apiKey) headers.authorization = `Bearer ${target.apiKey}`;
      const session = cookie?.();
      if (session) headers.cookie = session;
      return headers;
    },
  });
  return (async (route, options) => {
    try {
      const idempotencyKey = isIdempotentRoute(route)
        ? ((options as { idempotencyKey?: string } | undefined)?.idempotencyKey ?? randomUUID())
        : undefined;
      return await call(route, { ...(options as object), idempotencyKey } as never);
    } catch (error) {
      throw toUsageError(error, origin);
    }
  }) as ApiCaller;
}

/** The server's own sentence for a refused call, or what went wrong on the way; always with a hint. */
function toUsageError(error: unknown, origin: string): Error {
  if (error instanceof ApiError) {
    const hint =
      error.status === 401
        ? 'Check CHARTER_API_KEY (an active key from the console’s API Keys page) or the email and password.'
        : error.status === 404
          ? 'Check the id, and that it belongs to the key’s or the signed-in user’s account.'
          : undefined;
    return new UsageError(`${origin} refused the call (${error.status}): ${error.userMessage}`, hint);
  }
  const cause = error as Error & { cause?: { code?: string; message?: string } };
  const reason =
    cause.name === 'TimeoutError' || cause.name === 'AbortError'
      ? `no answer within ${SERVER_TIMEOUT_MS / 1000} s`
      : (cause.cause?.code ?? cause.cause?.message ?? cause.message);
  return new UsageError(
    `Could not reach the Charter server at ${origin}: ${reason}.`,
    'Start it with `charter serve` (or `pnpm start`), or check --server.',
  );
}

/**
 * Signs in as a person and answers the session cookie, for routes an agent key may not call. The session is
 * revoked again by `signOut`, so the CLI never leaves one behind.
 */
export async function signIn(
  target: ServerTarget,
  credentials: { email: string; password: string },
): Promise<{ call: ApiCaller; signOut: () => Promise<void> }> {
  let cookie: string | undefined;
  const origin = toOrigin(target.url);
  const response = await undiciFetch(`${origin}${api.auth.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
    dispatcher: dispatcher(),
    signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw toUsageError(error, origin);
  });
  if (!response.ok) {
    const text = await response.text();
    let body: ApiError['body'];
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    throw toUsageError(new ApiError(response.status, text, body), origin);
  }
  await response.body?.cancel();
  cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const call = createServerClient({ url: target.url }, () => cookie);
  return {
    call,
    signOut: async () => {
      await call(api.auth.logout).catch(() => undefined);
      cookie = undefined;
    },
  };
}

/** Runs `work` as the signed-in person, and always signs out again (the session is revoked on the server). */
export async function withSignedIn<T>(
  target: ServerTarget,
  credentials: { email: string; password: string },
  work: (call: ApiCaller) => Promise<T>,
): Promise<T> {
  const session = await signIn(target, credentials);
  try {
    return await work(session.call);
  } finally {
    await session.signOut();
  }
}
