import { vi } from 'vitest';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A protected route's answer to a visitor without a session. */
export const signedOut = () => json(401, { error: 'You are not signed in.', code: 'UNAUTHENTICATED' });

/** `/api/auth/me` for a visitor without a session: a 200 that says nobody is signed in. */
export const noUser = () => json(200, { success: true, user: null });

/**
 * The signed-in shell keeps a memory session (start, batched interactions, end). Unless a test fakes those
 * routes itself, the fake server answers them here, outside the returned mock, so a screen's test sees only
 * the screen's own calls. `memoryCalls` records them for the tests of the session itself.
 */
export const memoryCalls: { key: string; body: unknown }[] = [];

function answerMemory(key: string, init: RequestInit | undefined): Response {
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  memoryCalls.push({ key, body });
  if (key === 'POST /api/memory/start-session') {
    return json(200, {
      success: true,
      sessionId: 'memory-test-session',
      startTime: new Date(0).toISOString(),
    });
  }
  if (key === 'POST /api/memory/log-interaction') {
    const interactions = (body as { interactions?: unknown[] } | undefined)?.interactions ?? [];
    return json(200, { success: true, sessionId: 'memory-test-session', logged: interactions.length });
  }
  return json(404, { error: `No fake for ${key}`, code: 'NOT_FOUND' });
}

/**
 * Stubs the global fetch — the network boundary — with real Response objects. Keys are "METHOD /path".
 * An unexpected call answers 404 so a test fails loudly rather than hanging.
 */
export function fakeServer(routes: Record<string, Handler>) {
  memoryCalls.length = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    if (!handler) return json(404, { error: `No fake for ${key}`, code: 'NOT_FOUND' });
    return handler(init);
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (url.pathname.startsWith('/api/memory/') && !routes[key]) return answerMemory(key, init);
    return fetchMock(input, init);
  });
  return fetchMock;
}

/** A response that never arrives, to observe loading states. */
export const pending = () => new Promise<Response>(() => {});
