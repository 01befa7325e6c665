import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';
import type { CategoryStatsAnswer } from '../utils/summarize-collection';

const toCategories = (data: CategoryStatsAnswer) => data.categories;

export function useCategoryStats() {
  return useQuery({ ...routeQueryOptions(api.bestPractices.categoryStats), select: toCategories });
}
