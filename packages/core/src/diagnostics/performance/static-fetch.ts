// A fetch kept on a class as a static property, assigned once at the top of the module:
// `_TCGdex.fetch = detectContext() === "browser" ? (...params) => window.fetch(...params) : fetch`
// (@tcgdex/sdk 2.9.0 dist/tcgdex.js line 568), called as `_TCGdex.fetch(path, init)` (line 544).
import { type AstNode, isAstNode, walk } from '../ast';
import { toPath, unwrap } from './node-paths';

/**
 * The value of `owner.key` when the module assigns it exactly once, as a statement of its top level, and nowhere
 * else (no other assignment of that path in the file): what every call made after start-up reads.
 */
export function topLevelStatic(
  program: AstNode | undefined,
  owner: string,
  key: string,
): AstNode | undefined {
  if (!program) return undefined;
  const path = `${owner}.${key}`;
  let value: AstNode | undefined;
  let count = 0;
  for (const statement of (program.body as AstNode[] | undefined) ?? []) {
    const expression =
      statement.type === 'ExpressionStatement' ? (statement.expression as AstNode) : undefined;
    if (expression?.type === 'AssignmentExpression' && expression.operator === '=')
      if (toPath(expression.left as AstNode) === path) value = expression.right as AstNode;
  }
  if (!value) return undefined;
  walk(program, (node) => {
    if (count > 1) return false;
    if (node.type === 'AssignmentExpression' && toPath(node.left as AstNode) === path) count++;
    return undefined;
  });
  return count === 1 ? value : undefined;
}

/**
 * `(...params) => window.fetch(...params)`, `(req, init) => fetch(req, init)`: an arrow that hands all its
 * parameters, unchanged and in order, to one call and returns it. The callee, which such an arrow is.
 */
export function forwardedCallee(node: AstNode): AstNode | undefined {
  const fn = unwrap(node);
  if (fn.type !== 'ArrowFunctionExpression' || !isAstNode(fn.body)) return undefined;
  const call = unwrap(fn.body);
  if (call.type !== 'CallExpression') return undefined;
  const params = (fn.params as AstNode[]).map(nameOf);
  const args = (call.arguments as AstNode[]).map(nameOf);
  if (params.length === 0 || params.some((name) => name === undefined)) return undefined;
  return params.length === args.length && params.every((name, i) => name === args[i])
    ? (call.callee as AstNode)
    : undefined;
}

/** `x` → `x`, `...x` → `...x`; anything else has no name here. */
function nameOf(node: AstNode): string | undefined {
  if (node.type === 'Identifier') return String(node.name);
  if (node.type === 'RestElement' || node.type === 'SpreadElement') {
    const inner = node.argument as AstNode;
    return inner.type === 'Identifier' ? `...${String(inner.name)}` : undefined;
  }
  return undefined;
}

/**
 * A class property holding a function of its own (`public fetch = async (playlist) => {…}`, soundcloud.ts 0.7.4
 * entities/Playlists.ts:13): a method of the class like one written as a method, so `this.fetch(…)` calls it and
 * its body is judged where it sends. One that only forwards its arguments (`customFetch = (...p) => fetch(...p)`,
 * @shortcut/client 3.4.1 lib/v4/generated/http-client.cjs:19) is the fetch it forwards to, not a method.
 */
export function isPropertyMethod(node: AstNode): boolean {
  const value = node.type === 'PropertyDefinition' && isAstNode(node.value) ? unwrap(node.value) : undefined;
  return (
    (value?.type === 'ArrowFunctionExpression' || value?.type === 'FunctionExpression') &&
    forwardedCallee(value) === undefined
  );
}
