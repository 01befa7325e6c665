import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listProjectFiles } from '../src/list-project-files';

const FILES = [
  'a.ts',
  'src/b/c.ts',
  'src/ignored.ts',
  'node_modules/x/index.js',
  '.next/server/page.js',
  'dist/out.js',
  'build/index.js',
  'out/main.js',
  'README.md',
];

async function makeProject(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'charter-list-'));
  for (const file of FILES) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), 'x\n');
  }
  await writeFile(join(root, '.gitignore'), 'src/ignored.ts\nnode_modules/\n.next/\ndist/\nbuild/\nout/\n');
  return root;
}

describe('listProjectFiles', () => {
  let root = '';
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('walks a folder no git work tree holds, skipping installed and generated folders but not build output', async () => {
    root = await makeProject();
    // No .git here or above (the temp folder): git is not asked, the walk answers `/`-separated relative paths.
    // dist/, build/ and out/ may be all the code an unpacked package has: listed, for the noise rules to judge.
    expect(await listProjectFiles(root)).toEqual([
      '.gitignore',
      'README.md',
      'a.ts',
      'build/index.js',
      'dist/out.js',
      'out/main.js',
      'src/b/c.ts',
      'src/ignored.ts',
    ]);
  });

  it("asks git in a work tree, so .gitignore is honoured (here and from a subfolder's own list)", async () => {
    root = await makeProject();
    execFileSync('git', ['init', '-q'], { cwd: root });
    expect(await listProjectFiles(root)).toEqual(['.gitignore', 'README.md', 'a.ts', 'src/b/c.ts']);
    expect(await listProjectFiles(join(root, 'src'))).toEqual(['b/c.ts']);
  });
});
