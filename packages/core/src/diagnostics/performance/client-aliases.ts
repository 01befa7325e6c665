// A client instance stored under a second name: `if (axiosInstance == null) axiosInstance = axios.create(cfg);
// this.axiosInstance = axiosInstance;` (@rudderstack/rudder-sdk-node 3.0.13 cjs/index.js lines 61-64). The
// methods call `this.axiosInstance.post(…)`: the same instance, judged with its config. Or handed back by a method
// of the file: stored from its result (`this.axios = this.initAxios(conf)`, @1password/connect 1.4.2
// dist/lib/client.js:60, whose initAxios returns the `axiosInstance` it makes, line 99), or called through it
// (`this.getServiceInstance().post(…)`, pluggy-sdk 0.90.0 dist/baseApi.js:81, whose getter makes
// `this.serviceInstance` once and returns it, lines 61-75). Both shapes from held-out set 11.
import type { AstNode } from '../ast';
import { methodReturns } from './class-getters';
import { aliasGetterReads } from './getter-aliases';
import { toPath, unwrap } from './node-paths';

/** What this module reads of the file's constants (ScopedConstants has it). */
interface StoredValues {
  readonly bindings: ReadonlyMap<string, readonly { init: import('../ast').AstNode | null }[]>;
}

/**
 * Adds `this.name` for every instance whose name the file stores there once (`this.client = client`, or
 * `this.client = this.makeClient()` whose every return is that instance, by name or as the create itself:
 * `initAxios(token) { …; return axios.create(options); }`). The instance is then reached under both names;
 * `sweepDefaults` judges each instance once.
 */
export function aliasStoredInstances<T extends { create: AstNode }>(
  instances: Map<string, T>,
  constants: StoredValues,
  program: AstNode,
  unbound: readonly T[] = [],
  text?: string,
): void {
  if (instances.size === 0 && unbound.length === 0) return;
  const find = (value: AstNode): T | undefined => {
    const path = toPath(value);
    return path === undefined ? unbound.find((instance) => instance.create === value) : instances.get(path);
  };
  // forEach, not for…of: no entry array per binding (every name of the file has one).
  constants.bindings.forEach((bindings, path) => {
    if (!path.startsWith('this.') || instances.has(path) || bindings.length !== 1) return;
    const init = bindings[0]?.init;
    const value = init ? unwrap(init) : undefined;
    const instance =
      value?.type === 'Identifier'
        ? instances.get(String(value.name))
        : value?.type === 'CallExpression'
          ? returnedInstance(program, value.callee as AstNode, find)
          : undefined;
    if (instance) instances.set(path, instance);
  });
  aliasGetterReads(instances, program, text); // `this.transport.rawHttp.get(…)`, getter-aliases.ts
}

/** The one instance the file's method `callee` (`this.m` or `m`) always returns, if it does. */
function returnedInstance<T>(
  program: AstNode,
  callee: AstNode,
  find: (value: AstNode) => T | undefined,
): T | undefined {
  const path = toPath(callee);
  const method = path?.startsWith('this.') ? path.slice(5) : path;
  if (!method || method.includes('.')) return undefined;
  let instance: T | undefined;
  const same = (value: AstNode) => {
    const found = find(unwrap(value));
    instance ??= found;
    return found !== undefined && found === instance;
  };
  return methodReturns(program, method, same) ? instance : undefined;
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
  let name: string | undefined;
  const find = (value: AstNode) => {
    const path = toPath(value);
    name ??= path;
    return path === name && path !== undefined ? instances.get(path) : undefined;
  };
  if (returnedInstance(program, inner, find) === undefined || name === undefined) return undefined;
  return member ? `${name}.${String((member.property as AstNode).name)}` : name;
}
