import { type AstNode, isAstNode, walk } from '../ast';
import type { LibraryBindings } from './bindings';
import { getterReturns, methodReturns } from './class-getters';
import { declaredAsFetch } from './declared-types';
import { type Constants, resolveNode, ScopedConstants, toPath, unwrap } from './evaluate';
import { fallsBackToDefaultFetch } from './fetch-fallbacks';
import { callsGlobalFetchGetter } from './fetch-identity';
import { isFilledWithGlobalFetch } from './filled-fetch-parameter';
import type { JudgeContext } from './judges';
import { unwrapAwait } from './node-paths';
import { forwardedCallee, topLevelStatic } from './static-fetch';
import { handsSuperItsOwnFetch } from './super-handed-fetch';
import { isWindowHeldFetch } from './window-held-fetch';

/** Names an injected fetch goes by (`this.fetch`, `config.fetch`, `fetchFn`, `fetchImpl`, `customFetch`). */
const FETCH_NAME = /^(_?fetch|_?fetchFn|fetchImpl|fetchImplementation|fetchFunction|customFetch|baseFetch)$/;
/**
 * A function that hands back the fetch to use (`getFetch(config)`, `getFetchFn()`), imported from another
 * module: its result is a fetch, judged like an injected one. One named for making a fetch (`createFetch`)
 * may add defaults of its own and is not one.
 */
const FETCH_GETTER = /(^|\.)(get|resolve)(Fetch|FetchFn|FetchImpl|FetchImplementation|FetchFunction)$/;
/** Objects that carry an injected fetch: `config.fetch`, `options.fetch`, `this.opts.fetch`. */
const OPTIONS_NAME =
  /^(config|configuration|options|opts|settings|init|deps|dependencies|params|clientOptions|requestOptions|request)$/i;
