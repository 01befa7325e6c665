// A client instance made in one module of the package and imported by another: logzio-nodejs 2.5.0's
// lib/axiosInstance.js is `const axiosInstance = axios.create(); module.exports = axiosInstance;`, and
// lib/logzio-nodejs.js sends `this.axiosInstance.post(this.url, body)` on what `require('./axiosInstance')`
// returns. Only an instance made with no config (`create()`, `create({})`) is passed on: its calls then inherit
// exactly the library's defaults, plus whatever the importing file sets on it (`x.defaults.timeout = …`), which
// is judged there as for an instance made in that file. A config of any key stays in its own module, unread.
import { type AstNode, walk } from '../ast';
import type { BoundExport, RelativeImport } from './bindings';
import { type InstanceLibrary, makesInstance } from './client-instances';
import { toPath, unwrap } from './evaluate';

/**
 * The library of an instance `value` is (an exported expression, or a `const` it names) when it is made with no
 * config by a client module the module requires (`required`, by local name).
 * @example configlessInstance(axiosInstanceId, constants, required) // 'axios' for `axios.create()`
 */
export function configlessInstance(
  value: AstNode,
  constants: ReadonlyMap<string, AstNode>,
  required: ReadonlyMap<string, BoundExport>,
): InstanceLibrary | undefined {
  let current = unwrap(value);
  if (current.type === 'Identifier') {
    const init = constants.get(String(current.name));
    if (!init) return undefined;
    current = unwrap(init);
  }
  if (current.type !== 'CallExpression') return undefined;
  const callee = unwrap(current.callee as AstNode);
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  const receiver = toPath(callee.object as AstNode) ?? '';
  const client = required.get(receiver) ?? required.get(receiver.replace(/\.default$/, ''));
  const method = String((callee.property as AstNode).name);
  const args = current.arguments as AstNode[];
  if (client?.member !== 'default' || !makesInstance(client.library, method, args)) return undefined;
  const config = args[0] ? unwrap(args[0]) : undefined;
  const empty =
    args.length === 0 ||
    (args.length === 1 &&
      config?.type === 'ObjectExpression' &&
      (config.properties as AstNode[]).length === 0);
  return empty ? (client.library as InstanceLibrary) : undefined;
}

/**
 * The instances this file imports from its sibling modules (see above), by the local name they are bound to
 * (`axiosInstance`, or `m.client` for `const m = require('./m')`), each made by `make`. `exportsOf` answers a
 * specifier's exported instances (the module summary's `instances`).
 */
export function importedInstances<T>(
  relative: readonly RelativeImport[],
  exportsOf: (specifier: string) => ReadonlyMap<string, InstanceLibrary> | undefined,
  make: (local: string, library: InstanceLibrary) => T,
): Map<string, T> {
  const found = new Map<string, T>();
  for (const { local, specifier, imported } of relative) {
    const exported = exportsOf(specifier);
    if (!exported) continue;
    if (imported === '*') {
      for (const [name, library] of exported)
        found.set(name === 'module' ? local : `${local}.${name}`, make(local, library));
      continue;
    }
    const library = exported.get(imported) ?? (imported === 'default' ? exported.get('module') : undefined);
    if (library) found.set(local, make(local, library));
  }
  return found;
}

/**
 * Drops from `instances` (exported name → library) those its own module configures after making them: a default
 * (`api.defaults.timeout = 5000`) or an interceptor (`api.interceptors.request.use(…)`, which may set any key) on
 * the instance's local (`locals`, exported name → local) or exported name (`exports.api`). What such a module
 * sets is not read across files, so the instance is not passed on (its create is judged in its own module).
 */
export function dropConfiguredInstances(
  program: AstNode,
  instances: Map<string, InstanceLibrary>,
  locals: ReadonlyMap<string, string> | undefined,
): void {
  const byPath = new Map<string, string>();
  for (const name of instances.keys()) {
    byPath.set(`exports.${name}`, name);
    byPath.set(`module.exports.${name}`, name);
    if (name === 'module') byPath.set('module.exports', name);
    const local = locals?.get(name);
    if (local) byPath.set(local, name);
  }
  walk(program, (node) => {
    if (node.type !== 'MemberExpression' || node.computed) return;
    const key = String((node.property as AstNode).name);
    if (key !== 'defaults' && key !== 'interceptors') return;
    const name = byPath.get(toPath(node.object as AstNode) ?? '');
    if (name) instances.delete(name);
  });
}

/** Stands for a create that is in another file (no position here): `local()`. */
export function placeholder(local: string): AstNode {
  const callee: AstNode = { type: 'Identifier', name: local, start: 0, end: 0 };
  return { type: 'CallExpression', callee, arguments: [], start: 0, end: 0 };
}
