import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

export function useAdminUsage(days = 14) {
  return useQuery(routeQueryOptions(api.adminOperations.usage, { query: { days } }));
}
