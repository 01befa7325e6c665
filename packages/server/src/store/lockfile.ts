import { randomBytes } from 'node:crypto';
import { link, open, readFile, rename, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { CharterError } from '@charter/core/errors';
import { isNotFound, syncDir, toTempPath } from './durable-fs';

export const LOCK_FILE = '.lock';

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock if it is still ours. Idempotent. */
  release(): Promise<void>;
}

/** Data dirs this process holds: its own pid in a lock file is only "alive" if it is listed here. */
const heldHere = new Set<string>();

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/** Signal 0 checks existence without signalling; EPERM means alive but someone else's. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

const parsePid = (content: string) => {
  const pid = Number(content.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

async function readLock(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Writes the content to a temp file, then links it into place: an exclusive create whose content is complete. */
async function tryCreate(path: string, content: string): Promise<boolean> {
  const temp = toTempPath(path);
  const handle = await open(temp, 'wx', 0o644);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temp, path);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

/**
 * Moves a dead process's lock aside. Two starters may both see it stale; the rename lets only one of them
 * own the stale file, and if what we moved turns out to be a fresh lock, it is put back.
 */
async function takeOver(path: string, stale: string): Promise<void> {
  const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await rename(path, aside);
  } catch (error) {
    if (isNotFound(error)) return;
    throw error;
  }
  const moved = await readLock(aside);
  if (moved !== stale) await link(aside, path).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

const busy = (dir: string, pid: number) =>
  new CharterError(
    'UNAVAILABLE',
    `Another Charter server (pid ${pid}) is using the data directory ${dir}. Stop it first, or set CHARTER_DATA_DIR to another directory.`,
    { details: { pid, dir } },
  );

/**
 * Takes `<dir>/.lock` (holding this pid), so a second process on the same data dir refuses to start
 * instead of interleaving writes. A lock whose pid is dead (a crashed or killed server) is taken over.
 * Pid checks only see this host: a data dir shared over a network fs between hosts is not protected.
 */
export async function acquireDataDirLock(dirInput: string): Promise<DataDirLock> {
  const dir = resolve(dirInput);
  const path = join(dir, LOCK_FILE);
  if (heldHere.has(path)) throw busy(dir, process.pid);
  const content = `${process.pid}\n${randomBytes(8).toString('hex')}\n`;

  for (let attempt = 0; attempt < 5; attempt++) {
    if (await tryCreate(path, content)) {
      await syncDir(dir);
      heldHere.add(path);
      return createRelease(path, content);
    }
    const existing = await readLock(path);
    if (existing === null) continue; // released between our create and our read
    const pid = parsePid(existing);
    // Our own pid in a lock we do not hold is a previous run's (containers reuse low pids).
    const alive = pid !== null && pid !== process.pid && isAlive(pid);
    if (alive) throw busy(dir, pid);
    await takeOver(path, existing);
  }
  throw new CharterError(
    'UNAVAILABLE',
    `Could not lock the data directory ${dir}: several processes are starting on it at once. Start one Charter server per data directory.`,
  );
}

function createRelease(path: string, content: string): DataDirLock {
  let released = false;
  return {
    path,
    async release() {
      if (released) return;
      released = true;
      heldHere.delete(path);
      // Only remove our own lock: if it was taken over meanwhile, it belongs to someone else now.
      if ((await readLock(path)) === content) await unlink(path).catch(() => undefined);
    },
  };
}
