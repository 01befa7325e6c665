import type { RouteOf, RouteResponse } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

export type AdminProjectsData = RouteResponse<RouteOf<typeof api.connectedProjects.adminList>>;

export function useAdminProjects() {
  return useQuery(routeQueryOptions(api.connectedProjects.adminList));
}
