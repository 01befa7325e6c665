import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const adminSessionQueryKey = ['admin', 'session'] as const;

export const getAdminSession = () => apiClient(api.admin.me);

export const adminSessionQueryOptions = () =>
  queryOptions({ queryKey: adminSessionQueryKey, queryFn: getAdminSession });

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}
