export * from './constants';
export * from './derive';
export * from './schema';
