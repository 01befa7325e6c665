// What core imports from `yaml`, `@yarnpkg/parsers`, `htmlparser2` and `picomatch/posix.js`, in the CLI bundle
// (see build.mjs): the real modules (dist/chunks/lazy-parsers.cjs) are loaded at the first call — when a
// pnpm-workspace.yaml, a yarn.lock, an HTML file or a workspace glob is read — not compiled and evaluated each
// time `charter` starts.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

let parsers;
function load() {
  if (!parsers) {
    // This code sits in a chunk (dist/chunks/) or, should esbuild ever place it there, in dist/charter.mjs.
    const here = new URL('.', import.meta.url);
    const file = here.pathname.endsWith('/chunks/') ? 'lazy-parsers.cjs' : 'chunks/lazy-parsers.cjs';
    parsers = createRequire(import.meta.url)(fileURLToPath(new URL(file, here)));
  }
  return parsers;
}

export const parseSyml = (...args) => load().parseSyml(...args);
export const parseDocument = (...args) => load().parseDocument(...args);
export const isScalar = (node) => load().isScalar(node);
export const isSeq = (node) => load().isSeq(node);
/** `new Parser(handlers, options)` answers the real parser (a constructor returning an object yields it). */
export function Parser(...args) {
  const Real = load().Parser;
  return new Real(...args);
}
/** picomatch's default export, as core's workspace globs use it (`picomatch.makeRe`); no other import is a default. */
export default { makeRe: (...args) => load().picomatch.makeRe(...args) };
