import type { RouteOf, RouteResponse } from '@charter/core';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-routes';
import { invalidateRoutes } from './keys';
import { routeQueryOptions } from './route-query';

type ProjectList = RouteResponse<RouteOf<typeof api.projects.list>>;
const toProjects = (data: ProjectList) => data.projects;

/** The user's projects, most recently updated first: the dashboard, My Projects and the export read them. */
export const projectsQueryOptions = () =>
  queryOptions({ ...routeQueryOptions(api.projects.list), select: toProjects });

export function useProjects() {
  return useQuery(projectsQueryOptions());
}

/**
 * A project was saved, connected or changed: every answer that lists or describes the user's projects is
 * read again (the lists, the connected projects, one project and its settings).
 */
export function invalidateProjects(queryClient: QueryClient): Promise<void> {
  return invalidateRoutes(queryClient, api.projects, api.connectedProjects.list);
}
