import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readLockHolder } from '@charter/scanner/file-lock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFsStore, type Store } from '../../src/store/index';
import { acquireDataDirLock, LOCK_FILE } from '../../src/store/lockfile';
import { exitOf, spawnFixture, waitForLine } from './spawn-fixture';

let root: string;
let count = 0;
const freshDir = () => join(root, `dir-${count++}`);
const open: Store[] = [];

/** A lock directory as a holder leaves it: proper-lockfile's directory with the owner's pid and host. */
async function writeLock(dir: string, owner: string): Promise<void> {
  await mkdir(join(dir, LOCK_FILE), { recursive: true });
  await writeFile(join(dir, LOCK_FILE, '.owner'), owner);
}

/** The pid of a process that has exited: nothing lives under it (pids are not reused that fast). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await exitOf(child);
  return child.pid!;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'charter-lock-'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('data-dir lock', { timeout: 60_000 }, () => {
  it('refuses a second process with a clear message, and opens again once the first closed', async () => {
    const dir = freshDir();
    const holder = spawnFixture('hold-store.ts', [dir]);
    try {
      await waitForLine(holder, 'ready');
      expect(await readLockHolder(join(dir, LOCK_FILE))).toBe(holder.pid);

      await expect(createFsStore({ dir })).rejects.toMatchObject({
        code: 'UNAVAILABLE',
        message: `Another Charter server (pid ${holder.pid}) is using the data directory ${dir}. Stop it first, or set CHARTER_DATA_DIR to another directory.`,
      });
    } finally {
      holder.kill('SIGTERM');
      await exitOf(holder);
    }
    open.push(await createFsStore({ dir }));
  });

  it('takes over the lock of a killed process', async () => {
    const dir = freshDir();
    const holder = spawnFixture('hold-store.ts', [dir]);
    await waitForLine(holder, 'ready');
    holder.kill('SIGKILL');
    await exitOf(holder);

    const store = await createFsStore({ dir });
    open.push(store);
    expect(await readLockHolder(join(dir, LOCK_FILE))).toBe(process.pid);
  });

  it('takes over a lock naming a dead pid, or naming this pid from an earlier run', async () => {
    for (const pid of [await deadPid(), process.pid]) {
      const dir = freshDir();
      await createFsStore({ dir }).then((store) => store.close());
      await writeLock(dir, `${pid}\n${hostname()}\n`);
      const store = await createFsStore({ dir });
      await store.close();
    }
  });

  it('takes over a lock with no known owner once it has gone unrefreshed past the stale time', async () => {
    const dir = freshDir();
    await createFsStore({ dir }).then((store) => store.close());
    await writeLock(dir, `4242\nanother-host\n`);
    // Fresh: its holder (on another host) may be alive.
    await expect(createFsStore({ dir })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(join(dir, LOCK_FILE), longAgo, longAgo);
    open.push(await createFsStore({ dir }));
  });

  it('refuses a second store on the same dir inside one process', async () => {
    const dir = freshDir();
    const store = await createFsStore({ dir });
    await expect(createFsStore({ dir })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await store.close();
    open.push(await createFsStore({ dir }));
  });

  it('releases only its own lock, and refuses every operation once the lock was taken from it', async () => {
    const dir = freshDir();
    const store = await createFsStore({ dir });
    await store.users.get('u_1');
    // Taken over behind our back (as by a process that judged it stale): the next refresh notices.
    await rm(join(dir, LOCK_FILE), { recursive: true });
    await writeLock(dir, '999999\nsomeone-else\n');
    await vi.waitFor(
      async () => {
        await expect(store.users.get('u_1')).rejects.toMatchObject({
          code: 'UNAVAILABLE',
          message: expect.stringMatching(/Another process took the lock of the data directory/),
        });
      },
      { timeout: 30_000, interval: 200 },
    );
    await store.close();
    expect(await readFile(join(dir, LOCK_FILE, '.owner'), 'utf8')).toBe('999999\nsomeone-else\n');
    // Release is idempotent.
    const other = freshDir();
    await mkdir(other);
    const lock = await acquireDataDirLock(other);
    await lock.release();
    await lock.release();
  });

  it('lets only one of several concurrent starters on a stale lock win', async () => {
    const dir = freshDir();
    await createFsStore({ dir }).then((store) => store.close());
    await writeLock(dir, `${await deadPid()}\n${hostname()}\n`);
    const starters = Array.from({ length: 4 }, () => spawnFixture('hold-store.ts', [dir]));
    try {
      const outcomes = await Promise.all(
        starters.map((child) =>
          waitForLine(child, 'ready').then(
            () => 'ready',
            () => 'refused',
          ),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === 'ready')).toHaveLength(1);
    } finally {
      for (const child of starters) child.kill('SIGKILL');
      await Promise.all(starters.map(exitOf));
    }
  });
});
