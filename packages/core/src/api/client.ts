import type { RouteBody, RouteDefinition, RouteParams, RouteQuery, RouteResponse } from './contract';
import { toPath } from './contract';
import { IDEMPOTENCY_HEADER } from './idempotency';

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
}

export type ApiCaller = <R extends RouteDefinition>(
  route: R,
  options?: CallOptions<R>,
) => Promise<RouteResponse<R>>;

/** Builds the one request helper every client uses. */
export function createApiClient({
  baseUrl = '',
  fetch,
  headers,
  validate = true,
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
    if (route.response === null) return (await response.blob()) as never;
    const json: unknown = await response.json();
    return (validate ? route.response.parse(json) : json) as never;
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
