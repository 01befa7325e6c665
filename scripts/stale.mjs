// Whether a build output is missing or older than any of its sources (files under the given paths,
// node_modules and dist excluded). Shared by `pnpm start` (the console) and `pnpm charter` (the CLI).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function isStale(output, sources) {
  const newest = sources
    .filter(existsSync)
    .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs));
  return !existsSync(output) || statSync(output).mtimeMs < Math.max(0, ...newest);
}
