import { z } from 'zod';
import { ProjectSettingsSchema } from '../constitution/schema';
import { requiredText, TimestampSchema } from './common';
import { defineRoute } from './contract';
import { RebellionSchema } from './rebellions';

/**
 * Connected projects: an external app registered with Charter. Connecting one
 * creates the project and its own Charter key; the key's secret is in the connect answer only, and every
 * validation made with that key uses the project's settings.
 */

/** active: its key works and it has asked Charter at least once; pending: not yet; inactive: key deactivated. */
export const CONSTITUTION_STATUSES = ['active', 'inactive', 'pending'] as const;
/** Charter keeps no theme for an external app yet, so every connected project reports `none`. */
export const THEME_STATUSES = ['synced', 'overridden', 'none'] as const;
/** error: its key is deactivated; warning: recent blocked decisions or pending rebellions; else healthy. */
export const HEALTH_STATUSES = ['healthy', 'warning', 'error'] as const;

export const ConnectedProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  /** The URL's host name. */
  domain: z.string(),
  constitutionStatus: z.enum(CONSTITUTION_STATUSES),
  themeStatus: z.enum(THEME_STATUSES),
  /** Rebellions filed for this project, and how many still wait for a decision. */
  rebellions: z.number().int().nonnegative(),
  pendingRebellions: z.number().int().nonnegative(),
  /** Decisions validated for this project (from the ledger). */
  decisions: z.number().int().nonnegative(),
  blockedDecisions: z.number().int().nonnegative(),
  /** The newest ledger entry or rebellion of the project; null when nothing happened yet. */
  lastActivity: TimestampSchema.nullable(),
  /** The project's key (its public id; the secret was shown once). Null if it was never made. */
  keyId: z.string().nullable(),
  keyActive: z.boolean(),
  createdAt: TimestampSchema,
});
export type ConnectedProject = z.infer<typeof ConnectedProjectSchema>;

const URL_MESSAGE = 'Enter the site’s address, starting with http:// or https://.';

export const ConnectProjectInput = z.object({
  name: requiredText('Project name', 200),
  url: z
    .string({ error: URL_MESSAGE })
    .trim()
    .max(2_000, { error: 'The address must be at most 2000 characters.' })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
        } catch {
          return false;
        }
      },
      { error: URL_MESSAGE },
    ),
});
export type ConnectProjectInput = z.input<typeof ConnectProjectInput>;

export const ConnectedProjectCreatedSchema = z.object({
  success: z.literal(true),
  project: ConnectedProjectSchema,
  apiKey: z.object({
    name: z.string(),
    keyId: z.string(),
    /** The bearer secret. Shown this once; Charter keeps only its hash. */
    keySecret: z.string(),
    createdAt: TimestampSchema,
  }),
});
export type ConnectedProjectCreated = z.infer<typeof ConnectedProjectCreatedSchema>;

/** The admin view of one project of any user: the admin columns included. */
export const AdminProjectSchema = ConnectedProjectSchema.omit({ url: true }).extend({
  url: z.string().nullable(),
  source: z.string(),
  ownerEmail: z.string(),
  health_status: z.enum(HEALTH_STATUSES),
  rebellion_count: z.number().int().nonnegative(),
  /** The project key's public id, never its secret. */
  api_key: z.string().nullable(),
  /** The project's saved Settings (absent fields follow its owner's constitution). */
  settings: ProjectSettingsSchema,
  updatedAt: TimestampSchema,
});
export type AdminProject = z.infer<typeof AdminProjectSchema>;

export const AdminActivitySchema = z.object({
  at: TimestampSchema,
  kind: z.enum(['decision', 'rebellion']),
  projectName: z.string().nullable(),
  ownerEmail: z.string(),
  summary: z.string(),
});
export type AdminActivity = z.infer<typeof AdminActivitySchema>;

export const AdminProjectsResponseSchema = z.object({
  projects: z.array(AdminProjectSchema),
  rebellions: z.array(RebellionSchema.extend({ ownerEmail: z.string() })),
  /** The newest decisions and rebellions across all users: 3 items. */
  recentActivity: z.array(AdminActivitySchema).max(3),
  totals: z.object({
    users: z.number().int().nonnegative(),
    projects: z.number().int().nonnegative(),
    connected: z.number().int().nonnegative(),
    pendingRebellions: z.number().int().nonnegative(),
    decidedRebellions: z.number().int().nonnegative(),
  }),
});
export type AdminProjectsResponse = z.infer<typeof AdminProjectsResponseSchema>;

export const connectedProjectsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/user/connected-projects',
    summary:
      'The signed-in user’s connected projects with constitution, theme, rebellion and activity status',
    auth: 'user',
    response: z.object({ projects: z.array(ConnectedProjectSchema) }),
    tags: ['projects'],
  }),
  connect: defineRoute({
    method: 'POST',
    path: '/api/user/connected-projects',
    summary:
      'Connect an external app: creates the project and its own Charter key (secret in this answer only)',
    auth: 'user',
    status: 201,
    body: ConnectProjectInput,
    response: ConnectedProjectCreatedSchema,
    tags: ['projects'],
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/projects',
    summary: 'Admin: every user’s projects with health, rebellion count and key id, and the recent activity',
    auth: 'admin',
    response: AdminProjectsResponseSchema,
    tags: ['admin', 'projects'],
  }),
} as const;
