import type { z } from 'zod';

/**
 * The API contract pattern: every call of Charter is one `defineRoute` entry. The server validates with
 * `body`/`query`/`params`, clients parse with `response`, and `/api/openapi.json` is generated from all of it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: anyone;
 * - `user`: a signed-in user (session cookie);
 * - `admin`: a signed-in admin (admin session cookie);
 * - `key`: an agent with `Authorization: Bearer <key>`;
 * - `assistant`: any of a signed-in user, a bearer key, or a publishable widget key (`charter_pk_…`, from
 *   an allowed origin) — the governance assistant's routes, the only ones a widget key reaches.
 */
export type RouteAuth = 'public' | 'user' | 'admin' | 'key' | 'assistant';

export interface RouteDefinition {
  method: HttpMethod;
  /** Path with `:name` parameters, e.g. `/api/projects/:projectId`. */
  path: string;
  summary: string;
  auth: RouteAuth;
  /** Status of a successful answer; 200 when absent. */
  status?: number;
  /**
   * Error statuses this route answers beyond those every route may (400, 403, 404, 429, and 401 unless
   * public; 413/415 with a body): e.g. 401 for a failed sign-in, 409 for a state conflict, 503 when the
   * server cannot take the work now. The OpenAPI document lists them; the contract fuzz test holds the
   * server to them.
   */
  errors?: readonly (401 | 409 | 503)[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `multipart/form-data` instead of JSON (uploads). */
  multipart?: boolean;
  /** Schema of a successful JSON answer; `null` for a non-JSON answer (a file, a document). */
  response: z.ZodType | null;
  /** Media type of a non-JSON answer. */
  produces?: string;
  tags?: readonly string[];
}

/** Declares one route; the literal type is kept so clients infer bodies and answers. */
export function defineRoute<const T extends RouteDefinition>(route: T): T {
  return route;
}

type Infer<T> = T extends z.ZodType ? z.output<T> : never;
type InferInput<T> = T extends z.ZodType ? z.input<T> : never;

export type RouteResponse<R extends RouteDefinition> = R['response'] extends z.ZodType
  ? Infer<R['response']>
  : unknown;
export type RouteBody<R extends RouteDefinition> = R['body'] extends z.ZodType
  ? InferInput<R['body']>
  : undefined;
export type RouteQuery<R extends RouteDefinition> = R['query'] extends z.ZodType
  ? InferInput<R['query']>
  : undefined;
export type RouteParams<R extends RouteDefinition> = R['params'] extends z.ZodType
  ? InferInput<R['params']>
  : undefined;

/** Names of the `:params` of a path. */
export function toPathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
}

/**
 * Fills a route path with encoded parameters.
 * @example toPath('/api/projects/:projectId', { projectId: 'p 1' }) // '/api/projects/p%201'
 */
export function toPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
