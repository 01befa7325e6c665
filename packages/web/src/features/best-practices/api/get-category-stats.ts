import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';
import { bestPracticesKey } from './list-practices';

export const getCategoryStats = async () => (await apiClient(api.bestPractices.categoryStats)).categories;

export const categoryStatsQueryOptions = () =>
  queryOptions({ queryKey: [...bestPracticesKey, 'categories'], queryFn: getCategoryStats });

export function useCategoryStats() {
  return useQuery(categoryStatsQueryOptions());
}
