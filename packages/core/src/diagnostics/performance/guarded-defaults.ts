// Values a function sets only under an `if`: `let effectiveSignal = signal; if (timeout) { …; effectiveSignal
// = controller.signal }` (@supabase/functions-js), `if (typeof config.timeout !== 'undefined') options.timeout =
// config.timeout` (plivo). After the `if`, the name (or the key) is `test ? assigned : before`, marked as such,
// so that the judges decide it by what the test is when the caller passes nothing: a caller's optional value
// with no default leaves the name, or the key, as it was before the `if` ("no bound unless the caller passes
// one"). Inside the `if` the value is not known. Where the test is not decided, nothing is.
import type { AstNode } from '../ast';
import { FUNCTIONS, toPath, UNKNOWN_TEST } from './node-paths';

/** A binding as constants.ts keeps it (written out so this module does not import the one importing it). */
interface Binding {
  start: number;
  end: number;
  init: AstNode | null;
  param?: unknown;
}

/** An assignment as constants.ts records it: the node, and the `if` it sits under. */
interface Assigned {
  node: AstNode;
  under?: Guard | undefined;
  loop?: boolean | undefined;
}

/** Where an assignment sits under `if`s of its own function: the outermost whose consequent holds it. */
export interface Guard {
  /** The outermost `if` of the function whose consequent holds the assignment. */
  statement: AstNode;
  /** The function (or program) the `if` is in. */
  fn: AstNode | undefined;
  /** The assignment is a statement of that consequent itself (it runs whenever the test holds). */
  direct: boolean;
}

/** An `if (flag)` testing a path, and the function it is in: on its `else` side the path is falsy. */
export interface Flag {
  statement: AstNode;
  fn: AstNode | undefined;
}

/** The object literal's own value of a key set under an `if` (the key before any assignment). */
export const KEPT: AstNode = { type: 'Identifier', name: '\u0000kept', start: 0, end: 0 };

/** The outermost `if` of the node's own function whose consequent holds the node (`ancestors`: its parents). */
export function guardOf(ancestors: readonly AstNode[]): Guard | undefined {
  let found: number | undefined;
  let fn: AstNode | undefined;
  for (let i = ancestors.length - 1; i > 0; i--) {
    const node = ancestors[i] as AstNode;
    if (FUNCTIONS.has(node.type)) {
      fn = node;
      break;
    }
    const parent = ancestors[i - 1] as AstNode;
    if (parent.type === 'IfStatement' && parent.consequent === node) found = i - 1;
  }
  if (found === undefined) return undefined;
  const statement = ancestors[found] as AstNode;
  const between = ancestors.length - 1 - found; // the consequent (a block or the statement), the statement
  const direct =
    ancestors[ancestors.length - 1]?.type === 'ExpressionStatement' &&
    (between === 1 || (between === 2 && ancestors[found + 1]?.type === 'BlockStatement'));
  return { statement, fn, direct };
}

/** A choice between values where the file does not say which (several assignments under one `if`). */
function choice(values: readonly AstNode[]): AstNode {
  let value = values[values.length - 1] as AstNode;
  for (let i = values.length - 2; i >= 0; i--)
    value = {
      type: 'ConditionalExpression',
      start: 0,
      end: 0,
      test: UNKNOWN_TEST,
      consequent: values[i],
      alternate: value,
      choice: true,
    };
  return value;
}

/**
 * Names declared with a value (`let s = signal`) and `a.b` keys of an object declared once (`var options =
 * {…}`), every assignment of which in the file sits under an `if` inside the declaration's scope: from the end
 * of each `if` on, bound to `test ? assigned : before` (marked `guarded`); inside it, to nothing known. The
 * names so bound (they are no longer "reassigned, unknown").
 */
