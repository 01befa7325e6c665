import { BEST_PRACTICE_LIST_LIMIT } from '@charter/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export type PracticeCategoryFilter = 'all' | 'dependencies' | 'api' | 'database' | 'ui' | 'deployment';
export type SeverityFilter = 'all' | 'critical' | 'high' | 'medium' | 'low';

export interface PracticeFilters {
  category: PracticeCategoryFilter;
  severity: SeverityFilter;
  search: string;
}

export const bestPracticesKey = ['best-practices'] as const;

export const listPractices = (filters: PracticeFilters) =>
  apiClient(api.bestPractices.list, { query: { ...filters, limit: BEST_PRACTICE_LIST_LIMIT } });

export const practicesQueryOptions = (filters: PracticeFilters) =>
  queryOptions({
    queryKey: [...bestPracticesKey, 'list', filters],
    queryFn: () => listPractices(filters),
    // Typing in the search box keeps the last list on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });

export function usePractices(filters: PracticeFilters) {
  return useQuery(practicesQueryOptions(filters));
}
