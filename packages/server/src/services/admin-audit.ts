import type { AdminAuditAction, AdminAuditEntry } from '@charter/core';
import type { AppContext } from '../context';
import type { AdminAuditRecord, AdminRecord, UserRecord } from '../store/port';

/**
 * Records one admin operation in the audit log: who (the admin), what (the action and its target), when
 * (the server's clock) and how many records it touched. Called after the operation succeeded, so the log
 * never claims a change that did not happen.
 */
export async function recordAdminAction(
  ctx: AppContext,
  admin: AdminRecord,
  entry: { action: AdminAuditAction; target: UserRecord | null; count: number; note?: string },
): Promise<AdminAuditEntry> {
  const stored = await ctx.store.adminAudit.append({
    at: ctx.now().toISOString(),
    adminId: admin.id,
    adminEmail: admin.email,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    count: entry.count,
    note: entry.note ?? '',
  });
  return toAuditEntry(stored);
}

/** The listed view: the admin's id stays on the server. */
export function toAuditEntry(record: AdminAuditRecord): AdminAuditEntry {
  return {
    id: record.id,
    at: record.at,
    adminEmail: record.adminEmail,
    action: record.action as AdminAuditAction,
    targetUserId: record.targetUserId,
    targetEmail: record.targetEmail,
    count: record.count,
    note: record.note,
  };
}

export async function listAdminAudit(ctx: AppContext, limit: number): Promise<AdminAuditEntry[]> {
  return (await ctx.store.adminAudit.list({ limit })).map(toAuditEntry);
}
