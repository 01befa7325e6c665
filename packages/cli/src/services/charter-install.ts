import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../exit-codes';

/**
 * Where `serve` and `admin create` find the server:
 * - `checkout`: this CLI runs from a Charter checkout (its package has `src/`); `scripts/start.mjs` there
 *   rebuilds what is stale, then runs the compiled server.
 * - `package`: this CLI is an installed `@charter/cli` (no `src/`); the compiled server, the console's
 *   precompressed assets and the widget scripts are inside it (`dist/server`, `dist/web`, `dist/widget`,
 *   written by `build-serve.mjs` when the package is packed) and run with plain node.
 */
export type ServerInstall = { kind: 'checkout'; root: string } | { kind: 'package'; serverDir: string };

/** The folder of `@charter/cli` above `from` (the same from `src/` under tsx and from any `dist/` bundle). */
function findCliPackage(from: string): string | null {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@charter/cli')
      return dir;
    if (dirname(dir) === dir) return null;
  }
}

/**
 * The Charter checkout this CLI runs from (the directory with `scripts/start.mjs`), found by walking up
 * from this module.
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

/** How this CLI starts the server: from its checkout, or from inside the installed package. */
export function findServerInstall(from: string = fileURLToPath(import.meta.url)): ServerInstall {
  const cli = findCliPackage(from);
  // An installed package carries no sources: only a checkout has packages/cli/src.
  if (cli === null || existsSync(join(cli, 'src')))
    return { kind: 'checkout', root: findCharterInstall(from) };
  const serverDir = join(cli, 'dist', 'server');
  if (!existsSync(join(serverDir, 'main.js'))) {
    throw new UsageError(
      `This charter package has no server (${join(serverDir, 'main.js')} is missing).`,
      'Reinstall @charter/cli from a tarball made with `pnpm pack`, which builds the server into it.',
    );
  }
  return { kind: 'package', serverDir };
}
