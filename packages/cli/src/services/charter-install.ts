import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../exit-codes';

/**
 * The Charter checkout this CLI runs from (the directory with `scripts/start.mjs`), found by walking up
 * from this module — the same from `src/` under tsx and from the `dist/` bundle. `serve` and `admin create`
 * run the server from there.
 */
export function findCharterInstall(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    if (existsSync(join(dir, 'scripts', 'start.mjs')) && existsSync(join(dir, 'packages', 'server')))
      return dir;
    const parent = dirname(dir);
    if (parent === dir) {
      throw new UsageError(
        'charter serve and charter admin need the Charter repository this CLI was built from.',
        'Run them from a checkout of Charter (`pnpm charter serve`).',
      );
    }
    dir = parent;
  }
}
