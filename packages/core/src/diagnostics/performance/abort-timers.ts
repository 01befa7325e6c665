// A controller name armed by abort timers in several functions (`POST` and `GET` each run
// `id = setTimeout(() => abortController.abort(), timeout)`): the timer of the call's own function is its
// bound. Read only for such a name, when a call's signal is judged.
import { type AstNode, walk } from '../ast';
import type { JudgeContext } from './judge-context';

const FUNCTIONS = /Function/;

/** The `ms` of the one timer aborting `owner` inside the innermost function around `at`, if exactly one. */
export function timerInFunction(context: JudgeContext, owner: string, at: AstNode): AstNode | undefined {
  const timers = context.abortTimerCalls?.get(owner);
  if (!timers || !context.program) return undefined;
  let inner: AstNode | undefined;
  walk(context.program, (node) => {
    if (node.end < at.start || node.start > at.end) return false;
    if (FUNCTIONS.test(node.type)) inner = node;
    return undefined;
  });
  const own = inner;
  if (!own) return undefined;
  // A timer in a function nested deeper than the call's (a callback) still arms the same controller.
  const mine = timers.filter((timer) => timer.start > own.start && timer.end < own.end);
  const [only] = mine;
  return only && mine.length === 1 ? (only.arguments as AstNode[])[1] : undefined;
}
