// Where a file assigns its names: once at the top of a function, once under an `if`, a parameter reassigned,
// a parameter fed by the function's only caller, and every call of a function whose calls are all known.
import { type AstNode, walk } from '../ast';
import { type CallerKeyTables, withCallerKeys } from './caller-set-keys';
import { parameterName } from './destructured-params';
import type { Guard } from './guarded-defaults';
import { FUNCTIONS, toPath, unwrap } from './node-paths';
import { sitesWithRecursion } from './recursive-calls';

/** One binding of a name: the function (or program) it is visible in, and its value (`null`: unknown). */
export interface Binding {
  start: number;
  end: number;
  init: AstNode | null;
  /** A plain parameter: its function, its position, and where the function first assigns it (if it does). */
  param?: Parameter | undefined;
  /** A name destructured from a parameter (`function f({ options })`): the caller's value too. */
  destructured?: boolean;
}

/**
 * The tables of a file's constants that the assignment passes read and extend. `ScopedConstants` has them;
 * written out here so this module does not import the one that imports it.
 */
interface ConstantTables {
  readonly bindings: Map<string, Binding[]>;
  readonly functions: Map<string, AstNode | null>;
  readonly feeding: Set<AstNode>;
  readonly exported: Set<AstNode>;
  readonly callSites: Map<AstNode, AstNode[][]>;
  readonly siteCalls: Map<AstNode, AstNode[]>;
  readonly mutatedSites: CallerKeyTables['mutatedSites'];
}

/** A parameter without a default: the caller's value, until the function assigns the name. */
export interface Parameter {
  fn: AstNode;
  index: number;
  assignedAt?: number;
}

/** The path a call names its callee by (`f`, `this.m`; `this.m.call(this, …)` too) and its real arguments. */
export function calledPath(call: AstNode): { path: string; args: AstNode[] } | undefined {
  if (call.type !== 'CallExpression') return undefined;
  const callee = unwrap(call.callee as AstNode);
  let args = call.arguments as AstNode[];
  let path = toPath(callee);
  if (path?.endsWith('.call') && callee.type === 'MemberExpression') {
    path = toPath(callee.object as AstNode);
    args = args.slice(1);
  }
  if (!path || (path.includes('.') && !/^this\.[^.]+$/.test(path))) return undefined;
  return { path, args };
}

/** `a.b = …` or `x = …` as a statement of its function's own body (run once, in order, on every call). */
export function directIn(ancestors: readonly AstNode[]): AstNode | undefined {
  const statement = ancestors[ancestors.length - 1];
  const block = ancestors[ancestors.length - 2];
  const fn = ancestors[ancestors.length - 3];
  if (statement?.type !== 'ExpressionStatement' || block?.type !== 'BlockStatement') return undefined;
  return fn && FUNCTIONS.has(fn.type) && fn.body === block ? fn : undefined;
}

/**
 * `x = …` as the only statement path of an `if` that is itself a statement of its function's own body
 * (`if (config.timeout) { …; signal = controller.signal }`): the function and the `if`.
 */
export function guardedIn(ancestors: readonly AstNode[]): { fn: AstNode; guard: AstNode } | undefined {
  let i = ancestors.length - 1;
  if (ancestors[i]?.type !== 'ExpressionStatement') return undefined;
  let branch = ancestors[i] as AstNode;
  if (ancestors[i - 1]?.type === 'BlockStatement') branch = ancestors[--i] as AstNode;
  const guard = ancestors[i - 1];
  const body = ancestors[i - 2];
  const fn = ancestors[i - 3];
  if (guard?.type !== 'IfStatement' || guard.consequent !== branch || body?.type !== 'BlockStatement')
    return undefined;
  return fn && FUNCTIONS.has(fn.type) && fn.body === body ? { fn, guard } : undefined;
}

const LOOPS = new Set([
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'WhileStatement',
  'DoWhileStatement',
]);

/** Whether a node sits in a loop of its own function (an assignment there may run before any point). */
export function inLoop(ancestors: readonly AstNode[]): boolean {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const ancestor = ancestors[i] as AstNode;
    if (FUNCTIONS.has(ancestor.type)) return false;
    if (LOOPS.has(ancestor.type)) return true;
  }
  return false;
}

