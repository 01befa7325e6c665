import type { RouteOf, RouteResponse } from '@charter/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes';
import { routeQueryOptions } from '../../../lib/queries/route-query';

type PatternList = RouteResponse<RouteOf<typeof api.patterns.list>>;
export type PatternWithUsage = PatternList['patterns'][number];

const toPatterns = (data: PatternList) => data.patterns;

/** The proven patterns, with usage counted from the user's decision ledger. */
export function usePatterns() {
  return useQuery({ ...routeQueryOptions(api.patterns.list), select: toPatterns });
}

const toAdminPatterns = (data: RouteResponse<RouteOf<typeof api.patterns.adminList>>) => data.patterns;

/** The operator's view: the same patterns, with usage counted across every user's ledger. */
export function useAdminPatterns() {
  return useQuery({ ...routeQueryOptions(api.patterns.adminList), select: toAdminPatterns });
}
