import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { projectDetailKey } from './get-project';

export const contextEntriesQueryOptions = (projectSlug: string) =>
  queryOptions({
    queryKey: [...projectDetailKey, 'context-entries', projectSlug],
    queryFn: async () => (await apiClient(api.contextEntries.list, { params: { projectSlug } })).entries,
    // Agents record decisions from outside the console, as for the project's activity.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/**
 * The project's context entries (GET /api/context/entries/:projectSlug), newest first. Fetched
 * only for the Charter project, so `enabled` is false for every other.
 */
export function useContextEntries(projectSlug: string, enabled: boolean) {
  return useQuery({ ...contextEntriesQueryOptions(projectSlug), enabled });
}
