export * from './agent-decisions';
export * from './describe-rebellion';
export * from './ledger-entry';
export * from './metrics';
export * from './rebellion-lifecycle';
export * from './rebellion-schema';
export * from './schema';
