// The parsers core needs for a few kinds of file only (and picomatch, for workspace globs), bundled by
// build.mjs into dist/chunks/lazy-parsers.cjs and loaded by on-demand.mjs at their first use.
export { parseSyml } from '@yarnpkg/parsers';
export { Parser } from 'htmlparser2';
export { default as picomatch } from 'picomatch/posix.js';
export { isScalar, isSeq, parseDocument } from 'yaml';