/** An assignment of a name or `a.b` path: where, in which function when it is a statement of its body. */
export interface Assignment {
  node: AstNode;
  fn: AstNode | undefined;
  /** The `if` it is the only branch statement of, when that `if` is a statement of the function's body. */
  guarded?: { fn: AstNode; guard: AstNode } | undefined;
  loop?: boolean;
  /** The outermost `if` of its function whose consequent holds it (see guarded-defaults.ts). */
  under?: Guard | undefined;
  /** A step of a compiled async function's state machine (state-machines.ts). */
  machine?: boolean;
}

const UNDEFINED_VALUE: AstNode = { type: 'Identifier', name: 'undefined', start: 0, end: 0 };

/**
 * `let signal; if (config.timeout) { …; signal = controller.signal }`: after the `if`, the name is
 * `config.timeout ? controller.signal : undefined` (assigned once, under that `if` only). The names so bound.
 * Several functions may each declare their own such name (swagger-codegen's typescript-fetch writes `let
 * baseOptions; if (configuration) { baseOptions = configuration.baseOptions; }` in every operation,
 * mailslurp-swagger-sdk-ts 6.1.0 api.ts:1032): bound in each only when every assignment of the name in the file
 * is the one such assignment of its own function's bare declaration.
 */
export function guardedValues(
  constants: ConstantTables,
  assigned: ReadonlyMap<string, readonly Assignment[]>,
  bare: ReadonlySet<string>,
): Set<string> {
  const names = new Set<string>();
  for (const [name, list] of assigned) {
    const fns = new Set(list.map((assignment) => assignment.guarded?.fn));
    if (fns.has(undefined) || fns.size !== list.length) continue;
    const list2 = constants.bindings.get(name) ?? [];
    const declared = (at: { fn: AstNode }) =>
      bare.has(`${name}@${at.fn.start}`) &&
      list2.some((b) => b.start === at.fn.start && b.end === at.fn.end && b.init === null);
    if (!list.every((assignment) => assignment.guarded && declared(assignment.guarded))) continue;
    for (const { guarded: at, node } of list) {
      if (!at) continue;
      list2.push({
        start: at.guard.end,
        end: at.fn.end,
        init: {
          type: 'ConditionalExpression',
          start: at.guard.start,
          end: at.guard.end,
          test: at.guard.test as AstNode,
          consequent: node.right as AstNode,
          alternate: UNDEFINED_VALUE,
        },
        param: undefined,
      });
    }
    names.add(name);
  }
  return names;
}

/**
 * `name = name || {}` (or `??`), and `if (!name) name = {}` (aws-sdk 2.1693.0 lib/http/node.js line 16, whose
 * `httpOptions.timeout` is the service config's default): the caller's value, or an empty object when it gave
 * none. The empty object has no keys, so a key read afterwards is the caller's key or absent.
 */
function keepsCallerValue(assignment: Assignment, name: string): boolean {
  const right = assignment.node.right as AstNode | undefined;
  if (isEmptyObject(right)) return resetWhenFalsy(assignment.guarded?.guard, name);
  if (right?.type !== 'LogicalExpression' || (right.operator !== '||' && right.operator !== '??'))
    return false;
  const left = right.left as AstNode;
  return left.type === 'Identifier' && left.name === name && isEmptyObject(right.right as AstNode);
}

const isEmptyObject = (node: AstNode | undefined): boolean =>
  node?.type === 'ObjectExpression' && (node.properties as AstNode[]).length === 0;

