import type { RouteOf, RouteResponse } from '@charter/core/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

export type PatternWithUsage = RouteResponse<RouteOf<typeof api.patterns.list>>['patterns'][number];

/** The proven patterns, with usage counted from the user's decision ledger. */
export const listPatterns = async () => (await apiClient(api.patterns.list)).patterns;

export const patternsQueryOptions = () =>
  queryOptions({ queryKey: ['patterns', 'list'], queryFn: listPatterns });

export function usePatterns() {
  return useQuery(patternsQueryOptions());
}
