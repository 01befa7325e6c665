import { type AstNode, isAstNode, walk } from '../ast';

/** `const` declarations of a file by name; a name declared twice (in different scopes) is left out. */
export type Constants = ReadonlyMap<string, AstNode>;

const WRAPPERS = new Set([
  'ParenthesizedExpression',
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'ChainExpression',
]);

/** The expression without parentheses, `as`, `satisfies`, `!` and optional-chain wrappers. */
export function unwrap(node: AstNode): AstNode {
  let current = node;
  for (;;) {
    if (WRAPPERS.has(current.type) && isAstNode(current.expression)) current = current.expression;
    else if (isIndirectCall(current)) current = (current.expressions as AstNode[])[1] as AstNode;
    else return privateField(current) ?? current;
  }
}

const PRIVATE_GET = /^(__classPrivateFieldGet|_classPrivateFieldGet2?|_classPrivateFieldLooseBase)$/;
const PRIVATE_STATE = /^_[A-Za-z0-9$]+?_(\w+)$/;

/**
 * tsc's `__classPrivateFieldGet(this, _Client_timeoutMs, "f")` (a `#timeoutMs` compiled for older targets)
 * read as the member it stands for, `this.timeoutMs`; anything else: `undefined`.
 */
function privateField(node: AstNode): AstNode | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as AstNode;
  if (callee.type !== 'Identifier' || !PRIVATE_GET.test(String(callee.name))) return undefined;
  const [receiver, state] = node.arguments as AstNode[];
  if (receiver?.type !== 'ThisExpression' || state?.type !== 'Identifier') return undefined;
  const name = PRIVATE_STATE.exec(String(state.name))?.[1];
  if (!name) return undefined;
  return {
    type: 'MemberExpression',
    start: node.start,
    end: node.end,
    computed: false,
    object: receiver,
    property: { type: 'Identifier', name, start: state.start, end: state.end },
  };
}

/** `__classPrivateFieldSet(this, _Client_timeoutMs, value, "f")`: the member it assigns and the value. */
function privateFieldSet(node: AstNode): { path: string; value: AstNode } | undefined {
  const callee = node.callee as AstNode;
  if (
    callee.type !== 'Identifier' ||
    !/^(__classPrivateFieldSet|_classPrivateFieldSet2?)$/.test(String(callee.name))
  )
    return undefined;
  const [receiver, state, value] = node.arguments as AstNode[];
  if (receiver?.type !== 'ThisExpression' || state?.type !== 'Identifier' || !value) return undefined;
  const name = PRIVATE_STATE.exec(String(state.name))?.[1];
  return name ? { path: `this.${name}`, value } : undefined;
}

/** tsc's `(0, axios_1.default)(…)`: a sequence that only drops `this`. */
function isIndirectCall(node: AstNode): boolean {
  const expressions = node.expressions as AstNode[] | undefined;
  return (
    node.type === 'SequenceExpression' &&
    expressions?.length === 2 &&
    expressions[0]?.type === 'Literal' &&
    isAstNode(expressions[1])
  );
}

/** One binding of a name: the function (or program) it is visible in, and its value (`null`: unknown). */
interface Binding {
  start: number;
  end: number;
  init: AstNode | null;
}

/**
 * The values a file's names are bound to: `const` and once-assigned `let`/`var` declarations, parameter
 * defaults (`{ timeout = 0 } = {}`: the value when the caller passes none), `this.x = …` assigned once and
 * class fields. A name bound in several functions is resolved in the function a reference sits in.
 */
export class ScopedConstants extends Map<string, AstNode> {
  readonly bindings = new Map<string, Binding[]>();
  /** Functions and methods of the file by the name they are called by (`f`, `this.m`); two of a name: unknown. */
  readonly functions = new Map<string, AstNode | null>();
  /** Calls whose arguments are the values of the called function's parameters (its only caller in the file). */
  readonly feeding = new Set<AstNode>();
  /** Keys assigned on an object after it is made (`options.signal = …`; `*`: a computed key), by its path. */
  readonly mutated = new Map<string, Set<string>>();
  private readonly returns = new WeakMap<AstNode, AstNode | null>();

