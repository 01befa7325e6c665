// Clients of the data list read here (clients.ts has their docs): node-rest-client's
// `client.get/post/put/delete/patch(url, [args], cb)` on a `new Client(options)`, bounded by `requestConfig.timeout` / `responseConfig.timeout` of the args or the
// client's options, none by default: `exports.client = new node_rest_client_1.Client()` then
// `exports.client.post(url, { headers, data }, cb)` (@rocket.chat/sdk 0.2.9 dist/lib/api.js lines 28, 103, 138).
import type { AstNode } from '../ast';
import type { LibraryBindings } from './bindings';
import type { HttpLibrary } from './clients';
import { ScopedConstants } from './constants';
import { getProperty, resolveNode, resolveObject, toPath, unwrap } from './evaluate';
import type { JudgeContext } from './judge-context';
import { judgeRequestCall } from './more-clients';
import { missing, UNKNOWN, type Verdict } from './verdict';

const REST_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch', 'head', 'options']);
const REST_NONE = "node-rest-client's Client sets no requestConfig or responseConfig timeout by default";

/** The `new <member>(…)` of `library`'s module a call's receiver holds, if it is one. */
function restClientOf(
  receiver: AstNode,
  context: JudgeContext,
  bindings: LibraryBindings,
  library: 'node-rest-client' | 'oauth' = 'node-rest-client',
  member = 'Client',
): AstNode | undefined {
  const made = throughThisAlias(receiver, context) ?? resolveNode(receiver, context.constants);
  if (made.type !== 'NewExpression') return undefined;
  const path = toPath(unwrap(made.callee as AstNode)) ?? '';
  const bound = bindings.exports.get(path);
  const dot = path.lastIndexOf('.');
  // `var Client = require('node-rest-client').Client` (its README's first line): the member of the required module.
  const required = resolveNode(made.callee as AstNode, context.constants);
  const isClient =
    (required !== unwrap(made.callee as AstNode) && requiredClient(required, library, member)) ||
    (bound?.library === library && bound.member === member) ||
    (dot > 0 &&
      path.slice(dot + 1) === member &&
      bindings.modules.get(path.slice(0, dot).replace(/\.default$/, '')) === library);
  return isClient ? made : undefined;
}

/**
 * `_this.oauth` where `_this` is only ever bound to `this` (tsc's ES5 arrows: twitter-api-client 1.6.1
 * dist/base/Transport.js `var _this = this;` in each method): the one value `this.oauth` is assigned.
 */
function throughThisAlias(receiver: AstNode, context: JudgeContext): AstNode | undefined {
  const node = unwrap(receiver);
  const { constants } = context;
  if (node.type !== 'MemberExpression' || node.computed || !(constants instanceof ScopedConstants))
    return undefined;
  const object = unwrap(node.object as AstNode);
  if (object.type !== 'Identifier') return undefined;
  const aliases = constants.bindings.get(String(object.name)) ?? [];
  if (aliases.length === 0 || !aliases.every(({ init }) => init && unwrap(init).type === 'ThisExpression'))
    return undefined;
  const held = constants.bindings.get(`this.${String((node.property as AstNode).name)}`) ?? [];
  const [one] = held;
  return held.length === 1 && one?.init ? resolveNode(one.init, constants) : undefined;
}

function requiredClient(node: AstNode, library: string, member: string): boolean {
  if (node.type !== 'MemberExpression' || node.computed || (node.property as AstNode).name !== member)
    return false;
  const call = unwrap(node.object as AstNode);
  const [source] = (call.arguments as AstNode[] | undefined) ?? [];
  return (
    call.type === 'CallExpression' &&
    toPath(call.callee as AstNode) === 'require' &&
    source?.type === 'Literal' &&
    source.value === library
  );
}

/** Whether an options object sets a request or response timeout: `absent`, `present` or `unknown`. */
function configTimeout(
  options: AstNode | undefined,
  context: JudgeContext,
): 'absent' | 'present' | 'unknown' {
  if (!options) return 'absent';
  const view = resolveObject(options, context.constants);
  if (!view) return 'unknown';
  let found: 'absent' | 'present' | 'unknown' = 'absent';
  for (const key of ['requestConfig', 'responseConfig']) {
    const config = getProperty(view, key);
    if (config === 'absent') continue;
    const inner = config === 'unknown' ? undefined : resolveObject(config, context.constants);
    const timeout = inner ? getProperty(inner, 'timeout') : 'unknown';
    if (timeout === 'unknown') found = 'unknown';
    else if (timeout !== 'absent') return 'present';
  }
  return found;
}

