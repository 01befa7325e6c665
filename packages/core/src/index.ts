export * from './api/index';
export * from './catalogue/index';
export * from './constitution/index';
export * from './conversation/index';
export * from './diagnostics/index';
export * from './errors';
export * from './optimization/index';
export * from './primer/index';
