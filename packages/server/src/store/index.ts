export type { CreateStoreOptions } from './create-store';
export { createStore } from './create-store';
export type { FsStoreOptions } from './fs';
export { createFsStore } from './fs';
export { createMemoryStore } from './memory';
export type * from './port';
export type { RedisStoreOptions } from './redis';
export { createRedisStore } from './redis';