/**
 * `client.post(url, args, cb)` on node-rest-client's `new Client(options)`: missing when neither the args nor
 * the client's options set a timeout. A timeout that is set only emits `requestTimeout` / `responseTimeout` for
 * the caller to handle: not judged. `undefined` when the receiver is not such a client.
 */
export function judgeRestClientCall(
  context: JudgeContext,
  bindings: LibraryBindings,
  callee: AstNode,
  args: readonly AstNode[],
): Verdict | undefined {
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  if (!REST_METHODS.has(String((callee.property as AstNode).name))) return undefined;
  const client = restClientOf(callee.object as AstNode, context, bindings);
  if (!client) return undefined;
  const given = args[1] && !/Function/.test(args[1].type) ? args[1] : undefined;
  const own = configTimeout(given, context);
  const made = configTimeout((client.arguments as AstNode[])[0], context);
  if (own === 'present' || made === 'present' || own === 'unknown' || made === 'unknown') return UNKNOWN;
  return missing(REST_NONE);
}

/** Clients whose named exports (or default) call-judges.ts judges by `judgeOtherClient` (more-clients.ts). */
export const OTHER_EXPORTED: ReadonlySet<HttpLibrary> = new Set<HttpLibrary>([
  'request',
  'needle',
  'ofetch',
  'gaxios',
  'graphql-request',
  'apollo',
  'phin',
  'unfetch',
  'xhr',
  'wreck',
]);

/** A send on what `new Client()` (node-rest-client) or `new OAuth()` (oauth) made, when no library is known. */
export function judgeMadeClientCall(
  context: JudgeContext,
  bindings: LibraryBindings,
  callee: AstNode,
  args: readonly AstNode[],
  library: HttpLibrary | undefined,
): { verdict: Verdict; library: 'node-rest-client' | 'oauth' } | undefined {
  const rest = library ? undefined : judgeRestClientCall(context, bindings, callee, args);
  if (rest) return { verdict: rest, library: 'node-rest-client' };
  const oauth = library && library !== 'oauth' ? undefined : judgeOAuthCall(context, bindings, callee, args);
  return oauth ? { verdict: oauth, library: 'oauth' } : undefined;
}

const OAUTH_SENDS = new Set(['get', 'delete', 'put', 'post']);
const OAUTH_NONE =
  "the oauth package's OAuth client has no timeout option: the call waits as long as the server";

/**
 * `client.get(url, token, secret, cb)` (or `post(url, token, secret, body, type, cb)`) on the `oauth` package's
 * `new OAuth(…)` (twitter-api-client 1.6.1 dist/base/Transport.js lines 59, 87, 120, 153): missing, as nothing
 * bounds it, when the last argument is a function written there (with none the unsent request is handed back
 * to the caller, who may bound it). `undefined` when the receiver is not such a client.
 */
export function judgeOAuthCall(
  context: JudgeContext,
  bindings: LibraryBindings,
  callee: AstNode,
  args: readonly AstNode[],
): Verdict | undefined {
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  if (!OAUTH_SENDS.has(String((callee.property as AstNode).name))) return undefined;
  const last = args.at(-1);
  if (args.length < 4 || !last || !/Function/.test(last.type)) return undefined;
  const client = restClientOf(callee.object as AstNode, context, bindings, 'oauth', 'OAuth');
  return client ? missing(OAUTH_NONE) : undefined;
}

/** Operators that may end the observable on a timer (rxjs's `timeout`, `timeoutWith`, `takeUntil(timer(…))`, `race`). */
const TIMED_OPERATOR = /timeout|until|race|deadline/i;

/**
 * rxjs's `ajax(urlOrRequest)` (@dasch-swiss/dsp-js 12.0.1 src/api/endpoint.js lines 46 and 170: the request a
 * method builds with `timeout: 0`): judged by the request's `timeout`, 0 (none) by default, unless the call's
 * own `.pipe(…)` holds an operator that may end it on a timer (then not judged).
 */
export function judgeRxjsAjax(
  context: JudgeContext,
  node: AstNode,
  args: readonly AstNode[],
  ancestors: readonly AstNode[],
): Verdict {
  const [member, call] = [ancestors.at(-1), ancestors.at(-2)];
  const piped =
    member?.type === 'MemberExpression' &&
    member.object === node &&
    (member.property as AstNode).name === 'pipe';
  if (piped && call?.type === 'CallExpression') {
    const operators = (call.arguments as AstNode[]).map(
      (arg) => toPath(unwrap(arg).callee as AstNode) ?? '?',
    );
    if (operators.some((name) => name === '?' || TIMED_OPERATOR.test(name))) return UNKNOWN;
  }
  return judgeRequestCall(context, args.slice(0, 1), "rxjs ajax's timeout defaults to 0 (none)");
}
