import { createHash } from 'node:crypto';
import { CharterError } from '@charter/core/errors';
import type { Storage } from 'unstorage';
import { createAssistantConversationsRepo } from './assistant-repos';
import type { StoreIo } from './governance-repos';
import { createGovernanceRepos } from './governance-repos';
import { createHistoryEntriesRepo } from './historical-context-repos';
import { createIdempotencyRepo } from './idempotency-repo';
import { createJournalEntriesRepo } from './journal-repos';
import { createKeyedMutex } from './keyed-mutex';
import { createMemoryRepo } from './memory-repos';
import type { AdminRecord, KeyRecord, ProjectRecord, SessionRecord, Store, UserRecord } from './port';
import { createPrimerRepos } from './primer-repos';
import { createRescueMissionsRepo } from './rescue-missions-repos';
import { createSemiRepo } from './semi-repos';
import { createThrottleRepo } from './throttle-repo';
import { createUserJourneyRepo } from './user-journey-repos';

/** Index keys must be safe on every driver (fs paths, redis keys): hash anything user-supplied. */
const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Index entries point at a record id. They are stored as `{ id }`, never as a bare string: unstorage
 * writes strings raw and parses them back with destr, which turns an id like `12345` or `1e5` into a
 * number (and `null`/`true` into those values), silently breaking the lookup. An object keeps every
 * stored value JSON.
 */
interface Pointer {
  id: string;
}

/**
 * Ids become key segments. An id from a URL that could not be one (`..`, `a:b`, `a/b`) matches nothing,
 * instead of making unstorage throw (a 500) or reaching a nested key.
 */
const SAFE_ID = /^(?!\.{1,2}$)[\w.~@+-]{1,200}$/;
const isSafeId = (id: string) => SAFE_ID.test(id);

/** Every session of one user or admin, for listing and revoking them (ids are session ids). */
const sessionIndex = (subjectId: string) => `owners:${subjectId}:sessions`;

function assertSafeId(id: string): void {
  if (!isSafeId(id)) {
    throw new CharterError(
      'BAD_REQUEST',
      `Invalid record id ${JSON.stringify(id)}: use letters, digits and -_.~@+.`,
    );
  }
}

export interface CreateStoreOptions {
  driver: string;
  /** Runs once on close, after the storage is disposed (e.g. releasing the fs lockfile). */
  onClose?: () => Promise<void> | void;
  /** Throws when the store may no longer be used (the fs data-dir lock was taken by another process). */
  assertHeld?: () => void;
  now?: () => number;
  /** Decisions kept per owner (the newest); LEDGER_RETENTION by default. */
  ledgerRetention?: number;
  /** Memory sessions kept per owner (the newest, with their events); MEMORY_SESSION_RETENTION by default. */
  memorySessionRetention?: number;
  /** Serialises read-modify-write per key; an in-process mutex by default, redis's lease across instances. */
  withLock?: <T>(key: string, fn: () => Promise<T>) => Promise<T>;
}

/**
 * Implements the Store port over any unstorage `Storage`. Key layout:
 * `users:<id>`, `users-by-email:<sha256>`, `admins:<id>`, `admins-by-email:<sha256>`, `sessions:<id>`,
 * `projects:<id>`, `keys:<keyId>`, `keys-by-hash:<sha256>`, `owners:<ownerId>:<projects|keys|rebellions|sessions>`,
 * `throttle:<sha256>`; governance (`governance-repos.ts`): `ledger:<ownerId>:<time>-<random>` batches,
 * `rebellions:<id>`, `constitutions:<ownerId>`, `collections:<ownerId>`, `governance-versions:<ownerId>`;
 * primer (`primer-repos.ts`): `primer-drafts:<ownerId>`, `test-cases:<ownerId>`,
 * `conversation-sessions:<ownerId>:<sessionId>`, `smart-analysis:<ownerId>`; `idempotency:<sha256>`
 * (`idempotency-repo.ts`); memory (`memory-repos.ts`): sessions, the open-session pointer,
 * event batches, decisions, validations. The `*-by-*` keys hold `{ id }` pointers, `owners:*` arrays of ids, `throttle:*`
 * arrays of event times; every value is JSON.
 *
 * Read-modify-write runs under `withLock`: an in-process keyed mutex for memory and fs (the fs lockfile
 * allows one process), a redis lease for redis (`redis-lock.ts`), so email uniqueness and index appends
 * hold across every server sharing the store.
 */
