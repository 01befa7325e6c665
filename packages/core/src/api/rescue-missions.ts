import { z } from 'zod';
import { RescueMissionSchema } from '../rescue/schema';
import { IdParamSchema, requiredText } from './common';
import { defineRoute } from './contract';

export {
  type RescueDiagnosis,
  RescueDiagnosisSchema,
  type RescueFinding,
  RescueFindingSchema,
  type RescueMission,
  RescueMissionSchema,
  RescuePhaseSchema,
  type RescuePlanStep,
  RescuePlanStepSchema,
  type RescueRecommendation,
  RescueRecommendationSchema,
  type RescueRepositoryAnalysis,
  RescueRepositoryAnalysisSchema,
  RescueStatusSchema,
} from '../rescue/schema';

/**
 * Rescue missions: a troubled project's description is diagnosed
 * by the governance engine, its repository (when given) by the diagnostics engine, and a recovery plan follows
 * from what they found. `rescue/states.ts` holds the lifecycle.
 */

export const AdminRescueMissionSchema = RescueMissionSchema.extend({
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminRescueMission = z.infer<typeof AdminRescueMissionSchema>;

/** The five fields are required; the repository URL is optional (no URL, no repository scan). */
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