/** The same words ending a longer name (`this.sdkConfig.fetch`, @spotify/web-api-ts-sdk 1.2.0 SpotifyApi.ts:98). */
const OPTIONS_SUFFIX = /[a-z0-9](Config|Configuration|Options|Opts|Settings)$/;
/** A URL that never reaches the network: `blob:`, `data:`, `about:`, or one guarded by such a test. */
export function isLocalUrl(
  url: AstNode | undefined,
  ancestors: readonly AstNode[],
  text: string,
  constants: Constants,
): boolean {
  if (!url) return false;
  const resolved = resolveNode(url, constants);
  const literal =
    resolved.type === 'Literal'
      ? String(resolved.value)
      : resolved.type === 'TemplateLiteral'
        ? String(((resolved.quasis as AstNode[])[0]?.value as { cooked?: string } | undefined)?.cooked ?? '')
        : undefined;
  if (literal !== undefined && /^(blob|data|about):/i.test(literal)) return true;
  if (text.slice(resolved.start, resolved.end).includes('createObjectURL(')) return true;
  const source = text.slice(url.start, url.end).replace(/\s+as\s+\w+$/, '');
  for (const ancestor of ancestors) {
    const test =
      ancestor.type === 'IfStatement' || ancestor.type === 'ConditionalExpression'
        ? ancestor.test
        : undefined;
    if (!isAstNode(test)) continue;
    const guard = text.slice(test.start, test.end);
    if (guard.includes(source) && /startsWith\(\s*['"`](blob|data|about):/.test(guard)) return true;
  }
  return false;
}

/**
 * A fetch handed in rather than called by its global name: `this.fetch`, `config.fetch`, `this.fetchFn`,
 * a local `fetch` bound to `options.fetch ?? globalThis.fetch`, `(this.customFetch ?? this.fetch)`. A
 * function or method of that name defined in the file is a wrapper, judged by its own code, not here.
 */
export function isInjectedFetch(
  callee: AstNode,
  bindings: LibraryBindings,
  context: JudgeContext,
  args?: readonly AstNode[],
): boolean {
  const current = unwrap(callee);
  if (fallsBackToDefaultFetch(current, bindings)) return true; // `(config.fetchApi || fetch)(url, init)`
  if (current.type === 'LogicalExpression') {
    return [current.left, current.right].every((side) => {
      const path = toPath(side as AstNode);
      return (
        isInjectedFetch(side as AstNode, bindings, context) ||
        path === 'globalThis.fetch' ||
        path === 'fetch' ||
        callsGlobalFetchGetter(side as AstNode, context.constants)
      );
    });
  }
  // A parameter typed `typeof fetch` or defaulting to it, whatever its name (not a function of the file).
  const path = toPath(current);
  const scopes = path ? bindings.injectedFetch.get(path) : undefined;
  if (path && scopes?.some((scope) => scope.start <= current.start && current.end <= scope.end))
    return !bindings.defined.has(path.replace(/^this\./, ''));
  let name: string | undefined;
  if (current.type === 'Identifier') {
    name = String(current.name);
    if (!bindings.declared.has(name)) return false;
    const { constants } = context;
    const init =
      constants instanceof ScopedConstants ? constants.lookup(name, current.start) : constants.get(name);
    // `let specifiedFetch: typeof globalThis.fetch | undefined = undefined`: a fetch by its declared type.
    const empty = !init || (init.type === 'Identifier' && init.name === 'undefined');
    if (empty && constants instanceof ScopedConstants && declaredAsFetch(current, constants)) return true;
    if (init && callsGlobalFetchGetter(init, constants)) return true; // `fetch = getOriginalFetch()`
    // `api_factory(fetch)`, every call of the file filling the parameter with the global fetch.
    if (!init && isFilledWithGlobalFetch(current, args, bindings, context)) return true;
    if (init && !mentionsFetch(init, bindings.defined, context.program)) return false;
    // `const localFetch = this.fetch || specifiedFetch || fetch`: a choice among fetches, whatever its name.
    if (init && unwrap(init).type === 'LogicalExpression' && isInjectedFetch(init, bindings, context))
      return true;
  } else if (current.type === 'MemberExpression' && !current.computed) {
    const property = current.property as AstNode;
    name = String(property.name);
    // `app.fetch(request)` (h3, Hono), `env.ASSETS.fetch(…)`: a handler or binding, not an injected fetch.
    // A plain `.fetch` counts on `this` or on an options object; `fetchFn`, `fetchImpl`… on anything.
    const alias = thisAlias(current.object as AstNode, name, context.constants, bindings.defined);
    if (alias === 'other') return false;
    const owner =
      alias ??
      toPath(current.object as AstNode)
        ?.split('.')
        .pop() ??
      '';
    // A longer name (`sdkConfig`) counts only called with fetch's (input, init): Firebase's `remoteConfig.fetch(ms)`
    // is no HTTP fetch of an address.
    const suffixed = OPTIONS_SUFFIX.test(owner) && args?.length === 2;
    // `this.http.fetch(url_, options_)` with `this.http = http ? http : window` (NSwag; window-held-fetch.ts).
    if (name === 'fetch' && isWindowHeldFetch(current, context.constants, context.program)) return true;
    if (name === 'fetch' && ownRequestClient(current.object as AstNode, bindings.defined, context.program))
      return true;
    if (name === 'fetch' && owner !== 'this' && !OPTIONS_NAME.test(owner) && !suffixed) return false;
    // A class that hands its superclass a fetch of its own method: that method, judged at its sends.
    if (owner === 'this' && handsSuperItsOwnFetch(context.program, current)) return false;
    // `get fetch() { return this.config.fetch ?? fetch; }`: a getter handing back a fetch, not a wrapper.
    if (owner === 'this' && bindings.defined.has(name) && FETCH_NAME.test(name)) {
      const path = `this.${name}`;
      const got =
        context.constants instanceof ScopedConstants
          ? context.constants.lookup(path, current.start)
          : context.constants.get(path);
      if (got !== undefined) return mentionsFetch(got, bindings.defined);
      // `get fetch() { if (!this._cachedFetch) this._cachedFetch = getFetch(…); return this._cachedFetch; }`
      // (inngest 4.24.0 components/Inngest.js:177-180): a getter handing back a cached fetch.
      const { program } = context;
      return program !== undefined && getterReturns(program, name, (v) => mentionsFetch(v, bindings.defined));
    }
  }
  return name !== undefined && FETCH_NAME.test(name) && !bindings.defined.has(name);
}

/**
 * `this.getRequestClient()` of a method of the file whose every return is an object holding a fetch (`return {
 * fetch: this.fetch }`): its `.fetch` is that fetch (Stainless's older core.ts, subhosting 0.1.0-alpha.1
 * src/core.ts:494-496 and :503-505).
 */
function ownRequestClient(
  object: AstNode,
  defined: ReadonlySet<string>,
  program: AstNode | undefined,
): boolean {
  const call = unwrap(object);
  if (!program || call.type !== 'CallExpression' || (call.arguments as AstNode[]).length > 0) return false;
  const method = /^this\.([\w$]+)$/.exec(toPath(call.callee as AstNode) ?? '')?.[1];
  return (
    method !== undefined &&
    methodReturns(program, method, (value) => {
      const held = unwrap(value);
      if (held.type !== 'ObjectExpression') return false;
      const fetch = (held.properties as AstNode[]).find(
        (property) =>
          property.type === 'Property' &&
          !property.computed &&
          (property.key as AstNode).type === 'Identifier' &&
          (property.key as AstNode).name === 'fetch',
      );
      return fetch !== undefined && mentionsFetch(fetch.value as AstNode, defined);
    })
  );
}

/**
 * `fetcher(url, init)` where `fetcher` is a parameter (@supabase/auth-js's `_request(fetcher, method, url,
 * options)`), or a key of one destructured (`executeRequest({ fetcher, url, … })`, @commercetools/sdk-client-v2
 * 3.4.0 dist/commercetools-sdk-client-v2.cjs.dev.js:331-343): called with fetch's two arguments, it is the fetch
 * the caller hands in. A `fetcher` called with one argument (SWR's `fetcher(key)`) or read off an object (Fern's
 * `core.fetcher(args)`) is not.
 */
export function isFetcherParameter(
  callee: AstNode,
  args: readonly AstNode[],
  context: JudgeContext,
): boolean {
  const current = unwrap(callee);
  return (
    current.type === 'Identifier' &&
    current.name === 'fetcher' &&
    args.length === 2 &&
    context.constants instanceof ScopedConstants &&
    (context.constants.parameterAt('fetcher', current.start, true) !== undefined ||
      context.constants.bindingAt('fetcher', current.start)?.destructured === true)
  );
}

/**
 * `options.fetch ?? globalThis.fetch`, `fetch.bind(globalThis)`, `this.fetch`, a private `this.#fetch`, and,
 * when `program` is given, a method of the file handing one back (`this.getFetch()`).
 */
function mentionsFetch(init: AstNode, defined: ReadonlySet<string>, program?: AstNode): boolean {
  // `const fetch = await this.fetch` (@turbopuffer/turbopuffer 2.8.0 src/client.ts:711): the fetch the promise holds.
  const current = unwrapAwait(init);
  // `this.#fetch` as written (tsc's and esbuild's lowered reads are `this.fetch` once unwrapped).
  const property = current.type === 'MemberExpression' ? (current.property as AstNode) : undefined;
  if (property?.type === 'PrivateIdentifier' && unwrap(current.object as AstNode).type === 'ThisExpression')
    return FETCH_NAME.test(String(property.name));
  // `(_a = this.config.fetch) !== null && _a !== void 0 ? _a : fetch` (tsc's `??`), `test ? a : b`.
  if (current.type === 'ConditionalExpression')
    return (
      mentionsFetch(current.consequent as AstNode, defined) ||
      mentionsFetch(current.alternate as AstNode, defined)
    );
  if (current.type === 'LogicalExpression')
    return (
      mentionsFetch(current.left as AstNode, defined) || mentionsFetch(current.right as AstNode, defined)
    );
  if (current.type === 'CallExpression') {
    const callee = toPath(current.callee as AstNode) ?? '';
    const method = callee.split('.').pop() ?? '';
    // `getFetch(config)`: the fetch the configuration holds (the caller's, or the global one).
    if (
      (callee.endsWith('.bind') && /fetch/i.test(callee)) ||
      (FETCH_GETTER.test(callee) && !defined.has(method))
    )
      return true;
    // `this.getFetch()` of the file: a fetch when all it returns is one (xata's private `_fetch`).
    return (
      program !== undefined &&
      callee === `this.${method}` &&
      FETCH_GETTER.test(callee) &&
      methodReturns(program, method, (value) => mentionsFetch(value, defined))
    );
  }
  const path = toPath(current) ?? '';
  return /(^|\.)(fetch\w*|\w*Fetch)$/.test(path);
}

/**
 * A name bound to `this` (`var _this = this`, Babel's and tsc's ES5 output for an arrow's `this`; `const self =
 * this`): the instance itself, so `_this.fetch(url, init)` is `this.fetch` (dropbox 10.47.0 cjs/src/dropbox.js:144,
 * with `this.fetch = options.fetch || this.auth.fetch` in the constructor): `'this'`. `'other'` when the file gives
 * the member a value that is no fetch (`this.fetch = this.createFetchWrapper(fetch, options)`, a wrapper judged by
 * its own code: @openfoodfacts/openfoodfacts-nodejs 2.0.0-alpha.35 dist/off.js:53, 267); `undefined` for any other
 * name.
 */
function thisAlias(
  node: AstNode,
  member: string,
  constants: Constants,
  defined: ReadonlySet<string>,
): 'this' | 'other' | undefined {
  const current = unwrap(node);
  if (current.type !== 'Identifier' || !(constants instanceof ScopedConstants)) return undefined;
  const value = constants.lookup(String(current.name), current.start);
  if (!value || unwrap(value).type !== 'ThisExpression') return undefined;
  const held = constants.lookup(`this.${member}`, current.start);
  return held && !mentionsFetch(held, defined) ? 'other' : 'this';
}

/**
 * A parameter that may be a `Request` (typed `Request`/`RequestInfo`, or through the function type of the
 * variable the function is assigned to: `const f: Fetcher = (input, init) => fetch(input)`): a Request carries
 * its own signal, set where it was built, so `fetch(input)` alone is not known to be unbounded.
 */
export function mayBeRequest(arg: AstNode | undefined, ancestors: readonly AstNode[]): boolean {
  const current = arg ? unwrap(arg) : undefined;
  if (current?.type !== 'Identifier') return false;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const fn = ancestors[i] as AstNode;
    if (!/Function/.test(fn.type)) continue;
    const params = (fn.params as AstNode[] | undefined) ?? [];
    const index = params.findIndex((param) => parameterId(param)?.name === current.name);
    if (index < 0) continue;
    const id = parameterId(params[index] as AstNode);
    if (id && isAstNode(id.typeAnnotation)) return mentionsRequest(id.typeAnnotation);
    const holder = ancestors[i - 1];
    const declared = holder?.type === 'VariableDeclarator' ? (holder.id as AstNode) : undefined;
    const annotation = declared && isAstNode(declared.typeAnnotation) ? declared.typeAnnotation : undefined;
    const reference =
      annotation && isAstNode(annotation.typeAnnotation) ? annotation.typeAnnotation : undefined;
    const alias =
      reference?.type === 'TSTypeReference' && (reference.typeName as AstNode).type === 'Identifier'
        ? findTypeAlias(ancestors[0], String((reference.typeName as AstNode).name))
        : reference;
    const signature = alias?.type === 'TSFunctionType' ? alias : undefined;
    const typed = signature ? ((signature.params as AstNode[] | undefined) ?? [])[index] : undefined;
    return typed !== undefined && isAstNode(typed.typeAnnotation) && mentionsRequest(typed.typeAnnotation);
  }
  return false;
}

function parameterId(param: AstNode): AstNode | undefined {
  const inner = param.type === 'TSParameterProperty' ? (param.parameter as AstNode) : param;
  const id = inner.type === 'AssignmentPattern' ? (inner.left as AstNode) : inner;
  return id.type === 'Identifier' ? id : undefined;
}

/** The type a top-level `type Name = …` (exported or not) stands for. */
function findTypeAlias(program: AstNode | undefined, name: string): AstNode | undefined {
  for (const statement of (program?.body as AstNode[] | undefined) ?? []) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' && isAstNode(statement.declaration)
        ? statement.declaration
        : statement;
    if (
      declaration.type === 'TSTypeAliasDeclaration' &&
      (declaration.id as AstNode).name === name &&
      isAstNode(declaration.typeAnnotation)
    )
      return declaration.typeAnnotation;
  }
  return undefined;
}

/** A type naming `Request` or `RequestInfo` anywhere (`RequestInfo | URL`). */
function mentionsRequest(type: AstNode): boolean {
  let found = false;
  walk(type, (node) => {
    if (found) return false;
    const name = node.type === 'TSTypeReference' ? (node.typeName as AstNode) : undefined;
    if (name?.type === 'Identifier' && /^(Request|RequestInfo)$/.test(String(name.name))) found = true;
    return undefined;
  });
  return found;
}

/**
 * `runtime.fetch(…)` where `runtime` is an object of the file whose `fetch` is the global fetch: a value or a
 * getter returning it (`get fetch() { return test ? fetch : globalFetch }`, `globalFetch = fetch.bind(globalThis)`).
 */
export function isObjectFetch(
  callee: AstNode,
  bindings: LibraryBindings,
  constants: Constants,
  program?: AstNode,
): boolean {
  const current = unwrap(callee);
  if (current.type !== 'MemberExpression' || current.computed) return false;
  const key = String((current.property as AstNode).name);
  const owner = unwrap(current.object as AstNode);
  if (owner.type !== 'Identifier') return false;
  // `Client.fetch = test ? (...p) => window.fetch(...p) : fetch` once at the top level (static-fetch.ts).
  const kept = topLevelStatic(program, String(owner.name), key);
  if (kept) return isGlobalFetchValue(kept, bindings, constants, 0);
  const object = resolveNode(owner, constants);
  if (object === owner || object.type !== 'ObjectExpression') return false;
  const property = (object.properties as AstNode[]).find(
    (p) => p.type === 'Property' && !p.computed && (p.key as AstNode).name === key,
  );
  if (!property) return false;
  const value = property.value as AstNode;
  if (property.kind !== 'get') return isGlobalFetchValue(value, bindings, constants, 0);
  const body = isAstNode(value.body) ? ((value.body.body as AstNode[] | undefined) ?? []) : [];
  const returns = body.filter((statement) => statement.type === 'ReturnStatement');
  return (
    returns.length > 0 &&
    returns.length === body.length &&
    returns.every((r) => isAstNode(r.argument) && isGlobalFetchValue(r.argument, bindings, constants, 0))
  );
}

/** The global fetch, `fetch.bind(globalThis)`, a name bound to either, or a choice between them. */
function isGlobalFetchValue(
  node: AstNode,
  bindings: LibraryBindings,
  constants: Constants,
  depth: number,
): boolean {
  if (depth > 4) return false;
  const current = unwrap(node);
  const again = (next: unknown): boolean =>
    isAstNode(next) && isGlobalFetchValue(next, bindings, constants, depth + 1);
  if (current.type === 'ConditionalExpression') return again(current.consequent) && again(current.alternate);
  // `(...params) => window.fetch(...params)`: an arrow handing all it gets to the global fetch is that fetch.
  const forwarded = forwardedCallee(current);
  if (forwarded) return again(forwarded);
  if (current.type === 'CallExpression') {
    const target = current.callee as AstNode;
    return (
      target.type === 'MemberExpression' &&
      !target.computed &&
      (target.property as AstNode).name === 'bind' &&
      again(target.object)
    );
  }
  const path = toPath(current);
  if (path === 'fetch') {
    if (!bindings.declared.has('fetch')) return true;
    const value = resolveNode(current, constants);
    return value !== current && again(value);
  }
  if (path && /^(globalThis|window|self)\.fetch$/.test(path)) return true;
  if (current.type !== 'Identifier') return false;
  const value = resolveNode(current, constants);
  return value !== current && again(value);
}

/**
 * `this._fetch()(url, init)`, `this.config.fetch()(url, init)` (inngest 4.24.0 api/api.js:367, where the client
 * is handed `fetch: () => this.fetch`, and components/sandbox/client.js:201): a fetch-named member called with no
 * arguments, no fetch itself (fetch needs an address), and its result called with an address: a thunk handing
 * back the injected fetch, which the outer call is.
 */
export function isFetchThunkCall(
  callee: AstNode,
  bindings: LibraryBindings,
  context: JudgeContext,
  args: readonly AstNode[],
): boolean {
  const current = unwrap(callee);
  if (current.type !== 'CallExpression' || (current.arguments as AstNode[]).length > 0) return false;
  const inner = unwrap(current.callee as AstNode);
  return inner.type === 'MemberExpression' && args.length > 0 && isInjectedFetch(inner, bindings, context);
}
