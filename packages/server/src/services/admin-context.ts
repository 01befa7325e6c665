import type { AdminContextExport, AdminContextResponse, AdminContextUser } from '@charter/core';
import { CharterError, projectSlug } from '@charter/core';
import type { AppContext } from '../context';
import type { AdminRecord, MemorySessionRecord, UserRecord } from '../store/port';
import { recordAdminAction } from './admin-audit';
import { getRetentionLimits } from './admin-instance';
import { getUserOr404 } from './admin-users';
import { listProjectContextEntries } from './context-entries';
import { toProject } from './projects';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A memory session's last activity: when it ended, or (still open) when it started. */
const lastActivityOf = (session: MemorySessionRecord) => session.endedAt ?? session.startTime;

/** The assistant keys a console user's conversations by this owner key (`assistant-repos.ts`). */
const assistantOwnerKey = (userId: string) => `user-${userId}`;

const includes = (text: string, search: string) => text.toLowerCase().includes(search);

async function toContextUser(ctx: AppContext, user: UserRecord, search: string): Promise<AdminContextUser> {
  const [projects, ledger, sessions, primer, assistant] = await Promise.all([
    ctx.store.projects.listByOwner(user.id),
    ctx.store.ledger.all(user.id),
    ctx.store.memory.listSessions(user.id),
    ctx.store.conversationSessions.listByOwner(user.id),
    ctx.store.assistantConversations.listByOwner(assistantOwnerKey(user.id)),
  ]);
  const userMatches = !search || includes(user.name, search) || includes(user.email, search);
  const shown = userMatches ? projects : projects.filter((p) => includes(p.name, search));
  const projectRows = await Promise.all(
    shown.map(async (record) => {
      const project = toProject(record);
      const decisions = ledger.filter((entry) => entry.project_id === project.id);
      const entries = await listProjectContextEntries(ctx, user, project);
      return {
        id: project.id,
        name: project.name,
        slug: projectSlug(project.name),
        contextEntries: entries.length,
        decisions: decisions.length,
        lastDecisionAt: decisions[0]?.at ?? null,
      };
    }),
  );
  const activity = sessions.map(lastActivityOf).sort();
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    projects: projectRows,
    memory: {
      sessions: sessions.length,
      events: sessions.reduce((sum, s) => sum + (s.eventCount ?? 0), 0),
      lastActivityAt: activity.at(-1) ?? null,
    },
    decisions: ledger.length,
    conversations: { primer: primer.length, assistant: assistant.length },
  };
}

/**
 * The Context Management overview: every user (or the one of `userId`) whose name or email, or one of whose
 * project names, contains `search`; a user matched by a project shows only the matching projects.
 */
export async function getAdminContext(
  ctx: AppContext,
  query: { search?: string | undefined; userId?: string | undefined },
): Promise<AdminContextResponse> {
  await ctx.governance.ledger.flush();
  const search = (query.search ?? '').trim().toLowerCase();
  const users = (await ctx.store.instance.listUsers()).filter((u) => !query.userId || u.id === query.userId);
  const rows = await Promise.all(users.map((user) => toContextUser(ctx, user, search)));
  const matching = search
    ? rows.filter(
        (row) => includes(row.name, search) || includes(row.email, search) || row.projects.length > 0,
      )
    : rows;
  return { users: matching, retention: getRetentionLimits() };
}

/** Plain JSON values only: drops anything a record may hold that is not data (never the case today). */
const asRecord = (value: object) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/**
 * One user's context as JSON: projects, memory sessions with their events, memory decisions, the ledger and
 * conversations. Owner ids, password and key hashes and session tokens are not in it (the contract's schema
 * names every field that leaves). Recorded in the audit log with the number of records exported.
 */
