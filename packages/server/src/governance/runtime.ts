import type { Logger } from '../logger';
import type { Store } from '../store/port';
import type { GovernanceCache } from './governance-cache';
import { createGovernanceCache } from './governance-cache';
import type { LedgerWriter } from './ledger-writer';
import { createLedgerWriter } from './ledger-writer';

/** The in-process state of the governance hot path: its cache and its batched ledger writer. */
export interface GovernanceRuntime {
  cache: GovernanceCache;
  ledger: LedgerWriter;
}

export function createGovernanceRuntime(store: Store, logger: Logger): GovernanceRuntime {
  return {
    // Only redis is shared between instances; memory is one process and the fs lockfile admits one.
    cache: createGovernanceCache(store, { shared: store.driver === 'redis' }),
    ledger: createLedgerWriter({ store, logger }),
  };
}