export function createStore(storage: Storage, options: CreateStoreOptions): Store {
  const withLock = options.withLock ?? createKeyedMutex();
  const now = options.now ?? Date.now;
  let closed = false;

  // After close the fs lock is released: a late write could race the next process, so refuse it.
  const assertOpen = () => {
    if (closed) throw new CharterError('UNAVAILABLE', 'The store is closed.');
    options.assertHeld?.();
  };
  /**
   * Every storage call goes through here: a driver failure (disk full, redis gone) becomes one clear
   * UNAVAILABLE (503) with the driver's error as its cause, logged by the server, never a raw 500.
   */
  const guard = async <T>(operation: () => Promise<T>): Promise<T> => {
    assertOpen();
    try {
      return await operation();
    } catch (error) {
      if (error instanceof CharterError) throw error;
      throw new CharterError('UNAVAILABLE', 'The data store is not available right now. Try again shortly.', {
        cause: error,
      });
    }
  };
  const read = <T>(key: string): Promise<T | null> =>
    guard(async () => ((await storage.getItem<T>(key)) ?? null) as T | null);
  const remove = (key: string) => guard(() => storage.removeItem(key));
  /** Reads `<prefix>:<id>`; null for an id that cannot name a record. */
  const readById = <T>(prefix: string, id: string) => (isSafeId(id) ? read<T>(`${prefix}:${id}`) : null);
  const write = (key: string, value: unknown) => guard(() => storage.setItem(key, value as never));
  const readPointer = async (key: string) => (await read<Pointer>(key))?.id ?? null;
  const writePointer = (key: string, id: string) => write(key, { id } satisfies Pointer);

  async function addToIndex(key: string, id: string) {
    await withLock(key, async () => {
      const ids = (await read<string[]>(key)) ?? [];
      if (!ids.includes(id)) await write(key, [...ids, id]);
    });
  }

  async function removeFromIndex(key: string, remove: readonly string[]) {
    if (remove.length === 0) return;
    await withLock(key, async () => {
      const ids = (await read<string[]>(key)) ?? [];
      const kept = ids.filter((id) => !remove.includes(id));
      if (kept.length !== ids.length) await write(key, kept);
    });
  }

  async function listIndexed<T>(indexKey: string, prefix: string): Promise<T[]> {
    const ids = (await read<string[]>(indexKey)) ?? [];
    const items = await Promise.all(ids.map((id) => read<T>(`${prefix}:${id}`)));
    return items.filter((item): item is Awaited<T> & {} => item !== null) as T[];
  }

  async function patch<T extends object>(prefix: string, id: string, changes: Partial<T>): Promise<T | null> {
    if (!isSafeId(id)) return null;
    const key = `${prefix}:${id}`;
    return withLock(key, async () => {
      const current = await read<T>(key);
      if (!current) return null;
      const next = { ...current, ...changes };
      await write(key, next);
      return next;
    });
  }

  const throttle = createThrottleRepo({ read, write, remove, withLock });
  const io: StoreIo = {
    read,
    write,
    remove,
    keys: (prefix) => guard(() => storage.getKeys(prefix)),
    withLock,
    isSafeId,
    assertSafeId,
    addToIndex,
    listIndexed,
    now,
  };

  return {
    driver: options.driver,
    users: {
      get: async (id) => readById<UserRecord>('users', id),
      async findByEmail(email) {
        const id = await readPointer(`users-by-email:${digest(email)}`);
        return id ? readById<UserRecord>('users', id) : null;
      },
      async create(user) {
        assertSafeId(user.id);
        const emailKey = `users-by-email:${digest(user.email)}`;
        return withLock(emailKey, async () => {
          if (await readPointer(emailKey)) {
            throw new CharterError(
              'EMAIL_TAKEN',
              'An account with this email already exists. Sign in instead.',
            );
          }
          // The record first, then the index: a crash between them leaves an unreachable record, never an
          // index pointing at nothing.
          await write(`users:${user.id}`, user);
          await writePointer(emailKey, user.id);
          return user;
        });
      },
      update: (id, changes) => patch<UserRecord>('users', id, changes),
    },
    admins: {
      get: async (id) => readById<AdminRecord>('admins', id),
      async findByEmail(email) {
        const id = await readPointer(`admins-by-email:${digest(email)}`);
        return id ? readById<AdminRecord>('admins', id) : null;
      },
      async upsert(admin) {
        assertSafeId(admin.id);
        const emailKey = `admins-by-email:${digest(admin.email)}`;
        return withLock(emailKey, async () => {
          const existingId = await readPointer(emailKey);
          const existing = existingId ? await read<AdminRecord>(`admins:${existingId}`) : null;
          const next: AdminRecord = existing
            ? { ...existing, passwordHash: admin.passwordHash, updatedAt: admin.updatedAt }
            : admin;
          await write(`admins:${next.id}`, next);
          if (!existing) await writePointer(emailKey, next.id);
          return next;
        });
      },
    },
    sessions: {
      async get(id) {
        const session = await readById<SessionRecord>('sessions', id);
        if (!session) return null;
        if (Date.parse(session.expiresAt) <= now()) {
          await remove(`sessions:${id}`);
          if (isSafeId(session.subjectId)) await removeFromIndex(sessionIndex(session.subjectId), [id]);
          return null;
        }
        return session;
      },
      async create(session) {
        assertSafeId(session.id);
        assertSafeId(session.subjectId);
        // The record first, then the index: a crash between them leaves a session its owner cannot list
        // (it still expires), never an index entry that names nothing for long (lists prune those).
        await write(`sessions:${session.id}`, session);
        await addToIndex(sessionIndex(session.subjectId), session.id);
        return session;
      },
      async delete(id) {
        if (!isSafeId(id)) return;
        const session = await read<SessionRecord>(`sessions:${id}`);
        await remove(`sessions:${id}`);
        if (session && isSafeId(session.subjectId)) {
          await removeFromIndex(sessionIndex(session.subjectId), [id]);
        }
      },
      async listBySubject(subjectId) {
        if (!isSafeId(subjectId)) return [];
        const indexKey = sessionIndex(subjectId);
        const ids = (await read<string[]>(indexKey)) ?? [];
        const at = now();
        const found = await Promise.all(
          ids.map(async (id) => ({
            id,
            session: isSafeId(id) ? await read<SessionRecord>(`sessions:${id}`) : null,
          })),
        );
        const live: SessionRecord[] = [];
        const stale: string[] = [];
        for (const { id, session } of found) {
          if (!session || session.subjectId !== subjectId) stale.push(id);
          else if (Date.parse(session.expiresAt) <= at) {
            stale.push(id);
            await remove(`sessions:${id}`);
          } else live.push(session);
        }
        await removeFromIndex(indexKey, stale);
        return live.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
      },
    },
    projects: {
      get: async (id) => readById<ProjectRecord>('projects', id),
      async listByOwner(ownerId) {
        if (!isSafeId(ownerId)) return [];
        const projects = await listIndexed<ProjectRecord>(`owners:${ownerId}:projects`, 'projects');
        return projects.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      },
      async create(project) {
        assertSafeId(project.id);
        assertSafeId(project.ownerId);
        await write(`projects:${project.id}`, project);
        await addToIndex(`owners:${project.ownerId}:projects`, project.id);
        return project;
      },
      update: (id, changes) => patch<ProjectRecord>('projects', id, changes),
      async getByOwnerAndName(ownerId, name) {
        if (!isSafeId(ownerId)) return null;
        const wanted = name.trim().toLowerCase();
        const projects = await listIndexed<ProjectRecord>(`owners:${ownerId}:projects`, 'projects');
        const matches = projects.filter((project) => project.name.trim().toLowerCase() === wanted);
        return matches.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
      },
      async listAll() {
        const keys = await io.keys('projects:');
        const projects = await Promise.all(keys.map((key) => read<ProjectRecord>(key)));
        return projects
          .filter((project): project is ProjectRecord => project !== null)
          .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      },
    },
    keys: {
      get: async (keyId) => readById<KeyRecord>('keys', keyId),
      async findBySecretHash(secretHash) {
        const keyId = await readPointer(`keys-by-hash:${digest(secretHash)}`);
        return keyId ? readById<KeyRecord>('keys', keyId) : null;
      },
      async listByOwner(ownerId) {
        if (!isSafeId(ownerId)) return [];
        const keys = await listIndexed<KeyRecord>(`owners:${ownerId}:keys`, 'keys');
        return keys.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      },
      async create(key) {
        assertSafeId(key.keyId);
        assertSafeId(key.ownerId);
        await write(`keys:${key.keyId}`, key);
        await writePointer(`keys-by-hash:${digest(key.secretHash)}`, key.keyId);
        await addToIndex(`owners:${key.ownerId}:keys`, key.keyId);
        return key;
      },
      update: (keyId, changes) => patch<KeyRecord>('keys', keyId, changes),
      async recordUse(keyId, at, count = 1) {
        if (!isSafeId(keyId)) return null;
        const key = `keys:${keyId}`;
        return withLock(key, async () => {
          const current = await read<KeyRecord>(key);
          if (!current) return null;
          const next = { ...current, usageCount: current.usageCount + count, lastUsedAt: at };
          await write(key, next);
          return next;
        });
      },
      async delete(keyId) {
        const current = await readById<KeyRecord>('keys', keyId);
        if (!current) return false;
        // Pointer first: from then on the secret authenticates nothing, whatever happens next.
        await remove(`keys-by-hash:${digest(current.secretHash)}`);
        await removeFromIndex(`owners:${current.ownerId}:keys`, [keyId]);
        await remove(`keys:${keyId}`);
        return true;
      },
    },
    throttle,
    ...createGovernanceRepos(io, { ledgerRetention: options.ledgerRetention }),
    ...createPrimerRepos(io),
    memory: createMemoryRepo(io, { sessionRetention: options.memorySessionRetention }),
    userJourney: createUserJourneyRepo(io),
    rescueMissions: createRescueMissionsRepo(io),
    historyEntries: createHistoryEntriesRepo(io),
    journalEntries: createJournalEntriesRepo(io),
    semi: createSemiRepo(io),
    assistantConversations: createAssistantConversationsRepo(io),
    // With a TTL: redis drops a record by itself; memory and fs ignore it and sweep instead.
    idempotency: createIdempotencyRepo(
      io,
      (key, value, ttl) => guard(() => storage.setItem(key, value as never, { ttl })),
      { sweeps: options.driver !== 'redis' },
    ),
    async close() {
      if (closed) return;
      closed = true;
      await storage.dispose();
      await options.onClose?.();
    },
  };
}
