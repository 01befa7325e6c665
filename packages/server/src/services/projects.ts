import { randomUUID } from 'node:crypto';
import type {
  CreateConversationProjectInput,
  CreateProjectInput,
  Project,
  ProjectSettings,
  ProjectSettingsResponse,
  SaveProjectSettingsInput,
} from '@charter/core';
import { applyProjectSettings, BLANK_PROJECT_TEXT, CharterError, toRenamedPrimer } from '@charter/core';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { ProjectRecord, UserRecord } from '../store/port';

type PrimerInput = z.output<typeof CreateProjectInput>;
type ConversationInput = z.output<typeof CreateConversationProjectInput>;

/** The client's view of a project: without its owner id. */
export function toProject(record: ProjectRecord): Project {
  const { ownerId: _owner, settings: _settings, ...project } = record;
  return project;
}

async function saveProject(
  ctx: AppContext,
  owner: UserRecord,
  fields: Omit<Project, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<Project> {
  const now = ctx.now().toISOString();
  const record = await ctx.store.projects.create({
    ...fields,
    id: randomUUID(),
    ownerId: owner.id,
    createdAt: now,
    updatedAt: now,
  });
  // Validations resolve projects by name through the governance cache, which may hold "no such project".
  await ctx.governance.cache.invalidate(owner.id);
  return toProject(record);
}

/** A project saved from the primer generator form. */
export function createPrimerProject(ctx: AppContext, owner: UserRecord, input: PrimerInput) {
  return saveProject(ctx, owner, {
    ...BLANK_PROJECT_TEXT,
    ...input,
    // Saved as "PlantPal": the stored primer is titled "PlantPal" too, not what it was generated under.
    primerContent: toRenamedPrimer(input.primerContent, input.name),
    conversationDepth: null,
    source: 'primer-generator',
    url: null,
  });
}

/** A project saved from the conversational primer: its payload names differ from the stored fields. */
export function createConversationProject(ctx: AppContext, owner: UserRecord, input: ConversationInput) {
  return saveProject(ctx, owner, {
    ...BLANK_PROJECT_TEXT,
    name: input.name,
    description: input.description,
    projectVision: input.projectVision,
    businessGoals: input.businessGoals,
    technicalRequirements: input.technicalRequirements,
    primerContent: toRenamedPrimer(input.finalPrimer, input.name),
    completionStatus: input.completionStatus.primerGenerated,
    conversationDepth: input.completionStatus.conversationDepth,
    source: 'conversation',
    url: null,
  });
}

export async function listProjects(ctx: AppContext, owner: UserRecord): Promise<Project[]> {
  return (await ctx.store.projects.listByOwner(owner.id)).map(toProject);
}

/** The owner's project record. Someone else's project is "not found": ids must not reveal what exists. */
export async function getOwnedProject(
  ctx: AppContext,
  owner: UserRecord,
  projectId: string,
): Promise<ProjectRecord> {
  const project = await ctx.store.projects.get(projectId);
  if (!project || project.ownerId !== owner.id) throw new CharterError('NOT_FOUND', 'No such project.');
  return project;
}

export async function getProject(ctx: AppContext, owner: UserRecord, projectId: string): Promise<Project> {
  return toProject(await getOwnedProject(ctx, owner, projectId));
}

/**
 * Saves a project's Settings (dependency limit, API timeout, build budget): every later check of the project
 * enforces them at once, on every instance (the governance cache is invalidated).
 */
export async function saveProjectSettings(
  ctx: AppContext,
  owner: UserRecord,
  projectId: string,
  settings: ProjectSettings,
): Promise<Project> {
  await getOwnedProject(ctx, owner, projectId);
  const updated = await ctx.store.projects.update(projectId, {
    settings,
    updatedAt: ctx.now().toISOString(),
  });
  if (!updated) throw new CharterError('NOT_FOUND', 'No such project.');
  await ctx.governance.cache.invalidate(owner.id);
  return toProject(updated);
}

/** The Settings tab's view: what the project saved and the thresholds its checks use now. */
export async function getProjectSettings(
  ctx: AppContext,
  owner: UserRecord,
  projectId: string,
): Promise<ProjectSettingsResponse> {
  const project = await getOwnedProject(ctx, owner, projectId);
  const settings = project.settings ?? {};
  const { constitution } = await ctx.governance.cache.getOwner(owner.id);
  const effective = applyProjectSettings(constitution, settings);
  const threshold = (kind: string) => effective.rules.find((rule) => rule.kind === kind)?.threshold ?? null;
  return {
    projectId,
    settings,
    effective: {
      dependencyLimit: threshold('max_dependencies'),
      apiTimeoutMs: threshold('max_api_timeout_ms'),
      buildBudgetSeconds: threshold('max_build_seconds'),
    },
    constitution_version: effective.version,
  };
}

/** The Settings tab's save: a null or absent field drops that override. */
export async function updateProjectSettings(
  ctx: AppContext,
  owner: UserRecord,
  projectId: string,
  input: z.output<typeof SaveProjectSettingsInput>,
): Promise<ProjectSettingsResponse> {
  const settings: ProjectSettings = {};
  if (input.dependencyLimit != null) settings.dependencyLimit = input.dependencyLimit;
  if (input.apiTimeoutMs != null) settings.apiTimeoutMs = input.apiTimeoutMs;
  if (input.buildBudgetSeconds != null) settings.buildBudgetSeconds = input.buildBudgetSeconds;
  await saveProjectSettings(ctx, owner, projectId, settings);
  return getProjectSettings(ctx, owner, projectId);
}
