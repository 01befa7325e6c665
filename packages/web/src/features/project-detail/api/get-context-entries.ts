import type { RouteOf, RouteResponse } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

const toEntries = (data: RouteResponse<RouteOf<typeof api.contextEntries.list>>) => data.entries;

/**
 * The project's context entries (GET /api/context/entries/:projectSlug), newest first. Fetched
 * only for the Charter project, so `enabled` is false for every other.
 */
export function useContextEntries(projectSlug: string, enabled: boolean) {
  return useQuery({
    ...routeQueryOptions(api.contextEntries.list, { params: { projectSlug } }),
    select: toEntries,
    // Agents record decisions from outside the console, as for the project's activity.
    staleTime: 0,
    refetchOnWindowFocus: true,
    enabled,
  });
}
