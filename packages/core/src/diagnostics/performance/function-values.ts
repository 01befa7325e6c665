// How a file defines its functions and what they return, read from the function node: the names `constants.ts`
// binds a function's return value under (`const f = …`, methods, Babel's compiled class methods, getters).
import { type AstNode, isAstNode } from '../ast';
import { returnsOf } from './exported-returns';
import { fieldFunctionName } from './helper-returns';
import { toPath, UNKNOWN_TEST } from './node-paths';

/** The value a function returns (several returns as a choice); `null` when one returns nothing known. */
export function returnValue(fn: AstNode): AstNode | null {
  const values = returnsOf(fn);
  if (!values || values.length > 8) return null;
  let value = values[values.length - 1] as AstNode;
  for (let i = values.length - 2; i >= 0; i--) {
    const other = values[i] as AstNode;
    value = {
      type: 'ConditionalExpression',
      start: other.start,
      end: value.end,
      test: UNKNOWN_TEST,
      consequent: other,
      alternate: value,
    };
  }
  return value;
}

/** The function a `const f = () => …`, `function f`, method `m() {}` or `X.prototype.m = function` defines. */
export function definedName(node: AstNode, parent: AstNode | undefined): string | undefined {
  if (node.type === 'FunctionDeclaration' && isAstNode(node.id)) return String(node.id.name);
  if (!parent) return undefined;
  if (parent.type === 'VariableDeclarator' && (parent.id as AstNode).type === 'Identifier')
    return String((parent.id as AstNode).name);
  if (
    parent.type === 'MethodDefinition' &&
    !parent.static &&
    !parent.computed &&
    ['Identifier', 'PrivateIdentifier'].includes((parent.key as AstNode).type) &&
    (parent.kind === 'method' || parent.kind === undefined)
  ) {
    // `#prepareRequest() { … }` is called as `this.#prepareRequest(…)` (toPath's name for it).
    const hash = (parent.key as AstNode).type === 'PrivateIdentifier' ? '#' : '';
    return `this.${hash}${String((parent.key as AstNode).name)}`;
  }
  if (parent.type === 'AssignmentExpression') {
    // Also `this._createIrisRequestOptions = function (params) {…}` in a constructor function (node-bandwidth
    // 4.0.0 lib/v2/message.js:61), called as `this._createIrisRequestOptions(params)` by its sibling methods.
    const match = /(?:\.prototype|^this)\.(\w+)$/.exec(toPath(parent.left as AstNode) ?? '');
    if (match) return `this.${match[1]}`;
  }
  return fieldFunctionName(node, parent);
}

/**
 * A method of a class Babel compiled: `_createClass(API, [{ key: "_createConfig", value: function … }])`
 * (@babel/plugin-transform-classes; the second argument holds the prototype's methods) → `this._createConfig`.
 */
export function babelMethodName(ancestors: readonly AstNode[]): string | undefined {
  const [call, array, object, property] = ancestors.slice(-4);
  if (property?.type !== 'Property' || (property.key as AstNode).name !== 'value' || property.computed)
    return;
  if (call?.type !== 'CallExpression' || (call.arguments as AstNode[])[1] !== array) return undefined;
  const key = (object?.properties as AstNode[] | undefined)?.find(
    (p) => (p.key as AstNode | undefined)?.name === 'key',
  );
  const name = key && (key.value as AstNode).type === 'Literal' ? (key.value as AstNode).value : undefined;
  return typeof name === 'string' && /^[\w$]+$/.test(name) ? `this.${name}` : undefined;
}

/** A getter whose body returns one expression (after tsc's `var _a;`): `this.<name>` is that expression. */
export function getterValue(
  node: AstNode,
  parent: AstNode | undefined,
): { path: string; value: AstNode } | undefined {
  if (parent?.type !== 'MethodDefinition' || parent.kind !== 'get' || parent.static || parent.computed)
    return undefined;
  const key = parent.key as AstNode;
  const body = node.body as AstNode | undefined;
  if (key.type !== 'Identifier' || body?.type !== 'BlockStatement') return undefined;
  const statements = (body.body as AstNode[]).filter((statement) => statement.type !== 'VariableDeclaration');
  const [only] = statements;
  return statements.length === 1 && only?.type === 'ReturnStatement' && isAstNode(only.argument)
    ? { path: `this.${String(key.name)}`, value: only.argument }
    : undefined;
}
