import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AdminHealth, AdminUsage, RetentionLimits } from '@charter/core';
import { MAX_MEMORY_EVENTS_PER_SESSION } from '@charter/core';
import type { AppContext } from '../context';
import { SERVER_ROOT } from '../package-paths';
import { LEDGER_RETENTION } from '../store/governance-repos';
import { MEMORY_SESSION_RETENTION } from '../store/memory-repos';

/** The version of the running server, from its package.json (read once). */
const SERVER_VERSION: string = (() => {
  try {
    return String(JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')).version ?? 'unknown');
  } catch {
    return 'unknown';
  }
})();

/** Past this many records, the data size is not measured on demand (it reads every value). */
const MEASURE_MAX_RECORDS = 50_000;

/** The limits the store and the memory service apply: the same constants, not a copy of their values. */
export function getRetentionLimits(): RetentionLimits {
  return {
    memorySessionsPerOwner: MEMORY_SESSION_RETENTION,
    eventsPerMemorySession: MAX_MEMORY_EVENTS_PER_SESSION,
    ledgerDecisionsPerOwner: LEDGER_RETENTION,
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function getAdminHealth(ctx: AppContext, startedAt: Date): Promise<AdminHealth> {
  const now = ctx.now();
  let store: AdminHealth['store'] = { driver: ctx.store.driver, state: 'ok', message: null };
  let data: AdminHealth['data'] = { records: null, bytes: null };
  try {
    data = await ctx.store.instance.measure({ maxRecords: MEASURE_MAX_RECORDS });
  } catch (error) {
    // The store's own sentence (UNAVAILABLE); the driver's error is logged, never sent.
    ctx.logger.warn('admin health: the store did not answer', error);
    store = { ...store, state: 'unavailable', message: messageOf(error) };
  }
  return {
    version: SERVER_VERSION,
    startedAt: startedAt.toISOString(),
    uptimeSeconds: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
    store,
    data,
    retention: getRetentionLimits(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Decisions per UTC day and source, keys in use and pending rebellions, read from every user's data. */
export async function getAdminUsage(ctx: AppContext, days: number): Promise<AdminUsage> {
  const now = ctx.now().getTime();
  const firstDay = new Date(Math.floor(now / DAY_MS) * DAY_MS - (days - 1) * DAY_MS).toISOString();
  const users = await ctx.store.instance.listUsers();
  const perDay = new Map<string, number>();
  const keys: AdminUsage['keys'] = [];
  const pendingRebellions: AdminUsage['pendingRebellions'] = [];

  for (const user of users) {
    const [ledger, userKeys, rebellions] = await Promise.all([
      ctx.store.ledger.list(user.id, { limit: LEDGER_RETENTION, where: (entry) => entry.at >= firstDay }),
      ctx.store.keys.listByOwner(user.id),
      ctx.store.rebellions.listByOwner(user.id),
    ]);
    for (const entry of ledger) {
      const id = `${entry.at.slice(0, 10)}\u0000${entry.source}`;
      perDay.set(id, (perDay.get(id) ?? 0) + 1);
    }
    for (const key of userKeys.filter((k) => k.isActive)) {
      keys.push({
        keyId: key.keyId,
        name: key.name,
        kind: key.kind,
        ownerEmail: user.email,
        isActive: key.isActive,
        usageCount: key.usageCount,
        lastUsedAt: key.lastUsedAt,
        createdAt: key.createdAt,
      });
    }
    for (const rebellion of rebellions.filter((r) => r.status === 'pending')) {
      pendingRebellions.push({
        rebellionId: rebellion.rebellion_id,
        ownerEmail: user.email,
        projectName: rebellion.project_name,
        decisionType: rebellion.decision_type,
        requestedAction: rebellion.requested_action,
        createdAt: rebellion.created_at,
      });
    }
  }

  const decisionsPerDay = [...perDay.entries()]
    .map(([id, count]) => {
      const [day = '', source = ''] = id.split('\u0000');
      return { day, source, count };
    })
    .sort((a, b) => a.day.localeCompare(b.day) || a.source.localeCompare(b.source));
  // Most recently used first; never-used keys last, newest first.
  keys.sort(
    (a, b) =>
      (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? '') || b.createdAt.localeCompare(a.createdAt),
  );
  pendingRebellions.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { days, decisionsPerDay, keys, pendingRebellions };
}
