import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** Agents' requests for an exception that wait for the owner's decision. */
export const getPendingRebellions = async () =>
  (await apiClient(api.rebellions.list, { query: { status: 'pending' } })).rebellions;

export const pendingRebellionsQueryOptions = () =>
  queryOptions({ queryKey: ['rebellions', 'list', 'pending'], queryFn: getPendingRebellions });

export function usePendingRebellions() {
  return useQuery(pendingRebellionsQueryOptions());
}
