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
