import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import {
  completeStep,
  getActiveTest,
  getAllAnalytics,
  getAnalytics,
  getResult,
  listAllResults,
  listResults,
  resetTest,
  startTest,
  submitResult,
} from '../services/user-journey';

export function registerUserJourneyRoutes(app: H3, ctx: AppContext): void {
  const routes = api.userJourney;

  defineHandler(app, ctx, routes.getActive, async (_event, { user }) => ({
    activeTest: await getActiveTest(ctx, user),
  }));
  defineHandler(app, ctx, routes.start, async (_event, { user, body }) => ({
    activeTest: await startTest(ctx, user, body.scenarioId),
  }));
  defineHandler(app, ctx, routes.completeStep, async (_event, { user, body }) => ({
    activeTest: await completeStep(ctx, user, body.stepId),
  }));
  defineHandler(app, ctx, routes.reset, (_event, { user }) => resetTest(ctx, user));
  defineHandler(app, ctx, routes.submitResult, (_event, { user, body }) => submitResult(ctx, user, body));
  defineHandler(app, ctx, routes.listResults, async (_event, { user }) => ({
    results: await listResults(ctx, user),
  }));
  defineHandler(app, ctx, routes.getResult, (_event, { user, params }) =>
    getResult(ctx, user, params.resultId),
  );
  defineHandler(app, ctx, routes.analytics, (_event, { user }) => getAnalytics(ctx, user));
  defineHandler(app, ctx, routes.adminResults, async () => ({ results: await listAllResults(ctx) }));
  defineHandler(app, ctx, routes.adminAnalytics, () => getAllAnalytics(ctx));
}
