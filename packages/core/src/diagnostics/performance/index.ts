export type { HttpLibrary } from './bindings';
export { checkHttpTimeouts } from './http-timeouts';
export * from './rules';
