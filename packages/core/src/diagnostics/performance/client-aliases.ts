// A client instance stored under a second name: `if (axiosInstance == null) axiosInstance = axios.create(cfg);
// this.axiosInstance = axiosInstance;` (@rudderstack/rudder-sdk-node 3.0.13 cjs/index.js lines 61-64). The
// methods call `this.axiosInstance.post(…)`: the same instance, judged with its config. Or handed back by a method
// of the file: stored from its result (`this.axios = this.initAxios(conf)`, @1password/connect 1.4.2
// dist/lib/client.js:60, whose initAxios returns the `axiosInstance` it makes, line 99), or called through it
// (`this.getServiceInstance().post(…)`, pluggy-sdk 0.90.0 dist/baseApi.js:81, whose getter makes
// `this.serviceInstance` once and returns it, lines 61-75). Both shapes from held-out set 11.
import type { AstNode } from '../ast';
import { methodReturns } from './class-getters';
import { toPath, unwrap } from './node-paths';

/** What this module reads of the file's constants (ScopedConstants has it). */
interface StoredValues {
  readonly bindings: ReadonlyMap<string, readonly { init: import('../ast').AstNode | null }[]>;
}

/**
 * Adds `this.name` for every instance whose name the file stores there once (`this.client = client`, or
 * `this.client = this.makeClient()` whose every return is that instance). The instance is then reached under
 * both names; `sweepDefaults` judges each instance once.
 */
export function aliasStoredInstances<T>(
  instances: Map<string, T>,
  constants: StoredValues,
  program: AstNode,
): void {
  if (instances.size === 0) return;
  for (const [path, bindings] of constants.bindings) {
    if (!path.startsWith('this.') || instances.has(path) || bindings.length !== 1) continue;
    const init = bindings[0]?.init;
    const value = init ? unwrap(init) : undefined;
    const name =
      value?.type === 'Identifier'
        ? String(value.name)
        : value?.type === 'CallExpression'
          ? returnedInstance(program, value.callee as AstNode, instances)
          : undefined;
    const instance = name === undefined ? undefined : instances.get(name);
    if (instance) instances.set(path, instance);
  }
}

/**
 * The name of the one instance the file's method `callee` (`this.m` or `m`) always returns, if it does: the
 * method is the only one of its name and each of its `return`s is that name.
 */
function returnedInstance<T>(
  program: AstNode,
  callee: AstNode,
  instances: ReadonlyMap<string, T>,
): string | undefined {
  const path = toPath(callee);
  const method = path?.startsWith('this.') ? path.slice(5) : path;
  if (!method || method.includes('.')) return undefined;
  let name: string | undefined;
  const same = (value: AstNode) => {
    const returned = toPath(unwrap(value));
    name ??= returned;
    return returned !== undefined && returned === name && instances.has(returned);
  };
  return methodReturns(program, method, same) ? name : undefined;
}

/**
 * A call made through a method that hands back an instance: `this.getServiceInstance()(url, opts)` as the stored
 * instance called itself, `this.getServiceInstance().post(url, opts)` as its `post`; the callee's path then, else
 * `undefined`. Only a method called with no arguments (a getter of the instance, not a factory of new ones).
 */
export function throughGetter<T>(
  callee: AstNode,
  instances: ReadonlyMap<string, T>,
  program: AstNode | undefined,
): string | undefined {
  if (!program) return undefined;
  const member = callee.type === 'MemberExpression' && !callee.computed ? callee : undefined;
  const call = unwrap(member ? (member.object as AstNode) : callee);
  if (call.type !== 'CallExpression' || (call.arguments as AstNode[]).length > 0) return undefined;
  const inner = unwrap(call.callee as AstNode);
  if (inner.type !== 'MemberExpression' || (inner.object as AstNode).type !== 'ThisExpression')
    return undefined;
  const name = returnedInstance(program, inner, instances);
  if (!name) return undefined;
  return member ? `${name}.${String((member.property as AstNode).name)}` : name;
}
