import { z } from 'zod';
import { IdParamSchema, optionalText, requiredText, TimestampSchema } from './common';
import { defineRoute } from './contract';

/**
 * The memory service: a session per page visit of the signed-in user (never a client
 * id), the interactions and context it logs, and the decisions it records, which outlive the session as
 * the user's decision history. A `userId` in any body is ignored.
 */

import { MAX_INTERACTIONS_PER_CALL } from './memory-limits';

export { MAX_INTERACTIONS_PER_CALL, MAX_MEMORY_EVENTS_PER_SESSION } from './memory-limits';

const MemorySessionIdSchema = z
  .string({ error: 'sessionId is required.' })
  .min(1, { error: 'sessionId is required.' })
  .max(200, { error: 'sessionId must be at most 200 characters.' });
const TIMESTAMP_ERROR = 'timestamp must be an ISO date-time, e.g. 2026-01-01T10:00:00.000Z.';
const TextList = (label: string, maxItems: number, maxChars: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .max(maxChars, { error: `Each of ${label} must be at most ${maxChars} characters.` }),
    )
    .max(maxItems, { error: `Send at most ${maxItems} ${label}.` });

export const StartMemorySessionInput = z.object({
  agentType: optionalText('Agent type', 100).transform((value) => value || 'console'),
});

