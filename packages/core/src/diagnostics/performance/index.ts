export type { HttpLibrary } from './bindings';
export { checkHttpTimeouts } from './http-timeouts';
export { getHttpProjectFacts, type HttpProjectFacts, mergeHttpProjectFacts } from './project-facts';
export * from './rules';
