import { z } from 'zod';
import { InsightSchema, StrategicTodoSchema } from '../history/schema';
import { IdParamSchema, TimestampSchema } from './common';
import { defineRoute } from './contract';
import { PrincipleSchema } from './governance';

/**
 * Semi Integration. "Semi" is any agent that speaks the open A2A protocol 1.0:
 * Charter connects to it as an A2A client (a domain and that agent's key), and other agents call Charter's own
 * A2A endpoint with a Semi key generated here. Every shape the screen and the server share is in this file.
 */

/** How Semi keys are shown in lists: the first 8 and last 8 characters. */
export const SEMI_KEY_MASK_CHARS = 8;

/**
 * `charter_sk_AbCdEf…` → `charter_…XyZ12345`. Only the mask is kept with the key (the secret itself is stored as
 * a hash), so a list can show it at any time.
 * @example toMaskedKeyValue('charter_sk_0123456789abcdefghij') // 'charter_…cdefghij'
 */
export function toMaskedKeyValue(secret: string): string {
  if (secret.length <= SEMI_KEY_MASK_CHARS * 2) return '…';
  return `${secret.slice(0, SEMI_KEY_MASK_CHARS)}…${secret.slice(-SEMI_KEY_MASK_CHARS)}`;
}

/** A Semi key as listed: `keyValue` is the mask; the whole secret is only in the generate answer. */
export const SemiKeySchema = z.object({
  id: z.string(),
  keyName: z.string(),
  keyValue: z.string(),
  isActive: z.boolean(),
  createdAt: TimestampSchema,
  lastUsed: TimestampSchema.nullable(),
});
export type SemiKey = z.infer<typeof SemiKeySchema>;

const NAME_REQUIRED = 'Please enter a name for your API key.';
export const GenerateSemiKeyInput = z.object({
  keyName: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, { error: NAME_REQUIRED })
    .max(100, { error: 'Name must be at most 100 characters.' }),
});

/** The connection status the screen polls every 5 s, plus what it is connected to. */
export const SemiStatusSchema = z.object({
  connected: z.boolean(),
  /** Failed health checks since the last good one; 0 while healthy. */
  reconnectAttempts: z.number().int().nonnegative(),
  /** The remote agent answered its last health check. */
  ready: z.boolean(),
  semiDomain: z.string().nullable(),
  agent: z
    .object({
      name: z.string(),
      version: z.string(),
      description: z.string(),
      skills: z.array(z.object({ id: z.string(), name: z.string() })),
    })
    .nullable(),
  lastError: z.string().nullable(),
  lastCheckedAt: TimestampSchema.nullable(),
});
export type SemiStatus = z.infer<typeof SemiStatusSchema>;

export const SemiConnectInput = z.object({
  semiDomain: z
    .string({ error: 'Enter the Semi domain (for example semi.example.com).' })
    .trim()
    .min(1, { error: 'Enter the Semi domain (for example semi.example.com).' })
    .max(500),
  apiKey: z
    .string({ error: 'Please enter a Semi API key.' })
    .trim()
    .min(1, { error: 'Please enter a Semi API key.' })
    .max(1000, { error: 'The API key must be at most 1000 characters.' }),
});

/** What the remote agent answered: its text parts joined, and its data parts. */
export const SemiReplySchema = z.object({
  text: z.string(),
  data: z.array(z.record(z.string(), z.unknown())),
  /** `message`, or the task's final state (`completed`, `failed`, …). */
  kind: z.string(),
});
export type SemiReply = z.infer<typeof SemiReplySchema>;

export const SemiExchangeResponseSchema = z.object({ success: z.literal(true), reply: SemiReplySchema });

export const SEMI_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const SemiMessageInput = z.object({
  type: z.literal('agent_to_agent_message').default('agent_to_agent_message'),
  content: z.string({ error: 'Write a message.' }).trim().min(1, { error: 'Write a message.' }).max(10_000),
  priority: z.enum(SEMI_PRIORITIES).default('normal'),
});

export const SemiQueryInput = z.object({
  query: z.string({ error: 'Write a question.' }).trim().min(1, { error: 'Write a question.' }).max(5_000),
  context: z.string().trim().max(100).default('strategic_planning'),
});

/** Impact levels of a proposed action. */
export const SEMI_IMPACT_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type SemiImpactLevel = (typeof SEMI_IMPACT_LEVELS)[number];

export const SemiValidateInput = z.object({
  proposedAction: z.object({
    type: z.string().trim().min(1).max(100).default('dependency_addition'),
    description: z
      .string({ error: 'Describe the proposed action.' })
      .trim()
      .min(1, { error: 'Describe the proposed action.' })
      .max(5_000),
  }),
  impact: z.enum(SEMI_IMPACT_LEVELS, { error: 'Choose an impact level: low, medium, high or critical.' }),
  rationale: z.string().trim().max(5_000).default(''),
});

export const SemiHandoffInput = z.object({
  /** The spec's fixed `userId: 1` is ignored: the handoff is always the signed-in user's. */
  userId: z.unknown().optional(),
  /** The conversation being handed over; the connection's own A2A context when absent. */
  conversationId: z.string().trim().max(200).optional(),
  reason: z.literal('strategic_to_implementation').default('strategic_to_implementation'),
});

/** The strategic context Charter holds for a user: what the handoff carries and Semi may ask for. */
export const StrategicContextSchema = z.object({
  success: z.literal(true),
  strategicInsights: z.array(InsightSchema),
  totalInsights: z.number().int().nonnegative(),
  strategicTodos: z.array(StrategicTodoSchema),
  totalTodos: z.number().int().nonnegative(),
});
export type StrategicContext = z.infer<typeof StrategicContextSchema>;