  /**
   * What a call of a function or method of this file returns: its one `return` value, or every return as a
   * choice (`cond ? a : b`, judged like a conditional: a value only when the returns agree or one is known).
   */
  returned(call: AstNode): AstNode | undefined {
    const callee = calledPath(call);
    const fn = callee ? this.functions.get(callee.path) : undefined;
    if (!fn) return undefined;
    let value = this.returns.get(fn);
    if (value === undefined) {
      value = returnValue(fn);
      this.returns.set(fn, value);
    }
    return value ?? undefined;
  }

  /** The value `name` has at `offset`: the innermost binding around it, if it is the only one there. */
  lookup(name: string, offset: number): AstNode | undefined {
    const all = this.bindings.get(name);
    if (!all) return undefined;
    let best: Binding[] = [];
    for (const binding of all) {
      if (offset < binding.start || offset > binding.end) continue;
      const size = binding.end - binding.start;
      const bestSize = best[0] ? best[0].end - best[0].start : Number.POSITIVE_INFINITY;
      if (size < bestSize) best = [binding];
      else if (size === bestSize) best.push(binding);
    }
    return best.length === 1 ? (best[0]?.init ?? undefined) : undefined;
  }
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** An unknown test: a synthetic choice between the returns of one function. */
const UNKNOWN_TEST: AstNode = { type: 'Identifier', name: '\u0000', start: 0, end: 0 };

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

/** The value a function returns (several returns as a choice); `null` when one returns nothing known. */
function returnValue(fn: AstNode): AstNode | null {
  const body = fn.body as AstNode | undefined;
  if (!body) return null;
  if (body.type !== 'BlockStatement') return body;
  const values: AstNode[] = [];
  let bare = false;
  walk(body, (node) => {
    if (FUNCTIONS.has(node.type) || node.type === 'ClassBody') return false;
    if (node.type === 'ReturnStatement') {
      if (isAstNode(node.argument)) values.push(node.argument);
      else bare = true;
    }
    return undefined;
  });
  if (bare || values.length === 0 || values.length > 8) return null;
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

/** `await x`: the value `x` settles to (for a known value or a call of an async function here, its return). */
function unwrapAwait(node: AstNode): AstNode {
  let current = unwrap(node);
  while (current.type === 'AwaitExpression' && isAstNode(current.argument))
    current = unwrap(current.argument);
  return current;
}

/** The function a `const f = () => …`, `function f`, method `m() {}` or `X.prototype.m = function` defines. */
function definedName(node: AstNode, parent: AstNode | undefined): string | undefined {
  if (node.type === 'FunctionDeclaration' && isAstNode(node.id)) return String(node.id.name);
  if (!parent) return undefined;
  if (parent.type === 'VariableDeclarator' && (parent.id as AstNode).type === 'Identifier')
    return String((parent.id as AstNode).name);
  if (
    parent.type === 'MethodDefinition' &&
    !parent.static &&
    !parent.computed &&
    (parent.key as AstNode).type === 'Identifier' &&
    (parent.kind === 'method' || parent.kind === undefined)
  )
    return `this.${String((parent.key as AstNode).name)}`;
  if (parent.type === 'AssignmentExpression') {
    const match = /\.prototype\.(\w+)$/.exec(toPath(parent.left as AstNode) ?? '');
    if (match) return `this.${match[1]}`;
  }
  return undefined;
}

/** `a.b = …` or `x = …` as a statement of its function's own body (run once, in order, on every call). */
function directIn(ancestors: readonly AstNode[]): AstNode | undefined {
  const statement = ancestors[ancestors.length - 1];
  const block = ancestors[ancestors.length - 2];
  const fn = ancestors[ancestors.length - 3];
  if (statement?.type !== 'ExpressionStatement' || block?.type !== 'BlockStatement') return undefined;
  return fn && FUNCTIONS.has(fn.type) && fn.body === block ? fn : undefined;
}

export function collectConstants(program: AstNode): ScopedConstants {
  const collector = constantsCollector(program);
  walk(program, collector.enter);
  return collector.finish();
}

/** A visitor form of `collectConstants`, for a walk shared with other collectors. */
export function constantsCollector(program: AstNode): {
  enter: (node: AstNode, ancestors: readonly AstNode[]) => unknown;
  finish: () => ScopedConstants;
} {
  const constants = new ScopedConstants();
  const reassigned = new Set<string>();
  const lets = new Set<string>();
  const bind = (name: string, scope: AstNode, init: AstNode | null): void => {
    const list = constants.bindings.get(name) ?? [];
    list.push({ start: scope.start, end: scope.end, init });
    constants.bindings.set(name, list);
  };
  const scopeOf = (ancestors: readonly AstNode[]): AstNode => {
    for (let i = ancestors.length - 1; i >= 0; i--) {
      const ancestor = ancestors[i];
      if (ancestor && FUNCTIONS.has(ancestor.type)) return ancestor;
    }
    return program;
  };
  // Calls of the file's own functions, assignments of names and of `a.b` paths, and how often each name
  // appears (a function whose name appears only where it is defined and called is called nowhere else).
  const calls: AstNode[] = [];
  const assigned = new Map<string, { node: AstNode; fn: AstNode | undefined }[]>();
  const assign = (key: string, node: AstNode, fn: AstNode | undefined): void => {
    const list = assigned.get(key);
    if (list) list.push({ node, fn });
    else assigned.set(key, [{ node, fn }]);
  };
  const enter = (node: AstNode, ancestors: readonly AstNode[]): unknown => {
    if (FUNCTIONS.has(node.type)) {
      const defined = definedName(node, ancestors[ancestors.length - 1]);
      if (defined) constants.functions.set(defined, constants.functions.has(defined) ? null : node);
      // A parameter without a default has whatever the caller passes: never a known value, except an
      // optional one (`init?: RequestInit`), which is `undefined` when the caller gives none.
      const names = new Set<string>();
      for (const param of (node.params as AstNode[]) ?? []) {
        if (param.type === 'Identifier' && param.optional === true) {
          bind(String(param.name), node, {
            type: 'Identifier',
            name: 'undefined',
            start: param.start,
            end: param.end,
          });
        } else addBound(param, names, false);
      }
      for (const name of names) bind(name, node, null);
      return;
    }
    if (node.type === 'CatchClause' && isAstNode(node.param)) {
      const names = new Set<string>();
      addBound(node.param, names, false);
      for (const name of names) bind(name, node, null);
      return;
    }
    if (node.type === 'VariableDeclaration') {
      const scope = scopeOf(ancestors);
      for (const declarator of node.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        if (id.type !== 'Identifier') {
          const names = new Set<string>();
          // `const { req, timeout } = await this.buildRequest(…)`: each name is that member of the value.
          const from = isAstNode(declarator.init) ? unwrapAwait(declarator.init) : undefined;
          if (from && id.type === 'ObjectPattern') {
            for (const property of id.properties as AstNode[]) {
              const key = property.key as AstNode | undefined;
              const value = property.value as AstNode | undefined;
              if (
                property.type !== 'Property' ||
                property.computed ||
                key?.type !== 'Identifier' ||
                value?.type !== 'Identifier'
              )
                continue;
              bind(String(value.name), scope, {
                type: 'MemberExpression',
                start: from.start,
                end: from.end,
                computed: false,
                object: from,
                property: { type: 'Identifier', name: String(key.name), start: key.start, end: key.end },
              });
              names.add(`\u0000${String(value.name)}`);
            }
          }
          const bound = new Set<string>();
          addBound(id, bound, false);
          for (const name of bound) if (!names.has(`\u0000${name}`)) bind(name, scope, null);
          continue;
        }
        const name = String(id.name);
        // `let`/`var` names are values only while assigned once, at their declaration.
        if (node.kind !== 'const') lets.add(name);
        bind(name, scope, isAstNode(declarator.init) ? declarator.init : null);
      }
      return;
    }
    // Run-time defaults: a parameter's default is its value when the caller gives none.
    if (node.type === 'AssignmentPattern' && (node.left as AstNode).type === 'Identifier') {
      bind(String((node.left as AstNode).name), scopeOf(ancestors), node.right as AstNode);
      return;
    }
    if (node.type === 'CallExpression') {
      const set = privateFieldSet(node);
      if (set) bind(set.path, program, set.value);
      calls.push(node);
      return undefined;
    }
    // `this.timeout = …` once in the file (a constructor), or a class field `timeout = 30_000`.
    if (node.type === 'AssignmentExpression' && node.operator === '=') {
      const left = node.left as AstNode;
      if (left.type === 'Identifier') {
        reassigned.add(String(left.name));
        assign(String(left.name), node, directIn(ancestors));
      } else if (left.type === 'MemberExpression') {
        const owner = toPath(left.object as AstNode);
        const property = left.property as AstNode;
        if (owner && !isSetter(left, node.right as AstNode, ancestors)) {
          const keys = constants.mutated.get(owner) ?? new Set<string>();
          keys.add(!left.computed && property.type === 'Identifier' ? String(property.name) : '*');
          constants.mutated.set(owner, keys);
        }
        // `options.timeout = options.timeout ?? this.timeout`: the member's value from there on.
        const target = toPath(left);
        if (target && !target.startsWith('this.')) assign(target, node, directIn(ancestors));
      }
      const path = thisMember(left);
      if (path) bind(path, program, node.right as AstNode);
      return;
    }
    if (node.type === 'PropertyDefinition' && !node.computed && isAstNode(node.value)) {
      const key = node.key as AstNode;
      if (key.type !== 'Identifier') return;
      if (!node.static) bind(`this.${String(key.name)}`, program, node.value);
      else {
        // `static DEFAULT_TIMEOUT = 600000`, read as `OpenAI.DEFAULT_TIMEOUT`.
        const owner = ancestors[ancestors.length - 2];
        const id = owner && isAstNode(owner.id) ? owner.id : undefined;
        if (id?.type === 'Identifier') bind(`${String(id.name)}.${String(key.name)}`, program, node.value);
      }
    }
    return undefined;
  };
  const finish = (): ScopedConstants => {
    const after = new Map<string, { node: AstNode; fn: AstNode }>();
    for (const [key, list] of assigned) {
      const only = list.length === 1 ? list[0] : undefined;
      if (!only?.fn) continue;
      const scoped = key.includes('.')
        ? true
        : constants.bindings.get(key)?.some((b) => b.start === only.fn?.start && b.end === only.fn?.end);
      if (scoped) after.set(key, { node: only.node, fn: only.fn });
    }
    for (const name of reassigned) if (lets.has(name) && !after.has(name)) constants.bindings.delete(name);
    // Assigned once, as a statement of the function's own body: that value from the statement on.
    for (const [key, { node, fn }] of after) {
      const list = constants.bindings.get(key) ?? [];
      list.push({ start: node.end, end: fn.end, init: node.right as AstNode });
      constants.bindings.set(key, list);
    }
    if (constants.functions.size > 0) feedParameters(program, constants, calls, assigned, after);
    for (const [name, list] of constants.bindings) {
      if (list.length === 1 && list[0]?.init) constants.set(name, list[0].init);
    }
    return constants;
  };
  return { enter, finish };
}

/**
 * A parameter of a function called from one place only in the file (besides itself, passing the parameter
 * on): its value is what that call passes (`this.fetchWithTimeout(url, req, timeout, controller)` gives `ms`
 * the caller's `timeout`). A parameter assigned anywhere but once at the top of its body is left unknown.
 */
function feedParameters(
  program: AstNode,
  constants: ScopedConstants,
  calls: readonly AstNode[],
  assigned: ReadonlyMap<string, readonly { node: AstNode; fn: AstNode | undefined }[]>,
  after: ReadonlyMap<string, unknown>,
): void {
  const byPath = new Map<string, { call: AstNode; args: AstNode[] }[]>();
  for (const call of calls) {
    const called = calledPath(call);
    if (!called || !constants.functions.get(called.path)) continue;
    const list = byPath.get(called.path);
    if (list) list.push({ call, args: called.args });
    else byPath.set(called.path, [{ call, args: called.args }]);
  }
  if (byPath.size === 0) return;
  // How often each called name appears: a function whose name appears only where it is defined and called is
  // not handed to anything else.
  const counts = new Map<string, number>();
  for (const path of byPath.keys()) counts.set(path.replace(/^this\./, ''), 0);
  walk(program, (node) => {
    if (node.type !== 'Identifier') return undefined;
    const count = counts.get(String(node.name));
    if (count !== undefined) counts.set(String(node.name), count + 1);
    return undefined;
  });
  for (const [path, sites] of byPath) {
    const fn = constants.functions.get(path);
    if (!fn) continue;
    if (counts.get(path.replace(/^this\./, '')) !== sites.length + 1) continue;
    const outside = sites.filter(({ call }) => call.start < fn.start || call.start > fn.end);
    const inside = sites.filter(({ call }) => call.start >= fn.start && call.start <= fn.end);
    const only = outside.length === 1 ? outside[0] : undefined;
    if (!only) continue;
    let fed = false;
    for (const [index, param] of ((fn.params as AstNode[]) ?? []).entries()) {
      const id = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
      const given = only.args[index];
      if (id.type !== 'Identifier' || !given || given.type === 'SpreadElement') continue;
      const name = String(id.name);
      if ((assigned.get(name)?.length ?? 0) > 0 && !after.has(name)) continue;
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
      binding.init = given;
      fed = true;
    }
    if (fed) constants.feeding.add(only.call);
  }
}

/** `this.timeout` (or tsc's `this.#timeout`) as a key of the constants map. */
function thisMember(node: AstNode): string | undefined {
  if (node.type !== 'MemberExpression' || node.computed) return undefined;
  if ((node.object as AstNode).type !== 'ThisExpression') return undefined;
  const property = node.property as AstNode;
  return property.type === 'Identifier' ? `this.${String(property.name)}` : undefined;
}

/** `this.timeout`, or a static field read through its class (`OpenAI.DEFAULT_TIMEOUT`) when one is bound. */
function memberKey(node: AstNode, constants: Constants): string | undefined {
  const own = thisMember(node);
  if (own || node.type !== 'MemberExpression' || node.computed) return own;
  const object = node.object as AstNode;
  const property = node.property as AstNode;
  if (object.type !== 'Identifier' || property.type !== 'Identifier') return undefined;
  const key = `${String(object.name)}.${String(property.name)}`;
  const known = constants instanceof ScopedConstants ? constants.bindings.has(key) : constants.has(key);
  return known ? key : undefined;
}

/** A node resolved through `const` names: `TIMEOUT` → `5_000`. Stops after a few hops (cycles). */
export function resolveNode(node: AstNode, constants: Constants): AstNode {
  let current = unwrap(node);
  for (let hops = 0; hops < 8; hops++) {
    const key = current.type === 'Identifier' ? String(current.name) : memberKey(current, constants);
    const next = key
      ? constants instanceof ScopedConstants
        ? constants.lookup(key, current.start)
        : constants.get(key)
      : undefined;
    if (!next) break;
    current = unwrap(next);
  }
  return current;
}

/**
 * The number an expression always has, or `undefined` when it depends on run time: literals (numeric
 * separators included), `const` names, members of `const` objects, `Infinity` and `+ - * /` of those.
 */
export function evaluateNumber(node: AstNode, constants: Constants, depth = 0): number | undefined {
  if (depth > 16) return undefined;
  const current = resolveNode(node, constants);
  if (current.type === 'Literal') return typeof current.value === 'number' ? current.value : undefined;
  if (current.type === 'Identifier' && current.name === 'Infinity') return Number.POSITIVE_INFINITY;
  if (current.type === 'UnaryExpression' && isAstNode(current.argument)) {
    const value = evaluateNumber(current.argument, constants, depth + 1);
    if (value === undefined) return undefined;
    if (current.operator === '-') return -value;
    if (current.operator === '+') return value;
    return undefined;
  }
  if (current.type === 'BinaryExpression' && isAstNode(current.left) && isAstNode(current.right)) {
    const left = evaluateNumber(current.left, constants, depth + 1);
    const right = evaluateNumber(current.right, constants, depth + 1);
    if (left === undefined || right === undefined) return undefined;
    switch (current.operator) {
      case '+':
        return left + right;
      case '-':
        return left - right;
      case '*':
        return left * right;
      case '/':
        return right === 0 ? undefined : left / right;
      case '**':
        return left ** right;
      default:
        return undefined;
    }
  }
  if (current.type === 'MemberExpression') {
    const property = getMember(current, constants);
    return property === 'absent' || property === 'unknown'
      ? undefined
      : evaluateNumber(property, constants, depth + 1);
  }
  const returned = returnedBy(current, constants);
  if (returned) return evaluateNumber(returned, constants, depth + 1);
  return evaluateDefault(current, constants, depth);
}

/**
 * The effective default of a value decided at run time, when its fallback is visible: `opts.timeout ||
 * 30000`, `timeout ?? 80_000`, `o.timeout != null ? o.timeout : 60000`, `ensureOption(o, 'timeout', 6e4)`.
 * What the caller may pass instead is not known; without it, the fallback is what the call gets.
 */
function evaluateDefault(current: AstNode, constants: Constants, depth: number): number | undefined {
  if (current.type === 'LogicalExpression' && (current.operator === '||' || current.operator === '??')) {
    const left = evaluateNumber(current.left as AstNode, constants, depth + 1);
    if (left !== undefined && (current.operator === '??' || left !== 0)) return left;
    return evaluateNumber(current.right as AstNode, constants, depth + 1);
  }
  if (current.type === 'ConditionalExpression') {
    const test = evaluateTest(current.test as AstNode, constants, depth + 1);
    if (test !== undefined) {
      return evaluateNumber((test ? current.consequent : current.alternate) as AstNode, constants, depth + 1);
    }
    const yes = evaluateNumber(current.consequent as AstNode, constants, depth + 1);
    const no = evaluateNumber(current.alternate as AstNode, constants, depth + 1);
    // One branch is the caller's value, the other the literal fallback.
    if (yes === undefined) return no;
    if (no === undefined) return yes;
    return yes === no ? yes : undefined;
  }
  if (current.type === 'CallExpression') {
    const args = current.arguments as AstNode[];
    const names = args.some(
      (arg) => arg.type === 'Literal' && typeof arg.value === 'string' && /timeout/i.test(arg.value),
    );
    const last = args[args.length - 1];
    if (names && args.length >= 2 && last) return evaluateNumber(last, constants, depth + 1);
  }
  return undefined;
}

/** A condition's value when both sides are known (`this.timeout > 0` with its default); else undefined. */
export function evaluateTest(node: AstNode, constants: Constants, depth = 0): boolean | undefined {
  const current = resolveNode(node, constants);
  if (current.type === 'BinaryExpression') {
    const left = evaluateNumber(current.left as AstNode, constants, depth + 1);
    const right = evaluateNumber(current.right as AstNode, constants, depth + 1);
    if (left === undefined || right === undefined) return undefined;
    switch (current.operator) {
      case '>':
        return left > right;
      case '>=':
        return left >= right;
      case '<':
        return left < right;
      case '<=':
        return left <= right;
      case '===':
      case '==':
        return left === right;
      case '!==':
      case '!=':
        return left !== right;
      default:
        return undefined;
    }
  }
  return undefined;
}

/** An object literal's known properties; `open` when a spread of unknown content may add more. */
export interface ObjectView {
  properties: Map<string, AstNode>;
  open: boolean;
}

/** The object literal an expression always is (through `const` names and spreads), if it is one. */
export function resolveObject(node: AstNode, constants: Constants, depth = 0): ObjectView | undefined {
  const view = objectOf(node, constants, depth);
  if (!view || !(constants instanceof ScopedConstants) || constants.mutated.size === 0) return view;
  // Keys assigned on the object later (`options.signal = controller.signal` under an `if`): not known, unless
  // assigned once at the top of the function before this point.
  const path = toPath(node);
  const keys = path ? constants.mutated.get(path) : undefined;
  if (!keys) return view;
  const changed: ObjectView = { properties: new Map(view.properties), open: view.open };
  for (const key of keys) {
    if (key === '*') changed.open = true;
    else changed.properties.set(key, constants.lookup(`${path}.${key}`, node.start) ?? UNKNOWN_TEST);
  }
  return changed;
}

function objectOf(node: AstNode, constants: Constants, depth: number): ObjectView | undefined {
  if (depth > 8) return undefined;
  const current = resolveNode(node, constants);
  if (current.type !== 'ObjectExpression') {
    if (current.type === 'MemberExpression') {
      const member = getMember(current, constants);
      if (member !== 'absent' && member !== 'unknown') return resolveObject(member, constants, depth + 1);
    }
    if (current.type === 'ConditionalExpression') {
      const test = evaluateTest(current.test as AstNode, constants);
      if (test !== undefined)
        return resolveObject(
          (test ? current.consequent : current.alternate) as AstNode,
          constants,
          depth + 1,
        );
      const yes = resolveObject(current.consequent as AstNode, constants, depth + 1);
      const no = yes && resolveObject(current.alternate as AstNode, constants, depth + 1);
      return yes && no ? eitherView(yes, no) : undefined;
    }
    const merged = mergedView(current, constants, depth);
    if (merged) return merged;
    const returned = returnedBy(current, constants);
    return returned ? resolveObject(returned, constants, depth + 1) : undefined;
  }
  const view: ObjectView = { properties: new Map(), open: false };
  for (const property of current.properties as AstNode[]) {
    if (property.type === 'SpreadElement') {
      const spread = resolveObject(property.argument as AstNode, constants, depth + 1);
      if (!spread) view.open = true;
      else {
        for (const [key, value] of spread.properties) view.properties.set(key, value);
        view.open ||= spread.open;
      }
      continue;
    }
    const key = propertyKey(property);
    if (key === undefined) {
      view.open = true;
      continue;
    }
    view.properties.set(key, property.value as AstNode);
  }
  return view;
}

/** The value a call of the file's own function returns, or an awaited value (`await this.build()`). */
function returnedBy(node: AstNode, constants: Constants): AstNode | undefined {
  if (node.type === 'AwaitExpression') return unwrapAwait(node);
  if (node.type !== 'CallExpression' || !(constants instanceof ScopedConstants)) return undefined;
  return constants.returned(node);
}

const UNDEFINED: AstNode = { type: 'Identifier', name: 'undefined', start: 0, end: 0 };

/** One of two objects (`cond ? a : b`, two returns): a key set in one only may be absent. */
function eitherView(a: ObjectView, b: ObjectView): ObjectView {
  const view: ObjectView = { properties: new Map(), open: a.open || b.open };
  for (const key of new Set([...a.properties.keys(), ...b.properties.keys()])) {
    const yes = a.properties.get(key) ?? (a.open ? UNKNOWN_TEST : UNDEFINED);
    const no = b.properties.get(key) ?? (b.open ? UNKNOWN_TEST : UNDEFINED);
    view.properties.set(
      key,
      yes === no
        ? yes
        : {
            type: 'ConditionalExpression',
            start: 0,
            end: 0,
            test: UNKNOWN_TEST,
            consequent: yes,
            alternate: no,
          },
    );
  }
  return view;
}

/**
 * Merge helpers from other modules: lodash's `merge`/`assign`/`extend`, `deepmerge`, and the `mergeData`,
 * `mergeConfig`, `mergeOptions` SDKs write; later arguments override earlier ones, as with spreads.
 */
const MERGES = /^(merge\w*|deepMerge|deepmerge|extend|assign)$/;

/**
 * `this.defaultRequest[key] = value` in a method taking both: a setter the caller may call, like an option it
 * may pass; not a change the default path makes.
 */
function isSetter(left: AstNode, right: AstNode, ancestors: readonly AstNode[]): boolean {
  const key = left.property as AstNode;
  if (!left.computed || key.type !== 'Identifier' || right.type !== 'Identifier') return false;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const ancestor = ancestors[i] as AstNode;
    if (!FUNCTIONS.has(ancestor.type)) continue;
    const params = new Set(
      (ancestor.params as AstNode[]).map((param) => (param.type === 'Identifier' ? String(param.name) : '')),
    );
    return params.has(String(key.name)) && params.has(String(right.name));
  }
  return false;
}

/** `Object.assign({}, defaults, options)`, tsc's `__assign` and Babel's `_extends`: the arguments spread in order. */
function mergedView(node: AstNode, constants: Constants, depth: number): ObjectView | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = toPath(node.callee as AstNode) ?? '';
  const helper =
    MERGES.test(callee.split('.').pop() ?? '') &&
    !(constants instanceof ScopedConstants && constants.functions.has(callee));
  if (!helper && !/^(Object\.assign|__assign|_extends|_objectSpread2?)$/.test(callee)) return undefined;
  return resolveObject(
    {
      type: 'ObjectExpression',
      start: node.start,
      end: node.end,
      properties: (node.arguments as AstNode[]).map((argument) =>
        argument.type === 'SpreadElement'
          ? { ...argument, argument: { type: 'Identifier', name: '\u0000', start: 0, end: 0 } }
          : { type: 'SpreadElement', start: argument.start, end: argument.end, argument },
      ),
    },
    constants,
    depth + 1,
  );
}