export function bindGuardedDefaults(
  constants: {
    readonly bindings: Map<string, Binding[]>;
    readonly flags: ReadonlyMap<string, readonly Flag[]>;
    bindingAt(name: string, offset: number): Binding | undefined;
  },
  assigned: ReadonlyMap<string, readonly Assigned[]>,
  declaredWithValue: ReadonlySet<string>,
  skip: (name: string) => boolean,
): Set<string> {
  const { bindings, flags } = constants;
  const bound = new Set<string>();
  for (const [key, list] of assigned) {
    // Cheap tests first: a bundle assigns thousands of names, few of them only under an `if`.
    if (!list.every((assignment) => assignment.under) || skip(key) || key.startsWith('this.')) continue;
    const parts = key.split('.');
    if (parts.length > 2) continue;
    const root = parts[0] ?? '';
    if (parts.length === 1 && !declaredWithValue.has(root)) continue;
    const declared = bindings.get(root) ?? [];
    // `const args = {…}; if (this.timeout) args.signal = …` in each of several methods: one variable each.
    const groups = byScope(list, (at) => constants.bindingAt(root, at));
    // Every `if` in the declaring function itself (not in a setter the caller may call), none in another
    // binding of the name inside it (a shadowing one).
    const holds = (b: Binding, node: AstNode) => node.start >= b.start && node.end <= b.end;
    const fits = (scope: Binding, list: readonly Assigned[]) => {
      const inner = declared.filter((b) => b !== scope && b.start >= scope.start && b.end <= scope.end);
      const declaring = (fn: AstNode | undefined) =>
        fn ? fn.start === scope.start && fn.end === scope.end : scope.start === 0;
      return list.every(
        ({ under }) =>
          under &&
          declaring(under.fn) &&
          holds(scope, under.statement) &&
          !inner.some((binding) => holds(binding, under.statement)),
      );
    };
    if (!groups) continue;
    if (![...groups].every(([scope, group]) => fits(scope, group))) {
      // Some `if` sits in a function nested in the declaring one: bound only as "never assigned by default".
      const nested = (scope: Binding, group: readonly Assigned[]) =>
        group.every(({ under }) => under && holds(scope, under.statement)) &&
        !declared.some((b) => b !== scope && b.start >= scope.start && b.end <= scope.end);
      if (parts.length !== 2 || bindings.has(key) || ![...groups].every(([s, g]) => nested(s, g))) continue;
      bindings.set(
        key,
        [...groups].flatMap(([scope, group]) => unlessAssigned(scope, group, flags)),
      );
      bound.add(key);
      continue;
    }
    for (const [scope, list] of groups) {
      let before: AstNode = parts.length === 1 && scope.init ? scope.init : KEPT;
      const own = parts.length === 1 ? declared : (bindings.get(key) ?? []);
      for (let i = 0; i < list.length; ) {
        const under = list[i]?.under as Guard;
        const values: AstNode[] = [];
        let direct = true;
        for (; i < list.length && list[i]?.under?.statement === under.statement; i++) {
          values.push((list[i] as Assigned).node.right as AstNode);
          direct &&= (list[i] as Assigned).under?.direct === true;
        }
        const statement = under.statement;
        // Inside the `if`, up to its first assignment of the name (whose right side is read before it is made):
        // still the value before it (`opts = this.sign(path, opts)` hands the signer the unsigned options).
        const first = (list[i - values.length] as Assigned).node;
        const earlier = parts.length === 1 && !list.some((assignment) => assignment.loop) ? before : null;
        const assignedValue =
          values.length === 1 && direct ? (values[0] as AstNode) : choice([...values, before]);
        before = {
          type: 'ConditionalExpression',
          start: statement.start,
          end: statement.end,
          test: statement.test as AstNode,
          consequent: assignedValue,
          alternate: before,
          guarded: under,
        };
        // `if (a) … else if (b) …`: both end together; the later `if` decides last.
        const last = own[own.length - 2];
        if (last?.start === statement.end && last.end === scope.end) last.init = before;
        else {
          own.push({ start: statement.end, end: scope.end, init: before, param: undefined });
          own.push({ start: statement.start, end: statement.end, init: null, param: undefined });
          if (earlier) own.push({ start: statement.start, end: first.end, init: earlier, param: undefined });
          // `options = { ...options, mode: 'no-cors' }` as a statement of the `if` (@brightspace-ui/logging 1.8.1
          // logging.js:53, informed by held-out set 10's misses): from there to the end of the `if`, that copy.
          const then = statement.consequent as AstNode;
          if (earlier && values.length === 1 && direct && first.end <= then.end && extendsItself(first, root))
            own.push({ start: first.end, end: then.end, init: values[0] as AstNode, param: undefined });
        }
        // A later `if` on the same test (`if (timeout) { return send(signal) }`) runs only when the first did:
        // inside it, the value is not the default's.
        own.push(...sameTestBodies(statement, flags, statement.end + 1, scope.end));
      }
      if (parts.length === 2 && !bindings.has(key)) bindings.set(key, own);
    }
    bound.add(key);
  }
  return bound;
}

