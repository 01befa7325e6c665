import { z } from 'zod';
import { SeveritySchema } from '../constitution/schema';

/** The catalogue's entities. The data ships with Charter; the API serves these shapes. */

export const PRACTICE_CATEGORIES = ['dependencies', 'api', 'database', 'ui', 'deployment'] as const;
export const PracticeCategorySchema = z.enum(PRACTICE_CATEGORIES);
export type PracticeCategory = z.infer<typeof PracticeCategorySchema>;

export const CodeExampleSchema = z.object({
  type: z.enum(['before', 'after', 'other']),
  language: z.string(),
  description: z.string(),
  code: z.string(),
});
export type CodeExample = z.infer<typeof CodeExampleSchema>;

export const SourceSchema = z.object({
  title: z.string(),
  /** Documentation that exists (official docs, specs, well-known references). */
  url: z.url(),
  author: z.string().optional(),
  date: z.string().optional(),
});
export type Source = z.infer<typeof SourceSchema>;

/**
 * The share (0–100) of projects that hit a practice's problem, as a cited source states it: `source` is the
 * page that says it. A figure without such a page is not shown anywhere ("no figure without a
 * source"), so a practice without one simply has no frequency.
 */
export const SourcedFrequencySchema = z.object({ percent: z.number().min(0).max(100), source: SourceSchema });
export type SourcedFrequency = z.infer<typeof SourcedFrequencySchema>;

export const BestPracticeSchema = z.object({
  /** Stable kebab-case id, e.g. `http-timeouts-everywhere`. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string(),
  description: z.string(),
  category: PracticeCategorySchema,
  severity: SeveritySchema,
  /** Only where a cited source states the figure; none of the bundled practices has one today. */
  frequency: SourcedFrequencySchema.optional(),
  community: z.string(),
  tags: z.array(z.string()),
  /**
   * In the core set that Initialize installs. Not a verification by a person or a check, so the console
   * shows no "Verified" badge for it.
   */
  verified: z.boolean(),
  problemPattern: z.string(),
  solutionPattern: z.string(),
  preventionPattern: z.string().optional(),
  /**
   * The practice as one imperative sentence ("Never make an outbound HTTP call without a timeout."): the title
   * of the rule generated from it. Optional so older data still parses; the title is used without it.
   */
  mandate: z.string().optional(),
  /** Set once a rule was generated from this practice for the signed-in user (per user, not in the data). */
  constitutionalRule: z.string().optional(),
  validationTest: z.string().optional(),
  codeExamples: z.array(CodeExampleSchema),
  sources: z.array(SourceSchema).min(1),
  /**
   * How a decision shows the anti-pattern, for the rule generated from this practice: lower-case phrases,
   * and phrases that mean the decision is the fix instead.
   */
  detection: z.object({ anyOf: z.array(z.string()).min(1), noneOf: z.array(z.string()).default([]) }),
});
export type BestPractice = z.infer<typeof BestPracticeSchema>;

export const PATTERN_CATEGORIES = [
  'authentication',
  'database',
  'deployment',
  'ui',
  'api',
  'state-management',
] as const;
export const PatternCategorySchema = z.enum(PATTERN_CATEGORIES);
export const PatternStatusSchema = z.enum(['proven', 'experimental', 'deprecated']);

export const PatternSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: PatternCategorySchema,
  status: PatternStatusSchema,
  description: z.string(),
  implementation: z.string(),
  benefits: z.array(z.string()),
  antipatterns: z.array(z.string()),
  dependencies: z.array(z.string()),
  codeExample: z.string(),
  /** ISO date the pattern's content was last reviewed against its sources. */
  lastValidated: z.string(),
  validationNotes: z.string(),
  /** Lower-case phrases by which a proposed implementation matches this pattern. */
  keywords: z.array(z.string()).min(1),
  sources: z.array(SourceSchema).min(1),
});
export type Pattern = z.infer<typeof PatternSchema>;

/** A documented failure (spec 001 "Constitutional Governance Demo"): run through the real evaluator. */
export const FailureScenarioSchema = z.object({
  id: z.string(),
  scenario: z.string(),
  /** What went wrong without governance, in the words of the failure write-up. */
  story: z.string(),
  /** The decision an agent made, as it would be sent to the evaluator. */
  decision: z.object({
    decision_type: z.string(),
    description: z.string(),
    proposed_action: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).default({}),
  }),
  /** What the standard constitution should answer: the demo shows a mismatch instead of hiding it. */
  expectedStatus: z.enum(['blocked', 'warning']).optional(),
});
export type FailureScenario = z.infer<typeof FailureScenarioSchema>;
