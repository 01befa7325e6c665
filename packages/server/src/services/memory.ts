import { randomUUID } from 'node:crypto';
import type {
  CaptureContextInput,
  CreateValidationInput,
  DecisionHistoryItem,
  Interaction,
  LogInteractionInput,
  MemorySessionSummary,
  RecordDecisionInput,
} from '@charter/core';
import { CharterError, MAX_MEMORY_EVENTS_PER_SESSION, toSessionSummary } from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { MemoryDecisionRecord, MemoryEventRecord, MemorySessionRecord, UserRecord } from '../store/port';

const NO_SESSION = 'No such memory session.';
const ENDED = 'This memory session has ended: start a new one.';
const FULL = `This memory session holds its limit of ${MAX_MEMORY_EVENTS_PER_SESSION} events: start a new one.`;

function toInteractionEvent({ timestamp, type, content, metadata }: Interaction) {
  return {
    kind: 'interaction' as const,
    id: randomUUID(),
    at: timestamp,
    type,
    content,
    ...(metadata ? { metadata } : {}),
  };
}

/** The owner's session by id (404 for anyone else's), or their open one; refuses an ended session. */
async function resolveSession(
  ctx: AppContext,
  owner: UserRecord,
  sessionId: string | undefined,
  options: { required: boolean },
): Promise<MemorySessionRecord | null> {
  const session = sessionId
    ? await ctx.store.memory.getSession(sessionId)
    : await ctx.store.memory.getOpenSession(owner.id);
  if (sessionId && (!session || session.ownerId !== owner.id))
    throw new CharterError('NOT_FOUND', NO_SESSION);
  if (!session) {
    if (!options.required) return null;
    throw new CharterError(
      'CONFLICT',
      'No memory session is open: start one with POST /api/memory/start-session, or send its sessionId.',
    );
  }
  if (session.endedAt) throw new CharterError('CONFLICT', ENDED);
  return session;
}

/**
 * Appends within the session's budget: the count is reserved under the session's lock first (a redis lease
 * when servers share redis), so concurrent calls cannot together pass the limit. Past it, `whenFull`
 * decides: refuse the call (409), or drop the events and go on (the end of a session always goes through).
 */
async function appendWithinLimit(
  ctx: AppContext,
  sessionId: string,
  events: readonly MemoryEventRecord[],
  whenFull: 'refuse' | 'drop' = 'refuse',
): Promise<void> {
  let refusal: string | undefined;
  await ctx.store.memory.updateSession(sessionId, (current) => {
    const count = current.eventCount ?? 0;
    refusal = current.endedAt
      ? ENDED
      : count + events.length > MAX_MEMORY_EVENTS_PER_SESSION
        ? FULL
        : undefined;
    return refusal ? current : { ...current, eventCount: count + events.length };
  });
  if (refusal === FULL && whenFull === 'drop') return;
  if (refusal) throw new CharterError('CONFLICT', refusal);
  await ctx.store.memory.appendEvents(sessionId, events);
}

export async function startMemorySession(ctx: AppContext, owner: UserRecord, agentType: string) {
  const session = await ctx.store.memory.createSession({
    sessionId: `mem_${randomUUID()}`,
    ownerId: owner.id,
    agentType,
    startTime: ctx.now().toISOString(),
    endedAt: null,
    durationMs: null,
    summary: null,
  });
  return { sessionId: session.sessionId, startTime: session.startTime };
}

export async function logInteractions(
  ctx: AppContext,
  owner: UserRecord,
  input: z.output<typeof LogInteractionInput>,
): Promise<{ sessionId: string; logged: number }> {
  const { interactions } = input; // the contract turns a single interaction into a batch of one
  const session = (await resolveSession(ctx, owner, input.sessionId, { required: true }))!;
  await appendWithinLimit(ctx, session.sessionId, interactions.map(toInteractionEvent));
  return { sessionId: session.sessionId, logged: interactions.length };
}

export async function captureContext(
  ctx: AppContext,
  owner: UserRecord,
  input: z.output<typeof CaptureContextInput>,
): Promise<{ sessionId: string; contextId: string }> {
  const session = (await resolveSession(ctx, owner, input.sessionId, { required: true }))!;
  const contextId = randomUUID();
  await appendWithinLimit(ctx, session.sessionId, [
    {
      kind: 'context',
      id: contextId,
      at: ctx.now().toISOString(),
      source: input.source,
      context: input.context,
    },
  ]);
  return { sessionId: session.sessionId, contextId };
}

