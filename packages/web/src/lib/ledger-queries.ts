import type { QueryClient } from '@tanstack/react-query';

/**
 * Answers computed from the decision ledger: the dashboard's decisions, ROI metrics, pattern usage and the
 * decisions that hit each trending best practice.
 * Any call that records a validation (demo evaluation, architectural validation, …) makes them stale.
 */
export const LEDGER_QUERY_KEYS = [
  ['governance', 'decisions'],
  ['patterns', 'metrics'],
  ['patterns', 'list'],
  // Trending practices count the decisions that showed each practice's anti-pattern.
  ['best-practices', 'trending'],
] as const;

export function invalidateLedgerQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(LEDGER_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
