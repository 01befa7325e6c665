import { vi } from 'vitest';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const signedOut = () => json(401, { error: 'You are not signed in.', code: 'UNAUTHENTICATED' });

/**
 * Stubs the global fetch — the network boundary — with real Response objects. Keys are "METHOD /path".
 * An unexpected call answers 404 so a test fails loudly rather than hanging.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    if (!handler) return json(404, { error: `No fake for ${key}`, code: 'NOT_FOUND' });
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A response that never arrives, to observe loading states. */
export const pending = () => new Promise<Response>(() => {});
