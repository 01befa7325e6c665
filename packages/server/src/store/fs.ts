import { resolve } from 'node:path';
import { CharterError } from '@charter/core/errors';
import { createStorage } from 'unstorage';
import { atomicFsDriver } from './atomic-fs-driver';
import { createStore } from './create-store';
import { makeDirDurably } from './durable-fs';
import { acquireDataDirLock } from './lockfile';
import type { Store } from './port';

export interface FsStoreOptions {
  /** The data directory; created if missing. One Charter server per directory (a lockfile enforces it). */
  dir: string;
  now?: () => number;
}

/**
 * A store of one JSON file per record under `dir`, written atomically (temp file, fsync, rename), so an
 * acknowledged write survives a crash and a crash never leaves a half-written record.
 */
export async function createFsStore(options: FsStoreOptions): Promise<Store> {
  const dir = resolve(options.dir);
  try {
    await makeDirDurably(dir);
  } catch (cause) {
    throw new CharterError(
      'UNAVAILABLE',
      `Cannot create the data directory ${dir} (${(cause as Error).message}). Create it, or set CHARTER_DATA_DIR to a writable directory.`,
      { cause },
    );
  }
  // The lock comes before the driver: the driver deletes stray temp files, which is only safe once no
  // other process can be writing them.
  const lock = await acquireDataDirLock(dir);
  try {
    const storage = createStorage({ driver: atomicFsDriver({ base: dir }) });
    return createStore(storage, {
      driver: 'fs',
      now: options.now,
      onClose: () => lock.release(),
      assertHeld: () => lock.assertHeld(),
    });
  } catch (error) {
    await lock.release();
    throw error;
  }
}
