import { createStorage } from 'unstorage';
import memoryDriver from 'unstorage/drivers/memory';
import { createStore } from './create-store';
import type { Store } from './port';

/** A store in process memory: for tests and `CHARTER_STORE=memory`. Nothing survives the process. */
export function createMemoryStore(
  options: { now?: () => number; ledgerRetention?: number; memorySessionRetention?: number } = {},
): Store {
  return createStore(createStorage({ driver: memoryDriver() }), { driver: 'memory', ...options });
}
