import { governanceApi } from '@charter/core/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const principlesQueryKey = ['governance', 'principles'] as const;

export const getPrinciples = () => apiClient(governanceApi.principles);

export const principlesQueryOptions = () =>
  queryOptions({ queryKey: principlesQueryKey, queryFn: getPrinciples });

export function usePrinciples() {
  return useQuery(principlesQueryOptions());
}
