import { z } from 'zod';
import { defineRoute } from './contract';
import { type LedgerEntry, LedgerEntrySchema } from './governance';
import { ProjectIdParams } from './projects';
import { type Rebellion, RebellionSchema } from './rebellions';

/** How many of a project's newest decisions its health looks at. */
export const PROJECT_HEALTH_WINDOW = 20;
/** Below this share of passing decisions (in the window) a project is critical. */
export const PROJECT_CRITICAL_COMPLIANCE = 50;

export const PROJECT_HEALTH_STATUSES = ['no-data', 'healthy', 'warning', 'critical'] as const;
export const ProjectHealthStatusSchema = z.enum(PROJECT_HEALTH_STATUSES);

/** The project detail's four status cards, computed from the project's ledger and rebellions. */
export const ProjectActivitySummarySchema = z.object({
  decisions: z.number().int().nonnegative(),
  approved: z.number().int().nonnegative(),
  warnings: z.number().int().nonnegative(),
  blocked: z.number().int().nonnegative(),
  rebellions: z.number().int().nonnegative(),
  pendingRebellions: z.number().int().nonnegative(),
  health: z.object({
    status: ProjectHealthStatusSchema,
    /** Share (0–100) of the window's decisions that were not blocked; null without decisions. */
    complianceRate: z.number().int().min(0).max(100).nullable(),
    /** How many decisions the rate covers (at most PROJECT_HEALTH_WINDOW). */
    window: z.number().int().nonnegative(),
  }),
  lastActivity: z.string().nullable(),
});
export type ProjectActivitySummary = z.infer<typeof ProjectActivitySummarySchema>;

export const ProjectActivitySchema = z.object({
  projectId: z.string(),
  /** The project's ledger entries, newest first. */
  decisions: z.array(LedgerEntrySchema),
  /** The project's rebellions, newest first. */
  rebellions: z.array(RebellionSchema),
  summary: ProjectActivitySummarySchema,
});
export type ProjectActivity = z.infer<typeof ProjectActivitySchema>;

/**
 * The status cards' figures. Health: no decisions and nothing pending → no-data; under
 * PROJECT_CRITICAL_COMPLIANCE % of the newest PROJECT_HEALTH_WINDOW decisions passing → critical; a blocked
 * decision in that window or a pending rebellion → warning; otherwise healthy.
 * `decisions` and `rebellions` must be newest first.
 */
export function summarizeProjectActivity(
  decisions: readonly LedgerEntry[],
  rebellions: readonly Rebellion[],
): ProjectActivitySummary {
  const count = (status: LedgerEntry['status']) => decisions.filter((d) => d.status === status).length;
  const pendingRebellions = rebellions.filter((r) => r.status === 'pending').length;
  const recent = decisions.slice(0, PROJECT_HEALTH_WINDOW);
  const recentBlocked = recent.filter((d) => d.status === 'blocked').length;
  const complianceRate =
    recent.length === 0 ? null : Math.round((100 * (recent.length - recentBlocked)) / recent.length);
  const status =
    recent.length === 0 && pendingRebellions === 0
      ? 'no-data'
      : complianceRate !== null && complianceRate < PROJECT_CRITICAL_COMPLIANCE
        ? 'critical'
        : recentBlocked > 0 || pendingRebellions > 0
          ? 'warning'
          : 'healthy';
  const times = [
    ...decisions.map((d) => d.at),
    ...rebellions.map((r) => r.history.at(-1)?.at ?? r.decided_at ?? r.created_at),
  ];
  return {
    decisions: decisions.length,
    approved: count('approved'),
    warnings: count('warning'),
    blocked: count('blocked'),
    rebellions: rebellions.length,
    pendingRebellions,
    health: { status, complianceRate, window: recent.length },
    lastActivity: times.sort().at(-1) ?? null,
  };
}

export const projectDetailApi = {
  activity: defineRoute({
    method: 'GET',
    path: '/api/projects/:projectId/activity',
    summary:
      'One of the signed-in user’s projects: its decisions, rebellions and status figures (404 for anyone else’s)',
    auth: 'user',
    params: ProjectIdParams,
    response: ProjectActivitySchema,
    tags: ['projects'],
  }),
} as const;
