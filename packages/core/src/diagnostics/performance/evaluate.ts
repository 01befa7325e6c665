import { type AstNode, isAstNode } from '../ast';
import { asRestOf, castArgument, clonedFrom, coalescedLeft, jsonCopied, nullAsZero } from './compiled-shapes';
import { ScopedConstants } from './constants';
import { declaredMembers, lacksMember } from './declared-types';
import { KEPT, settledKey, undecidedKey } from './guarded-defaults';
import { packageMember } from './key-defaults';
import { isMergeHelper } from './merged-parts';
import {
  type Constants,
  isNullish,
  orEmpty,
  propertyKey,
  thisMember,
  toPath,
  UNKNOWN_TEST,
  unwrap,
  unwrapAwait,
} from './node-paths';
import { instanceGetterRead, unsetOnPrototype } from './prototype-members';
import { received } from './received-objects';
import { thisAliasMember } from './this-aliases';
import { comparedByDefault, fallbackOf, parameterLeft } from './undefined-comparisons';

export { coalescedLeft } from './compiled-shapes';
export { calledPath, collectConstants, constantsCollector, ScopedConstants } from './constants';
export { type Constants, toPath, unwrap } from './node-paths';

/** `this.timeout`, a bound static field (`OpenAI.DEFAULT_TIMEOUT`), `that.timeout` with `that = this` (this-aliases). */
function memberKey(node: AstNode, constants: Constants): string | undefined {
  const own = thisMember(node);
  if (own || node.type !== 'MemberExpression' || node.computed) return own;
  const object = node.object as AstNode;
  const property = node.property as AstNode;
  if (object.type !== 'Identifier' || property.type !== 'Identifier') return undefined;
  const key = `${String(object.name)}.${String(property.name)}`;
  const known = constants instanceof ScopedConstants ? constants.bindings.has(key) : constants.has(key);
  if (known || !(constants instanceof ScopedConstants)) return known ? key : undefined;
  return thisAliasMember(String(object.name), String(property.name), constants.bindings);
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
    // `timeout * 1000` with `timeout = null`: null counts as 0 in arithmetic (compiled-shapes.ts).
    const left =
      evaluateNumber(current.left, constants, depth + 1) ?? nullAsZero(resolveNode(current.left, constants));
    const right =
      evaluateNumber(current.right, constants, depth + 1) ??
      nullAsZero(resolveNode(current.right, constants));
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
  // `parseInt(config.timeout, 10)`, `Number(ms)`: the number they read.
  const cast = castArgument(current);
  if (cast) return evaluateNumber(cast, constants, depth + 1);
  const returned = returnedBy(current, constants);
  if (returned) return evaluateNumber(returned, constants, depth + 1);
  return evaluateDefault(current, constants, depth, current !== unwrap(node));
}

/** A value written into a key (`this.timeout = timeout || 0`): its fallback, 0 too, is the default kept there. */
export const evaluateStored = (value: AstNode, constants: Constants) =>
  evaluateDefault(unwrap(value), constants, 0, true) ?? evaluateNumber(value, constants);

/**
 * The effective default of a value decided at run time, when its fallback is visible: `opts.timeout ||
 * 30000`, `timeout ?? 80_000`, `o.timeout != null ? o.timeout : 60000`, `ensureOption(o, 'timeout', 6e4)`.
 * What the caller may pass instead is not known; without it, the fallback is what the call gets.
 */
