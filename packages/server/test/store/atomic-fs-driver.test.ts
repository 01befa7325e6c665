import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorage } from 'unstorage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atomicFsDriver } from '../../src/store/atomic-fs-driver';
import { listFiles } from '../../src/store/durable-fs';

let root: string;
let count = 0;
const freshDir = () => join(root, `dir-${count++}`);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'charter-atomic-fs-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('atomic fs driver', () => {
  it('stores each key as a JSON file, `:` mapping to directories', async () => {
    const base = freshDir();
    const storage = createStorage({ driver: atomicFsDriver({ base }) });
    await storage.setItem('users:abc', { id: 'abc' });
    await storage.setItem('owners:u1:projects', ['p1']);
    expect(JSON.parse(await readFile(join(base, 'users', 'abc.json'), 'utf8'))).toEqual({ id: 'abc' });
    expect(JSON.parse(await readFile(join(base, 'owners', 'u1', 'projects.json'), 'utf8'))).toEqual(['p1']);
    expect(await storage.getItem('users:abc')).toEqual({ id: 'abc' });
    expect(await storage.getItem('users:missing')).toBeNull();
    await storage.dispose();
  });

  it('round-trips keys that would collide or escape as plain paths', async () => {
    const storage = createStorage({ driver: atomicFsDriver({ base: freshDir() }) });
    const keys = ['a', 'a.json:b', 'a:b', '.hidden', 'x%2Fy', 'ünï:cødé', 'sp ace', 'star*', 'x.tmp'];
    for (const [index, key] of keys.entries()) await storage.setItem(key, { index });
    for (const [index, key] of keys.entries()) expect(await storage.getItem(key)).toEqual({ index });
    expect((await storage.getKeys()).sort()).toEqual([...keys].sort());
    await storage.dispose();
  });

  it('refuses . and .. segments even when called directly', () => {
    const driver = atomicFsDriver({ base: freshDir() });
    for (const key of ['..', 'a:..:b', '.', 'a::b']) {
      expect(() => driver.setItem?.(key, '{}', {})).toThrow(/Invalid key/);
    }
  });

  it('answers hasItem, removes items, lists keys by base and clears', async () => {
    const driver = atomicFsDriver({ base: freshDir() });
    const storage = createStorage({ driver });
    await storage.setItem('users:1', { n: 1 });
    await storage.setItem('users:2', { n: 2 });
    await storage.setItem('userspace', { n: 3 });
    await storage.setItem('sessions:s', { n: 4 });
    expect(await storage.hasItem('users:1')).toBe(true);
    expect((await storage.getKeys('users')).sort()).toEqual(['users:1', 'users:2']);

    await storage.removeItem('users:1');
    await storage.removeItem('users:never');
    expect(await storage.hasItem('users:1')).toBe(false);

    // Called on the driver: unstorage 1.17's Storage.clear(base) skips a root mount for a non-empty base.
    await driver.clear?.('users:', {});
    expect((await storage.getKeys()).sort()).toEqual(['sessions:s', 'userspace']);
    await storage.clear();
    expect(await storage.getKeys()).toEqual([]);
    await storage.dispose();
  });

  it('applies overlapping writes of one key in call order and leaves no temp file', async () => {
    const base = freshDir();
    const storage = createStorage({ driver: atomicFsDriver({ base }) });
    await Promise.all(Array.from({ length: 30 }, (_, n) => storage.setItem('counter', { n })));
    expect(await storage.getItem('counter')).toEqual({ n: 29 });
    expect(await readdir(base)).toEqual(['counter.json']);
    await storage.dispose();
  });

  it('deletes stray temp files on start and never lists them', async () => {
    const base = freshDir();
    await mkdir(join(base, 'users'), { recursive: true });
    await writeFile(join(base, 'users', 'a.json'), '{"id":"a"}');
    await writeFile(join(base, 'users', '.a.json.123-abc.tmp'), '{"id":"a","half');
    await writeFile(join(base, '.lock'), '1\n');

    const storage = createStorage({ driver: atomicFsDriver({ base }) });
    expect(await storage.getKeys()).toEqual(['users:a']);
    expect((await listFiles(base)).sort()).toEqual([join(base, '.lock'), join(base, 'users', 'a.json')]);
    await storage.dispose();
  });

  it('finishes in-flight writes before dispose resolves', async () => {
    const base = freshDir();
    const storage = createStorage({ driver: atomicFsDriver({ base }) });
    const writes = Array.from({ length: 10 }, (_, n) => storage.setItem(`k:${n}`, { n }));
    await storage.dispose();
    expect((await listFiles(base)).length).toBe(10);
    await Promise.all(writes);
  });
});
