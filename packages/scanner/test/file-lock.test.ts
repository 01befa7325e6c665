import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acquireFileLock, readLockHolder } from '../src/file-lock';

const scannerDir = fileURLToPath(new URL('..', import.meta.url));
const STALE_MS = 2_000; // proper-lockfile's floor: the shortest a job may take to outlive it

let root: string;
let count = 0;
const freshTarget = () => join(root, `ledger-${count++}.json`);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'charter-file-lock-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

interface Writer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function spawnWriter(script: string, args: string[]): Writer {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(`./fixtures/${script}`, import.meta.url)), ...args],
    { cwd: scannerDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    out += chunk;
  });
  return { child, output: () => out, exited: once(child, 'exit').then(([code]) => code as number | null) };
}

const lines = (writers: Writer[]) => writers.flatMap((w) => w.output().split('\n'));
const readEntries = async (target: string) => JSON.parse(await readFile(target, 'utf8')) as string[];

// Real processes, each loading tsx: seconds each on a busy machine.
describe('file lock (proper-lockfile), several real processes', { timeout: 90_000 }, () => {
  it('loses and doubles no write when several processes append under it', async () => {
    const target = freshTarget();
    const writers = ['a', 'b', 'c', 'd'].map((id) =>
      spawnWriter('lock-append.ts', [target, id, '15', String(STALE_MS)]),
    );
    expect(await Promise.all(writers.map((w) => w.exited)), lines(writers).join('\n')).toEqual([0, 0, 0, 0]);
    const entries = await readEntries(target);
    expect(entries).toHaveLength(60);
    expect(new Set(entries).size).toBe(60);
  });

  it('lets exactly one of several waiters take over a stale lock', async () => {
    const target = freshTarget();
    // A lock left by a process of another host (no pid to check here), untouched for an hour.
    await mkdir(`${target}.lock`);
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(`${target}.lock`, hourAgo, hourAgo);
    const writers = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) =>
      spawnWriter('lock-append.ts', [target, id, '3', String(STALE_MS)]),
    );
    expect(await Promise.all(writers.map((w) => w.exited)), lines(writers).join('\n')).toEqual(
      writers.map(() => 0),
    );
    expect(lines(writers).filter((line) => line.startsWith('took-over'))).toEqual(['took-over stale']);
    const entries = await readEntries(target);
    expect(entries).toHaveLength(18);
    expect(new Set(entries).size).toBe(18);
  });

  it('keeps the lock of a job that runs past the stale time (the holder refreshes it)', async () => {
    const target = freshTarget();
    const holder = spawnWriter('lock-append.ts', [
      target,
      'long',
      '1',
      String(STALE_MS),
      String(STALE_MS * 3),
    ]);
    await vi.waitFor(() => expect(holder.output()).toContain('holding'), { timeout: 30_000 });
    const waiter = spawnWriter('lock-append.ts', [target, 'next', '1', String(STALE_MS)]);
    expect(await Promise.all([holder.exited, waiter.exited]), lines([holder, waiter]).join('\n')).toEqual([
      0, 0,
    ]);
    // The waiter never judged the long job's lock stale: it wrote after the job, and took nothing over.
    expect(await readEntries(target)).toEqual(['long:0', 'next:0']);
    expect(lines([holder, waiter]).filter((line) => line.startsWith('took-over'))).toEqual([]);
  });

  it('takes over at once the lock of a holder that was killed', async () => {
    const target = freshTarget();
    const holder = spawnWriter('lock-hold.ts', [target]);
    await vi.waitFor(() => expect(holder.output()).toContain('holding'), { timeout: 30_000 });
    expect(await readLockHolder(`${target}.lock`)).toBe(holder.child.pid);
    await expect(acquireFileLock(target, { waitMs: 0 })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    holder.child.kill('SIGKILL');
    await holder.exited;

    const reasons: string[] = [];
    // waitMs 0: no waiting for the stale time, the dead pid is enough.
    const lock = await acquireFileLock(target, { waitMs: 0, onTakeOver: (reason) => reasons.push(reason) });
    expect(reasons).toEqual(['dead-holder']);
    expect(await readLockHolder(`${target}.lock`)).toBe(process.pid);
    await lock.release();
  });

  it('reports a lock taken from its holder, and refuses the write', async () => {
    const target = freshTarget();
    // proper-lockfile sees a takeover when its next refresh (every staleMs / 2) finds an mtime it did not set; a
    // takeover inside a refresh is the next test's.
    const lock = await acquireFileLock(target, { staleMs: 10_000 });
    // Another process took it over behind our back: a fresh lock directory in its place.
    await rm(`${target}.lock`, { recursive: true });
    await mkdir(`${target}.lock`);
    await vi.waitFor(() => expect(lock.compromised).not.toBeNull(), { timeout: 60_000 });
    expect(() => lock.assertHeld()).toThrow(/taken by another process/);
    await lock.release();
    // Its release left the new holder's lock alone.
    expect((await readFile(`${target}.lock`).catch((error) => error.code)) as string).toBe('EISDIR');
  });

  it('notices a takeover that our own refresh stamped with our mtime', async () => {
    const target = freshTarget();
    const lockPath = `${target}.lock`;
    const lock = await acquireFileLock(target, { staleMs: STALE_MS });
    // The race a loaded CI run hit: a refresh stats the lock (still ours), another process replaces it, and the
    // refresh's utimes stamps the new lock with our mtime, which every later refresh would take for ours. Made
    // deterministic here: the new holder's lock gets the mtime we last set.
    const { mtime } = await stat(lockPath);
    await rm(lockPath, { recursive: true });
    await mkdir(lockPath);
    await writeFile(join(lockPath, '.owner'), '999999\nsomeone-else\n');
    await utimes(lockPath, mtime, mtime);
    await vi.waitFor(() => expect(lock.compromised).not.toBeNull(), { timeout: 30_000 });
    expect(() => lock.assertHeld()).toThrow(/taken by another process/);
    await lock.release();
    // Neither the refresh nor the release touched the new holder's lock.
    expect(await readFile(join(lockPath, '.owner'), 'utf8')).toBe('999999\nsomeone-else\n');
    expect((await stat(lockPath)).mtime).toEqual(mtime);
  });

  it('waits in one process too, and a second acquire gets it after the first releases', async () => {
    const target = freshTarget();
    const first = await acquireFileLock(target);
    const order: string[] = [];
    const second = acquireFileLock(target).then((lock) => {
      order.push('second');
      return lock;
    });
    order.push('first-release');
    await first.release();
    await (await second).release();
    expect(order).toEqual(['first-release', 'second']);
  });
});
