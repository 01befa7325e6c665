import { z } from 'zod';

/**
 * The constitution: typed, versioned rules with stable ids. Core evaluates decisions against it
 * (`evaluate-decision.ts`); the server stores one per project (defaults + the project's settings + rules
 * generated from best practices) and the CLI keeps one in `.charter/constitution.json`.
 */

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const SeveritySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof SeveritySchema>;

/** `enforced` rules block (deny); `advisory` rules only warn (ask). */
export const EnforcementSchema = z.enum(['enforced', 'advisory']);
export type Enforcement = z.infer<typeof EnforcementSchema>;

export const RULE_CATEGORIES = [
  'dependencies',
  'api',
  'performance',
  'accessibility',
  'database',
  'ui',
  'deployment',
  'security',
  'architecture',
] as const;
export const RuleCategorySchema = z.enum(RULE_CATEGORIES);
export type RuleCategory = z.infer<typeof RuleCategorySchema>;

/**
 * What a rule measures. Numeric kinds compare one fact of the decision with `threshold`:
 * - `max_dependencies`: direct dependencies after the change (count);
 * - `max_api_timeout_ms`: outbound HTTP timeout (ms); a missing timeout on a new call also violates;
 * - `max_build_seconds`: build duration (s);
 * - `wcag_level`: the accessibility level the change keeps (`level`), e.g. removing alt text breaks AA;
 * - `dependency_justification`: every added dependency has a justification;
 * - `pattern`: a rule generated from a best practice: violated when the decision matches its anti-pattern
 *   (`match`), e.g. "store passwords in plain text".
 */
export const RULE_KINDS = [
  'max_dependencies',
  'max_api_timeout_ms',
  'max_build_seconds',
  'wcag_level',
  'dependency_justification',
  'pattern',
] as const;
export const RuleKindSchema = z.enum(RULE_KINDS);
export type RuleKind = z.infer<typeof RuleKindSchema>;

export const WcagLevelSchema = z.enum(['A', 'AA', 'AAA']);
export type WcagLevel = z.infer<typeof WcagLevelSchema>;

export const RuleMatchSchema = z.object({
  /** Decision types the rule looks at; all when empty. */
  decisionTypes: z.array(z.string()).default([]),
  /** Lower-case phrases; the rule matches when any appears in the description or proposed action. */
  anyOf: z.array(z.string().min(2)).min(1),
  /** Lower-case phrases that mean the decision is the fix, not the anti-pattern ("add alt text"). */
  noneOf: z.array(z.string()).default([]),
});
export type RuleMatch = z.infer<typeof RuleMatchSchema>;

export const RuleSchema = z.object({
  /** Stable id, never reused: `CH-DEP-001`, `CH-API-001`, `BP-<practice id>` for generated rules. */
  id: z.string().regex(/^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$/, { error: 'Rule ids look like CH-DEP-001.' }),
  kind: RuleKindSchema,
  title: z.string().min(1).max(200),
  rationale: z.string().min(1).max(2000),
  category: RuleCategorySchema,
  severity: SeveritySchema,
  enforcement: EnforcementSchema,
  /** For numeric kinds: the limit (inclusive: a value equal to it passes). */
  threshold: z.number().nonnegative().optional(),
  /** Unit of `threshold`, for messages: `dependencies`, `ms`, `s`. */
  unit: z.string().optional(),
  /** For `wcag_level`. */
  level: WcagLevelSchema.optional(),
  /** For `pattern`. */
  match: RuleMatchSchema.optional(),
  /** A best practice this rule was generated from. */
  sourcePracticeId: z.string().optional(),
});
export type Rule = z.infer<typeof RuleSchema>;

/** simple apps 15–25 dependencies and 5–8 s timeouts; complex apps 35–50 and 8–12 s. */
export const PROJECT_TIERS = ['simple', 'standard', 'complex'] as const;
export const ProjectTierSchema = z.enum(PROJECT_TIERS);
export type ProjectTier = z.infer<typeof ProjectTierSchema>;

/** A project's Settings tab: each overrides the matching rule's threshold. */
export const ProjectSettingsSchema = z.object({
  dependencyLimit: z.number().int().min(1).max(1000).optional(),
  apiTimeoutMs: z.number().int().min(100).max(120_000).optional(),
  buildBudgetSeconds: z.number().int().min(1).max(3600).optional(),
});
export type ProjectSettings = z.infer<typeof ProjectSettingsSchema>;

