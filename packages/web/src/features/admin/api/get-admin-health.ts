import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

export function useAdminHealth() {
  return useQuery(routeQueryOptions(api.adminOperations.health));
}
