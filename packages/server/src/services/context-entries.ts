import {
  CharterError,
  type ContextEntry,
  deriveHistory,
  type Project,
  projectSlug,
  toContextEntries,
} from '@charter/core';
import type { AppContext } from '../context';
import type { UserRecord } from '../store/port';
import { getProjectActivity } from './project-detail';
import { toProject } from './projects';
import { toRescueMission } from './rescue-missions';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The context entries of the signed-in user's project with this slug: the historical
 * context (`deriveHistory`, as GET /api/historical-context/* derives it) of what was recorded for that project
 * alone — its decisions and rebellions (as its activity counts them), the project itself and the rescue
 * missions of that name — newest first. Memory decisions and entries written on the Historical Context screen
 * belong to no project, so they are not among them. A slug of no project of the user's is "not found"; when
 * two projects share a slug, the one updated last is meant.
 */
export async function listContextEntries(
  ctx: AppContext,
  owner: UserRecord,
  slug: string,
): Promise<ContextEntry[]> {
  const projects = (await ctx.store.projects.listByOwner(owner.id))
    .map(toProject)
    .filter((project) => projectSlug(project.name) === slug)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const project = projects[0];
  if (!project) throw new CharterError('NOT_FOUND', 'No such project.');
  return listProjectContextEntries(ctx, owner, project);
}

/** The context entries of one of the owner's projects (the admin's Context Management counts them). */
export async function listProjectContextEntries(
  ctx: AppContext,
  owner: UserRecord,
  project: Project,
): Promise<ContextEntry[]> {
  const [activity, missions] = await Promise.all([
    getProjectActivity(ctx, owner, project.id),
    ctx.store.rescueMissions.listByOwner(owner.id),
  ]);
  const history = deriveHistory({
    decisions: activity.decisions,
    rebellions: activity.rebellions,
    projects: [project],
    memoryDecisions: [],
    rescueMissions: missions.map(toRescueMission).filter((m) => sameName(m.projectName, project.name)),
  });
  return toContextEntries(history);
}
