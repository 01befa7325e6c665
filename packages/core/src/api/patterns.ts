import { z } from 'zod';
import { PatternCategorySchema, PatternSchema } from '../catalogue/schema';
import { ProjectTierSchema, SeveritySchema, VALIDATION_STATUSES } from '../constitution/schema';
import { MetricsSchema } from '../governance/schema';
import { defineRoute } from './contract';

export { type Metrics, MetricsSchema } from '../governance/schema';

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

/** The admin's validator: the same decision, judged against the default constitution of a tier. */
export const AdminPatternValidateInput = PatternValidateInput.extend({
  tier: ProjectTierSchema.default('standard'),
});

export const AdminPatternValidateResponseSchema = PatternValidateResponseSchema.extend({
  tier: ProjectTierSchema,
  constitution_version: z.string(),
  /** Always false: an admin's validation is written to no ledger. */
  recorded: z.literal(false),
});

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
  adminValidate: defineRoute({
    method: 'POST',
    path: '/api/admin/patterns/validate',
    summary:
      'For admins: validate an architectural decision against a tier’s default constitution and the proven patterns; recorded nowhere',
    auth: 'admin',
    body: AdminPatternValidateInput,
    response: AdminPatternValidateResponseSchema,
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
