import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { bestPracticesKey } from './list-practices';

export const getPractice = (id: string) => apiClient(api.bestPractices.get, { params: { id } });

export const practiceQueryKey = (id: string) => [...bestPracticesKey, 'detail', id] as const;

export const practiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: practiceQueryKey(id), queryFn: () => getPractice(id) });

export function usePractice(id: string) {
  return useQuery(practiceQueryOptions(id));
}
