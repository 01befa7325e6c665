import type { SemiKey } from '@charter/core';
import { CharterError } from '@charter/core';
import type { AppContext } from '../context';
import type { KeyRecord, UserRecord } from '../store/port';
import { createKey, deactivateKey } from './keys';

/** A Semi key as listed: the value masked; the whole secret was shown once, at generation. */
export function toSemiKey(record: KeyRecord, keyValue = record.secretHint ?? '…'): SemiKey {
  return {
    id: record.keyId,
    keyName: record.name,
    keyValue,
    isActive: record.isActive,
    createdAt: record.createdAt,
    lastUsed: record.lastUsedAt,
  };
}

/** Generates a Semi key: the answer carries the whole value this once; the store keeps its hash and mask. */
export async function generateSemiKey(ctx: AppContext, owner: UserRecord, keyName: string): Promise<SemiKey> {
  const { key, secret } = await createKey(ctx, owner, { name: keyName, description: '', kind: 'semi' });
  return toSemiKey(key, secret);
}

export async function listSemiKeys(ctx: AppContext, owner: UserRecord): Promise<SemiKey[]> {
  await ctx.governance.ledger.flush(); // key uses are batched: show current "last used" times
  const keys = await ctx.store.keys.listByOwner(owner.id);
  return keys.filter((key) => key.kind === 'semi').map((key) => toSemiKey(key));
}

/** The owner's Semi key of that id; anyone else's (or another kind) is "not found", so ids reveal nothing. */
async function getOwnSemiKey(ctx: AppContext, owner: UserRecord, keyId: string): Promise<KeyRecord> {
  const key = await ctx.store.keys.get(keyId);
  if (!key || key.ownerId !== owner.id || key.kind !== 'semi') {
    throw new CharterError('NOT_FOUND', 'No such Semi key.');
  }
  return key;
}

export async function deactivateSemiKey(ctx: AppContext, owner: UserRecord, keyId: string): Promise<SemiKey> {
  await getOwnSemiKey(ctx, owner, keyId);
  await deactivateKey(ctx, owner, keyId);
  return toSemiKey((await getOwnSemiKey(ctx, owner, keyId)) satisfies KeyRecord);
}

/** Deletes the key for good; it stops authenticating at once, on every instance. */
export async function deleteSemiKey(ctx: AppContext, owner: UserRecord, keyId: string): Promise<void> {
  await getOwnSemiKey(ctx, owner, keyId);
  await ctx.store.keys.delete(keyId);
  await ctx.governance.cache.invalidate(owner.id);
}
