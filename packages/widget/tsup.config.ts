import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Options } from 'tsup';

// React is Preact here (TOOLCHAIN.md "Widget build"): r2wc imports react and react-dom/client. Resolved
// to files from this package, so the build works from any working directory (tests, benches).
const require = createRequire(import.meta.url);
const fromPreact = (path: string) => {
  // The ES module build of each entry: a CommonJS one would bring a second copy of Preact.
  const file = require.resolve(path);
  return file.endsWith('.js') && existsSync(`${file.slice(0, -3)}.mjs`) ? `${file.slice(0, -3)}.mjs` : file;
};
const alias = {
  react: fromPreact('preact/compat'),
  'react-dom': fromPreact('preact/compat'),
  'react-dom/client': fromPreact('preact/compat/client'),
  'react/jsx-runtime': fromPreact('preact/jsx-runtime'),
};

const shared: Options = {
  entry: { 'charter-chat': 'src/index.ts' },
  // CHARTER_WIDGET_OUTDIR: the CLI's package carries the scripts in its own dist/widget (build-serve.mjs).
  outDir: process.env.CHARTER_WIDGET_OUTDIR ?? 'dist',
  minify: true,
  noExternal: [/.*/],
  target: 'es2020',
  esbuildOptions(options) {
    options.alias = alias;
    options.jsx = 'automatic';
    options.jsxImportSource = 'preact';
  },
};

/** An ES module (`import '…/charter-chat.js'`) and one classic script (`<script src=…global.js>`). */
export default defineConfig([
  // Fixed file names: each build overwrites them, so dist/ is never emptied under a server or test reading
  // it. The types (dist/charter-chat.d.ts) are built by `prepack` only: rolling them up takes long.
  { ...shared, format: ['esm'], dts: false },
  { ...shared, format: ['iife'] },
]);