export const ConstitutionSchema = z.object({
  /** Semantic version: removing a rule is major, adding one minor, changing wording or a threshold patch. */
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  tier: ProjectTierSchema,
  rules: z.array(RuleSchema),
  /** Package name → why the project needs it (the `dependency_justification` rule reads this). */
  justifications: z.record(z.string(), z.string()).default({}),
});
export type Constitution = z.infer<typeof ConstitutionSchema>;

/** What an agent asks about. Structured metadata first; the texts are the fallback. */
export const DecisionSchema = z.object({
  decision_type: z.string().trim().min(1).max(100),
  description: z.string().trim().min(1).max(5000),
  proposed_action: z.string().max(5000).optional(),
  /**
   * Known keys: current_dependencies, new_dependencies (count or list of names), dependencies (names),
   * timeout_ms, timeout_seconds, build_seconds, wcag_level, packages (names), justifications (package →
   * reason, for the packages the decision adds). Others are kept, unread.
   */
  metadata: z.record(z.string(), z.unknown()).default({}),
  agent_id: z.string().max(200).optional(),
});
export type Decision = z.infer<typeof DecisionSchema>;
export type DecisionInput = z.input<typeof DecisionSchema>;

export const VERDICTS = ['allow', 'deny', 'ask'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The status words of the validate APIs: allow → approved, deny → blocked, ask → warning. */
export const VALIDATION_STATUSES = ['approved', 'blocked', 'warning'] as const;
export type ValidationStatus = (typeof VALIDATION_STATUSES)[number];

export const ViolationSchema = z.object({
  ruleId: z.string(),
  title: z.string(),
  category: RuleCategorySchema,
  severity: SeveritySchema,
  enforcement: EnforcementSchema,
  /** The rule's limit, when numeric. */
  threshold: z.number().nullable(),
  /** What the decision would make it, when numeric (null when the fact is a missing timeout, say). */
  actual: z.number().nullable(),
  unit: z.string().nullable(),
  /** A sentence a person can act on: "63 direct dependencies exceed the limit of 50: remove 13 …". */
  message: z.string(),
  /** Where the fact came from: `metadata.timeout_ms`, or the text it was read from. */
  evidence: z.string(),
});
export type Violation = z.infer<typeof ViolationSchema>;

export const RISK_LEVELS = ['HIGH', 'MEDIUM', 'LOW'] as const;
export const RiskLevelSchema = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof RiskLevelSchema>;

/** An approved, unexpired exception the evaluator honours. */
export const ExceptionGrantSchema = z.object({
  rebellionId: z.string(),
  /** The rules it waives. */
  ruleIds: z.array(z.string()).min(1),
  /** Optional narrowing: only for this decision type. */
  decisionType: z.string().nullable(),
  /**
   * The project it is scoped to: decisions of that project id (or, with no id, of that project name;
   * both null = the owner's decisions that name no project). Never global.
   */
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  /**
   * Per rule, the ceiling: a violation passes only while its actual value is at most this. A rule absent
   * or null here has no numeric ceiling (its blocked violation had no number, e.g. a missing timeout).
   */
  ceilings: z.record(z.string(), z.number().nullable()),
  /** Uses left (null = unlimited); a grant with 0 left covers nothing. */
  usesLeft: z.number().int().nonnegative().nullable(),
  expiresAt: z.string().nullable(),
});
export type ExceptionGrant = z.infer<typeof ExceptionGrantSchema>;

export const EvaluationSchema = z.object({
  decisionId: z.string(),
  constitutionVersion: z.string(),
  verdict: z.enum(VERDICTS),
  status: z.enum(VALIDATION_STATUSES),
  /**
   * 100 with no violation; lowered by each by severity and by how far past its limit. Null when no rule
   * covers the decision (`covered: false`): nothing was judged, so nothing scores.
   */
  score: z.number().int().min(0).max(100).nullable(),
  /**
   * False when no rule of the constitution reads anything this decision states (a free-form type such as
   * "launch_rockets" with no quantity any rule measures): the answer is `warning`, never a silent approval.
   */
  covered: z.boolean(),
  violations: z.array(ViolationSchema),
  /** Violations an approved exception waived (they no longer count towards the verdict). */
  waived: z.array(ViolationSchema),
  /** The exception that let the decision through, when one did. */
  exception: z.object({ rebellionId: z.string(), ruleIds: z.array(z.string()) }).nullable(),
  recommendations: z.array(z.string()),
  risk: RiskLevelSchema,
});
export type Evaluation = z.infer<typeof EvaluationSchema>;
