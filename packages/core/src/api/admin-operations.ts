import { z } from 'zod';
import { TimestampSchema } from './common';
import { defineRoute } from './contract';
import { KeyKindSchema } from './keys';

/**
 * The operator's view of the instance (`/admin`): users, instance health, usage across users, and the admin
 * audit log every change made here is recorded in. Nothing here carries a password hash, a key's secret hash
 * or a session token: answers are parsed with these schemas, which strip any field they do not name.
 */

/** What an admin did, as the audit log names it. */
export const ADMIN_AUDIT_ACTIONS = [
  'user.disable',
  'user.enable',
  'user.end-sessions',
  'context.export',
  'context.purge-memory',
] as const;
export const AdminAuditActionSchema = z.enum(ADMIN_AUDIT_ACTIONS);
export type AdminAuditAction = z.infer<typeof AdminAuditActionSchema>;

/** One admin operation that changed (or, for an export, read out) something: who, what, when, how many. */
export const AdminAuditEntrySchema = z.object({
  id: z.string(),
  at: TimestampSchema,
  adminEmail: z.string(),
  action: AdminAuditActionSchema,
  /** The user the operation was about, when it was about one. */
  targetUserId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  /** How many records it changed or read out (sessions ended, memory sessions purged, …). */
  count: z.number().int().nonnegative(),
  /** A short, human account of the parameters (e.g. "older than 30 days"). */
  note: z.string(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: TimestampSchema,
  /** Null when the user never signed in since Charter recorded sign-ins. */
  lastSignInAt: TimestampSchema.nullable(),
  disabled: z.boolean(),
  disabledAt: TimestampSchema.nullable(),
  activeSessions: z.number().int().nonnegative(),
  activeKeys: z.number().int().nonnegative(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserParams = z.object({ userId: z.string().min(1).max(200) });

/** The retention limits in force: what the store keeps at most, read from the constants it applies. */
export const RetentionLimitsSchema = z.object({
  memorySessionsPerOwner: z.number().int().positive(),
  eventsPerMemorySession: z.number().int().positive(),
  ledgerDecisionsPerOwner: z.number().int().positive(),
});
export type RetentionLimits = z.infer<typeof RetentionLimitsSchema>;

export const AdminHealthSchema = z.object({
  version: z.string(),
  startedAt: TimestampSchema,
  uptimeSeconds: z.number().int().nonnegative(),
  store: z.object({
    driver: z.string(),
    /** `ok` when a read just succeeded; `unavailable` with the reason otherwise. */
    state: z.enum(['ok', 'unavailable']),
    message: z.string().nullable(),
  }),
  data: z.object({
    records: z.number().int().nonnegative().nullable(),
    /** JSON bytes of every stored value; null when not measured (too many records to read on demand). */
    bytes: z.number().int().nonnegative().nullable(),
  }),
  retention: RetentionLimitsSchema,
});
export type AdminHealth = z.infer<typeof AdminHealthSchema>;

export const AdminUsageSchema = z.object({
  /** Decisions per UTC day and ledger source over the last `days` days, oldest day first. */
  days: z.number().int().positive(),
  decisionsPerDay: z.array(
    z.object({ day: z.string(), source: z.string(), count: z.number().int().nonnegative() }),
  ),
  keys: z.array(
    z.object({
      keyId: z.string(),
      name: z.string(),
      kind: KeyKindSchema,
      ownerEmail: z.string(),
      isActive: z.boolean(),
      usageCount: z.number().int().nonnegative(),
      lastUsedAt: TimestampSchema.nullable(),
      createdAt: TimestampSchema,
    }),
  ),
  pendingRebellions: z.array(
    z.object({
      rebellionId: z.string(),
      ownerEmail: z.string(),
      projectName: z.string().nullable(),
      decisionType: z.string(),
      requestedAction: z.string(),
      createdAt: TimestampSchema,
    }),
  ),
});
export type AdminUsage = z.infer<typeof AdminUsageSchema>;

export const adminOperationsApi = {
  users: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Admin: every user with last sign-in, whether disabled, live sessions and active keys',
    auth: 'admin',
    response: z.object({ users: z.array(AdminUserSchema) }),
    tags: ['admin'],
  }),
  disableUser: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:userId/disable',
    summary: 'Admin: disable an account (no sign-in; its sessions and keys stop working); audit-logged',
    auth: 'admin',
    params: AdminUserParams,
    response: z.object({ user: AdminUserSchema }),
    tags: ['admin'],
  }),
  enableUser: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:userId/enable',
    summary: 'Admin: enable a disabled account again; audit-logged',
    auth: 'admin',
    params: AdminUserParams,
    response: z.object({ user: AdminUserSchema }),
    tags: ['admin'],
  }),
  endSessions: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:userId/end-sessions',
    summary: 'Admin: end every session of a user (they must sign in again); audit-logged',
    auth: 'admin',
    params: AdminUserParams,
    response: z.object({ ended: z.number().int().nonnegative() }),
    tags: ['admin'],
  }),
  health: defineRoute({
    method: 'GET',
    path: '/api/admin/health',
    summary: 'Admin: version, store driver and state, uptime, data size, retention limits',
    auth: 'admin',
    response: AdminHealthSchema,
    tags: ['admin'],
  }),
  usage: defineRoute({
    method: 'GET',
    path: '/api/admin/usage',
    summary: 'Admin: decisions per day by source, keys in use, pending rebellions across users',
    auth: 'admin',
    query: z.object({ days: z.coerce.number().int().min(1).max(90).default(14) }),
    response: AdminUsageSchema,
    tags: ['admin'],
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'Admin: the admin audit log, newest first',
    auth: 'admin',
    query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
    response: z.object({ entries: z.array(AdminAuditEntrySchema) }),
    tags: ['admin'],
  }),
} as const;
