export * from './days';
export * from './hash-shapes';
export * from './text';
