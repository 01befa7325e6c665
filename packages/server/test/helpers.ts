import type { RouteDefinition, RouteResponse } from '@charter/core';
import type { H3 } from 'h3';
import type { CreateAppOptions } from '../src/app';
import { createApp } from '../src/app';
import { parseEnv } from '../src/env';
import type { Logger } from '../src/logger';
import type { Store } from '../src/store';
import { createMemoryStore } from '../src/store';

/** Cheap scrypt for the suite; one test in passwords.test.ts uses the real OWASP cost. */
export const TEST_PASSWORD_COST = { N: 1024, r: 8, p: 1 };

export const ORIGIN = 'http://localhost';

export interface TestLogger extends Logger {
  lines: string[];
}

/** A logger that keeps its lines, so tests can check what (never) gets logged. */
export function createTestLogger(): TestLogger {
  const lines: string[] = [];
  const push = (level: string) => (message: string, error?: unknown) => {
    lines.push(`${level} ${message}${error instanceof Error ? `\n${error.stack}` : ''}`);
  };
  return { lines, debug: push('debug'), info: push('info'), warn: push('warn'), error: push('error') };
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (no JSON encoding). */
  rawBody?: RequestInit['body'];
  cookie?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: H3;
  store: Store;
  logger: TestLogger;
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  /** Registers a user and returns the session cookie (`charter_session=<token>`). */
  signUp(email?: string, password?: string): Promise<string>;
}

let counter = 0;

/** Answers no name and no address, so an outbound call from a test app never sends a packet (nor a DNS query). */
export const NO_NETWORK_RESOLVER = async (host: string): Promise<string[]> => {
  throw new Error(`No network in tests: ${host} was not resolved.`);
};

export function createTestApp(
  overrides: Partial<Omit<CreateAppOptions, 'env'>> & { env?: Record<string, string> } = {},
): TestApp {
  const store = overrides.store ?? createMemoryStore();
  const logger = createTestLogger();
  const app = createApp({
    passwordCost: TEST_PASSWORD_COST,
    logger,
    // Tests never leave loopback: a Semi call resolves nothing unless a test brings its own Semi options.
    semi: { resolver: NO_NETWORK_RESOLVER },
    ...overrides,
    store,
    env: parseEnv({ CHARTER_STORE: 'memory', CHARTER_WEB_DIST: '/nonexistent/web/dist', ...overrides.env }),
  });

  async function request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    let body: RequestInit['body'] = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    if (options.cookie) headers.cookie = options.cookie;
    return app.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body }));
  }

  async function signUp(email = `user${++counter}@example.com`, password = 'correct horse') {
    const response = await request('POST', '/api/auth/register', {
      body: { name: 'Test User', email, password },
    });
    if (response.status !== 201) throw new Error(`sign-up failed: ${await response.text()}`);
    return toCookie(response, 'charter_session');
  }

  return { app, store, logger, request, signUp };
}

/** `name=value` of a Set-Cookie the response carries, for sending back. */
export function toCookie(response: Response, name: string): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie in ${JSON.stringify(response.headers.getSetCookie())}`);
  return header.split(';')[0]!;
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A route's JSON answer, typed from the contract's response schema instead of a type restated by hand. */
export async function readAnswer<R extends RouteDefinition>(
  _route: R,
  response: Response,
): Promise<RouteResponse<R>> {
  return (await response.json()) as RouteResponse<R>;
}

/**
 * Whether a cookie still signs someone in, as `/api/auth/me` reports it: always a 200, with `user: null`
 * for a missing, forged, revoked or expired session.
 */
export async function isSignedIn(t: TestApp, cookie?: string): Promise<boolean> {
  const response = await t.request('GET', '/api/auth/me', cookie ? { cookie } : {});
  if (response.status !== 200) throw new Error(`/api/auth/me answered ${response.status}`);
  return (await json<{ user: unknown }>(response)).user !== null;
}

/** The signed-in user's id, as `/api/auth/me` reports it. */
export async function getUserId(t: TestApp, cookie: string): Promise<string> {
  const me = await json<{ user: { id: string } }>(await t.request('GET', '/api/auth/me', { cookie }));
  return me.user.id;
}
