import type { RescueMission, RouteOf, RouteResponse } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

/** While a repository scan runs, the screen polls so "Analyzing" turns into recommendations by itself. */
export const ANALYZING_POLL_MS = 2_000;

export type RescueMissionList = RouteResponse<RouteOf<typeof api.rescueMissions.list>>;

export const isAnalyzing = (missions: readonly RescueMission[] | undefined) =>
  missions?.some((mission) => mission.status === 'analyzing') ?? false;

const toMissions = (data: RescueMissionList) => data.missions;

export function useRescueMissions() {
  return useQuery({
    ...routeQueryOptions(api.rescueMissions.list),
    select: toMissions,
    refetchInterval: (query) => (isAnalyzing(query.state.data?.missions) ? ANALYZING_POLL_MS : false),
  });
}
