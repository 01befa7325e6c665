import { randomUUID } from 'node:crypto';
import type { AgentCard, Message, Part, Task } from '@a2a-js/sdk';
import { Role, TaskState, taskStateToJSON } from '@a2a-js/sdk';
import {
  ClientFactory,
  ClientFactoryOptions,
  DefaultAgentCardResolver,
  JsonRpcTransportFactory,
} from '@a2a-js/sdk/client';
import { TaskNotFoundError } from '@a2a-js/sdk/errors';
import type { SemiReply, SemiStatus } from '@charter/core';
import { CharterError, isCharterError } from '@charter/core';
import { createGuardedFetch, type Resolver } from './outbound-guard';

/** How Charter reaches Semi: every request bounded, retried with exponential backoff on transient failures. */
export interface SemiClientOptions {
  timeoutMs: number;
  retries: number;
  allowPrivate: boolean;
  resolver?: Resolver;
  /** First retry delay; doubles each time. */
  retryDelayMs: number;
}

/** Semi answered 401/403: the key is wrong or was revoked (no retry; the connection is Disconnected). */
export class SemiKeyRefusedError extends CharterError {
  constructor(status: number) {
    super('BAD_REQUEST', `Semi refused the API key (HTTP ${status}). Check the key and connect again.`);
  }
}

/** Semi could not be reached, timed out, or failed on its side (5xx): transient, retried, then reported. */
export class SemiUnavailableError extends CharterError {
  constructor(message: string, cause?: unknown) {
    super('UNAVAILABLE', message, { cause });
  }
}

export interface SemiTarget {
  baseUrl: string;
  /** The remote agent's own key (Bearer). */
  apiKey: string;
}

/**
 * `semi.example.com` → `https://semi.example.com`. A scheme may be given; plain http only where private
 * networks are allowed (local development), since the key travels in a header.
 * @example toSemiBaseUrl('semi.example.com', false) // 'https://semi.example.com'
 */
export function toSemiBaseUrl(domain: string, allowInsecure: boolean): string {
  const trimmed = domain.trim().replace(/\/+$/, '');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new CharterError('VALIDATION_FAILED', `"${domain}" is not a domain Charter can call.`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowInsecure)) {
    throw new CharterError(
      'VALIDATION_FAILED',
      'Semi must be reached over https (plain http only in local development).',
    );
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new CharterError(
      'VALIDATION_FAILED',
      'Give the Semi domain without credentials, query or fragment.',
    );
  }
  return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}

/** The fetch the SDK uses: guarded, bounded, and telling auth refusals and server failures apart. */
export function createSemiFetch(options: SemiClientOptions): typeof fetch {
  const guarded = createGuardedFetch(options);
  return (async (input: string | URL | Request, init?: RequestInit) => {
    // The key travels in a header: a card pointing a public agent at plain http is refused, not followed.
    if (!options.allowPrivate && String(input instanceof Request ? input.url : input).startsWith('http:')) {
      throw new CharterError(
        'BAD_REQUEST',
        'Semi’s agent card points at a plain http address: Charter only calls Semi over https.',
      );
    }
    let response: Response;
    try {
      response = await guarded(input, init);
    } catch (error) {
      if (isCharterError(error)) throw error;
      const cause = (error as { cause?: { code?: string } }).cause;
      // The guard refused the address while connecting (undici wraps it as the cause of "fetch failed").
      if (isCharterError(cause)) throw cause;
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new SemiUnavailableError(`Semi did not answer within ${options.timeoutMs / 1000} s.`, error);
      }
      const code = cause?.code ? ` (${cause.code})` : '';
      throw new SemiUnavailableError(`Semi cannot be reached${code}.`, error);
    }
    if (response.status === 401 || response.status === 403) throw new SemiKeyRefusedError(response.status);
    if (response.status >= 500)
      throw new SemiUnavailableError(`Semi failed on its side (HTTP ${response.status}).`);
    return response;
  }) as typeof fetch;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `call`, retrying transient failures (`SemiUnavailableError`) up to `retries` times with backoff. */
async function withRetries<T>(options: SemiClientOptions, call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof SemiUnavailableError) || attempt >= options.retries) throw error;
      await sleep(options.retryDelayMs * 2 ** attempt);
    }
  }
}

function createFactory(fetchImpl: typeof fetch): ClientFactory {
  return new ClientFactory(
    ClientFactoryOptions.createFrom(ClientFactoryOptions.default, {
      transports: [new JsonRpcTransportFactory({ fetchImpl })],
      cardResolver: new DefaultAgentCardResolver({ fetchImpl }),
      preferredTransports: ['JSONRPC'],
    }),
  );
}

