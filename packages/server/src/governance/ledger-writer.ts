import type { LedgerEntry } from '@charter/core';
import type { Logger } from '../logger';
import type { Store } from '../store/port';

export interface LedgerWriterOptions {
  store: Store;
  logger: Logger;
  /** How long an entry may wait for company before it is written. */
  intervalMs?: number;
  /** Write at once when this many entries wait. */
  maxBatch?: number;
}

/** Entries and key uses kept for a later try when the store failed; beyond this the oldest are dropped (logged). */
const MAX_BACKLOG = 10_000;

export interface LedgerWriter {
  /** Queues an entry; it is written within `intervalMs`, or at once when the batch is full. */
  enqueue(ownerId: string, entry: LedgerEntry): void;
  /** Queues one use of a key (its usage count and last use), written with the next batch. */
  recordKeyUse(keyId: string, at: string): void;
  /** Writes everything queued so far; resolves once it is durable. Readers of the ledger call this first. */
  flush(): Promise<void>;
}

/**
 * Batches the hot path's writes: a validation answers without waiting for the store, and a burst of
 * validations becomes one ledger append per owner (one key each, so batches never overwrite each other)
 * and one usage update per key. `flush` makes queued entries durable on demand (filing a rebellion by
 * decision id, listing decisions, metrics) and on app close.
 */
export function createLedgerWriter(options: LedgerWriterOptions): LedgerWriter {
  const { store, logger } = options;
  const intervalMs = options.intervalMs ?? 20;
  const maxBatch = options.maxBatch ?? 50;
  let entries = new Map<string, LedgerEntry[]>();
  let uses = new Map<string, { count: number; at: string }>();
  let queued = 0;
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function schedule() {
    if (queued >= maxBatch) {
      void flush();
      return;
    }
    if (timer) return;
    timer = setTimeout(() => void flush(), intervalMs);
    timer.unref();
  }

  async function write(
    batch: Map<string, LedgerEntry[]>,
    keyUses: Map<string, { count: number; at: string }>,
  ) {
    const results = await Promise.allSettled([
      ...[...batch].map(([ownerId, list]) => store.ledger.append(ownerId, list)),
      ...[...keyUses].map(([keyId, use]) => store.keys.recordUse(keyId, use.at, use.count)),
    ]);
    const failed = results.filter((result) => result.status === 'rejected');
    if (failed.length === 0) return;
    logger.error('Writing the decision ledger failed; the entries stay queued', failed[0]?.reason);
    // Put back what did not land (a partial success may duplicate a batch; readers drop duplicate ids).
    for (const [ownerId, list] of batch) {
      const waiting = entries.get(ownerId) ?? [];
      entries.set(ownerId, [...list, ...waiting].slice(-MAX_BACKLOG));
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = entries;
    const keyUses = uses;
    entries = new Map();
    uses = new Map();
    queued = 0;
    // Chained: a flush resolves only after every earlier one, so "flushed" means all written before it.
    writing = writing.then(() => (batch.size || keyUses.size ? write(batch, keyUses) : undefined));
    return writing;
  }

  return {
    enqueue(ownerId, entry) {
      const list = entries.get(ownerId);
      if (list) list.push(entry);
      else entries.set(ownerId, [entry]);
      queued++;
      schedule();
    },
    recordKeyUse(keyId, at) {
      const use = uses.get(keyId);
      if (use) {
        use.count++;
        use.at = at;
      } else uses.set(keyId, { count: 1, at });
      queued++;
      schedule();
    },
    flush,
  };
}
