import { type AstNode, isAstNode, walk } from '../ast';
import { callerOnlyTimeout, openOnlyByCaller } from './caller-optional';
import { LISTENS } from './emitter-chains';
import { getProperty, type ObjectView, ScopedConstants, toPath, unwrap } from './evaluate';
import { handedReceivers } from './handed-requests';
import { type ConfigVerdict, INHERIT, type JudgeContext, judgeSignal } from './judges';
import { FUNCTIONS } from './node-paths';
import { judgeNode, missing, UNKNOWN, type Verdict } from './verdict';

/**
 * What ends a node http(s)/http2 request when its socket times out. Node's `timeout` option and
 * `req.setTimeout(ms)` only make the socket emit 'timeout': "Emitted when the underlying socket times out from
 * inactivity. This only notifies that the socket has been idle. The request must be destroyed manually."
 * (https://nodejs.org/api/http.html#event-timeout); `request.setTimeout(timeout[, callback])`: the callback is
 * "Same as binding to the 'timeout' event" (https://nodejs.org/api/http.html#requestsettimeouttimeout-callback);
 * http2's `setTimeout(msecs, callback)` registers the callback "as a listener on the 'timeout' event"
 * (https://nodejs.org/api/http2.html#http2sessionsettimeoutmsecs-callback). So a `timeout` bounds the request
 * only where a 'timeout' listener (or the `setTimeout` callback) destroys or aborts it.
 */
export type TimeoutEnding =
  /** A visible listener destroys, aborts, closes or rejects: the timeout value is the bound. */
  | 'ends'
  /** Every listener is visible and none ends the request (none at all, or one that only logs). */
  | 'none'
  /** A listener does what cannot be read here, or the request is handed on (its listeners may be elsewhere). */
  | 'unseen';

export const NOT_ENDED =
  "its `timeout` (option or `.setTimeout(ms)`) only reports an idle socket; nothing destroys the request on 'timeout', and node never ends it by itself";

/** A call in a listener that ends the request or frees its caller: `req.destroy()`, `reject(err)`… */
const ENDS = /(^|\.)(destroy|abort|close|reject|cancel)\w*$|(^|\.)(abortRequest|onAbort)$/i;
/** A call in a listener that only reports: `console.warn(…)`, `this.logger.debug(…)`, `debug(…)`. */
const LOGS =
  /^(console\.\w+|debug|log|\w*(log|logger|Logger|debug)\w*\.(log|debug|info|warn|error|trace|verbose))$/;

/** One call chained on, or made on the stored name of, a request. */
export interface ChainLink {
  method: string;
  call: AstNode;
}

/**
 * Whether the request ends on 'timeout', from the listeners on it or its socket, chained or by its stored
 * name (`req.on('timeout', () => req.destroy())`, `req.setTimeout(ms, cb)`, `req.on('socket', s =>
 * s.on('timeout', …))`), plus the `setTimeout` calls made on its socket inside a 'socket' listener.
 */
export function timeoutEnding(
  context: JudgeContext,
  chained: readonly ChainLink[],
  name: string | undefined,
  receiverCalls: ReadonlyMap<string, readonly AstNode[]>,
  end: { node: AstNode; ancestors: readonly AstNode[] },
): { ending: TimeoutEnding; socketSetters: AstNode[] } {
  const on = (method: string): AstNode[] => [
    ...chained.filter((link) => link.method === method).map((link) => link.call),
    ...(name ? (receiverCalls.get(`${name}.${method}`) ?? []) : []),
    ...(name ? (receiverCalls.get(`${name}.socket.${method}`) ?? []) : []),
  ];
  const socketSetters: AstNode[] = [];
  const seen = endings(context, on, [], socketSetters);
  if (seen.includes('ends')) return { ending: 'ends', socketSetters };
  if (seen.includes('unseen')) return { ending: 'unseen', socketSetters };
  if (!handedOn(name, end)) return { ending: 'none', socketSetters };
  // Handed on within the file: ended only where each way it goes ends it (handed-requests.ts).
  const ways = handedReceivers(context, name, end)?.map((way) =>
    way.flatMap((receiver) => endings(context, receiver, [], [])),
  );
  const ends = ways?.every((way) => way.includes('ends') && !way.includes('unseen'));
  return { ending: ends ? 'ends' : 'unseen', socketSetters };
}