function evaluateDefault(current: AstNode, constants: Constants, depth: number, stored = false) {
  if (current.type === 'LogicalExpression' && (current.operator === '||' || current.operator === '??')) {
    const left = evaluateNumber(current.left as AstNode, constants, depth + 1);
    if (left !== undefined && (current.operator === '??' || left !== 0)) return left;
    const right = evaluateNumber(current.right as AstNode, constants, depth + 1);
    // `setTimeout(opts.timeout || 0)` (aws-sdk lib/http/node.js:82): 0 only when stored (see above) or shown absent.
    return right !== 0 || stored || shownAbsent(unwrap(current.left as AstNode), constants)
      ? right
      : undefined;
  }
  if (current.type === 'ConditionalExpression') {
    // tsc's `a ?? b` (`(_a = a) !== null && _a !== void 0 ? _a : b`), read as written.
    const given = coalescedLeft(current);
    if (given) {
      const left = evaluateNumber(given, constants, depth + 1);
      return left ?? evaluateNumber(current.alternate as AstNode, constants, depth + 1);
    }
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
  /** When `open` only because of spreads of unknown content: those spreads' arguments. */
  openBy?: AstNode[] | undefined;
}

/** The object literal an expression always is (through `const` names and spreads), if it is one. */
export function resolveObject(node: AstNode, constants: Constants, depth = 0): ObjectView | undefined {
  const view = objectOf(node, constants, depth);
  if (!view || !(constants instanceof ScopedConstants) || constants.mutated.size === 0) return view;
  // Keys assigned on the object later (`options.signal = controller.signal` under an `if`): not known, unless
  // assigned once at the top of the function before this point.
  const path = toPath(node);
  const keys = path ? constants.mutatedKeys(path, node.start) : undefined;
  if (!keys) return view;
  const changed: ObjectView = { properties: new Map(view.properties), open: view.open, openBy: view.openBy };
  for (const key of keys) {
    const at = `${path}.${key}`;
    const value =
      key === '*'
        ? undefined
        : (settledKey(constants, at, node.start, valueByDefault) ?? constants.copied.get(at)); // loop-copies.ts
    if (key === '*') {
      changed.open = true;
      changed.openBy = undefined;
    } else if (value !== KEPT) changed.properties.set(key, value ?? undecidedKey(constants, at, node, view));
  }
  return changed;
}

function objectOf(node: AstNode, constants: Constants, depth: number): ObjectView | undefined {
  if (depth > 8) return undefined;
  const current = asRestOf(resolveNode(node, constants));
  if (current.type === 'RestOf') {
    // `...rest` of `const { signal, ...rest } = from` (or a helper's): from's keys but those taken.
    const from = resolveObject(current.from as AstNode, constants, depth + 1);
    if (!from) return undefined;
    const rest: ObjectView = { properties: new Map(from.properties), open: from.open };
    for (const key of current.taken as string[]) rest.properties.delete(key);
    return rest;
  }
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
      return yes && no ? eitherView(yes, no, current.test as AstNode) : undefined;
    }
    // `options ?? {}` (a fed parameter's default, too): the side it takes by default.
    const fallback = fallbackOf(current, constants, valueByDefault);
    if (fallback) return resolveObject(fallback, constants, depth + 1);
    const merged = mergedView(current, constants, depth);
    if (merged) return merged;
    const returned = returnedBy(current, constants);
    const view = returned && resolveObject(returned, constants, depth + 1);
    if (view) return view;
    // An options value not known here whose declared type lists what it can carry: read like `{ ...node }`.
    const declared =
      constants instanceof ScopedConstants ? declaredMembers(node, current, constants) : undefined;
    return declared ? { properties: new Map(), open: true, openBy: [node] } : undefined;
  }
  const view: ObjectView = { properties: new Map(), open: false };
  for (const property of current.properties as AstNode[]) {
    if (property.type === 'SpreadElement') {
      const spread = spreadObject(property.argument as AstNode, constants, depth + 1);
      if (!spread && constants instanceof ScopedConstants) {
        // A spread of unknown content may still have a declared type that says which keys it can carry.
        const argument = property.argument as AstNode;
        declaredMembers(argument, resolveNode(argument, constants), constants);
      }
      if (!spread) {
        if (!view.open || view.openBy) view.openBy = [...(view.openBy ?? []), property.argument as AstNode];
        view.open = true;
      } else {
        for (const [key, value] of spread.properties) view.properties.set(key, value);
        if (spread.open)
          view.openBy =
            view.open && !view.openBy
              ? undefined
              : spread.openBy && [...(view.openBy ?? []), ...spread.openBy];
        view.open ||= spread.open;
      }
      continue;
    }
    const key = propertyKey(property);
    if (key === undefined) {
      view.open = true;
      view.openBy = undefined;
      continue;
    }
    view.properties.set(key, property.value as AstNode);
  }
  return view;
}

/**
 * What a spread adds: an object, nothing for `null`/`undefined`, and for a choice between an object and nothing
 * (`...buildBody()` returning `null` or `{ body }`) that object's keys, each perhaps absent.
 */
