// The runtime OpenAPI Generator's typescript-fetch writes into each SDK (runtime.ts; no npm module of its own):
//   class BaseAPI {
//     fetchApi = async (url, init) => {
//       let fetchParams = { url, init };
//       for (const middleware of this.middleware) if (middleware.pre) fetchParams = await middleware.pre({ … }) || fetchParams;
//       response = await (this.configuration.fetchApi || fetch)(fetchParams.url, fetchParams.init); …
//     };
//     async request(context, initOverrides) {
//       const { url, init } = await this.createFetchParams(context, initOverrides);
//       const response = await this.fetchApi(url, init); …
//     }
//     async createFetchParams(context, initOverrides) { … init = { method, headers, body, credentials } plus initOverrides … }
//   }
// (modules/openapi-generator/src/main/resources/typescript-fetch/runtime.mustache). The init carries a signal
// only when the caller's optional per-call initOverrides (or a middleware of theirs) adds one: by default none,
// and fetch waits as long as the connection lives. Shipped as tsc's class field (@pinecone-database/pinecone
// 9.0.0 db_data/runtime.js line 163), as a constructor assignment (ynab 4.1.0 dist/runtime.js line 79), as tsc's
// ES5 `this.fetchApi = function (url, init) { return __awaiter(…) }` (twitter-openapi-typescript-generated 0.0.40
// dist/runtime.js line 189) and as a bundler's `__publicField(this, "fetchApi", async (t, r) => …)`
// (@radixdlt/babylon-core-api-sdk 1.3.0, line 41). Where the file shows that shape, `fetchParams.init` inside
// the stored function is bound to an init without a signal; the callee is judged as it already is.
import { type AstNode, keyName, walk } from '../ast';
import { FUNCTIONS, thisMember, toPath, unwrap } from './node-paths';

/** What this module sets in the file's facts (ScopedConstants has them). */
interface Facts {
  bindings: Map<string, { start: number; end: number; init: AstNode | null }[]>;
}

/** The generated init as this file sees it: method, headers, body, credentials, none of them a bound. */
const GENERATED_INIT: AstNode = { type: 'ObjectExpression', start: 0, end: 0, properties: [] };

const FETCH_API = 'fetchApi';
const CREATE_FETCH_PARAMS = 'createFetchParams';

/** A function stored as the instance's `fetchApi`: class field, `this.fetchApi = …` or a helper's `(this, "fetchApi", …)`. */
function storedFetchApi(node: AstNode): AstNode | undefined {
  let value: AstNode | undefined;
  if (node.type === 'PropertyDefinition' && !node.computed && keyName(node.key as AstNode) === FETCH_API)
    value = node.value as AstNode | undefined;
  else if (node.type === 'AssignmentExpression' && node.operator === '=')
    value = thisMember(node.left as AstNode) === `this.${FETCH_API}` ? (node.right as AstNode) : undefined;
  else if (node.type === 'CallExpression') {
    const [self, key, stored] = node.arguments as AstNode[];
    const named = key?.type === 'Literal' && key.value === FETCH_API;
    value = self?.type === 'ThisExpression' && named ? stored : undefined;
  }
  const fn = value ? unwrap(value) : undefined;
  return fn && FUNCTIONS.has(fn.type) ? fn : undefined;
}

/** A method named `createFetchParams`: a class method or tsc's `X.prototype.createFetchParams = function …`. */
function fetchParamsMethod(node: AstNode): AstNode | undefined {
  if (node.type === 'MethodDefinition' && keyName(node.key as AstNode) === CREATE_FETCH_PARAMS)
    return node.value as AstNode;
  if (node.type !== 'AssignmentExpression') return undefined;
  const path = toPath(node.left as AstNode);
  const right = unwrap(node.right as AstNode);
  return path?.endsWith(`.prototype.${CREATE_FETCH_PARAMS}`) && FUNCTIONS.has(right.type) ? right : undefined;
}

/** `this.fetchApi(…)` / `this.createFetchParams(…)`: the member called on `this`, if it is one of those. */
function calledOnThis(node: AstNode): string | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const member = thisMember(unwrap(node.callee as AstNode));
  return member === `this.${FETCH_API}` || member === `this.${CREATE_FETCH_PARAMS}` ? member : undefined;
}