/** What the listeners do: those given plus the 'timeout'/'socket' listeners and setter callbacks on `on`. */
function endings(
  context: JudgeContext,
  on: (method: string) => AstNode[],
  listeners: AstNode[],
  socketSetters: AstNode[],
): TimeoutEnding[] {
  for (const method of LISTENS) {
    for (const call of on(method)) {
      const [event, listener] = call.arguments as AstNode[];
      const kind = event && unwrap(event).type === 'Literal' ? unwrap(event).value : undefined;
      if (kind === 'timeout' && listener) listeners.push(listener);
      if (kind === 'socket' && listener) socketListeners(unwrap(listener), listeners, socketSetters);
    }
  }
  for (const call of on('setTimeout')) {
    const callback = (call.arguments as AstNode[])[1];
    if (callback) listeners.push(callback);
  }
  return listeners.map((listener) => listenerEnds(context, listener, 0));
}

/** `(socket) => { socket.setTimeout(ms); socket.on('timeout', () => req.abort()) }`: its listeners and setters. */
function socketListeners(fn: AstNode, listeners: AstNode[], setters: AstNode[]): void {
  const param = (fn.params as AstNode[] | undefined)?.[0];
  if (!FUNCTIONS.has(fn.type) || param?.type !== 'Identifier' || !isAstNode(fn.body)) return;
  const socket = String(param.name);
  walk(fn.body, (node) => {
    if (node.type !== 'CallExpression') return undefined;
    const callee = unwrap(node.callee as AstNode);
    if (callee.type !== 'MemberExpression' || toPath(callee.object as AstNode) !== socket) return undefined;
    const method = String((callee.property as AstNode).name);
    const [first, second] = node.arguments as AstNode[];
    if (method === 'setTimeout') {
      setters.push(node);
      if (second) listeners.push(second);
    } else if (LISTENS.has(method) && first && unwrap(first).value === 'timeout' && second) {
      listeners.push(second);
    }
    return undefined;
  });
}

/** What a listener does: ends the request, only logs (or nothing), or what cannot be read here. */
function listenerEnds(context: JudgeContext, listener: AstNode, depth: number): TimeoutEnding {
  let fn = unwrap(listener);
  // `req.abort.bind(req)`, `onTimeout.bind(this)`
  if (fn.type === 'CallExpression' && toPath(fn.callee as AstNode)?.endsWith('.bind'))
    fn = unwrap(((fn.callee as AstNode).object as AstNode) ?? fn);
  if (!FUNCTIONS.has(fn.type)) {
    const path = toPath(fn);
    if (path && ENDS.test(path)) return 'ends';
    const defined = path && depth < 2 ? namedFunction(context, path) : undefined;
    return defined ? listenerEnds(context, defined, depth + 1) : 'unseen';
  }
  let result: TimeoutEnding = 'none';
  walk(fn.body as AstNode, (node) => {
    if (result === 'ends') return false;
    if (node.type === 'ThrowStatement') result = 'unseen';
    if (node.type !== 'CallExpression') return undefined;
    const path = toPath(unwrap(node.callee as AstNode));
    if ((path && ENDS.test(path)) || failsCaller(node)) result = 'ends';
    else if (path && LOGS.test(path)) return false;
    else {
      const defined = path && depth < 2 ? namedFunction(context, path) : undefined;
      const inner = defined ? listenerEnds(context, defined, depth + 1) : 'unseen';
      if (inner !== 'none') result = inner;
    }
    return undefined;
  });
  return result;
}

/**
 * `handleResult(new Error(\`Request timeout: ${path}\`))`: a callback handed a new error first, node's way of
 * failing the call (@actions/http-client 4.0.1 lib/index.js lines 389-394). Like `reject(err)`, it frees the caller.
 */
function failsCaller(call: AstNode): boolean {
  const first = (call.arguments as AstNode[] | undefined)?.[0];
  const made = first && unwrap(first);
  return made?.type === 'NewExpression' && /Error$/.test(toPath(made.callee as AstNode) ?? '');
}

