/** The values the Historical Context screen filters and shows. */

export const INSIGHT_TYPES = [
  'foundational_vision',
  'technical_decision',
  'business_strategy',
  'user_preference',
  'architectural_change',
] as const;
export type InsightType = (typeof INSIGHT_TYPES)[number];

export const INSIGHT_CATEGORIES = [
  'problem_identification',
  'solution_design',
  'implementation',
  'validation',
  'evolution',
] as const;
export type InsightCategory = (typeof INSIGHT_CATEGORIES)[number];

export const IMPACT_LEVELS = ['high', 'medium', 'low'] as const;
export type ImpactLevel = (typeof IMPACT_LEVELS)[number];

/** Where an insight stands: proposed (asked for), under review, implemented (holds), rejected. */
export const EVOLUTION_STAGES = ['proposed', 'under_review', 'implemented', 'rejected'] as const;
export type EvolutionStage = (typeof EVOLUTION_STAGES)[number];

export const EVOLUTION_EVENT_TYPES = [
  'decision_recorded',
  'decision_blocked',
  'rebellion_filed',
  'rebellion_decided',
  'project_created',
  'primer_generated',
  'memory_decision',
  'rescue_started',
  'rescue_completed',
  'milestone',
] as const;
export type EvolutionEventType = (typeof EVOLUTION_EVENT_TYPES)[number];

export const EVOLUTION_PHASES = ['vision', 'planning', 'building', 'governance', 'recovery'] as const;
export type EvolutionPhase = (typeof EVOLUTION_PHASES)[number];

export const TODO_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TodoPriority = (typeof TODO_PRIORITIES)[number];

export const TODO_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

/** The recent insights list shows 5 items. */
export const RECENT_INSIGHTS = 5;

/** Who an entry comes from: derived from stored events, or written by the user. */
export const HISTORY_ORIGINS = ['derived', 'user'] as const;
export type HistoryOrigin = (typeof HISTORY_ORIGINS)[number];
