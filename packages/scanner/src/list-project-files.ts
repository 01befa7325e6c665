import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Directories never scanned when walking without git: installed or generated content, never the project's own
 * code. Build output (`dist/`, `build/`, `out/`, `lib/`) is walked: in an unpacked package it is often all the
 * code there is, and a compiled copy beside its `src/` is told apart later, file by file, by core's
 * `findNoiseFiles` (skipped as `compiled`, counted and reported).
 */
const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  '.git',
  'coverage',
  '.next',
  '.nuxt',
  '.turbo',
  '.cache',
  '.reports',
  'test-results',
]);

/** git's list of a large monorepo is a few MB; past this something is wrong and the walk is no better. */
const GIT_OUTPUT_LIMIT = 256 * 1024 * 1024;

/**
 * The files of a project, `/`-separated and relative to `root`, sorted. In a git work tree these are git's
 * own list — tracked files plus untracked ones that are not ignored — so `.gitignore` is honoured exactly;
 * elsewhere a walk that skips installed and generated directories (`node_modules`, `.next`, `coverage` …) but
 * not build output, which may be the only code an unpacked package has.
 * @example await listProjectFiles('/repo') // ['package.json', 'src/index.ts']
 */
export async function listProjectFiles(root: string): Promise<string[]> {
  const fromGit = mayBeInWorkTree(root) ? await listWithGit(root) : undefined;
  const files = fromGit ?? (await walk(root, ''));
  return files.sort();
}

/**
 * Whether git could find a work tree from `root`: a `.git` (folder, or file of a linked work tree) in it or a
 * folder above it, or a `GIT_DIR` naming one. Without either `git ls-files` fails, and starting it only to fail
 * cost a check of a plain folder (an unpacked package, the bench fixture) about 1.5% of its CPU.
 */
function mayBeInWorkTree(root: string): boolean {
  if (process.env.GIT_DIR !== undefined) return true;
  for (let dir = resolve(root); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return true;
    if (dirname(dir) === dir) return false;
  }
}

async function listWithGit(root: string): Promise<string[] | undefined> {
  // One process, not two: outside a work tree (or inside .git) ls-files fails, and the walk takes over.
  // node:child_process and node:util are loaded here, not at the top: a folder outside git (an unpacked package,
  // the bench fixture) starts no process, and loading them (with the modules they load) cost each check about
  // 20 M instructions (callgrind, issue 15).
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  try {
    const listed = await promisify(execFile)(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '.'],
      {
        cwd: root,
        maxBuffer: GIT_OUTPUT_LIMIT,
      },
    );
    // Paths are relative to `root` because git runs there; a deleted-but-tracked file may still be listed.
    return listed.stdout.split('\0').filter(Boolean);
  } catch {
    return undefined; // not a work tree, or git is not installed: walk instead
  }
}

/**
 * The files under `root`'s folder `under` (`''` or `a/b/`), as `/`-separated paths relative to `root`: each
 * built by appending the entry's name (a `path.relative` per file cost ~1.5% of a 1 000-file check's CPU).
 */
async function walk(root: string, under: string): Promise<string[]> {
  const entries = await readdir(under === '' ? root : join(root, under), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const path = `${under}${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) files.push(...(await walk(root, `${path}/`)));
    } else if (entry.isFile()) {
      files.push(path);
    }
  }
  return files;
}