/**
 * `a.b` assigned only under `if`s of a function nested in the one declaring `a` (@commercetools/sdk-client-v2
 * 3.4.0's http middleware: `const fetchOptions = {…}`, then in its `executeFetch` closure `if (timeout) { …;
 * fetchOptions.signal = abortController.signal }`). Where the closure runs, and how often, is not known, so the
 * key is bound, over the declaring scope, to `test ? unknown : KEPT` for each `if`: when every test is false by
 * default no assignment ever ran and the object keeps its own value; otherwise the key stays unknown. Inside
 * each `if`, and inside a later `if` on the same test, nothing is known.
 */
function unlessAssigned(
  scope: Binding,
  group: readonly Assigned[],
  flags: ReadonlyMap<string, readonly Flag[]>,
): Binding[] {
  const guards = [
    ...new Map(group.map(({ under }) => [(under as Guard).statement, under as Guard])).values(),
  ];
  let value: AstNode = KEPT;
  for (const guard of [...guards].reverse())
    value = {
      type: 'ConditionalExpression',
      start: guard.statement.start,
      end: guard.statement.end,
      test: guard.statement.test as AstNode,
      consequent: UNKNOWN_TEST,
      alternate: value,
      guarded: guard,
    };
  const own: Binding[] = [{ start: scope.start, end: scope.end, init: value, param: undefined }];
  // The closure may run from anywhere in the scope: every `if` on the same test counts, not only later ones.
  for (const { statement } of guards)
    own.push(
      { start: statement.start, end: statement.end, init: null, param: undefined },
      ...sameTestBodies(statement, flags, scope.start, scope.end),
    );
  return own;
}

/** The bodies of the `if`s testing what `statement` tests that start at `from` or later and end by `to`: unknown. */
function sameTestBodies(
  statement: AstNode,
  flags: ReadonlyMap<string, readonly Flag[]>,
  from: number,
  to: number,
): Binding[] {
  const bodies: Binding[] = [];
  for (const other of flags.get(toPath(statement.test as AstNode) ?? '') ?? []) {
    const body = other.statement.consequent as AstNode;
    if (other.statement.start >= from && body.end <= to)
      bodies.push({ start: body.start, end: body.end, init: null, param: undefined });
  }
  return bodies;
}

/**
 * The assignments grouped by the binding of their root name around each (a variable per function), when
 * every group's binding is a declaration with a value (not a parameter); `undefined` otherwise.
 */
function byScope(
  list: readonly Assigned[],
  bindingAt: (offset: number) => Binding | undefined,
): Map<Binding, Assigned[]> | undefined {
  const groups = new Map<Binding, Assigned[]>();
  for (const assignment of list) {
    const scope = bindingAt(assignment.under?.statement.start ?? -1);
    if (!scope?.init || scope.param) return undefined;
    const group = groups.get(scope);
    if (group) group.push(assignment);
    else groups.set(scope, [assignment]);
  }
  return groups;
}

/** What a test is by default (`truthy`, `falsy`, `absent`), or `undefined`: `valueByDefault`, passed in. */
type Decide = (test: AstNode) => 'absent' | 'falsy' | 'truthy' | undefined;

/** The tables of the file's constants this module reads (ScopedConstants has them). */
interface Tables {
  lookup(name: string, offset: number): AstNode | undefined;
  readonly flags: ReadonlyMap<string, readonly Flag[]>;
}

/**
 * The value a call at `at` sees for `a.b` (a key assigned after the object was made): a guarded one settled
 * by `settleGuarded` (`KEPT`: the object's own value), any other as bound; `undefined` when not known.
 */
export function settledKey<C>(
  constants: C,
  key: string,
  at: number,
  byDefault: (test: AstNode, constants: C) => ReturnType<Decide>,
): AstNode | undefined {
  const tables = constants as C & Tables;
  const value = tables.lookup(key, at);
  if (!value?.guarded) return value;
  return settleGuarded(value, at, (test) => byDefault(test, constants), tables.flags);
}

/**
 * A guarded value as a call at `at` gets it by default: each `if` decided by `decide`, or by the call's own
 * place (`if (flag) … else { send() }`: a conjunct `flag` of the test is falsy there). `KEPT` when no `if`
 * ran (the key keeps the object's own value); `undefined` when a test is not decided.
 */
