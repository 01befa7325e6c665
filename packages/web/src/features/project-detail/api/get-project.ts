import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const projectDetailKey = ['project-detail'] as const;

export const projectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...projectDetailKey, 'project', projectId],
    queryFn: () => apiClient(api.projects.get, { params: { projectId } }),
  });

/** The project itself: GET /api/projects/:projectId (404 for anyone else's). */
export function useProject(projectId: string) {
  return useQuery(projectQueryOptions(projectId));
}
