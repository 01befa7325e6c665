import type { RouteOf, RouteResponse } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

const toDecisions = (data: RouteResponse<RouteOf<typeof api.memory.decisionHistory>>) => data.decisions;

/** The signed-in user's recorded decisions, newest first. Loaded when Memory Insights opens, not with the page. */
export function useDecisionHistory(userId: string, enabled: boolean) {
  return useQuery({
    ...routeQueryOptions(api.memory.decisionHistory, { params: { userId } }),
    select: toDecisions,
    enabled,
  });
}
