// A client module kept on the instance. `this.axios = axios` is read in bindings.ts; so is tsc's form of a private
// field, `__classPrivateFieldSet(this, _Fetch_axios, value, "f")` for `#axios = value` compiled below ES2022. And the
// module it holds when the caller gives no option of its own: `cacheOptions ? (…) : axios_1.default`, the branch a
// constructor takes when its own parameter is not given (@shineiichijo/marika 3.0.1 dist/utils/Fetch.js lines
// 47-51: the global axios unless the caller asks for a cache).
import type { AstNode } from '../ast';
import { fallbackModule } from './assigned-modules';
import type { HttpLibrary } from './clients';
import { FUNCTIONS, privateFieldSet, toPath, unwrap } from './node-paths';

/** `this.x = value` or tsc's private field set of `this.x`: the member and its value; `assignment` for the former. */
export function storedOnThis(node: AstNode): { target: string; left?: AstNode; value: AstNode } | undefined {
  if (node.type === 'AssignmentExpression' && node.operator === '=') {
    const target = toPath(node.left as AstNode);
    return target?.startsWith('this.')
      ? { target, left: node.left as AstNode, value: node.right as AstNode }
      : undefined;
  }
  const set = node.type === 'CallExpression' ? privateFieldSet(node) : undefined;
  return set ? { target: set.path, value: set.value } : undefined;
}

/**
 * The client module a value kept on the instance is (`axios`, `given ?? axios`), or is unless the caller says;
 * `required` reads a module required in place: `this.request = require('request')` (jira 0.10.0 lib/jira.js:151,
 * then `this.request(options, callback)` in every method).
 */
export function storedLibrary(
  value: AstNode,
  ancestors: readonly AstNode[],
  modules: ReadonlyMap<string, HttpLibrary>,
  required?: (value: AstNode) => HttpLibrary | undefined,
): HttpLibrary | undefined {
  // `axios_1.default` (tsc's interop) is the module as much as `axios` is.
  const of = (current: AstNode) =>
    current.type === 'Identifier' || current.type === 'MemberExpression'
      ? modules.get(toPath(current) ?? '')
      : (fallbackModule(current, modules) ??
        (current.type === 'CallExpression' ? required?.(current) : undefined));
  // A choice between two modules (`secure ? https : http`) is not this rule's: member-modules.ts reads it, in the
  // class that keeps it.
  const alternate = unlessGiven(value, ancestors);
  const choosesModules = alternate !== undefined && of(unwrap(value.consequent as AstNode)) !== undefined;
  return of(value) ?? (alternate && !choosesModules ? of(unwrap(alternate)) : undefined);
}

/**
 * The alternate of `param ? a : b`, `param` a plain parameter of the function around it: what the member holds
 * when the caller passes nothing there. `undefined` for any other value or test.
 */
export function unlessGiven(value: AstNode, ancestors: readonly AstNode[]): AstNode | undefined {
  if (value.type !== 'ConditionalExpression') return undefined;
  const test = value.test as AstNode;
  if (test.type !== 'Identifier') return undefined;
  const fn = [...ancestors].reverse().find((node) => FUNCTIONS.has(node.type));
  const params = (fn?.params as AstNode[] | undefined) ?? [];
  return params.some((param) => param.type === 'Identifier' && param.name === test.name)
    ? (value.alternate as AstNode)
    : undefined;
}
