import type { RouteOf, RouteResponse } from '@charter/core';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-routes';
import { invalidateRoutes } from './keys';
import { routeQueryOptions } from './route-query';

const toKeys = (data: RouteResponse<RouteOf<typeof api.keys.list>>) => data.keys;

/** The user's keys (both kinds): the API Keys screen lists them, the dashboard asks if an agent used one. */
export const keysQueryOptions = () => queryOptions({ ...routeQueryOptions(api.keys.list), select: toKeys });

export function useKeys() {
  return useQuery(keysQueryOptions());
}

/** Anything that creates, deactivates or deletes a key refreshes every key list (API, Charter, widget, Semi). */
export function invalidateKeyLists(queryClient: QueryClient): Promise<void> {
  return invalidateRoutes(queryClient, api.keys, api.semi.listKeys);
}
