// Shapes of a call that decide how it is judged before its client's entry is read: a wrapper of the project
// (its bound parameter, or another module's fetch pass-through), a helper whose callers are all known, a fetch
// of a Request, a client picked by `??`, and an http2 session handed back to the caller.
import type { AstNode } from '../ast';
import type { LibraryBindings } from './bindings';
import { CALLER_ONLY } from './caller-optional';
import { unboundByDefault } from './caller-origins';
import { boundName } from './chains';
import {
  coalescedLeft,
  evaluateNumber,
  resolveNode,
  ScopedConstants,
  toPath,
  unwrap,
  valueByDefault,
} from './evaluate';
import type { FileFacts } from './file-facts';
import { isLocalUrl, mayBeRequest } from './injected-fetch';
import { type JudgeContext, judgeFetch } from './judges';
import type { HttpWrapper } from './modules';
import { ifEnded, timeoutEnding } from './node-timeout';
import { judgeUndiciPassThrough } from './undici-pass-throughs';
import { judgeMs, judgeNode, missing, UNKNOWN, type Verdict } from './verdict';

/**
 * A call of a wrapper of the project: another module's fetch pass-through is judged by the init it is handed;
 * one bounded by a parameter by the bound passed (`undefined`: nothing to judge here, the call inside the
 * wrapper is judged with its own default).
 */
export function judgeWrapperCall(
  context: JudgeContext & { constants: ScopedConstants },
  wrapper: HttpWrapper,
  node: AstNode,
  args: readonly AstNode[],
  ancestors: readonly AstNode[],
  text: string,
): Verdict | undefined {
  if (wrapper.undici) return judgeUndiciPassThrough(context, wrapper, node, args);
  if (wrapper.init !== undefined) {
    // The file's only caller feeds the helper's parameters, and a recursive call (a retry) hands on what its own
    // caller gave: the send inside is judged with those values (netlify-blobs fetchAndRetry).
    const own = context.constants.functions.get(wrapper.name);
    if (context.constants.feeding.has(node) || (own && node.start >= own.start && node.end <= own.end))
      return undefined;
    // Another module's fetch pass-through: the init this call hands it is what is sent.
    const sent = [args[0], args[wrapper.init]].filter((arg): arg is AstNode => arg !== undefined);
    if (isLocalUrl(args[0], ancestors, text, context.constants) || args[0]?.type === 'SpreadElement')
      return undefined;
    // `{ …, signal: options?.signal }`: the signal is handed on from this call's own caller, who chooses it.
    const given = args[wrapper.init];
    if (given && namesSignal(unwrap(given)))
      return wrapper.chained ? chosenByCaller(context, given, judgeFetch(context, sent, 'global')) : UNKNOWN;
    return judgeFetch(context, sent, 'global');
  }
  // Without the bounding argument the wrapper's own default applies: judged at the call inside it.
  const given = args[wrapper.index];
  // The wrapper's only caller: its parameters carry these values, and the call inside it is judged.
  if (context.constants.feeding.has(node) || !given || given.type === 'SpreadElement') return undefined;
  // `this.doReq(…, timeout)` where this `timeout` defaults to the wrapper's own default: judged inside it.
  if (wrapper.fallback && toPath(resolveNode(given, context.constants)) === wrapper.fallback)
    return undefined;
  const what = `the bound passed to ${wrapper.name}`;
  const seconds = wrapper.scale !== undefined ? evaluateNumber(given, context.constants) : undefined;
  const verdict =
    wrapper.scale === undefined
      ? judgeNode(given, what, context.limit, context.constants)
      : judgeMs(
          seconds === undefined ? undefined : seconds * wrapper.scale,
          `${what} (× ${wrapper.scale})`,
          context.limit,
        );
  // `timeoutMs = seconds != null ? seconds * 1000 : undefined`: a choice this file makes, absent when the
  // caller's optional value is, and no default in the wrapper: no bound. A value merely handed on
  // (`options.timeoutMs`) is the caller's, judged where it is chosen.
  const chosen = resolveNode(given, context.constants).type;
  const absent =
    verdict.kind === 'unknown' &&
    !wrapper.defaulted &&
    (chosen === 'ConditionalExpression' || chosen === 'LogicalExpression') &&
    valueByDefault(given, context.constants) === 'absent';
  return absent ? missing(`the bound passed to ${wrapper.name} has no default (${CALLER_ONLY})`) : verdict;
}

/**
 * A signal this call hands a helper of the file (chained-pass-throughs.ts): a verdict only when it is known, or
 * when every path leaves it the caller's optional one, absent by default (caller-origins.ts).
 */
function chosenByCaller(context: JudgeContext, init: AstNode, verdict: Verdict): Verdict {
  if (verdict.kind === 'missing' || verdict.kind === 'too-long') return verdict;
  return unboundByDefault(context, init, [['signal'], ['dispatcher'], ['timeout']]) ?? verdict;
}

/** `http2.connect(…)`: bounded by `setTimeout` on the session it returns. */
export function judgeHttp2(facts: FileFacts, node: AstNode, ancestors: readonly AstNode[]): Verdict {
  const { context, receiverCalls } = facts;
  const name = boundName(node, ancestors);
  // `return http2.connect(url)`: the caller keeps the session and bounds it (or its streams) where it is used.
  if (!name && handedBack(node, ancestors)) return UNKNOWN;
  const setter = name ? receiverCalls.get(`${name}.setTimeout`)?.[0] : undefined;
  const arg = setter ? (setter.arguments as AstNode[])[0] : undefined;
  // Its 'timeout' only reports inactivity: the session is bounded where a callback or listener closes it.
  if (setter)
    return ifEnded(
      arg ? judgeMs(evaluateNumber(arg, context.constants), '.setTimeout()', context.limit) : UNKNOWN,
      timeoutEnding(context, [], name, receiverCalls, { node, ancestors }).ending,
    );
  // `const s = http2.connect(url); …; return s` (or `this.session = s`): its streams are sent, and bounded, elsewhere.
  if (name && keptElsewhere(name, ancestors)) return UNKNOWN;
  return missing(
    'an http2 session waits forever unless `setTimeout(ms, cb)` with a callback that closes it is called on it or its streams',
  );
}

