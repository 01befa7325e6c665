export * from './ast';
export * from './types';
