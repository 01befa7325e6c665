import type { Metrics, RouteOf, RouteResponse } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

export type { Metrics };

const toMetrics = (answer: RouteResponse<RouteOf<typeof api.patterns.metrics>>) => answer.data;

/** ROI analytics computed from the user's decision ledger, with the assumptions behind every estimate. */
export function useMetrics() {
  return useQuery({ ...routeQueryOptions(api.patterns.metrics), select: toMetrics });
}