/**
 * The name `P` of the function's `P = { url: a, init: b }` (a, b its two parameters), when every other assignment
 * of `P` in it is the middleware's `P = (await m.pre(…)) || P`.
 */
function paramsHolder(fn: AstNode): string | undefined {
  const [url, init] = (fn.params as AstNode[]).map((param) => toPath(param));
  if (!url || !init || (fn.params as AstNode[]).length !== 2) return undefined;
  let holder: string | undefined;
  let other = false;
  walk(fn.body as AstNode, (node) => {
    const [target, value] =
      node.type === 'VariableDeclarator'
        ? [node.id as AstNode, node.init as AstNode | undefined]
        : node.type === 'AssignmentExpression'
          ? [node.left as AstNode, node.right as AstNode]
          : [undefined, undefined];
    const name = target?.type === 'Identifier' ? String(target.name) : undefined;
    if (!name || !value) return undefined;
    if (isParamsObject(unwrap(value), url, init)) {
      if (holder && holder !== name) other = true;
      holder = name;
    } else if (name === holder && !keepsHolder(unwrap(value), name)) other = true;
    return undefined;
  });
  return other ? undefined : holder;
}

/** `{ url: a, init: b }` (or shorthand) with exactly those two keys. */
function isParamsObject(node: AstNode, url: string, init: string): boolean {
  if (node.type !== 'ObjectExpression') return false;
  const properties = node.properties as AstNode[];
  const value = (key: string) =>
    properties.find((p) => p.type === 'Property' && keyName(p.key as AstNode) === key)?.value as
      | AstNode
      | undefined;
  const urlValue = value('url');
  const initValue = value('init');
  return (
    properties.length === 2 &&
    !!urlValue &&
    !!initValue &&
    toPath(urlValue) === url &&
    toPath(initValue) === init
  );
}

/** The middleware's `(await m.pre(…)) || P` (tsc's ES5 output: `_a.sent() || P`). */
function keepsHolder(node: AstNode, name: string): boolean {
  return (
    node.type === 'LogicalExpression' && node.operator === '||' && toPath(node.right as AstNode) === name
  );
}

/**
 * In a file holding the typescript-fetch runtime's shape, binds `P.init` inside the stored `fetchApi` function to
 * the generated init: every call of `this.fetchApi(…)` in the file sits in a function that gets its init from
 * `this.createFetchParams(…)`, and that method never names a signal.
 * @example bindOpenApiFetchRuntime(program, text, { bindings }) // ynab runtime.js:91 judged as fetch with no signal
 */
export function bindOpenApiFetchRuntime(program: AstNode, text: string | undefined, facts: Facts): void {
  if (!text?.includes(CREATE_FETCH_PARAMS) || !text.includes(FETCH_API)) return;
  const stored: AstNode[] = [];
  const creators: AstNode[] = [];
  const callers = new Map<AstNode, Set<string>>();
  walk(program, (node, ancestors) => {
    const fn = storedFetchApi(node);
    if (fn) stored.push(fn);
    const creator = fetchParamsMethod(node);
    if (creator) creators.push(creator);
    const called = calledOnThis(node);
    if (called) {
      const owner = [...ancestors].reverse().find((a) => FUNCTIONS.has(a.type) && a !== fn) ?? program;
      const seen = callers.get(owner) ?? new Set<string>();
      seen.add(called);
      callers.set(owner, seen);
    }
    return undefined;
  });
  if (stored.length !== 1 || creators.length !== 1) return;
  const [fn] = stored as [AstNode];
  const [creator] = creators as [AstNode];
  if (/\bsignal\b/.test(text.slice(creator.start, creator.end))) return;
  for (const seen of callers.values())
    if (seen.has(`this.${FETCH_API}`) && !seen.has(`this.${CREATE_FETCH_PARAMS}`)) return;
  const holder = paramsHolder(fn);
  if (!holder || facts.bindings.has(`${holder}.init`)) return;
  facts.bindings.set(`${holder}.init`, [{ start: fn.start, end: fn.end, init: GENERATED_INIT }]);
}
