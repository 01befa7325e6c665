import { type AstNode, isAstNode } from '../ast';
import { timerInFunction } from './abort-timers';
import { absentConfig } from './absent-configs';
import { optionsView } from './assigned-options';
import { CALLER_ONLY, FROM_CALLER, optionalSignal, signalFromCaller, wiredOnly } from './caller-optional';
import { unboundByDefault } from './caller-origins';
import { untimedCancelToken } from './cancel-tokens';
import { optionalDestructuredSignal, optionalParameterSignal } from './chained-signals';
import { declaredWithout } from './declared-types';
import { ownTimeout } from './default-signals';
import { initWithoutCallerSpread } from './destructured-inits';
import { isAssetUri } from './device-assets';
import { RETURNED_AGENT } from './dispatcher-returns';
import {
  evaluateTest,
  getProperty,
  type ObjectView,
  resolveNode,
  resolveObject,
  returnedBy,
  ScopedConstants,
  toPath,
  unwrap,
  valueByDefault,
} from './evaluate';
import { neverAborted } from './idle-controllers';
import type { JudgeContext } from './judge-context';
import { isNullish } from './node-paths';
import { initWithoutOptions } from './optional-inits';
import { armedOnlyIfPassed } from './optional-timers';
import { initFromCallers } from './pass-through-inits';
import { stoppedOnly } from './stop-only-controllers';
import { chainedSignal, judgeChosen, judgeEither } from './undecided-signals';
import { judgeUnsetSignal } from './unset-getters';
import { judgeMs, judgeNode, missing, OK, UNKNOWN, undefinedByDefault, type Verdict } from './verdict';

export type { JudgeContext } from './judge-context';

/** Options not given, or given and lacking the timeout: the call inherits (instance, defaults). */
export const INHERIT = 'inherit';
export type ConfigVerdict = Verdict | typeof INHERIT;

const UNDICI_DEFAULT_MS = 300_000;
export const KY_DEFAULT_MS = 10_000;

