import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ApiKey } from '@charter/core';
import { CharterError, KEY_SECRET_PREFIX } from '@charter/core';
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
  input: { name: string; description: string; kind: KeyKind },
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
  });
  return { key, secret };
}

export async function listKeys(ctx: AppContext, owner: UserRecord, kind?: KeyKind): Promise<ApiKey[]> {
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
  return toApiKey(updated);
}

const INVALID_KEY = 'This API key is not valid or has been deactivated.';

/**
 * Resolves a bearer secret to its active key and owner, and records the use.
 *
 * Cache point: a per-instance cache of `secretHash → { key, owner }` (short TTL) could sit in front of
 * `findBySecretHash`, but deactivation must invalidate it on every instance (a store-side version counter
 * or pub/sub), or a deactivated key would keep working for the TTL. Until then every call reads the store.
 */
export async function authenticateKey(
  ctx: AppContext,
  secret: string,
): Promise<{ key: KeyRecord; owner: UserRecord }> {
  if (!secret.startsWith(KEY_SECRET_PREFIX) || secret.length > 200) {
    throw new CharterError('INVALID_API_KEY', INVALID_KEY);
  }
  const hash = toSecretHash(secret);
  const found = await ctx.store.keys.findBySecretHash(hash);
  // The lookup is by hash already; the constant-time compare keeps that true should the index ever
  // become a prefix or case-insensitive match.
  if (!found || !timingSafeEqual(Buffer.from(found.secretHash), Buffer.from(hash)) || !found.isActive) {
    throw new CharterError('INVALID_API_KEY', INVALID_KEY);
  }
  const owner = await ctx.store.users.get(found.ownerId);
  if (!owner) throw new CharterError('INVALID_API_KEY', INVALID_KEY);
  const key = (await ctx.store.keys.recordUse(found.keyId, ctx.now().toISOString())) ?? found;
  return { key, owner };
}
