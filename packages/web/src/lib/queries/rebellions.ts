import type { RouteOf, RouteQuery, RouteResponse } from '@charter/core';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-routes';
import { invalidateRoutes } from './keys';
import { routeQueryOptions } from './route-query';

type RebellionsRoute = RouteOf<typeof api.rebellions.list>;

/** The All / Pending / Decided filter the server applies. */
export type RebellionFilter = NonNullable<RouteQuery<RebellionsRoute>['status']>;

const toRebellions = (data: RouteResponse<RebellionsRoute>) => data.rebellions;

/**
 * The signed-in user's rebellions, newest first. One cache entry per filter, shared by the rebellion
 * review, the dashboard's and My Projects' pending counts and the export.
 */
export const rebellionsQueryOptions = (status: RebellionFilter) =>
  queryOptions({ ...routeQueryOptions(api.rebellions.list, { query: { status } }), select: toRebellions });

export function useRebellions(status: RebellionFilter) {
  return useQuery(rebellionsQueryOptions(status));
}

/** Every rebellion list and count, whatever its filter. */
export function invalidateRebellions(queryClient: QueryClient): Promise<void> {
  return invalidateRoutes(queryClient, api.rebellions.list);
}

/** Agents' requests for an exception that wait for the owner's decision: the dashboard's and My Projects' counts. */
export const usePendingRebellions = () => useRebellions('pending');
