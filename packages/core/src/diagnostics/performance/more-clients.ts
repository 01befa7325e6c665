import type { AstNode } from '../ast';
import { optionsFromCalls } from './caller-options';
import type { HttpLibrary } from './clients';
import { getProperty, type ObjectView, resolveObject, valueByDefault } from './evaluate';
import { judgeHttpxCall } from './httpx-calls';
import { type JudgeContext, judgeSignal } from './judges';
import { classifyTarget } from './request-targets';
import { formatMs, judgeMs, judgeNode, missing, OK, UNKNOWN, type Verdict } from './verdict';

/** The options object among the first arguments, `none` if only a URL is given, `unknown` otherwise. */
function findOptions(
  context: JudgeContext,
  args: readonly AstNode[],
  at?: number,
): ObjectView | ObjectView[] | 'none' | 'unknown' {
  const candidates = at === undefined ? args.slice(0, 2) : args.slice(at, at + 1);
  for (const [index, arg] of candidates.entries()) {
    if (arg.type === 'ArrowFunctionExpression' || arg.type === 'FunctionExpression') break;
    const target = classifyTarget(context, arg);
    // `request(url, cb)`: a last argument after the URL that is not an object is the callback.
    if (target === 'unknown' && index === 1 && at === undefined && args.length === 2) return 'none';
    // A parameter of the request's own method: what the file's calls of it give (caller-options.ts).
    if (target === 'unknown') return optionsFromCalls(context, arg) ?? 'unknown';
    if (target !== 'url') return target;
  }
  return 'none';
}

/**
 * One timeout key in ms, or a signal; what is left when neither is there is `none`. A key whose value is the
 * caller's optional one with no default (`timeout: this.timeout`, `this.timeout = opt.timeout`:
 * woocommerce-api 1.5.0 index.js lines 56 and 162) is undefined by default: these clients (module calls, no
 * instance defaults to inherit) then set no timeout, as when the key is left out.
 */
function judgeKeys(
  context: JudgeContext,
  view: ObjectView,
  keys: readonly string[],
  none: string,
  signal = false,
): Verdict {
  let unset: string | undefined;
  for (const key of keys) {
    const value = getProperty(view, key);
    if (value === 'unknown') return UNKNOWN;
    if (value === 'absent') continue;
    const verdict = judgeNode(value, key, context.limit, context.constants);
    if (verdict.kind !== 'unknown' || valueByDefault(value, context.constants) !== 'absent') return verdict;
    unset ??= key;
  }
  if (signal) {
    const value = getProperty(view, 'signal');
    if (value === 'unknown') return UNKNOWN;
    if (value !== 'absent') return judgeSignal(context, value);
  }
  return missing(unset ? `${none} (\`${unset}\` is ${CALLER_UNSET})` : none);
}

/** Why a key read off the caller's options counts as not given. */
const CALLER_UNSET = "the caller's optional value, undefined by default";

/**
 * request / request-promise / requestretry: `request(url | options, [options], cb)`, `request.get(…)`, and
 * phin's `phin(url | options)`: `timeout` in ms, none by default.
 */
export function judgeRequestCall(
  context: JudgeContext,
  args: readonly AstNode[],
  none = 'request waits forever unless `timeout` is set',
): Verdict {
  const options = findOptions(context, args);
  if (options === 'unknown') return UNKNOWN;
  if (options === 'none') return missing(none);
  if (!Array.isArray(options)) return judgeKeys(context, options, ['timeout'], none);
  const verdicts = options.map((view) => judgeKeys(context, view, ['timeout'], none));
  const [one] = verdicts;
  if (one && verdicts.every((verdict) => verdict.kind === 'missing'))
    return missing(`${none}, and no call of its method in the file gives one`);
  // Every call of its method gives a timeout above the limit (btc-markets 1.1.1 index.ts: privateRequest and
  // publicRequest each build `timeout: this.timeout`, 20 s by default, for executeRequest's `request(options, cb)`):
  // the longest of them.
  const long = verdicts.flatMap((verdict) => (verdict.kind === 'too-long' ? [verdict] : []));
  if (long.length === verdicts.length && long.length > 0) return long.reduce((a, b) => (b.ms > a.ms ? b : a));
  // Some calls give none and the rest one above the limit (okcoin-china 0.0.7 rest.js: privateRequest's options
  // carry no timeout, publicRequest's `timeout: this.timeout`, 20 s by default, both for executeRequest's
  // `request(options, cb)`, line 123): no call bounds it within the limit, and one path has no bound at all.
  const unbound = verdicts.find((verdict) => verdict.kind === 'missing');
  return unbound && verdicts.every((verdict) => verdict.kind === 'missing' || verdict.kind === 'too-long')
    ? missing(`${none}, and a call of its method in the file gives none (the others one above the limit)`)
    : UNKNOWN;
}

/**
 * unfetch: a promise around XMLHttpRequest that reads neither a signal nor a timeout (clients.ts). An init
 * with a signal is left unjudged all the same: a later release could read it.
 */
