import { randomUUID } from 'node:crypto';
import type {
  AdminActivity,
  AdminProject,
  AdminProjectsResponse,
  ConnectedProject,
  ConnectedProjectCreated,
  ConnectProjectInput,
  LedgerEntry,
} from '@charter/core';
import { BLANK_PROJECT_TEXT } from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { KeyRecord, ProjectRecord, RebellionRecord, UserRecord } from '../store/port';
import { createKey } from './keys';
import { toRebellion } from './rebellions';

type ConnectInput = z.output<typeof ConnectProjectInput>;

/** How many of a project's newest decisions the health status looks at. */
const HEALTH_WINDOW = 20;
/** The admin overview lists 3 recent activities. */
const RECENT_ACTIVITY = 3;

/** What is known of one owner, read once for all of their projects. */
interface OwnerFacts {
  ledger: LedgerEntry[];
  rebellions: RebellionRecord[];
  keys: KeyRecord[];
}

const sameName = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** A ledger entry or rebellion belongs to the project by id, or (older entries) by name. */
function belongsTo(project: ProjectRecord, item: { project_id: string | null; project_name: string | null }) {
  return (
    item.project_id === project.id || (item.project_id === null && sameName(item.project_name, project.name))
  );
}

function toDomain(url: string | null): string {
  if (!url) return '';
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

async function readOwnerFacts(ctx: AppContext, ownerId: string): Promise<OwnerFacts> {
  await ctx.governance.ledger.flush();
  const [ledger, rebellions, keys] = await Promise.all([
    ctx.store.ledger.all(ownerId),
    ctx.store.rebellions.listByOwner(ownerId),
    ctx.store.keys.listByOwner(ownerId),
  ]);
  return { ledger, rebellions, keys };
}

function toConnectedProject(project: ProjectRecord, facts: OwnerFacts): ConnectedProject {
  const decisions = facts.ledger.filter((entry) => belongsTo(project, entry));
  const rebellions = facts.rebellions.filter((rebellion) => belongsTo(project, rebellion));
  const key = facts.keys.find((k) => k.projectId === project.id) ?? null;
  const times = [...decisions.map((d) => d.at), ...rebellions.map((r) => r.decided_at ?? r.created_at)];
  const lastActivity = times.sort().at(-1) ?? null;
  const keyActive = key?.isActive ?? false;
  return {
    id: project.id,
    name: project.name,
    url: project.url ?? '',
    domain: toDomain(project.url),
    constitutionStatus: !keyActive ? 'inactive' : decisions.length > 0 ? 'active' : 'pending',
    themeStatus: 'none',
    rebellions: rebellions.length,
    pendingRebellions: rebellions.filter((r) => r.status === 'pending').length,
    decisions: decisions.length,
    blockedDecisions: decisions.filter((d) => d.status === 'blocked').length,
    lastActivity,
    keyId: key?.keyId ?? null,
    keyActive,
    createdAt: project.createdAt,
  };
}

/** The owner's connected projects, most recently updated first, with their status from the ledger. */
export async function listConnectedProjects(ctx: AppContext, owner: UserRecord): Promise<ConnectedProject[]> {
  const projects = (await ctx.store.projects.listByOwner(owner.id)).filter((p) => p.source === 'connected');
  if (projects.length === 0) return [];
  const facts = await readOwnerFacts(ctx, owner.id);
  return projects.map((project) => toConnectedProject(project, facts));
}

/**
 * Connects an external app: the project (source `connected`) and a Charter key of its own, bound to it, so
 * the app's validations use the project's settings without naming it. The secret is returned this once.
 */
export async function connectProject(
  ctx: AppContext,
  owner: UserRecord,
  input: ConnectInput,
): Promise<ConnectedProjectCreated> {
  const now = ctx.now().toISOString();
  const project = await ctx.store.projects.create({
    ...BLANK_PROJECT_TEXT,
    id: randomUUID(),
    ownerId: owner.id,
    name: input.name,
    description: `External app at ${input.url}`,
    completionStatus: false,
    conversationDepth: null,
    source: 'connected',
    url: input.url,
    createdAt: now,
    updatedAt: now,
  });
  const { key, secret } = await createKey(ctx, owner, {
    name: input.name,
    description: `Key of the connected project ${input.name} (${input.url})`,
    kind: 'charter',
    projectId: project.id,
  });
  // Validations resolve projects by name through the governance cache, which may hold "no such project".
  await ctx.governance.cache.invalidate(owner.id);
  return {
    success: true,
    project: toConnectedProject(project, { ledger: [], rebellions: [], keys: [key] }),
    apiKey: { name: key.name, keyId: key.keyId, keySecret: secret, createdAt: key.createdAt },
  };
}

function toHealth(project: ConnectedProject): AdminProject['health_status'] {
  if (project.keyId !== null && !project.keyActive) return 'error';
  return project.pendingRebellions > 0 || project.blockedDecisions > 0 ? 'warning' : 'healthy';
}

function toActivity(entry: LedgerEntry, ownerEmail: string): AdminActivity {
  return {
    at: entry.at,
    kind: 'decision',
    projectName: entry.project_name,
    ownerEmail,
    summary: `${entry.decision_type}: ${entry.status}`,
  };
}

/** Admin: every user's projects with the admin columns, every rebellion, and the 3 newest activities. */
export async function listAdminProjects(ctx: AppContext): Promise<AdminProjectsResponse> {
  const projects = await ctx.store.projects.listAll();
  const ownerIds = [...new Set(projects.map((p) => p.ownerId))];
  const owners = new Map<string, { email: string; facts: OwnerFacts }>();
  await Promise.all(
    ownerIds.map(async (ownerId) => {
      const [user, facts] = await Promise.all([ctx.store.users.get(ownerId), readOwnerFacts(ctx, ownerId)]);
      owners.set(ownerId, { email: user?.email ?? '(deleted user)', facts });
    }),
  );
  const rows: AdminProject[] = projects.map((project) => {
    const owner = owners.get(project.ownerId)!;
    // The last-N window keeps an old incident from marking a project unhealthy for ever.
    const recent = {
      ...owner.facts,
      ledger: owner.facts.ledger.filter((e) => belongsTo(project, e)).slice(0, HEALTH_WINDOW),
    };
    const base = toConnectedProject(project, recent);
    const { url: _url, ...rest } = base;
    return {
      ...rest,
      decisions: owner.facts.ledger.filter((e) => belongsTo(project, e)).length,
      url: project.url,
      source: project.source,
      ownerEmail: owner.email,
      health_status: toHealth(base),
      rebellion_count: base.rebellions,
      api_key: base.keyId,
      settings: project.settings ?? {},
      updatedAt: project.updatedAt,
    };
  });
  const rebellions = [...owners.values()]
    .flatMap(({ email, facts }) =>
      facts.rebellions.map((r) => ({ ...toRebellion(r, ctx.now()), ownerEmail: email })),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const activity: AdminActivity[] = [
    ...[...owners.values()].flatMap(({ email, facts }) =>
      facts.ledger.slice(0, RECENT_ACTIVITY).map((e) => toActivity(e, email)),
    ),
    ...rebellions.slice(0, RECENT_ACTIVITY).map(
      (r): AdminActivity => ({
        at: r.decided_at ?? r.created_at,
        kind: 'rebellion',
        projectName: r.project_name,
        ownerEmail: r.ownerEmail,
        summary: `Rebellion ${r.status}: ${r.requested_action}`,
      }),
    ),
  ];
  const pending = rebellions.filter((r) => r.status === 'pending').length;
  return {
    projects: rows,
    rebellions,
    recentActivity: activity.sort((a, b) => b.at.localeCompare(a.at)).slice(0, RECENT_ACTIVITY),
    totals: {
      users: ownerIds.length,
      projects: projects.length,
      connected: projects.filter((p) => p.source === 'connected').length,
      pendingRebellions: pending,
      decidedRebellions: rebellions.length - pending,
    },
  };
}
