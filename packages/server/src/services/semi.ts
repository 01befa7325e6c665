import { randomUUID } from 'node:crypto';
import type {
  SemiActivity,
  SemiConnectInput,
  SemiHandoffInput,
  SemiMessageInput,
  SemiQueryInput,
  SemiReply,
  SemiStatus,
  SemiValidateInput,
} from '@charter/core';
import { CharterError, isCharterError } from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { SemiConnectionRecord, UserRecord } from '../store/port';
import type { Resolver } from './outbound-guard';
import { isSealed, SecretUnreadableError } from './secret-box';
import {
  checkSemi,
  connectToSemi,
  type SemiClientOptions,
  SemiKeyRefusedError,
  type SemiRequest,
  sendToSemi,
  toSemiBaseUrl,
} from './semi-client';
import { getConstitutionalRules, getHandoffProject, getStrategicContext } from './semi-context';

/** Timings of the Semi client; tests shorten them. Outbound timeout and retries come from the environment. */
export interface SemiOptions {
  resolver?: Resolver;
  /** First retry delay of a call; doubles per retry. */
  retryDelayMs?: number;
  /** Between health checks while Semi answers. */
  healthyIntervalMs?: number;
  /** First wait after a failed health check; doubles per failure, up to `maxBackoffMs`. */
  backoffBaseMs?: number;
  maxBackoffMs?: number;
}

const ACTIVITY_KEPT = 200;
const PRIMER_CHARS = 20_000;

type Activity = SemiActivity['type'];

export interface SemiService {
  status(user: UserRecord): Promise<SemiStatus>;
  connect(user: UserRecord, input: z.output<typeof SemiConnectInput>): Promise<SemiStatus>;
  disconnect(user: UserRecord): Promise<SemiStatus>;
  message(user: UserRecord, input: z.output<typeof SemiMessageInput>): Promise<SemiReply>;
  query(user: UserRecord, input: z.output<typeof SemiQueryInput>): Promise<SemiReply>;
  validate(user: UserRecord, input: z.output<typeof SemiValidateInput>): Promise<SemiReply>;
  handoff(
    user: UserRecord,
    input: z.output<typeof SemiHandoffInput>,
  ): Promise<{
    reply: SemiReply;
    strategicInsights: number;
    strategicTodos: number;
    conversationId: string;
    project: { id: string; name: string } | null;
  }>;
  activity(user: UserRecord): Promise<SemiActivity[]>;
}

const DISCONNECTED: SemiStatus = {
  connected: false,
  reconnectAttempts: 0,
  ready: false,
  semiDomain: null,
  agent: null,
  lastError: null,
  lastCheckedAt: null,
};

function toStatus(record: SemiConnectionRecord | null): SemiStatus {
  if (!record) return DISCONNECTED;
  return {
    connected: record.connected,
    reconnectAttempts: record.reconnectAttempts,
    ready: record.connected && record.ready,
    semiDomain: record.semiDomain,
    agent: record.agent,
    lastError: record.lastError,
    lastCheckedAt: record.lastCheckedAt,
  };
}

export const SEMI_KEY_UNREADABLE =
  'The stored Semi API key cannot be read: this server’s CHARTER_SECRET_KEY is not the one it was stored with. Reconnect Semi on the Connect tab.';
export const SEMI_KEY_UNSEALED =
  'The Semi API key was stored unencrypted and this server has no CHARTER_SECRET_KEY to encrypt it, so it was removed. Set CHARTER_SECRET_KEY, then reconnect Semi on the Connect tab.';

const errorMessage = (error: unknown) =>
  isCharterError(error) ? error.message : 'Semi could not be reached (an unexpected error, logged).';

/**
 * Charter as an A2A client of the user's Semi. The connection and its status live in the store,
 * so every instance answers the same status; a health check runs when a status read finds it due, one
 * instance at a time (it is claimed under the owner's lock first), backing off exponentially while Semi is
 * down. The remote key is stored sealed (`ctx.secrets`), opened only for the call that sends it, and never
 * returned or logged; a record from before sealing is sealed at its next write.
 */
