import { z } from 'zod';
import { PatternCategorySchema, PatternSchema } from '../catalogue/schema';
import { SeveritySchema, VALIDATION_STATUSES } from '../constitution/schema';
import { defineRoute } from './contract';

export const VALIDATOR_CATEGORIES = [
  'authentication',
  'database',
  'dependencies',
  'api',
  'ui',
  'deployment',
] as const;

/** A pattern with its usage, computed from the user's ledger (no invented success figures). */
export const PatternWithUsageSchema = PatternSchema.extend({
  usage: z.object({
    /** Validations whose proposed implementation matched this pattern. */
    decisionsMatched: z.number().int(),
    /** Of those, how many were approved; null when none matched. */
    approvedShare: z.number().min(0).max(1).nullable(),
    /** Distinct projects among them. */
    projects: z.number().int(),
  }),
});

export const PatternValidateInput = z.object({
  decision_type: z.enum(VALIDATOR_CATEGORIES, {
    error: `Choose a category: ${VALIDATOR_CATEGORIES.join(', ')}.`,
  }),
  description: z
    .string({ error: 'Describe the decision.' })
    .trim()
    .min(1, { error: 'Describe the decision.' })
    .max(5000),
  proposed_implementation: z
    .string({ error: 'Describe the implementation.' })
    .trim()
    .min(1, { error: 'Describe the implementation.' })
    .max(10_000),
});

export const PatternValidateResponseSchema = z.object({
  decision_id: z.string(),
  validation: z.object({
    status: z.enum(VALIDATION_STATUSES),
    /** How sure the validator is (0–100): how much of its verdict rests on structured facts and pattern matches. */
    confidence_score: z.number().int().min(0).max(100),
    violations: z.array(z.object({ rule: z.string(), message: z.string(), severity: SeveritySchema })),
    pattern_matches: z.array(
      z.object({ name: z.string(), category: PatternCategorySchema, success_projects: z.number().int() }),
    ),
    recommendations: z.array(z.string()),
  }),
});

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

export const patternsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/patterns',
    summary: 'The six proven patterns, with usage computed from the user’s ledger',
    auth: 'user',
    response: z.object({ patterns: z.array(PatternWithUsageSchema) }),
    tags: ['patterns'],
  }),
  validate: defineRoute({
    method: 'POST',
    path: '/api/patterns/validate',
    summary: 'Validate an architectural decision against the constitution and the proven patterns',
    auth: 'user',
    body: PatternValidateInput,
    response: PatternValidateResponseSchema,
    tags: ['patterns'],
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/patterns',
    summary: 'Admin: the six proven patterns, with usage computed from every user’s ledger',
    auth: 'admin',
    response: z.object({ patterns: z.array(PatternWithUsageSchema) }),
    tags: ['patterns', 'admin'],
  }),
  metrics: defineRoute({
    method: 'GET',
    path: '/api/patterns/metrics',
    summary: 'ROI analytics computed from the user’s decision ledger, with the assumptions stated',
    auth: 'user',
    response: z.object({ data: MetricsSchema }),
    tags: ['patterns'],
  }),
} as const;