/** A `signal`: `AbortSignal.timeout(n)` is judged; any other signal (a controller's) counts as set. */
export function judgeSignal(context: JudgeContext, node: AstNode, depth = 0): Verdict {
  // `request?.signal`: the caller's own signal, which is absent unless the caller passes one.
  if (node.type === 'ChainExpression' && isAstNode(node.expression)) {
    const member = node.expression;
    if (member.type === 'MemberExpression' && (member.property as AstNode).name === 'signal')
      return chainedSignal(member, context); // undecided-signals.ts: or a controller made with its timer
  }
  const either = judgeEither(node, (source) => judgeSignal(context, source, depth + 1));
  if (either) return either; // undecided-signals.ts
  const signal = resolveNode(node, context.constants);
  if (isNullish(signal)) return missing('its signal is empty');
  if (
    signal.type === 'LogicalExpression' &&
    (signal.operator === '||' || signal.operator === '??') &&
    depth < 4
  ) {
    // `params?.signal || this.options?.signal`: the first signal that is set; the caller's optional ones are
    // absent by default, so the call gets the first that is not, and none when all are the caller's.
    const left = judgeSignal(context, signal.left as AstNode, depth + 1);
    const caller = left.kind === 'unknown' && left.reason !== undefined; // without one, the fallback applies
    if (left.kind !== 'missing' && !caller) return left;
    const right = judgeSignal(context, signal.right as AstNode, depth + 1);
    // `signal ?? null` (sonarqube-web-api-client 1.0.1 dist/index.js:2340): the file reads the caller's signal as
    // one that may be absent, and sends none then.
    const none = caller && left.reason === FROM_CALLER && isNullish(unwrap(signal.right as AstNode));
    if (none) return missing(`its only signal is the caller's, sent as none when absent (${CALLER_ONLY})`);
    if (caller) return right.kind === 'ok' ? right : left;
    return right.kind === 'missing'
      ? missing(`each signal it may use is the caller's optional one, absent by default (${CALLER_ONLY})`)
      : right;
  }
  if (signal.type === 'ConditionalExpression' && depth < 4) {
    // `timeout > 0 ? AbortSignal.timeout(timeout) : undefined`, judged with the defaults of its names.
    const test = evaluateTest(signal.test as AstNode, context.constants);
    if (test === undefined) return judgeGuardedSignal(context, signal, depth);
    const branch = (test ? signal.consequent : signal.alternate) as AstNode;
    const verdict = judgeSignal(context, branch, depth + 1);
    return verdict.kind === 'missing'
      ? missing('by default it has no signal (the timeout defaults to 0)')
      : verdict;
  }
  // `combineSignals([signal, timeoutSignal]).signal`: a helper named for combining signals, like AbortSignal.any.
  const combined = signal.type === 'MemberExpression' ? unwrap(signal.object as AstNode) : signal;
  if (combined.type === 'CallExpression' && COMBINES.test(toPath(combined.callee as AstNode) ?? '')) {
    const list = (combined.arguments as AstNode[])[0];
    return list ? judgeAnyOf(context, list) : OK;
  }
  const handed = depth < 4 ? judgeHandedSignal(context, signal, depth) : undefined;
  if (handed) return handed;
  if (
    signal.type === 'MemberExpression' &&
    !signal.computed &&
    /^(signal|abortSignal)$/.test(String((signal.property as AstNode).name))
  ) {
    // `controller.signal` aborted by `setTimeout(() => controller.abort(), ms)`: judged by `ms` when known.
    const owner = toPath(signal.object as AstNode);
    let ms = owner ? context.abortTimers?.get(owner) : undefined;
    if (ms === null && owner) ms = timerInFunction(context, owner, signal) ?? null;
    if (ms) {
      const verdict = judgeNode(ms, 'the abort timer', context.limit, context.constants);
      if (verdict.kind !== 'unknown') return verdict;
      return (owner && armedOnlyIfPassed(context, owner, ms)) || OK; // optional-timers.ts
    }
    const judge = (source: AstNode) => judgeSignal(context, source, depth + 1);
    const wired = owner && ms === undefined && wiredOnly(context, owner, signal.start, judge);
    const idle =
      owner && ms === undefined
        ? (neverAborted(context, owner, signal.start) ?? stoppedOnly(context, owner, signal.start))
        : undefined;
    // idle-controllers.ts, stop-only-controllers.ts
    return wired || idle || (signalFromCaller(context, owner, signal) ?? OK);
  }
  if (signal.type === 'Identifier') return signalFromCaller(context, String(signal.name), signal) ?? OK;
  if (signal.type !== 'CallExpression') return OK;
  const callee = toPath(signal.callee as AstNode);
  const args = signal.arguments as AstNode[];
  if (callee === 'AbortSignal.timeout') {
    return args[0] ? judgeNode(args[0], 'AbortSignal.timeout', context.limit, context.constants) : UNKNOWN;
  }
  if (callee === 'AbortSignal.any' && args[0]) return judgeAnyOf(context, args[0]);
  return OK;
}

/**
 * `signal = config.timeout ? controller.signal : undefined` (a signal set under `if`, or spread in by
 * `...timeout ? { signal } : {}`), when the condition is not a comparison of known values: decided by what
 * the condition is when the caller passes nothing. The caller's optional value with no visible default is
 * absent, so the call has no signal; a visible default (`|| 30000`) chooses the branch that is judged.
 */
