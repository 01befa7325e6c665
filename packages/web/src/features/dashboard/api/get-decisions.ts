import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** The most the ledger answers at once; the panel says so when the user has more. */
export const DECISIONS_LIMIT = 500;

/** The user's decision ledger, newest first. */
export const getDecisions = async () =>
  (await apiClient(api.governance.decisions, { query: { limit: DECISIONS_LIMIT, source: 'agents' } }))
    .decisions;

export const decisionsQueryOptions = () =>
  queryOptions({ queryKey: ['governance', 'decisions'], queryFn: getDecisions });

export function useDecisions() {
  return useQuery(decisionsQueryOptions());
}