export const InteractionSchema = z.object({
  timestamp: z.iso.datetime({ offset: true, error: TIMESTAMP_ERROR }),
  type: requiredText('Interaction type', 100),
  content: z.string().max(2_000, { error: 'Interaction content must be at most 2000 characters.' }),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type Interaction = z.infer<typeof InteractionSchema>;

/**
 * One interaction, or the console's batch `{ interactions: [...] }`; without `sessionId`, the open session.
 * One object schema (not a union) so a mistake is reported on its field, then normalised to a batch.
 */
const InteractionBatch = z
  .array(InteractionSchema)
  .min(1, { error: 'Send at least one interaction.' })
  .max(MAX_INTERACTIONS_PER_CALL, {
    error: `Send at most ${MAX_INTERACTIONS_PER_CALL} interactions per call.`,
  });

export const LogInteractionInput = z
  .object({
    sessionId: MemorySessionIdSchema.optional(),
    interactions: InteractionBatch.optional(),
    timestamp: z.unknown().optional(),
    type: z.unknown().optional(),
    content: z.unknown().optional(),
    metadata: z.unknown().optional(),
  })
  .transform((input, ctx) => {
    const { sessionId, interactions, ...single } = input;
    if (interactions) return { sessionId, interactions };
    const parsed = InteractionSchema.safeParse(single);
    if (parsed.success) return { sessionId, interactions: [parsed.data] };
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
export type LogInteractionInput = z.input<typeof LogInteractionInput>;

export const CaptureContextInput = z.object({
  sessionId: MemorySessionIdSchema.optional(),
  context: z.record(z.string(), z.unknown(), { error: 'context must be an object.' }),
  source: optionalText('Source', 200),
});

export const RecordDecisionInput = z.object({
  sessionId: MemorySessionIdSchema.optional(),
  title: optionalText('Title', 200),
  choice: requiredText('Choice', 500),
  decisionType: requiredText('Decision type', 100),
  rationale: requiredText('Rationale', 5_000),
  alternatives: TextList('alternatives', 20, 500).default([]),
  confidenceLevel: z
    .number({ error: 'confidenceLevel must be a number from 0 to 100.' })
    .min(0, { error: 'confidenceLevel must be a number from 0 to 100.' })
    .max(100, { error: 'confidenceLevel must be a number from 0 to 100.' }),
});
export type RecordDecisionInput = z.input<typeof RecordDecisionInput>;

/**
 * Also sent by `navigator.sendBeacon` on page unload: the console must send a `Blob` of type
 * `application/json` (a plain string would go as text/plain, which JSON routes refuse).
 */
export const EndMemorySessionInput = z.object({
  sessionId: MemorySessionIdSchema,
  /** Milliseconds the page was open, as the client measured it; the server's clock otherwise. */
  duration: z
    .number({ error: 'duration must be a whole number of milliseconds.' })
    .int({ error: 'duration must be a whole number of milliseconds.' })
    .min(0, { error: 'duration must be a whole number of milliseconds.' })
    .optional(),
  /**
   * The interactions still queued when the page went away, logged before the session ends. They travel in
   * this one call because two beacons may arrive in either order, and an ended session refuses more.
   */
  interactions: InteractionBatch.optional(),
});

export const MemorySessionSummarySchema = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  /** Everything the session recorded: interactions + context captures + decisions. */
  memoriesCreated: z.number().int().min(0),
  counts: z.object({
    interactions: z.number().int().min(0),
    contexts: z.number().int().min(0),
    decisions: z.number().int().min(0),
  }),
  summary: z.string(),
});
export type MemorySessionSummary = z.infer<typeof MemorySessionSummarySchema>;

export const DecisionHistoryItemSchema = z.object({
  memoryId: z.string(),
  title: z.string(),
  summary: z.string(),
  decisionRationale: z.string(),
  category: z.string(),
  choice: z.string(),
  alternatives: z.array(z.string()),
  confidenceLevel: z.number(),
  sessionId: z.string().nullable(),
  createdAt: TimestampSchema,
  validatedAt: TimestampSchema.nullable(),
});
export type DecisionHistoryItem = z.infer<typeof DecisionHistoryItemSchema>;

export const CreateValidationInput = z.object({
  memoryId: requiredText('memoryId', 200),
  neutralExplanation: requiredText('Neutral explanation', 5_000),
  bestPracticesLink: z
    .url({ protocol: /^https?$/, error: 'bestPracticesLink must be an http(s) URL.' })
    .max(2_000)
    .optional(),
  alternativeOptions: TextList('alternative options', 20, 500).default([]),
});

export const memoryApi = {
  startSession: defineRoute({
    method: 'POST',
    path: '/api/memory/start-session',
    summary: 'Start a memory session for the signed-in user',
    auth: 'user',
    body: StartMemorySessionInput,
    response: z.object({ success: z.literal(true), sessionId: z.string(), startTime: TimestampSchema }),
    tags: ['memory'],
  }),
  logInteraction: defineRoute({
    method: 'POST',
    path: '/api/memory/log-interaction',
    summary: 'Log one interaction or a batch of up to 100 (clicks, form submissions)',
    auth: 'user',
    errors: [409],
    body: LogInteractionInput,
    response: z.object({ success: z.literal(true), sessionId: z.string(), logged: z.number().int() }),
    tags: ['memory'],
  }),
  captureContext: defineRoute({
    method: 'POST',
    path: '/api/memory/capture-context',
    summary: 'Capture a context snapshot into the memory session',
    auth: 'user',
    errors: [409],
    body: CaptureContextInput,
    response: z.object({ success: z.literal(true), sessionId: z.string(), contextId: z.string() }),
    tags: ['memory'],
  }),
  recordDecision: defineRoute({
    method: 'POST',
    path: '/api/memory/record-decision',
    summary: 'Record a decision into the user’s decision history',
    auth: 'user',
    body: RecordDecisionInput,
    response: z.object({ success: z.literal(true), memoryId: z.string() }),
    tags: ['memory'],
  }),
  endSession: defineRoute({
    method: 'POST',
    path: '/api/memory/end-session',
    summary: 'End a memory session (also by sendBeacon with a JSON Blob) and summarise what it recorded',
    auth: 'user',
    body: EndMemorySessionInput,
    response: MemorySessionSummarySchema,
    tags: ['memory'],
  }),
  decisionHistory: defineRoute({
    method: 'GET',
    path: '/api/memory/decision-history/:userId',
    summary:
      'The signed-in user’s decisions, newest first, optionally of one category (404 for another user)',
    auth: 'user',
    params: IdParamSchema('userId'),
    query: z.object({ category: z.string().trim().max(100).optional() }),
    response: z.object({ success: z.literal(true), decisions: z.array(DecisionHistoryItemSchema) }),
    tags: ['memory'],
  }),
  createValidation: defineRoute({
    method: 'POST',
    path: '/api/memory/create-validation',
    summary: 'Attach a neutral validation to one of the user’s decisions (sets its validatedAt)',
    auth: 'user',
    body: CreateValidationInput,
    response: z.object({ success: z.literal(true), validationId: z.string() }),
    tags: ['memory'],
  }),
} as const;