function judgeGuardedSignal(context: JudgeContext, signal: AstNode, depth: number): Verdict {
  const test = signal.test as AstNode;
  const value = valueByDefault(test, context.constants);
  const judge = (branch: AstNode) => judgeSignal(context, branch, depth + 1);
  if (value === undefined) return judgeChosen(signal, context, judge); // undecided-signals.ts
  const branch = (value === 'truthy' ? signal.consequent : signal.alternate) as AstNode;
  const verdict = judgeSignal(context, branch, depth + 1);
  if (verdict.kind !== 'missing' || value === 'truthy') return verdict;
  const name = toPath(test);
  return missing(
    `its signal is set only when ${name ? `\`${name}\`` : 'a condition'} is set, and it has no default (${CALLER_ONLY})`,
  );
}

/**
 * A signal the caller hands over: `requestOptions.signal` of an options object whose visible value (its
 * default `{}`) has none, or a parameter every caller in the file fills with such a signal. `undefined` when
 * it is not one of those (judged as any other signal).
 */
function judgeHandedSignal(context: JudgeContext, signal: AstNode, depth: number): Verdict | undefined {
  const { constants } = context;
  if (signal.type === 'MemberExpression' && !signal.computed) {
    const view = resolveObject(signal.object as AstNode, constants);
    const key = String((signal.property as AstNode).name);
    const value = view ? getProperty(view, key) : 'unknown';
    const optional =
      value === 'unknown' ? optionalSignal(constants, signal, key, optionalDestructuredSignal) : undefined;
    if (optional) return optional;
    if (value === 'absent')
      return missing(`its only signal is the caller's optional one, absent by default (${CALLER_ONLY})`);
    return value === 'unknown' ? undefined : judgeSignal(context, value, depth + 1);
  }
  if (signal.type !== 'Identifier' || !(constants instanceof ScopedConstants)) return undefined;
  const param = constants.parameterAt(String(signal.name), signal.start);
  const sites = param ? constants.callSites.get(param.fn) : undefined;
  if (!param || !sites?.length) return param && optionalParameterSignal(param, signal, constants);
  for (const args of sites) {
    const given = args[param.index];
    if (!given || given.type === 'SpreadElement') return undefined;
    if (judgeSignal(context, given, depth + 1).kind !== 'missing') return undefined;
  }
  return missing(
    `its only signal is the caller's optional one, which every call in the file leaves absent by default (${CALLER_ONLY})`,
  );
}

/** A helper that combines signals into one (`combineSignals`, `anySignal`, `mergeAbortSignals`). */
const COMBINES = /(^|\.)(any|combine|merge|compose)\w*Signals?$/i;

/**
 * Signals combined into one (`AbortSignal.any([...])`): bounded by its timeouts — `AbortSignal.timeout(ms)`, or
 * one chosen by a condition (`ms > 0 ? AbortSignal.timeout(ms) : undefined`); the others (the caller's) are
 * absent by default.
 */
function judgeAnyOf(context: JudgeContext, node: AstNode): Verdict {
  const list = resolveNode(node, context.constants);
  if (list.type !== 'ArrayExpression') return OK;
  const timeouts = (list.elements as (AstNode | null)[])
    .filter((element): element is AstNode => element !== null)
    .map((element) => resolveNode(element, context.constants))
    .filter(
      (element) =>
        (element.type === 'CallExpression' && toPath(element.callee as AstNode) === 'AbortSignal.timeout') ||
        (element.type === 'ConditionalExpression' &&
          [element.consequent, element.alternate].some((branch) => {
            const inner = resolveNode(branch as AstNode, context.constants);
            return (
              inner.type === 'CallExpression' && toPath(inner.callee as AstNode) === 'AbortSignal.timeout'
            );
          })),
    )
    .map((element) => judgeSignal(context, element));
  if (
    timeouts.length === 0 ||
    timeouts.some((verdict) => verdict.kind === 'ok' || verdict.kind === 'unknown')
  ) {
    return OK;
  }
  return timeouts[0] ?? OK;
}

/** `fetch(input, init)` (global, undici or node-fetch): a signal, or the dispatcher's timeouts. */
export function judgeFetch(
  context: JudgeContext,
  args: readonly AstNode[],
  library: 'global' | 'undici' | 'fetch',
): Verdict {
  if (args.slice(0, 2).some((arg) => arg.type === 'SpreadElement')) return UNKNOWN; // `fetch(...args)`
  const input = args[0] ? resolveNode(args[0], context.constants) : undefined;
  if (input?.type === 'NewExpression' && toPath(input.callee as AstNode) === 'Request') {
    const requestInit = (input.arguments as AstNode[])[1];
    const verdict = requestInit ? judgeFetchInit(context, requestInit, library) : missing('no signal');
    if (verdict.kind !== 'missing' || !args[1]) return verdict;
  }
  // An optional init the caller did not give (`init?: RequestInit`) is no init at all.
  const init = args[1] && isNullish(resolveNode(args[1], context.constants)) ? undefined : args[1];
  if (!init) {
    if (args[1] ? initFromCallers(context, args[1]) : isAssetUri(args[0])) return UNKNOWN; // pass-through-inits.ts, device-assets.ts
    if (library !== 'fetch' && context.globalAgent) return judgeUndiciOptions(context, undefined, 'fetch');
    return missing(
      args[1] ? 'its init is optional and absent by default, so no signal' : 'no init object, so no signal',
    );
  }
  const verdict = judgeFetchInit(context, init, library);
  // The user's optional RequestInit spread into a generated operation's own init (destructured-inits.ts).
  const without = verdict.kind === 'unknown' ? initWithoutCallerSpread(context, args[0], init) : undefined;
  const byDefault = without && judgeFetchInit(context, without, library);
  if (byDefault?.kind === 'missing')
    return missing(`without the caller's optional options, ${byDefault.reason}`);
  return verdict;
}

