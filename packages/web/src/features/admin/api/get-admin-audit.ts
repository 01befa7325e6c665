import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export const getAdminAudit = (limit: number) => apiClient(api.adminOperations.audit, { query: { limit } });

export const adminAuditQueryOptions = (limit = 50) =>
  queryOptions({ queryKey: ['admin', 'audit', limit], queryFn: () => getAdminAudit(limit) });

export function useAdminAudit(limit = 50) {
  return useQuery(adminAuditQueryOptions(limit));
}
