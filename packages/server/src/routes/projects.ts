import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import {
  createConversationProject,
  createPrimerProject,
  getProject,
  getProjectSettings,
  listProjects,
  updateProjectSettings,
} from '../services/projects';

export function registerProjectRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.projects.create, (_event, { user, body }) =>
    createPrimerProject(ctx, user, body),
  );

  defineHandler(app, ctx, api.projects.createFromConversation, (_event, { user, body }) =>
    createConversationProject(ctx, user, body),
  );

  defineHandler(app, ctx, api.projects.list, async (_event, { user }) => ({
    projects: await listProjects(ctx, user),
  }));

  defineHandler(app, ctx, api.projects.get, (_event, { user, params }) =>
    getProject(ctx, user, params.projectId!),
  );

  defineHandler(app, ctx, api.projects.getSettings, (_event, { user, params }) =>
    getProjectSettings(ctx, user, params.projectId!),
  );

  defineHandler(app, ctx, api.projects.saveSettings, (_event, { user, params, body }) =>
    updateProjectSettings(ctx, user, params.projectId!, body),
  );
}
