import {
  DecisionSchema,
  REBELLION_STATUSES,
  RebellionSchema,
  VALIDATION_STATUSES,
  ValidationResultSchema,
} from '@charter/core';
import { z } from 'zod';
import { LocalLedgerEntrySchema } from '../services/ledger';
import { MIN_JUSTIFICATION } from '../services/rebellions';

/**
 * The tools' input and output schemas. Inputs reuse core's decision fields so the MCP server accepts exactly
 * what `charter validate` and the API accept; the descriptions are what an agent reads to call them right.
 */

const decision = DecisionSchema.shape;

export const decisionInput = {
  decision_type: decision.decision_type.describe(
    'The kind of decision: dependency_addition, api_configuration, build, accessibility, architecture, or another short word.',
  ),
  description: decision.description.describe(
    'What is about to be done, in one sentence (e.g. "Add left-pad to format invoice numbers").',
  ),
  proposed_action: decision.proposed_action.describe(
    'The concrete action: the shell command or code change you intend to run.',
  ),
};

export const validateDecisionInput = {
  ...decisionInput,
  metadata: z
    .record(z.string(), z.unknown())
    .optional()
    .describe(
      'The facts the rules check. Dependencies: packages (names to add), justifications ({package: reason}), dev (true for dev dependencies); current_dependencies and new_dependencies are read from package.json when omitted. HTTP: timeout_ms. Build: build_seconds. Accessibility: wcag_level.',
    ),
};

export const recordDecisionInput = {
  ...decisionInput,
  rationale: z
    .string()
    .trim()
    .min(1)
    .max(5000)
    .describe('Why you decided this: kept with the decision so later sessions (and people) know the reason.'),
};

export const requestExceptionInput = {
  decision_id: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe(
      'The decision_id of a blocked or needs-review decision (from validate_decision or get_decisions).',
    ),
  justification: z
    .string()
    .trim()
    .min(MIN_JUSTIFICATION)
    .max(5000)
    .describe(
      `Why the exception is needed, for the person who decides (at least ${MIN_JUSTIFICATION} characters).`,
    ),
  rule_ids: z
    .array(z.string().max(100))
    .max(20)
    .optional()
    .describe('Only waive these rule ids (default: every rule the decision broke).'),
  max_value: z
    .number()
    .nonnegative()
    .optional()
    .describe('A ceiling the exception allows, e.g. 51 dependencies; beyond it the rule applies again.'),
};

export const getDecisionsInput = {
  limit: z.number().int().min(1).max(200).default(20).describe('How many of the newest decisions (1–200).'),
  status: z.enum(VALIDATION_STATUSES).optional().describe('Only decisions with this verdict.'),
  decision_type: z.string().trim().min(1).max(100).optional().describe('Only decisions of this type.'),
};

export const REBELLION_FILTERS = ['all', ...REBELLION_STATUSES] as const;
export const listRebellionsInput = {
  status: z
    .enum(REBELLION_FILTERS)
    .default('all')
    .describe('Which exception requests: all (default), pending, approved or rejected.'),
};

export const checkProjectInput = {
  path: z
    .string()
    .max(1000)
    .optional()
    .describe(
      'A directory inside the repository to scan, relative to its root (default: the whole repository).',
    ),
};

/** A verdict as `charter validate --format json` prints it. */
export const DecisionOutcomeSchema = z.object({
  source: z.enum(['local', 'server']),
  decision_id: z.string(),
  constitution_version: z.string(),
  validation: ValidationResultSchema,
  rebellion_hint: z.string().nullable(),
});

export const RecordedDecisionSchema = DecisionOutcomeSchema.extend({ rationale: z.string().nullable() });

/** A ledger entry with the state of the exceptions asked for it. */
export const DecisionHistorySchema = z.object({
  decisions: z.array(
    LocalLedgerEntrySchema.extend({
      exception_requests: z.array(
        z.object({
          rebellion_id: z.string(),
          status: z.enum(REBELLION_STATUSES),
          expires_at: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** How many decisions matched before `limit` cut the list. */
  matching: z.number().int().nonnegative(),
});
export type DecisionHistory = z.infer<typeof DecisionHistorySchema>;

export const RebellionListOutputSchema = z.object({ rebellions: z.array(RebellionSchema) });
