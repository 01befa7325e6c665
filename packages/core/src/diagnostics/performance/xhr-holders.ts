// Where an XMLHttpRequest is held and what it is handed to, for xhr-sends.ts. Three shapes of @spiffcommerce/core
// 44.10.1 dist/index-Cg4TjZ0n.js, a bundle of its own code and vendored libraries: `const u = new XMLHttpRequest()`
// in a promise's executor, sent from a callback inside it (`….then((c) => u.send(c.blob))`, line 26681): the name
// is read in the function that declares it, not in the callback around the send; `var i = Object.assign(new
// XMLHttpRequest(), { onreadystatechange, onerror })` (vendored dinero.js, line 77866): `Object.assign` returns its
// first argument, the request itself; and `eQ(i, e.headers)` (line 77872), a function of the file that only sets
// the request's headers (and returns it, unused there): handing it there lets nothing else bound or abort it.
// A fourth, @jenkins-cd/sse-gateway 0.0.21 src/main/js/ajax.js:8-51: `onError(http)` and `LOGGER.debug(…, http)`
// inside `http.onreadystatechange = function () { if (http.readyState === 4) { … } }`, handed on once it is done.
import { type AstNode, walk } from '../ast';
import { FUNCTIONS, toPath, unwrap } from './node-paths';

/** What `Object.assign(target, …)` returns: `target`. Any other value as it is. */
export function assignedTarget(value: AstNode): AstNode {
  const node = unwrap(value);
  if (node.type !== 'CallExpression' || toPath(node.callee as AstNode) !== 'Object.assign') return node;
  const [target] = node.arguments as AstNode[];
  return target && target.type !== 'SpreadElement' ? unwrap(target) : node;
}

/**
 * The innermost function around `at` that declares `name` (a `var`/`let`/`const` of its own body, not of a nested
 * function): where the name is read whole. `undefined` when none does (a parameter, a global).
 */
export function declaringFunction(program: AstNode, at: AstNode, name: string): AstNode | undefined {
  const around: AstNode[] = [];
  walk(program, (node) => {
    if (node.end < at.start || node.start > at.end) return false;
    if (FUNCTIONS.has(node.type)) around.push(node);
    return undefined;
  });
  return around.reverse().find((fn) => declares(fn, name));
}

function declares(fn: AstNode, name: string): boolean {
  let found = false;
  walk(fn.body as AstNode, (node) => {
    if (found || FUNCTIONS.has(node.type)) return false;
    const id = node.type === 'VariableDeclarator' ? (node.id as AstNode) : undefined;
    if (id?.type === 'Identifier' && id.name === name) found = true;
    return undefined;
  });
  return found;
}

/** Members a header helper may use on the request it is handed: none of them bounds or aborts it. */
const HEADER_MEMBERS = new Set(['setRequestHeader', 'overrideMimeType']);

/**
 * `call` hands the request as argument `index` to a function declared at the top of the file whose every use of
 * that parameter is `param.setRequestHeader(…)` or `param.overrideMimeType(…)` (a header helper), or `return
 * param` when the call's value is not used (`used` false): eQ's `return r`, called as a statement.
 */
export function handedToHeaderHelper(program: AstNode, call: AstNode, index: number, used: boolean): boolean {
  const callee = unwrap(call.callee as AstNode);
  if (callee.type !== 'Identifier') return false;
  const helpers = ((program.body as AstNode[]) ?? []).filter(
    (statement) =>
      statement.type === 'FunctionDeclaration' && (statement.id as AstNode | null)?.name === callee.name,
  );
  const [helper] = helpers;
  if (!helper || helpers.length !== 1) return false;
  const param = (helper.params as AstNode[])[index];
  if (param?.type !== 'Identifier') return false;
  let uses = 0;
  let other = false;
  walk(helper.body as AstNode, (node, ancestors) => {
    if (other) return false;
    if (node.type !== 'Identifier' || node.name !== param.name) return undefined;
    const parent = ancestors[ancestors.length - 1];
    const call = ancestors[ancestors.length - 2];
    const member = parent?.type === 'MemberExpression' && parent.object === node && !parent.computed;
    const key = member ? String((parent.property as AstNode).name) : '';
    if (member && HEADER_MEMBERS.has(key) && call?.type === 'CallExpression' && call.callee === parent)
      uses++;
    else if (parent?.type !== 'ReturnStatement' || used) other = true;
    return false;
  });
  return !other && uses > 0;
}

/** Handlers of a request that run once it has finished: whatever they are handed comes too late to bound it. */
const DONE_HANDLERS = new Set(['onload', 'onloadend', 'onerror']);

/** `request.readyState === 4` (or `== 4`, `=== XMLHttpRequest.DONE`), either way round. */
function isDoneTest(test: AstNode, path: string): boolean {
  const node = unwrap(test);
  if (node.type !== 'BinaryExpression' || !['===', '=='].includes(String(node.operator))) return false;
  const sides = [unwrap(node.left as AstNode), unwrap(node.right as AstNode)];
  const state = sides.findIndex((side) => toPath(side) === `${path}.readyState`);
  const other = sides[1 - state];
  if (state < 0 || !other) return false;
  return (other.type === 'Literal' && other.value === 4) || toPath(other) === 'XMLHttpRequest.DONE';
}

/**
 * The request `path` (at the end of `ancestors`) is handed on inside its own `onload`/`onloadend`/`onerror`
 * handler, or inside its `onreadystatechange` handler under `if (path.readyState === 4)`: only once it is done.
 */
export function handedOnceDone(ancestors: readonly AstNode[], path: string): boolean {
  let index = ancestors.length - 1;
  while (index > 0 && !FUNCTIONS.has((ancestors[index] as AstNode).type)) index--;
  const handler = ancestors[index];
  const assigned = ancestors[index - 1];
  if (!handler || assigned?.type !== 'AssignmentExpression' || assigned.right !== handler) return false;
  const target = toPath(assigned.left as AstNode) ?? '';
  if (!target.startsWith(`${path}.`)) return false;
  const key = target.slice(path.length + 1);
  if (DONE_HANDLERS.has(key)) return true;
  if (key !== 'onreadystatechange') return false;
  return ancestors.slice(index + 1).some((node, at, inner) => {
    const next = inner[at + 1] ?? null;
    return node.type === 'IfStatement' && next === node.consequent && isDoneTest(node.test as AstNode, path);
  });
}
