import { z } from 'zod';
import {
  EVOLUTION_EVENT_TYPES,
  EVOLUTION_PHASES,
  EVOLUTION_STAGES,
  IMPACT_LEVELS,
  INSIGHT_CATEGORIES,
  INSIGHT_TYPES,
  TODO_PRIORITIES,
  TODO_STATUSES,
} from '../history/constants';
import {
  EvolutionEventSchema,
  InsightSchema,
  InsightStatisticsSchema,
  StrategicTodoSchema,
} from '../history/schema';
import { requiredText, TimestampSchema } from './common';
import { defineRoute } from './contract';

/**
 * Historical context. Insights, evolution events and strategic todos are
 * derived from what the user's account really recorded (decisions, rebellions, projects and primers, memory
 * decisions, rescue missions) and joined with the entries the user wrote. No example data is ever shown, so
 * `mockDataWarning` is always false.
 */

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `Choose a ${label}: ${values.join(', ')}.` });

const TagsSchema = z
  .array(
    z
      .string({ error: 'Each tag must be text.' })
      .trim()
      .min(1)
      .max(50, { error: 'Tags are at most 50 characters.' }),
  )
  .max(20, { error: 'At most 20 tags.' });

/** Optional text without a default, so an edit that leaves it out keeps the stored value. */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` });

const SatisfactionSchema = z
  .number({ error: 'userSatisfaction must be a whole number from 1 to 5.' })
  .int({ error: 'userSatisfaction must be a whole number from 1 to 5.' })
  .min(1, { error: 'userSatisfaction must be a whole number from 1 to 5.' })
  .max(5, { error: 'userSatisfaction must be a whole number from 1 to 5.' })
  .nullable();

const insightFields = {
  title: requiredText('Title', 200),
  description: requiredText('Description', 5_000),
  type: choice('type', INSIGHT_TYPES),
  category: choice('category', INSIGHT_CATEGORIES),
  evolutionStage: choice('stage', EVOLUTION_STAGES),
  impactLevel: choice('impact level', IMPACT_LEVELS),
  userQuote: text('User quote', 5_000),
  agentResponse: text('Agent response', 5_000),
  sourceContext: text('Source context', 500),
  originalDate: TimestampSchema,
  tags: TagsSchema,
};
export const CreateInsightInput = z.object({
  ...insightFields,
  evolutionStage: insightFields.evolutionStage.default('proposed'),
  impactLevel: insightFields.impactLevel.default('medium'),
  userQuote: insightFields.userQuote.default(''),
  agentResponse: insightFields.agentResponse.default(''),
  sourceContext: insightFields.sourceContext.default(''),
  originalDate: insightFields.originalDate.optional(),
  tags: insightFields.tags.default([]),
});
export const UpdateInsightInput = z.object(insightFields).partial();

const evolutionFields = {
  title: requiredText('Title', 200),
  description: requiredText('Description', 5_000),
  eventType: choice('event type', EVOLUTION_EVENT_TYPES),
  phase: choice('phase', EVOLUTION_PHASES),
  eventDate: TimestampSchema,
  userSatisfaction: SatisfactionSchema,
  beforeState: text('Before', 2_000),
  afterState: text('After', 2_000),
  details: text('Details', 500),
};
export const CreateEvolutionEventInput = z.object({
  ...evolutionFields,
  eventType: evolutionFields.eventType.default('milestone'),
  eventDate: evolutionFields.eventDate.optional(),
  userSatisfaction: evolutionFields.userSatisfaction.default(null),
  beforeState: evolutionFields.beforeState.default(''),
  afterState: evolutionFields.afterState.default(''),
  details: evolutionFields.details.default(''),
});
export const UpdateEvolutionEventInput = z.object(evolutionFields).partial();

const todoFields = {
  title: requiredText('Title', 200),
  description: text('Description', 5_000),
  priority: choice('priority', TODO_PRIORITIES),
  status: choice('status', TODO_STATUSES),
  userRequest: text('User request', 5_000),
  originalContext: text('Original context', 2_000),
  category: text('Category', 100),
  relatedInsights: z
    .array(requiredText('Related insight', 200))
    .max(20, { error: 'At most 20 related insights.' }),
};
export const CreateTodoInput = z.object({
  ...todoFields,
  description: todoFields.description.default(''),
  priority: todoFields.priority.default('medium'),
  status: todoFields.status.default('pending'),
  userRequest: todoFields.userRequest.default(''),
  originalContext: todoFields.originalContext.default(''),
  category: todoFields.category.default(''),
  relatedInsights: todoFields.relatedInsights.default([]),
});
export const UpdateTodoInput = z.object(todoFields).partial();

export type CreateInsightPayload = z.input<typeof CreateInsightInput>;
export type UpdateInsightPayload = z.input<typeof UpdateInsightInput>;
export type CreateEvolutionEventPayload = z.input<typeof CreateEvolutionEventInput>;
export type UpdateEvolutionEventPayload = z.input<typeof UpdateEvolutionEventInput>;
export type CreateTodoPayload = z.input<typeof CreateTodoInput>;
export type UpdateTodoPayload = z.input<typeof UpdateTodoInput>;

export const InsightsQuery = z.object({
  search: z.string().trim().max(200, { error: 'Search is at most 200 characters.' }).optional(),
  type: choice('type', ['all', ...INSIGHT_TYPES] as const).optional(),
  category: choice('category', ['all', ...INSIGHT_CATEGORIES] as const).optional(),
});

export const InsightsResponseSchema = z.object({
  /** The insights matching the query, newest first. */
  insights: z.array(InsightSchema),
  /** Over all of the user's insights, not only the matching ones. */
  statistics: InsightStatisticsSchema,
  /** The 5 newest insights, whatever the query. */
  recent: z.array(InsightSchema),
  /** True only if example data were shown; Charter shows none, so the server always sends false. */
  mockDataWarning: z.boolean(),
});
export type InsightsResponse = z.infer<typeof InsightsResponseSchema>;

const EntryParams = z.object({ id: z.string().min(1).max(200) });
const tags = ['historical-context'];

export const historicalContextApi = {
  insights: defineRoute({
    method: 'GET',
    path: '/api/historical-context/insights',
    summary:
      'Your strategic insights (derived and your own), filtered by search, type and category, with statistics',
    auth: 'user',
    query: InsightsQuery,
    response: InsightsResponseSchema,
    tags,
  }),
  createInsight: defineRoute({
    method: 'POST',
    path: '/api/historical-context/insights',
    summary: 'Add an insight of your own',
    auth: 'user',
    status: 201,
    body: CreateInsightInput,
    response: z.object({ insight: InsightSchema }),
    tags,
  }),
  updateInsight: defineRoute({
    method: 'PATCH',
    path: '/api/historical-context/insights/:id',
    summary: 'Edit one of your own insights (404 for anyone else’s and for derived ones)',
    auth: 'user',
    params: EntryParams,
    body: UpdateInsightInput,
    response: z.object({ insight: InsightSchema }),
    tags,
  }),
  evolution: defineRoute({
    method: 'GET',
    path: '/api/historical-context/evolution',
    summary: 'Your project evolution events, newest first',
    auth: 'user',
    response: z.object({ evolution: z.array(EvolutionEventSchema) }),
    tags,
  }),
  createEvolutionEvent: defineRoute({
    method: 'POST',
    path: '/api/historical-context/evolution',
    summary: 'Add an evolution event of your own',
    auth: 'user',
    status: 201,
    body: CreateEvolutionEventInput,
    response: z.object({ event: EvolutionEventSchema }),
    tags,
  }),
  updateEvolutionEvent: defineRoute({
    method: 'PATCH',
    path: '/api/historical-context/evolution/:id',
    summary: 'Edit one of your own evolution events',
    auth: 'user',
    params: EntryParams,
    body: UpdateEvolutionEventInput,
    response: z.object({ event: EvolutionEventSchema }),
    tags,
  }),
  todos: defineRoute({
    method: 'GET',
    path: '/api/historical-context/todos',
    summary: 'Your strategic todos, newest first',
    auth: 'user',
    response: z.object({ todos: z.array(StrategicTodoSchema) }),
    tags,
  }),
  createTodo: defineRoute({
    method: 'POST',
    path: '/api/historical-context/todos',
    summary: 'Add a strategic todo',
    auth: 'user',
    status: 201,
    body: CreateTodoInput,
    response: z.object({ todo: StrategicTodoSchema }),
    tags,
  }),
  updateTodo: defineRoute({
    method: 'PATCH',
    path: '/api/historical-context/todos/:id',
    summary: 'Edit one of your own strategic todos',
    auth: 'user',
    params: EntryParams,
    body: UpdateTodoInput,
    response: z.object({ todo: StrategicTodoSchema }),
    tags,
  }),
} as const;

export {
  EVOLUTION_EVENT_TYPES,
  EVOLUTION_PHASES,
  EVOLUTION_STAGES,
  type EvolutionEventType,
  type EvolutionPhase,
  type EvolutionStage,
  HISTORY_ORIGINS,
  type HistoryOrigin,
  IMPACT_LEVELS,
  type ImpactLevel,
  INSIGHT_CATEGORIES,
  INSIGHT_TYPES,
  type InsightCategory,
  type InsightType,
  RECENT_INSIGHTS,
  TODO_PRIORITIES,
  TODO_STATUSES,
  type TodoPriority,
  type TodoStatus,
} from '../history/constants';
export {
  type EvolutionEvent,
  EvolutionEventSchema,
  type Insight,
  InsightSchema,
  type InsightStatistics,
  InsightStatisticsSchema,
  type StrategicTodo,
  StrategicTodoSchema,
} from '../history/schema';