function spreadObject(node: AstNode, constants: Constants, depth: number): ObjectView | undefined {
  const resolved = resolveNode(node, constants);
  const current =
    resolved.type === 'CallExpression' ? (returnedBy(resolved, constants) ?? resolved) : resolved;
  // `...opts` of `opts = undefined` (@aerisweather Http.js:98, set 11): nothing by default. A typed optional
  // (`init?: RequestInit`) stays unknown: what the caller hands on whole is judged where it is chosen.
  if (isNullish(current) && !current.implied) return { properties: new Map(), open: false };
  // `...(config?.params && { params })`: a falsy value spreads nothing (@unit-finance/unit-node-sdk, set 11).
  if (current.type === 'LogicalExpression' && current.operator === '&&')
    return resolveObject(current.right as AstNode, constants, depth);
  const choice = current.type === 'ConditionalExpression' ? current : undefined;
  const branches = choice ? [choice.consequent as AstNode, choice.alternate as AstNode] : [];
  const nothing = branches.findIndex((branch) => isNullish(resolveNode(branch, constants)));
  const other = nothing >= 0 ? branches[1 - nothing] : undefined;
  if (!other) return resolveObject(node, constants, depth);
  return resolveObject(other, constants, depth);
}

/** A file function's return, a copy's source (JSON, lodash, structuredClone), or an awaited value. */
export function returnedBy(node: AstNode, constants: Constants): AstNode | undefined {
  if (node.type === 'AwaitExpression') return unwrapAwait(node);
  if (node.type !== 'CallExpression' || !(constants instanceof ScopedConstants)) return undefined;
  return jsonCopied(node) ?? constants.returned(node) ?? clonedFrom(node, (f) => constants.functions.has(f));
}

const UNDEFINED: AstNode = { type: 'Identifier', name: 'undefined', start: 0, end: 0 };

/**
 * One of two objects (`cond ? a : b`, two returns): a key set in one only may be absent; its value is chosen
 * by `test` (the condition's own, so that its default can decide it later).
 */
function eitherView(a: ObjectView, b: ObjectView, test: AstNode = UNKNOWN_TEST): ObjectView {
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
            test,
            consequent: yes,
            alternate: no,
          },
    );
  }
  return view;
}

/** `Object.assign({}, defaults, options)`, tsc's `__assign` (tslib's too) and Babel's `_extends`: arguments spread in order. */
function mergedView(node: AstNode, constants: Constants, depth: number): ObjectView | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = toPath(node.callee as AstNode) ?? '';
  const helper =
    isMergeHelper(callee, constants) &&
    !(constants instanceof ScopedConstants && constants.functions.has(callee));
  if (!helper && !/^(Object\.assign|(\w+\.)?__assign|_extends|_objectSpread2?)$/.test(callee)) return;
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
  if (value) return value === UNKNOWN_TEST ? 'unknown' : value; // a key set where the checker cannot decide
  if (!view.open) return 'absent';
  // Open only by values whose declared types all lack the key (`...this.fetchOptions` typed `{ cache }`).
  const { openBy } = view;
  return openBy && openBy.length > 0 && openBy.every((node) => lacksMember(node, key)) ? 'absent' : 'unknown';
}

const shownAbsent = (node: AstNode, constants: Constants) =>
  node.type === 'MemberExpression' && getMember(node, constants) === 'absent';
function getMember(node: AstNode, constants: Constants): AstNode | 'absent' | 'unknown' {
  if (node.computed && (node.property as AstNode).type !== 'Literal') return 'unknown';
  const property = node.property as AstNode;
  const key = property.type === 'Identifier' ? String(property.name) : String(property.value);
  const object = resolveObject(node.object as AstNode, constants);
  const found = object ? getProperty(object, key) : 'unknown';
  // A bound key of an object received from elsewhere: the default the package sets for it (key-defaults.ts).
  return found === 'unknown'
    ? packageMember(node, key, constants, () => received(node.object as AstNode, constants))
    : found;
}

/** What a value is when the caller passes nothing: nullish (`absent`), another falsy value, or truthy. */
export type DefaultValue = 'absent' | 'falsy' | 'truthy';

const ALWAYS_TRUTHY = new Set([
  'ObjectExpression',
  'ArrayExpression',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'NewExpression',
  'RestOf',
]);

