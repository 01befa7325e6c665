// A request sent inside a promise's executor that also arms a timer rejecting that promise: `new Promise(function
// (resolve, reject) { const timeout = setTimeout(function () { reject(new Error('Request timed out')) },
// self._operationTimeout); const req = httplib.request(options, …); … })` (node-eventstore-client 23.10.1
// src/projections/projectionsClient.js lines 126-130). The caller stops waiting when the timer fires; the request is
// abandoned, not aborted — the same bound as a `Promise.race` against a timer (races.ts), judged by the timer's delay.
// Only a timer armed unconditionally at the top of the executor, whose callback is `reject` or calls it at its own
// top level, counts; only calls made directly in that executor (not in a callback inside it) are bounded by it.
import { type AstNode, walk } from '../ast';
import { FUNCTIONS, toPath, unwrap } from './node-paths';
import type { Race } from './races';

/** Statements and expressions a timer may sit in at the executor's top level (`const t = setTimeout(…)`). */
const PLAIN = new Set([
  'BlockStatement',
  'ExpressionStatement',
  'VariableDeclaration',
  'VariableDeclarator',
  'AssignmentExpression',
]);

/** A timer rejecting its executor's promise: its delay, and whether its callback also ends the request. */
export interface ExecutorTimer {
  ms: AstNode;
  /** The callback destroys or aborts something too (`this.req.destroy()`): the request is ended, not abandoned. */
  ends: boolean;
}

const ENDS = new Set(['destroy', 'abort']);

/**
 * The executor of `new Promise((resolve, reject) => { … })` in which `call` (a `setTimeout(cb, ms)`) is armed at the
 * top level with a callback that rejects the promise; `undefined` for any other call.
 */
export function rejectingExecutor(
  call: AstNode,
  ancestors: readonly AstNode[],
): { executor: AstNode; timer: ExecutorTimer } | undefined {
  const callee = unwrap(call.callee as AstNode);
  if (callee.type !== 'Identifier' || callee.name !== 'setTimeout') return undefined;
  const [callback, ms] = call.arguments as AstNode[];
  if (!callback || !ms) return undefined;
  let i = ancestors.length - 1;
  while (i >= 0 && PLAIN.has((ancestors[i] as AstNode).type)) i--;
  const executor = ancestors[i];
  const made = ancestors[i - 1];
  if (!executor || !FUNCTIONS.has(executor.type) || made?.type !== 'NewExpression') return undefined;
  if (toPath(made.callee as AstNode) !== 'Promise' || (made.arguments as AstNode[])[0] !== executor)
    return undefined;
  const reject = (executor.params as AstNode[])[1];
  if (reject?.type !== 'Identifier') return undefined;
  const fn = unwrap(callback);
  if (!rejects(fn, String(reject.name))) return undefined;
  let ends = false;
  if (FUNCTIONS.has(fn.type))
    walk(fn.body as AstNode, (node) => {
      const callee = node.type === 'CallExpression' ? unwrap(node.callee as AstNode) : undefined;
      if (callee?.type === 'MemberExpression' && ENDS.has(String((callee.property as AstNode).name)))
        ends = true;
      return undefined;
    });
  return { executor, timer: { ms, ends } };
}

/** `reject`, or a function whose own top-level statements call `reject(…)`. */
function rejects(callback: AstNode, reject: string): boolean {
  if (callback.type === 'Identifier') return callback.name === reject;
  if (!FUNCTIONS.has(callback.type)) return false;
  const body = callback.body as AstNode;
  const statements =
    body.type === 'BlockStatement'
      ? (body.body as AstNode[])
      : [{ type: 'ExpressionStatement', expression: body, start: body.start, end: body.end }];
  return statements.some((statement) => {
    const expression =
      statement.type === 'ExpressionStatement' ? unwrap(statement.expression as AstNode) : undefined;
    return expression?.type === 'CallExpression' && toPath(expression.callee as AstNode) === reject;
  });
}

/**
 * Races for the calls made directly in each executor of `executors` (the visits' calls whose innermost function is
 * one): the promise itself is the timer element, settling after its one `setTimeout` (races.ts `timerDelay`); a
 * timer that also destroys or aborts (particle-api-js 12.0.3 lib/src/EventStream.js:83-88) is the call's own bound.
 */
export function addExecutorRaces(
  executors: ReadonlyMap<AstNode, ExecutorTimer>,
  visits: readonly { node: AstNode; ancestors: readonly AstNode[] }[],
  races: Map<AstNode, Race>,
): void {
  if (executors.size === 0) return;
  for (const { node, ancestors } of visits) {
    if (node.type !== 'CallExpression' || races.has(node)) continue;
    const at = ancestors.findLastIndex((ancestor) => FUNCTIONS.has(ancestor.type));
    const executor = ancestors[at];
    const made = ancestors[at - 1];
    const timer = executor && executors.get(executor);
    if (!timer || !made) continue;
    // A timer that also destroys the request bounds it by its delay; one that only rejects abandons it.
    races.set(
      node,
      timer.ends
        ? { name: 'rejecting Promise', ms: timer.ms }
        : { name: 'rejecting Promise', ms: made, abandoned: true },
    );
  }
}
