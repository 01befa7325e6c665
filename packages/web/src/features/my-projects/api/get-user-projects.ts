import { ApiError } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import { projectsQueryOptions } from '../../../lib/queries/projects';

/**
 * Retried once, refetched on window focus, never stale (unlike the console's defaults). An
 * authentication error is not retried: signing in again is what fixes it.
 */
export function useUserProjects() {
  return useQuery({
    ...projectsQueryOptions(),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 401),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
