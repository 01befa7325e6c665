import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActionMutation } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const latestSmartAnalysisQueryKey = ['primer', 'smart-analysis', 'latest'] as const;

/** The signed-in user's latest analysis (`analysis: null` when there is none yet). */
export const getLatestSmartAnalysis = () => apiClient(api.primers.latestSmartAnalysis);

export const latestSmartAnalysisQueryOptions = () =>
  queryOptions({ queryKey: latestSmartAnalysisQueryKey, queryFn: getLatestSmartAnalysis });

export function useLatestSmartAnalysis() {
  return useQuery(latestSmartAnalysisQueryOptions());
}

/** Analyses the text on the server, which keeps it as the user's latest analysis. */
export const createSmartAnalysis = (content: string) =>
  apiClient(api.primers.smartAnalysis, { body: { content } });

export function useCreateSmartAnalysis() {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: createSmartAnalysis,
    // The answer is the new latest analysis: no second request to learn it.
    onSuccess: (result) => queryClient.setQueryData(latestSmartAnalysisQueryKey, result),
  });
}
