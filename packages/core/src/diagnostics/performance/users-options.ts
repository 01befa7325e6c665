// A request config on a client instance that sets no bound but through the SDK user's optional options: the
// instance's own default applies (split from handed-instances.ts, which finds the instances themselves).
import type { AstNode } from '../ast';
import { parameterOf, userEntry } from './caller-origins';
import { resolveNode, ScopedConstants, toPath, unwrap } from './evaluate';
import type { JudgeContext } from './judge-context';

/**
 * Whether a request's config on an instance sets no bound but through the SDK user's optional options
 * (`{ method, url, headers: { ...options?.headers }, __pathParams, ...options }` in a method of an exported class,
 * @gohighlevel/api-client 3.1.0 dist/lib/code/*): absent by default, so the instance's own default applies — the
 * labels' "a bound the caller may give but that is absent by default". Any other spread or bound key: not read.
 */
export function callersOptionsLeaveOut(context: JudgeContext, config: AstNode): boolean {
  const { constants } = context;
  if (!(constants instanceof ScopedConstants)) return false;
  const path = toPath(unwrap(config));
  const mutated = path ? constants.mutatedKeys(path, config.start) : undefined;
  if (mutated && [...mutated].some((key) => key === '*' || BOUND.test(key))) return false;
  return lacksBounds(context, constants, resolveNode(config, constants), 0);
}

/** Bound keys of a request config (axios: `timeout`, `signal`, `cancelToken`; an adapter may bound it itself). */
const BOUND = /^(timeout|signal|cancelToken|adapter)$/;

function lacksBounds(
  context: JudgeContext,
  constants: ScopedConstants,
  node: AstNode,
  depth: number,
): boolean {
  const object = unwrap(node);
  if (object.type !== 'ObjectExpression' || depth > 2) return false;
  for (const item of object.properties as AstNode[]) {
    if (item.type === 'SpreadElement') {
      const spread = unwrap(item.argument as AstNode);
      if (spread.type === 'ObjectExpression' && lacksBounds(context, constants, spread, depth + 1)) continue;
      if (spread.type !== 'Identifier') return false;
      if (usersOptional(context, constants, spread)) continue;
      // A local object no key is written on (`const attachmentConfig = { headers, responseType: 'arraybuffer' }`,
      // octane's requestHandler.ts:248-251, `{ ...config, ...attachmentConfig, headers }`): read as written.
      const local = resolveNode(spread, constants);
      if (local === spread || !onlyRead(constants, String(spread.name), spread.start)) return false;
      if (!lacksBounds(context, constants, local, depth + 1)) return false;
      continue;
    }
    const key = item.key as AstNode;
    const name = item.computed ? undefined : key.type === 'Identifier' ? String(key.name) : String(key.value);
    if (name === undefined || BOUND.test(name)) return false;
  }
  return true;
}

/**
 * A parameter holding the SDK user's optional options: of a function no code of the file calls and its user
 * reaches (an exported function, a method of a class), which the function itself treats as optional
 * (`options?.headers`, `options = {}`, TypeScript's `config?: AxiosRequestConfig`, tested), and never assigns a
 * key on. @microfocus/alm-octane-js-rest-sdk 24.2.1 lib/root/requestHandler.ts:136-138's `async get(url: string,
 * config?: AxiosRequestConfig) { … this._requestor.get(url, { ...config, headers: headersWithCookie }) … }`.
 */
function usersOptional(context: JudgeContext, constants: ScopedConstants, id: AstNode): boolean {
  const name = String(id.name);
  // A typed optional is bound to `undefined` at itself, not as a parameter: found by that binding (caller-origins.ts).
  const param = parameterOf(context, id);
  if (!param || constants.callSites.has(param.fn) || !userEntry(context, param)) return false;
  if (constants.mutatedKeys(name, id.start)) return false;
  const declared = (param.fn.params as AstNode[])[param.index];
  if (declared?.type === 'AssignmentPattern' || declared?.optional === true || constants.tested.has(name))
    return true;
  const body = (constants.text ?? '').slice(param.fn.start, param.fn.end);
  // `options?.headers` (after a spread's `...` too), not `this.options?.x`.
  return new RegExp(`(?<![\\w$])(?<![\\w$)\\]]\\.)${name.replace(/\$/g, '\\$')}\\?\\.`).test(body);
}

/**
 * Whether a local is only declared, spread and read a key of in its scope (`const a = {…}`, `...a`, `a.headers`):
 * no key written on it, and never handed whole to a call that could write one (`Object.assign(a, defaults)`).
 */
function onlyRead(constants: ScopedConstants, name: string, at: number): boolean {
  const binding = constants.bindingAt(name, at);
  if (!binding || constants.mutatedKeys(name, at)) return false;
  const scope = (constants.text ?? '').slice(binding.start, binding.end);
  const escaped = name.replace(/\$/g, '\\$');
  const uses = new RegExp(
    `(?:(const\\s+|let\\s+|var\\s+|\\.\\.\\.\\s*)|(?<![\\w$.]))${escaped}(?![\\w$])(\\s*\\??\\.(?!\\.))?`,
    'g',
  );
  return [...scope.matchAll(uses)].every((use) => use[1] !== undefined || use[2] !== undefined);
}
