export * from './ast';
export * from './baseline';
export * from './build-time';
// What a package.json declares, for the CLI's dependency decisions (the rules themselves stay internal).
export { listDirectDependencies, type PackageManifest, readManifest } from './dependencies/index';
export * from './fingerprint';
export * from './limits';
export * from './noise';
export * from './report/markdown';
export * from './report/sarif';
export * from './report/undecided-text';
export * from './report/unparsed-text';
export * from './scanner';
export * from './score';
export * from './types';
