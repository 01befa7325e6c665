import type { RouteAuth, RouteDefinition } from '@charter/core';
import { CharterError, isIdempotentRoute, toFieldIssues } from '@charter/core';
import type { H3, H3Event } from 'h3';
import { getQuery, getRouterParams } from 'h3';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { AdminRecord, KeyRecord, SessionRecord, UserRecord } from '../store/port';
import type { AssistantCaller } from './auth-guards';
import { requireAdmin, requireAssistantCaller, requireKey, requireUser } from './auth-guards';
import { readIdempotencyKey, runIdempotent, toIdempotencyScope, toRequestFingerprint } from './idempotency';
import { toGivenQuery } from './query';
import type { BodyLimit } from './read-body';
import { readFormBody, readJsonBody } from './read-body';
import { assertContentType, assertSameSite } from './request-guards';

type Output<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What the route's `auth` guarantees the handler. */
export type AuthFor<A extends RouteAuth> = A extends 'user'
  ? { user: UserRecord; session: SessionRecord }
  : A extends 'admin'
    ? { admin: AdminRecord; session: SessionRecord }
    : A extends 'key'
      ? { key: KeyRecord; owner: UserRecord }
      : A extends 'assistant'
        ? { caller: AssistantCaller }
        : Record<never, never>;

export type HandlerInput<R extends RouteDefinition> = {
  body: Output<R['body']>;
  params: Output<R['params']>;
  query: Output<R['query']>;
} & AuthFor<R['auth']>;

/** A value the response schema accepts, or a ready Response for non-JSON answers. */
export type HandlerResult<R extends RouteDefinition> =
  | (R['response'] extends z.ZodType ? z.input<R['response']> : unknown)
  | Response;

export type RouteHandler<R extends RouteDefinition> = (
  event: H3Event,
  input: HandlerInput<R>,
) => Promise<HandlerResult<R>> | HandlerResult<R>;

function validate(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = toFieldIssues(result.error.issues);
  // A root issue means the whole value has the wrong shape (an array, null, a string): say so plainly.
  const first = issues[0];
  const message = !first
    ? 'The request is not valid.'
    : first.path === ''
      ? 'Send a JSON object.'
      : first.message;
  throw new CharterError('VALIDATION_FAILED', message, {
    details: { issues },
  });
}

async function authenticate(event: H3Event, ctx: AppContext, auth: RouteAuth): Promise<object> {
  switch (auth) {
    case 'public':
      return {};
    case 'user':
      return requireUser(event, ctx);
    case 'admin':
      return requireAdmin(event, ctx);
    case 'key':
      return requireKey(event, ctx);
    case 'assistant':
      return requireAssistantCaller(event, ctx);
  }
}

const BEACON_HINT = 'With navigator.sendBeacon, send a Blob of type application/json.';

export interface HandlerOptions {
  /**
   * The body limit of this route when the default (64 KiB JSON, 10 MiB multipart) does not fit it: a saved
   * conversation or a set of test cases is legitimately larger than any form.
   */
  body?: BodyLimit;
  /**
   * The route is also called by `navigator.sendBeacon` (unload). Nothing is relaxed: the console sends a
   * Blob of type application/json, which passes the same checks; a 415 then says how to send it.
   */
  beacon?: boolean;
}

/**
 * Registers one contract route. Paths, methods, schemas and auth all come from the contract entry, so
 * the server cannot drift from it. Order per request: cross-site check, auth, content type, then body,
 * params and query validation (nothing is read for an anonymous caller of a protected route), then, for a
 * POST of a signed-in caller that sends `Idempotency-Key`, the once-only check (`idempotency.ts`): every
 * creating route honours the key without declaring anything.
 * The answer is parsed with the route's response schema, which strips any server-side field (hashes,
 * owner ids) a handler might return by mistake.
 * @example defineHandler(app, ctx, api.auth.me, (_event, { user }) => ({ success: true, user: toUser(user) }))
 */
export function defineHandler<const R extends RouteDefinition>(
  app: H3,
  ctx: AppContext,
  route: R,
  handler: RouteHandler<R>,
  options: HandlerOptions = {},
): void {
  app.on(route.method, route.path, async (event) => {
    assertSameSite(event, route);
    const identity = await authenticate(event, ctx, route.auth);
    assertContentType(event, route, options.beacon ? BEACON_HINT : undefined);
    const body = route.body
      ? validate(
          route.body,
          route.multipart ? await readFormBody(event, options.body) : await readJsonBody(event, options.body),
        )
      : undefined;
    // Only routes that declare them pay for reading the router params and parsing the query string; an
    // empty query parameter means "not given".
    const params = route.params
      ? validate(route.params, getRouterParams(event, { decode: true }))
      : undefined;
    const query = route.query ? validate(route.query, toGivenQuery(getQuery(event))) : undefined;
    const input = { body, params, query, ...identity } as HandlerInput<R>;

    const execute = async () => {
      const result = await handler(event, input);
      if (result instanceof Response) return result;
      const status = route.status ?? 200;
      if (!route.response) return { status, body: result };
      const checked = route.response.safeParse(result);
      if (!checked.success) {
        // A server bug, not bad input: it must surface as a logged 500, never as a 400.
        throw new Error(
          `${route.method} ${route.path} answered outside its contract: ${checked.error.message}`,
        );
      }
      return { status, body: checked.data };
    };

    const key = isIdempotentRoute(route) ? readIdempotencyKey(event) : null;
    const scope = key ? toIdempotencyScope(identity) : null;
    const answer =
      key && scope
        ? await runIdempotent(
            ctx,
            { scope, key, fingerprint: await toRequestFingerprint(event, body) },
            execute,
          )
        : await execute();
    if (answer instanceof Response) return answer;
    if (answer.status !== 200) event.res.status = answer.status;
    // One serialisation with a Content-Length: a single write per response.
    return route.response ? toJsonBody(event, answer.body) : answer.body;
  });
}

/**
 * The answer serialized once, with its length: Node then sends headers and body in one write, instead of
 * chunked encoding (a chunk and a terminator) for a string h3 cannot measure.
 */
function toJsonBody(event: H3Event, data: unknown): unknown {
  const body = JSON.stringify(data);
  if (body === undefined) return data;
  event.res.headers.set('content-type', 'application/json; charset=utf-8');
  event.res.headers.set('content-length', String(Buffer.byteLength(body)));
  return body;
}
