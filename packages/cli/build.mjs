// Bundles the CLI into dist/: core (and its zod) inlined, the CLI's own dependencies left to node_modules.
// Code splitting keeps `charter --version` to one small file: the program loads on demand.
// CHARTER_CLI_OUTDIR builds elsewhere inside the package (the black-box test's own copy), so a test never
// rewrites the dist/ another process is running.
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const require = createRequire(import.meta.url);
// Core's yaml and jsonc-parser are inlined from their ES module builds: their Node builds are CommonJS that
// use `require` in ways an ESM bundle cannot follow, and loading them from node_modules file by file cost
// every `charter check` about 0.1 s of CPU (a sixth of parsing a 1 000-file project).
const ESM_BUILDS = {
  yaml: 'browser/index.js',
  'jsonc-parser': 'lib/esm/main.js',
};
const alias = Object.fromEntries(
  Object.entries(ESM_BUILDS).map(([name, file]) => [
    name,
    join(dirname(require.resolve(`${name}/package.json`)), file),
  ]),
);
const external = Object.keys(pkg.dependencies).filter(
  (name) => !name.startsWith('@charter/') && !(name in ESM_BUILDS),
);

const outdir = process.env.CHARTER_CLI_OUTDIR ?? 'dist';
// Old chunks would pile up (their names carry a hash); other builds' folders inside dist/ are left alone.
for (const old of ['chunks', 'charter.mjs', 'charter.mjs.map']) {
  rmSync(new URL(`${outdir}/${old}`, `file://${new URL('.', import.meta.url).pathname}`), {
    recursive: true,
    force: true,
  });
}

await build({
  entryPoints: { charter: 'src/bin.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  external,
  alias,
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
  absWorkingDir: new URL('.', import.meta.url).pathname,
});
