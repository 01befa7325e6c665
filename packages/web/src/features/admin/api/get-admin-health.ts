import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const getAdminHealth = () => apiClient(api.adminOperations.health);

export const adminHealthQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'health'], queryFn: getAdminHealth });

export function useAdminHealth() {
  return useQuery(adminHealthQueryOptions());
}
