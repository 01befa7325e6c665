import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import { connectProject, listAdminProjects, listConnectedProjects } from '../services/connected-projects';

export function registerConnectedProjectRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.connectedProjects.list, async (_event, { user }) => ({
    projects: await listConnectedProjects(ctx, user),
  }));

  defineHandler(app, ctx, api.connectedProjects.connect, (_event, { user, body }) =>
    connectProject(ctx, user, body),
  );

  defineHandler(app, ctx, api.connectedProjects.adminList, () => listAdminProjects(ctx));
}
