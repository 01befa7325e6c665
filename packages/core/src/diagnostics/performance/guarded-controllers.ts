// A controller made only when a timeout is set, with its abort timer, and a signal that is the controller's when
// there is one: `let controller; if (httpOptions.timeout && typeof AbortController !== "undefined") { const
// abortController = new AbortController(); controller = abortController; timeoutId = setTimeout(() =>
// abortController.abort(), httpOptions.timeout); }` then `fetch(u, { …, signal: controller ? controller.signal :
// null })` (@apidevtools/json-schema-ref-parser 16.0.6 lib/resolvers/http.ts lines 188-208). The signal exists
// exactly when the timer is armed, so the request is bounded by that timeout when it is set and by nothing when it
// is not: judged as `AbortSignal.timeout(ms)` when `ms` is set by default, missing when it is not. The `if` must
// test `ms` itself, beside nothing but checks that the runtime has a global (`typeof AbortController !==
// "undefined"`, true where fetch exists); any other test, a second assignment of the controller or a timer that is
// not the only one in that `if` leaves the signal as it was (not known).
import { type AstNode, walk } from '../ast';
import { type Constants, ScopedConstants, valueByDefault } from './evaluate';
import { enclosingFunction, isNullish, toPath, unwrap } from './node-paths';

/** The timer's `ms` a guarded controller's signal is bounded by, and whether `ms` is set by default. */
export interface ArmedController {
  ms: AstNode;
  /** `ms` is the caller's value with no default (or a falsy one): the `if` does not run by default. */
  unset: boolean;
}

/** `choice` is `c ? c.signal : null` for such a controller `c`: its timer; `undefined` otherwise. */
export function armedController(choice: AstNode, constants: Constants): ArmedController | undefined {
  const program = constants instanceof ScopedConstants ? constants.program : undefined;
  const test = unwrap(choice.test as AstNode);
  if (!program || test.type !== 'Identifier' || !isNullish(unwrap(choice.alternate as AstNode)))
    return undefined;
  const name = String(test.name);
  if (toPath(choice.consequent as AstNode) !== `${name}.signal`) return undefined;
  const fn = enclosingFunction(program, choice);
  const made = fn && madeUnderIf(fn, name);
  if (!made) return undefined;
  const ms = soleTimer(made.guard.consequent as AstNode, made.owners);
  if (!ms || !testsOnly(made.guard.test as AstNode, toPath(ms))) return undefined;
  const value = valueByDefault(ms, constants);
  return { ms, unset: value === 'absent' || value === 'falsy' };
}

/**
 * `name` declared with no value in `fn` and assigned once, a new AbortController (directly or through a `const`
 * of the same block), inside the consequent of an `if`: that `if` and the names that hold the controller.
 */
function madeUnderIf(fn: AstNode, name: string): { guard: AstNode; owners: Set<string> } | undefined {
  let declared = 0; // one declaration, with no value
  const assigned: { value: AstNode; ancestors: readonly AstNode[] }[] = [];
  const controllers = new Map<string, AstNode>();
  walk(fn, (node, ancestors) => {
    if (node.type === 'VariableDeclarator') {
      const id = node.id as AstNode;
      const init = node.init as AstNode | null;
      if (id.type === 'Identifier' && id.name === name) declared += !init || isNullish(init) ? 1 : 2;
      if (id.type === 'Identifier' && init && isController(init)) controllers.set(String(id.name), node);
    }
    if (node.type === 'AssignmentExpression') {
      const left = unwrap(node.left as AstNode);
      if (left.type === 'Identifier' && left.name === name)
        assigned.push({ value: unwrap(node.right as AstNode), ancestors: [...ancestors] });
    }
    return undefined;
  });
  const [only] = assigned;
  if (declared !== 1 || assigned.length !== 1 || !only) return undefined;
  const guard = only.ancestors.findLast((ancestor) => ancestor.type === 'IfStatement');
  if (!guard) return undefined;
  const body = guard.consequent as AstNode;
  if (!(body.start <= only.value.start && only.value.end <= body.end)) return undefined;
  const owners = new Set([name]);
  if (isController(only.value)) return { guard, owners };
  const alias = only.value.type === 'Identifier' ? controllers.get(String(only.value.name)) : undefined;
  if (!alias || alias.start < body.start || alias.end > body.end) return undefined;
  owners.add(String(only.value.name));
  return { guard, owners };
}

function isController(node: AstNode): boolean {
  const current = unwrap(node);
  return current.type === 'NewExpression' && toPath(current.callee as AstNode) === 'AbortController';
}

/** The `ms` of the one `setTimeout(() => owner.abort(), ms)` in `block`; `undefined` for none or several. */
function soleTimer(block: AstNode, owners: ReadonlySet<string>): AstNode | undefined {
  const found: AstNode[] = [];
  walk(block, (node) => {
    if (node.type !== 'CallExpression' || toPath(node.callee as AstNode) !== 'setTimeout') return undefined;
    const [callback, ms] = node.arguments as AstNode[];
    if (callback && ms && abortsOwner(callback, owners)) found.push(ms);
    return undefined;
  });
  return found.length === 1 ? found[0] : undefined;
}

function abortsOwner(callback: AstNode, owners: ReadonlySet<string>): boolean {
  let found = false;
  walk(callback, (node) => {
    if (found) return false;
    if (node.type !== 'CallExpression') return undefined;
    const path = toPath(node.callee as AstNode) ?? '';
    if (path.endsWith('.abort') && owners.has(path.slice(0, -'.abort'.length))) found = true;
    return undefined;
  });
  return found;
}

/** The test is `ms`, `ms > 0`, or either `&&` runtime checks (`typeof AbortController !== "undefined"`). */
function testsOnly(test: AstNode, ms: string | undefined): boolean {
  const current = unwrap(test);
  if (!ms) return false;
  if (current.type === 'LogicalExpression' && current.operator === '&&')
    return (
      (testsOnly(current.left as AstNode, ms) && isRuntimeCheck(current.right as AstNode)) ||
      (isRuntimeCheck(current.left as AstNode) && testsOnly(current.right as AstNode, ms))
    );
  if (toPath(current) === ms) return true;
  const right = current.type === 'BinaryExpression' ? unwrap(current.right as AstNode) : undefined;
  return (
    current.operator === '>' &&
    toPath(current.left as AstNode) === ms &&
    right?.type === 'Literal' &&
    right.value === 0
  );
}

/** `typeof X !== "undefined"` or `typeof X === "function"`: whether the runtime has a global. */
function isRuntimeCheck(node: AstNode): boolean {
  const current = unwrap(node);
  if (current.type !== 'BinaryExpression') return false;
  const left = unwrap(current.left as AstNode);
  const right = unwrap(current.right as AstNode);
  if (left.type !== 'UnaryExpression' || left.operator !== 'typeof' || right.type !== 'Literal') return false;
  return (
    ((current.operator === '!==' || current.operator === '!=') && right.value === 'undefined') ||
    ((current.operator === '===' || current.operator === '==') && right.value === 'function')
  );
}
