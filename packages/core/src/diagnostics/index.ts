export * from './ast';
export * from './baseline';
export * from './fingerprint';
export * from './report/markdown';
export * from './report/sarif';
export * from './score';
export * from './types';
export * from './limits';
