import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { bestPracticesKey } from './list-practices';

export const getTrending = async () => (await apiClient(api.bestPractices.trending)).trending;

export const trendingQueryOptions = () =>
  queryOptions({ queryKey: [...bestPracticesKey, 'trending'], queryFn: getTrending });

export function useTrending() {
  return useQuery(trendingQueryOptions());
}
