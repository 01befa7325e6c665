import type { KeyRecord, KeysRepo } from './port';
import { digest, type RecordIo } from './record-io';
import { updateLocked } from './store-io';

/**
 * Key layout: `keys:<keyId>`, `keys-by-hash:<sha256 of the secret's hash>` (a `{ id }` pointer), indexed by
 * `owners:<ownerId>:keys`.
 */
export function createKeysRepo(io: RecordIo): KeysRepo {
  return {
    get: async (keyId) => io.readById<KeyRecord>('keys', keyId),
    async findBySecretHash(secretHash) {
      const keyId = await io.readPointer(`keys-by-hash:${digest(secretHash)}`);
      return keyId ? io.readById<KeyRecord>('keys', keyId) : null;
    },
    async listByOwner(ownerId) {
      if (!io.isSafeId(ownerId)) return [];
      const keys = await io.listIndexed<KeyRecord>(`owners:${ownerId}:keys`, 'keys');
      return keys.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async create(key) {
      io.assertSafeId(key.keyId);
      io.assertSafeId(key.ownerId);
      await io.write(`keys:${key.keyId}`, key);
      await io.writePointer(`keys-by-hash:${digest(key.secretHash)}`, key.keyId);
      await io.addToIndex(`owners:${key.ownerId}:keys`, key.keyId);
      return key;
    },
    update: (keyId, changes) => io.patch<KeyRecord>('keys', keyId, changes),
    async recordUse(keyId, at, count = 1) {
      if (!io.isSafeId(keyId)) return null;
      return updateLocked<KeyRecord>(io, `keys:${keyId}`, (current) => ({
        ...current,
        usageCount: current.usageCount + count,
        lastUsedAt: at,
      }));
    },
    async delete(keyId) {
      const current = await io.readById<KeyRecord>('keys', keyId);
      if (!current) return false;
      // Pointer first: from then on the secret authenticates nothing, whatever happens next.
      await io.remove(`keys-by-hash:${digest(current.secretHash)}`);
      await io.removeFromIndex(`owners:${current.ownerId}:keys`, [keyId]);
      await io.remove(`keys:${keyId}`);
      return true;
    },
  };
}
