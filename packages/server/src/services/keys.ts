import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ApiKey } from '@charter/core';
import { CharterError, KEY_SECRET_PREFIX, toMaskedKeyValue } from '@charter/core';
import type { AppContext } from '../context';
import type { KeyRecord, UserRecord } from '../store/port';

type KeyKind = ApiKey['kind'];

export function toSecretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The listed view of a key: never the secret hash or the owner id. */
export function toApiKey(record: KeyRecord): ApiKey {
  return {
    id: record.id,
    keyId: record.keyId,
    name: record.name,
    description: record.description,
    kind: record.kind,
    isActive: record.isActive,
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt,
    usageCount: record.usageCount,
    deactivatedAt: record.deactivatedAt,
  };
}

/** Creates a key of either kind. The secret (256 random bits) is returned this once and stored as a hash. */
export async function createKey(
  ctx: AppContext,
  owner: UserRecord,
  input: { name: string; description: string; kind: KeyKind; projectId?: string },
): Promise<{ key: KeyRecord; secret: string }> {
  const secret = KEY_SECRET_PREFIX + randomBytes(32).toString('base64url');
  const key = await ctx.store.keys.create({
    id: randomUUID(),
    keyId: `key_${randomBytes(8).toString('hex')}`,
    name: input.name,
    description: input.description,
    kind: input.kind,
    isActive: true,
    createdAt: ctx.now().toISOString(),
    lastUsedAt: null,
    usageCount: 0,
    deactivatedAt: null,
    ownerId: owner.id,
    secretHash: toSecretHash(secret),
    secretHint: toMaskedKeyValue(secret),
    ...(input.projectId ? { projectId: input.projectId } : {}),
  });
  return { key, secret };
}

export async function listKeys(ctx: AppContext, owner: UserRecord, kind?: KeyKind): Promise<ApiKey[]> {
  // Key uses are batched: write the queued ones so the counts shown are current.
  await ctx.governance.ledger.flush();
  const keys = await ctx.store.keys.listByOwner(owner.id);
  return keys.filter((key) => kind === undefined || key.kind === kind).map(toApiKey);
}

/** Deactivates at once and for good. Someone else's key is "not found", so key ids reveal nothing. */
export async function deactivateKey(ctx: AppContext, owner: UserRecord, keyId: string): Promise<ApiKey> {
  const key = await ctx.store.keys.get(keyId);
  if (!key || key.ownerId !== owner.id) throw new CharterError('NOT_FOUND', 'No such API key.');
  if (!key.isActive) return toApiKey(key);
  const updated = await ctx.store.keys.update(keyId, {
    isActive: false,
    deactivatedAt: ctx.now().toISOString(),
  });
  if (!updated) throw new CharterError('NOT_FOUND', 'No such API key.');
  // A deactivated key is refused at once: drop it from this process's cache and tell the other instances.
  await ctx.governance.cache.invalidate(owner.id);
  return toApiKey(updated);
}

const INVALID_KEY = 'This API key is not valid or has been deactivated.';

/**
 * Resolves a bearer secret to its active key and owner, and records the use.
 *
 * The lookup goes through the governance cache (`secretHash → key + owner`): a cached call reads no
 * storage (with redis, one version-token GET). Deactivation invalidates it at once (see
 * `governance-cache.ts`). The use is counted in memory and written in the ledger writer's next batch.
 */
export async function authenticateKey(
  ctx: AppContext,
  secret: string,
): Promise<{ key: KeyRecord; owner: UserRecord }> {
  if (!secret.startsWith(KEY_SECRET_PREFIX) || secret.length > 200) {
    throw new CharterError('INVALID_API_KEY', INVALID_KEY);
  }
  const found = await ctx.governance.cache.getKey(toSecretHash(secret));
  if (!found) throw new CharterError('INVALID_API_KEY', INVALID_KEY);
  const at = ctx.now().toISOString();
  ctx.governance.ledger.recordKeyUse(found.key.keyId, at);
  return { key: { ...found.key, lastUsedAt: at }, owner: found.owner };
}
