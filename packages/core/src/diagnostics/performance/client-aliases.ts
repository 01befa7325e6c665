// A client instance stored under a second name: `if (axiosInstance == null) axiosInstance = axios.create(cfg);
// this.axiosInstance = axiosInstance;` (@rudderstack/rudder-sdk-node 3.0.13 cjs/index.js lines 61-64). The
// methods call `this.axiosInstance.post(…)`: the same instance, judged with its config.
import { unwrap } from './node-paths';

/** What this module reads of the file's constants (ScopedConstants has it). */
interface StoredValues {
  readonly bindings: ReadonlyMap<string, readonly { init: import('../ast').AstNode | null }[]>;
}

/**
 * Adds `this.name` for every instance whose name the file stores there once (`this.client = client`). The
 * instance is then reached under both names; `sweepDefaults` judges each instance once.
 */
export function aliasStoredInstances<T>(instances: Map<string, T>, constants: StoredValues): void {
  if (instances.size === 0) return;
  // forEach, not for…of: no entry array per binding (every name of the file has one).
  constants.bindings.forEach((bindings, path) => {
    if (!path.startsWith('this.') || instances.has(path) || bindings.length !== 1) return;
    const init = bindings[0]?.init;
    const value = init ? unwrap(init) : undefined;
    const instance = value?.type === 'Identifier' ? instances.get(String(value.name)) : undefined;
    if (instance) instances.set(path, instance);
  });
}
