import type { RouteOf, RouteResponse } from '@charter/core';
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

/** The operator's view: the same patterns, with usage counted across every user's ledger. */
export const listAdminPatterns = async () => (await apiClient(api.patterns.adminList)).patterns;

export function useAdminPatterns() {
  return useQuery(queryOptions({ queryKey: ['admin', 'patterns'], queryFn: listAdminPatterns }));
}