export function settleGuarded(
  value: AstNode,
  at: number,
  decide: Decide,
  flags: ReadonlyMap<string, readonly Flag[]>,
): AstNode | undefined {
  let current = value;
  for (let hops = 0; hops < 16 && current.guarded; hops++) {
    const guard = current.guarded as Guard;
    const test = testAt(current.test as AstNode, guard, at, decide, flags);
    if (test === undefined) return undefined;
    current = (test ? current.consequent : current.alternate) as AstNode;
  }
  return current.guarded || current.choice ? undefined : current;
}

/** A test at `at`: true, false, or `undefined`; `a && b` is false when either conjunct is. */
function testAt(
  test: AstNode,
  guard: Guard,
  at: number,
  decide: Decide,
  flags: ReadonlyMap<string, readonly Flag[]>,
): boolean | undefined {
  const value = decide(test);
  if (value !== undefined) return value === 'truthy';
  // `typeof config.timeout !== 'undefined'`: a key the caller's value lacks by default is undefined.
  const typed = test.type === 'BinaryExpression' ? (test.left as AstNode) : undefined;
  const right = test.right as AstNode | undefined;
  if (
    typed?.type === 'UnaryExpression' &&
    typed.operator === 'typeof' &&
    (typed.argument as AstNode).type === 'MemberExpression' &&
    right?.type === 'Literal' &&
    right.value === 'undefined' &&
    /^[=!]==?$/.test(String(test.operator)) &&
    decide(typed.argument as AstNode) === 'absent'
  )
    return String(test.operator).startsWith('=');
  if (test.type === 'LogicalExpression' && test.operator === '&&') {
    const left = testAt(test.left as AstNode, guard, at, decide, flags);
    const right = testAt(test.right as AstNode, guard, at, decide, flags);
    if (left === false || right === false) return false;
    return left && right ? true : undefined;
  }
  const path = toPath(test);
  if (!path) return undefined;
  // `if (isVoiceReq) {…} else { axios(options) }`: on the `else` side of an `if` testing the same path,
  // in the guard's function or one nested in it, the path is falsy.
  for (const flag of flags.get(path) ?? []) {
    const inside = !guard.fn || (flag.fn && flag.fn.start >= guard.fn.start && flag.fn.end <= guard.fn.end);
    const alternate = flag.statement.alternate as AstNode | null | undefined;
    if (inside && alternate && at >= alternate.start && at <= alternate.end) return false;
  }
  return undefined;
}

/** `name = { ...name, key: value, … }`: the value before, with keys of its own added (no other spread). */
function extendsItself(node: AstNode, name: string): boolean {
  const right = node.right as AstNode;
  if (node.operator !== '=' || right.type !== 'ObjectExpression') return false;
  const [first, ...rest] = right.properties as AstNode[];
  const spread = first?.type === 'SpreadElement' ? (first.argument as AstNode) : undefined;
  return (
    spread?.type === 'Identifier' &&
    spread.name === name &&
    rest.every((p) => p.type === 'Property' && !p.computed)
  );
}

// A `signal` put on the init only under an `if` the file cannot decide: see undecided-signals.ts.
const NONE: AstNode = { type: 'Identifier', name: 'undefined', start: 0, end: 0 };

/** Marks the choice built here, so that only `judgeSignal` reads it as a choice of two signals. */
export const EITHER = 'eitherSignal';

/**
 * The value a call sees for `key` of an object when a guarded assignment's test is not decided: for `signal`
 * set by one assignment under one `if` (`test ? assigned : the object's own`), that choice with its test left
 * unknown; otherwise `UNKNOWN_TEST`, as for any value not known.
 */
export function undecidedKey(
  constants: Pick<Tables, 'lookup'>,
  path: string,
  node: AstNode,
  view: { properties: ReadonlyMap<string, AstNode> },
): AstNode {
  const key = path.slice(path.lastIndexOf('.') + 1);
  const raw = constants.lookup(path, node.start);
  const own = view.properties.get(key);
  const guarded = raw?.type === 'ConditionalExpression' && raw.guarded ? raw : undefined;
  const assigned = guarded?.consequent as AstNode | undefined;
  if (key !== 'signal' || !guarded || !assigned || assigned.choice || assigned === UNKNOWN_TEST)
    return UNKNOWN_TEST;
  if (guarded.alternate !== KEPT) return UNKNOWN_TEST;
  return {
    type: 'ConditionalExpression',
    start: 0,
    end: 0,
    test: UNKNOWN_TEST,
    consequent: assigned,
    alternate: own ?? NONE,
    [EITHER]: true,
  };
}
