import { ApiError } from '@charter/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const getUserProjects = async () => (await apiClient(api.projects.list)).projects;

/**
 * Retried once, refetched on window focus, never stale (unlike the console's defaults). An
 * authentication error is not retried: signing in again is what fixes it.
 */
export const userProjectsQueryOptions = () =>
  queryOptions({
    queryKey: ['projects'],
    queryFn: getUserProjects,
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 401),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export function useUserProjects() {
  return useQuery(userProjectsQueryOptions());
}
