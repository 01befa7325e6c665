import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

/** The project's decisions, rebellions and status figures, newest first. */
export function useProjectActivity(projectId: string) {
  return useQuery({
    ...routeQueryOptions(api.projectDetail.activity, { params: { projectId } }),
    // Agents validate from outside the console: a returning user sees the ledger as it is now.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
