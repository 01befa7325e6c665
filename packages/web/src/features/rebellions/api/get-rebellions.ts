import type { RebellionView as Rebellion } from '@charter/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export type RebellionFilter = 'all' | 'pending' | 'decided';
export type { Rebellion };

/**
 * Under ['rebellions', 'list', status] — the same key the dashboard's pending count uses — so one
 * invalidation of ['rebellions'] refreshes every list and count after a decision.
 */
export const rebellionsQueryKey = (status: RebellionFilter) => ['rebellions', 'list', status] as const;

/** The signed-in user's rebellions, newest first; the server applies the All / Pending / Decided filter. */
export const getRebellions = async (status: RebellionFilter) =>
  (await apiClient(api.rebellions.list, { query: { status } })).rebellions;

export const rebellionsQueryOptions = (status: RebellionFilter) =>
  queryOptions({ queryKey: rebellionsQueryKey(status), queryFn: () => getRebellions(status) });

export function useRebellions(status: RebellionFilter) {
  return useQuery(rebellionsQueryOptions(status));
}
