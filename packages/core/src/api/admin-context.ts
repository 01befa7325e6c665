import { z } from 'zod';
import { RetentionLimitsSchema } from './admin-operations';
import { TimestampSchema } from './common';
import { defineRoute } from './contract';

/**
 * Context Management (`/admin/context`): what Charter keeps about context, across all users. Context entries
 * and ledger decisions belong to a project; memory sessions and conversations belong to a user (they name no
 * project), so the answer is per user with that user's projects inside.
 */

export const AdminContextProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  contextEntries: z.number().int().nonnegative(),
  decisions: z.number().int().nonnegative(),
  lastDecisionAt: TimestampSchema.nullable(),
});
export type AdminContextProject = z.infer<typeof AdminContextProjectSchema>;

export const AdminContextUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  projects: z.array(AdminContextProjectSchema),
  memory: z.object({
    sessions: z.number().int().nonnegative(),
    /** Events logged across those sessions: the sessions' size. */
    events: z.number().int().nonnegative(),
    lastActivityAt: TimestampSchema.nullable(),
  }),
  /** Every decision of the user's ledger, with or without a project. */
  decisions: z.number().int().nonnegative(),
  conversations: z.object({
    primer: z.number().int().nonnegative(),
    assistant: z.number().int().nonnegative(),
  }),
});
export type AdminContextUser = z.infer<typeof AdminContextUserSchema>;

export const AdminContextQuery = z.object({
  /** Matches a user's name or email, or a project's name (case-insensitive). */
  search: z.string().trim().max(200).optional(),
  userId: z.string().min(1).max(200).optional(),
});

export const AdminContextResponseSchema = z.object({
  users: z.array(AdminContextUserSchema),
  retention: RetentionLimitsSchema,
});
export type AdminContextResponse = z.infer<typeof AdminContextResponseSchema>;

const UserParams = z.object({ userId: z.string().min(1).max(200) });

/** One user's context as an operator exports it: no password hash, no key hash, no session token. */
export const AdminContextExportSchema = z.object({
  exportedAt: TimestampSchema,
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), createdAt: TimestampSchema }),
  projects: z.array(z.object({ id: z.string(), name: z.string(), createdAt: TimestampSchema })),
  memorySessions: z.array(
    z.object({
      sessionId: z.string(),
      agentType: z.string(),
      startTime: TimestampSchema,
      endedAt: TimestampSchema.nullable(),
      events: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
  memoryDecisions: z.array(z.record(z.string(), z.unknown())),
  ledger: z.array(z.record(z.string(), z.unknown())),
  conversations: z.object({
    primer: z.array(z.record(z.string(), z.unknown())),
    assistant: z.array(z.record(z.string(), z.unknown())),
  }),
});
export type AdminContextExport = z.infer<typeof AdminContextExportSchema>;

/** The cut-off of a purge: memory sessions whose last activity is more than this many days ago. */
export const OlderThanDaysSchema = z.coerce
  .number({ error: 'Give a number of days.' })
  .int({ error: 'Give a whole number of days.' })
  .min(1, { error: 'Give at least 1 day.' })
  .max(3650, { error: 'Give at most 3650 days.' });

export const MemoryPurgeInput = z.object({
  olderThanDays: OlderThanDaysSchema,
  /**
   * The count the operator confirmed (from the preview). When sessions changed since, the purge is refused
   * with 409 so nobody deletes more than they were shown.
   */
  expectedCount: z.number().int().nonnegative(),
});

export const MemoryPurgePreviewSchema = z.object({
  userId: z.string(),
  olderThanDays: z.number().int(),
  cutoff: TimestampSchema,
  count: z.number().int().nonnegative(),
});

export const adminContextApi = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/admin/context',
    summary:
      'Admin: per user and project, context entries, memory sessions, ledger decisions and conversations',
    auth: 'admin',
    query: AdminContextQuery,
    response: AdminContextResponseSchema,
    tags: ['admin', 'context'],
  }),
  exportUser: defineRoute({
    method: 'GET',
    path: '/api/admin/context/users/:userId/export',
    summary: 'Admin: one user’s context as JSON (no secrets); audit-logged',
    auth: 'admin',
    params: UserParams,
    response: AdminContextExportSchema,
    tags: ['admin', 'context'],
  }),
  previewPurge: defineRoute({
    method: 'GET',
    path: '/api/admin/context/users/:userId/memory-purge',
    summary: 'Admin: how many of a user’s memory sessions a purge older than N days would delete',
    auth: 'admin',
    params: UserParams,
    query: z.object({ olderThanDays: OlderThanDaysSchema }),
    response: MemoryPurgePreviewSchema,
    tags: ['admin', 'context'],
  }),
  purgeMemory: defineRoute({
    method: 'POST',
    path: '/api/admin/context/users/:userId/memory-purge',
    summary: 'Admin: delete a user’s memory sessions older than N days (the confirmed count); audit-logged',
    auth: 'admin',
    errors: [409],
    params: UserParams,
    body: MemoryPurgeInput,
    response: z.object({ purged: z.number().int().nonnegative(), cutoff: TimestampSchema }),
    tags: ['admin', 'context'],
  }),
} as const;