export function judgeUnfetchCall(context: JudgeContext, args: readonly AstNode[]): Verdict {
  const none = 'unfetch sends through XMLHttpRequest with no timeout and no abort signal';
  if (!args[1]) return missing(none);
  const init = resolveObject(args[1], context.constants);
  return init && getProperty(init, 'signal') === 'absent' ? missing(none) : UNKNOWN;
}

const NEEDLE_OPTIONS_INDEX: Record<string, number> = {
  '': 3,
  request: 3,
  get: 1,
  head: 1,
  delete: 2,
  post: 2,
  put: 2,
  patch: 2,
};

/** needle: only `response_timeout` / `read_timeout` bound the response (`open_timeout` is the connection). */
export function judgeNeedleCall(
  context: JudgeContext,
  method: string,
  args: readonly AstNode[],
): Verdict | undefined {
  const index = NEEDLE_OPTIONS_INDEX[method];
  if (index === undefined) return undefined;
  const arg = args[index];
  const none =
    "needle's response_timeout and read_timeout default to 0 (none); open_timeout only bounds the connection";
  if (!arg || arg.type === 'ArrowFunctionExpression' || arg.type === 'FunctionExpression')
    return missing(none);
  const options = resolveObject(arg, context.constants);
  return options ? judgeKeys(context, options, ['response_timeout', 'read_timeout'], none) : UNKNOWN;
}

/** ofetch / $fetch: `timeout` in ms or a `signal`. */
export function judgeOfetchCall(context: JudgeContext, args: readonly AstNode[]): Verdict {
  const none = 'ofetch waits forever unless `timeout` or a signal is set';
  if (!args[1]) return missing(none);
  const options = resolveObject(args[1], context.constants);
  return options ? judgeKeys(context, options, ['timeout'], none, true) : UNKNOWN;
}

/** gaxios `request(options)`: `timeout` in ms (0, none, by default) or a signal. */
export function judgeGaxiosCall(context: JudgeContext, args: readonly AstNode[]): Verdict {
  const options = args[0] ? resolveObject(args[0], context.constants) : undefined;
  if (!options) return UNKNOWN;
  return judgeKeys(context, options, ['timeout'], "gaxios's timeout defaults to 0 (none)", true);
}

/**
 * graphql-request: `request(url, document)` has no way to bound it; `request({ url, document, signal })`
 * and `new GraphQLClient(url, { signal, fetch })` do. A custom `fetch` may bound it: not judged.
 */
export function judgeGraphqlRequest(
  context: JudgeContext,
  args: readonly AstNode[],
  isClient: boolean,
): Verdict {
  const none = 'graphql-request sends with no signal unless one is given';
  const options = isClient ? args[1] : args[0];
  if (!options) return missing(none);
  const first = classifyTarget(context, options);
  if (first === 'url') return missing(none);
  if (first === 'unknown') return UNKNOWN;
  const fetch = getProperty(first, 'fetch');
  if (fetch !== 'absent') return UNKNOWN;
  return judgeKeys(context, first, [], none, true);
}

/** Apollo's `createHttpLink`/`new HttpLink` (and `new ApolloClient({ uri })`): `fetchOptions.signal` or a custom fetch. */
export function judgeApolloLink(
  context: JudgeContext,
  args: readonly AstNode[],
  client: boolean,
  plainFetch?: (fetch: AstNode) => boolean, // a fetch with no bound of its own (apollo-clients.ts)
): Verdict {
  const none = "Apollo's HttpLink fetches with no signal unless fetchOptions or a custom fetch gives one";
  const options = args[0] ? resolveObject(args[0], context.constants) : undefined;
  if (!options) return args[0] ? UNKNOWN : missing(none);
  if (client) {
    // ApolloClient builds an HttpLink only from `uri`; a `link` is judged where it is made.
    const link = getProperty(options, 'link');
    const uri = getProperty(options, 'uri');
    if (link !== 'absent' || uri === 'absent') return link === 'unknown' || uri === 'unknown' ? UNKNOWN : OK;
  }
  const fetch = getProperty(options, 'fetch');
  if (fetch !== 'absent' && (fetch === 'unknown' || !plainFetch?.(fetch))) return UNKNOWN;
  const fetchOptions = getProperty(options, 'fetchOptions');
  if (fetchOptions === 'unknown') return UNKNOWN;
  if (fetchOptions === 'absent') return missing(none);
  const view = resolveObject(fetchOptions, context.constants);
  return view ? judgeKeys(context, view, [], none, true) : UNKNOWN;
}

/** decap-cms-lib-util's `unsentRequest.fetchWithTimeout`/`performRequest`: a 60 s abort unless given a signal. */
const DECAP_TIMEOUT_MS = 60_000;

export function decapDefault(): Verdict {
  return {
    kind: 'too-long',
    ms: DECAP_TIMEOUT_MS,
    reason: `decap-cms-lib-util's fetchWithTimeout aborts after ${formatMs(DECAP_TIMEOUT_MS)}, above the limit`,
  };
}

