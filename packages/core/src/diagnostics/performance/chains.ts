import { type AstNode, isAstNode, walk } from '../ast';
import { libraryOf } from './bindings';
import { optionsFromCalls } from './caller-options';
import {
  evaluateNumber,
  getProperty,
  type ObjectView,
  resolveNode,
  resolveObject,
  ScopedConstants,
  toPath,
  unwrap,
} from './evaluate';
import { judgeGuardedSetter, judgeOptionGuardedSetter } from './guarded-setters';
import { agentLeavesUnbounded, type HttpNames } from './injected-modules';
import { builtOptionsEndNothing } from './instance-options';
import { INHERIT, type JudgeContext, judgeSuperagentTimeout } from './judges';
import { receiverLibrary } from './member-modules';
import { privateFieldSet } from './node-paths';
import { ifEnded, judgeHttpOptions, type TimeoutEnding, timeoutEnding } from './node-timeout';
import { classifyTarget } from './request-targets';
import { isResponseCallback } from './response-callbacks';
import { isParsedUrl } from './url-objects';
import { judgeMs, missing, UNKNOWN, type Verdict } from './verdict';

/** Calls made on a receiver name anywhere in the file, by `name.method`: `req.setTimeout` → its calls. */
export type ReceiverCalls = ReadonlyMap<string, readonly AstNode[]>;

/** The name a call's result is stored under: `const req = …`, `req = …`, `this.client = …`, `client = …` in a class. */
export function boundName(node: AstNode, ancestors: readonly AstNode[]): string | undefined {
  let child = node;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const parent = ancestors[i];
    if (!parent) return undefined;
    if (
      ['ParenthesizedExpression', 'TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(
        parent.type,
      )
    ) {
      child = parent;
      continue;
    }
    if (parent.type === 'VariableDeclarator' && parent.init === child) {
      const id = parent.id as AstNode;
      return id.type === 'Identifier' ? String(id.name) : undefined;
    }
    if (parent.type === 'AssignmentExpression' && parent.right === child)
      return toPath(parent.left as AstNode);
    // tsc's `__classPrivateFieldSet(this, _TonClient4_axios, axios_1.default.create(), "f")`: `this.axios`.
    const set = parent.type === 'CallExpression' ? privateFieldSet(parent) : undefined;
    if (set) return set.value === child ? set.path : undefined;
    if (parent.type === 'PropertyDefinition' && parent.value === child && isAstNode(parent.key)) {
      return parent.key.type === 'Identifier' ? `this.${String(parent.key.name)}` : undefined;
    }
    return undefined;
  }
  return undefined;
}

/** Calls chained on a call's result (`.on(...)`, `.setTimeout(...)`, `.timeout(...)`), and its stored name. */
function followChain(
  node: AstNode,
  ancestors: readonly AstNode[],
): {
  chained: { method: string; call: AstNode }[];
  name: string | undefined;
  /** The last call of the chain and its ancestors: where the request goes next. */
  end: { node: AstNode; ancestors: readonly AstNode[] };
} {
  const chained: { method: string; call: AstNode }[] = [];
  let current = node;
  let i = ancestors.length - 1;
  while (i >= 1) {
    const member = ancestors[i];
    const call = ancestors[i - 1];
    if (
      member?.type === 'MemberExpression' &&
      member.object === current &&
      !member.computed &&
      call?.type === 'CallExpression' &&
      call.callee === member
    ) {
      chained.push({ method: String((member.property as AstNode).name), call });
      current = call;
      i -= 2;
    } else break;
  }
  const kept = ancestors.slice(0, i + 1);
  return { chained, name: boundName(current, kept), end: { node: current, ancestors: kept } };
}