function judgeFetchInit(
  context: JudgeContext,
  init: AstNode,
  library: 'global' | 'undici' | 'fetch',
): Verdict {
  const without = initWithoutOptions(context, init); // optional-inits.ts
  const byDefault = without ? judgeFetchInit(context, without, library) : undefined;
  if (byDefault)
    return byDefault.kind === 'missing'
      ? missing(`without the caller's optional options, ${byDefault.reason}`)
      : byDefault;
  const view = optionsView(context, init);
  // An init or signal unknown only because it is the caller's: followed to its origins (caller-origins.ts).
  const keys = [['signal'], [library === 'fetch' ? 'timeout' : 'dispatcher']];
  const byOrigin = (otherwise: Verdict) => unboundByDefault(context, init, keys) ?? otherwise;
  if (view === 'unknown' || view === 'none') return byOrigin(UNKNOWN);
  const signal = getProperty(view, 'signal');
  if (signal === 'unknown') return byOrigin(UNKNOWN);
  if (signal !== 'absent') {
    const other = getProperty(view, library === 'fetch' ? 'timeout' : 'dispatcher');
    const unset = context.unsetGetters && judgeUnsetSignal(context, signal, other); // unset-getters.ts
    if (unset) return unset;
    const bySignal = judgeSignal(context, signal);
    // node-fetch 2 applies its own `timeout` too (default-signals.ts): without a signal, that bounds the call.
    const own = library === 'fetch' ? ownTimeout(context, view, signal, bySignal) : 'absent';
    if (bySignal.kind === 'unknown' && own === 'absent') return byOrigin(bySignal);
    if (own === 'absent' || own === 'unknown') return bySignal;
    return judgeNode(own, 'timeout', context.limit, context.constants);
  }
  if (library === 'fetch') {
    const timeout = getProperty(view, 'timeout');
    if (timeout === 'unknown') return UNKNOWN;
    if (timeout !== 'absent')
      return (
        undefinedByDefault(timeout, 'timeout', context.constants) ??
        judgeNode(timeout, 'timeout', context.limit, context.constants)
      );
    return missing(`no \`signal\`${declaredWithout(view.openBy, context.constants)}`);
  }
  if (getProperty(view, 'dispatcher') !== 'absent' || context.globalAgent) {
    return judgeUndiciOptions(context, init, 'fetch');
  }
  return missing(`no \`signal\`${declaredWithout(view.openBy, context.constants)}`);
}

/** The options of `new Agent(...)` / `new Pool(...)` / `new Client(...)` from undici, if `node` is one. */
export function resolveAgent(context: JudgeContext, node: AstNode): ObjectView | undefined {
  // `net.getDispatcher()` of another module, building an Agent it returns (dispatcher-returns.ts).
  const resolved = resolveNode(node, context.constants);
  const agent = (resolved.type === 'CallExpression' && returnedBy(resolved, context.constants)) || resolved;
  if (agent.type !== 'NewExpression') return undefined;
  const kind = undiciDispatcherKind(context, agent.callee as AstNode);
  if (!kind) return undefined;
  // new Agent(options), but new Pool(origin, options) and new Client(origin, options).
  const options = (agent.arguments as AstNode[])[kind === 'Agent' ? 0 : 1];
  if (!options) return { properties: new Map(), open: false };
  return resolveObject(options, context.constants);
}

const DISPATCHERS = ['Agent', 'Pool', 'Client'] as const;

