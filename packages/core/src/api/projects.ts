import { z } from 'zod';
import { ProjectSettingsSchema } from '../constitution/schema';
import { ProjectSchema } from '../projects/schema';
import { IdParamSchema, optionalText, requiredText } from './common';
import { defineRoute } from './contract';

export {
  BLANK_PROJECT_TEXT,
  PROJECT_SOURCES,
  type Project,
  ProjectSchema,
  ProjectSourceSchema,
} from '../projects/schema';

const LONG_TEXT = 2_000;
const DOCUMENT_TEXT = 60_000;

/** Payload of the primer generator's save. */
export const CreateProjectInput = z.object({
  name: requiredText('Project name', 200),
  description: optionalText('Description', LONG_TEXT),
  projectVision: optionalText('Project vision', LONG_TEXT),
  targetMarket: optionalText('Target market', LONG_TEXT),
  businessModel: optionalText('Business model', LONG_TEXT),
  primaryFeatures: optionalText('Primary features', LONG_TEXT),
  technicalComplexity: optionalText('Technical complexity', LONG_TEXT),
  platformConstraints: optionalText('Platform constraints', LONG_TEXT),
  timelineBudget: optionalText('Timeline and budget', LONG_TEXT),
  primerContent: optionalText('Primer', DOCUMENT_TEXT),
  completionStatus: z.boolean().default(false),
});
export type CreateProjectInput = z.input<typeof CreateProjectInput>;

/** Payload of the conversational primer's save. */
export const CreateConversationProjectInput = z.object({
  name: requiredText('Project name', 200),
  description: optionalText('Description', LONG_TEXT),
  finalPrimer: optionalText('Primer', DOCUMENT_TEXT),
  projectVision: optionalText('Project vision', LONG_TEXT),
  businessGoals: optionalText('Business goals', LONG_TEXT),
  technicalRequirements: optionalText('Technical requirements', LONG_TEXT),
  completionStatus: z
    .object({
      primerGenerated: z.boolean().default(false),
      conversationDepth: z.number().int().min(0).max(10).default(0),
    })
    .default({ primerGenerated: false, conversationDepth: 0 }),
});
export type CreateConversationProjectInput = z.input<typeof CreateConversationProjectInput>;

export const ProjectListSchema = z.object({ projects: z.array(ProjectSchema) });
export const ProjectIdParams = IdParamSchema('projectId');

const whole = (label: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}${unit}.` })
    .int({ error: `${label} must be a whole number from ${min} to ${max}${unit}.` })
    .min(min, { error: `${label} must be a whole number from ${min} to ${max}${unit}.` })
    .max(max, { error: `${label} must be a whole number from ${min} to ${max}${unit}.` });

/**
 * The Settings tab's save: each threshold overrides its rule for every later check of the project; null
 * (or absent) goes back to the constitution's own threshold. Bounds are ProjectSettingsSchema's.
 */
export const SaveProjectSettingsInput = z.object({
  dependencyLimit: whole('Dependency limit', 1, 1000, '').nullish(),
  apiTimeoutMs: whole('API timeout', 100, 120_000, ' ms').nullish(),
  buildBudgetSeconds: whole('Build budget', 1, 3600, ' seconds').nullish(),
});
export type SaveProjectSettingsInput = z.input<typeof SaveProjectSettingsInput>;

export const ProjectSettingsResponseSchema = z.object({
  projectId: z.string(),
  /** What the project saved (absent = the constitution's threshold applies). */
  settings: ProjectSettingsSchema,
  /** The thresholds its checks use now: the saved ones, else the owner's constitution's (null: no such rule). */
  effective: z.object({
    dependencyLimit: z.number().nullable(),
    apiTimeoutMs: z.number().nullable(),
    buildBudgetSeconds: z.number().nullable(),
  }),
  constitution_version: z.string(),
});
export type ProjectSettingsResponse = z.infer<typeof ProjectSettingsResponseSchema>;

export const projectsApi = {
  create: defineRoute({
    method: 'POST',
    path: '/api/projects',
    summary: 'Save a project from the primer generator',
    auth: 'user',
    status: 201,
    body: CreateProjectInput,
    response: ProjectSchema,
    tags: ['projects'],
  }),
  createFromConversation: defineRoute({
    method: 'POST',
    path: '/api/user/projects',
    summary: 'Save a project from the conversational primer',
    auth: 'user',
    status: 201,
    body: CreateConversationProjectInput,
    response: ProjectSchema,
    tags: ['projects'],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/user/projects',
    summary: "The signed-in user's projects, most recently updated first",
    auth: 'user',
    response: ProjectListSchema,
    tags: ['projects'],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/projects/:projectId',
    summary: 'One of the signed-in user’s projects (404 for anyone else’s)',
    auth: 'user',
    params: ProjectIdParams,
    response: ProjectSchema,
    tags: ['projects'],
  }),
  getSettings: defineRoute({
    method: 'GET',
    path: '/api/projects/:projectId/settings',
    summary: 'A project’s Settings: dependency limit, API timeout and build budget, saved and effective',
    auth: 'user',
    params: ProjectIdParams,
    response: ProjectSettingsResponseSchema,
    tags: ['projects'],
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/projects/:projectId/settings',
    summary: 'Save a project’s Settings; every later validation of the project enforces them',
    auth: 'user',
    params: ProjectIdParams,
    body: SaveProjectSettingsInput,
    response: ProjectSettingsResponseSchema,
    tags: ['projects'],
  }),
} as const;
