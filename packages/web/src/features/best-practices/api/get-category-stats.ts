import { api } from '@charter/core/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { bestPracticesKey } from './list-practices';

export const getCategoryStats = async () => (await apiClient(api.bestPractices.categoryStats)).categories;

export const categoryStatsQueryOptions = () =>
  queryOptions({ queryKey: [...bestPracticesKey, 'categories'], queryFn: getCategoryStats });

export function useCategoryStats() {
  return useQuery(categoryStatsQueryOptions());
}