export function judgeHttpCall(
  context: JudgeContext,
  node: AstNode,
  ancestors: readonly AstNode[],
  receiverCalls: ReceiverCalls,
  /** An http2 stream's `session.request(headers)` (http2-streams.ts): no argument bounds it, and with no
   * `.setTimeout()` of its own its session's may, set where the session is made: not known. */
  stream = false,
): Verdict {
  const args = stream ? [] : (node.arguments as AstNode[]);
  let sawOptions = false;
  const { chained, name, end } = followChain(node, ancestors);
  // `timeout` and `.setTimeout(ms)` only make the socket emit 'timeout': they bound the request only where a
  // listener ends it (node-timeout.ts).
  const { ending, socketSetters } = timeoutEnding(context, chained, name, receiverCalls, end);
  const setters = [
    ...chained.filter((link) => link.method === 'setTimeout').map((link) => link.call),
    ...(name ? (receiverCalls.get(`${name}.setTimeout`) ?? []) : []),
    ...socketSetters,
  ];
  const first = setters[0];
  // `open`: options not fully known, so an agent or key not read here may bound the request.
  const setter = (open = false): Verdict => {
    const arg = first ? (first.arguments as AstNode[])[0] : undefined;
    const judged = arg
      ? judgeMs(evaluateNumber(arg, context.constants), '.setTimeout()', context.limit)
      : UNKNOWN;
    // `if (timeoutMs) req.setTimeout(timeoutMs, …)`: decided by what the function's callers pass.
    const byCallers =
      judged.kind === 'unknown' && first
        ? (judgeGuardedSetter(context, first, '`.setTimeout()`') ??
          (open || endedByTimer(name, receiverCalls, ancestors)
            ? undefined
            : judgeOptionGuardedSetter(context, first, '`.setTimeout()`')))
        : undefined;
    return ifEnded(byCallers ?? judged, ending);
  };
  // An agent's `timeout` only emits 'timeout': a request that listens for it (or its socket) may end itself.
  const listens = listensForTimeout(chained, name, receiverCalls) && ending !== 'none';
  const agentIsNoBound = (agent: AstNode): boolean =>
    !listens && agentLeavesUnbounded(agent, context.constants, httpNames(context));
  let sawAgent = false;
  for (const [index, arg] of args.slice(0, 2).entries()) {
    // `request(options[, callback])`, `request(url[, options][, callback])`: what follows options is the callback.
    if (sawOptions || isResponseCallback(context, arg)) break;
    // `url.parse(u)` then keys assigned on it (url-objects.ts): read with those keys, not as a URL.
    const { constants } = context;
    const parsed =
      constants instanceof ScopedConstants && isParsedUrl(resolveNode(arg, constants), constants);
    const known = (parsed && resolveObject(arg, context.constants)) || classifyTarget(context, arg);
    // `request(url, { agent, headers }, cb)` with the caller's `url`: node reads a first argument followed by options
    // as the address (a string or URL, which carry no timeout), so the options written there decide.
    const target = known === 'unknown' && index === 0 && optionsFollow(args[1], constants) ? 'url' : known;
    // Options built at run time: a `.setTimeout()` on the request still decides (it overrides them). A
    // parameter of the request's own method is read at the file's calls of it (caller-options.ts).
    if (target === 'unknown')
      return first
        ? setter(!(constants instanceof ScopedConstants && builtOptionsEndNothing(arg, constants)))
        : judgeCallersOptions(context, arg, ending, agentIsNoBound, name, receiverCalls, ancestors);
    if (target === 'url') {
      if (index > 0) return { kind: 'unknown' };
      continue;
    }
    sawOptions = true;
    sawAgent ||= getProperty(target, 'agent') !== 'absent';
    const verdict = judgeHttpOptions(context, target, ending, agentIsNoBound);
    // Options not fully known (an agent assigned under a condition): a `.setTimeout()` still decides. A
    // caller's signal (an unknown with its reason) may end the call first: undecided, as for axios.
    if (verdict !== INHERIT)
      return verdict.kind === 'unknown' && !verdict.reason && first ? setter(true) : verdict;
  }
  // The request's, and its socket's (`req.on('socket', s => s.setTimeout(ms, …))`), idle timers are all read by
  // node-timeout.ts (`socketSetters`): the first one, as far as a listener ends the request, is the bound.
  if (first) return setter();
  if (stream || endedByTimer(name, receiverCalls, ancestors)) return UNKNOWN;
  return missing(
    sawAgent
      ? "no `timeout` option and no `.setTimeout()` on the request; its agent's `timeout`, if any, only reports an idle socket (node does not abort the request for it)"
      : sawOptions
        ? 'no `timeout` option and no `.setTimeout()` on the request'
        : 'no options with `timeout` and no `.setTimeout()` on the request',
  );
}

/**
 * An object written as the second argument (`request(url, { method, headers }, cb)`): node's `request(url, options,
 * cb)` takes its first argument as the address (a plain object there would leave the options as the callback,
 * which node rejects), so that argument is no options of its own.
 */
function optionsFollow(second: AstNode | undefined, constants: JudgeContext['constants']): boolean {
  return second !== undefined && resolveNode(second, constants).type === 'ObjectExpression';
}

const LISTENS = new Set(['on', 'once', 'addListener', 'prependListener', 'prependOnceListener']);

/** The listeners the request registers (`req.on(…)`, `.once(…)`), chained or by its stored name. */
function listenerCalls(
  chained: readonly { method: string; call: AstNode }[],
  name: string | undefined,
  receiverCalls: ReceiverCalls,
): AstNode[] {
  return [
    ...chained.filter((link) => LISTENS.has(link.method)).map((link) => link.call),
    ...(name ? [...LISTENS].flatMap((method) => receiverCalls.get(`${name}.${method}`) ?? []) : []),
  ];
}

