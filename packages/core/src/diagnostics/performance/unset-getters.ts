// A getter of a sibling module's class that hands back a member the class leaves `undefined` unless its setter
// is called: OpenAPI Generator's "typescript" template (modules/openapi-generator/src/main/resources/typescript/
// http/http.mustache) writes `RequestContext` with `this.signal = undefined` in its constructor,
// `setSignal(signal) { this.signal = signal; }` and `getSignal() { return this.signal; }`, and its
// http/isomorphic-fetch sends `fetch(request.getUrl(), { …, signal: request.getSignal() })`. The generated API
// classes never call `setSignal`; only a caller's middleware could. So the signal is the caller's optional one,
// absent by default: docspring-ts 3.0.0 dist/http/isomorphic-fetch.js line 24 (tsc's ES5 prototype methods,
// dist/http/http.js lines 102, 140-145) and @kubernetes/client-node 2.0.1 dist/gen/http/isomorphic-fetch.js line 8
// (an ES class, gen/http/http.js lines 43-44, 110-120, whose `getDispatcher()` is read the same way). A member
// the module assigns anything else, an `Object.assign(this, …)`, a getter name declared twice with different
// shapes, a getter of the judged file's own, or a setter the judged file calls leaves the call as it was.
import { type AstNode, keyName, walk } from '../ast';
import { CALLER_ONLY } from './caller-optional';
import type { JudgeContext } from './judge-context';
import { FUNCTIONS, isNullish, thisMember, toPath, unwrap } from './node-paths';
import { missing, type Verdict } from './verdict';

/** Getter name → the names of the setters that alone may give its member a value. */
export type UnsetGetters = ReadonlyMap<string, readonly string[]>;

/** A method's name and function: `m() {…}`, `m = () => …`, `m: function () {…}`, `X.prototype.m = function …`. */
function namedMethod(node: AstNode): { name: string; fn: AstNode } | undefined {
  if (node.type === 'MethodDefinition' || node.type === 'PropertyDefinition' || node.type === 'Property') {
    const fn = node.value ? unwrap(node.value as AstNode) : undefined;
    const name = node.computed ? undefined : keyName(node.key as AstNode);
    return name && fn && FUNCTIONS.has(fn.type) ? { name, fn } : undefined;
  }
  if (node.type !== 'AssignmentExpression' || node.operator !== '=') return undefined;
  const path = toPath(node.left as AstNode);
  const fn = unwrap(node.right as AstNode);
  const name = path?.match(/\.prototype\.([\w$]+)$/)?.[1];
  return name && FUNCTIONS.has(fn.type) ? { name, fn } : undefined;
}

/** The one statement of a function's block body (or an arrow's expression), if it has exactly one. */
function onlyStatement(fn: AstNode): AstNode | undefined {
  const body = fn.body as AstNode;
  if (body.type !== 'BlockStatement') return { type: 'ReturnStatement', argument: body, start: 0, end: 0 };
  const statements = body.body as AstNode[];
  return statements.length === 1 ? statements[0] : undefined;
}

/** `getX() { return this.x; }`: the member it returns. */
function returnedMember(fn: AstNode): string | undefined {
  const statement = onlyStatement(fn);
  if ((fn.params as AstNode[]).length > 0 || statement?.type !== 'ReturnStatement') return undefined;
  const argument = statement.argument as AstNode | null;
  return argument ? thisMember(unwrap(argument)) : undefined;
}

/** `setX(x) { this.x = x; }`: the member it sets. */
function setMember(fn: AstNode): string | undefined {
  const params = fn.params as AstNode[];
  const statement = onlyStatement(fn);
  const param = params[0];
  if (params.length !== 1 || param?.type !== 'Identifier' || statement?.type !== 'ExpressionStatement')
    return undefined;
  const assignment = statement.expression as AstNode;
  if (assignment.type !== 'AssignmentExpression' || assignment.operator !== '=') return undefined;
  const value = unwrap(assignment.right as AstNode);
  return value.type === 'Identifier' && value.name === param.name
    ? thisMember(assignment.left as AstNode)
    : undefined;
}

/**
 * The module's getters of members it sets only to `undefined` (a constructor's `this.x = undefined`, a class
 * field without a value or with `undefined`) and through one-line setters; empty when it copies into `this`.
 */
