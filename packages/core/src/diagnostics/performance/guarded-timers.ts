// An abort timer armed only under an `if` that does not hold by default: `if (this.timeout) { timeout =
// setTimeout(() => controller.abort(), this.timeout) }` with the controller's signal always sent (the shape of
// storyblok-js-client 7.7.6 src/sbFetch.ts lines 116-131; ofetch's `if (!context.options.signal &&
// context.options.timeout)` and arangojs' `if (timeout) { util.createTimer(…) }` are its kin, not decided here).
// The test is read as the judges read any value by default (`valueByDefault`): the caller's optional option with
// no visible default is absent, a visible default decides it. Only a test known to be false by default says the
// timer is not armed; a test not decided says nothing (the timer stays a bound, as before). An `if` that does more
// than arm the timer (sends the request itself, returns, awaits, calls a helper: @crowdin/crowdin-api-client
// 1.58.0 fetchClient.js lines 53-58 fetches inside its `if (this.timeout)`) is not read: the request may be sent
// only when the timer is armed.
import { type AstNode, walk } from '../ast';
import { CALLER_ONLY } from './caller-optional';
import { valueByDefault } from './evaluate';
import type { JudgeContext } from './judge-context';
import { FUNCTIONS, toPath } from './node-paths';
import { readOffReturnedParameter } from './returned-functions';
import { missing, type Verdict } from './verdict';

/**
 * Missing when the one timer aborting `owner` sits in the consequent of an `if` of its own function whose test
 * is falsy or absent by default (and in no `else`): by default no timer is armed, so the controller's signal
 * never fires. Otherwise `undefined` (nothing said here).
 * @example armedOnlyIfSet(context, 'controller') // missing for `if (this.timeout)`, `this.timeout = c.timeout`
 */
export function armedOnlyIfSet(context: JudgeContext, owner: string): Verdict | undefined {
  const timers = context.abortTimerCalls?.get(owner);
  const timer = timers?.length === 1 ? timers[0] : undefined;
  if (!timer || !context.program) return undefined;
  const skipped = guardingIfs(context.program, timer).some((statement) => {
    const test = statement.test as AstNode;
    const value = valueByDefault(test, context.constants);
    // A key of a returned function's parameter is its receiver's to pass, not known here (returned-functions.ts).
    if (readOffReturnedParameter(test, context.program, context.constants)) return false;
    return (value === 'falsy' || value === 'absent') && onlyArms(statement.consequent as AstNode, timer);
  });
  if (!skipped) return undefined;
  return missing(
    `the abort timer is armed only under an \`if\` that does not hold by default (${CALLER_ONLY})`,
  );
}

/** The `if`s of the timer's own function whose consequent holds the timer. */
function guardingIfs(program: AstNode, timer: AstNode): AstNode[] {
  const statements: AstNode[] = [];
  walk(program, (node) => {
    if (node.end < timer.start || node.start > timer.end || node === timer) return false;
    if (FUNCTIONS.has(node.type)) statements.length = 0;
    const consequent = node.type === 'IfStatement' ? (node.consequent as AstNode) : undefined;
    if (consequent && consequent.start <= timer.start && timer.end <= consequent.end) statements.push(node);
    return undefined;
  });
  return statements;
}

/** Outside the timer, the block only makes objects and clears timers: no other call, `return`, `await`. */
function onlyArms(block: AstNode, timer: AstNode): boolean {
  let other = false;
  walk(block, (node) => {
    if (other || node === timer) return false;
    if (['ReturnStatement', 'AwaitExpression', 'YieldExpression', 'ThrowStatement'].includes(node.type))
      other = true;
    if (node.type === 'CallExpression' && toPath(node.callee as AstNode) !== 'clearTimeout') other = true;
    return undefined;
  });
  return !other;
}
