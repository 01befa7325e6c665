import type { RescueMission } from '@charter/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** Under ['rescue-missions'], so every transition can refresh the list and the open mission at once. */
export const rescueMissionsQueryKey = ['rescue-missions', 'mine'] as const;

/** While a repository scan runs, the screen polls so "Analyzing" turns into recommendations by itself. */
export const ANALYZING_POLL_MS = 2_000;

export const isAnalyzing = (missions: readonly RescueMission[] | undefined) =>
  missions?.some((mission) => mission.status === 'analyzing') ?? false;

export const getRescueMissions = async () => (await apiClient(api.rescueMissions.list)).missions;

export function useRescueMissions() {
  return useQuery(
    queryOptions({
      queryKey: rescueMissionsQueryKey,
      queryFn: getRescueMissions,
      refetchInterval: (query) => (isAnalyzing(query.state.data) ? ANALYZING_POLL_MS : false),
    }),
  );
}
