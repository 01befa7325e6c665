import { newestFirst, type StoreIo, updateOwnedRecord } from './store-io';

/** One Hash Journal entry as stored. `hashtags` and `wordCount` are derived from `text` when it is written. */
export interface JournalEntryRecord {
  id: string;
  ownerId: string;
  text: string;
  hashtags: string[];
  wordCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface JournalEntriesRepo {
  /**
   * Stores the entry unless its owner already has `limit` entries (then null, nothing written). The count
   * and the write happen under the owner's index lock, so concurrent creates cannot pass the limit.
   */
  create(record: JournalEntryRecord, limit: number): Promise<JournalEntryRecord | null>;
  get(id: string): Promise<JournalEntryRecord | null>;
  /** The owner's entries, newest first. */
  listByOwner(ownerId: string): Promise<JournalEntryRecord[]>;
  /** Read-modify-write under a lock; null when the entry does not exist. Id, owner and creation never change. */
  update(
    id: string,
    change: (current: JournalEntryRecord) => JournalEntryRecord,
  ): Promise<JournalEntryRecord | null>;
  /** Removes the entry and its index line; false when there was none. */
  delete(id: string): Promise<boolean>;
}

/**
 * Key layout: `journal-entries:<id>`, indexed by `owners:<ownerId>:journal-entries` (an id list). The
 * record is written before the index and removed after it, so the index never points at nothing for long
 * (and a list skips an id whose record is gone).
 */
export function createJournalEntriesRepo(io: StoreIo): JournalEntriesRepo {
  const key = (id: string) => `journal-entries:${id}`;
  const indexKey = (ownerId: string) => `owners:${ownerId}:journal-entries`;
  return {
    async create(record, limit) {
      io.assertSafeId(record.id);
      io.assertSafeId(record.ownerId);
      const index = indexKey(record.ownerId);
      return io.withLock(index, async () => {
        const ids = (await io.read<string[]>(index)) ?? [];
        if (ids.length >= limit) return null;
        await io.write(key(record.id), record);
        if (!ids.includes(record.id)) await io.write(index, [...ids, record.id]);
        return record;
      });
    },
    get: async (id) => (io.isSafeId(id) ? io.read<JournalEntryRecord>(key(id)) : null),
    async listByOwner(ownerId) {
      if (!io.isSafeId(ownerId)) return [];
      return newestFirst(await io.listIndexed<JournalEntryRecord>(indexKey(ownerId), 'journal-entries'));
    },
    update: (id, change) =>
      updateOwnedRecord<JournalEntryRecord>(io, 'journal-entries', id, change, ['createdAt']),
    async delete(id) {
      if (!io.isSafeId(id)) return false;
      const current = await io.read<JournalEntryRecord>(key(id));
      if (!current) return false;
      const index = indexKey(current.ownerId);
      await io.withLock(index, async () => {
        const ids = (await io.read<string[]>(index)) ?? [];
        if (ids.includes(id))
          await io.write(
            index,
            ids.filter((other) => other !== id),
          );
      });
      await io.remove(key(id));
      return true;
    },
  };
}