/** Any other failure of the SDK (a malformed card, a JSON-RPC error): said as it is, never a 500. */
function toSemiError(error: unknown, doing: string): CharterError {
  if (isCharterError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new CharterError('BAD_REQUEST', `Semi ${doing} failed: ${message.slice(0, 300)}`, { cause: error });
}

export type RemoteAgent = NonNullable<SemiStatus['agent']> & { rpcUrl: string };

/** Checks what an agent card must hold for Charter to talk to it, and summarises it. */
export function toRemoteAgent(card: AgentCard): RemoteAgent {
  if (!card.name?.trim())
    throw new CharterError('BAD_REQUEST', 'The agent card has no name: this is not an A2A agent card.');
  const rpc = card.supportedInterfaces?.find((i) => i.protocolBinding?.toUpperCase() === 'JSONRPC');
  if (!rpc?.url) {
    throw new CharterError(
      'BAD_REQUEST',
      `${card.name} offers no JSON-RPC interface, the A2A binding Charter speaks.`,
    );
  }
  return {
    name: card.name.slice(0, 200),
    version: (card.version ?? '').slice(0, 50),
    description: (card.description ?? '').slice(0, 1000),
    skills: (card.skills ?? []).slice(0, 50).map((s) => ({ id: s.id, name: s.name || s.id })),
    rpcUrl: rpc.url,
  };
}

/**
 * Fetches and checks the agent card at `baseUrl`, then proves the key with a side-effect-free call (GetTask of
 * a task that cannot exist: "task not found" means the key was accepted; 401/403 means it was not).
 */
export async function connectToSemi(target: SemiTarget, options: SemiClientOptions): Promise<RemoteAgent> {
  const factory = createFactory(createSemiFetch(options));
  const client = await withRetries(options, () => factory.createFromUrl(target.baseUrl)).catch((error) => {
    throw toSemiError(error, 'agent card');
  });
  const agent = toRemoteAgent(await client.getAgentCard());
  await probeKey(client, target.apiKey);
  return agent;
}

async function probeKey(client: Awaited<ReturnType<ClientFactory['createFromUrl']>>, apiKey: string) {
  try {
    await client.getTask(
      { tenant: '', id: `charter-probe-${randomUUID()}`, historyLength: 0 },
      { serviceParameters: { Authorization: `Bearer ${apiKey}` } },
    );
  } catch (error) {
    // Any JSON-RPC answer (TaskNotFound, or MethodNotFound from an agent without GetTask) came past the
    // agent's authentication: the key is accepted. Refusals and transport failures are CharterErrors.
    if (error instanceof TaskNotFoundError || !isCharterError(error)) return;
    throw error;
  }
}

/** One health check: the card is still served and the key still accepted. Not retried (the caller backs off). */
export async function checkSemi(target: SemiTarget, options: SemiClientOptions): Promise<void> {
  const factory = createFactory(createSemiFetch({ ...options, retries: 0 }));
  const client = await factory.createFromUrl(target.baseUrl).catch((error) => {
    throw toSemiError(error, 'agent card');
  });
  await probeKey(client, target.apiKey);
}

export interface SemiRequest {
  skill: string;
  text: string;
  data: Record<string, unknown>;
  contextId: string;
}

const toPart = {
  text: (value: string): Part => ({
    content: { $case: 'text', value },
    metadata: undefined,
    filename: '',
    mediaType: 'text/plain',
  }),
  data: (value: Record<string, unknown>): Part => ({
    content: { $case: 'data', value },
    metadata: undefined,
    filename: '',
    mediaType: 'application/json',
  }),
};

function readParts(parts: readonly Part[]) {
  const texts: string[] = [];
  const data: Record<string, unknown>[] = [];
  for (const part of parts) {
    if (part.content?.$case === 'text') texts.push(part.content.value);
    else if (part.content?.$case === 'data' && part.content.value && typeof part.content.value === 'object') {
      data.push(part.content.value as Record<string, unknown>);
    }
  }
  return { texts, data };
}

/** A Message or a Task, read as what the screen shows: the texts, the data parts, and what kind of answer. */
export function toSemiReply(result: Message | Task): SemiReply {
  if ('messageId' in result) {
    const { texts, data } = readParts(result.parts);
    return { text: texts.join('\n').slice(0, 20_000), data, kind: 'message' };
  }
  const status = readParts(result.status?.message?.parts ?? []);
  const artifacts = readParts(result.artifacts.flatMap((a) => a.parts));
  const state = result.status?.state ?? TaskState.TASK_STATE_UNSPECIFIED;
  return {
    text: [...status.texts, ...artifacts.texts].join('\n').slice(0, 20_000),
    data: [...status.data, ...artifacts.data],
    kind: taskStateToJSON(state)
      .replace(/^TASK_STATE_/, '')
      .toLowerCase(),
  };
}

/** Sends one A2A message (SendMessage) to the connected Semi and reads its answer. */
export async function sendToSemi(
  target: SemiTarget,
  request: SemiRequest,
  options: SemiClientOptions,
): Promise<SemiReply> {
  const factory = createFactory(createSemiFetch(options));
  const client = await withRetries(options, () => factory.createFromUrl(target.baseUrl)).catch((error) => {
    throw toSemiError(error, 'agent card');
  });
  const message: Message = {
    messageId: randomUUID(),
    contextId: request.contextId,
    taskId: '',
    role: Role.ROLE_USER,
    parts: [toPart.text(request.text), toPart.data({ skill: request.skill, ...request.data })],
    metadata: { skill: request.skill, agentName: 'Charter' },
    extensions: [],
    referenceTaskIds: [],
  };
  // The same messageId on every retry: an A2A agent can tell a retry from a second message.
  const result = await withRetries(options, () =>
    client.sendMessage(
      { tenant: '', message, configuration: undefined, metadata: undefined },
      { serviceParameters: { Authorization: `Bearer ${target.apiKey}` } },
    ),
  ).catch((error) => {
    throw toSemiError(error, 'call');
  });
  return toSemiReply(result);
}