/**
 * `fetch(url, init)` in a helper of the file whose `init` is its parameter, when every call of the helper is
 * known (not exported, not handed over): missing when every caller's init leaves the signal out.
 */
export function bySites(
  context: JudgeContext,
  args: readonly AstNode[],
  verdict: Verdict,
  library: 'global' | 'fetch' = 'global',
): Verdict {
  const init = args[1] ? unwrap(args[1]) : undefined;
  const { constants } = context;
  if (
    verdict.kind === 'ok' ||
    verdict.kind === 'too-long' ||
    init?.type !== 'Identifier' ||
    !(constants instanceof ScopedConstants)
  )
    return verdict;
  const param = constants.parameterAt(String(init.name), init.start, verdict.kind === 'missing');
  const sites = param ? constants.callSites.get(param.fn) : undefined;
  if (!param || !sites || sites.length === 0) return verdict;
  // The init is the helper's own parameter with a default (`options: RequestInit = {}`, judged missing by that
  // default): a caller that hands it a signal makes the helper a pass-through, judged at its callers.
  if (verdict.kind === 'missing')
    return sites.some((site) => site[param.index] && namesSignal(site[param.index] as AstNode))
      ? UNKNOWN
      : verdict;
  let reason: string | undefined;
  for (const site of sites) {
    const given = site[param.index];
    if (!given || given.type === 'SpreadElement' || given.type === 'Identifier') return verdict;
    const judged = judgeFetch(context, [args[0] as AstNode, given], library);
    if (judged.kind !== 'missing') return verdict;
    reason ??= judged.reason;
  }
  return missing(`every call of this helper in the file passes an init with ${reason ?? 'no signal'}`);
}

/** `fetch(input)` of a parameter that may be a Request: its signal is the Request's, set where it was built. */
export function carriesOwnSignal(args: readonly AstNode[], ancestors: readonly AstNode[]): boolean {
  return args.length === 1 && mayBeRequest(args[0], ancestors);
}

/**
 * The fallback of `given ?? known` (or tsc's `(_a = given) !== null && _a !== void 0 ? _a : known`) when it
 * is a member of a known client module: what the call uses when the caller hands in nothing.
 */
export function fallbackClient(callee: AstNode, bindings: LibraryBindings): AstNode | undefined {
  const fallback =
    callee.type === 'LogicalExpression' && (callee.operator === '??' || callee.operator === '||')
      ? (callee.right as AstNode)
      : callee.type === 'ConditionalExpression' && coalescedLeft(callee)
        ? (callee.alternate as AstNode)
        : undefined;
  const path = fallback ? toPath(fallback) : undefined;
  const receiver = path?.split('.').slice(0, -1).join('.');
  return receiver && bindings.modules.has(receiver) ? unwrap(fallback as AstNode) : undefined;
}

/** `{ …, signal: options?.signal }`: the caller hands a signal (its own callers' choice) to the helper. */
function namesSignal(init: AstNode): boolean {
  return (
    init.type === 'ObjectExpression' &&
    (init.properties as AstNode[]).some(
      (p) =>
        (p.type === 'Property' &&
          (p.key as AstNode).type === 'Identifier' &&
          (p.key as AstNode).name === 'signal') ||
        // `{ ...options, method }`: options handed on whole (keycloak's auth.js:50 spreads the caller's
        // requestOptions, which carry a signal when a timeout was configured) — the wrapper's send is judged.
        (p.type === 'SpreadElement' && HANDED_ON.has(unwrap(p.argument as AstNode).type)),
    )
  );
}

const HANDED_ON = new Set(['Identifier', 'MemberExpression']);

/** `name` returned, or stored on an object, by a statement of the block that declares it. */
function keptElsewhere(name: string, ancestors: readonly AstNode[]): boolean {
  const block = [...ancestors].reverse().find((a) => a.type === 'BlockStatement' || a.type === 'Program');
  const isName = (n: unknown) =>
    (n as AstNode | undefined)?.type === 'Identifier' && (n as AstNode).name === name;
  return ((block?.body ?? []) as AstNode[]).some((statement) => {
    if (statement.type === 'ReturnStatement') return isName(statement.argument);
    const expression =
      statement.type === 'ExpressionStatement' ? (statement.expression as AstNode) : undefined;
    return (
      expression?.type === 'AssignmentExpression' &&
      (expression.left as AstNode).type === 'MemberExpression' &&
      isName(expression.right)
    );
  });
}

/** A value returned to the caller: `return x`, `return c ? x : y`, an arrow's body. */
function handedBack(node: AstNode, ancestors: readonly AstNode[]): boolean {
  let child = node;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const parent = ancestors[i] as AstNode;
    if (parent.type === 'ReturnStatement') return true;
    if (parent.type === 'ArrowFunctionExpression') return parent.body === child;
    const passes =
      (parent.type === 'ConditionalExpression' && parent.test !== child) ||
      parent.type === 'LogicalExpression' ||
      parent.type === 'AwaitExpression' ||
      /^(ParenthesizedExpression|TSAsExpression|TSSatisfiesExpression|TSNonNullExpression)$/.test(
        parent.type,
      );
    if (!passes) return false;
    child = parent;
  }
  return false;
}
