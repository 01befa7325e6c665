/**
 * The storage helpers of `createStore`, shared so every repo behaves like the others (guarded, locked).
 * Apart from the repos and the port, so a repo that the port names can use them without a cycle.
 */
export interface StoreIo {
  read<T>(key: string): Promise<T | null>;
  write(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  keys(prefix: string): Promise<string[]>;
  withLock<T>(key: string, fn: () => Promise<T>): Promise<T>;
  isSafeId(id: string): boolean;
  assertSafeId(id: string): void;
  addToIndex(key: string, id: string): Promise<void>;
  listIndexed<T>(indexKey: string, prefix: string): Promise<T[]>;
  now(): number;
}

/**
 * Records as an owner's list shows them: newest first. Reversed before the (stable) sort, so records of the
 * same millisecond, read in insertion order, stay newest first too. Sorts in place.
 */
export const newestFirst = <T extends { createdAt: string }>(records: T[]): T[] =>
  records.reverse().sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** Read-change-write of the record at `key` under its lock; null when there is none. */
export function updateLocked<T>(io: StoreIo, key: string, change: (current: T) => T): Promise<T | null> {
  return io.withLock(key, async () => {
    const current = await io.read<T>(key);
    if (!current) return null;
    const next = change(current);
    await io.write(key, next);
    return next;
  });
}

/**
 * The `update` of an owner's record at `<prefix>:<id>`: `change` under the record's lock, with its `id`,
 * `ownerId` and the `kept` fields staying as stored. Null for an id that cannot name a record, or none.
 */
export function updateOwnedRecord<T extends { id: string; ownerId: string }>(
  io: StoreIo,
  prefix: string,
  id: string,
  change: (current: T) => T,
  kept: readonly (keyof T)[] = [],
): Promise<T | null> {
  if (!io.isSafeId(id)) return Promise.resolve(null);
  return updateLocked<T>(io, `${prefix}:${id}`, (current) => {
    const next: T = { ...change(current), id: current.id, ownerId: current.ownerId };
    for (const field of kept) next[field] = current[field];
    return next;
  });
}
