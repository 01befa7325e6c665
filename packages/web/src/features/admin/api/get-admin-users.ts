import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const adminUsersQueryKey = ['admin', 'users'] as const;

export const getAdminUsers = () => apiClient(api.adminOperations.users);

export const adminUsersQueryOptions = () =>
  queryOptions({ queryKey: adminUsersQueryKey, queryFn: getAdminUsers });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