export async function exportUserContext(
  ctx: AppContext,
  admin: AdminRecord,
  userId: string,
): Promise<AdminContextExport> {
  const user = await getUserOr404(ctx, userId);
  await ctx.governance.ledger.flush();
  const [projects, sessions, decisions, ledger, primer, assistant] = await Promise.all([
    ctx.store.projects.listByOwner(user.id),
    ctx.store.memory.listSessions(user.id),
    ctx.store.memory.listDecisions(user.id),
    ctx.store.ledger.all(user.id),
    ctx.store.conversationSessions.listByOwner(user.id),
    ctx.store.assistantConversations.listByOwner(assistantOwnerKey(user.id)),
  ]);
  const memorySessions = await Promise.all(
    sessions.map(async (session) => ({
      sessionId: session.sessionId,
      agentType: session.agentType,
      startTime: session.startTime,
      endedAt: session.endedAt,
      events: (await ctx.store.memory.listEvents(session.sessionId)).map(asRecord),
    })),
  );
  const withoutOwner = <T extends { ownerId?: string }>({ ownerId: _owner, ...rest }: T) => asRecord(rest);
  const exported: AdminContextExport = {
    exportedAt: ctx.now().toISOString(),
    user: { id: user.id, name: user.name, email: user.email, createdAt: user.createdAt },
    projects: projects.map((p) => ({ id: p.id, name: p.name, createdAt: p.createdAt })),
    memorySessions,
    memoryDecisions: decisions.map(withoutOwner),
    ledger: ledger.map(asRecord),
    conversations: {
      primer: primer.map(withoutOwner),
      assistant: assistant.map(({ ownerKey: _key, accountId: _account, ...rest }) => asRecord(rest)),
    },
  };
  const count =
    projects.length + sessions.length + decisions.length + ledger.length + primer.length + assistant.length;
  await recordAdminAction(ctx, admin, {
    action: 'context.export',
    target: user,
    count,
    note: `${count} record${count === 1 ? '' : 's'} exported as JSON`,
  });
  return exported;
}

async function findPurgeable(ctx: AppContext, user: UserRecord, olderThanDays: number) {
  const cutoff = new Date(ctx.now().getTime() - olderThanDays * DAY_MS).toISOString();
  const sessions = await ctx.store.memory.listSessions(user.id);
  return { cutoff, sessions: sessions.filter((s) => lastActivityOf(s) < cutoff) };
}

export async function previewMemoryPurge(ctx: AppContext, userId: string, olderThanDays: number) {
  const user = await getUserOr404(ctx, userId);
  const { cutoff, sessions } = await findPurgeable(ctx, user, olderThanDays);
  return { userId: user.id, olderThanDays, cutoff, count: sessions.length };
}

/**
 * Deletes the user's memory sessions (and their events) last active before the cut-off. The operator
 * confirmed a count from the preview: if the sessions changed since, nothing is deleted (409), so nobody
 * deletes more or other than what they were shown.
 */
export async function purgeMemorySessions(
  ctx: AppContext,
  admin: AdminRecord,
  userId: string,
  input: { olderThanDays: number; expectedCount: number },
): Promise<{ purged: number; cutoff: string }> {
  const user = await getUserOr404(ctx, userId);
  const { cutoff, sessions } = await findPurgeable(ctx, user, input.olderThanDays);
  if (sessions.length !== input.expectedCount) {
    throw new CharterError(
      'CONFLICT',
      `${sessions.length} memory session${sessions.length === 1 ? '' : 's'} now match, not the ${input.expectedCount} you confirmed: review the count and confirm again.`,
      { details: { count: sessions.length } },
    );
  }
  const purged = await ctx.store.memory.deleteSessions(
    user.id,
    sessions.map((s) => s.sessionId),
  );
  await recordAdminAction(ctx, admin, {
    action: 'context.purge-memory',
    target: user,
    count: purged,
    note: `memory sessions last active more than ${input.olderThanDays} day${input.olderThanDays === 1 ? '' : 's'} ago`,
  });
  return { purged, cutoff };
}
