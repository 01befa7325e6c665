export * from './api/index';
export * from './errors';
