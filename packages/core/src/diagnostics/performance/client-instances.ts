// Clients made by a factory with defaults: `axios.create({...})`, `got.extend({...})`, `ky.create/extend`, and
// request's `request.defaults({...})` (request-promise, requestretry). An instance's call is judged by its own
// options first; a call that sets no timeout inherits the factory's; without either, the client's default.
import type { AstNode } from '../ast';
import { requiredLibrary } from './bindings';
import type { HttpLibrary } from './clients';
import { getProperty, resolveObject, toPath } from './evaluate';
import {
  type ConfigVerdict,
  INHERIT,
  type JudgeContext,
  judgeAxiosConfig,
  judgeGotOptions,
  judgeKyOptions,
  KY_DEFAULT_MS,
} from './judges';
import { judgeOfetchOptions, ofetchMember } from './ofetch-instances';
import { classifyTarget } from './request-targets';
import { formatMs, judgeMs, judgeNode, missing, UNKNOWN, type Verdict } from './verdict';

export type InstanceLibrary = 'axios' | 'got' | 'ky' | 'request' | 'ofetch';

/** The factory methods that make an instance (request's `defaults`: its README, "request.defaults(options)"). */
export const CREATE_METHODS: Record<InstanceLibrary, readonly string[]> = {
  axios: ['create'],
  got: ['extend'],
  ky: ['create', 'extend'],
  request: ['defaults'],
  // ofetch's README, "Create fetch with default options": `ofetch.create(defaults)` (ofetch-instances.ts).
  ofetch: ['create'],
};

/** Every library's factory methods: a call named otherwise makes no instance, whatever its receiver. */
export const FACTORY_METHODS: ReadonlySet<string> = new Set(Object.values(CREATE_METHODS).flat());

/**
 * Whether `<library>.<method>(args)` makes an instance this module judges. request's `defaults(options,
 * requester)` hands every call to the requester, which may set any option: not one.
 */
export function makesInstance(library: string, method: string, args: readonly AstNode[]): boolean {
  if (!(library in CREATE_METHODS) || !CREATE_METHODS[library as InstanceLibrary].includes(method))
    return false;
  return library !== 'request' || (args.length <= 1 && !FUNCTIONS.has(String(args[0]?.type)));
}

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

/**
 * The library whose factory `<object>.create(…)` calls: a module's local, ofetch's `ofetch.ofetch` as required
 * (`let ofetch = require("ofetch")`), or `require('request-promise').defaults({...})`, the module as required.
 */
export function factoryOwner(
  object: AstNode,
  modules: ReadonlyMap<string, HttpLibrary>,
): HttpLibrary | undefined {
  const receiver = toPath(object);
  if (!receiver) return requiredLibrary(object);
  return modules.get(receiver) ?? ofetchMember(receiver, modules);
}

/** request's methods that send (its README: `request.get`, `.post`, … and the instance called itself). */
export const REQUEST_METHODS = new Set(['', 'get', 'post', 'put', 'patch', 'del', 'delete', 'head']);

/**
 * The options of one request call (`request(url | options, [options], cb)`): `undefined` when only a URL (and a
 * callback) is given, `unknown` when they are built at run time.
 */
export function requestOptions(
  context: JudgeContext,
  args: readonly AstNode[],
): AstNode | undefined | 'unknown' {
  for (const [index, arg] of args.slice(0, 2).entries()) {
    if (arg.type === 'ArrowFunctionExpression' || arg.type === 'FunctionExpression') break;
    const target = classifyTarget(context, arg);
    // `request(url, cb)`: a last argument after the URL that is not an object is the callback.
    if (target === 'unknown') return index === 1 && args.length === 2 ? undefined : 'unknown';
    if (target !== 'url') return arg;
  }
  return undefined;
}

