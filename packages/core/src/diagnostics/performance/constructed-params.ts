// Two shapes of "the package constructs its client with a default" that constructed.ts did not read. The package
// gives the key its default (`new APIClient({ timeout: config.timeout || 30 })` in nylas's nylas.js, read as 30
// with the SDK user's optional value absent), and:
// - the class destructures that argument in its constructor (`constructor({ apiKey, timeout }) { this.timeout =
//   timeout * 1000 }` in nylas's apiClient.js): the destructured name holds the agreed number in the constructor;
//   a name the constructor reassigns, or that some construction gives unread, stays unknown;
// - a class tsc exports as CommonJS default (`exports.default = APIClient`) is the one `new x_1.default(…)` builds.
// Also the member a constructor keeps a parameter as (`storedAs`), read by constructed.ts and constructed-plain.ts.
import { type AstNode, isAstNode } from '../ast';
import type { ScopedConstants } from './constants';
import { toPath, unwrap } from './evaluate';

/**
 * Gives the names a constructor destructures from its argument (`constructor({ timeout })`) the numbers every
 * construction passes for their keys, within the constructor (its parameter's own binding only).
 */
export function bindDestructured(
  param: AstNode,
  fn: AstNode,
  numbers: ReadonlyMap<string, number>,
  constants: ScopedConstants,
): void {
  const pattern = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
  if (pattern.type !== 'ObjectPattern') return;
  for (const item of pattern.properties as AstNode[]) {
    const key = item.key as AstNode | undefined;
    if (item.type !== 'Property' || item.computed || key?.type !== 'Identifier') continue;
    const value = item.value as AstNode;
    const local = value.type === 'AssignmentPattern' ? (value.left as AstNode) : value;
    const number = numbers.get(String(key.name));
    if (local.type !== 'Identifier' || number === undefined || Number.isNaN(number)) continue;
    const own = constants.bindings.get(String(local.name)) ?? [];
    const binding = own.find((b) => b.start === fn.start && b.end === fn.end && b.init === null);
    // A name the constructor assigns again (a later binding within it) is not the construction's value throughout.
    const reassigned = own.some((b) => b !== binding && b.start > fn.start && b.end <= fn.end);
    if (!binding || reassigned || binding.param?.assignedAt !== undefined) continue;
    binding.init = { type: 'Literal', value: number, start: local.start, end: local.end };
  }
}

/** tsc's CommonJS default export of a class (`exports.default = APIClient;` in nylas's lib/cjs/apiClient.js). */
export function exportsDefaultByName(statement: AstNode, node: AstNode): boolean {
  const expression =
    statement.type === 'ExpressionStatement' ? unwrap(statement.expression as AstNode) : undefined;
  if (expression?.type !== 'AssignmentExpression' || expression.operator !== '=') return false;
  const target = toPath(expression.left as AstNode);
  const id = node.id as AstNode | null;
  const right = unwrap(expression.right as AstNode);
  return (
    (target === 'exports.default' || target === 'module.exports.default') &&
    !!id &&
    right.type === 'Identifier' &&
    right.name === id.name
  );
}

/** The `this.` name a constructor parameter is kept under (a parameter property, or `this.x = x` at its top). */
export function storedAs(param: AstNode, fn: AstNode): { name: string; id: AstNode } | undefined {
  if (param.type === 'TSParameterProperty') {
    const inner = param.parameter as AstNode;
    const id = inner.type === 'AssignmentPattern' ? (inner.left as AstNode) : inner;
    return id.type === 'Identifier' ? { name: String(id.name), id } : undefined;
  }
  const id = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
  if (id.type !== 'Identifier' || !isAstNode(fn.body)) return undefined;
  for (const statement of (fn.body.body as AstNode[]) ?? []) {
    const expression =
      statement.type === 'ExpressionStatement' ? (statement.expression as AstNode) : undefined;
    if (expression?.type !== 'AssignmentExpression' || expression.operator !== '=') continue;
    const right = unwrap(expression.right as AstNode);
    const target = toPath(expression.left as AstNode);
    if (right.type === 'Identifier' && right.name === id.name && target?.split('.').length === 2)
      return target.startsWith('this.') ? { name: target.slice(5), id } : undefined;
  }
  return undefined;
}