/** Which undici dispatcher class a `new` callee names, through the file's imports. */
export function undiciDispatcherKind(
  context: JudgeContext,
  callee: AstNode,
): (typeof DISPATCHERS)[number] | undefined {
  if (callee.type === 'Identifier' && callee.name === RETURNED_AGENT) return 'Agent';
  const path = toPath(callee);
  if (!path) return undefined;
  const [head, member] = path.split('.');
  const name =
    member === undefined
      ? context.bindings.exports.get(path)?.library === 'undici'
        ? context.bindings.exports.get(path)?.member
        : undefined
      : context.bindings.modules.get(head ?? '') === 'undici'
        ? member
        : undefined;
  return DISPATCHERS.find((dispatcher) => dispatcher === name);
}

/** undici's `request`/`fetch`: a signal, else `headersTimeout` and `bodyTimeout` (300 s each by default). */
export function judgeUndiciOptions(
  context: JudgeContext,
  options: AstNode | undefined,
  what: string,
): Verdict {
  const view = optionsView(context, options);
  if (view === 'unknown') return UNKNOWN;
  const sources: ObjectView[] = [];
  if (view !== 'none') {
    const signal = getProperty(view, 'signal');
    if (signal === 'unknown') return UNKNOWN;
    if (signal !== 'absent') return judgeSignal(context, signal);
    sources.push(view);
    const dispatcher = getProperty(view, 'dispatcher');
    if (dispatcher === 'unknown') return UNKNOWN;
    if (dispatcher !== 'absent') {
      const agent = resolveAgent(context, dispatcher);
      if (!agent) return UNKNOWN;
      sources.push(agent);
    }
  }
  if (sources.length < 2 && context.globalAgent) {
    if (context.globalAgent === 'unknown') return UNKNOWN;
    sources.push(context.globalAgent);
  }
  return judgeDispatcherTimeouts(context, sources, what);
}

function judgeDispatcherTimeouts(
  context: JudgeContext,
  sources: readonly ObjectView[],
  what: string,
): Verdict {
  let explicit = false;
  const verdicts: Verdict[] = [];
  for (const key of ['headersTimeout', 'bodyTimeout']) {
    let value: AstNode | 'absent' | 'unknown' = 'absent';
    for (const source of sources) {
      value = getProperty(source, key);
      if (value !== 'absent') break;
    }
    if (value === 'unknown') return UNKNOWN;
    if (value === 'absent') {
      verdicts.push(judgeMs(UNDICI_DEFAULT_MS, `${key} (undici's default)`, context.limit));
      continue;
    }
    explicit = true;
    verdicts.push(judgeNode(value, key, context.limit, context.constants));
  }
  if (!explicit) {
    return missing(
      `no signal, headersTimeout or bodyTimeout: undici's ${what} waits up to 300 s for headers and again for the body`,
    );
  }
  return (
    verdicts.find((verdict) => verdict.kind === 'missing') ??
    verdicts.find((verdict) => verdict.kind === 'unknown') ??
    verdicts.find((verdict) => verdict.kind === 'too-long') ??
    OK
  );
}

/** `new Agent({...})` itself: only explicit timeouts are judged here (requests judge the defaults). */
export function judgeAgentOptions(context: JudgeContext, agent: ObjectView): Verdict {
  for (const key of ['headersTimeout', 'bodyTimeout']) {
    const value = getProperty(agent, key);
    if (value === 'absent' || value === 'unknown') continue;
    const verdict = judgeNode(value, key, context.limit, context.constants);
    if (verdict.kind === 'missing' || verdict.kind === 'too-long') return verdict;
  }
  return OK;
}

/** An axios request config (or `axios.create` defaults): `timeout` in ms, 0 meaning none. */
export function judgeAxiosConfig(context: JudgeContext, config: AstNode | undefined): ConfigVerdict {
  const view = optionsView(context, config);
  if (view === 'none') return INHERIT;
  if (view === 'unknown') return config && absentConfig(context, config) ? INHERIT : UNKNOWN;
  const timeout = getProperty(view, 'timeout');
  if (timeout === 'unknown') return UNKNOWN;
  // axios merges a config's `timeout: undefined` as not given (mergeConfig's defaultToConfig2): inherited.
  const verdict =
    timeout === 'absent' || valueByDefault(timeout, context.constants) === 'absent'
      ? INHERIT
      : judgeNode(timeout, 'timeout', context.limit, context.constants);
  return withSignal(context, view, verdict, ['signal', 'cancelToken']);
}

