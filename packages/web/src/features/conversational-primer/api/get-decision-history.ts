import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const decisionHistoryQueryKey = (userId: string) => ['memory', 'decision-history', userId] as const;

/** The signed-in user's recorded decisions, newest first. */
export const getDecisionHistory = async (userId: string) =>
  (await apiClient(api.memory.decisionHistory, { params: { userId } })).decisions;

export const decisionHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: decisionHistoryQueryKey(userId), queryFn: () => getDecisionHistory(userId) });

/** Loaded when Memory Insights opens, not with the page. */
export function useDecisionHistory(userId: string, enabled: boolean) {
  return useQuery({ ...decisionHistoryQueryOptions(userId), enabled });
}
