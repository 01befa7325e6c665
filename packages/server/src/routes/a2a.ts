import { A2A_VERSION_HEADER, AGENT_CARD_PATH, AgentCard } from '@a2a-js/sdk';
import { UnsupportedOperationError } from '@a2a-js/sdk/errors';
import {
  DefaultRequestHandler,
  defaultServerCallContextBuilder,
  InMemoryTaskStore,
  JsonRpcTransportHandler,
  validateVersion,
} from '@a2a-js/sdk/server';
import { CharterError, isCharterError } from '@charter/core';
import type { H3, H3Event } from 'h3';
import { A2A_RPC_PATH, toCharterAgentCard } from '../a2a/agent-card';
import { createCharterExecutor, SemiKeyCaller } from '../a2a/charter-executor';
import type { AppContext } from '../context';
import { toErrorResponse } from '../errors';
import { JSON_BODY_LIMIT, readRawBody } from '../http/read-body';
import { authenticateKey } from '../services/keys';

export const CHARTER_AGENT_VERSION = '0.1.0';

/** Streaming and push notifications are not offered (the card says so); these methods answer "unsupported". */
const STREAMING_METHODS = new Set(['SendStreamingMessage', 'SubscribeToTask']);
const A2A_MEDIA_TYPES = new Set(['application/json', 'application/a2a+json']);

const SEMI_KEY_HINT =
  'Send a Semi key (generated on Charter’s Semi Integration screen) as "Authorization: Bearer <key>".';

/** A Semi key of an active user, or a CharterError('INVALID_API_KEY'). Other key kinds are refused here. */
async function authenticateSemiCaller(event: H3Event, ctx: AppContext): Promise<SemiKeyCaller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(event.req.headers.get('authorization') ?? '');
  if (!match?.[1]) throw new CharterError('INVALID_API_KEY', SEMI_KEY_HINT);
  const { key, owner } = await authenticateKey(ctx, match[1]);
  if (key.kind !== 'semi') {
    throw new CharterError('INVALID_API_KEY', `This is not a Semi key. ${SEMI_KEY_HINT}`);
  }
  return new SemiKeyCaller(key, owner);
}

function jsonRpcError(id: unknown, error: unknown) {
  return {
    jsonrpc: '2.0',
    id: typeof id === 'string' || typeof id === 'number' ? id : null,
    error: JsonRpcTransportHandler.mapToJSONRPCError(error),
  };
}

function peekRequest(text: string): { id: unknown; method: unknown } {
  try {
    const parsed = JSON.parse(text) as { id?: unknown; method?: unknown } | null;
    return { id: parsed?.id, method: parsed?.method };
  } catch {
    return { id: null, method: null };
  }
}

/**
 * Charter as an A2A 1.0 agent: the agent card at `/.well-known/agent-card.json` and the SDK's
 * framework-agnostic JSON-RPC transport handler behind an h3 route. Authentication (a Semi key) happens before
 * the SDK sees anything; a refused key is an HTTP 401, as A2A's HTTP bindings expect.
 */
export function registerA2aRoutes(app: H3, ctx: AppContext): void {
  // The SDK reads only the interfaces' protocol versions from this card; the served card is per origin.
  const handler = new DefaultRequestHandler(
    toCharterAgentCard('http://charter.invalid', CHARTER_AGENT_VERSION),
    new InMemoryTaskStore(),
    createCharterExecutor(ctx),
  );
  const rpc = new JsonRpcTransportHandler(handler);

  app.get(`/${AGENT_CARD_PATH}`, (event) => {
    // Behind a TLS-terminating proxy the request arrives as http: the card must name the address agents use.
    const forwardedHttps = event.req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
    const origin = forwardedHttps ? `https://${event.url.host}` : event.url.origin;
    const card = AgentCard.toJSON(toCharterAgentCard(origin, CHARTER_AGENT_VERSION));
    return new Response(JSON.stringify(card), {
      headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' },
    });
  });

  app.post(A2A_RPC_PATH, async (event) => {
    let caller: SemiKeyCaller;
    try {
      caller = await authenticateSemiCaller(event, ctx);
    } catch (error) {
      if (!isCharterError(error)) throw error;
      const response = toErrorResponse(error, event.req, ctx.logger);
      response.headers.set('www-authenticate', 'Bearer realm="charter-a2a"');
      return response;
    }
    const type = (event.req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!A2A_MEDIA_TYPES.has(type)) {
      throw new CharterError('UNSUPPORTED_MEDIA_TYPE', 'Send the JSON-RPC request as application/json.');
    }
    const text = new TextDecoder().decode(await readRawBody(event, { limit: JSON_BODY_LIMIT }));
    const { id, method } = peekRequest(text);
    const context = defaultServerCallContextBuilder({
      extensions: undefined,
      user: caller,
      headers: {},
      requestedVersion: event.req.headers.get(A2A_VERSION_HEADER) ?? undefined,
    });
    try {
      validateVersion(context.requestedVersion, await handler.getAgentCard(), 'JSONRPC');
    } catch (error) {
      return jsonRpcError(id, error);
    }
    if (typeof method === 'string' && STREAMING_METHODS.has(method)) {
      return jsonRpcError(
        id,
        new UnsupportedOperationError('Charter answers every message at once: streaming is not offered.'),
      );
    }
    const result = await rpc.handle(text, context);
    if (Symbol.asyncIterator in result) {
      // Unreachable with the methods above refused; close any stream rather than leave it open.
      await result.return(undefined);
      return jsonRpcError(id, new UnsupportedOperationError('Streaming is not offered.'));
    }
    return result;
  });
}
