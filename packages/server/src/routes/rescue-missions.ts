import { api } from '@charter/core';
import type { H3 } from 'h3';
import type { AppContext } from '../context';
import { defineHandler } from '../http/define-handler';
import type { AnalysisOptions } from '../services/project-analysis';
import { createRescueMissions, type RescueMissionsService } from '../services/rescue-missions';

/** The rescue missions: the user's calls and the admin's read-only ones. */
export function registerRescueMissionRoutes(
  app: H3,
  ctx: AppContext,
  options?: AnalysisOptions,
): RescueMissionsService {
  const missions = createRescueMissions(ctx, options);

  defineHandler(app, ctx, api.rescueMissions.list, async (_event, { user }) => ({
    missions: await missions.list(user),
  }));
  defineHandler(app, ctx, api.rescueMissions.create, async (_event, { user, body }) => ({
    mission: await missions.create(user, body),
  }));
  defineHandler(app, ctx, api.rescueMissions.get, async (_event, { user, params }) => ({
    mission: await missions.get(user, params.missionId!),
  }));
  defineHandler(app, ctx, api.rescueMissions.analyze, async (_event, { user, params }) => ({
    mission: await missions.analyze(user, params.missionId!),
  }));
  defineHandler(app, ctx, api.rescueMissions.startRecovery, async (_event, { user, params }) => ({
    mission: await missions.startRecovery(user, params.missionId!),
  }));
  defineHandler(app, ctx, api.rescueMissions.markStep, async (_event, { user, params, body }) => ({
    mission: await missions.markStep(user, params.missionId, params.stepId, body.done),
  }));
  defineHandler(app, ctx, api.rescueMissions.complete, async (_event, { user, params }) => ({
    mission: await missions.complete(user, params.missionId!),
  }));
  defineHandler(app, ctx, api.rescueMissions.adminList, async () => ({
    missions: await missions.adminList(),
  }));
  defineHandler(app, ctx, api.rescueMissions.adminGet, async (_event, { params }) => ({
    mission: await missions.adminGet(params.missionId!),
  }));
  services.set(app, missions);
  return missions;
}

const services = new WeakMap<H3, RescueMissionsService>();

/** The app's rescue missions service, so tests can wait for the repository analyses it started. */
export function getRescueMissions(app: H3): RescueMissionsService | undefined {
  return services.get(app);
}