function namedFunction(context: JudgeContext, path: string): AstNode | undefined {
  const { constants } = context;
  return constants instanceof ScopedConstants ? (constants.functions.get(path) ?? undefined) : undefined;
}

/**
 * The request leaves the code that made it, so a listener may be added elsewhere: returned or passed on
 * without a name, stored on an object (`this.req = …`), or its name passed, returned or stored.
 */
function handedOn(name: string | undefined, end: { node: AstNode; ancestors: readonly AstNode[] }): boolean {
  if (name?.includes('.')) return true;
  if (!name) {
    const parent = [...end.ancestors]
      .reverse()
      .find(
        (a) => !/^(ParenthesizedExpression|TSAsExpression|TSNonNullExpression|ChainExpression)$/.test(a.type),
      );
    return parent?.type !== 'ExpressionStatement';
  }
  const scope = [...end.ancestors].reverse().find((a) => FUNCTIONS.has(a.type)) ?? end.ancestors[0];
  if (!scope) return false;
  let handed = false;
  walk(scope, (node, ancestors) => {
    if (handed) return false;
    if (node.type !== 'Identifier' || node.name !== name) return undefined;
    const parent = ancestors[ancestors.length - 1];
    if (!parent) return undefined;
    if (parent.type === 'MemberExpression') return undefined;
    if (parent.type === 'VariableDeclarator' && parent.id === node) return undefined;
    if (parent.type === 'AssignmentExpression' && parent.left === node) return undefined;
    handed =
      parent.type === 'CallExpression' ||
      parent.type === 'NewExpression' ||
      parent.type === 'ReturnStatement' ||
      parent.type === 'AssignmentExpression' ||
      parent.type === 'VariableDeclarator' ||
      parent.type === 'Property' ||
      parent.type === 'ArrayExpression' ||
      parent.type === 'ArrowFunctionExpression' ||
      parent.type === 'YieldExpression' ||
      parent.type === 'ExportSpecifier';
    return undefined;
  });
  return handed;
}

/** A `timeout` verdict as far as the request is ended on 'timeout' (see `TimeoutEnding`). */
export function ifEnded(verdict: Verdict, ending: TimeoutEnding): Verdict {
  // `timeout: 0` disables it whatever listens.
  if (ending === 'ends' || verdict.kind === 'missing') return verdict;
  return ending === 'none' ? missing(NOT_ENDED) : UNKNOWN;
}

/**
 * Node's `http(s).request`/`get` options: `signal` bounds the call; `timeout` (socket idle, ms) only as far as
 * `ending` says. An `agent` is not known to leave the call unbounded unless `agentIsNoBound` says so (see
 * injected-modules.ts).
 */
export function judgeHttpOptions(
  context: JudgeContext,
  options: ObjectView,
  ending: TimeoutEnding,
  agentIsNoBound: (agent: AstNode) => boolean = () => false,
): ConfigVerdict {
  const timeout = getProperty(options, 'timeout');
  if (timeout === 'unknown') {
    return callerOnlyTimeout(context, options) ?? UNKNOWN;
  }
  const judged =
    timeout === 'absent' ? undefined : judgeNode(timeout, 'timeout', context.limit, context.constants);
  if (judged && ending === 'ends') return judged;
  // A `signal` ends the request by itself, whatever listens for 'timeout'.
  const signal = getProperty(options, 'signal');
  // The file's own `timeout` that nothing ends the request on, in options that spread only the caller's
  // (customerio-node's `Object.assign({ timeout: TIMEOUT }, defaults)`): a signal is the caller's, absent by default.
  if (signal === 'unknown')
    return judged && ending === 'none' && openOnlyByCaller(context, options)
      ? ifEnded(judged, ending)
      : UNKNOWN;
  if (signal !== 'absent') return judgeSignal(context, signal);
  if (judged) return ifEnded(judged, ending);
  const agent = getProperty(options, 'agent');
  if (agent === 'unknown' || (agent !== 'absent' && !agentIsNoBound(agent))) return UNKNOWN;
  return INHERIT;
}