/**
 * What an expression is by default, for a condition that decides whether a call gets a bound: the
 * caller's optional values with no visible default (`options?.timeout`, `config.timeout` of a parameter
 * `config`) are absent, a visible fallback decides (`opts.timeout || null` is absent, `|| 30000` truthy);
 * `undefined` when it is not known (a call, a name of another module).
 */
export function valueByDefault(node: AstNode, constants: Constants, depth = 0): DefaultValue | undefined {
  if (depth > 12) return undefined;
  const current = resolveNode(node, constants);
  if (current.type === 'Literal') {
    if (current.value === null) return 'absent';
    return current.value || current.regex ? 'truthy' : 'falsy';
  }
  if (current.type === 'Identifier') return current.name === 'undefined' ? 'absent' : undefined;
  if (ALWAYS_TRUTHY.has(current.type)) return 'truthy';
  if (current.type === 'UnaryExpression' && isAstNode(current.argument)) {
    if (current.operator === 'void') return 'absent';
    if (current.operator === '!') {
      const value = valueByDefault(current.argument, constants, depth + 1);
      return value === undefined ? undefined : value === 'truthy' ? 'falsy' : 'truthy';
    }
  }
  if (current.type === 'LogicalExpression') {
    const left =
      valueByDefault(current.left as AstNode, constants, depth + 1) ?? parameterLeft(current, constants);
    if (left === undefined) return undefined;
    const right = () => valueByDefault(current.right as AstNode, constants, depth + 1);
    if (current.operator === '||') return left === 'truthy' ? left : right();
    if (current.operator === '??') return left === 'absent' ? right() : left;
    if (current.operator === '&&') return left === 'truthy' ? right() : left;
    return undefined;
  }
  if (current.type === 'ConditionalExpression') {
    // tsc's `a ?? b`: `(_a = a) !== null && _a !== void 0 ? _a : b`.
    const given = coalescedLeft(current);
    if (given) {
      const left = valueByDefault(given, constants, depth + 1);
      return left === 'absent' ? valueByDefault(current.alternate as AstNode, constants, depth + 1) : left;
    }
    const test = valueByDefault(current.test as AstNode, constants, depth + 1);
    if (test !== undefined)
      return valueByDefault(
        (test === 'truthy' ? current.consequent : current.alternate) as AstNode,
        constants,
        depth + 1,
      );
    const yes = valueByDefault(current.consequent as AstNode, constants, depth + 1);
    return yes !== undefined && yes === valueByDefault(current.alternate as AstNode, constants, depth + 1)
      ? yes
      : undefined;
  }
  if (current.type === 'BinaryExpression')
    return comparedByDefault(current, constants, depth, {
      resolve: resolveNode,
      number: evaluateNumber,
      member: getMember,
      byDefault: valueByDefault,
    });
  if (current.type === 'MemberExpression') {
    const member = getMember(current, constants);
    if (member === 'absent') return 'absent';
    if (member !== 'unknown') return valueByDefault(member, constants, depth + 1);
    const unset = constants instanceof ScopedConstants && unsetOnPrototype(current, constants);
    const read = constants instanceof ScopedConstants && instanceGetterRead(current, constants);
    return unset || callersMember(read || current, constants, depth) ? 'absent' : undefined;
  }
  const number = evaluateNumber(current, constants);
  if (number !== undefined) return number === 0 || Number.isNaN(number) ? 'falsy' : 'truthy';
  return undefined;
}

/**
 * `config.timeout` where `config` is a parameter still holding the caller's value (or a member of one that is
 * itself absent by default), and nothing in the file sets that key on it: the caller's optional value.
 */
function callersMember(member: AstNode, constants: Constants, depth: number): boolean {
  if (!(constants instanceof ScopedConstants) || member.computed) return false;
  const key = String((member.property as AstNode).name);
  // `(options || {}).key`: the caller's options, or an empty object that lacks the key.
  const object = resolveNode(orEmpty(resolveNode(member.object as AstNode, constants), key), constants);
  const path = toPath(object);
  const set = path ? constants.mutatedKeys(path, member.start) : undefined;
  if (set?.has(key) || set?.has('*')) return false;
  if (object.type === 'Identifier')
    // `options?.timeoutMs` of an optional `options?` (bound to `undefined`): absent
    return (
      object.name === 'undefined' || constants.parameterAt(String(object.name), object.start) !== undefined
    );
  return object.type === 'MemberExpression' && valueByDefault(object, constants, depth + 1) === 'absent';
}
