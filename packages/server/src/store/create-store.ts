import { createHash } from 'node:crypto';
import { CharterError } from '@charter/core';
import type { Storage } from 'unstorage';
import { createKeyedMutex } from './keyed-mutex';
import type {
  AdminRecord,
  KeyRecord,
  ProjectRecord,
  SessionRecord,
  Store,
  ThrottleRepo,
  UserRecord,
} from './port';

/** Index keys must be safe on every driver (fs paths, redis keys): hash anything user-supplied. */
const digest = (value: string) => createHash('sha256').update(value).digest('hex');

export interface CreateStoreOptions {
  driver: string;
  /** Runs once on close, after the storage is disposed (e.g. releasing the fs lockfile). */
  onClose?: () => Promise<void> | void;
  now?: () => number;
}

/**
 * Implements the Store port over any unstorage `Storage`. Key layout:
 * `users:<id>`, `users-by-email:<sha256>`, `admins:<id>`, `admins-by-email:<sha256>`, `sessions:<id>`,
 * `projects:<id>`, `keys:<keyId>`, `keys-by-hash:<sha256>`, `owners:<ownerId>:<projects|keys>`,
 * `throttle:<sha256>`.
 */
export function createStore(storage: Storage, options: CreateStoreOptions): Store {
  const withLock = createKeyedMutex();
  const now = options.now ?? Date.now;
  let closed = false;

  const read = async <T>(key: string): Promise<T | null> =>
    ((await storage.getItem<T>(key)) ?? null) as T | null;
  const write = (key: string, value: unknown) => storage.setItem(key, value as never);

  async function addToIndex(key: string, id: string) {
    await withLock(key, async () => {
      const ids = (await read<string[]>(key)) ?? [];
      if (!ids.includes(id)) await write(key, [...ids, id]);
    });
  }

  async function listIndexed<T>(indexKey: string, prefix: string): Promise<T[]> {
    const ids = (await read<string[]>(indexKey)) ?? [];
    const items = await Promise.all(ids.map((id) => read<T>(`${prefix}:${id}`)));
    return items.filter((item): item is Awaited<T> & {} => item !== null) as T[];
  }

  async function patch<T extends object>(key: string, changes: Partial<T>): Promise<T | null> {
    return withLock(key, async () => {
      const current = await read<T>(key);
      if (!current) return null;
      const next = { ...current, ...changes };
      await write(key, next);
      return next;
    });
  }

  const throttle: ThrottleRepo = {
    async hit(key, windowMs, at) {
      const k = `throttle:${digest(key)}`;
      return withLock(k, async () => {
        const events = ((await read<number[]>(k)) ?? []).filter((t) => t > at - windowMs);
        events.push(at);
        await write(k, events);
        return events.length;
      });
    },
    async count(key, windowMs, at) {
      const events = (await read<number[]>(`throttle:${digest(key)}`)) ?? [];
      return events.filter((t) => t > at - windowMs).length;
    },
    async oldest(key, windowMs, at) {
      const events = ((await read<number[]>(`throttle:${digest(key)}`)) ?? []).filter(
        (t) => t > at - windowMs,
      );
      return events.length > 0 ? Math.min(...events) : null;
    },
    async reset(key) {
      await storage.removeItem(`throttle:${digest(key)}`);
    },
  };

  return {
    driver: options.driver,
    users: {
      get: (id) => read<UserRecord>(`users:${id}`),
      async findByEmail(email) {
        const id = await read<string>(`users-by-email:${digest(email)}`);
        return id ? read<UserRecord>(`users:${id}`) : null;
      },
      async create(user) {
        const emailKey = `users-by-email:${digest(user.email)}`;
        return withLock(emailKey, async () => {
          if (await read<string>(emailKey)) {
            throw new CharterError(
              'EMAIL_TAKEN',
              'An account with this email already exists. Sign in instead.',
            );
          }
          // The record first, then the index: a crash between them leaves an unreachable record, never an
          // index pointing at nothing.
          await write(`users:${user.id}`, user);
          await write(emailKey, user.id);
          return user;
        });
      },
      update: (id, changes) => patch<UserRecord>(`users:${id}`, changes),
    },
    admins: {
      get: (id) => read<AdminRecord>(`admins:${id}`),
      async findByEmail(email) {
        const id = await read<string>(`admins-by-email:${digest(email)}`);
        return id ? read<AdminRecord>(`admins:${id}`) : null;
      },
      async upsert(admin) {
        const emailKey = `admins-by-email:${digest(admin.email)}`;
        return withLock(emailKey, async () => {
          const existingId = await read<string>(emailKey);
          const existing = existingId ? await read<AdminRecord>(`admins:${existingId}`) : null;
          const next: AdminRecord = existing
            ? { ...existing, passwordHash: admin.passwordHash, updatedAt: admin.updatedAt }
            : admin;
          await write(`admins:${next.id}`, next);
          if (!existing) await write(emailKey, next.id);
          return next;
        });
      },
    },
    sessions: {
      async get(id) {
        const session = await read<SessionRecord>(`sessions:${id}`);
        if (!session) return null;
        if (Date.parse(session.expiresAt) <= now()) {
          await storage.removeItem(`sessions:${id}`);
          return null;
        }
        return session;
      },
      async create(session) {
        await write(`sessions:${session.id}`, session);
        return session;
      },
      async delete(id) {
        await storage.removeItem(`sessions:${id}`);
      },
    },
    projects: {
      get: (id) => read<ProjectRecord>(`projects:${id}`),
      async listByOwner(ownerId) {
        const projects = await listIndexed<ProjectRecord>(`owners:${ownerId}:projects`, 'projects');
        return projects.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      },
      async create(project) {
        await write(`projects:${project.id}`, project);
        await addToIndex(`owners:${project.ownerId}:projects`, project.id);
        return project;
      },
      update: (id, changes) => patch<ProjectRecord>(`projects:${id}`, changes),
    },
    keys: {
      get: (keyId) => read<KeyRecord>(`keys:${keyId}`),
      async findBySecretHash(secretHash) {
        const keyId = await read<string>(`keys-by-hash:${secretHash}`);
        return keyId ? read<KeyRecord>(`keys:${keyId}`) : null;
      },
      async listByOwner(ownerId) {
        const keys = await listIndexed<KeyRecord>(`owners:${ownerId}:keys`, 'keys');
        return keys.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      },
      async create(key) {
        await write(`keys:${key.keyId}`, key);
        await write(`keys-by-hash:${key.secretHash}`, key.keyId);
        await addToIndex(`owners:${key.ownerId}:keys`, key.keyId);
        return key;
      },
      update: (keyId, changes) => patch<KeyRecord>(`keys:${keyId}`, changes),
    },
    throttle,
    async close() {
      if (closed) return;
      closed = true;
      await storage.dispose();
      await options.onClose?.();
    },
  };
}
