import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/**
 * The whole answer (principles and constitution version). Its own key: other screens cache the bare
 * principle list under ['governance', 'principles'], and one key must hold one shape.
 */
export const principlesQueryKey = ['governance', 'principles', 'with-version'] as const;

export const getPrinciples = () => apiClient(api.governance.principles);

export const principlesQueryOptions = () =>
  queryOptions({ queryKey: principlesQueryKey, queryFn: getPrinciples });

export function usePrinciples() {
  return useQuery(principlesQueryOptions());
}
