// A parameter's default as compilers write it for older targets, read as the `options = {}` it was written as:
// tsc's `if (config === void 0) { config = {}; }` at the top of the body (@procore/js-sdk 4.0.2 dist/client.js
// lines 122 and 181) and Babel's `var _ref = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] :
// {};` (eventbrite 1.3.0 lib/esm/request.js line 47). The ES2015 default binds the name to its default as the
// value the caller leaves out; these bind it the same way, so an options object the package builds from them is
// read as it would be from the source.
import type { AstNode } from '../ast';
import type { Parameter } from './assignments';
import { FUNCTIONS } from './node-paths';

/** A parameter's compiled default: its value, and (tsc) the assignment that sets it, which is not a reassignment. */
export interface CompiledDefault {
  value: AstNode;
  assignment?: AstNode;
}

/**
 * tsc's defaults of `fn`'s plain parameters: the `if (p === void 0) { p = value; }` statements it puts first in
 * the body, by name. Only those leading statements count (one written later is the code's own choice).
 */
export function tscDefaults(fn: AstNode): Map<string, CompiledDefault> | undefined {
  const body = fn.body as AstNode | undefined;
  if (body?.type !== 'BlockStatement') return undefined;
  let found: Map<string, CompiledDefault> | undefined;
  for (const statement of body.body as AstNode[]) {
    const read = tscDefault(statement);
    if (!read) break;
    found ??= new Map();
    found.set(read.name, { value: read.value, assignment: read.assignment });
  }
  return found;
}

function tscDefault(statement: AstNode): { name: string; value: AstNode; assignment: AstNode } | undefined {
  if (statement.type !== 'IfStatement' || statement.alternate) return undefined;
  const test = statement.test as AstNode;
  const name = voidTested(test);
  const block = statement.consequent as AstNode;
  const only = block.type === 'BlockStatement' ? (block.body as AstNode[]) : [block];
  const expression = only.length === 1 ? (only[0] as AstNode) : undefined;
  const assignment =
    expression?.type === 'ExpressionStatement' ? (expression.expression as AstNode) : undefined;
  const left = assignment?.type === 'AssignmentExpression' ? (assignment.left as AstNode) : undefined;
  if (
    !name ||
    !assignment ||
    assignment.operator !== '=' ||
    left?.type !== 'Identifier' ||
    left.name !== name
  )
    return undefined;
  return { name, value: assignment.right as AstNode, assignment };
}

/** `p` of `p === void 0`. */
function voidTested(test: AstNode): string | undefined {
  if (test.type !== 'BinaryExpression' || test.operator !== '===') return undefined;
  const left = test.left as AstNode;
  const right = test.right as AstNode;
  const isVoid = right.type === 'UnaryExpression' && right.operator === 'void';
  return left.type === 'Identifier' && isVoid ? String(left.name) : undefined;
}

/**
 * Babel's `arguments.length > N && arguments[N] !== undefined ? arguments[N] : value` in a declaration of the
 * function `scope` (not an arrow, whose `arguments` is another function's): parameter N with that default.
 */
export function babelDefault(
  init: AstNode,
  scope: AstNode,
): { param: Parameter; value: AstNode } | undefined {
  if (init.type !== 'ConditionalExpression' || !FUNCTIONS.has(scope.type)) return undefined;
  if (scope.type === 'ArrowFunctionExpression') return undefined;
  const test = init.test as AstNode;
  if (test.type !== 'LogicalExpression' || test.operator !== '&&') return undefined;
  const length = test.left as AstNode;
  const given = test.right as AstNode;
  const index = argumentIndex(init.consequent as AstNode);
  if (index === undefined) return undefined;
  const counted =
    length.type === 'BinaryExpression' &&
    length.operator === '>' &&
    isArgumentsLength(length.left as AstNode) &&
    (length.right as AstNode).type === 'Literal' &&
    (length.right as AstNode).value === index;
  const defined =
    given.type === 'BinaryExpression' &&
    given.operator === '!==' &&
    argumentIndex(given.left as AstNode) === index &&
    (given.right as AstNode).type === 'Identifier' &&
    (given.right as AstNode).name === 'undefined';
  return counted && defined ? { param: { fn: scope, index }, value: init.alternate as AstNode } : undefined;
}

/** `N` of `arguments[N]`. */
function argumentIndex(node: AstNode): number | undefined {
  if (node.type !== 'MemberExpression' || !node.computed) return undefined;
  const object = node.object as AstNode;
  const property = node.property as AstNode;
  if (object.type !== 'Identifier' || object.name !== 'arguments') return undefined;
  return property.type === 'Literal' && typeof property.value === 'number' ? property.value : undefined;
}

function isArgumentsLength(node: AstNode): boolean {
  const object = node.object as AstNode | undefined;
  const property = node.property as AstNode | undefined;
  return (
    node.type === 'MemberExpression' &&
    !node.computed &&
    object?.type === 'Identifier' &&
    object.name === 'arguments' &&
    property?.name === 'length'
  );
}
