import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const getPatternSummary = () => apiClient(api.optimization.patternsSummary);

export type PatternSummary = Awaited<ReturnType<typeof getPatternSummary>>['hash_patterns'];

export const patternSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['optimization', 'patterns-summary'], queryFn: getPatternSummary });

/** Public: the summary describes this server, not the user, so it loads signed in or not. */
export function usePatternSummary() {
  return useQuery(patternSummaryQueryOptions());
}
