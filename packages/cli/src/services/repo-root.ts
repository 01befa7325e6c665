import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const CHARTER_DIR = '.charter';

/**
 * The repository a command works on: the nearest directory at or above `from` holding `.charter/`, else the
 * nearest holding `.git`, else `from` itself — so `charter validate` works from any sub-directory. `notRepo`
 * names a directory whose `.charter/` is not a repository's (the user's home, with their personal default).
 */
export function findRepoRoot(from: string, notRepo?: string): string {
  const start = resolve(from);
  const skip = notRepo ? resolve(notRepo) : undefined;
  for (const marker of [CHARTER_DIR, '.git']) {
    let dir = start;
    for (;;) {
      if (existsSync(join(dir, marker)) && !(marker === CHARTER_DIR && dir === skip)) return dir;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return start;
}
