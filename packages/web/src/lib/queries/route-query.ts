import type { RouteOf, RouteRef, RouteResponse } from '@charter/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { queryKey, type RouteInput, type RouteInputArgs } from './keys';

type CallRoute = (route: RouteRef, input?: RouteInput<RouteRef>) => Promise<unknown>;

/**
 * Query options for a GET route: its key from `queryKey`, its answer from the one API client. Spread it
 * into `useQuery` with the screen's own options (`select`, `enabled`, freshness).
 * @example useQuery({ ...routeQueryOptions(api.keys.list), select: (data) => data.keys })
 */
export function routeQueryOptions<T extends RouteRef>(route: T, ...[input]: RouteInputArgs<T>) {
  return queryOptions({
    queryKey: queryKey(route, input),
    queryFn: () => (apiClient as CallRoute)(route, input) as Promise<RouteResponse<RouteOf<T>>>,
  });
}
