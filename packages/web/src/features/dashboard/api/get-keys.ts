import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** The user's keys (both kinds): Module Progress asks whether an agent has used one yet. */
export const getKeys = async () => (await apiClient(api.keys.list)).keys;

export const keysQueryOptions = () => queryOptions({ queryKey: ['keys', 'list'], queryFn: getKeys });

export function useKeys() {
  return useQuery(keysQueryOptions());
}