export function createSemiService(ctx: AppContext, options: SemiOptions = {}): SemiService {
  const healthyIntervalMs = options.healthyIntervalMs ?? 15_000;
  const backoffBaseMs = options.backoffBaseMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 60_000;
  const client: SemiClientOptions = {
    timeoutMs: ctx.env.CHARTER_SEMI_TIMEOUT_MS,
    retries: ctx.env.CHARTER_SEMI_RETRIES,
    allowPrivate: ctx.env.CHARTER_ALLOW_PRIVATE_NETWORK,
    resolver: options.resolver,
    retryDelayMs: options.retryDelayMs ?? 250,
  };
  const nowMs = () => ctx.now().getTime();
  const nowIso = () => ctx.now().toISOString();

  /** The remote key of a connection, opened for one call, or why it cannot be used. */
  function openRemoteKey(record: SemiConnectionRecord): { apiKey: string } | { reason: string } {
    const stored = record.remoteApiKey;
    if (isSealed(stored)) {
      try {
        return { apiKey: ctx.secrets.open(stored) };
      } catch (error) {
        if (error instanceof SecretUnreadableError) return { reason: SEMI_KEY_UNREADABLE };
        throw error;
      }
    }
    // Written before keys were sealed: still usable, and sealed by the record's next write (`toStored`).
    if (stored !== '' && ctx.secrets.canSeal) return { apiKey: stored };
    return { reason: SEMI_KEY_UNSEALED };
  }

  /** What a write puts in the store: never a plain key (sealed now, or removed when there is no key to seal with). */
  function toStored(record: SemiConnectionRecord): SemiConnectionRecord {
    if (record.remoteApiKey === '' || isSealed(record.remoteApiKey)) return record;
    if (ctx.secrets.canSeal) return { ...record, remoteApiKey: ctx.secrets.seal(record.remoteApiKey) };
    return { ...record, remoteApiKey: '', connected: false, ready: false, lastError: SEMI_KEY_UNSEALED };
  }

  const update = (
    ownerId: string,
    change: (current: SemiConnectionRecord) => SemiConnectionRecord | null,
  ): Promise<SemiConnectionRecord | null> =>
    ctx.store.semi.updateConnection(ownerId, (current) => {
      const next = change(current);
      return next && toStored(next);
    });

  /** A connection whose key cannot be used is Disconnected, with the reason as its error (logged once). */
  async function disconnectUnusable(user: UserRecord): Promise<SemiConnectionRecord | null> {
    let reason: string | null = null;
    const next = await update(user.id, (current) => {
      const key = openRemoteKey(current);
      if (!current.connected || 'apiKey' in key) return null;
      reason = key.reason;
      return { ...current, connected: false, ready: false, lastError: key.reason, lastCheckedAt: nowIso() };
    });
    if (reason) await log(user, 'error', reason);
    return next;
  }

  async function log(user: UserRecord, type: Activity, message: string) {
    await ctx.store.semi.appendActivity(
      { id: randomUUID(), ownerId: user.id, type, message: message.slice(0, 1000), timestamp: nowIso() },
      ACTIVITY_KEPT,
    );
  }

  /** Records the outcome of a call or check on the connection; logs the transitions a person cares about. */
  async function recordOutcome(user: UserRecord, error: unknown | null) {
    const at = nowIso();
    let previous: SemiConnectionRecord | null = null;
    const next = await update(user.id, (current) => {
      previous = current;
      if (error === null) {
        return {
          ...current,
          ready: true,
          reconnectAttempts: 0,
          lastError: null,
          lastCheckedAt: at,
          nextCheckAt: nowMs() + healthyIntervalMs,
        };
      }
      if (error instanceof SemiKeyRefusedError) {
        return {
          ...current,
          connected: false,
          ready: false,
          lastError: errorMessage(error),
          lastCheckedAt: at,
        };
      }
      const attempts = current.reconnectAttempts + 1;
      return {
        ...current,
        ready: false,
        reconnectAttempts: attempts,
        lastError: errorMessage(error),
        lastCheckedAt: at,
        nextCheckAt: nowMs() + Math.min(maxBackoffMs, backoffBaseMs * 2 ** (attempts - 1)),
      };
    });
    const before = previous as SemiConnectionRecord | null;
    if (before && next) {
      if (before.ready && !next.ready) await log(user, 'error', `Semi stopped answering: ${next.lastError}`);
      if (!before.ready && next.ready)
        await log(user, 'connection', `${next.agent.name} is answering again.`);
    }
    return next;
  }

  /** Runs the health check when it is due, claimed first so only one instance (and one request) runs it. */
  async function checkIfDue(user: UserRecord): Promise<SemiConnectionRecord | null> {
    const stored = await ctx.store.semi.getConnection(user.id);
    if (stored?.connected && 'reason' in openRemoteKey(stored)) return disconnectUnusable(user);
    let claimed = false;
    const current = await update(user.id, (record) => {
      if (!record.connected || nowMs() < record.nextCheckAt) return null;
      claimed = true;
      // Held for one timeout: if this instance dies mid-check, another one checks after that.
      return { ...record, nextCheckAt: nowMs() + client.timeoutMs + 1_000 };
    });
    if (!current || !claimed) return current;
    const key = openRemoteKey(current);
    if ('reason' in key) return disconnectUnusable(user);
    let outcome: unknown | null = null;
    try {
      await checkSemi({ baseUrl: current.baseUrl, apiKey: key.apiKey }, client);
    } catch (error) {
      if (!isCharterError(error)) ctx.logger.error('Semi health check failed unexpectedly', error);
      outcome = error;
    }
    return recordOutcome(user, outcome);
  }

  async function requireConnection(user: UserRecord): Promise<SemiConnectionRecord> {
    const connection = await ctx.store.semi.getConnection(user.id);
    if (!connection?.connected) {
      const key = connection && openRemoteKey(connection);
      // Disconnected because its stored key is unusable: say that, not just "connect first".
      if (key && 'reason' in key) throw new CharterError('CONFLICT', key.reason);
      throw new CharterError('CONFLICT', 'Not connected to Semi: connect on the Connect tab first.');
    }
    return connection;
  }

  /** Sends one request to the connected Semi, logs it, and keeps the status in step with what happened. */
  async function exchange(
    user: UserRecord,
    type: Activity,
    summary: string,
    request: Omit<SemiRequest, 'contextId'>,
  ): Promise<{ reply: SemiReply; connection: SemiConnectionRecord }> {
    const connection = await requireConnection(user);
    const key = openRemoteKey(connection);
    if ('reason' in key) {
      await disconnectUnusable(user);
      throw new CharterError('CONFLICT', key.reason);
    }
    try {
      const reply = await sendToSemi(
        { baseUrl: connection.baseUrl, apiKey: key.apiKey },
        { ...request, contextId: connection.contextId },
        client,
      );
      await recordOutcome(user, null);
      await log(
        user,
        type,
        `${summary} — ${reply.text.split('\n')[0]?.slice(0, 200) || `answered (${reply.kind})`}`,
      );
      return { reply, connection };
    } catch (error) {
      if (!isCharterError(error)) ctx.logger.error('Semi call failed unexpectedly', error);
      await recordOutcome(user, error);
      await log(user, 'error', `${summary} failed: ${errorMessage(error)}`);
      throw isCharterError(error)
        ? error
        : new CharterError('UNAVAILABLE', errorMessage(error), { cause: error });
    }
  }

  return {
    async status(user) {
      return toStatus(await checkIfDue(user));
    },

    async connect(user, input) {
      try {
        // Sealed first: a server that cannot keep the key safely says so before contacting anyone.
        const sealedKey = ctx.secrets.seal(input.apiKey);
        const baseUrl = toSemiBaseUrl(input.semiDomain, client.allowPrivate);
        const agent = await connectToSemi({ baseUrl, apiKey: input.apiKey }, client);
        const { rpcUrl, ...summary } = agent;
        const at = nowIso();
        const record: SemiConnectionRecord = {
          ownerId: user.id,
          semiDomain: input.semiDomain,
          baseUrl,
          rpcUrl,
          remoteApiKey: sealedKey,
          contextId: randomUUID(),
          agent: summary,
          connected: true,
          ready: true,
          reconnectAttempts: 0,
          lastError: null,
          lastCheckedAt: at,
          nextCheckAt: nowMs() + healthyIntervalMs,
          connectedAt: at,
        };
        await ctx.store.semi.putConnection(record);
        await log(user, 'connection', `Connected to ${agent.name} ${agent.version} at ${input.semiDomain}.`);
        return toStatus(record);
      } catch (error) {
        if (!isCharterError(error)) ctx.logger.error('Semi connect failed unexpectedly', error);
        const message = errorMessage(error);
        // A failed connect leaves no trusted connection behind: the status says Disconnected, with why.
        await update(user.id, (current) => ({
          ...current,
          connected: false,
          ready: false,
          lastError: message,
          lastCheckedAt: nowIso(),
        }));
        await log(user, 'error', `Connection to ${input.semiDomain} failed: ${message}`);
        throw isCharterError(error) ? error : new CharterError('UNAVAILABLE', message, { cause: error });
      }
    },

    async disconnect(user) {
      const current = await ctx.store.semi.getConnection(user.id);
      await ctx.store.semi.deleteConnection(user.id);
      if (current) await log(user, 'connection', `Disconnected from ${current.agent.name}.`);
      return DISCONNECTED;
    },

    async message(user, input) {
      const { reply } = await exchange(user, 'message_sent', `Message (${input.priority})`, {
        skill: 'direct_message',
        text: input.content,
        data: { type: input.type, content: input.content, priority: input.priority },
      });
      return reply;
    },

    async query(user, input) {
      const { reply } = await exchange(user, 'knowledge_query', `Query “${input.query.slice(0, 80)}”`, {
        skill: 'knowledge_query',
        text: input.query,
        data: { query: input.query, context: input.context },
      });
      return reply;
    },

    async validate(user, input) {
      const { proposedAction, impact, rationale } = input;
      const { reply } = await exchange(
        user,
        'validation_request',
        `Validation of ${proposedAction.type} (${impact})`,
        {
          skill: 'validate_action',
          text: `Please validate this proposed action (${proposedAction.type}, ${impact} impact): ${proposedAction.description}${
            rationale ? `\nRationale: ${rationale}` : ''
          }`,
          data: { proposedAction, impact, rationale },
        },
      );
      return reply;
    },

    async handoff(user, input) {
      const connection = await requireConnection(user);
      const [context, rules, project] = await Promise.all([
        getStrategicContext(ctx, user),
        getConstitutionalRules(ctx, user),
        getHandoffProject(ctx, user),
      ]);
      const conversationId = input.conversationId || connection.contextId;
      const primer = project?.primerContent.slice(0, PRIMER_CHARS) ?? '';
      const projectRef = project ? { id: project.id, name: project.name } : null;
      const { reply } = await exchange(
        user,
        'handoff',
        `Handoff of ${context.strategicInsights.length} insights and ${context.strategicTodos.length} todos`,
        {
          skill: 'strategic_handoff',
          text:
            `Strategic to implementation handoff from Charter for ${user.name}: ` +
            `${context.strategicInsights.length} of ${context.totalInsights} insights, ` +
            `${context.strategicTodos.length} of ${context.totalTodos} open todos, ${rules.rules.length} constitutional rules` +
            `${project ? `, project “${project.name}”${primer ? ' with its primer' : ''}` : ''}.`,
          data: {
            reason: input.reason,
            conversationId,
            user: { id: user.id, name: user.name },
            strategicInsights: context.strategicInsights,
            totalInsights: context.totalInsights,
            strategicTodos: context.strategicTodos,
            totalTodos: context.totalTodos,
            project: projectRef,
            primer,
            constitution: { version: rules.constitution_version, rules: rules.rules },
          },
        },
      );
      return {
        reply,
        strategicInsights: context.strategicInsights.length,
        strategicTodos: context.strategicTodos.length,
        conversationId,
        project: projectRef,
      };
    },

    async activity(user) {
      return (await ctx.store.semi.listActivity(user.id)).map(({ ownerId: _owner, ...entry }) => entry);
    },
  };
}
