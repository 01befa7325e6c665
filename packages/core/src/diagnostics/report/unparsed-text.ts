// How every report words the source files the parser could not read (`ScanResult.parseErrors`): their HTTP
// and accessibility rules ran on nothing (or only on what parsed), so a clean score must not pass for a
// checked file. The text and Markdown reports and SARIF read these. Zod-free and I/O-free.
import type { UnparsedFile } from '../types';

/** How many files the text report lists before "… and N more". */
export const UNPARSED_SHOWN = 10;

/** "2 files could not be parsed and were not checked". */
export function describeUnparsed(count: number): string {
  return `${count} file${count === 1 ? '' : 's'} could not be parsed and ${count === 1 ? 'was' : 'were'} not checked`;
}

/** What the health figure carries: "excludes 2 unparsed files". */
export function excludesUnparsed(count: number): string {
  return `excludes ${count} unparsed file${count === 1 ? '' : 's'}`;
}

/** `src/a.js:46:20` (or `src/a.js` when the parser gave no position). */
export function unparsedLocation(file: UnparsedFile): string {
  return file.line === undefined ? file.file : `${file.file}:${file.line}:${file.column ?? 1}`;
}

/** `src/a.js:46:20 Unexpected token`. */
export function formatUnparsed(file: UnparsedFile): string {
  return `${unparsedLocation(file)} ${file.message}`;
}
