import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_READ_BYTES, readInOrder, readInOrderBlocking } from '../src/read-in-order';

// Both readers keep the same contract: the thread-pool one (the server) and the blocking one (the CLI).
const READERS = [
  [
    'readInOrder',
    (
      root: string,
      paths: readonly string[],
      wants: (p: string) => boolean,
      on: (p: string, t: string | undefined) => void,
    ) => readInOrder(root, paths, wants, on, 3),
  ],
  [
    'readInOrderBlocking',
    (
      root: string,
      paths: readonly string[],
      wants: (p: string) => boolean,
      on: (p: string, t: string | undefined) => void,
    ) => readInOrderBlocking(root, paths, wants, on),
  ],
] as const;

describe.each(READERS)('%s', (_name, read) => {
  let root: string;
  // Past the first read (64 KB), with a character of several bytes across that boundary.
  const large = `${'a'.repeat(64 * 1024 - 1)}é${'b'.repeat(10_000)}`;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'charter-read-'));
    await writeFile(join(root, 'small.ts'), 'export const x = 1;\n');
    await writeFile(join(root, 'empty.ts'), '');
    await writeFile(join(root, 'large.ts'), large);
    await writeFile(join(root, 'exact.ts'), 'c'.repeat(64 * 1024));
    await writeFile(join(root, 'binary.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]));
    await writeFile(join(root, 'huge.js'), Buffer.alloc(MAX_READ_BYTES + 1, 0x61));
    await mkdir(join(root, 'folder.ts'));
    execFileSync('mkfifo', [join(root, 'pipe.ts')]);
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('hands every file over in list order, its text or undefined, and never waits on a FIFO', async () => {
    const paths = [
      'small.ts',
      'pipe.ts',
      'large.ts',
      'binary.png',
      'huge.js',
      'folder.ts',
      'missing.ts',
      'empty.ts',
      'exact.ts',
      'skipped.md',
    ];
    const seen: [string, string | undefined][] = [];
    await read(
      root,
      paths,
      (path) => path !== 'skipped.md',
      (path, text) => seen.push([path, text]),
    );
    expect(seen.map(([path]) => path)).toEqual(paths);
    const text = new Map(seen);
    expect(text.get('small.ts')).toBe('export const x = 1;\n');
    expect(text.get('large.ts')).toBe(large);
    expect(text.get('exact.ts')).toHaveLength(64 * 1024);
    expect(text.get('empty.ts')).toBe('');
    for (const unread of ['pipe.ts', 'binary.png', 'huge.js', 'folder.ts', 'missing.ts', 'skipped.md']) {
      expect(text.get(unread), unread).toBeUndefined();
    }
  });

  it('gives each file its own text when many are read at once with the buffers reused', async () => {
    const dir = join(root, `many-${_name}`);
    await mkdir(dir);
    const names = Array.from({ length: 200 }, (_, i) => `f${String(i).padStart(3, '0')}.ts`);
    await Promise.all(names.map((name, i) => writeFile(join(dir, name), `// ${i}\n${'x'.repeat(i * 37)}`)));
    const seen = new Map<string, string | undefined>();
    await read(
      dir,
      names,
      () => true,
      (path, text) => seen.set(path, text),
    );
    names.forEach((name, i) => {
      expect(seen.get(name)).toBe(`// ${i}\n${'x'.repeat(i * 37)}`);
    });
  });
});

describe('readInOrderBlocking', () => {
  it('yields to the event loop between files, so a progress line can redraw during a long scan', async () => {
    const root = await mkdtemp(join(tmpdir(), 'charter-read-yield-'));
    try {
      const names = Array.from({ length: 5 }, (_, i) => `f${i}.ts`);
      await Promise.all(names.map((name) => writeFile(join(root, name), 'x')));
      const order: string[] = [];
      setImmediate(() => order.push('event loop'));
      // yieldEveryMs 0: a turn of the event loop after every file.
      await readInOrderBlocking(
        root,
        names,
        () => true,
        (path) => order.push(path),
        0,
      );
      expect(order.indexOf('event loop')).toBeGreaterThan(-1);
      expect(order.indexOf('event loop')).toBeLessThan(order.indexOf('f4.ts'));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
