import { z } from 'zod';
import { FINDING_SEVERITIES } from '../diagnostics/types';
import { RESCUE_PHASES, RESCUE_STATUSES } from '../rescue/states';
import { IdParamSchema, requiredText, TimestampSchema } from './common';
import { defineRoute } from './contract';

/**
 * Rescue missions (spec 002 §2.10, §3, §4, §5, §7; issue 6 §4): a troubled project's description is diagnosed
 * by the governance engine, its repository (when given) by the diagnostics engine, and a recovery plan follows
 * from what they found. `rescue/states.ts` holds the lifecycle.
 */

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

export const AdminRescueMissionSchema = RescueMissionSchema.extend({
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminRescueMission = z.infer<typeof AdminRescueMissionSchema>;

/** Spec 002 §5: the five fields are required; the repository URL is optional (no URL, no repository scan). */
export const CreateRescueMissionInput = z.object({
  projectName: requiredText('Project name', 200),
  userGoal: requiredText('Your goal', 2_000),
  problemDescription: requiredText('Problem description', 10_000),
  timeInvested: requiredText('Time invested', 200),
  businessImpact: requiredText('Business impact', 2_000),
  repositoryUrl: z
    .string({ error: 'Repository URL must be text.' })
    .trim()
    .max(2_000, { error: 'Repository URL must be at most 2000 characters.' })
    .optional()
    .transform((value) => (value ? value : null)),
});
export type CreateRescueMissionInput = z.input<typeof CreateRescueMissionInput>;

export const MarkRescueStepInput = z.object({
  done: z.boolean({ error: 'done must be true or false.' }),
});

const MissionParams = IdParamSchema('missionId');
const StepParams = z.object({ missionId: z.string().min(1).max(200), stepId: z.string().min(1).max(200) });
const MissionAnswer = z.object({ mission: RescueMissionSchema });

export const rescueMissionsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/rescue-missions',
    summary: "The signed-in user's rescue missions, newest first",
    auth: 'user',
    response: z.object({ missions: z.array(RescueMissionSchema) }),
    tags: ['rescue-missions'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/rescue-missions',
    summary: 'Start a rescue mission: the problem description is diagnosed at once (rapid diagnosis)',
    auth: 'user',
    status: 201,
    body: CreateRescueMissionInput,
    response: MissionAnswer,
    tags: ['rescue-missions'],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/rescue-missions/:missionId',
    summary: 'One of your rescue missions (404 for anyone else’s)',
    auth: 'user',
    params: MissionParams,
    response: MissionAnswer,
    tags: ['rescue-missions'],
  }),
  analyze: defineRoute({
    method: 'POST',
    path: '/api/rescue-missions/:missionId/analyze',
    summary:
      'Comprehensive analysis: scans the repository after the answer (status analyzing until it ends), or, with no repository, builds the recommendations at once',
    auth: 'user',
    params: MissionParams,
    response: MissionAnswer,
    tags: ['rescue-missions'],
  }),
  startRecovery: defineRoute({
    method: 'POST',
    path: '/api/rescue-missions/:missionId/recovery',
    summary: 'Start guided recovery once the recommendations are ready',
    auth: 'user',
    params: MissionParams,
    response: MissionAnswer,
    tags: ['rescue-missions'],
  }),
  markStep: defineRoute({
    method: 'PATCH',
    path: '/api/rescue-missions/:missionId/steps/:stepId',
    summary: 'Mark a recovery plan step done or not done',
    auth: 'user',
    params: StepParams,
    body: MarkRescueStepInput,
    response: MissionAnswer,
    tags: ['rescue-missions'],
  }),
  complete: defineRoute({
    method: 'POST',
    path: '/api/rescue-missions/:missionId/complete',
    summary: 'Complete the mission (the project is recovered) once every plan step is done',
    auth: 'user',
    params: MissionParams,
    response: MissionAnswer,
    tags: ['rescue-missions'],
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/rescue-missions',
    summary: "Every user's rescue missions, newest first, with their owner",
    auth: 'admin',
    response: z.object({ missions: z.array(AdminRescueMissionSchema) }),
    tags: ['rescue-missions', 'admin'],
  }),
  adminGet: defineRoute({
    method: 'GET',
    path: '/api/admin/rescue-missions/:missionId',
    summary: 'One rescue mission of any user, with its owner',
    auth: 'admin',
    params: MissionParams,
    response: z.object({ mission: AdminRescueMissionSchema }),
    tags: ['rescue-missions', 'admin'],
  }),
} as const;
