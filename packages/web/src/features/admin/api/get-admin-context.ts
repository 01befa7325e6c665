import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export interface AdminContextFilter {
  search: string;
  userId: string;
}

export const getAdminContext = ({ search, userId }: AdminContextFilter) =>
  apiClient(api.adminContext.overview, {
    query: { ...(search.trim() ? { search: search.trim() } : {}), ...(userId ? { userId } : {}) },
  });

export type AdminContextData = Awaited<ReturnType<typeof getAdminContext>>;

export const adminContextQueryOptions = (filter: AdminContextFilter) =>
  queryOptions({
    queryKey: ['admin', 'context', filter.search.trim(), filter.userId],
    queryFn: () => getAdminContext(filter),
    // While a new search loads, the last answer stays on screen instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });

export function useAdminContext(filter: AdminContextFilter) {
  return useQuery(adminContextQueryOptions(filter));
}
