// Bundles the CLI into dist/: core (and its zod) inlined, the CLI's own dependencies left to node_modules.
// Code splitting keeps `charter --version` to one small file: the program loads on demand.
// CHARTER_CLI_OUTDIR builds elsewhere inside the package (the black-box test's own copy), so a test never
// rewrites the dist/ another process is running.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { nodeBundleOptions } from '../../scripts/node-bundle.mjs';

const here = new URL('.', import.meta.url);
const outdir = process.env.CHARTER_CLI_OUTDIR ?? 'dist';
// Old chunks would pile up (their names carry a hash); other builds' folders inside dist/ are left alone.
for (const old of ['chunks', 'charter.mjs', 'charter.mjs.map']) {
  rmSync(new URL(`${outdir}/${old}`, `file://${here.pathname}`), {
    recursive: true,
    force: true,
  });
}

await build({
  ...nodeBundleOptions(here),
  entryPoints: { charter: 'src/bin.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  jsx: 'automatic',
});
