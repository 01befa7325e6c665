import { join, resolve } from 'node:path';
import { CharterError } from '@charter/core/errors';
import { acquireFileLock } from '@charter/scanner/file-lock';

/** The lock directory in the data dir (proper-lockfile's mkdir lock, holding its owner's pid). */
export const LOCK_FILE = '.lock';

export interface DataDirLock {
  readonly path: string;
  /** Throws UNAVAILABLE once another process has taken the lock from this one. */
  assertHeld(): void;
  /** Removes the lock if it is still ours. Idempotent. */
  release(): Promise<void>;
}

/** A running server refreshes its lock every 5 s; one not refreshed for 10 s belongs to a stopped process. */
export const DATA_DIR_LOCK_STALE_MS = 10_000;

/**
 * Takes `<dir>/.lock` (the shared `@charter/scanner/file-lock`), so a second process on the same data dir
 * refuses to start instead of interleaving writes. A lock whose holder died on this host is taken over at
 * once; one of another host (a data dir on a network fs) once it has not been refreshed for 10 s. If the
 * lock is ever taken from this process (its refreshes stopped that long), `assertHeld` says so and the
 * store refuses every operation rather than write beside the new holder.
 */
export async function acquireDataDirLock(
  dirInput: string,
  options: { onCompromised?: (error: Error) => void } = {},
): Promise<DataDirLock> {
  const dir = resolve(dirInput);
  const path = join(dir, LOCK_FILE);
  const lock = await acquireFileLock(dir, {
    lockPath: path,
    staleMs: DATA_DIR_LOCK_STALE_MS,
    waitMs: 0,
    busyMessage: (pid) =>
      `Another Charter server${pid ? ` (pid ${pid})` : ''} is using the data directory ${dir}. Stop it first, or set CHARTER_DATA_DIR to another directory.`,
    onCompromised: options.onCompromised,
  });
  return {
    path,
    assertHeld: () => {
      if (lock.compromised) {
        throw new CharterError(
          'UNAVAILABLE',
          `Another process took the lock of the data directory ${dir}: this server stopped writing. Restart it once the other one is stopped.`,
          { cause: lock.compromised },
        );
      }
    },
    release: () => lock.release(),
  };
}
