import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** Under ['keys'], so anything that changes keys can invalidate every key list at once. */
export const keysQueryKey = ['keys', 'all'] as const;

export const getKeys = async () => (await apiClient(api.keys.list)).keys;

export const keysQueryOptions = () => queryOptions({ queryKey: keysQueryKey, queryFn: getKeys });

export function useKeys() {
  return useQuery(keysQueryOptions());
}
