import { z } from 'zod';
import { getJourneyScenario, JOURNEY_SCENARIO_IDS, JOURNEY_USER_TYPES } from '../journeys/scenarios';
import { SuccessSchema, TimestampSchema } from './common';
import { defineRoute } from './contract';

export type {
  JourneyScenario,
  JourneyScenarioId,
  JourneyScenarioType,
  JourneyStep,
  JourneyUserType,
} from '../journeys/scenarios';
export {
  getJourneyScenario,
  JOURNEY_SCENARIO_IDS,
  JOURNEY_SCENARIO_TYPES,
  JOURNEY_SCENARIOS,
  JOURNEY_USER_TYPES,
} from '../journeys/scenarios';

/**
 * User journey testing. The scenarios are fixed data in core. The
 * running test lives on the server (one per user), so completed steps survive a reload or another tab; a
 * submitted result is stored per user and the analytics are computed from stored results only. The admin
 * calls show the same across all users.
 */

export const MAX_JOURNEY_FEEDBACK = 5000;
export const MAX_JOURNEY_ISSUES = 20;
export const MAX_JOURNEY_ISSUE_LENGTH = 200;
/** A day: a test left open longer than that is not a measurement of the journey any more. */
export const MAX_JOURNEY_MINUTES = 24 * 60;

export const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars.';

const ScenarioIdSchema = z.enum(JOURNEY_SCENARIO_IDS, {
  error: `Choose a scenario: ${JOURNEY_SCENARIO_IDS.join(', ')}.`,
});
const UserTypeSchema = z.enum(JOURNEY_USER_TYPES, { error: 'userType must be "new" or "experienced".' });

const wholeNumber = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(0, { error: `${label} must be 0 or more.` });

/** A finished journey test as the client submits it. `localId` lets a result kept locally be re-sent without counting twice. */
export const JourneyResultInput = z
  .object({
    scenarioId: ScenarioIdSchema,
    /** Derived from `scenarioId`; a client's label (older, translated, absent) is ignored, not refused. */
    scenarioName: z.string({ error: 'scenarioName must be text.' }).max(200).optional(),
    userType: UserTypeSchema,
    completedSteps: wholeNumber('completedSteps'),
    totalSteps: wholeNumber('totalSteps'),
    timeSpent: z
      .number({ error: 'timeSpent must be a number of minutes.' })
      .min(0, { error: 'timeSpent must be 0 or more minutes.' })
      .max(MAX_JOURNEY_MINUTES, { error: `timeSpent must be at most ${MAX_JOURNEY_MINUTES} minutes.` }),
    rating: z
      .number({ error: RATING_MESSAGE })
      .int({ error: RATING_MESSAGE })
      .min(1, { error: RATING_MESSAGE })
      .max(5, { error: RATING_MESSAGE }),
    feedback: z
      .string()
      .trim()
      .max(MAX_JOURNEY_FEEDBACK, { error: `Feedback must be at most ${MAX_JOURNEY_FEEDBACK} characters.` })
      .default(''),
    issues: z
      .array(
        z
          .string({ error: 'Each issue must be text.' })
          .trim()
          .max(MAX_JOURNEY_ISSUE_LENGTH, {
            error: `Each issue must be at most ${MAX_JOURNEY_ISSUE_LENGTH} characters.`,
          }),
      )
      .max(MAX_JOURNEY_ISSUES, { error: `At most ${MAX_JOURNEY_ISSUES} issues.` })
      .default([])
      .transform((issues) => issues.filter((issue) => issue !== '')),
    /** When the test was completed (a result sent later keeps its time); the server's clock when absent. */
    completedAt: TimestampSchema.optional(),
    localId: z
      .string()
      .regex(/^[\w-]{8,64}$/, { error: 'localId must be 8 to 64 letters, digits, - or _.' })
      .optional(),
  })
  .superRefine((result, ctx) => {
    const scenario = getJourneyScenario(result.scenarioId);
    if (!scenario) return;
    if (result.totalSteps !== scenario.steps.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['totalSteps'],
        message: `${scenario.name} has ${scenario.steps.length} steps: totalSteps must be ${scenario.steps.length}.`,
      });
    }
    if (result.completedSteps > result.totalSteps) {
      ctx.addIssue({
        code: 'custom',
        path: ['completedSteps'],
        message: 'completedSteps cannot exceed totalSteps.',
      });
    }
  })
  .transform(({ scenarioName: _label, ...result }) => ({
    ...result,
    scenarioName: getJourneyScenario(result.scenarioId)?.name ?? result.scenarioId,
  }));
export type JourneyResultPayload = z.input<typeof JourneyResultInput>;

export const JourneyResultSchema = z.object({
  resultId: z.string(),
  scenarioId: z.string(),
  scenarioName: z.string(),
  userType: UserTypeSchema,
  completedSteps: z.number().int().min(0),
  totalSteps: z.number().int().min(0),
  timeSpent: z.number().min(0),
  rating: z.number().int().min(1).max(5),
  feedback: z.string(),
  issues: z.array(z.string()),
  completedAt: TimestampSchema,
  submittedAt: TimestampSchema,
});
export type JourneyResult = z.infer<typeof JourneyResultSchema>;

