import { z } from 'zod';
import {
  RiskLevelSchema,
  RuleCategorySchema,
  VALIDATION_STATUSES,
  ViolationSchema,
} from '../constitution/schema';
import { TimestampSchema } from '../timestamp';

export const ValidationResultSchema = z.object({
  status: z.enum(VALIDATION_STATUSES),
  /** Null when no rule covers the decision (`covered: false`). */
  score: z.number().int().min(0).max(100).nullable(),
  /** False when no rule of the constitution reads anything the decision states: answered `warning`. */
  covered: z.boolean(),
  risk: RiskLevelSchema,
  violated_rules: z.array(ViolationSchema),
  /** Violations an approved exception waived. */
  waived_rules: z.array(ViolationSchema),
  recommendations: z.array(z.string()),
  /** The approved rebellion that let this decision through, when one did. */
  exception: z.object({ rebellion_id: z.string(), rule_ids: z.array(z.string()) }).nullable(),
});
export type ValidationResult = z.infer<typeof ValidationResultSchema>;

/** One entry of the decision ledger: every validation from any entry point. */
export const LEDGER_SOURCES = [
  'external',
  'governance',
  'demo',
  'patterns',
  'test',
  'cli',
  'assistant',
  'widget',
] as const;
/** An entry point of Charter, or `a2a:<caller>`: an A2A agent that asked through a Semi key (named after it). */
export const LedgerSourceSchema = z.union([z.enum(LEDGER_SOURCES), z.templateLiteral(['a2a:', z.string()])]);
export type LedgerSource = z.infer<typeof LedgerSourceSchema>;
export const LedgerEntrySchema = z.object({
  decision_id: z.string(),
  at: TimestampSchema,
  source: LedgerSourceSchema,
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  agent_id: z.string().nullable(),
  decision_type: z.string(),
  description: z.string(),
  proposed_action: z.string().nullable(),
  status: z.enum(VALIDATION_STATUSES),
  /** Null when no rule covered the decision. */
  score: z.number().int().nullable(),
  risk: RiskLevelSchema,
  violated_rule_ids: z.array(z.string()),
  violated_categories: z.array(RuleCategorySchema),
  /**
   * Per violated rule, the decision's actual value and unit (null when the violation has no number):
   * the default ceiling of an exception asked for it. Absent in entries of earlier versions.
   */
  violated_values: z
    .record(z.string(), z.object({ actual: z.number().nullable(), unit: z.string().nullable() }))
    .optional(),
  exception_rebellion_id: z.string().nullable(),
  constitution_version: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** Money and hours are estimates: the answer states every assumption they rest on. */
export const MetricsSchema = z.object({
  cost_savings: z.object({
    checkpoint_fees_avoided: z.number(),
    debugging_time_saved: z.number(),
    maintenance_overhead: z.number(),
    deployment_reliability: z.number(),
  }),
  risk_mitigation: z.object({
    dependency_disasters_prevented: z.number().int(),
    api_timeout_failures_blocked: z.number().int(),
    ui_accessibility_issues_caught: z.number().int(),
    deployment_failures_avoided: z.number().int(),
  }),
  success_metrics: z.object({
    average_success_rate: z.number().nullable(),
    deployment_success_rate: z.number().nullable(),
    total_patterns: z.number().int(),
    projects_analyzed: z.number().int(),
    bug_reduction: z.number().nullable(),
  }),
  totals: z.object({
    decisions: z.number().int(),
    blocked: z.number().int(),
    warnings: z.number().int(),
    approved: z.number().int(),
    exceptions_used: z.number().int(),
  }),
  blocked_by_rule: z.array(z.object({ ruleId: z.string(), count: z.number().int() })),
  timeline: z.array(z.object({ date: z.string(), decisions: z.number().int(), blocked: z.number().int() })),
  assumptions: z.array(z.string()),
});
export type Metrics = z.infer<typeof MetricsSchema>;
