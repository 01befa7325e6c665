// Charter's Node-side helpers (`@charter/core/node`): what the CLI and the server share to scan a project on
// disk. Outside src/ so that src/ stays free of I/O and runs in a browser.

export { listProjectFiles } from './list-project-files';
export { parseSource } from './parse-source';
export { MAX_READ_BYTES, readInOrder } from './read-in-order';
export { type ScanDirectoryOptions, type ScanProgress, scanDirectory } from './scan-directory';
