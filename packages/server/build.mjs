// Compiles the server for production: `node dist/main.js` (what `pnpm start` runs), no TypeScript loader at
// run time. Core is inlined; the server's own dependencies (and core's native parser) stay in node_modules.
// Source maps are linked: run with --enable-source-maps for stack traces that name the .ts lines.
// CHARTER_SERVER_OUTDIR builds elsewhere (the CLI's package carries the server in its own dist/server), so
// packing the CLI never rewrites the dist/ a running server or test uses.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { nodeBundleOptions } from '../../scripts/node-bundle.mjs';

const here = new URL('.', import.meta.url);
const outdir = resolve(here.pathname, process.env.CHARTER_SERVER_OUTDIR ?? 'dist');
rmSync(outdir, { recursive: true, force: true });

await build({
  ...nodeBundleOptions(here),
  entryPoints: { main: 'src/main.ts', 'create-admin': 'src/create-admin.ts' },
  outdir,
});
