import type { LedgerEntry } from '@charter/core';
import { CharterError } from '@charter/core';
import type { Logger } from '../logger';
import type { Store } from '../store/port';

export interface LedgerWriterOptions {
  store: Store;
  logger: Logger;
}

export interface LedgerWriter {
  /**
   * Queues an entry and resolves once the write that carries it is durable (fsync'd on fs, acknowledged by
   * redis). Rejects when that write failed: the caller must not hand out the decision id then.
   */
  enqueue(ownerId: string, entry: LedgerEntry): Promise<void>;
  /** Queues one use of a key (its usage count and last use), written with the next batch; nobody waits. */
  recordKeyUse(keyId: string, at: string): void;
  /** Writes everything queued so far; resolves once it is durable (on app close). */
  flush(): Promise<void>;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

interface Batch {
  entries: Map<string, LedgerEntry[]>;
  uses: Map<string, { count: number; at: string }>;
  waiters: Waiter[];
  size: number;
}

const emptyBatch = (): Batch => ({ entries: new Map(), uses: new Map(), waiters: [], size: 0 });

/**
 * Group commit for the hot path: a validation answers only once its ledger entry is durable, yet a burst of
 * concurrent validations costs one write per owner (one key each, so batches never overwrite each other), not
 * one per request. While a write is under way, new entries gather in the next batch, which starts as soon as
 * the write before it ends; every waiter of a batch is released by the one write that carries it. An idle
 * writer starts at the end of the current event-loop turn, so requests parsed in the same turn share a write.
 * Key usage counts ride along with the next batch; nobody waits for them.
 */
export function createLedgerWriter(options: LedgerWriterOptions): LedgerWriter {
  const { store, logger } = options;
  let next = emptyBatch();
  let writing = false;
  let scheduled = false;
  /** Resolves when the writer is idle with nothing queued (for `flush`). */
  let idleWaiters: Array<() => void> = [];

  async function write(batch: Batch): Promise<void> {
    const entryWrites = [...batch.entries].map(([ownerId, list]) => store.ledger.append(ownerId, list));
    const useWrites = [...batch.uses].map(([keyId, use]) => store.keys.recordUse(keyId, use.at, use.count));
    const [entryResults, useResults] = await Promise.all([
      Promise.allSettled(entryWrites),
      Promise.allSettled(useWrites),
    ]);
    const useFailed = useResults.find((result) => result.status === 'rejected');
    if (useFailed) logger.error('Recording key usage failed; those counts are lost', useFailed.reason);
    const failed = entryResults.find((result) => result.status === 'rejected');
    if (failed) {
      // The decisions of this batch were never acknowledged: each caller answers an error instead of an id.
      logger.error('Writing the decision ledger failed; those validations answer 503', failed.reason);
      const error = new CharterError(
        'UNAVAILABLE',
        'The decision could not be recorded, so it was not made. Send it again.',
        { retryAfterSeconds: 1 },
      );
      for (const waiter of batch.waiters) waiter.reject(error);
      return;
    }
    for (const waiter of batch.waiters) waiter.resolve();
  }

  async function drain() {
    scheduled = false;
    if (writing) return;
    writing = true;
    try {
      while (next.size > 0) {
        const batch = next;
        next = emptyBatch();
        await write(batch);
      }
    } finally {
      writing = false;
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  function schedule() {
    if (writing || scheduled) return;
    scheduled = true;
    setImmediate(() => void drain());
  }

  function add<T>(into: Map<string, T[]>, key: string, value: T) {
    const list = into.get(key);
    if (list) list.push(value);
    else into.set(key, [value]);
  }

  return {
    enqueue(ownerId, entry) {
      return new Promise<void>((resolve, reject) => {
        add(next.entries, ownerId, entry);
        next.waiters.push({ resolve, reject });
        next.size++;
        schedule();
      });
    },
    recordKeyUse(keyId, at) {
      const use = next.uses.get(keyId);
      if (use) {
        use.count++;
        use.at = at;
      } else next.uses.set(keyId, { count: 1, at });
      next.size++;
      schedule();
    },
    flush() {
      if (!writing && next.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        schedule();
      });
    },
  };
}
