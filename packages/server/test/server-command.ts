import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** The compiled server (`pnpm --filter @charter/server run build`). */
export const BUILT_MAIN = join(packageDir, 'dist', 'main.js');
export const SOURCE_MAIN = join(packageDir, 'src', 'main.ts');

/**
 * How the tests that spawn a real server run it: from source through tsx (development), or, with
 * `CHARTER_SERVER_BUILD=dist`, the compiled `dist/main.js` with plain node, as `pnpm start` does. CI runs
 * these tests once each way.
 */
export function serverArgs(): string[] {
  if (process.env.CHARTER_SERVER_BUILD === 'dist') {
    if (!existsSync(BUILT_MAIN)) {
      throw new Error(`CHARTER_SERVER_BUILD=dist but ${BUILT_MAIN} is missing: build the server first.`);
    }
    return ['--enable-source-maps', BUILT_MAIN];
  }
  return ['--import', 'tsx', SOURCE_MAIN];
}
