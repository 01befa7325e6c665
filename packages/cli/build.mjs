// Bundles the CLI into dist/: core (and its zod) inlined, the CLI's own dependencies left to node_modules.
// Code splitting keeps `charter --version` to one small file: the program loads on demand.
// CHARTER_CLI_OUTDIR builds elsewhere inside the package (the black-box test's own copy), so a test never
// rewrites the dist/ another process is running.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { nodeBundleOptions } from '../../scripts/node-bundle.mjs';

const here = new URL('.', import.meta.url);
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
// Parsers core needs for a few kinds of file only (pnpm-workspace.yaml, yarn.lock, HTML) and picomatch (workspace
// globs) are loaded at their first use, not at every start: compiling and evaluating them cost each `charter
// check` tens of ms of CPU (picomatch alone was a tenth of the start chunk, evaluated at every start).
// Core imports them statically (it also runs in the browser); in this bundle its imports resolve to
// lazy/on-demand.mjs, which requires dist/chunks/lazy-parsers.cjs (built below from lazy/parsers.mjs) when
// first called.
const coreDir = fileURLToPath(new URL('../core/src/', here));
const lazyParsers = {
  name: 'lazy-parsers',
  setup(build) {
    build.onResolve({ filter: /^(yaml|@yarnpkg\/parsers|htmlparser2|picomatch\/posix\.js)$/ }, () => ({
      path: fileURLToPath(new URL('lazy/on-demand.mjs', here)),
    }));
  },
};
const bundleOptions = nodeBundleOptions(here);
// What the CLI inlines is not external, though it is listed among its dependencies.
const external = bundleOptions.external.filter((name) => !(name in ESM_BUILDS));

const outdir = process.env.CHARTER_CLI_OUTDIR ?? 'dist';
// Old chunks would pile up (their names carry a hash); other builds' folders inside dist/ are left alone.
for (const old of ['chunks', 'charter.mjs', 'charter.mjs.map']) {
  rmSync(new URL(`${outdir}/${old}`, `file://${here.pathname}`), {
    recursive: true,
    force: true,
  });
}

await build({
  ...bundleOptions,
  entryPoints: { charter: 'src/bin.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  external,
  alias,
  plugins: [lazyParsers],
  jsx: 'automatic',
  // Every `charter` start compiles the program's chunks (V8 pre-parses all of them, then fully parses each
  // function it first runs): minified, the core chunk is half the text (928 KB -> 469 KB), and a check of the
  // bench fixture ran 67 M fewer instructions of its 3 977 M (callgrind). Properties are never renamed, so
  // behaviour is the same (the same JSON on the fixture); stack traces map back through the linked source maps
  // (`node --enable-source-maps`).
  minify: true,
});

await build({
  entryPoints: ['lazy/parsers.mjs'],
  outfile: `${outdir}/chunks/lazy-parsers.cjs`,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20.19',
  absWorkingDir: here.pathname,
  // The real modules are core's dependencies: resolved from core's folder.
  nodePaths: [join(coreDir, '..', 'node_modules')],
  alias,
  logLevel: 'warning',
});
