// An XMLHttpRequest whose only mentions of a timeout or an abort bound nothing by default, for xhr-sends.ts. Two
// shapes: @whop/api 0.0.51 dist/index.browser.mjs:31-64 (uploadPartImpl: `if (signal) { const onAbort = () => {
// xhr.abort(); … }; signal.addEventListener("abort", onAbort); … }`, the signal destructured from the function's
// parameter) and @semiont/api-client 0.5.6 dist/index.js:868-933 (uploadViaXhr: the same caller's signal, plus
// `xhr.ontimeout = …` and `xhr.onabort = …` handlers on a request whose `timeout` is never set). A 'timeout' handler
// never fires while `timeout` is 0 (https://xhr.spec.whatwg.org/#the-timeout-attribute), an abort handler only
// reacts, and an abort forwarded from a signal the caller may leave out (the file tests it) happens only when the
// caller aborts. Any other word of a timeout or an abort (a `timeout` set, a `setTimeout`, an abort elsewhere, a
// signal made here) keeps the send silent.
import { type AstNode, walk } from '../ast';
import { FUNCTIONS, toPath, unwrap } from './node-paths';

const WORD = /timeout|abort/i;
const LISTENER_METHODS = new Set(['addEventListener', 'removeEventListener']);

/** `signal.addEventListener('abort', listener)` (or its removal) on a caller's optional `signal`: the listener. */
function abortListener(program: AstNode, node: AstNode): AstNode | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = unwrap(node.callee as AstNode);
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  if (!LISTENER_METHODS.has(String((callee.property as AstNode).name))) return undefined;
  const [event, listener] = node.arguments as AstNode[];
  if (event?.type !== 'Literal' || event.value !== 'abort' || !listener) return undefined;
  const signal = unwrap(callee.object as AstNode);
  if (signal.type !== 'Identifier' || !callerOptional(program, node, String(signal.name))) return undefined;
  return listener;
}

/** The functions around `at`, innermost first. */
function functionsAround(program: AstNode, at: AstNode): AstNode[] {
  const around: AstNode[] = [];
  walk(program, (node) => {
    if (node.end < at.start || node.start > at.end) return false;
    if (FUNCTIONS.has(node.type)) around.push(node);
    return undefined;
  });
  return around.reverse();
}

/** Whether `pattern` (a parameter, or an object pattern) binds `name` plainly, with no default. */
function binds(pattern: AstNode, name: string): boolean {
  if (pattern.type === 'Identifier') return pattern.name === name;
  if (pattern.type !== 'ObjectPattern') return false;
  return (pattern.properties as AstNode[]).some(
    (property) => property.type === 'Property' && binds(property.value as AstNode, name),
  );
}

/**
 * `name` is the caller's and optional: bound by a parameter of a function around `at` (or destructured at the top
 * of its body from one of its parameters), never reassigned there, and tested there (`if (name)`, `name?.x`,
 * `name && …`).
 */
function callerOptional(program: AstNode, at: AstNode, name: string): boolean {
  for (const fn of functionsAround(program, at)) {
    const params = fn.params as AstNode[];
    const body = fn.body as AstNode;
    const fromParameter = params.some((param) => binds(param, name));
    const destructured = ((body.type === 'BlockStatement' ? body.body : []) as AstNode[]).some(
      (statement) =>
        statement.type === 'VariableDeclaration' &&
        (statement.declarations as AstNode[]).some((declarator) => {
          const init = declarator.init ? unwrap(declarator.init as AstNode) : undefined;
          return (
            (declarator.id as AstNode).type === 'ObjectPattern' &&
            binds(declarator.id as AstNode, name) &&
            init?.type === 'Identifier' &&
            params.some((param) => binds(param, String(init.name)))
          );
        }),
    );
    if (!fromParameter && !destructured) {
      if (declaresName(fn, name)) return false;
      continue;
    }
    return testedNotAssigned(fn, name);
  }
  return false;
}

function declaresName(fn: AstNode, name: string): boolean {
  let found = (fn.params as AstNode[]).some((param) => binds(param, name));
  walk(fn.body as AstNode, (node) => {
    if (found || FUNCTIONS.has(node.type)) return false;
    if (node.type === 'VariableDeclarator' && binds(node.id as AstNode, name)) found = true;
    return undefined;
  });
  return found;
}

function testedNotAssigned(fn: AstNode, name: string): boolean {
  let tested = false;
  let assigned = false;
  const isName = (node: AstNode | undefined) => node?.type === 'Identifier' && node.name === name;
  walk(fn.body as AstNode, (node) => {
    if (node.type === 'AssignmentExpression' && isName(unwrap(node.left as AstNode))) assigned = true;
    if (node.type === 'IfStatement' && isName(unwrap(node.test as AstNode))) tested = true;
    if (node.type === 'LogicalExpression' && node.operator === '&&' && isName(unwrap(node.left as AstNode)))
      tested = true;
    if (node.type === 'MemberExpression' && node.optional && isName(node.object as AstNode)) tested = true;
    return undefined;
  });
  return tested && !assigned;
}

/**
 * Whether every word of a timeout or an abort in `scope`, where the request `path` is sent, is one that bounds
 * nothing by default: its `ontimeout` / `onabort` handlers, `path.abort()` inside a listener of a caller's optional
 * signal, that listener's name, and the signal's own `aborted` / `throwIfAborted`.
 */
export function onlyCallerAborts(program: AstNode, scope: AstNode, path: string): boolean {
  const listeners = new Set<AstNode>();
  const names = new Set<string>();
  walk(scope, (node) => {
    const listener = abortListener(program, node);
    if (listener && FUNCTIONS.has(listener.type)) listeners.add(listener);
    else if (listener?.type === 'Identifier') names.add(String(listener.name));
    return undefined;
  });
  walk(scope, (node) => {
    const id = node.type === 'VariableDeclarator' ? (node.id as AstNode) : undefined;
    const init = node.init ? unwrap(node.init as AstNode) : undefined;
    if (id?.type === 'Identifier' && names.has(String(id.name)) && init && FUNCTIONS.has(init.type))
      listeners.add(init);
    return undefined;
  });
  let bounded = false;
  walk(scope, (node, ancestors) => {
    if (bounded) return false;
    if (node.type !== 'Identifier' || !WORD.test(String(node.name))) return undefined;
    bounded = !harmless(program, node, ancestors, path, listeners, names);
    return undefined;
  });
  return !bounded;
}

function harmless(
  program: AstNode,
  node: AstNode,
  ancestors: readonly AstNode[],
  path: string,
  listeners: ReadonlySet<AstNode>,
  names: ReadonlySet<string>,
): boolean {
  const name = String(node.name);
  const parent = ancestors[ancestors.length - 1];
  const grand = ancestors[ancestors.length - 2];
  if (names.has(name)) {
    if (parent?.type === 'VariableDeclarator' && parent.id === node) return true;
    return parent !== undefined && abortListener(program, parent) === node;
  }
  if (parent?.type !== 'MemberExpression' || parent.property !== node || parent.computed) return false;
  const owner = toPath(parent.object as AstNode);
  if (owner === path && (name === 'ontimeout' || name === 'onabort'))
    return grand?.type === 'AssignmentExpression' && grand.left === parent && grand.operator === '=';
  if (owner === path && name === 'abort')
    return (
      grand?.type === 'CallExpression' && grand.callee === parent && ancestors.some((a) => listeners.has(a))
    );
  const object = unwrap(parent.object as AstNode);
  if (name === 'aborted' || name === 'throwIfAborted')
    return object.type === 'Identifier' && callerOptional(program, node, String(object.name));
  return false;
}
