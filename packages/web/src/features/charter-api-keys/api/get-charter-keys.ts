import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** Under ['keys'], so anything that changes keys can invalidate every key list at once. */
export const charterKeysQueryKey = ['keys', 'charter'] as const;

export const getCharterKeys = async () => (await apiClient(api.keys.listCharterKeys)).keys;

export const charterKeysQueryOptions = () =>
  queryOptions({ queryKey: charterKeysQueryKey, queryFn: getCharterKeys });

export function useCharterKeys() {
  return useQuery(charterKeysQueryOptions());
}
