import type { RouteOf, RouteResponse } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

type PatternSummaryAnswer = RouteResponse<RouteOf<typeof api.optimization.patternsSummary>>;
export type PatternSummary = PatternSummaryAnswer['hash_patterns'];

/** Public: the summary describes this server, not the user, so it loads signed in or not. */
export function usePatternSummary() {
  return useQuery(routeQueryOptions(api.optimization.patternsSummary));
}
