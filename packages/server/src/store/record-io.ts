import { createHash } from 'node:crypto';
import { CharterError } from '@charter/core/errors';
import type { Storage } from 'unstorage';
import type { StoreIo } from './governance-repos';

/** Index keys must be safe on every driver (fs paths, redis keys): hash anything user-supplied. */
export const digest = (value: string) => createHash('sha256').update(value).digest('hex');

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

function assertSafeId(id: string): void {
  if (!isSafeId(id)) {
    throw new CharterError(
      'BAD_REQUEST',
      `Invalid record id ${JSON.stringify(id)}: use letters, digits and -_.~@+.`,
    );
  }
}

/** `StoreIo` plus the record helpers the account repos (users, admins, sessions, projects, keys) share. */
export interface RecordIo extends StoreIo {
  /** Wraps a storage call: a driver failure becomes one UNAVAILABLE (503), a closed store refuses. */
  guard<T>(operation: () => Promise<T>): Promise<T>;
  /** Reads `<prefix>:<id>`; null for an id that cannot name a record. */
  readById<T>(prefix: string, id: string): Promise<T | null>;
  readPointer(key: string): Promise<string | null>;
  writePointer(key: string, id: string): Promise<void>;
  removeFromIndex(key: string, ids: readonly string[]): Promise<void>;
  /** Shallow-merges `changes` into `<prefix>:<id>` under its lock; null when there is no such record. */
  patch<T extends object>(prefix: string, id: string, changes: Partial<T>): Promise<T | null>;
}

export interface RecordIoOptions {
  withLock: <T>(key: string, fn: () => Promise<T>) => Promise<T>;
  now: () => number;
  /** Throws once the store is closed: after close the fs lock is released, so a late write could race. */
  assertOpen: () => void;
}

/** The guarded, locked storage helpers every repo of `createStore` is built on. */
export function createRecordIo(storage: Storage, { withLock, now, assertOpen }: RecordIoOptions): RecordIo {
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
  const readById = async <T>(prefix: string, id: string) =>
    isSafeId(id) ? read<T>(`${prefix}:${id}`) : null;
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

  return {
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
    guard,
    readById,
    readPointer,
    writePointer,
    removeFromIndex,
    patch,
  };
}
