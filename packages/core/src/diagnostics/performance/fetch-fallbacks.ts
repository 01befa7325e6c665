// A fetch the caller may hand in, else the global one, chosen where it is called: `(this.configuration.fetchApi
// || fetch)(url, init)` (OpenAPI Generator's typescript-fetch runtime, twitter-openapi-typescript-generated
// 0.0.40 dist/runtime.js:213), `(opts.transport ?? globalThis.fetch)(…)`. Whatever the overriding value is
// called, a value that stands in for the global fetch in the same call is a fetch: by default the global
// one, so the call is judged like an injected fetch with the init it is given.
import type { AstNode } from '../ast';
import type { LibraryBindings } from './bindings';
import { coalescedLeft } from './compiled-shapes';
import { toPath, unwrap } from './node-paths';

const GLOBAL_FETCH = new Set(['globalThis.fetch', 'window.fetch', 'self.fetch']);

/**
 * `fetch` (not a name of the file), `globalThis.fetch` / `window.fetch` / `self.fetch`, a fetch module's
 * (`cross_fetch_1.fetch`, `nodeFetch`), or a choice between them (`typeof fetch === "function" ? fetch :
 * cross_fetch_1.fetch`, @datadog/datadog-api-client 1.64.0 http/isomorphic-fetch.js:76).
 */
function isDefaultFetch(node: AstNode, bindings: LibraryBindings, depth = 0): boolean {
  const current = unwrap(node);
  if (current.type === 'ConditionalExpression')
    return (
      depth < 2 &&
      isDefaultFetch(current.consequent as AstNode, bindings, depth + 1) &&
      isDefaultFetch(current.alternate as AstNode, bindings, depth + 1)
    );
  // `window.fetch.bind(window)` (phrase-js 3.0.0 dist/runtime.js:265): the same fetch.
  const callee = current.type === 'CallExpression' ? unwrap(current.callee as AstNode) : undefined;
  if (callee?.type === 'MemberExpression' && !callee.computed && (callee.property as AstNode).name === 'bind')
    return depth < 2 && isDefaultFetch(callee.object as AstNode, bindings, depth + 1);
  const path = toPath(current);
  if (!path) return false;
  if (path === 'fetch')
    return !bindings.declared.has('fetch') || bindings.exports.get(path)?.library === 'fetch';
  if (GLOBAL_FETCH.has(path) || bindings.exports.get(path)?.library === 'fetch') return true;
  const [receiver, member, extra] = path.split('.');
  // `cross_fetch_1.fetch` beside the module's default export (tsc's `require("cross-fetch")`).
  return (
    receiver !== undefined &&
    extra === undefined &&
    (member === 'fetch' || member === 'default') &&
    (bindings.modules.get(receiver) === 'fetch' || bindings.exports.get(receiver)?.library === 'fetch')
  );
}

/**
 * `given || fetch`, `given ?? globalThis.fetch`, tsc's `(_a = given) !== null && _a !== void 0 ? _a : fetch`:
 * a choice whose fallback is the global fetch or a fetch module's.
 */
export function fallsBackToDefaultFetch(callee: AstNode, bindings: LibraryBindings): boolean {
  const current = unwrap(callee);
  const fallback =
    current.type === 'LogicalExpression' && (current.operator === '??' || current.operator === '||')
      ? (current.right as AstNode)
      : current.type === 'ConditionalExpression' && coalescedLeft(current)
        ? (current.alternate as AstNode)
        : undefined;
  return fallback !== undefined && isDefaultFetch(fallback, bindings);
}
