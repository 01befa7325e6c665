// An axios config handed in by the file's own callers: `private async request(config) { const cfg = { ...config };
// … this.instance.request(cfg) }` called as `this.request({ method, url, timeout: options?.timeoutMs })` by each
// public method (@mendable/firecrawl-js 4.42.0 src/v2/utils/httpClient.ts lines 60-102 and 122-160). When every
// call of that private method is in the file, the config is what those calls give: judged at each.
import { type AstNode, walk } from '../ast';
import { resolveObject, ScopedConstants, unwrap } from './evaluate';
import type { FileFacts } from './file-facts';
import { missing, type Verdict } from './verdict';

/** Keys that bound an axios call; a config that sets none of them itself is decided by its callers'. */
const BOUNDS = ['timeout', 'signal', 'cancelToken'];

/**
 * The configs a call's `config` is built from, one per call of the method that hands it in: `config` is that
 * method's parameter (or `{ ...parameter, other keys }` setting no bound), and the method's every call is known
 * (a function whose calls are all in the file, or a TypeScript `private`/`#` method called as `this.name(…)`).
 * `undefined` otherwise.
 */
export function configsFromCallers(facts: FileFacts, config: AstNode): AstNode[] | undefined {
  const { constants } = facts.context;
  if (!(constants instanceof ScopedConstants)) return undefined;
  let given = unwrap(config);
  if (given.type !== 'Identifier' || !constants.parameterAt(String(given.name), given.start)) {
    const view = resolveObject(given, constants);
    const spread = view?.openBy?.length === 1 ? unwrap(view.openBy[0] as AstNode) : undefined;
    if (!view || !spread || BOUNDS.some((key) => view.properties.has(key))) return undefined;
    given = spread;
  }
  if (given.type !== 'Identifier') return undefined;
  const param = constants.parameterAt(String(given.name), given.start);
  if (!param) return undefined;
  const sites = constants.callSites.get(param.fn) ?? privateMethodSites(facts, param.fn);
  if (!sites || sites.length === 0) return undefined;
  const configs: AstNode[] = [];
  for (const args of sites) {
    const arg = args[param.index];
    if (!arg || arg.type === 'SpreadElement') return undefined;
    configs.push(arg);
  }
  return configs;
}

/**
 * `axios(options)` whose one argument is a parameter every call of its function gives an object: a config, not a
 * URL, decided by those objects. drip-nodejs 3.1.4 lib/index.js: `request(requestOptions, callback) { …
 * requestPromise(requestOptions) }` (`requestPromise = require('axios')`), called only as `this.request({ method,
 * headers, url, params, responseType }, callback)` by `get`, `post`, `del` and `put` (lines 45-100).
 */
export function configGivenByCallers(facts: FileFacts, arg: AstNode): boolean {
  const { constants } = facts.context;
  const configs = constants instanceof ScopedConstants ? configsFromCallers(facts, arg) : undefined;
  return configs?.every((given) => resolveObject(given, constants) !== undefined) ?? false;
}

/** The argument lists of `this.name(…)` for a TypeScript `private` (or `#name`) method `fn` of a class. */
function privateMethodSites(facts: FileFacts, fn: AstNode): AstNode[][] | undefined {
  const program = facts.context.program;
  if (!program) return undefined;
  let name: string | undefined;
  walk(program, (node) => {
    if (name !== undefined) return false;
    if (node.type !== 'MethodDefinition' || node.value !== fn) return undefined;
    const key = node.key as AstNode;
    const isPrivate =
      key.type === 'PrivateIdentifier' || (node.accessibility === 'private' && key.type === 'Identifier');
    name = isPrivate && !node.computed ? `this.${String(key.name)}` : '';
    return false;
  });
  if (!name) return undefined;
  // `this.name(…)` calls only (`this.name.bind(this)` is another key): a private method is called in its class.
  return facts.receiverCalls.get(name)?.map((call) => call.arguments as AstNode[]);
}

/**
 * A config not known here, decided by its callers' (see `configsFromCallers`): inherited when each of them sets
 * no bound (or one absent by default); `undefined` when they differ or one is not known.
 */
