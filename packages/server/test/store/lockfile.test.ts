import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFsStore, type Store } from '../../src/store/index';
import { acquireDataDirLock, LOCK_FILE } from '../../src/store/lockfile';
import { exitOf, spawnFixture, waitForLine } from './spawn-fixture';

let root: string;
let count = 0;
const freshDir = () => join(root, `dir-${count++}`);
const open: Store[] = [];

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

describe('data-dir lock', () => {
  it('refuses a second process with a clear message, and opens again once the first closed', async () => {
    const dir = freshDir();
    const holder = spawnFixture('hold-store.ts', [dir]);
    try {
      await waitForLine(holder, 'ready');
      expect((await readFile(join(dir, LOCK_FILE), 'utf8')).split('\n')[0]).toBe(String(holder.pid));

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
    expect((await readFile(join(dir, LOCK_FILE), 'utf8')).split('\n')[0]).toBe(String(process.pid));
  });

  it('takes over a lock naming a dead pid, or naming this pid from an earlier run', async () => {
    for (const pid of [await deadPid(), process.pid]) {
      const dir = freshDir();
      await createFsStore({ dir }).then((store) => store.close());
      await writeFile(join(dir, LOCK_FILE), `${pid}\n`);
      const store = await createFsStore({ dir });
      await store.close();
    }
  });

  it('takes over an unreadable lock', async () => {
    const dir = freshDir();
    await createFsStore({ dir }).then((store) => store.close());
    await writeFile(join(dir, LOCK_FILE), '');
    open.push(await createFsStore({ dir }));
  });

  it('refuses a second store on the same dir inside one process', async () => {
    const dir = freshDir();
    const store = await createFsStore({ dir });
    await expect(createFsStore({ dir })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await store.close();
    open.push(await createFsStore({ dir }));
  });

  it('releases only its own lock', async () => {
    const dir = freshDir();
    await createFsStore({ dir }).then((store) => store.close());
    const lock = await acquireDataDirLock(dir);
    await writeFile(join(dir, LOCK_FILE), '999999\nsomeone-else\n'); // taken over behind our back
    await lock.release();
    expect(await readFile(join(dir, LOCK_FILE), 'utf8')).toBe('999999\nsomeone-else\n');
    await lock.release();
  });

  it('lets only one of several concurrent starters on a stale lock win', async () => {
    const dir = freshDir();
    await createFsStore({ dir }).then((store) => store.close());
    await writeFile(join(dir, LOCK_FILE), `${await deadPid()}\n`);
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
