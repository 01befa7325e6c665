import { readFile, stat } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { defineDriver } from 'unstorage';
import {
  isNotFound,
  listFiles,
  makeDirDurably,
  removeFileDurably,
  removeTempFiles,
  writeFileAtomic,
} from './durable-fs';
import { toDirPath, toFilePath, toKey } from './key-path';
import { createKeyedMutex } from './keyed-mutex';

export interface AtomicFsDriverOptions {
  /** The data directory. Each key is one file: `users:abc` → `<base>/users/abc.json`. */
  base: string;
  /**
   * Delete temp files a killed writer left behind before the first operation (default true). Only safe
   * when this process is the only writer of `base`: `createFsStore` takes the data-dir lock first.
   */
  cleanTempFiles?: boolean;
}

const DRIVER_NAME = 'atomic-fs';

/**
 * An unstorage driver that never leaves a half-written file: every write goes to a temp file that is
 * fsynced and renamed over the target, then the directory is fsynced. unstorage's own fs driver writes
 * in place, so a crash mid-write can leave a truncated record.
 */
export const atomicFsDriver = defineDriver((options: AtomicFsDriverOptions) => {
  const base = resolve(options.base);
  // Writes and removals of one key run in call order: two overlapping setItem calls must not let the
  // older value's rename land last.
  const withKeyLock = createKeyedMutex();
  const knownDirs = new Set<string>();
  const inFlight = new Set<Promise<unknown>>();
  const ready = options.cleanTempFiles === false ? Promise.resolve() : removeTempFiles(base);
  // A failed clean-up surfaces on the first operation; until then it must not crash the process.
  ready.catch(() => undefined);

  function track<T>(operation: Promise<T>): Promise<T> {
    inFlight.add(operation);
    const forget = () => inFlight.delete(operation);
    operation.then(forget, forget);
    return operation;
  }

  async function ensureDir(dir: string) {
    if (knownDirs.has(dir)) return;
    await makeDirDurably(dir);
    knownDirs.add(dir);
  }

  async function write(file: string, value: string) {
    await ensureDir(dirname(file));
    try {
      await writeFileAtomic(file, value);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      // The directory vanished under us (removed by hand): recreate it once.
      knownDirs.delete(dirname(file));
      await ensureDir(dirname(file));
      await writeFileAtomic(file, value);
    }
  }

  async function getKeys(prefix = ''): Promise<string[]> {
    await ready;
    const files = await listFiles(toDirPath(base, prefix));
    return files.flatMap((file) => {
      const key = toKey(relative(base, file));
      return key?.startsWith(prefix) ? [key] : [];
    });
  }

  const removeItem = (key: string) => {
    const file = toFilePath(base, key);
    return track(
      withKeyLock(file, async () => {
        await ready;
        await removeFileDurably(file);
      }),
    );
  };

  return {
    name: DRIVER_NAME,
    options,
    async hasItem(key) {
      await ready;
      try {
        return (await stat(toFilePath(base, key))).isFile();
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async getItem(key) {
      await ready;
      try {
        return await readFile(toFilePath(base, key), 'utf8');
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    setItem(key, value) {
      const file = toFilePath(base, key);
      return track(
        withKeyLock(file, async () => {
          await ready;
          await write(file, value);
        }),
      );
    },
    removeItem,
    getKeys,
    async clear(prefix) {
      const keys = await getKeys(prefix);
      await Promise.all(keys.map(removeItem));
    },
    async dispose() {
      // Let every acknowledged-to-be write finish before the store reports itself closed.
      await Promise.allSettled([ready, ...inFlight]);
    },
  };
});
