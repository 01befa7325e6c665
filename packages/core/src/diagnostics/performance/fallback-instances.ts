// An instance made as the default of a value the caller may hand in: ts-force 3.5.0 build/rest/rest.js:82 keeps
// `this.request = this.config.axiosInstance || axios_1.default.create();` and sends `this.request.get(…)` in
// every method. The application may pass its own axios instance, but by default `axios.create()` is what runs
// (set 13's convention: an injectable client is judged by its default), so the create is stored under the
// assignment's target and the calls on that name are judged by it, not the create alone. tsc's private field
// write is such an assignment: mongodb-data-api 0.4.0 dist/mongodb-data-api.cjs.js:44 keeps
// `__classPrivateFieldSet(this, _MongoDBDataAPI_axios, axios || _axios__default["default"].create(), "f")` and
// sends `__classPrivateFieldGet(this, _MongoDBDataAPI_axios, "f").call(this, {...})` (line 79), `this.axios`.
import type { AstNode } from '../ast';
import { toPath } from './evaluate';
import { isFallback, privateFieldSet } from './node-paths';

/**
 * The name a create call is stored under when it is the fallback of `x || create()` or `x ?? create()` assigned
 * to a name (`this.request = …`, `const client = …`); `undefined` for any other place.
 */
export function fallbackBoundName(node: AstNode, ancestors: readonly AstNode[]): string | undefined {
  const parent = ancestors[ancestors.length - 1];
  if (!isFallback(parent) || parent?.right !== node) return undefined;
  const holder = ancestors[ancestors.length - 2];
  if (holder?.type === 'AssignmentExpression' && holder.operator === '=' && holder.right === parent)
    return toPath(holder.left as AstNode);
  if (holder?.type === 'VariableDeclarator' && holder.init === parent) {
    const id = holder.id as AstNode;
    return id.type === 'Identifier' ? String(id.name) : undefined;
  }
  const set = holder?.type === 'CallExpression' ? privateFieldSet(holder) : undefined;
  return set?.value === parent ? set.path : undefined;
}
