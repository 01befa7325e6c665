import type { JourneyResultPayload } from '@charter/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAction } from '../../../lib/action-mutation';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** Under ['user-journey'] so a submitted result refreshes every list and figure at once. */
export const analyticsQueryKey = ['user-journey', 'analytics'] as const;
export const resultsQueryKey = ['user-journey', 'results'] as const;
export const adminAnalyticsQueryKey = ['user-journey', 'admin', 'analytics'] as const;
export const adminResultsQueryKey = ['user-journey', 'admin', 'results'] as const;

export const submitResult = async (payload: JourneyResultPayload, action?: UserAction) =>
  (await apiClient(api.userJourney.submitResult, { body: payload, idempotencyKey: action?.idempotencyKey }))
    .resultId;

export function useJourneyAnalytics() {
  return useQuery(
    queryOptions({ queryKey: analyticsQueryKey, queryFn: () => apiClient(api.userJourney.analytics) }),
  );
}

export function useJourneyResults() {
  return useQuery(
    queryOptions({
      queryKey: resultsQueryKey,
      queryFn: async () => (await apiClient(api.userJourney.listResults)).results,
    }),
  );
}

export function useAdminJourneyAnalytics() {
  return useQuery(
    queryOptions({
      queryKey: adminAnalyticsQueryKey,
      queryFn: () => apiClient(api.userJourney.adminAnalytics),
    }),
  );
}

export function useAdminJourneyResults() {
  return useQuery(
    queryOptions({
      queryKey: adminResultsQueryKey,
      queryFn: async () => (await apiClient(api.userJourney.adminResults)).results,
    }),
  );
}
