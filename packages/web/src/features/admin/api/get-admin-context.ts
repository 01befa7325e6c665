import type { RouteOf, RouteQuery } from '@charter/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

type ContextRoute = RouteOf<typeof api.adminContext.overview>;

/** The search form's fields: every filter of the route, blank when unused. */
export type AdminContextFilter = Required<NonNullable<RouteQuery<ContextRoute>>>;

/** A blank field is no filter. */
const toQuery = ({ search, userId }: AdminContextFilter) => ({
  ...(search.trim() ? { search: search.trim() } : {}),
  ...(userId ? { userId } : {}),
});

export function useAdminContext(filter: AdminContextFilter) {
  return useQuery({
    ...routeQueryOptions(api.adminContext.overview, { query: toQuery(filter) }),
    // While a new search loads, the last answer stays on screen instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
}
