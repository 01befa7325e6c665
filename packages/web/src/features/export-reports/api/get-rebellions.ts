import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** Every rebellion of the user, pending and decided, newest first. */
export const getRebellions = async () =>
  (await apiClient(api.rebellions.list, { query: { status: 'all' } })).rebellions;

/** Under ['rebellions'] so a decision on one refreshes it; read again on each visit (agents file them). */
export const rebellionsQueryOptions = () =>
  queryOptions({ queryKey: ['rebellions', 'export'], queryFn: getRebellions, refetchOnMount: 'always' });

export function useRebellions() {
  return useQuery(rebellionsQueryOptions());
}
