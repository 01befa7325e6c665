import type { RouteBody, RouteDefinition, RouteParams, RouteQuery, RouteResponse } from './contract';
import { toPath } from './contract';
import { IDEMPOTENCY_HEADER } from './idempotency';
import type { RouteOf, RouteRef } from './route-ref';
import { isRouteRef } from './route-ref';

/**
 * A typed caller for contract routes. `fetch` is passed in, so core stays free of I/O and every client
 * (web, CLI, widget) shares one request helper:
 * - cookies are always sent (`credentials: 'include'`);
 * - JSON with a JSON content type only when there is a body;
 * - a non-OK answer throws `ApiError` whose message is `"<status>: <body text>"` (or the status text).
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Parsed `{ error, code, details }` body when the server sent one. */
  readonly body: { error?: string; code?: string; details?: unknown } | undefined;

  constructor(status: number, text: string, body: ApiError['body']) {
    super(`${status}: ${text}`);
    this.status = status;
    this.body = body;
  }

  /** The server's sentence for a person, else the raw message. */
  get userMessage(): string {
    return this.body?.error ?? this.message;
  }
}

export type CallOptions<R extends RouteDefinition> = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Sent as `Idempotency-Key`: one per user action or CLI call, made when it starts and reused on its
   * retries, so the server does the action once (see `idempotency.ts`).
   */
  idempotencyKey?: string;
} & (RouteParams<R> extends undefined ? { params?: undefined } : { params: RouteParams<R> }) &
  (RouteQuery<R> extends undefined ? { query?: undefined } : { query?: RouteQuery<R> }) &
  (RouteBody<R> extends undefined ? { body?: undefined } : { body: RouteBody<R> });

export interface ApiClientOptions {
  baseUrl?: string;
  fetch: typeof globalThis.fetch;
  headers?: () => Record<string, string>;
  /** Parse answers with the route's zod schema (off where bundle size matters, e.g. the widget). */
  validate?: boolean;
  /**
   * Finds the contract entry of a `RouteRef` so its answer can be validated too (a browser loads the
   * contract only where it validates, e.g. in development). Without it, answers to references are not parsed.
   */
  resolveRoute?: (ref: RouteRef) => Promise<RouteDefinition | undefined>;
}

/** Calls a contract route, or a schema-free reference to one (`RouteRef`), with the same typing. */
export type ApiCaller = <T extends RouteDefinition | RouteRef>(
  route: T,
  options?: CallOptions<RouteOf<T>>,
) => Promise<RouteResponse<RouteOf<T>>>;

/** Builds the one request helper every client uses. */
export function createApiClient({
  baseUrl = '',
  fetch,
  headers,
  validate = true,
  resolveRoute,
}: ApiClientOptions): ApiCaller {
  return async (route, options) => {
    const opts = (options ?? {}) as {
      params?: Record<string, string>;
      query?: Record<string, unknown>;
      body?: unknown;
      signal?: AbortSignal;
      headers?: Record<string, string>;
      idempotencyKey?: string;
    };
    let url = baseUrl + toPath(route.path, opts.params);
    if (opts.query) {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(opts.query)) {
        if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
      }
      const qs = search.toString();
      if (qs) url += `?${qs}`;
    }
    const hasBody = opts.body !== undefined;
    // A multipart route sends its body's fields as form data; fetch sets the boundary in the content type.
    const multipart = hasBody && route.multipart === true;
    const response = await fetch(url, {
      method: route.method,
      credentials: 'include',
      headers: {
        ...(hasBody && !multipart ? { 'Content-Type': 'application/json' } : {}),
        ...headers?.(),
        ...(opts.idempotencyKey ? { [IDEMPOTENCY_HEADER]: opts.idempotencyKey } : {}),
        ...opts.headers,
      },
      body: !hasBody
        ? undefined
        : multipart
          ? toFormData(opts.body as Record<string, unknown>)
          : JSON.stringify(opts.body),
      signal: opts.signal,
    });
    if (!response.ok) {
      const text = (await response.text()) || response.statusText;
      let body: ApiError['body'];
      try {
        body = JSON.parse(text) as ApiError['body'];
      } catch {
        body = undefined;
      }
      throw new ApiError(response.status, text, body);
    }
    const ref = isRouteRef(route) ? route : undefined;
    const isJson = ref ? ref.json : (route as RouteDefinition).response !== null;
    if (!isJson) return (await response.blob()) as never;
    const json: unknown = await response.json();
    if (!validate) return json as never;
    const definition = ref ? await resolveRoute?.(ref) : (route as RouteDefinition);
    if (ref && !definition && resolveRoute) {
      throw new Error(`${ref.method} ${ref.path} is not a route of the contract`);
    }
    return (definition?.response ? definition.response.parse(json) : json) as never;
  };
}

function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}
