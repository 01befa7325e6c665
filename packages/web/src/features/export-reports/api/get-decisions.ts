import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/api-routes';

/** The most the ledger answers at once; the preview says so when the report reaches it. */
export const DECISIONS_LIMIT = 500;

/** The user's decision ledger, newest first. */
export const getDecisions = async () =>
  (await apiClient(api.governance.decisions, { query: { limit: DECISIONS_LIMIT, source: 'agents' } }))
    .decisions;

/**
 * Under ['governance', 'decisions'] so every validation's ledger invalidation reaches it; read again on
 * each visit, since agents add decisions from outside the console and an audit must be current.
 */
export const decisionsQueryOptions = () =>
  queryOptions({
    queryKey: ['governance', 'decisions', 'export'],
    queryFn: getDecisions,
    refetchOnMount: 'always',
  });

export function useDecisions() {
  return useQuery(decisionsQueryOptions());
}