/** An `if` with no `else` whose test holds only when `name` is falsy: `!name`, `name == null`, `name === undefined`. */
function resetWhenFalsy(guard: AstNode | undefined, name: string): boolean {
  if (guard?.type !== 'IfStatement' || guard.alternate) return false;
  const test = unwrap(guard.test as AstNode);
  const isName = (node: AstNode) => node.type === 'Identifier' && node.name === name;
  if (test.type === 'UnaryExpression') return test.operator === '!' && isName(test.argument as AstNode);
  if (test.type !== 'BinaryExpression' || (test.operator !== '==' && test.operator !== '===')) return false;
  const [left, right] = [test.left as AstNode, test.right as AstNode];
  const empty = (node: AstNode) =>
    (node.type === 'Literal' && node.value === null && test.operator === '==') ||
    (node.type === 'Identifier' && node.name === 'undefined');
  return (isName(left) && empty(right)) || (isName(right) && empty(left));
}

/** A parameter its function assigns holds the caller's value only before that (anywhere, when in a loop). */
export function markAssignedParameters(
  constants: ConstantTables,
  assigned: ReadonlyMap<string, readonly Assignment[]>,
): void {
  for (const [name, all] of assigned) {
    if (name.includes('.')) continue;
    // `options = options || {}` keeps the caller's options (or none): the parameter is still the caller's.
    const list = all.some((a) => keepsCallerValue(a, name))
      ? all.filter((a) => !keepsCallerValue(a, name))
      : all;
    // In source order (the walk's): the first assignment inside a parameter's function is found by bisection,
    // and whether any there sits in a loop by a running count, so a bundle's many `e`s stay linear.
    let loops: number[] | undefined;
    for (const binding of constants.bindings.get(name) ?? []) {
      const param = binding.param;
      if (!param) continue;
      let low = 0;
      let high = list.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((list[mid] as Assignment).node.start < binding.start) low = mid + 1;
        else high = mid;
      }
      const first = list[low];
      if (!first || first.node.start > binding.end) continue;
      if (!loops) {
        loops = [0];
        for (const { loop } of list) loops.push((loops[loops.length - 1] as number) + (loop ? 1 : 0));
      }
      let last = low;
      high = list.length;
      while (last < high) {
        const mid = (last + high) >> 1;
        if ((list[mid] as Assignment).node.start <= binding.end) last = mid + 1;
        else high = mid;
      }
      const looped = (loops[last] as number) - (loops[low] as number) > 0;
      param.assignedAt = looped ? binding.start : first.node.start;
    }
  }
}

/** From this many called names on, the text is read once for all of them rather than once per name. */
const WORD_COUNT_FROM = 4;
const PLAIN_WORD = /^[\w$]+$/;

/** `[\w$]`: an ASCII letter or digit, `_` or `$` (what `\w` matches without the `u` flag, and `$`). */
function isWordCode(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 95 ||
    code === 36
  );
}

/**
 * How often each of `names` that is a plain word (`[\w$]+`) is written as a whole word in `text`: the same count
 * as matching `(?<![\w$])name(?![\w$])` per name (a maximal run of word characters equal to it), in one pass
 * (a bundle calls thousands of its own functions). A run is read as a string only when its length is a name's.
 * Other names are left out (their caller matches them one by one).
 */
function countWords(text: string, names: ReadonlyMap<string, unknown>): Map<string, number> {
  const counts = new Map<string, number>();
  const lengths = new Set<number>();
  for (const name of names.keys())
    if (PLAIN_WORD.test(name)) {
      counts.set(name, 0);
      lengths.add(name.length);
    }
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && isWordCode(text.charCodeAt(i))) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && lengths.has(i - start)) {
      const word = text.slice(start, i);
      const count = counts.get(word);
      if (count !== undefined) counts.set(word, count + 1);
    }
    start = -1;
  }
  return counts;
}

/**
 * A parameter of a function called from one place only in the file (besides itself, passing the parameter
 * on): its value is what that call passes (`this.fetchWithTimeout(url, req, timeout, controller)` gives `ms`
 * the caller's `timeout`). A parameter assigned anywhere but once at the top of its body is left unknown.
 */