/** request's options (a call's or its factory's): `timeout` in ms; none set → inherited. */
function judgeRequestOptions(context: JudgeContext, options: AstNode | undefined): ConfigVerdict {
  if (!options) return INHERIT;
  const view = resolveObject(options, context.constants);
  if (!view) return UNKNOWN;
  const timeout = getProperty(view, 'timeout');
  if (timeout === 'unknown') return UNKNOWN;
  return timeout === 'absent' ? INHERIT : judgeNode(timeout, 'timeout', context.limit, context.constants);
}

export function judgeConfig(
  context: JudgeContext,
  library: InstanceLibrary,
  config: AstNode | undefined,
): ConfigVerdict {
  if (library === 'axios') return judgeAxiosConfig(context, config);
  if (library === 'got') return judgeGotOptions(context, config);
  if (library === 'request') return judgeRequestOptions(context, config);
  if (library === 'ofetch') return judgeOfetchOptions(context, config);
  return judgeKyOptions(context, config);
}

/** What a call gets when neither it nor its client sets a timeout. */
export function libraryDefault(library: InstanceLibrary, limit: number): Verdict {
  if (library === 'ky') {
    return judgeMs(KY_DEFAULT_MS, `ky's default timeout`, limit).kind === 'too-long'
      ? {
          kind: 'too-long',
          ms: KY_DEFAULT_MS,
          reason: `ky's default timeout is ${formatMs(KY_DEFAULT_MS)}, above the limit of ${formatMs(limit)}`,
        }
      : { kind: 'ok' };
  }
  if (library === 'ofetch') return missing('ofetch waits forever unless `timeout` or a signal is set');
  return missing(`${library} waits forever unless \`timeout\` is set`);
}

/**
 * An instance a helper returns as it makes it (`const getRequestInstance = (config) => { return
 * axios.create({ ...config }) }`, @binance/connector 3.6.1 src/helpers/utils.js:50): its requests are sent
 * where the helper's result is used (`getRequestInstance(cfg).request({ … })`), not at the create, so an
 * instance with no call of its own is not reported at the create.
 */
export function returnedByHelper(
  create: AstNode,
  visits: readonly { node: AstNode; ancestors: readonly AstNode[] }[],
): boolean {
  const ancestors = visits.find((visit) => visit.node === create)?.ancestors;
  const parent = ancestors?.[ancestors.length - 1];
  return (
    parent?.type === 'ReturnStatement' ||
    (parent?.type === 'ArrowFunctionExpression' && parent.body === create)
  );
}

/**
 * The requests made on what the helper returning `create` hands back (`getRequestInstance(cfg).request({…})`,
 * binance's utils.js line 71): where an instance a helper makes is used, so where its own config's verdict
 * belongs. Empty when the helper has no name, or its result is not called in the file.
 */
export function helperRequests(
  create: AstNode,
  visits: readonly { node: AstNode; ancestors: readonly AstNode[] }[],
): AstNode[] {
  const ancestors = visits.find((visit) => visit.node === create)?.ancestors ?? [];
  const fn = [...ancestors].reverse().find((node) => /Function/.test(node.type));
  const at = fn ? ancestors.indexOf(fn) : -1;
  const holder = fn?.type === 'FunctionDeclaration' ? fn : ancestors[at - 1];
  const id = holder?.type === 'VariableDeclarator' || holder === fn ? (holder?.id as AstNode | null) : null;
  if (id?.type !== 'Identifier') return [];
  return visits
    .map((visit) => visit.node)
    .filter((node) => {
      const callee = node.callee as AstNode;
      if (node.type !== 'CallExpression' || callee.type !== 'MemberExpression' || callee.computed)
        return false;
      const made = callee.object as AstNode;
      const method = String((callee.property as AstNode).name);
      return (
        made.type === 'CallExpression' &&
        (made.callee as AstNode).type === 'Identifier' &&
        (made.callee as AstNode).name === id.name &&
        (method === 'request' || REQUEST_METHODS.has(method))
      );
    });
}
