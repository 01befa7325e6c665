import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ApiKey } from '@charter/core';
import { CharterError, KEY_SECRET_PREFIX, PUBLISHABLE_KEY_PREFIX, toMaskedKeyValue } from '@charter/core';
import type { H3Event } from 'h3';
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
    ...(record.kind === 'publishable'
      ? { allowedOrigins: record.allowedOrigins ?? [], projectId: record.projectId ?? null }
      : {}),
  };
}

/** Creates a key of either kind. The secret (256 random bits) is returned this once and stored as a hash. */
export async function createKey(
  ctx: AppContext,
  owner: UserRecord,
  input: { name: string; description: string; kind: KeyKind; projectId?: string; allowedOrigins?: string[] },
): Promise<{ key: KeyRecord; secret: string }> {
  const prefix = input.kind === 'publishable' ? PUBLISHABLE_KEY_PREFIX : KEY_SECRET_PREFIX;
  const secret = prefix + randomBytes(32).toString('base64url');
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
    ...(input.allowedOrigins ? { allowedOrigins: input.allowedOrigins } : {}),
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

/** The key a request presents: a bearer token, or a widget's publishable key in `?key=`. */
export function readPresentedKey(event: H3Event): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(event.req.headers.get('authorization') ?? '')?.[1];
  if (bearer) return bearer;
  const fromQuery = event.url.searchParams.get('key');
  return fromQuery?.startsWith(PUBLISHABLE_KEY_PREFIX) ? fromQuery : null;
}

const REVOKED_WIDGET_KEY = 'This Charter widget key is not valid or has been revoked.';

/** True when `origin` (the browser's Origin header) may use the key; no Origin is a non-browser caller. */
export function isOriginAllowed(key: KeyRecord, origin: string | null): boolean {
  return origin === null || (key.allowedOrigins ?? []).includes(origin);
}

/**
 * A publishable key's active record and owner, through the same cache (and cross-instance invalidation)
 * as bearer keys: a revoked widget key is refused on the next request, on every instance.
 */
export async function authenticatePublishableKey(
  ctx: AppContext,
  secret: string,
  origin: string | null,
): Promise<{ key: KeyRecord; owner: UserRecord }> {
  if (!secret.startsWith(PUBLISHABLE_KEY_PREFIX) || secret.length > 200) {
    throw new CharterError('INVALID_API_KEY', REVOKED_WIDGET_KEY);
  }
  const found = await ctx.governance.cache.getKey(toSecretHash(secret));
  if (found?.key.kind !== 'publishable') throw new CharterError('INVALID_API_KEY', REVOKED_WIDGET_KEY);
  if (!isOriginAllowed(found.key, origin)) {
    throw new CharterError('FORBIDDEN', 'This site is not allowed to use this Charter widget key.', {
      details: { reason: 'origin_not_allowed' },
    });
  }
  ctx.governance.ledger.recordKeyUse(found.key.keyId, ctx.now().toISOString());
  return found;
}

/** The stored record of a publishable key, active or not (CORS answers a revoked key's own origins). */
export async function findPublishableKey(ctx: AppContext, secret: string): Promise<KeyRecord | null> {
  if (!secret.startsWith(PUBLISHABLE_KEY_PREFIX) || secret.length > 200) return null;
  const key = await ctx.store.keys.findBySecretHash(toSecretHash(secret));
  return key?.kind === 'publishable' ? key : null;
}
