// A node http(s) request bounded through its socket: the request listens for 'socket' and gives the socket an
// idle timer whose handler ends the request. Read only for a request that has no other bound (rare).
import { type AstNode, isAstNode, walk } from '../ast';
import { evaluateNumber, toPath, unwrap } from './evaluate';
import type { JudgeContext } from './judge-context';
import { judgeMs, UNKNOWN, type Verdict } from './verdict';

const ENDS = new Set(['abort', 'destroy']);
const LISTENS = new Set(['on', 'once', 'addListener', 'prependListener', 'prependOnceListener']);
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

/** The event a listener call is for (`req.on('socket', …)` → `socket`). */
function eventOf(call: AstNode): string | undefined {
  const event = unwrap((call.arguments as AstNode[])[0] ?? call);
  return event.type === 'Literal' && typeof event.value === 'string' ? event.value : undefined;
}

/** A handler that visibly ends the request: a function calling `.abort()`/`.destroy()` on the request or socket. */
function endsRequest(handler: AstNode | undefined, names: ReadonlySet<string>): boolean | 'unknown' {
  if (!handler) return false;
  const fn = unwrap(handler);
  if (!FUNCTIONS.has(fn.type)) return 'unknown';
  let ends = false;
  walk(fn, (node) => {
    if (ends || node.type !== 'CallExpression') return ends ? false : undefined;
    const callee = unwrap(node.callee as AstNode);
    if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
    const method = String((callee.property as AstNode).name);
    if (ENDS.has(method) && names.has(toPath(callee.object as AstNode) ?? '')) ends = true;
    return undefined;
  });
  return ends;
}

/**
 * `req.on('socket', (socket) => { socket.setTimeout(ms); socket.on('timeout', () => req.abort()) })`, or
 * `socket.setTimeout(ms, () => req.destroy())`, or the request's own 'timeout' listener ending it (node
 * forwards the socket's 'timeout' to the request): the timer's `ms` is the bound. It is an idle timer, so a
 * server that trickles bytes can outlast it; the same holds for `req.setTimeout`, judged the same way.
 * `undefined` when no such timer is set (an idle timer with no handler that ends the request bounds nothing);
 * unknown when its handler is a function not visible here.
 */
export function judgeSocketTimer(
  context: JudgeContext,
  listeners: readonly AstNode[],
  name: string,
): Verdict | undefined {
  const requestTimeouts = listeners.filter((call) => eventOf(call) === 'timeout');
  for (const call of listeners) {
    if (eventOf(call) !== 'socket') continue;
    const handler = unwrap((call.arguments as AstNode[])[1] ?? call);
    const param = FUNCTIONS.has(handler.type) ? (handler.params as AstNode[])[0] : undefined;
    if (param?.type !== 'Identifier' || !isAstNode(handler.body)) continue;
    const socket = String(param.name);
    let timer: AstNode | undefined;
    const handlers: (AstNode | undefined)[] = requestTimeouts.map((c) => (c.arguments as AstNode[])[1]);
    walk(handler.body, (node) => {
      if (node.type !== 'CallExpression') return undefined;
      const callee = unwrap(node.callee as AstNode);
      if (callee.type !== 'MemberExpression' || toPath(callee.object as AstNode) !== socket) return undefined;
      const method = String((callee.property as AstNode).name);
      const args = node.arguments as AstNode[];
      if (method === 'setTimeout') {
        timer ??= args[0];
        handlers.push(args[1]);
      } else if (LISTENS.has(method) && eventOf(node) === 'timeout') handlers.push(args[1]);
      return undefined;
    });
    if (!timer) continue;
    const names = new Set([name, socket]);
    const ended = handlers.map((h) => endsRequest(h, names));
    if (ended.includes(true))
      return judgeMs(evaluateNumber(timer, context.constants), "the socket's idle timer", context.limit);
    if (ended.includes('unknown')) return UNKNOWN;
  }
  return undefined;
}
