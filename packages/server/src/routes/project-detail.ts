import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import { getProjectActivity } from '../services/project-detail';

export function registerProjectDetailRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.projectDetail.activity, (_event, { user, params }) =>
    getProjectActivity(ctx, user, params.projectId!),
  );
}
