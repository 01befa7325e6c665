// A request sent inside a promise's executor that also arms a timer rejecting that promise: `new Promise(function
// (resolve, reject) { const timeout = setTimeout(function () { reject(new Error('Request timed out')) },
// self._operationTimeout); const req = httplib.request(options, …); … })` (node-eventstore-client 23.10.1
// src/projections/projectionsClient.js lines 126-130). The caller stops waiting when the timer fires; the request is
// abandoned, not aborted — the same bound as a `Promise.race` against a timer (races.ts), judged by the timer's delay.
// Only a timer armed unconditionally at the top of the executor, whose callback is `reject` or calls it at its own
// top level, counts; only calls made directly in that executor (not in a callback inside it) are bounded by it.
import type { AstNode } from '../ast';
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

/**
 * The executor of `new Promise((resolve, reject) => { … })` in which `call` (a `setTimeout(cb, ms)`) is armed at the
 * top level with a callback that rejects the promise; `undefined` for any other call.
 */
export function rejectingExecutor(call: AstNode, ancestors: readonly AstNode[]): AstNode | undefined {
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
  return rejects(unwrap(callback), String(reject.name)) ? executor : undefined;
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
 * one): the promise itself is the timer element, settling after its one `setTimeout` (races.ts `timerDelay`).
 */
export function addExecutorRaces(
  executors: ReadonlySet<AstNode>,
  visits: readonly { node: AstNode; ancestors: readonly AstNode[] }[],
  races: Map<AstNode, Race>,
): void {
  if (executors.size === 0) return;
  for (const { node, ancestors } of visits) {
    if (node.type !== 'CallExpression' || races.has(node)) continue;
    const at = ancestors.findLastIndex((ancestor) => FUNCTIONS.has(ancestor.type));
    const executor = ancestors[at];
    const made = ancestors[at - 1];
    if (!executor || !made || !executors.has(executor)) continue;
    races.set(node, { name: 'rejecting Promise', ms: made, abandoned: true });
  }
}
