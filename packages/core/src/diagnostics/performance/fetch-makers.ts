// Modules whose default export is a function that returns a fetch among other things, by name. fetch-ponyfill
// (README, github.com/qubyte/fetch-ponyfill: `const {fetch, Request, Response, Headers} = require('fetch-ponyfill')
// (options);`) returns node-fetch's fetch under node and the browser's fetch otherwise: neither has a timeout by
// default, so a fetch destructured from its call is judged as any fetch (@ticketevolution/seatmaps-client 3.5.1
// cjs/index.js:999, `var { fetch: isomorphicFetch } = fetchPonyfill__default.default();`).
import type { AstNode } from '../ast';
import type { HttpLibrary } from './clients';
import { INTEROP, isDefaultMember } from './compiled-shapes';
import { unwrap } from './node-paths';

const FETCH_MAKERS: Readonly<Record<string, HttpLibrary>> = { 'fetch-ponyfill': 'fetch' };

/** `require('fetch-ponyfill')` → its fetch's library. */
function requiredMaker(node: AstNode): HttpLibrary | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = unwrap(node.callee as AstNode);
  const [source] = node.arguments as AstNode[];
  if (callee.type !== 'Identifier' || callee.name !== 'require' || source?.type !== 'Literal')
    return undefined;
  return Object.hasOwn(FETCH_MAKERS, String(source.value)) ? FETCH_MAKERS[String(source.value)] : undefined;
}

/**
 * What a name is assigned, when it is a maker module: `require('fetch-ponyfill')`, or a compiler's interop helper
 * around that require or around a name already known as one (`_interopDefault(fetchPonyfill)`).
 */
export function makerOf(init: AstNode, makers: ReadonlyMap<string, HttpLibrary>): HttpLibrary | undefined {
  const current = unwrap(init);
  const direct = requiredMaker(current);
  if (direct || current.type !== 'CallExpression') return direct;
  const callee = unwrap(current.callee as AstNode);
  const name = callee.type === 'MemberExpression' ? (callee.property as AstNode).name : callee.name;
  const [argument] = current.arguments as AstNode[];
  if (!INTEROP.test(String(name)) || !argument) return undefined;
  const inner = unwrap(argument);
  return inner.type === 'Identifier' ? makers.get(String(inner.name)) : requiredMaker(inner);
}

/**
 * A call of a maker module (`fetchPonyfill()`, `x.default()` for a compiler's interop name, `require(…)()`), or its
 * result's `fetch` (`require('fetch-ponyfill')().fetch`): the library of the fetch it returns.
 */
export function madeFetch(node: AstNode, makers: ReadonlyMap<string, HttpLibrary>): HttpLibrary | undefined {
  if (node.type === 'MemberExpression' && !node.computed && (node.property as AstNode).name === 'fetch')
    return madeFetch(unwrap(node.object as AstNode), makers);
  if (node.type !== 'CallExpression') return undefined;
  let callee = unwrap(node.callee as AstNode);
  if (callee.type === 'MemberExpression' && isDefaultMember(callee))
    callee = unwrap(callee.object as AstNode);
  return callee.type === 'Identifier' ? makers.get(String(callee.name)) : requiredMaker(callee);
}
