import { ApiError } from '@charter/core';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateLedgerQueries } from '../../../lib/queries/ledger';
import { invalidateRebellions } from '../../../lib/queries/rebellions';

/**
 * A decision on a rebellion changes every rebellion list (and the dashboard's pending count, read from the
 * same route), and what the ledger-derived answers say about exceptions: decisions and metrics.
 * Data is never refetched behind the user's back, so the mutation has to say so.
 */
export function invalidateAfterDecision(queryClient: QueryClient): Promise<void> {
  return Promise.all([invalidateRebellions(queryClient), invalidateLedgerQueries(queryClient)]).then(
    () => undefined,
  );
}

/**
 * 409 (decided meanwhile, e.g. in another tab) and 404 (gone) mean the card on screen is out of date:
 * refresh the lists so it shows what really happened instead of offering the same buttons again.
 */
export function refreshIfStale(queryClient: QueryClient, error: unknown): Promise<void> {
  if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
    return invalidateRebellions(queryClient);
  }
  return Promise.resolve();
}
