import { api } from '@charter/core/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { bestPracticesKey } from './list-practices';

export const getTrending = async () => (await apiClient(api.bestPractices.trending)).trending;

export const trendingQueryOptions = () =>
  queryOptions({ queryKey: [...bestPracticesKey, 'trending'], queryFn: getTrending });

export function useTrending() {
  return useQuery(trendingQueryOptions());
}
