import { patternsApi, type RouteResponse } from '@charter/core/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type PatternWithUsage = RouteResponse<typeof patternsApi.list>['patterns'][number];

/** The proven patterns, with usage counted from the user's decision ledger. */
export const listPatterns = async () => (await apiClient(patternsApi.list)).patterns;

export const patternsQueryOptions = () =>
  queryOptions({ queryKey: ['patterns', 'list'], queryFn: listPatterns });

export function usePatterns() {
  return useQuery(patternsQueryOptions());
}
