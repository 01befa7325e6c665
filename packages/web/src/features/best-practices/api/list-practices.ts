import { BEST_PRACTICE_LIST_LIMIT, type RouteOf, type RouteQuery } from '@charter/core';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { invalidateRoutes } from '../../../lib/queries/keys';
import { routeQueryOptions } from '../../../lib/queries/route-query';

/** The screen's filters: every filter of the list route but its page size. */
export type PracticeFilters = Required<
  Omit<NonNullable<RouteQuery<RouteOf<typeof api.bestPractices.list>>>, 'limit'>
>;
export type PracticeCategoryFilter = PracticeFilters['category'];
export type SeverityFilter = PracticeFilters['severity'];

export function usePractices(filters: PracticeFilters) {
  return useQuery({
    ...routeQueryOptions(api.bestPractices.list, { query: { ...filters, limit: BEST_PRACTICE_LIST_LIMIT } }),
    // Typing in the search box keeps the last list on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}

/** The collection changed: its list, counters, stats and each practice are read again. */
export const invalidateBestPractices = (queryClient: QueryClient) =>
  invalidateRoutes(queryClient, api.bestPractices);
