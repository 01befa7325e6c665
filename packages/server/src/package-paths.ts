import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of `@charter/server`, found by walking up from this module. The same code runs from `src/` (tsx)
 * and from the esbuild bundle, whose chunks sit at other depths, so no path is written relative to a file.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@charter/server')
      return dir;
    if (dirname(dir) === dir) throw new Error(`@charter/server's package.json is not above ${from}`);
  }
}

export const SERVER_ROOT = findServerRoot(dirname(fileURLToPath(import.meta.url)));

/** The built console (packages/web/dist). */
export const DEFAULT_WEB_DIST = join(SERVER_ROOT, '..', 'web', 'dist');

/** The built `<charter-chat>` scripts (packages/widget/dist). */
export const WIDGET_DIST = join(SERVER_ROOT, '..', 'widget', 'dist');
