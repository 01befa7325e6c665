import { z } from 'zod';
import { DecisionSchema, RiskLevelSchema } from '../constitution/schema';
import { IdParamSchema, TimestampSchema } from './common';
import { defineRoute } from './contract';

/**
 * A rebellion: a blocked agent's request for an exception. Agents file and list them with their key;
 * the owner decides in the console. An approved, unexpired rebellion waives its rules for matching
 * decisions, and the validation answer names it.
 */

/** `revoked`: an approved exception its owner withdrew; it lets nothing through any more. */
export const REBELLION_STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;
export const RebellionStatusSchema = z.enum(REBELLION_STATUSES);

export const RebellionEventSchema = z.object({
  at: TimestampSchema,
  /** `agent:<agent id or key name>` or `user:<email>`. */
  actor: z.string(),
  action: z.enum(['filed', 'approved', 'rejected', 'expired', 'used', 'revoked']),
  note: z.string().nullable(),
});

/** How many decisions an approval lets through: a count, or `unlimited` (a standing exception). */
export const RebellionUsesSchema = z.union([
  z.number().int().positive().max(1_000_000),
  z.literal('unlimited'),
]);
export type RebellionUses = z.infer<typeof RebellionUsesSchema>;

/** Per waived rule: the highest value the exception lets through (null = no numeric ceiling) and its unit. */
export const RebellionCeilingsSchema = z.record(
  z.string(),
  z.object({ max: z.number().nullable(), unit: z.string().nullable() }),
);
export type RebellionCeilings = z.infer<typeof RebellionCeilingsSchema>;

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
  /** The ceiling the agent asked for (e.g. up to 80 dependencies), when it asked; the approver decides. */
  max_value: z.number().nullable(),
  /**
   * Per rule, what the exception lets through: by default the blocked decision's actual value (75
   * dependencies lets 75, not 76); the approver may raise it. Decisions beyond it are judged as usual.
   */
  ceilings: RebellionCeilingsSchema,
  /** Decisions an approval lets through (1 by default); `times_used` counts them. */
  uses: RebellionUsesSchema,
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

/** A rebellion as stored by an earlier version: without `ceilings` or `uses`. */
export type StoredRebellion = Omit<Rebellion, 'ceilings' | 'uses'> &
  Partial<Pick<Rebellion, 'ceilings' | 'uses'>>;

/**
 * A stored rebellion in today's shape. Earlier versions kept no per-rule ceiling and no use count, and
 * honoured an approval for every later decision: such a record keeps its project (it was always stored
 * with the blocked decision's project, so it never becomes global), gets its requested `max_value` (or
 * none) as the ceiling of each rule, and `unlimited` uses — what its approver was shown.
 * @example toCurrentRebellion(oldApproved).uses; // 'unlimited'
 */
export function toCurrentRebellion<R extends StoredRebellion>(stored: R): R & Rebellion {
  const ceilings =
    stored.ceilings ??
    Object.fromEntries(stored.rule_ids.map((id) => [id, { max: stored.max_value, unit: null }]));
  return { ...stored, ceilings, uses: stored.uses ?? 'unlimited' };
}

/** Parses stored rebellions of any version (the CLI's `.charter/ledger.json`) into today's shape. */
export const StoredRebellionSchema = RebellionSchema.extend({
  ceilings: RebellionCeilingsSchema.optional(),
  uses: RebellionUsesSchema.optional(),
}).transform((stored) => toCurrentRebellion(stored));

/** A rebellion as the API answers it: with the sentence saying what it lets through (`describeRebellion`). */
export const RebellionViewSchema = RebellionSchema.extend({ effect: z.string() });
export type RebellionView = z.infer<typeof RebellionViewSchema>;

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
  /** How many decisions it lets through: 1 (default) or `unlimited`. */
  uses: RebellionUsesSchema.optional(),
  /**
   * Raised ceilings by rule id (`{ "CH-DEP-001": 90 }`); absent rules keep the blocked decision's value.
   * A ceiling below that value would not cover the decision the exception was asked for, and is refused.
   */
  ceilings: z.record(z.string().max(100), z.number().nonnegative()).optional(),
  note: z.string().trim().max(1000).optional(),
});

export const RejectRebellionInput = z.object({
  reason: z
    .string({ error: 'Give a reason for the rejection.' })
    .trim()
    .min(1, { error: 'Give a reason for the rejection.' })
    .max(2000),
});

export const RevokeRebellionInput = z.object({
  /** Why the exception is withdrawn (kept in its history). */
  reason: z.string().trim().max(2000).optional(),
});

export const RebellionListSchema = z.object({ rebellions: z.array(RebellionViewSchema) });
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
    response: RebellionViewSchema,
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
    response: RebellionViewSchema,
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
    response: RebellionViewSchema,
    tags: ['rebellions'],
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/api/user/rebellions/:rebellionId/revoke',
    summary: 'Revoke an approved exception: it lets nothing through from now on',
    auth: 'user',
    params: RebellionIdParams,
    body: RevokeRebellionInput,
    response: RebellionViewSchema,
    tags: ['rebellions'],
  }),
} as const;
