import { createHash } from 'node:crypto';
import type { ActiveJourneyTest } from '@charter/core';
import type { StoreIo } from './governance-repos';
import type { JourneyResultRecord, UserJourneyRepo } from './user-journey-port';

interface Pointer {
  id: string;
}

const newestFirst = (a: JourneyResultRecord, b: JourneyResultRecord) =>
  b.completedAt.localeCompare(a.completedAt) || b.submittedAt.localeCompare(a.submittedAt);

/**
 * Key layout: `journey-results:<resultId>` indexed by `owners:<ownerId>:journey-results`,
 * `journey-results-by-local:<sha256(owner, localId)>` (`{ id }`), `journey-active:<ownerId>` (the running test).
 */
export function createUserJourneyRepo(io: StoreIo): UserJourneyRepo {
  const resultKey = (id: string) => `journey-results:${id}`;
  const activeKey = (ownerId: string) => `journey-active:${ownerId}`;
  const localKey = (ownerId: string, localId: string) =>
    `journey-results-by-local:${createHash('sha256').update(`${ownerId}\n${localId}`).digest('hex')}`;

  async function write(result: JourneyResultRecord) {
    // The record first, then the index: a crash between them leaves an unlisted record, never a dangling id.
    await io.write(resultKey(result.resultId), result);
    await io.addToIndex(`owners:${result.ownerId}:journey-results`, result.resultId);
  }

  return {
    async createResult(result) {
      io.assertSafeId(result.resultId);
      io.assertSafeId(result.ownerId);
      if (!result.localId) {
        await write(result);
        return result;
      }
      const key = localKey(result.ownerId, result.localId);
      return io.withLock(key, async () => {
        const pointer = await io.read<Pointer>(key);
        const existing = pointer ? await io.read<JourneyResultRecord>(resultKey(pointer.id)) : null;
        if (existing) return existing;
        await write(result);
        await io.write(key, { id: result.resultId } satisfies Pointer);
        return result;
      });
    },
    getResult: async (id) => (io.isSafeId(id) ? io.read<JourneyResultRecord>(resultKey(id)) : null),
    async listResults(ownerId) {
      if (!io.isSafeId(ownerId)) return [];
      const results = await io.listIndexed<JourneyResultRecord>(
        `owners:${ownerId}:journey-results`,
        'journey-results',
      );
      return results.sort(newestFirst);
    },
    async listAllResults() {
      const keys = await io.keys('journey-results:');
      const results = await Promise.all(keys.map((key) => io.read<JourneyResultRecord>(key)));
      return results.filter((r): r is JourneyResultRecord => r !== null).sort(newestFirst);
    },
    getActive: async (ownerId) =>
      io.isSafeId(ownerId) ? io.read<ActiveJourneyTest>(activeKey(ownerId)) : null,
    async updateActive(ownerId, change) {
      io.assertSafeId(ownerId);
      const key = activeKey(ownerId);
      return io.withLock(key, async () => {
        const next = change(await io.read<ActiveJourneyTest>(key));
        if (next) await io.write(key, next);
        else await io.remove(key);
        return next;
      });
    },
  };
}
