import type { AstNode } from '../ast';
import { judgeHttpCall, type ReceiverCalls } from './chains';
import { getProperty } from './evaluate';
import type { JudgeContext } from './judges';
import { classifyTarget } from './request-targets';
import { judgeNode, OK, UNKNOWN, type Verdict } from './verdict';

/** simple-get's calls (clients.ts): the module itself, `concat` and the verb shortcuts. */
const SIMPLE_GET_MEMBERS = new Set(['default', 'concat', 'get', 'post', 'put', 'patch', 'head', 'delete']);

/**
 * simple-get: `get(url | opts, cb)` hands back node's ClientRequest, so a `.setTimeout(ms, cb)` on it is read as
 * for http (chains.ts). Its own `timeout` option differs from node's: simple-get aborts the request itself when
 * it fires, so that value is a bound whatever the listeners do.
 */
export function judgeSimpleGet(
  context: JudgeContext,
  member: string,
  node: AstNode,
  ancestors: readonly AstNode[],
  receiverCalls: ReceiverCalls,
): Verdict | undefined {
  if (!SIMPLE_GET_MEMBERS.has(member)) return undefined;
  const first = (node.arguments as AstNode[])[0];
  const target = first ? classifyTarget(context, first) : 'unknown';
  const timeout = typeof target === 'object' ? getProperty(target, 'timeout') : 'absent';
  if (timeout === 'unknown') return UNKNOWN;
  const byRequest = judgeHttpCall(context, node, ancestors, receiverCalls);
  if (timeout === 'absent') return byRequest;
  const byOption = judgeNode(timeout, 'timeout', context.limit, context.constants);
  // Whichever ends first: an ok either way is a bound; node's reading of the option said nothing.
  if (byOption.kind === 'ok' || byRequest.kind === 'ok') return OK;
  return byRequest.kind === 'missing' ? byOption : UNKNOWN;
}
