import { z } from 'zod';
import { RiskLevelSchema } from '../constitution/schema';
import { TimestampSchema } from '../timestamp';

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
