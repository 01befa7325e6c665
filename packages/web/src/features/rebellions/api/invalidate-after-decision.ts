import type { QueryClient } from '@tanstack/react-query';
import { invalidateLedgerQueries } from '../../../lib/ledger-queries';

/**
 * A decision on a rebellion changes every rebellion list (and the dashboard's pending count, which lives
 * under ['rebellions']), and what the ledger-derived answers say about exceptions: decisions and metrics.
 * Data is never refetched behind the user's back (spec 000 §9), so the mutation has to say so.
 */
export function invalidateAfterDecision(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['rebellions'] }),
    invalidateLedgerQueries(queryClient),
  ]).then(() => undefined);
}
