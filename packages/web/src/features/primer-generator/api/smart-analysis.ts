import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { queryKey } from '../../../lib/queries/keys';
import { routeQueryOptions } from '../../../lib/queries/route-query';

/** The signed-in user's latest analysis (`analysis: null` when there is none yet). */
export function useLatestSmartAnalysis() {
  return useQuery(routeQueryOptions(api.primers.latestSmartAnalysis));
}

/** Analyses the text on the server, which keeps it as the user's latest analysis. */
export const createSmartAnalysis = (content: string) =>
  apiClient(api.primers.smartAnalysis, { body: { content } });

export function useCreateSmartAnalysis() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: createSmartAnalysis,
    // The answer is the new latest analysis: no second request to learn it.
    onSuccess: (result) => queryClient.setQueryData(queryKey(api.primers.latestSmartAnalysis), result),
  });
}
