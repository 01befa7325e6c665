import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The text of src/styles/tokens.css, for tests: vitest empties CSS imports (even `?raw`), so the route's
 * `utils/token-source` reads nothing there unless a test hands it the file.
 */
export function readTokensFile(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return readFileSync(resolve(here, '../../../styles/tokens.css'), 'utf8');
}
