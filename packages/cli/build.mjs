// Bundles the CLI into dist/: core (and its zod) inlined, the CLI's own dependencies left to node_modules.
// Code splitting keeps `charter --version` to one small file: the program loads on demand.
// CHARTER_CLI_OUTDIR builds elsewhere inside the package (the black-box test's own copy), so a test never
// rewrites the dist/ another process is running.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@charter/'));

await build({
  entryPoints: { charter: 'src/bin.ts' },
  outdir: process.env.CHARTER_CLI_OUTDIR ?? 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  external,
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
  absWorkingDir: new URL('.', import.meta.url).pathname,
});