/** `fetchWithTimeout(url, init)`: its own 60 s abort, unless the init carries a signal. */
export function judgeDecap(context: JudgeContext, args: readonly AstNode[]): Verdict {
  const init = args[1] ? resolveObject(args[1], context.constants) : undefined;
  const signal = init ? getProperty(init, 'signal') : 'absent';
  if (signal !== 'absent' && signal !== 'unknown') return judgeSignal(context, signal);
  const verdict = decapDefault();
  return judgeMs(verdict.kind === 'too-long' ? verdict.ms : 0, 'fetchWithTimeout', context.limit).kind ===
    'ok'
    ? OK
    : verdict;
}

/**
 * Fern's generated `core.fetcher(args)`: a timer of `args.timeoutMs`, none without it; `args.abortSignal` can
 * only end it sooner (the caller's optional one, absent by default, does not).
 */
export function judgeFernFetcher(context: JudgeContext, args: readonly AstNode[]): Verdict {
  const options = args[0] ? resolveObject(args[0], context.constants) : undefined;
  if (!options) return UNKNOWN;
  const none = "Fern's fetcher arms no timer unless `timeoutMs` is given";
  const timeout = getProperty(options, 'timeoutMs');
  if (timeout === 'unknown') return UNKNOWN;
  const verdict =
    timeout === 'absent' ? missing(none) : judgeNode(timeout, 'timeoutMs', context.limit, context.constants);
  if (verdict.kind === 'ok' || verdict.kind === 'unknown') return verdict;
  const signal = getProperty(options, 'abortSignal');
  if (signal === 'absent') return verdict;
  if (signal === 'unknown') return UNKNOWN;
  if (valueByDefault(signal, context.constants) === 'absent') return verdict;
  const bySignal = judgeSignal(context, signal);
  return bySignal.kind === 'missing' ? verdict : bySignal.kind === 'ok' ? OK : UNKNOWN;
}

const XHR_MEMBERS = new Set(['default', 'get', 'post', 'put', 'patch', 'del', 'head']);

/** Where wreck's options are: `request(method, uri, options)`, `get(uri, options)` and the other shortcuts. */
const WRECK_OPTIONS_INDEX: Record<string, number> = {
  request: 2,
  get: 1,
  post: 1,
  put: 1,
  patch: 1,
  delete: 1,
};

/** @hapi/wreck: `timeout` in ms, unlimited by default (clients.ts); a callback where options may be is none. */
export function judgeWreckCall(
  context: JudgeContext,
  member: string,
  args: readonly AstNode[],
): Verdict | undefined {
  const index = WRECK_OPTIONS_INDEX[member];
  if (index === undefined) return undefined;
  const none = "wreck's timeout is unlimited by default";
  const arg = args[index];
  if (!arg || arg.type === 'ArrowFunctionExpression' || arg.type === 'FunctionExpression')
    return missing(none);
  const options = resolveObject(arg, context.constants);
  return options ? judgeKeys(context, options, ['timeout'], none) : UNKNOWN;
}

/** The client's member called (`default` for the module itself), judged by its own entry. */
export function judgeOtherClient(
  context: JudgeContext,
  library: HttpLibrary,
  member: string,
  method: string,
  args: readonly AstNode[],
): Verdict | undefined {
  switch (library) {
    case 'request':
      return ['default', 'get', 'post', 'put', 'patch', 'del', 'delete', 'head'].includes(member)
        ? judgeRequestCall(context, args)
        : undefined;
    case 'phin':
      return member === 'default' || member === 'promisified' || member === 'unpromisified'
        ? judgeRequestCall(context, args, 'phin sets no timeout unless `timeout` is given')
        : undefined;
    case 'unfetch':
      return member === 'default' ? judgeUnfetchCall(context, args) : undefined;
    case 'xhr':
      // `xhr(options | url, [options], cb)` and its verbs (clients.ts): `timeout` only, 0 (none) by default.
      return XHR_MEMBERS.has(member)
        ? judgeRequestCall(context, args, "xhr's timeout defaults to 0 (none)")
        : undefined;
    case 'needle':
      return judgeNeedleCall(context, member === 'default' ? '' : member, args);
    case 'ofetch':
      return member === 'default' || member === 'raw' || member === 'ofetch' || member === '$fetch'
        ? judgeOfetchCall(context, args)
        : undefined;
    case 'gaxios':
      return member === 'request' ? judgeGaxiosCall(context, args) : undefined;
    case 'graphql-request':
      return member === 'request' || member === 'rawRequest' || (member === 'default' && method === '')
        ? judgeGraphqlRequest(context, args, false)
        : undefined;
    case 'apollo':
      return member === 'createHttpLink' ? judgeApolloLink(context, args, false) : undefined;
    case 'fern':
      return member === 'fetcher' ? judgeFernFetcher(context, args) : undefined;
    case 'wreck':
      return judgeWreckCall(context, member, args);
    case 'httpx':
      return judgeHttpxCall(context, member, args);
    default:
      return undefined;
  }
}
