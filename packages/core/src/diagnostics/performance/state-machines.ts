// An async function compiled for older targets keeps its locals as bare `var`s of the outer function and assigns
// them in the steps of a state machine inside a callback: Babel's regenerator (`var url, options; return
// _regenerator.wrap(function _callee$(_context) { while (1) switch (_context.prev = _context.next) { case 0:
// options = { method, headers }; …; return helper.fetch(url.href, options);`, zulip-js 2.1.0 lib/api.js:12-44)
// and tsc's `__generator` (`switch (_a.label) { case 0: opts = { method: 'GET', … }; return [4, this._fetch(url,
// opts)];`, @adzerk/decision-sdk 1.0.0-beta.26 lib/client.js:336-346). A name so assigned once in the whole file
// holds that value after the assignment, up to the end of the function declaring it; steps that jump past it
// leave it `undefined`, which no read of a bound mistakes for a value.
import type { AstNode } from '../ast';
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
