import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const getAdminUsage = (days: number) => apiClient(api.adminOperations.usage, { query: { days } });

export type AdminUsageData = Awaited<ReturnType<typeof getAdminUsage>>;

export const adminUsageQueryOptions = (days = 14) =>
  queryOptions({ queryKey: ['admin', 'usage', days], queryFn: () => getAdminUsage(days) });

export function useAdminUsage(days = 14) {
  return useQuery(adminUsageQueryOptions(days));
}
