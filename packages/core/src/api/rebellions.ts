import { z } from 'zod';
import { DecisionSchema } from '../constitution/schema';
import { RebellionSchema, RebellionUsesSchema } from '../governance/rebellion-schema';
import { IdParamSchema, TimestampSchema } from './common';
import { defineRoute } from './contract';

export {
  REBELLION_STATUSES,
  type Rebellion,
  type RebellionCeilings,
  RebellionCeilingsSchema,
  RebellionEventSchema,
  RebellionSchema,
  RebellionStatusSchema,
  type RebellionUses,
  RebellionUsesSchema,
  type StoredRebellion,
  StoredRebellionSchema,
  toCurrentRebellion,
} from '../governance/rebellion-schema';

/**
 * A rebellion: a blocked agent's request for an exception. Agents file and list them with their key;
 * the owner decides in the console. An approved, unexpired rebellion waives its rules for matching
 * decisions, and the validation answer names it.
 */

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
