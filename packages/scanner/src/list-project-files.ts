import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Directories never scanned when walking without git: installed, built or generated content. */
const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  '.git',
  'dist',
  'build',
  'coverage',
  '.next',
  '.nuxt',
  '.turbo',
  '.cache',
  'out',
  '.reports',
  'test-results',
]);

/** git's list of a large monorepo is a few MB; past this something is wrong and the walk is no better. */
const GIT_OUTPUT_LIMIT = 256 * 1024 * 1024;

/**
 * The files of a project, `/`-separated and relative to `root`, sorted. In a git work tree these are git's
 * own list — tracked files plus untracked ones that are not ignored — so `.gitignore` is honoured exactly;
 * elsewhere a walk that skips installed and built directories.
 * @example await listProjectFiles('/repo') // ['package.json', 'src/index.ts']
 */
export async function listProjectFiles(root: string): Promise<string[]> {
  const fromGit = await listWithGit(root);
  const files = fromGit ?? (await walk(root, root));
  return files.sort();
}

async function listWithGit(root: string): Promise<string[] | undefined> {
  // One process, not two: outside a work tree (or inside .git) ls-files fails, and the walk takes over.
  try {
    const listed = await run(
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

async function walk(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) files.push(...(await walk(root, full)));
    } else if (entry.isFile()) {
      files.push(relative(root, full).split(sep).join('/'));
    }
  }
  return files;
}
