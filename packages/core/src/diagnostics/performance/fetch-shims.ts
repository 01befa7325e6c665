// A fetch module loaded lazily by a shim that hands it the caller's arguments unchanged: node-fetch 3 is ESM only, and
// its README ("CommonJS") gives `const fetch = (...args) => import('node-fetch').then(({default: fetch}) =>
// fetch(...args))` (stopforumspam 1.3.9 index.js:4). A call of the shim is a call of that fetch with the same
// arguments, so it is judged as one: `fetch(url)` with no init is unbounded (node-fetch has no timeout by default).
import type { AstNode } from '../ast';
import { type HttpLibrary, MODULES } from './clients';
import { returnedExpression, unwrap } from './node-paths';

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

/** `(...args)`: the function's only parameter, a rest of all its arguments. */
function restName(fn: AstNode): string | undefined {
  const params = fn.params as AstNode[];
  const [only] = params;
  if (params.length !== 1 || only?.type !== 'RestElement') return undefined;
  const argument = only.argument as AstNode;
  return argument.type === 'Identifier' ? String(argument.name) : undefined;
}

/** `f(...args)` where f is the module's default: `({ default: f }) => f(...args)` or `(m) => m.default(...args)`. */
function passesDefault(callback: AstNode, rest: string): boolean {
  if (!FUNCTIONS.has(callback.type)) return false;
  const params = callback.params as AstNode[];
  const [param] = params;
  const call = returnedExpression(callback);
  if (params.length !== 1 || !param || call?.type !== 'CallExpression') return false;
  const args = call.arguments as AstNode[];
  const [spread] = args;
  if (
    args.length !== 1 ||
    spread?.type !== 'SpreadElement' ||
    unwrap(spread.argument as AstNode).name !== rest
  )
    return false;
  const callee = unwrap(call.callee as AstNode);
  if (param.type === 'ObjectPattern') {
    const properties = param.properties as AstNode[];
    const named = properties.find((p) => {
      const key = p.key as AstNode | undefined;
      return p.type === 'Property' && (key?.name === 'default' || key?.value === 'default');
    });
    const value = named?.value as AstNode | undefined;
    return properties.length === 1 && value?.type === 'Identifier' && callee.name === value.name;
  }
  if (param.type !== 'Identifier' || callee.type !== 'MemberExpression' || callee.computed) return false;
  const object = unwrap(callee.object as AstNode);
  return object.name === param.name && (callee.property as AstNode).name === 'default';
}

/**
 * The fetch module a shim function loads and calls with its own arguments, else undefined.
 * @example shimmedFetch(parse("(...args) => import('node-fetch').then(({ default: f }) => f(...args))")) // 'fetch'
 */
export function shimmedFetch(node: AstNode): HttpLibrary | undefined {
  if (!FUNCTIONS.has(node.type)) return undefined;
  const rest = restName(node);
  const value = rest ? returnedExpression(node) : undefined;
  if (!rest || value?.type !== 'CallExpression') return undefined;
  const callee = unwrap(value.callee as AstNode);
  const [callback] = value.arguments as AstNode[];
  if (callee.type !== 'MemberExpression' || callee.computed || (callee.property as AstNode).name !== 'then')
    return undefined;
  const loaded = unwrap(callee.object as AstNode);
  const source = loaded.type === 'ImportExpression' ? unwrap(loaded.source as AstNode) : undefined;
  const library = source?.type === 'Literal' ? MODULES[String(source.value)] : undefined;
  return library === 'fetch' && callback && passesDefault(unwrap(callback), rest) ? library : undefined;
}