/**
 * axios, got and ky also take an abort `signal` (axios a `cancelToken` too): the call ends at whichever
 * bound comes first, so a bounded signal makes the call compliant.
 */
export function withSignal(
  context: JudgeContext,
  view: ObjectView,
  verdict: ConfigVerdict,
  keys: readonly string[],
): ConfigVerdict {
  let signal: AstNode | undefined;
  for (const key of keys) {
    const value = getProperty(view, key);
    if (value === 'unknown') return verdict;
    if (value !== 'absent') {
      signal = value;
      break;
    }
  }
  if (!signal) return verdict;
  if (untimedCancelToken(context, signal)) return verdict; // a cancellation, no bound: cancel-tokens.ts
  const bound = judgeSignal(context, signal);
  if (bound.kind === 'ok') return OK;
  if (verdict === INHERIT || verdict.kind === 'missing') return bound;
  if (verdict.kind === 'too-long' && bound.kind === 'too-long')
    return verdict.ms <= bound.ms ? verdict : bound;
  return verdict.kind === 'too-long' && bound.kind === 'missing'
    ? verdict
    : verdict.kind === 'ok'
      ? OK
      : UNKNOWN;
}

/** got options: `timeout: { request }` (v12+) or a number (older versions). */
export function judgeGotOptions(context: JudgeContext, options: AstNode | undefined): ConfigVerdict {
  const view = optionsView(context, options);
  if (view === 'none') return INHERIT;
  if (view === 'unknown') return UNKNOWN;
  const timeout = getProperty(view, 'timeout');
  if (timeout === 'unknown') return UNKNOWN;
  if (timeout === 'absent') return withSignal(context, view, INHERIT, ['signal']);
  const phases = resolveObject(timeout, context.constants);
  if (!phases) return judgeNode(timeout, 'timeout', context.limit, context.constants);
  const request = getProperty(phases, 'request');
  if (request === 'unknown') return UNKNOWN;
  if (request !== 'absent') return judgeNode(request, 'timeout.request', context.limit, context.constants);
  // Only some phases are bounded (connect, response, ...): a partial bound, not reported.
  return phases.properties.size > 0 || phases.open ? UNKNOWN : missing('`timeout` sets no phase');
}

/** ky options: `timeout` in ms (default 10 s), `false` meaning none. */
export function judgeKyOptions(context: JudgeContext, options: AstNode | undefined): ConfigVerdict {
  const view = optionsView(context, options);
  if (view === 'none') return INHERIT;
  if (view === 'unknown') return UNKNOWN;
  const timeout = getProperty(view, 'timeout');
  if (timeout === 'unknown') return UNKNOWN;
  // Without a timeout, ky's 10 s default still bounds the call: only a bounded signal changes the verdict.
  if (timeout === 'absent') return withSignal(context, view, INHERIT, ['signal']) === OK ? OK : INHERIT;
  const value = resolveNode(timeout, context.constants);
  const verdict =
    value.type === 'Literal' && value.value === false
      ? missing('`timeout: false` disables it')
      : judgeNode(timeout, 'timeout', context.limit, context.constants);
  return withSignal(context, view, verdict, ['signal']);
}

/** superagent's `.timeout(ms)` or `.timeout({ response, deadline })`: the deadline bounds the whole call. */
export function judgeSuperagentTimeout(context: JudgeContext, argument: AstNode | undefined): Verdict {
  if (!argument) return UNKNOWN;
  // superagent keeps `.timeout(undefined)` as `_timeout` and arms no timer for it (request-base.js).
  if (valueByDefault(argument, context.constants) === 'absent')
    return missing('`.timeout()` is given a value that is undefined by default, which sets none');
  const view = resolveObject(argument, context.constants);
  if (!view) return judgeNode(argument, '.timeout()', context.limit, context.constants);
  for (const key of ['deadline', 'response']) {
    const value = getProperty(view, key);
    if (value === 'unknown') return UNKNOWN;
    if (value !== 'absent') return judgeNode(value, `.timeout({ ${key} })`, context.limit, context.constants);
  }
  return UNKNOWN;
}
