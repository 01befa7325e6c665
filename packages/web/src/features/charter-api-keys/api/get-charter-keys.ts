import type { RouteOf, RouteResponse } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

const toKeys = (data: RouteResponse<RouteOf<typeof api.keys.listCharterKeys>>) => data.keys;

export function useCharterKeys() {
  return useQuery({ ...routeQueryOptions(api.keys.listCharterKeys), select: toKeys });
}
