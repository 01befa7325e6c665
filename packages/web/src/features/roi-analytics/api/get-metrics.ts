import type { Metrics } from '@charter/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export type { Metrics };

/** ROI analytics computed from the user's decision ledger, with the assumptions behind every estimate. */
export const getMetrics = async () => (await apiClient(api.patterns.metrics)).data;

export const metricsQueryOptions = () =>
  queryOptions({ queryKey: ['patterns', 'metrics'], queryFn: getMetrics });

export function useMetrics() {
  return useQuery(metricsQueryOptions());
}