export const SemiHandoffResponseSchema = z.object({
  success: z.literal(true),
  /** How many insights the handoff carried. */
  strategicInsights: z.number().int().nonnegative(),
  strategicTodos: z.number().int().nonnegative(),
  conversationId: z.string(),
  project: z.object({ id: z.string(), name: z.string() }).nullable(),
  reply: SemiReplySchema,
});

export const SEMI_ACTIVITY_TYPES = [
  'connection',
  'error',
  'message_sent',
  'knowledge_query',
  'validation_request',
  'handoff',
] as const;
export const SemiActivitySchema = z.object({
  id: z.string(),
  type: z.enum(SEMI_ACTIVITY_TYPES),
  message: z.string(),
  timestamp: TimestampSchema,
});
export type SemiActivity = z.infer<typeof SemiActivitySchema>;

const SemiKeyParams = IdParamSchema('id');

export const semiApi = {
  listKeys: defineRoute({
    method: 'GET',
    path: '/api/semi/keys',
    summary: 'The signed-in user’s Semi keys (for A2A agents calling Charter), values masked',
    auth: 'user',
    response: z.object({ apiKeys: z.array(SemiKeySchema) }),
    tags: ['semi'],
  }),
  generateKey: defineRoute({
    method: 'POST',
    path: '/api/semi/keys/generate',
    summary: 'Generate a Semi key; its whole value is in this answer only',
    auth: 'user',
    status: 201,
    body: GenerateSemiKeyInput,
    response: z.object({ success: z.literal(true), apiKey: SemiKeySchema }),
    tags: ['semi'],
  }),
  deactivateKey: defineRoute({
    method: 'POST',
    path: '/api/semi/keys/:id/deactivate',
    summary: 'Deactivate a Semi key at once; it stays listed',
    auth: 'user',
    params: SemiKeyParams,
    response: z.object({ success: z.literal(true), apiKey: SemiKeySchema }),
    tags: ['semi'],
  }),
  deleteKey: defineRoute({
    method: 'DELETE',
    path: '/api/semi/keys/:id',
    summary: 'Delete a Semi key (active or not); it stops working at once',
    auth: 'user',
    params: SemiKeyParams,
    response: z.object({ success: z.literal(true) }),
    tags: ['semi'],
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/semi/status',
    summary: 'The connection to the user’s Semi (an A2A agent): connected, ready, reconnect attempts',
    auth: 'user',
    response: SemiStatusSchema,
    tags: ['semi'],
  }),
  connect: defineRoute({
    method: 'POST',
    path: '/api/semi/connect',
    summary: 'Connect to an A2A agent: fetch and check its agent card, store the connection',
    auth: 'user',
    body: SemiConnectInput,
    response: z.object({ success: z.literal(true), status: SemiStatusSchema }),
    errors: [503],
    tags: ['semi'],
  }),
  disconnect: defineRoute({
    method: 'POST',
    path: '/api/semi/disconnect',
    summary: 'Forget the connection (and the remote key)',
    auth: 'user',
    response: z.object({ success: z.literal(true), status: SemiStatusSchema }),
    tags: ['semi'],
  }),
  message: defineRoute({
    method: 'POST',
    path: '/api/semi/message',
    summary: 'Send a direct message to Semi (A2A SendMessage)',
    auth: 'user',
    body: SemiMessageInput,
    response: SemiExchangeResponseSchema,
    errors: [409, 503],
    tags: ['semi'],
  }),
  query: defineRoute({
    method: 'POST',
    path: '/api/semi/query',
    summary: 'Ask Semi a knowledge query',
    auth: 'user',
    body: SemiQueryInput,
    response: SemiExchangeResponseSchema,
    errors: [409, 503],
    tags: ['semi'],
  }),
  validate: defineRoute({
    method: 'POST',
    path: '/api/semi/validate',
    summary: 'Ask Semi to validate a proposed action',
    auth: 'user',
    body: SemiValidateInput,
    response: SemiExchangeResponseSchema,
    errors: [409, 503],
    tags: ['semi'],
  }),
  handoff: defineRoute({
    method: 'POST',
    path: '/api/semi/handoff',
    summary: 'Hand the user’s strategic context (insights, todos, primer, constitution) over to Semi',
    auth: 'user',
    body: SemiHandoffInput,
    response: SemiHandoffResponseSchema,
    errors: [409, 503],
    tags: ['semi'],
  }),
  constitutionalRules: defineRoute({
    method: 'GET',
    path: '/api/semi/constitutional-rules',
    summary: 'The signed-in user’s constitutional rules, as shared with Semi',
    auth: 'user',
    response: z.object({
      success: z.literal(true),
      rules: z.array(PrincipleSchema),
      constitution_version: z.string(),
    }),
    tags: ['semi'],
  }),
  strategicContext: defineRoute({
    method: 'GET',
    path: '/api/semi/strategic-context/:userId',
    summary: 'The signed-in user’s strategic context (`me`, or their own id)',
    auth: 'user',
    params: IdParamSchema('userId'),
    response: StrategicContextSchema,
    tags: ['semi'],
  }),
  activity: defineRoute({
    method: 'GET',
    path: '/api/semi/activity',
    summary: 'The Integration Activity Log of the signed-in user, newest first',
    auth: 'user',
    response: z.object({ activity: z.array(SemiActivitySchema) }),
    tags: ['semi'],
  }),
} as const;