/** Decisions outlive sessions: without a session id and with none open, the decision is still kept. */
export async function recordDecision(
  ctx: AppContext,
  owner: UserRecord,
  input: z.output<typeof RecordDecisionInput>,
): Promise<{ memoryId: string }> {
  const session = await resolveSession(ctx, owner, input.sessionId, { required: false });
  const { sessionId: _sent, ...fields } = input;
  const decision = await ctx.store.memory.createDecision({
    ...fields,
    memoryId: `memo_${randomUUID()}`,
    ownerId: owner.id,
    sessionId: session?.sessionId ?? null,
    createdAt: ctx.now().toISOString(),
    validatedAt: null,
  });
  return { memoryId: decision.memoryId };
}

/** Ends the session once; ending it again (a retried beacon) answers the same summary. */
export async function endMemorySession(
  ctx: AppContext,
  owner: UserRecord,
  sessionId: string,
  durationMs: number | undefined,
  lastInteractions: Interaction[] = [],
): Promise<MemorySessionSummary> {
  const session = await ctx.store.memory.getSession(sessionId);
  if (!session || session.ownerId !== owner.id) throw new CharterError('NOT_FOUND', NO_SESSION);
  if (!session.endedAt && lastInteractions.length > 0) {
    // The end goes through even when the last clicks no longer fit: the summary counts what was kept.
    await appendWithinLimit(ctx, sessionId, lastInteractions.map(toInteractionEvent), 'drop');
  }
  const [events, decisions] = await Promise.all([
    ctx.store.memory.listEvents(sessionId),
    ctx.store.memory.listDecisions(owner.id),
  ]);
  const own = decisions.filter((decision) => decision.sessionId === sessionId).reverse();
  const endedAt = session.endedAt ?? ctx.now().toISOString();
  const duration = session.durationMs ?? durationMs ?? Date.parse(endedAt) - Date.parse(session.startTime);
  const result = toSessionSummary({ session, events, decisions: own, durationMs: duration });
  await ctx.store.memory.updateSession(sessionId, (current) =>
    current.endedAt ? current : { ...current, endedAt, durationMs: duration, summary: result.summary },
  );
  return { success: true, sessionId, ...result };
}

function toHistoryItem(decision: MemoryDecisionRecord): DecisionHistoryItem {
  const others = decision.alternatives.length > 0 ? ` over ${decision.alternatives.join(', ')}` : '';
  return {
    memoryId: decision.memoryId,
    title: decision.title || `${decision.decisionType}: ${decision.choice}`.slice(0, 200),
    summary: `Chose ${decision.choice}${others} (confidence ${decision.confidenceLevel}%).`,
    decisionRationale: decision.rationale,
    category: decision.decisionType,
    choice: decision.choice,
    alternatives: decision.alternatives,
    confidenceLevel: decision.confidenceLevel,
    sessionId: decision.sessionId,
    createdAt: decision.createdAt,
    validatedAt: decision.validatedAt,
  };
}

export async function listDecisionHistory(
  ctx: AppContext,
  user: UserRecord,
  userId: string,
  category: string | undefined,
): Promise<DecisionHistoryItem[]> {
  if (userId !== user.id) throw new CharterError('NOT_FOUND', 'No decision history found for this user.');
  const wanted = category?.trim().toLowerCase();
  const decisions = await ctx.store.memory.listDecisions(user.id);
  return decisions
    .filter((decision) => !wanted || decision.decisionType.trim().toLowerCase() === wanted)
    .map(toHistoryItem);
}

export async function createValidation(
  ctx: AppContext,
  owner: UserRecord,
  input: z.output<typeof CreateValidationInput>,
): Promise<{ validationId: string }> {
  const decision = await ctx.store.memory.getDecision(input.memoryId);
  if (!decision || decision.ownerId !== owner.id) throw new CharterError('NOT_FOUND', 'No such decision.');
  const createdAt = ctx.now().toISOString();
  const validation = await ctx.store.memory.createValidation({
    validationId: `val_${randomUUID()}`,
    memoryId: decision.memoryId,
    ownerId: owner.id,
    neutralExplanation: input.neutralExplanation,
    bestPracticesLink: input.bestPracticesLink ?? null,
    alternativeOptions: input.alternativeOptions,
    createdAt,
  });
  await ctx.store.memory.updateDecision(decision.memoryId, (current) => ({
    ...current,
    validatedAt: createdAt,
  }));
  return { validationId: validation.validationId };
}
