import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import { computeMetrics } from '../services/metrics';
import {
  listPatternsAcrossUsers,
  listPatternsWithUsage,
  validateArchitecture,
  validateArchitectureForAdmin,
} from '../services/patterns';

export function registerPatternRoutes(app: H3, ctx: AppContext): void {
  defineHandler(app, ctx, api.patterns.list, (_event, { user }) => listPatternsWithUsage(ctx, user));
  defineHandler(app, ctx, api.patterns.adminList, () => listPatternsAcrossUsers(ctx));
  defineHandler(app, ctx, api.patterns.adminValidate, (_event, { body }) =>
    validateArchitectureForAdmin(ctx, body),
  );
  defineHandler(app, ctx, api.patterns.validate, (_event, { user, body }) =>
    validateArchitecture(ctx, user, body),
  );
  defineHandler(app, ctx, api.patterns.metrics, async (_event, { user }) => ({
    data: await computeMetrics(ctx, user),
  }));
}