const MetricsShape = {
  count: z.number().int().min(0),
  averageRating: z.number().nullable(),
  averageTime: z.number().nullable(),
  averageCompletion: z.number().nullable(),
};

/** The journey analytics; null averages when there is nothing to average. */
export const JourneyAnalyticsSchema = z.object({
  totalTests: z.number().int().min(0),
  averageRating: z.number().nullable(),
  averageTime: z.number().nullable(),
  averageCompletion: z.number().nullable(),
  scenarioBreakdown: z.array(z.object({ scenarioId: z.string(), name: z.string(), ...MetricsShape })),
  userTypeBreakdown: z.array(z.object({ userType: UserTypeSchema, ...MetricsShape })),
  commonIssues: z.array(z.object({ issue: z.string(), count: z.number().int().min(1) })),
  recentFeedback: z.array(
    z.object({
      scenarioName: z.string(),
      rating: z.number(),
      timestamp: TimestampSchema,
      feedback: z.string(),
    }),
  ),
});
export type JourneyAnalyticsResult = z.infer<typeof JourneyAnalyticsSchema>;

/** The running test: idle is `null`; steps are completed in order, one at a time. */
export const ActiveJourneyTestSchema = z.object({
  scenarioId: z.string(),
  startedAt: TimestampSchema,
  /** Index of the step to complete next; equal to the step count once every step is done. */
  currentStepIndex: z.number().int().min(0),
  completedStepIds: z.array(z.string()),
});
export type ActiveJourneyTest = z.infer<typeof ActiveJourneyTestSchema>;

export const ActiveJourneyTestResponseSchema = z.object({ activeTest: ActiveJourneyTestSchema.nullable() });

export const StartJourneyTestInput = z.object({ scenarioId: ScenarioIdSchema });
export const CompleteJourneyStepInput = z.object({
  stepId: z.string({ error: 'stepId is required.' }).min(1, { error: 'stepId is required.' }).max(100),
});

export const JourneyResultListSchema = z.object({ results: z.array(JourneyResultSchema) });

export const userJourneyApi = {
  getActive: defineRoute({
    method: 'GET',
    path: '/api/user-journey/active',
    summary: 'The signed-in user’s running journey test, or null',
    auth: 'user',
    response: ActiveJourneyTestResponseSchema,
    tags: ['user-journey'],
  }),
  start: defineRoute({
    method: 'POST',
    path: '/api/user-journey/active',
    summary: 'Start a journey test (one at a time: 409 while another runs)',
    auth: 'user',
    errors: [409],
    status: 201,
    body: StartJourneyTestInput,
    response: ActiveJourneyTestResponseSchema,
    tags: ['user-journey'],
  }),
  completeStep: defineRoute({
    method: 'POST',
    path: '/api/user-journey/active/steps',
    summary: 'Complete the current step of the running test (steps go in order)',
    auth: 'user',
    body: CompleteJourneyStepInput,
    response: ActiveJourneyTestResponseSchema,
    tags: ['user-journey'],
  }),
  reset: defineRoute({
    method: 'DELETE',
    path: '/api/user-journey/active',
    summary: 'Reset Test: drop the running test, if any',
    auth: 'user',
    response: SuccessSchema,
    tags: ['user-journey'],
  }),
  submitResult: defineRoute({
    method: 'POST',
    path: '/api/user-journey/results',
    summary: 'Store a completed test’s result (and end the running test of that scenario)',
    auth: 'user',
    status: 201,
    body: JourneyResultInput,
    response: z.object({ success: z.literal(true), resultId: z.string() }),
    tags: ['user-journey'],
  }),
  listResults: defineRoute({
    method: 'GET',
    path: '/api/user-journey/results',
    summary: 'The signed-in user’s stored results, newest first',
    auth: 'user',
    response: JourneyResultListSchema,
    tags: ['user-journey'],
  }),
  getResult: defineRoute({
    method: 'GET',
    path: '/api/user-journey/results/:resultId',
    summary: 'One of the signed-in user’s results (404 for anyone else’s)',
    auth: 'user',
    params: z.object({ resultId: z.string().min(1).max(200) }),
    response: JourneyResultSchema,
    tags: ['user-journey'],
  }),
  analytics: defineRoute({
    method: 'GET',
    path: '/api/user-journey/analytics',
    summary: 'Analytics computed from the signed-in user’s stored results',
    auth: 'user',
    response: JourneyAnalyticsSchema,
    tags: ['user-journey'],
  }),
  adminResults: defineRoute({
    method: 'GET',
    path: '/api/admin/user-journey/results',
    summary: 'For admins: every user’s stored results, newest first',
    auth: 'admin',
    response: JourneyResultListSchema,
    tags: ['user-journey', 'admin'],
  }),
  adminAnalytics: defineRoute({
    method: 'GET',
    path: '/api/admin/user-journey/analytics',
    summary: 'For admins: analytics computed from every user’s stored results',
    auth: 'admin',
    response: JourneyAnalyticsSchema,
    tags: ['user-journey', 'admin'],
  }),
} as const;
