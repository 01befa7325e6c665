import { z } from 'zod';
import { FINDING_SEVERITIES } from '../diagnostics/types';
import { TimestampSchema } from '../timestamp';
import { RESCUE_PHASES, RESCUE_STATUSES } from './states';

export const RescuePhaseSchema = z.enum(RESCUE_PHASES);
export const RescueStatusSchema = z.enum(RESCUE_STATUSES);

export const RescueFindingSchema = z.object({
  /** `description` (the governance engine read the problem description) or `repository` (a scan). */
  source: z.enum(['description', 'repository']),
  ruleId: z.string(),
  title: z.string(),
  severity: z.enum(FINDING_SEVERITIES),
  message: z.string(),
  /** Where it was read: a quote of the description, or `file:line` in the repository. */
  evidence: z.string(),
  /** What to do about it. */
  fix: z.string(),
  /** How many places in the repository (1 for the description). */
  occurrences: z.number().int().min(1),
});
export type RescueFinding = z.infer<typeof RescueFindingSchema>;

export const RescueRecommendationSchema = z.object({
  ruleId: z.string(),
  severity: z.enum(FINDING_SEVERITIES),
  title: z.string(),
  action: z.string(),
});
export type RescueRecommendation = z.infer<typeof RescueRecommendationSchema>;

export const RescuePlanStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  /** The finding it answers; null for the closing verification step. */
  ruleId: z.string().nullable(),
  done: z.boolean(),
  doneAt: TimestampSchema.nullable(),
});
export type RescuePlanStep = z.infer<typeof RescuePlanStepSchema>;

/** What the governance engine read in the problem description. */
export const RescueDiagnosisSchema = z.object({
  facts: z.object({
    currentDependencies: z.number().nullable(),
    timeoutMs: z.number().nullable(),
    buildSeconds: z.number().nullable(),
  }),
  /** Per fact, the text it was read from. */
  evidence: z.record(z.string(), z.string()),
  constitutionVersion: z.string(),
  diagnosedAt: TimestampSchema,
});
export type RescueDiagnosis = z.infer<typeof RescueDiagnosisSchema>;

export const RescueRepositoryAnalysisSchema = z.object({
  /** `none`: no repository given; `pending`: given, the comprehensive analysis has not started. */
  state: z.enum(['none', 'pending', 'running', 'done', 'failed']),
  startedAt: TimestampSchema.nullable(),
  finishedAt: TimestampSchema.nullable(),
  overallHealth: z.number().nullable(),
  filesScanned: z.number().int().nullable(),
  commit: z.string().nullable(),
  /** Why it failed, in words a person can act on. */
  message: z.string().nullable(),
});
export type RescueRepositoryAnalysis = z.infer<typeof RescueRepositoryAnalysisSchema>;

export const RescueMissionSchema = z.object({
  id: z.string(),
  projectName: z.string(),
  userGoal: z.string(),
  problemDescription: z.string(),
  timeInvested: z.string(),
  businessImpact: z.string(),
  repositoryUrl: z.string().nullable(),
  phase: RescuePhaseSchema,
  status: RescueStatusSchema,
  diagnosis: RescueDiagnosisSchema,
  repository: RescueRepositoryAnalysisSchema,
  findings: z.array(RescueFindingSchema),
  recommendations: z.array(RescueRecommendationSchema),
  plan: z.array(RescuePlanStepSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  completedAt: TimestampSchema.nullable(),
});
export type RescueMission = z.infer<typeof RescueMissionSchema>;
