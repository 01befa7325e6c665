import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

export function usePractice(id: string) {
  return useQuery(routeQueryOptions(api.bestPractices.get, { params: { id } }));
}