export function inheritedFromCallers<V>(
  facts: FileFacts,
  config: AstNode,
  judge: (config: AstNode) => V,
  inherit: V,
): V | undefined {
  const configs = configsFromCallers(facts, config);
  return configs?.every((given) => judge(given) === inherit) ? inherit : undefined;
}

/** The keys that bound a call of request, phin or xhr: one the function sets on its own options decides it. */
const OWN_BOUNDS = ['timeout', 'signal', '*'];

/**
 * `request(options, cb)` in a function whose `options` is its parameter, every call of it known (see
 * `configsFromCallers`): `Closeio.prototype._request = function (options) { options.auth = …; request(options,
 * cb) }` called as `this._request({ uri, method, qs })` by each verb and nowhere else (close.io 1.3.0
 * lib/close.io.js lines 261-339). Missing when every caller's options are judged missing and the function sets no
 * bound on them itself; `undefined` otherwise.
 */
export function missingByCallers(
  facts: FileFacts,
  options: AstNode,
  judge: (config: AstNode) => Verdict | undefined,
): Verdict | undefined {
  const { constants } = facts.context;
  const given = unwrap(options);
  if (!(constants instanceof ScopedConstants) || given.type !== 'Identifier') return undefined;
  const own = constants.mutatedKeys(String(given.name), given.start);
  if (own && OWN_BOUNDS.some((key) => own.has(key))) return undefined;
  const configs = configsFromCallers(facts, given);
  let reason: string | undefined;
  for (const config of configs ?? []) {
    const first = judge(config);
    const replaced = first?.kind === 'unknown' ? reassignedAtTop(facts, config) : undefined;
    const verdict = replaced ? judge(replaced) : first;
    if (verdict?.kind !== 'missing') return undefined;
    reason ??= verdict.reason;
  }
  return reason === undefined
    ? undefined
    : missing(`every call of this function in the file passes options that leave it unbounded: ${reason}`);
}

/**
 * A parameter its function replaces whole before using it, `options = { uri, body, headers, method }; return
 * this._request(options)` (close.io 1.3.0 lib/close.io.js line 286): the value of the last such statement of the
 * function's body before `node`, when the name is assigned nowhere else in the function.
 */
function reassignedAtTop(facts: FileFacts, node: AstNode): AstNode | undefined {
  const name = node.type === 'Identifier' ? String(node.name) : undefined;
  let fn: AstNode | undefined;
  if (name && facts.context.program)
    walk(facts.context.program, (inner) => {
      if (inner.start > node.start || inner.end < node.end) return false;
      const params = /Function/.test(inner.type) ? (inner.params as AstNode[]) : [];
      if (params.some((param) => param.type === 'Identifier' && param.name === name)) fn = inner;
      return undefined;
    });
  const body = fn?.body as AstNode | undefined;
  if (!name || body?.type !== 'BlockStatement') return undefined;
  let value: AstNode | undefined;
  let atTop = 0;
  for (const statement of body.body as AstNode[]) {
    const expression =
      statement.type === 'ExpressionStatement' ? (statement.expression as AstNode) : undefined;
    const target = expression?.type === 'AssignmentExpression' ? (expression.left as AstNode) : undefined;
    if (target?.type !== 'Identifier' || target.name !== name || expression?.operator !== '=') continue;
    if (statement.end > node.start) return undefined;
    value = expression.right as AstNode;
    atTop++;
  }
  let anywhere = 0;
  walk(body, (inner) => {
    const left = inner.type === 'AssignmentExpression' ? (inner.left as AstNode) : undefined;
    if (left?.type === 'Identifier' && left.name === name) anywhere++;
    // A local of the same name (`var options`) is another binding: not followed.
    const id = inner.type === 'VariableDeclarator' ? (inner.id as AstNode) : undefined;
    if (id?.type === 'Identifier' && id.name === name) anywhere = Number.NaN;
    return undefined;
  });
  return value && anywhere === atTop ? value : undefined;
}
