import { z } from 'zod';
import { IMPACT_LEVELS } from '../history/constants';
import { newestFirst } from '../history/derive';
import type { EvolutionEvent, Insight } from '../history/schema';
import { IdParamSchema } from './common';
import { defineRoute } from './contract';

/**
 * Context entries: the Charter project — the product
 * governing its own repository — shows its historical context on its detail screen. The entries are that
 * project's historical-context insights and evolution events (derived by `deriveHistory` from what was
 * recorded for it), never example data.
 */

/** The name of the project that is Charter itself. */
export const CHARTER_PROJECT_NAME = 'Charter';

/**
 * Whether a project is the Charter project: the user's project named "Charter" (trimmed, case-insensitive).
 * Only that project's detail screen shows the historical-context summary and the context entries.
 * @example isCharterProject(' charter ') // true
 */
export function isCharterProject(name: string): boolean {
  return name.trim().toLowerCase() === CHARTER_PROJECT_NAME.toLowerCase();
}

/**
 * A project's slug: its name lower-cased, every run of other characters than a–z and 0–9 a dash, no dash at
 * either end ('project' when nothing is left). The primer download's file name is `<slug>-primer.md`.
 * @example projectSlug('Tutor Time!') // 'tutor-time'
 */
export function projectSlug(name: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'project';
}

/** Where an entry comes from: an insight or an evolution event of the historical context. */
export const CONTEXT_ENTRY_KINDS = ['insight', 'evolution'] as const;
export type ContextEntryKind = (typeof CONTEXT_ENTRY_KINDS)[number];

/**
 * A context entry: id, type, title, description, impact, tags, date. `type` is the insight's type
 * or the event's type; `impact` is the insight's impact level (an evolution event has none: null).
 */
export const ContextEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CONTEXT_ENTRY_KINDS),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  impact: z.enum(IMPACT_LEVELS).nullable(),
  tags: z.array(z.string()),
  date: z.string(),
});
export type ContextEntry = z.infer<typeof ContextEntrySchema>;

export const ContextEntriesResponseSchema = z.object({ entries: z.array(ContextEntrySchema) });
export type ContextEntriesResponse = z.infer<typeof ContextEntriesResponseSchema>;

const fromInsight = (insight: Insight): ContextEntry => ({
  id: `insight-${insight.id}`,
  kind: 'insight',
  type: insight.type,
  title: insight.title,
  description: insight.description,
  impact: insight.impactLevel,
  tags: insight.tags,
  date: insight.originalDate,
});

const fromEvent = (event: EvolutionEvent): ContextEntry => ({
  id: `evolution-${event.id}`,
  kind: 'evolution',
  type: event.eventType,
  title: event.title,
  description: event.afterState ? `${event.description} → ${event.afterState}` : event.description,
  impact: null,
  tags: [event.phase, event.triggeredBy.source],
  date: event.eventDate,
});

/** A project's insights and evolution events as context entries, newest first. */
export function toContextEntries(history: {
  insights: readonly Insight[];
  evolution: readonly EvolutionEvent[];
}): ContextEntry[] {
  return newestFirst(
    [...history.insights.map(fromInsight), ...history.evolution.map(fromEvent)],
    (e) => e.date,
  );
}

/** The Charter project's historical-context summary: counts over its entries and the newest few. */
export const CONTEXT_SUMMARY_RECENT = 3;

export interface ContextSummary {
  total: number;
  insights: number;
  evolution: number;
  highImpact: number;
  /** The CONTEXT_SUMMARY_RECENT newest entries. */
  recent: ContextEntry[];
}

/** `entries` must be newest first (as the call returns them). */
export function summarizeContextEntries(entries: readonly ContextEntry[]): ContextSummary {
  return {
    total: entries.length,
    insights: entries.filter((e) => e.kind === 'insight').length,
    evolution: entries.filter((e) => e.kind === 'evolution').length,
    highImpact: entries.filter((e) => e.impact === 'high').length,
    recent: entries.slice(0, CONTEXT_SUMMARY_RECENT),
  };
}

export const ProjectSlugParams = IdParamSchema('projectSlug');

export const contextEntriesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/context/entries/:projectSlug',
    summary:
      'The context entries (historical-context insights and evolution events, newest first) of the signed-in user’s project with this slug (404 when none)',
    auth: 'user',
    params: ProjectSlugParams,
    response: ContextEntriesResponseSchema,
    tags: ['projects'],
  }),
} as const;
