import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import {
  autoPopulatePractices,
  generatePracticePackage,
  generatePracticeRule,
  getCategoryStats,
  getPractice,
  getTrending,
  initializePractices,
  listPractices,
} from '../services/best-practices';

export function registerBestPracticeRoutes(app: H3, ctx: AppContext): void {
  const routes = api.bestPractices;
  defineHandler(app, ctx, routes.initialize, (_event, { user }) => initializePractices(ctx, user));
  defineHandler(app, ctx, routes.autoPopulate, (_event, { user }) => autoPopulatePractices(ctx, user));
  defineHandler(app, ctx, routes.list, (_event, { user, query }) => listPractices(ctx, user, query));
  // The stats paths are registered before `:id`, though h3's router prefers static segments anyway.
  defineHandler(app, ctx, routes.categoryStats, (_event, { user }) => getCategoryStats(ctx, user));
  defineHandler(app, ctx, routes.trending, (_event, { user }) => getTrending(ctx, user));
  defineHandler(app, ctx, routes.generatePackage, (_event, { user }) => generatePracticePackage(ctx, user));
  defineHandler(
    app,
    ctx,
    routes.get,
    async (_event, { user, params }) => (await getPractice(ctx, user, params.id!)).practice,
  );
  defineHandler(app, ctx, routes.generateRule, (_event, { user, params }) =>
    generatePracticeRule(ctx, user, params.id!),
  );
}
