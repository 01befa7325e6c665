// The one cross-process lock of the CLI (`.charter/` writes) and the server (its data directory), over
// proper-lockfile: an atomic mkdir, an mtime the holder refreshes (`update`), so a job that runs past the
// stale time keeps its lock, and a compromise reported instead of two holders silently writing.
//
// Two additions, both through proper-lockfile's `fs` option:
// - A stale lock is reclaimed under a guard directory, re-checked there, so it is taken over exactly once.
//   proper-lockfile 4.1.2 removes a stale lock and creates its own with no such check: two waiters that
//   both saw it stale can both end up holding it (moxystudio/node-proper-lockfile#121).
// - The holder writes its pid (and host) inside the lock directory, before proper-lockfile stamps the
//   mtime, so a lock whose holder died on this host is taken over at once instead of after the stale time.
import * as fs from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CharterError } from '@charter/core/errors';
import lockfile from 'proper-lockfile';

/** proper-lockfile refuses a stale time under 2 s. */
const MIN_STALE_MS = 2_000;
// A dot name: data-dir walkers (the fs store's driver, its crash check) skip dot names.
const OWNER_FILE = '.owner';

export interface FileLockOptions {
  /** The lock directory; `<target>.lock` unless given. */
  lockPath?: string;
  /** A lock not refreshed for this long is abandoned (the holder refreshes it every staleMs / 2). 10 s by default. */
  staleMs?: number;
  /** How long to wait for a held lock before giving up; 0 gives up at once. 5 s by default. */
  waitMs?: number;
  /** The sentence of the error when the lock stays held; `pid` is the holder's when known. */
  busyMessage?: (pid: number | null) => string;
  /** Called when this process takes over an abandoned lock (stale, or its holder's pid is dead). */
  onTakeOver?: (reason: 'stale' | 'dead-holder') => void;
  /** Called once if another process took the lock while this one held it. Default: nothing more than `compromised`. */
  onCompromised?: (error: Error) => void;
}

export interface FileLock {
  readonly lockPath: string;
  /** Null while the lock is this process's; the error once another process has taken it. */
  readonly compromised: Error | null;
  /** Throws if the lock was taken from us: call it right before a write the lock protects. */
  assertHeld(): void;
  /** Removes the lock if it is still ours. Idempotent. */
  release(): Promise<void>;
}

/** Locks this process holds: a lock naming this pid that is not listed here is a previous run's. */
const heldHere = new Set<string>();
/** Lock directories this process is releasing: the only `rmdir` passed through to the disk. */
const releasing = new Set<string>();

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;
const locked = (path: string) =>
  Object.assign(new Error(`${path} is held by another process.`), { code: 'ELOCKED' });

/** Signal 0 checks existence without signalling; EPERM means alive but someone else's. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/** The pid of the lock's holder as it wrote it, or null when unknown (none yet, another host, unreadable). */
export async function readLockHolder(lockPath: string): Promise<number | null> {
  const text = await readFile(`${lockPath}/${OWNER_FILE}`, 'utf8').catch(() => null);
  const [pidLine, host] = text?.split('\n') ?? [];
  const pid = Number(pidLine);
  return Number.isInteger(pid) && pid > 0 && host === hostname() ? pid : null;
}

async function isHolderDead(lockPath: string): Promise<boolean> {
  const pid = await readLockHolder(lockPath);
  if (pid === null) return false;
  if (pid === process.pid) return !heldHere.has(lockPath);
  return !isAlive(pid);
}

/**
 * Removes an abandoned lock, deciding under `<lock>.reclaim` (an exclusive mkdir): whoever takes the guard
 * looks again, so a lock another waiter has just re-created is never taken for the stale one it replaced.
 */
async function reclaim(lockPath: string, staleMs: number): Promise<'stale' | 'dead-holder' | null> {
  const guard = `${lockPath}.reclaim`;
  try {
    await mkdir(guard);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    // A reclaimer that died inside this short section leaves its guard: it is abandoned after staleMs.
    const info = await stat(guard).catch(() => null);
    if (info && Date.now() - info.mtimeMs > staleMs) await rm(guard, { recursive: true, force: true });
    return null;
  }
  try {
    const info = await stat(lockPath).catch((error) => {
      if (errorCode(error) === 'ENOENT') return null;
      throw error;
    });
    if (!info) return null; // released meanwhile: the next mkdir decides
    const reason =
      Date.now() - info.mtimeMs > staleMs ? 'stale' : (await isHolderDead(lockPath)) ? 'dead-holder' : null;
    if (reason) await rm(lockPath, { recursive: true, force: true });
    return reason;
  } finally {
    await rm(guard, { recursive: true, force: true });
  }
}

/** What this process writes in the owner file of every lock it creates. */
const ownerText = () => `${process.pid}\n${hostname()}\n`;

