// Charter's Node side (`@charter/scanner`): what the CLI and the server share to scan a project on disk. Its
// own package so the console, which depends on core only, never installs oxc-parser's native binary.

export { listProjectFiles } from './list-project-files';
export { parseSource } from './parse-source';
export { MAX_READ_BYTES, readInOrder, readInOrderBlocking } from './read-in-order';
export { type ScanDirectoryOptions, type ScanProgress, scanDirectory } from './scan-directory';
