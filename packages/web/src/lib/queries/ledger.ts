import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api-routes';
import { invalidateRoutes } from './keys';

/**
 * Answers computed from the decision ledger: the decisions, ROI metrics, pattern usage and the decisions
 * that hit each trending best practice (trending practices count the decisions that showed each practice's
 * anti-pattern). Any call that records a validation (demo evaluation, architectural validation, …) makes
 * them stale.
 */
export const LEDGER_ROUTES = [
  api.governance.decisions,
  api.patterns.metrics,
  api.patterns.list,
  api.bestPractices.trending,
] as const;

export function invalidateLedgerQueries(queryClient: QueryClient): Promise<void> {
  return invalidateRoutes(queryClient, ...LEDGER_ROUTES);
}
