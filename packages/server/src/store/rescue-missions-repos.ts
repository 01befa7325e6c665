import type { RescueMissionRecord, RescueMissionsRepo } from './rescue-missions-port';
import { newestFirst, type StoreIo, updateOwnedRecord } from './store-io';

/**
 * Key layout: `rescue-missions:<id>`, indexed by `owners:<ownerId>:rescue-missions` and, for the admin screens,
 * `rescue-missions-index:all`. The record is written before the indexes, so an index never points at nothing.
 */
export function createRescueMissionsRepo(io: StoreIo): RescueMissionsRepo {
  const key = (id: string) => `rescue-missions:${id}`;
  return {
    async create(mission) {
      io.assertSafeId(mission.id);
      io.assertSafeId(mission.ownerId);
      await io.write(key(mission.id), mission);
      await io.addToIndex(`owners:${mission.ownerId}:rescue-missions`, mission.id);
      await io.addToIndex('rescue-missions-index:all', mission.id);
      return mission;
    },
    get: async (id) => (io.isSafeId(id) ? io.read<RescueMissionRecord>(key(id)) : null),
    async listByOwner(ownerId) {
      if (!io.isSafeId(ownerId)) return [];
      return newestFirst(
        await io.listIndexed<RescueMissionRecord>(`owners:${ownerId}:rescue-missions`, 'rescue-missions'),
      );
    },
    listAll: async () =>
      newestFirst(await io.listIndexed<RescueMissionRecord>('rescue-missions-index:all', 'rescue-missions')),
    update: (id, change) => updateOwnedRecord<RescueMissionRecord>(io, 'rescue-missions', id, change),
  };
}
