import { z } from 'zod';
import {
  EnforcementSchema,
  RiskLevelSchema,
  RuleCategorySchema,
  RuleKindSchema,
  VALIDATION_STATUSES,
  WcagLevelSchema,
} from '../constitution/schema';

/**
 * The governance assistant's words and cards. One engine answers the console's AI Assistant, the
 * `<charter-chat>` widget and agents with a bearer key; the cards are the evaluator's data, never prose a
 * language model could change.
 */

export const ASSISTANT_INTENTS = [
  'decision',
  'rules',
  'ledger',
  'practice',
  'request_exception',
  'help',
  'unknown',
] as const;
export const AssistantIntentSchema = z.enum(ASSISTANT_INTENTS);
export type AssistantIntent = z.infer<typeof AssistantIntentSchema>;

export const VerdictRuleSchema = z.object({
  ruleId: z.string(),
  title: z.string(),
  enforcement: EnforcementSchema,
  threshold: z.number().nullable(),
  actual: z.number().nullable(),
  unit: z.string().nullable(),
  message: z.string(),
  evidence: z.string(),
});

/** The evaluator's verdict on the decision the message described. */
export const VerdictCardSchema = z.object({
  type: z.literal('verdict'),
  /** The ledger id; null when the decision was only evaluated (not recorded). */
  decisionId: z.string().nullable(),
  status: z.enum(VALIDATION_STATUSES),
  /** Null when no rule covers the decision: it is not scored, never a perfect 100. */
  score: z.number().int().min(0).max(100).nullable(),
  risk: RiskLevelSchema,
  /** What was asked, as the evaluator read it. */
  summary: z.string(),
  rules: z.array(VerdictRuleSchema),
  waived: z.array(VerdictRuleSchema),
  recommendations: z.array(z.string()),
  /** A blocked or warned decision: the caller may ask for an exception ("ask for an exception for that"). */
  exceptionAvailable: z.boolean(),
  projectName: z.string().nullable(),
  constitutionVersion: z.string(),
});
export type VerdictCard = z.infer<typeof VerdictCardSchema>;

export const RulesCardSchema = z.object({
  type: z.literal('rules'),
  constitutionVersion: z.string(),
  rules: z.array(
    z.object({
      id: z.string(),
      kind: RuleKindSchema,
      title: z.string(),
      category: RuleCategorySchema,
      enforcement: EnforcementSchema,
      threshold: z.number().nullable(),
      unit: z.string().nullable(),
      level: WcagLevelSchema.nullable(),
      rationale: z.string(),
    }),
  ),
});
export type RulesCard = z.infer<typeof RulesCardSchema>;

export const LedgerCardSchema = z.object({
  type: z.literal('ledger'),
  decisions: z.array(
    z.object({
      decisionId: z.string(),
      at: z.string(),
      description: z.string(),
      status: z.enum(VALIDATION_STATUSES),
      violatedRuleIds: z.array(z.string()),
      /** One sentence per violated rule, from the constitution as it is now. */
      reasons: z.array(z.string()),
    }),
  ),
});
export type LedgerCard = z.infer<typeof LedgerCardSchema>;

export const PracticeCardSchema = z.object({
  type: z.literal('practice'),
  practiceId: z.string(),
  title: z.string(),
  description: z.string(),
  solution: z.string(),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type PracticeCard = z.infer<typeof PracticeCardSchema>;

export const RebellionCardSchema = z.object({
  type: z.literal('rebellion'),
  rebellionId: z.string(),
  decisionId: z.string(),
  status: z.string(),
  ruleIds: z.array(z.string()),
  justification: z.string(),
});
export type RebellionCard = z.infer<typeof RebellionCardSchema>;

export const AssistantCardSchema = z.discriminatedUnion('type', [
  VerdictCardSchema,
  RulesCardSchema,
  LedgerCardSchema,
  PracticeCardSchema,
  RebellionCardSchema,
]);
export type AssistantCard = z.infer<typeof AssistantCardSchema>;

/** Longest message the assistant reads. */
export const MAX_ASSISTANT_MESSAGE_CHARS = 2_000;
