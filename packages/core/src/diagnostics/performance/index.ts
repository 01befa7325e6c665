export {
  type AxiosPassThroughs,
  createPackagePassThroughs,
  findPassThroughs,
  type ModulePassThroughs,
  mergePassThroughs,
  type PassThrough,
} from './axios-pass-throughs';
export { moduleReExports } from './barrel-handoffs';
export type { HttpLibrary } from './bindings';
export { NO_BOUND_BY_DEFAULT } from './caller-origins';
export {
  type ConstructedWith,
  type Construction,
  constructionsByTarget,
  findConstructions,
  mergeConstructions,
} from './constructed';
export { type ExportedFactory, namesFactoryOf } from './exported-factories';
export { mayTakeInstance } from './factory-handoffs';
export { type FactoryCall, findInstanceFactories, type InstanceFactories } from './factory-instances';
export { type ClassStores, classStores } from './forwarded-instances';
export { findHandedCalls, type HandedCall, handedByTarget } from './handed-arguments';
export {
  createInstanceHandoffs,
  findFactoryHandoffs,
  findInstanceConstructions,
  type HandedInstances,
  type InstanceConstruction,
  instanceConstructionsByTarget,
  mayKeepInstance,
  mergeInstanceConstructions,
} from './handed-instances';
export {
  checkHttpTimeouts,
  type HttpTimeoutCollector,
  MENTIONS_CLIENT,
  mentionsClient,
} from './http-timeouts';
export { importsSiblingInstance, reexportsSibling, relativeSpecifiers } from './instance-importers';
export { isJsonModule, jsonModuleSource } from './json-modules';
export type { KeyDefaults } from './key-defaults';
export { mayHoldMemberInstance } from './member-instances';
export { createHttpModuleResolver, type HttpModuleLookup } from './module-resolver';
export {
  type HttpModuleResolver,
  type HttpModuleSummary,
  type HttpWrapper,
  summarizeHttpModule,
} from './modules';
export { createKeyDefaults, createPackageKeyDefaults, type PackageFile } from './package-defaults';
export { packageRoots, rootOf } from './package-roots';
export { getHttpProjectFacts, type HttpProjectFacts, mergeHttpProjectFacts } from './project-facts';
export * from './rules';
