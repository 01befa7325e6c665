import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const CHARTER_DIR = '.charter';

/**
 * The repository a command works on: the nearest directory at or above `from` holding `.charter/`, else the
 * nearest holding `.git`, else `from` itself — so `charter validate` works from any sub-directory.
 */
export function findRepoRoot(from: string): string {
  const start = resolve(from);
  for (const marker of [CHARTER_DIR, '.git']) {
    let dir = start;
    for (;;) {
      if (existsSync(join(dir, marker))) return dir;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return start;
}
