// An async function compiled for older targets keeps its locals as bare `var`s of the outer function and assigns
// them in the steps of a state machine inside a callback: Babel's regenerator (`var url, options; return
// _regenerator.wrap(function _callee$(_context) { while (1) switch (_context.prev = _context.next) { case 0:
// options = { method, headers }; …; return helper.fetch(url.href, options);`, zulip-js 2.1.0 lib/api.js:12-44)
// and tsc's `__generator` (`switch (_a.label) { case 0: opts = { method: 'GET', … }; return [4, this._fetch(url,
// opts)];`, @adzerk/decision-sdk 1.0.0-beta.26 lib/client.js:336-346). A name so assigned once in the whole file
// holds that value after the assignment, up to the end of the function declaring it; steps that jump past it
// leave it `undefined`, which no read of a bound mistakes for a value.
import { type AstNode, walk } from '../ast';
import type { Binding } from './assignments';
import { FUNCTIONS, toPath, unwrap } from './node-paths';

/** What a state machine switches on: `_context.next`, `_context.n`, tsc's `_a.label`. */
const STEP = /\.(next|n|label)$/;

/** Whether the statement an assignment sits in (ancestors up to it) is a step of a compiled state machine. */
export function inStateMachine(ancestors: readonly AstNode[]): boolean {
  const statement = ancestors[ancestors.length - 1];
  const step = ancestors[ancestors.length - 2];
  const machine = ancestors[ancestors.length - 3];
  if (statement?.type !== 'ExpressionStatement' || step?.type !== 'SwitchCase') return false;
  if (machine?.type !== 'SwitchStatement') return false;
  let on = unwrap(machine.discriminant as AstNode);
  // `_context.prev = _context.next`: Babel records the step it leaves.
  if (on.type === 'AssignmentExpression') on = unwrap(on.right as AstNode);
  if (!STEP.test(toPath(on) ?? '')) return false;
  // Between the switch and its callback only the loop Babel wraps it in (`while (1)`, `for (;;)`) or a block.
  for (let i = ancestors.length - 4; i >= 0; i--) {
    const ancestor = ancestors[i] as AstNode;
    if (FUNCTIONS.has(ancestor.type)) return true;
    if (!['WhileStatement', 'ForStatement', 'BlockStatement'].includes(ancestor.type)) return false;
  }
  return false;
}

/**
 * Names declared bare (`var options;`) and assigned once in the file, in a state machine's step inside the
 * declaring function: bound to that value from the assignment to the end of the declaring function.
 */
export function stateMachineValues(
  bindings: Map<string, Binding[]>,
  assigned: ReadonlyMap<string, readonly { node: AstNode; machine?: boolean }[]>,
  bare: ReadonlySet<string>,
): Set<string> {
  const names = new Set<string>();
  for (const [name, list] of assigned) {
    const only = list.length === 1 ? list[0] : undefined;
    if (!only?.machine || name.includes('.')) continue;
    const all = bindings.get(name) ?? [];
    const node = only.node;
    // The innermost binding around the assignment must be the bare declaration of an enclosing function.
    const around = all.filter((b) => b.start <= node.start && node.end <= b.end);
    const inner = around.sort((a, b) => a.end - a.start - (b.end - b.start))[0];
    if (!inner || inner.init !== null || inner.param || !bare.has(`${name}@${inner.start}`)) continue;
    all.push({ start: node.end, end: inner.end, init: node.right as AstNode, param: undefined });
    names.add(name);
  }
  return names;
}

/** tsc's generator helper, inlined (`__generator`) or from tslib (`tslib_1.__generator`). */
const GENERATOR = /^(\w+\.)?__generator$/;

/**
 * The callback of tsc's `__generator(this, function (_a) { … })` that `ancestors` (up to a statement) sit directly
 * in, for an async body with no `await` (megalodon 10.3.0 lib/cjs/mastodon/api_client.js:87-107): no `switch`,
 * its statements run once, in order, like the body it was compiled from; and the function declaring its locals
 * (the `__awaiter` callback around it). `undefined` for any other statement.
 */
export function straightGeneratorBody(
  ancestors: readonly AstNode[],
): { body: AstNode; outer: AstNode } | undefined {
  const statement = ancestors[ancestors.length - 1];
  const block = ancestors[ancestors.length - 2];
  const body = ancestors[ancestors.length - 3];
  const call = ancestors[ancestors.length - 4];
  if (statement?.type !== 'ExpressionStatement' || block?.type !== 'BlockStatement') return undefined;
  if (body?.type !== 'FunctionExpression' || body.body !== block || call?.type !== 'CallExpression')
    return undefined;
  if ((call.arguments as AstNode[])[1] !== body || !GENERATOR.test(toPath(call.callee as AstNode) ?? ''))
    return undefined;
  for (let i = ancestors.length - 5; i >= 0; i--) {
    const ancestor = ancestors[i] as AstNode;
    if (FUNCTIONS.has(ancestor.type)) return { body, outer: ancestor };
  }
  return undefined;
}

/**
 * `options = { params, headers }` as the first statement of such a body to write or read `options`, a local the
 * outer function declares bare (`var options;`): read as `var options = { params, headers }` declared in the body,
 * so that a later `if (this.accessToken) { options = merge({}, options, { headers }) }` there is read as it is in
 * the source (guarded-defaults.ts). The body, or `undefined` when the assignment is not one.
 */
export function generatorLocal(
  node: AstNode,
  ancestors: readonly AstNode[],
  isBare: (name: string, fn: AstNode) => boolean,
): AstNode | undefined {
  const left = node.left as AstNode;
  if (left.type !== 'Identifier' || node.operator !== '=') return undefined;
  const name = String(left.name);
  const at = straightGeneratorBody(ancestors);
  if (!at || !isBare(name, at.outer)) return undefined;
  const { body } = at;
  if ((body.params as AstNode[]).some((param) => param.type !== 'Identifier' || param.name === name))
    return undefined;
  const statement = ancestors[ancestors.length - 1] as AstNode;
  const statements = (body.body as AstNode).body as AstNode[];
  const before = statements.slice(0, statements.indexOf(statement));
  return [...before, node.right as AstNode].some((inner) => namesIt(inner, name)) ? undefined : body;
}

/** Whether `name` appears as an identifier anywhere in `node` (a read or a write). */
function namesIt(node: AstNode, name: string): boolean {
  let found = false;
  walk(node, (inner) => {
    if (found) return false;
    if (inner.type === 'Identifier' && inner.name === name) found = true;
    return undefined;
  });
  return found;
}
