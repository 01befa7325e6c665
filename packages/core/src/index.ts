export * from './api/index';
export * from './catalogue/index';
export * from './constitution/index';
export * from './errors';
