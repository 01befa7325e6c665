import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** The user's rules, to name the rules behind the blocked decisions (their ids alone say little). */
export const getPrinciples = async () => (await apiClient(api.governance.principles)).principles;

export const principlesQueryOptions = () =>
  queryOptions({ queryKey: ['governance', 'principles'], queryFn: getPrinciples });

export function usePrinciples() {
  return useQuery(principlesQueryOptions());
}
