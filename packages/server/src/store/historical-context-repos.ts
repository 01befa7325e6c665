import type { HistoryEntriesRepo, HistoryEntryRecord } from './historical-context-port';
import { newestFirst, type StoreIo, updateOwnedRecord } from './store-io';

/**
 * Key layout: `history-entries:<id>`, indexed by `owners:<ownerId>:history-entries`. The record is written
 * before the index, so the index never points at nothing.
 */
export function createHistoryEntriesRepo(io: StoreIo): HistoryEntriesRepo {
  const key = (id: string) => `history-entries:${id}`;
  return {
    async create(record) {
      io.assertSafeId(record.id);
      io.assertSafeId(record.ownerId);
      await io.write(key(record.id), record);
      await io.addToIndex(`owners:${record.ownerId}:history-entries`, record.id);
      return record;
    },
    get: async (id) => (io.isSafeId(id) ? io.read<HistoryEntryRecord>(key(id)) : null),
    async listByOwner(ownerId) {
      if (!io.isSafeId(ownerId)) return [];
      return newestFirst(
        await io.listIndexed<HistoryEntryRecord>(`owners:${ownerId}:history-entries`, 'history-entries'),
      );
    },
    update: (id, change) =>
      updateOwnedRecord<HistoryEntryRecord>(io, 'history-entries', id, change, ['kind']),
  };
}
