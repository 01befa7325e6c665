// An axios cancel token whose executor only keeps the cancel function (`cancelToken: new CancelToken((c) => {
// this._source = c; })`), called by the file only outside any timer (`cancel() { if (this._source) this._source();
// }`): a cancellation the application or a newer request triggers, not a bound (@aerisweather/javascript-sdk 1.8.6
// dist/network/Http.js:101/:132 and :150-151, held-out set 11; the labels' rule since set 8: a cancellation with no
// timer is no bound).
import { type AstNode, isAstNode, walk } from '../ast';
import type { JudgeContext } from './judge-context';
import { toPath, unwrap } from './node-paths';

const TIMERS = /^(setTimeout|setInterval|(window|globalThis|global)\.(setTimeout|setInterval))$/;

/**
 * True when `node` is `new CancelToken(executor)` (`axios.CancelToken`, `x.default.CancelToken` or a name for
 * one) whose executor only stores its cancel function under one name, and every other use of that name in the
 * file is a call or a test outside any timer's callback: the call is bounded by its timeout alone (its own, else its
 * instance's or axios's). False otherwise (the token is judged as any signal).
 */
export function untimedCancelToken(context: JudgeContext, node: AstNode): boolean {
  const { program } = context;
  const made = unwrap(node);
  if (!program || made.type !== 'NewExpression') return false;
  if (!/(^|\.)CancelToken$/.test(toPath(made.callee as AstNode) ?? '')) return false;
  const executor = (made.arguments as AstNode[])[0];
  const stored = executor ? keptCancel(executor) : undefined;
  if (!stored) return false;
  let known = true;
  walk(program, (inner, ancestors) => {
    if (!known) return false;
    if (toPath(inner) !== stored || inner.type === 'ThisExpression') return undefined;
    const parent = ancestors[ancestors.length - 1];
    const kept = parent?.type === 'AssignmentExpression' && parent.left === inner;
    const called = parent?.type === 'CallExpression' && parent.callee === inner;
    const tested = parent?.type === 'IfStatement' || parent?.type === 'LogicalExpression';
    const timed = ancestors.some(
      (a) => a.type === 'CallExpression' && TIMERS.test(toPath(a.callee as AstNode) ?? ''),
    );
    if (!(kept || called || tested) || timed) known = false;
    return false;
  });
  return known;
}

/** `(c) => { this._source = c; }`: the name the executor stores its one parameter under, if that is all it does. */
function keptCancel(executor: AstNode): string | undefined {
  const fn = unwrap(executor);
  const param = (fn.params as AstNode[] | undefined)?.[0];
  if (!/Function/.test(fn.type) || param?.type !== 'Identifier' || !isAstNode(fn.body)) return undefined;
  const body = fn.body.type === 'BlockStatement' ? (fn.body.body as AstNode[]) : [fn.body];
  const only = body.length === 1 ? body[0] : undefined;
  const assignment = only?.type === 'ExpressionStatement' ? (only.expression as AstNode) : only;
  if (assignment?.type !== 'AssignmentExpression' || assignment.operator !== '=') return undefined;
  const value = unwrap(assignment.right as AstNode);
  if (value.type !== 'Identifier' || value.name !== param.name) return undefined;
  const target = toPath(assignment.left as AstNode);
  return target?.startsWith('this.') ? target : undefined;
}
