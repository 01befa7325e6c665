import { z } from 'zod';
import {
  EVOLUTION_EVENT_TYPES,
  EVOLUTION_PHASES,
  EVOLUTION_STAGES,
  HISTORY_ORIGINS,
  IMPACT_LEVELS,
  INSIGHT_CATEGORIES,
  INSIGHT_TYPES,
  TODO_PRIORITIES,
  TODO_STATUSES,
} from './constants';

/** An insight, plus where it comes from (`origin`) and what it was derived from (`sourceRef`). */
export const InsightSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(INSIGHT_TYPES),
  category: z.enum(INSIGHT_CATEGORIES),
  evolutionStage: z.enum(EVOLUTION_STAGES),
  impactLevel: z.enum(IMPACT_LEVELS),
  userQuote: z.string(),
  agentResponse: z.string(),
  originalDate: z.string(),
  sourceContext: z.string(),
  tags: z.array(z.string()),
  origin: z.enum(HISTORY_ORIGINS),
});
export type Insight = z.infer<typeof InsightSchema>;

/** A project evolution event. `userSatisfaction` (1–5) is only known when the user gave it. */
export const EvolutionEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  eventType: z.enum(EVOLUTION_EVENT_TYPES),
  phase: z.enum(EVOLUTION_PHASES),
  eventDate: z.string(),
  userSatisfaction: z.number().int().min(1).max(5).nullable(),
  beforeState: z.string(),
  afterState: z.string(),
  triggeredBy: z.object({ source: z.string(), details: z.string() }),
  origin: z.enum(HISTORY_ORIGINS),
});
export type EvolutionEvent = z.infer<typeof EvolutionEventSchema>;

/** A strategic todo. */
export const StrategicTodoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(TODO_PRIORITIES),
  status: z.enum(TODO_STATUSES),
  userRequest: z.string(),
  originalContext: z.string(),
  relatedInsights: z.array(z.object({ title: z.string() })),
  originalDate: z.string(),
  category: z.string(),
  origin: z.enum(HISTORY_ORIGINS),
});
export type StrategicTodo = z.infer<typeof StrategicTodoSchema>;

/** Counts over the insights. */
export const InsightStatisticsSchema = z.object({
  totalInsights: z.number().int().nonnegative(),
  implementedInsights: z.number().int().nonnegative(),
  highImpactInsights: z.number().int().nonnegative(),
});
export type InsightStatistics = z.infer<typeof InsightStatisticsSchema>;