export function unsetGetters(program: AstNode, text?: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (text !== undefined && !/return\s+this\./.test(text)) return found;
  const getters = new Map<string, string | null>(); // getter → member (null: two shapes)
  const setters = new Map<string, string[]>(); // member → setter names
  const cleared = new Set<string>();
  const spoiled = new Set<string>();
  const own = new Set<AstNode>();
  let copied = false;
  walk(program, (node) => {
    const method = namedMethod(node);
    if (method) {
      const member = returnedMember(method.fn);
      if (member) {
        const before = getters.get(method.name);
        getters.set(method.name, before === undefined || before === member ? member : null);
      }
      const set = setMember(method.fn);
      if (set) {
        setters.set(set, [...(setters.get(set) ?? []), method.name]);
        const body = onlyStatement(method.fn) as AstNode;
        own.add(body.expression as AstNode);
      }
    }
    if (node.type === 'PropertyDefinition' && !node.computed && !node.static) {
      const name = keyName(node.key as AstNode);
      const value = node.value as AstNode | null;
      if (name && (!value || isNullish(unwrap(value)))) cleared.add(`this.${name}`);
      else if (name) spoiled.add(`this.${name}`);
    }
    if (node.type === 'CallExpression' && toPath(node.callee as AstNode) === 'Object.assign') {
      const target = (node.arguments as AstNode[])[0];
      if (target?.type === 'ThisExpression') copied = true;
    }
    if (node.type === 'AssignmentExpression' && !own.has(node)) {
      const member = thisMember(node.left as AstNode);
      if (member && node.operator === '=' && isNullish(unwrap(node.right as AstNode))) cleared.add(member);
      else if (member) spoiled.add(member);
    }
    return undefined;
  });
  if (copied) return found;
  for (const [getter, member] of getters) {
    if (!member || spoiled.has(member) || !cleared.has(member)) continue;
    found.set(getter, setters.get(member) ?? []);
  }
  return found;
}

/** What the judged file's relative imports declare, less the names the file itself declares or sets. */
export function importedUnsetGetters(
  modules: readonly (UnsetGetters | undefined)[],
  program: AstNode,
): UnsetGetters | undefined {
  const merged = new Map<string, readonly string[]>();
  for (const getters of modules)
    for (const [getter, setters] of getters ?? [])
      merged.set(getter, [...(merged.get(getter) ?? []), ...setters]);
  if (merged.size === 0) return undefined;
  walk(program, (node) => {
    const method = namedMethod(node);
    if (method) merged.delete(method.name);
    const callee = node.type === 'CallExpression' ? (node.callee as AstNode) : undefined;
    const called =
      callee?.type === 'MemberExpression' && !callee.computed
        ? keyName(callee.property as AstNode)
        : undefined;
    if (called) for (const [getter, setters] of merged) if (setters.includes(called)) merged.delete(getter);
    return undefined;
  });
  return merged.size > 0 ? merged : undefined;
}

/** `request.getSignal()` on a plain name, the getter one of those: the member it reads is left unset. */
export function unsetGetterCall(context: JudgeContext, node: AstNode): string | undefined {
  const call = unwrap(node);
  if (call.type !== 'CallExpression' || (call.arguments as AstNode[]).length > 0) return undefined;
  const callee = call.callee as AstNode;
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  if ((callee.object as AstNode).type !== 'Identifier') return undefined;
  const name = keyName(callee.property as AstNode);
  return name && context.unsetGetters?.has(name) ? toPath(callee) : undefined;
}

/**
 * A fetch init whose `signal` is such a getter's value and whose other bound (`dispatcher` for undici and the
 * global fetch, node-fetch's `timeout`) is absent or such a value too: no bound unless the caller sets one.
 */
export function judgeUnsetSignal(
  context: JudgeContext,
  signal: AstNode,
  other: AstNode | 'absent' | 'unknown',
): Verdict | undefined {
  const getter = unsetGetterCall(context, signal);
  if (!getter || other === 'unknown' || (other !== 'absent' && !unsetGetterCall(context, other)))
    return undefined;
  return missing(
    `its signal is \`${getter}()\`, a member its class leaves undefined unless a setter is called, and none is (${CALLER_ONLY})`,
  );
}
