import { z } from 'zod';
import { DecisionSchema, RiskLevelSchema } from '../constitution/schema';
import { IdParamSchema, TimestampSchema } from './common';
import { defineRoute } from './contract';

/**
 * A rebellion: a blocked agent's request for an exception. Agents file and list them with their key;
 * the owner decides in the console. An approved, unexpired rebellion waives its rules for matching
 * decisions, and the validation answer names it.
 */

export const REBELLION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const RebellionStatusSchema = z.enum(REBELLION_STATUSES);

export const RebellionEventSchema = z.object({
  at: TimestampSchema,
  /** `agent:<agent id or key name>` or `user:<email>`. */
  actor: z.string(),
  action: z.enum(['filed', 'approved', 'rejected', 'expired', 'used']),
  note: z.string().nullable(),
});

export const RebellionSchema = z.object({
  rebellion_id: z.string(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  agent_id: z.string(),
  /** The blocked decision this asks to allow. */
  decision_id: z.string().nullable(),
  decision_type: z.string(),
  requested_action: z.string(),
  justification: z.string(),
  /** Rules the exception would waive (from the blocked decision unless narrowed by the agent). */
  rule_ids: z.array(z.string()),
  /** A numeric ceiling the exception would allow (e.g. up to 80 dependencies), when asked for. */
  max_value: z.number().nullable(),
  status: RebellionStatusSchema,
  risk_analysis: z.object({ level: RiskLevelSchema, reasons: z.array(z.string()) }),
  created_at: TimestampSchema,
  decided_at: TimestampSchema.nullable(),
  decided_by: z.string().nullable(),
  expires_at: TimestampSchema.nullable(),
  rejection_reason: z.string().nullable(),
  /** Times an approved rebellion let a decision through. */
  times_used: z.number().int().nonnegative(),
  history: z.array(RebellionEventSchema),
});
export type Rebellion = z.infer<typeof RebellionSchema>;

export const FileRebellionInput = z
  .object({
    /** The blocked decision (from /api/external/validate). */
    decision_id: z.string().trim().min(1).max(200).optional(),
    /** Or the decision itself, when it was not validated first. */
    decision: DecisionSchema.extend({ project_name: z.string().trim().max(200).optional() }).optional(),
    justification: z
      .string({ error: 'Explain why the exception is needed.' })
      .trim()
      .min(10, { error: 'Explain why the exception is needed (at least 10 characters).' })
      .max(5000),
    requested_scope: z
      .object({
        rule_ids: z.array(z.string().max(100)).max(20).optional(),
        max_value: z.number().nonnegative().nullable().optional(),
      })
      .default({}),
    agent_id: z.string().max(200).optional(),
  })
  .refine((input) => input.decision_id || input.decision, {
    error: 'Send the blocked decision_id, or the decision itself.',
  });
export type FileRebellionInput = z.input<typeof FileRebellionInput>;

export const ApproveRebellionInput = z.object({
  /** When the exception stops applying; absent or null = until revoked. Must be in the future. */
  expires_at: TimestampSchema.nullish(),
  note: z.string().trim().max(1000).optional(),
});

export const RejectRebellionInput = z.object({
  reason: z
    .string({ error: 'Give a reason for the rejection.' })
    .trim()
    .min(1, { error: 'Give a reason for the rejection.' })
    .max(2000),
});

export const RebellionListSchema = z.object({ rebellions: z.array(RebellionSchema) });
export const RebellionIdParams = IdParamSchema('rebellionId');

export const rebellionsApi = {
  file: defineRoute({
    method: 'POST',
    path: '/api/constitutional/rebellions',
    summary: 'For agents: ask a person for an exception to a blocked decision',
    auth: 'key',
    errors: [409, 503],
    status: 201,
    body: FileRebellionInput,
    response: RebellionSchema,
    tags: ['rebellions', 'agents'],
  }),
  listForAgent: defineRoute({
    method: 'GET',
    path: '/api/constitutional/rebellions',
    summary: 'For agents: the key owner’s rebellions and their status',
    auth: 'key',
    response: RebellionListSchema,
    tags: ['rebellions', 'agents'],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/user/rebellions',
    summary: 'The signed-in user’s rebellions, newest first',
    auth: 'user',
    query: z.object({ status: z.enum(['all', 'pending', 'decided']).default('all') }),
    response: RebellionListSchema,
    tags: ['rebellions'],
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/user/rebellions/:rebellionId/approve',
    summary: 'Approve a pending rebellion, optionally until a date',
    auth: 'user',
    errors: [409],
    params: RebellionIdParams,
    body: ApproveRebellionInput,
    response: RebellionSchema,
    tags: ['rebellions'],
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/user/rebellions/:rebellionId/reject',
    summary: 'Reject a pending rebellion with a reason',
    auth: 'user',
    errors: [409],
    params: RebellionIdParams,
    body: RejectRebellionInput,
    response: RebellionSchema,
    tags: ['rebellions'],
  }),
} as const;
