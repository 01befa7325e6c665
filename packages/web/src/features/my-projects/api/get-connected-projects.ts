import type { RouteOf, RouteResponse } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

const toProjects = (data: RouteResponse<RouteOf<typeof api.connectedProjects.list>>) => data.projects;

export function useConnectedProjects() {
  return useQuery({ ...routeQueryOptions(api.connectedProjects.list), select: toProjects });
}
