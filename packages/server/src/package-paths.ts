import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package this server runs from, found by walking up from this module: `@charter/server` in the
 * checkout (sources under tsx, or its `dist/` bundle), or `@charter/cli` when the server travels inside the
 * CLI's package (`dist/server`, beside `dist/web` and `dist/widget`; see packages/cli/build-serve.mjs). The
 * same code runs from `src/` and from bundle chunks at other depths, so no path is written relative to a file.
 */
function findServerRoot(from: string): { dir: string; name: '@charter/server' | '@charter/cli' } {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (name === '@charter/server' || name === '@charter/cli') return { dir, name };
    }
    if (dirname(dir) === dir) throw new Error(`Neither @charter/server nor @charter/cli is above ${from}`);
  }
}

const root = findServerRoot(dirname(fileURLToPath(import.meta.url)));
const inCliPackage = root.name === '@charter/cli';

export const SERVER_ROOT = root.dir;

/** The built console: packages/web/dist in the checkout, dist/web inside the CLI's package. */
export const DEFAULT_WEB_DIST = inCliPackage
  ? join(root.dir, 'dist', 'web')
  : join(root.dir, '..', 'web', 'dist');

/** The built `<charter-chat>` scripts: packages/widget/dist, or dist/widget inside the CLI's package. */
export const WIDGET_DIST = inCliPackage
  ? join(root.dir, 'dist', 'widget')
  : join(root.dir, '..', 'widget', 'dist');
