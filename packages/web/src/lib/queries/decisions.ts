import type { RouteOf, RouteResponse } from '@charter/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-routes';
import { routeQueryOptions } from './route-query';

/** The most the ledger answers at once; the dashboard and the export say so when the user has more. */
export const DECISIONS_LIMIT = 500;

const toDecisions = (data: RouteResponse<RouteOf<typeof api.governance.decisions>>) => data.decisions;

/** The decisions agents recorded in the user's ledger, newest first: the dashboard and the export. */
export const decisionsQueryOptions = () =>
  queryOptions({
    ...routeQueryOptions(api.governance.decisions, { query: { limit: DECISIONS_LIMIT, source: 'agents' } }),
    select: toDecisions,
  });

export function useDecisions() {
  return useQuery(decisionsQueryOptions());
}
