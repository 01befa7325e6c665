import type { RouteOf, RouteResponse } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';
import { ANALYZING_POLL_MS } from './get-rescue-missions';

const toMissions = (data: RouteResponse<RouteOf<typeof api.rescueMissions.adminList>>) => data.missions;
const toMission = (data: RouteResponse<RouteOf<typeof api.rescueMissions.adminGet>>) => data.mission;

export function useAdminRescueMissions() {
  return useQuery({ ...routeQueryOptions(api.rescueMissions.adminList), select: toMissions });
}

export function useAdminRescueMission(missionId: string) {
  return useQuery({
    ...routeQueryOptions(api.rescueMissions.adminGet, { params: { missionId } }),
    select: toMission,
    refetchInterval: (query) =>
      query.state.data?.mission.status === 'analyzing' ? ANALYZING_POLL_MS : false,
  });
}
