import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

export function useAdminUsers() {
  return useQuery(routeQueryOptions(api.adminOperations.users));
}