/**
 * The fs proper-lockfile uses: mkdir of a lock also writes its owner file (before the mtime is stamped, so
 * the holder's refresh check still sees its own mtime); utimes (the refresh) stamps only a lock whose owner
 * file is still this process's; rmdir removes only a lock this process releases — a stale one is left to
 * `reclaim`.
 *
 * Why the owner check: proper-lockfile's refresh stats the lock, compares the mtime with the one it last set,
 * then stamps a new one. A takeover landing between that stat and the stamp got our mtime, and every later
 * refresh took it for ours: two holders, neither told (the fresh-clone CI of 2f918e0 failed on exactly that).
 * Checked at every stamp, a replaced lock is seen at the next refresh at the latest; its error carries ENOENT,
 * which proper-lockfile reports as a compromise.
 */
const lockFs = {
  ...fs,
  mkdir(path: string, callback: (error: NodeJS.ErrnoException | null) => void) {
    fs.mkdir(path, (error) => {
      if (error) return callback(error);
      fs.writeFile(`${path}/${OWNER_FILE}`, ownerText(), (writeError) => {
        if (writeError) fs.rm(path, { recursive: true, force: true }, () => callback(writeError));
        else callback(null);
      });
    });
  },
  utimes(path: string, atime: Date, mtime: Date, callback: (error: NodeJS.ErrnoException | null) => void) {
    fs.readFile(`${path}/${OWNER_FILE}`, 'utf8', (error, text) => {
      if (error) return callback(error);
      if (text !== ownerText())
        return callback(
          Object.assign(new Error(`${path} now belongs to another process.`), { code: 'ENOENT' }),
        );
      fs.utimes(path, atime, mtime, callback);
    });
  },
  rmdir(path: string, callback: (error: NodeJS.ErrnoException | null) => void) {
    if (releasing.has(path)) fs.rm(path, { recursive: true, force: true }, callback);
    else callback(locked(path));
  },
  rmdirSync(path: string) {
    fs.rmSync(path, { recursive: true, force: true });
  },
};

/**
 * Takes the lock of `target` (a file that need not exist), waiting up to `waitMs` while another live
 * process holds it; throws CharterError('UNAVAILABLE') if it stays held.
 * @example const lock = await acquireFileLock('.charter/ledger.json'); try { … lock.assertHeld(); write(); } finally { await lock.release(); }
 */
export async function acquireFileLock(target: string, options: FileLockOptions = {}): Promise<FileLock> {
  const file = resolve(target);
  const lockPath = resolve(options.lockPath ?? `${file}.lock`);
  const staleMs = Math.max(options.staleMs ?? 10_000, MIN_STALE_MS);
  const deadline = Date.now() + (options.waitMs ?? 5_000);
  let compromised: Error | null = null;
  let release: (() => Promise<void>) | null = null;

  for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
    if (!heldHere.has(lockPath)) {
      try {
        release = await lockfile.lock(file, {
          lockfilePath: lockPath,
          realpath: false,
          stale: staleMs,
          update: Math.floor(staleMs / 2),
          fs: lockFs,
          onCompromised: (error) => {
            compromised = new CharterError(
              'UNAVAILABLE',
              `The lock ${lockPath} was taken by another process while this one held it: the write was not made.`,
              { cause: error },
            );
            heldHere.delete(lockPath);
            options.onCompromised?.(compromised);
          },
        });
        break;
      } catch (error) {
        if (errorCode(error) !== 'ELOCKED') throw error;
      }
      const reason = await reclaim(lockPath, staleMs);
      if (reason) {
        options.onTakeOver?.(reason);
        continue;
      }
    }
    if (Date.now() >= deadline) {
      const pid = heldHere.has(lockPath) ? process.pid : await readLockHolder(lockPath);
      throw new CharterError(
        'UNAVAILABLE',
        options.busyMessage?.(pid) ?? `${lockPath} is held by another process${pid ? ` (pid ${pid})` : ''}.`,
        { details: { lockPath, pid } },
      );
    }
    await sleep(wait + Math.floor(Math.random() * wait));
  }

  heldHere.add(lockPath);
  const unlock = release;
  let released = false;
  return {
    lockPath,
    get compromised() {
      return compromised;
    },
    assertHeld() {
      if (compromised) throw compromised;
    },
    async release() {
      if (released) return;
      released = true;
      if (compromised) return; // not ours any more: whoever holds it now removes it
      heldHere.delete(lockPath);
      releasing.add(lockPath);
      try {
        await unlock();
      } catch (error) {
        if (errorCode(error) !== 'ERELEASED') throw error;
      } finally {
        releasing.delete(lockPath);
      }
    },
  };
}

/** Runs `work` holding the lock of `target`; `work` gets the lock to `assertHeld()` before it writes. */
export async function withFileLock<T>(
  target: string,
  work: (lock: FileLock) => Promise<T>,
  options: FileLockOptions = {},
): Promise<T> {
  const lock = await acquireFileLock(target, options);
  try {
    return await work(lock);
  } finally {
    await lock.release();
  }
}
