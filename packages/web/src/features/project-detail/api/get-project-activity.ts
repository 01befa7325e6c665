import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { projectDetailKey } from './get-project';

export const projectActivityQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...projectDetailKey, 'activity', projectId],
    queryFn: () => apiClient(api.projectDetail.activity, { params: { projectId } }),
    // Agents validate from outside the console: a returning user sees the ledger as it is now.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** The project's decisions, rebellions and status figures, newest first. */
export function useProjectActivity(projectId: string) {
  return useQuery(projectActivityQueryOptions(projectId));
}