/** A property of an object view: its value node, `absent`, or `unknown` (an unknown spread may set it). */
export function getProperty(view: ObjectView, key: string): AstNode | 'absent' | 'unknown' {
  const value = view.properties.get(key);
  if (value) return value;
  return view.open ? 'unknown' : 'absent';
}

function getMember(node: AstNode, constants: Constants): AstNode | 'absent' | 'unknown' {
  if (node.computed && (node.property as AstNode).type !== 'Literal') return 'unknown';
  const property = node.property as AstNode;
  const key = property.type === 'Identifier' ? String(property.name) : String(property.value);
  const object = resolveObject(node.object as AstNode, constants);
  return object ? getProperty(object, key) : 'unknown';
}

function propertyKey(property: AstNode): string | undefined {
  if (property.type !== 'Property') return undefined;
  const key = property.key as AstNode;
  if (!property.computed && key.type === 'Identifier') return String(key.name);
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}

/** `a.b.c` as text for identifiers, `this` and non-computed members; `undefined` for anything else. */
export function toPath(node: AstNode): string | undefined {
  const current = unwrap(node);
  if (current.type === 'Identifier') return String(current.name);
  if (current.type === 'ThisExpression') return 'this';
  if (current.type === 'MemberExpression' && !current.computed) {
    const object = toPath(current.object as AstNode);
    const property = current.property as AstNode;
    if (object === undefined || property.type !== 'Identifier') return undefined;
    return `${object}.${String(property.name)}`;
  }
  return undefined;
}

/** Names a pattern binds; those under a default (`{ timeout = 0 }`) are left to their AssignmentPattern. */
function addBound(pattern: AstNode, names: Set<string>, underDefault: boolean): void {
  switch (pattern.type) {
    case 'Identifier':
      if (!underDefault) names.add(String(pattern.name));
      return;
    case 'ObjectPattern':
      for (const property of pattern.properties as AstNode[]) {
        const value = (property.type === 'RestElement' ? property.argument : property.value) as AstNode;
        addBound(value, names, false);
      }
      return;
    case 'ArrayPattern':
      for (const element of pattern.elements as (AstNode | null)[])
        if (element) addBound(element, names, false);
      return;
    case 'AssignmentPattern':
      addBound(pattern.left as AstNode, names, (pattern.left as AstNode).type === 'Identifier');
      return;
    case 'RestElement':
      addBound(pattern.argument as AstNode, names, false);
      return;
    case 'TSParameterProperty':
      addBound(pattern.parameter as AstNode, names, false);
      return;
    default:
  }
}
