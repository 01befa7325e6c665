import type { LedgerEntry } from '@charter/core';

export interface DecisionCounts {
  total: number;
  approved: number;
  blocked: number;
  warnings: number;
}

/** Approved, blocked and warned decisions at or after `since` (all of them when null). */
export function countDecisions(decisions: readonly LedgerEntry[], since: number | null): DecisionCounts {
  const inRange = decisions.filter((d) => since === null || new Date(d.at).getTime() >= since);
  return {
    total: inRange.length,
    approved: inRange.filter((d) => d.status === 'approved').length,
    blocked: inRange.filter((d) => d.status === 'blocked').length,
    warnings: inRange.filter((d) => d.status === 'warning').length,
  };
}
