import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { api, CharterError } from '@charter/core';
import type { H3, H3Event } from 'h3';
import { getRequestIP } from 'h3';
import type { AppContext } from '../context';
import type { AssistantCaller } from '../http/auth-guards';
import { defineHandler } from '../http/define-handler';
import { WIDGET_DIST } from '../package-paths';
import {
  deleteAssistantConversation,
  getAssistantConversation,
  listAssistantConversations,
  listSuggestions,
  sendAssistantMessage,
  toConversationOwner,
} from '../services/assistant';
import { findPublishableKey, isOriginAllowed, readPresentedKey } from '../services/keys';

/** The built `<charter-chat>` (packages/widget/dist), served so a page embeds it from Charter itself. */
const WIDGET_FILES = new Set(['charter-chat.global.js', 'charter-chat.js']);

export interface AssistantRouteOptions {
  /** Requests per widget key and client address in `windowMs`; 30 a minute by default. */
  rateLimit?: { max: number; windowMs: number };
}

const CORS_ORIGIN = 'charterCorsOrigin';
const ALLOWED_HEADERS = 'content-type, authorization';
const ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS';

const notAllowed = () =>
  new CharterError('FORBIDDEN', 'This site is not allowed to use this Charter widget key.', {
    details: { reason: 'origin_not_allowed' },
  });

/**
 * CORS for the assistant's routes, decided per publishable key: a browser on an origin the key lists gets
 * the CORS headers (preflight and answer, errors included, so the widget can read a 401 or a 429); any other
 * cross-origin browser gets a 403 without them. Same-origin (the console) and non-browser callers pass.
 * The preflight carries no Authorization header, so the widget sends its key in `?key=`.
 */
async function checkAssistantOrigin(event: H3Event, ctx: AppContext): Promise<Response | undefined> {
  const origin = event.req.headers.get('origin');
  if (origin === null) return undefined;
  let sameOrigin = false;
  try {
    sameOrigin = new URL(origin).host === event.url.host;
  } catch {}
  if (sameOrigin) return undefined;
  if (event.url.pathname === api.assistant.widgetCheck.path) return undefined;
  const presented = readPresentedKey(event);
  const key = presented ? await findPublishableKey(ctx, presented) : null;
  // A revoked key keeps its origins here, so its page can read the "revoked" answer instead of a CORS failure.
  if (!key || !isOriginAllowed(key, origin)) throw notAllowed();
  (event.context as Record<string, unknown>)[CORS_ORIGIN] = origin;
  if (event.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': ALLOWED_METHODS,
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': '600',
        vary: 'Origin',
      },
    });
  }
  return undefined;
}

/** Adds the CORS headers `checkAssistantOrigin` allowed to any answer (the app's onResponse hook calls it). */
export function applyAssistantCors(response: Response, event: H3Event): void {
  const origin = (event.context as Record<string, unknown>)[CORS_ORIGIN];
  if (typeof origin !== 'string') return;
  response.headers.set('access-control-allow-origin', origin);
  response.headers.set('access-control-expose-headers', 'retry-after');
  response.headers.append('vary', 'Origin');
}

export function registerAssistantRoutes(app: H3, ctx: AppContext, options: AssistantRouteOptions = {}): void {
  const rateLimit = options.rateLimit ?? { max: 30, windowMs: 60_000 };

  app.use('/api/assistant/**', (event) => checkAssistantOrigin(event, ctx));

  /** Widget traffic per key and client address, counted in the store so every instance shares it. */
  async function throttle(event: H3Event, caller: AssistantCaller): Promise<void> {
    if (caller.kind !== 'widget') return;
    const bucket = `assistant:${caller.key.keyId}|${getRequestIP(event) ?? 'unknown'}`;
    const at = ctx.now().getTime();
    const count = await ctx.store.throttle.hit(bucket, rateLimit.windowMs, at);
    if (count <= rateLimit.max) return;
    const oldest = (await ctx.store.throttle.oldest(bucket, rateLimit.windowMs, at)) ?? at;
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + rateLimit.windowMs - at) / 1000));
    throw new CharterError(
      'RATE_LIMITED',
      `Too many questions from here. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }

  defineHandler(app, ctx, api.assistant.send, async (event, { caller, body }) => {
    await throttle(event, caller);
    return sendAssistantMessage(ctx, caller, body);
  });

  defineHandler(app, ctx, api.assistant.listConversations, async (event, { caller, query }) => {
    await throttle(event, caller);
    return {
      conversations: await listAssistantConversations(ctx, toConversationOwner(caller, query.visitor_id)),
    };
  });

  defineHandler(app, ctx, api.assistant.getConversation, async (event, { caller, params, query }) => {
    await throttle(event, caller);
    const owner = toConversationOwner(caller, query.visitor_id);
    return { conversation: await getAssistantConversation(ctx, owner, params.conversationId!) };
  });

  defineHandler(app, ctx, api.assistant.deleteConversation, async (event, { caller, params, query }) => {
    await throttle(event, caller);
    await deleteAssistantConversation(
      ctx,
      toConversationOwner(caller, query.visitor_id),
      params.conversationId!,
    );
    return { success: true as const };
  });

  defineHandler(app, ctx, api.assistant.suggestions, async (event, { caller }) => {
    await throttle(event, caller);
    return { questions: await listSuggestions(ctx, caller) };
  });

  app.on('GET', '/widget/:file', async (event) => {
    const file = event.context.params?.file ?? '';
    if (!WIDGET_FILES.has(file)) throw new CharterError('NOT_FOUND', 'No such widget file.');
    const body = await readFile(join(WIDGET_DIST, file)).catch(() => null);
    if (body === null) {
      throw new CharterError(
        'NOT_FOUND',
        'The widget is not built: run `pnpm --filter @charter/widget run build`.',
      );
    }
    return new Response(body, {
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        'access-control-allow-origin': '*',
        'cache-control': 'public, max-age=300',
      },
    });
  });

  // Any page may ask (the widget explains a refusal with it); it tells only what that page could find out
  // by trying. It is answered before the CORS check, with a wildcard origin and no credentials.
  defineHandler(app, ctx, api.assistant.widgetCheck, async (event, { query }) => {
    const key = query.key;
    const record = key ? await findPublishableKey(ctx, key) : null;
    const origin = event.req.headers.get('origin');
    return new Response(
      JSON.stringify({
        key_active: record?.isActive === true,
        origin_allowed: record !== null && isOriginAllowed(record, origin),
      }),
      {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'access-control-allow-origin': '*',
        },
      },
    );
  });
}
