import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

export function useAdminAudit(limit = 50) {
  return useQuery(routeQueryOptions(api.adminOperations.audit, { query: { limit } }));
}
