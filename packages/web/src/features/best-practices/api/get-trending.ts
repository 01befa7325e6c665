import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';
import type { TrendingAnswer } from '../utils/summarize-collection';

const toTrending = (data: TrendingAnswer) => data.trending;

export function useTrending() {
  return useQuery({ ...routeQueryOptions(api.bestPractices.trending), select: toTrending });
}