/** `req.on('timeout', …)` or `req.on('socket', …)` on the request, chained or by its stored name. */
function listensForTimeout(
  chained: readonly { method: string; call: AstNode }[],
  name: string | undefined,
  receiverCalls: ReceiverCalls,
): boolean {
  return listenerCalls(chained, name, receiverCalls).some((call) => {
    const event = unwrap((call.arguments as AstNode[])[0] ?? call);
    return event.type === 'Literal' && (event.value === 'timeout' || event.value === 'socket');
  });
}

/**
 * `setTimeout(() => req.destroy(), ms)` in the function that makes the request, also inside a helper there: a
 * timer ends the request (its delay is not judged).
 */
function endedByTimer(
  name: string | undefined,
  receiverCalls: ReceiverCalls,
  ancestors: readonly AstNode[],
): boolean {
  const fn = ancestors.findLast((ancestor) => /Function/.test(ancestor.type));
  if (!name || !fn) return false;
  const timers = receiverCalls.get('setTimeout') ?? [];
  const ends = [
    ...(receiverCalls.get(`${name}.destroy`) ?? []),
    ...(receiverCalls.get(`${name}.abort`) ?? []),
  ];
  return ends.some(
    (end) =>
      end.start > fn.start &&
      end.end < fn.end &&
      timers.some((timer) => timer.start < end.start && end.end <= timer.end),
  );
}

/** How the file names node's http module, for judging an agent (see `agentLeavesUnbounded`). */
function httpNames(context: JudgeContext): HttpNames {
  const { bindings, constants } = context;
  return {
    module: (node) => (libraryOf(node, bindings) ?? receiverLibrary(node, bindings, constants)) === 'http',
    exported: (local) => {
      const bound = bindings.exports.get(local);
      return bound?.library === 'http' ? bound.member : undefined;
    },
  };
}

export function judgeSuperagentCall(
  context: JudgeContext,
  node: AstNode,
  ancestors: readonly AstNode[],
  receiverCalls: ReceiverCalls,
): Verdict {
  const { chained, name } = followChain(node, ancestors);
  const setters = [
    ...chained.filter((link) => link.method === 'timeout').map((link) => link.call),
    ...(name ? (receiverCalls.get(`${name}.timeout`) ?? []) : []),
  ];
  const first = setters[0] ?? (name ? laterTimeout(ancestors) : undefined);
  if (first === null) return UNKNOWN;
  if (!first) return missing('no `.timeout()` in the chain');
  return judgeSuperagentTimeout(context, (first.arguments as AstNode[])[0]);
}

/**
 * A request kept in a name and handed on (`postReq.agent(…)` resolved in a promise, then `req.set(…)
 * .timeout(this._timeout).send(…)`, libhoney 4.3.1 dist/libhoney.cjs.js lines 424-460): a `.timeout()` chained
 * later in the same function may be this request's. One such call is judged; several (`null`) leave it not judged.
 */
function laterTimeout(ancestors: readonly AstNode[]): AstNode | null | undefined {
  const fn = ancestors.findLast((ancestor) => /Function/.test(ancestor.type));
  if (!fn) return undefined;
  const found: AstNode[] = [];
  walk(fn, (node): undefined => {
    const callee = node.type === 'CallExpression' ? (node.callee as AstNode) : undefined;
    if (
      callee?.type === 'MemberExpression' &&
      !callee.computed &&
      (callee.property as AstNode).name === 'timeout' &&
      (node.arguments as AstNode[]).length > 0
    )
      found.push(node);
  });
  return found.length === 1 ? found[0] : found.length > 1 ? null : undefined;
}

/** Options that are a parameter of the request's own method: judged on what each of the file's calls gives it. */
function judgeCallersOptions(
  context: JudgeContext,
  arg: AstNode,
  ending: TimeoutEnding,
  agentIsNoBound: (agent: AstNode) => boolean,
  name: string | undefined,
  receiverCalls: ReceiverCalls,
  ancestors: readonly AstNode[],
): Verdict {
  const views = optionsFromCalls(context, arg);
  if (!views || endedByTimer(name, receiverCalls, ancestors)) return UNKNOWN;
  return judgeViews(context, views, ending, agentIsNoBound);
}

/** Missing when every object given leaves the request unbounded; not judged otherwise. */
function judgeViews(
  context: JudgeContext,
  views: readonly ObjectView[],
  ending: TimeoutEnding,
  agentIsNoBound: (agent: AstNode) => boolean,
): Verdict {
  const verdicts = views.map((view) => judgeHttpOptions(context, view, ending, agentIsNoBound));
  if (verdicts.every((verdict) => verdict === INHERIT))
    return missing(
      'no `timeout` in the options any call of its method in the file gives it, and no `.setTimeout()` on the request',
    );
  const judged = verdicts.map((verdict) => (verdict === INHERIT ? undefined : verdict));
  const [one] = judged;
  return one && judged.every((verdict) => verdict?.kind === 'missing') ? one : UNKNOWN;
}
