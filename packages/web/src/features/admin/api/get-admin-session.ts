import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

export function useAdminSession() {
  return useQuery(routeQueryOptions(api.admin.me));
}
