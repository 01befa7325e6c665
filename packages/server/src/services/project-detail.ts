import type { LedgerEntry, ProjectActivity, Rebellion } from '@charter/core';
import { summarizeProjectActivity } from '@charter/core';
import type { AppContext } from '../context';
import type { UserRecord } from '../store/port';
import { getProject } from './projects';
import { toRebellion } from './rebellions';

const sameName = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** A ledger entry or rebellion belongs to the project by id, or (entries without an id) by its name. */
function belongsTo(
  project: { id: string; name: string },
  item: { project_id: string | null; project_name: string | null },
): boolean {
  return (
    item.project_id === project.id || (item.project_id === null && sameName(item.project_name, project.name))
  );
}

const newestFirst =
  <T>(at: (item: T) => string) =>
  (a: T, b: T) =>
    at(b).localeCompare(at(a));

/**
 * One project's decisions and rebellions, newest first, with its status figures. Someone else's project
 * (or none) is "not found", like GET /api/projects/:projectId.
 */
export async function getProjectActivity(
  ctx: AppContext,
  owner: UserRecord,
  projectId: string,
): Promise<ProjectActivity> {
  const project = await getProject(ctx, owner, projectId);
  // Validations are written in batches: include those still on their way to the store.
  await ctx.governance.ledger.flush();
  const [ledger, rebellionRecords] = await Promise.all([
    ctx.store.ledger.all(owner.id),
    ctx.store.rebellions.listByOwner(owner.id),
  ]);
  const decisions: LedgerEntry[] = ledger
    .filter((entry) => belongsTo(project, entry))
    .sort(newestFirst((d) => d.at));
  const rebellions: Rebellion[] = rebellionRecords
    .filter((rebellion) => belongsTo(project, rebellion))
    .map((r) => toRebellion(r, ctx.now()))
    .sort(newestFirst((r) => r.created_at));
  return {
    projectId: project.id,
    decisions,
    rebellions,
    summary: summarizeProjectActivity(decisions, rebellions),
  };
}
