import type { EvolutionEvent, Insight, StrategicTodo } from '@charter/core';

/** The historical context's part of the Store port (`port.ts` re-exports it): the entries users write. */

export type HistoryEntryRecord =
  | { kind: 'insight'; id: string; ownerId: string; createdAt: string; updatedAt: string; entry: Insight }
  | {
      kind: 'evolution';
      id: string;
      ownerId: string;
      createdAt: string;
      updatedAt: string;
      entry: EvolutionEvent;
    }
  | { kind: 'todo'; id: string; ownerId: string; createdAt: string; updatedAt: string; entry: StrategicTodo };

export interface HistoryEntriesRepo {
  create(record: HistoryEntryRecord): Promise<HistoryEntryRecord>;
  get(id: string): Promise<HistoryEntryRecord | null>;
  /** The owner's entries of every kind, newest first. */
  listByOwner(ownerId: string): Promise<HistoryEntryRecord[]>;
  /** Read-modify-write under a lock; null when the entry does not exist. Id, owner and kind never change. */
  update(
    id: string,
    change: (current: HistoryEntryRecord) => HistoryEntryRecord,
  ): Promise<HistoryEntryRecord | null>;
}
