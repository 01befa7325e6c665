import type { ValidationStatus } from '@charter/core';
import { type LedgerFile, readLedger } from './ledger';

export interface LedgerLogFilter {
  /** The newest this many decisions. */
  limit: number;
  status?: ValidationStatus | undefined;
  type?: string | undefined;
}

/** What `charter log` shows: the matching decisions and every rebellion, newest first. */
export interface LedgerLog {
  decisions: LedgerFile['decisions'];
  rebellions: LedgerFile['rebellions'];
  /** Every decision in the ledger, matching or not. */
  totalDecisions: number;
}

/** Reads the repository's ledger and picks what `charter log` shows. */
export async function listLedgerLog(root: string, filter: LedgerLogFilter): Promise<LedgerLog> {
  const ledger = await readLedger(root);
  const decisions = ledger.decisions
    .filter(
      (d) =>
        (!filter.status || d.status === filter.status) && (!filter.type || d.decision_type === filter.type),
    )
    .slice(-filter.limit)
    .reverse();
  return { decisions, rebellions: [...ledger.rebellions].reverse(), totalDecisions: ledger.decisions.length };
}
