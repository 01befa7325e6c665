import { type AstNode, walk } from '../ast';
import { calledPath } from './assignments';
import { ScopedConstants } from './evaluate';
import type { JudgeContext } from './judge-context';
import { FUNCTIONS, toPath, unwrap } from './node-paths';

/**
 * Where a node http(s) request handed on by the function that made it gets its 'timeout' listeners: the
 * functions of the same file it reaches. adyen's `createRequest` returns `req` (after `req.setTimeout(ms)`), and
 * its only caller passes the result to `doRequest(connectionRequest, …)`, which listens
 * `connectionRequest.on("timeout", () => connectionRequest.abort())` (@adyen/api-library@32.1.0
 * lib/src/httpClient/httpURLConnectionClient.js lines 137-141, 98-99, 247-249). Followed: the request returned
 * (by name or directly) to the file's callers of the function, bound by each to a name; and the name passed as an
 * argument to a function of the file (once more from there). Anything else (stored on an object, returned from
 * an exported function, passed to a function not in the file) leaves the listeners unseen: `undefined`.
 */
export type Receiver = (method: string) => AstNode[];
/** One way the request goes (one caller of the function returning it): every place it lands on that way. */
export type Way = Receiver[];

const MAX_DEPTH = 2;

/** Each way the request goes, as the calls made on it there; `undefined` when one cannot be followed. */
export function handedReceivers(
  context: JudgeContext,
  name: string | undefined,
  end: { node: AstNode; ancestors: readonly AstNode[] },
): Way[] | undefined {
  const { constants } = context;
  if (!(constants instanceof ScopedConstants) || !constants.program || name?.includes('.')) return undefined;
  const fn = [...end.ancestors].reverse().find((a) => FUNCTIONS.has(a.type));
  if (!fn) return undefined;
  if (!name) {
    const parent = [...end.ancestors]
      .reverse()
      .find((a) => !/^(ParenthesizedExpression|TSAsExpression|TSNonNullExpression)$/.test(a.type));
    if (parent?.type === 'ReturnStatement' || (parent === fn && fn.body === end.node))
      return returnedTo(constants, fn, 0);
    return undefined;
  }
  return landings(constants, fn, name, 0);
}

/** Where `name` goes from `scope`: passed to the file's functions (same way), or returned to the callers. */
function landings(
  constants: ScopedConstants,
  scope: AstNode,
  name: string,
  depth: number,
): Way[] | undefined {
  const common: Receiver[] = [];
  let returned: Way[] = [];
  let lost = false;
  walk(scope, (node, ancestors) => {
    if (lost) return false;
    if (node.type !== 'Identifier' || node.name !== name) return undefined;
    const parent = ancestors[ancestors.length - 1];
    if (!parent || parent.type === 'MemberExpression') return undefined;
    if (parent.type === 'VariableDeclarator' && parent.id === node) return undefined;
    if (parent === scope && (scope.params as AstNode[]).includes(node)) return undefined;
    if (parent.type === 'ReturnStatement' && returned.length === 0) {
      const ways = returnedTo(constants, scope, depth);
      if (ways) returned = ways;
      else lost = true;
    } else if (parent.type === 'CallExpression' && parent.callee !== node) {
      const more = passedTo(constants, parent, node, depth);
      if (more) common.push(...more);
      else lost = true;
    } else lost = true;
    return undefined;
  });
  if (lost) return undefined;
  return returned.length > 0 ? returned.map((way) => [...common, ...way]) : [common];
}

/** `this.f(req)` / `f(req)` with `f` a function of the file: the calls on its parameter, and on from there. */
function passedTo(constants: ScopedConstants, call: AstNode, arg: AstNode, depth: number): Way | undefined {
  const called = calledPath(call);
  const target = called ? constants.functions.get(called.path) : undefined;
  const index = called ? called.args.indexOf(arg) : -1;
  const param = target && index >= 0 ? (target.params as AstNode[])[index] : undefined;
  if (!target || param?.type !== 'Identifier' || depth >= MAX_DEPTH) return undefined;
  const receiving = String(param.name);
  const further = beyond(constants, target, receiving, depth + 1);
  // A function that passes it on and also returns it: more than one way, not followed.
  if (further?.length !== 1) return undefined;
  return [receiverIn(target, receiving), ...(further[0] ?? [])];
}

/** The callers of `fn` in the file, each binding the result to a name: one way per caller. */
function returnedTo(constants: ScopedConstants, fn: AstNode, depth: number): Way[] | undefined {
  if (depth >= MAX_DEPTH || constants.exported.has(fn)) return undefined;
  const key = [...constants.functions].find(([, node]) => node === fn)?.[0];
  const program = constants.program;
  if (!key || !program) return undefined;
  const ways: Way[] = [];
  let lost = false;
  walk(program, (node, ancestors) => {
    if (lost) return false;
    if (node.type !== 'CallExpression' || calledPath(node)?.path !== key) return undefined;
    const parent = ancestors[ancestors.length - 1];
    const scope = [...ancestors].reverse().find((a) => FUNCTIONS.has(a.type));
    const id = parent?.type === 'VariableDeclarator' ? (parent.id as AstNode) : undefined;
    const bound = id?.type === 'Identifier' ? String(id.name) : undefined;
    const more = scope && bound ? beyond(constants, scope, bound, depth + 1) : undefined;
    if (!scope || !bound || !more) lost = true;
    else ways.push(...more.map((way) => [receiverIn(scope, bound), ...way]));
    return undefined;
  });
  return lost || ways.length === 0 ? undefined : ways;
}

/** Where `name` goes beyond the calls made on it in `scope` (nowhere: one empty way). */
function beyond(constants: ScopedConstants, scope: AstNode, name: string, depth: number): Way[] | undefined {
  let handed = false;
  walk(scope, (node, ancestors) => {
    if (handed || node.type !== 'Identifier' || node.name !== name) return undefined;
    const parent = ancestors[ancestors.length - 1];
    handed = !(
      parent?.type === 'MemberExpression' ||
      (parent?.type === 'VariableDeclarator' && parent.id === node) ||
      (parent?.type === 'Property' && parent.key === node) ||
      (parent === scope && (scope.params as AstNode[]).includes(node))
    );
    return undefined;
  });
  return handed ? landings(constants, scope, name, depth) : [[]];
}

/** The calls `name.method(…)` and `name.socket.method(…)` made in `scope`, by method. */
function receiverIn(scope: AstNode, name: string): Receiver {
  const calls = new Map<string, AstNode[]>();
  walk(scope, (node) => {
    if (node.type !== 'CallExpression') return undefined;
    const callee = unwrap(node.callee as AstNode);
    if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
    const object = toPath(callee.object as AstNode);
    if (object !== name && object !== `${name}.socket`) return undefined;
    const method = String((callee.property as AstNode).name);
    calls.set(method, [...(calls.get(method) ?? []), node]);
    return undefined;
  });
  return (method) => calls.get(method) ?? [];
}