export function feedParameters(
  program: AstNode,
  text: string | undefined,
  constants: ConstantTables,
  calls: readonly AstNode[],
  assigned: ReadonlyMap<string, readonly { node: AstNode; fn: AstNode | undefined }[]>,
  after: ReadonlyMap<string, unknown>,
): void {
  const byPath = new Map<string, { call: AstNode; args: AstNode[] }[]>();
  for (const call of calls) {
    // Only a plain name or `this.name` (or `.call` of one) can call a function of this file.
    const callee = call.callee as AstNode;
    if (callee.type !== 'Identifier' && callee.type !== 'MemberExpression') continue;
    const called = calledPath(call);
    const fn = called ? constants.functions.get(called.path) : undefined;
    if (!called || !fn || (fn.params as AstNode[]).length === 0) continue;
    const list = byPath.get(called.path);
    if (list) list.push({ call, args: called.args });
    else byPath.set(called.path, [{ call, args: called.args }]);
  }
  if (byPath.size === 0) return;
  // How often each called name appears: a function whose name appears only where it is defined and called is
  // not handed to anything else.
  const counts = new Map<string, number>();
  for (const path of byPath.keys()) counts.set(path.replace(/^this\./, ''), 0);
  // First in the text (fast); a name also written in a comment or a string is then counted in the tree.
  let exact = text === undefined;
  if (text !== undefined) {
    const words = byPath.size > WORD_COUNT_FROM ? countWords(text, counts) : undefined;
    for (const [path, sites] of byPath) {
      const name = path.replace(/^this\./, '');
      const found =
        words?.get(name) ??
        text.match(new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'))?.length ??
        0;
      counts.set(name, found);
      if (found > sites.length + 1) exact = true;
    }
  }
  if (exact) {
    const privateMethods = new Set(
      [...byPath.keys()]
        .filter((path) => path.startsWith('this.') && privateMethod(constants.functions.get(path), text))
        .map((path) => path.slice('this.'.length)),
    );
    for (const name of counts.keys()) counts.set(name, 0);
    walk(program, (node, ancestors) => {
      if (node.type !== 'Identifier') return undefined;
      const name = String(node.name);
      const count = counts.get(name);
      // A method called only as `this.request(…)` is not the plain name `request` of a module the file loads
      // (sentry-api 0.2.0 lib/client.js: `Client.prototype.request` sends through `require('request')`).
      const other = !byPath.has(name) && !keyOrMember(node, ancestors[ancestors.length - 1]);
      // Nor, for a private method (`private async request(config)`, no other code can call or read it), is
      // another object's member of that name (`this.client.request(config)`, `error.request`).
      const foreign = privateMethods.has(name) && otherObjectMember(node, ancestors.at(-1), ancestors.at(-2));
      if (count !== undefined && !other && !foreign) counts.set(name, count + 1);
      return undefined;
    });
  }
  for (const [path, sites] of byPath) {
    const fn = constants.functions.get(path);
    if (!fn || constants.exported.has(fn)) continue;
    if (counts.get(path.replace(/^this\./, '')) !== sites.length + 1) continue;
    const outside = sites.filter(({ call }) => call.start < fn.start || call.start > fn.end);
    const inside = sites.filter(({ call }) => call.start >= fn.start && call.start <= fn.end);
    const ownAssigned = (name: string) =>
      assigned.get(name)?.some(({ node }) => node.start >= fn.start && node.end <= fn.end) === true;
    // One outside call with recursive ones feeds the parameters below instead (as before).
    if (inside.length === 0 || outside.length > 1) {
      constants.callSites.set(
        fn,
        inside.length === 0
          ? outside.map(({ args }) => args)
          : sitesWithRecursion(fn, outside, inside, ownAssigned), // recursive-calls.ts
      );
      constants.siteCalls.set(
        fn,
        outside.map(({ call }) => call),
      );
    }
    const only = outside.length === 1 ? outside[0] : undefined;
    if (!only) continue;
    let fed = false;
    for (const [index, param] of ((fn.params as AstNode[]) ?? []).entries()) {
      const id = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
      const given = only.args[index];
      const name = parameterName(id);
      if (!name || !given || given.type === 'SpreadElement') continue;
      // Assigned in this function (a same-named variable of another function is another binding).
      const own = assigned.get(name)?.some(({ node }) => node.start >= fn.start && node.end <= fn.end);
      if (own && !after.has(name)) continue;
      // A recursive call passes the parameter on unchanged, or the value is not the caller's alone.
      if (
        !inside.every(({ args }) => {
          const arg = args[index];
          return arg?.type === 'Identifier' && arg.name === name;
        })
      )
        continue;
      const binding = constants.bindings.get(name)?.find((b) => b.start === fn.start && b.end === fn.end);
      if (!binding) continue;
      const handed = withCallerKeys(given, only.call, constants);
      binding.init = param.type === 'AssignmentPattern' ? orDefault(handed, param.right as AstNode) : handed;
      fed = true;
    }
    if (fed) constants.feeding.add(only.call);
  }
}

/**
 * `requestConfig.timeout = this.timeout` once in each of several methods, each on a variable that method declares
 * itself (`const requestConfig = {…}`) or on its own parameter (poloniex-api-node 2.0.2 lib/poloniex.js lines 111
 * and 168, `options.timeout = …` in `_request(options, callback)` and `_requestPromised(options)`): one value per
 * method, from the statement on. Any other assignment of the
 * path (under an `if`, in a closure, on a variable of an outer function) leaves it unknown, as before.
 */
export function perFunctionMembers(
  constants: ConstantTables,
  key: string,
  list: readonly Assignment[],
): { node: AstNode; fn: AstNode }[] {
  const root = key.split('.')[0] ?? '';
  if (!key.includes('.') || list.length < 2 || root === 'this') return [];
  const fns = new Set<AstNode>();
  const own = (fn: AstNode | undefined): fn is AstNode =>
    fn !== undefined &&
    !fns.has(fn) &&
    (constants.bindings.get(root) ?? []).some(
      (b) => b.start === fn.start && b.end === fn.end && (b.init !== null || b.param !== undefined),
    );
  for (const { fn } of list) {
    if (!own(fn)) return [];
    fns.add(fn);
  }
  return list.map(({ node, fn }) => ({ node, fn: fn as AstNode }));
}

/** Values that may be the caller's `undefined` (a name, a member): only they fall back to the default. */
const HANDED = new Set(['Identifier', 'MemberExpression', 'ChainExpression']);

/**
 * What a parameter with a default holds when its only caller passes `given`: `given`, or the default when
 * `given` is `undefined` (`makeModelRequest(…, requestOptions = {})` fed the caller's optional `requestOptions`),
 * read as `given ?? default`.
 */
function orDefault(given: AstNode, fallback: AstNode): AstNode {
  if (!HANDED.has(given.type)) return given;
  return {
    type: 'LogicalExpression',
    operator: '??',
    left: given,
    right: fallback,
    start: given.start,
    end: given.end,
    // Read by `parameterLeft`: `given` is a parameter the caller may leave out, so the default then applies.
    fedDefault: true,
  };
}

/** `name` as a key (`x.name`, `{ name: … }`, `{ name }`), the only way a method of `this` is named. */
function keyOrMember(node: AstNode, parent: AstNode | undefined): boolean {
  if (parent?.type === 'MemberExpression') return parent.property === node && !parent.computed;
  return (parent?.type === 'Property' || parent?.type === 'MethodDefinition') && parent.key === node;
}

/**
 * `name` read as the member of an object other than `this` (`this.client.request`, `error.request`); not one
 * assigned (`Client.prototype.request = function …`, the method's own definition).
 */
function otherObjectMember(node: AstNode, parent: AstNode | undefined, grand: AstNode | undefined): boolean {
  return (
    parent?.type === 'MemberExpression' &&
    !(grand?.type === 'AssignmentExpression' && grand.left === parent) &&
    parent.property === node &&
    !parent.computed &&
    (parent.object as AstNode).type !== 'ThisExpression'
  );
}

/** A class method declared `private` in TypeScript (`private async request<T>(config)`), read off the text. */
function privateMethod(fn: AstNode | null | undefined, text: string | undefined): boolean {
  if (!fn || text === undefined) return false;
  const before = text.slice(Math.max(0, fn.start - 160), fn.start);
  return /\bprivate\s+(?:static\s+)?(?:async\s+)?[\w$]+\s*(?:<[^<>{};]*>)?\s*$/.test(before);
}
