// A function another function hands back (`const getFetcher = () => { if (…) return (_a) => {…}; return ({ url,
// timeout }) => …; }`, dnsimple 7.4.0 dist/lib/main.js lines 131-180): whoever receives it calls it, with arguments
// this file does not trace to the parameter (`this.fetcher({ url, method, headers, timeout, body })`, line 214,
// through `fetcher = getFetcherForPlatform()` kept on the instance). A key of its parameter is not the application's
// optional option, absent unless passed: it is not known here.
import { type AstNode, isAstNode, walk } from '../ast';
import { type Constants, resolveNode, ScopedConstants, toPath, unwrap } from './evaluate';
import { FUNCTIONS } from './node-paths';

const returned = new WeakMap<AstNode, Set<AstNode>>();

/** The functions the program's functions return (`return (x) => …`, `() => (x) => …`), found once per program. */
function returnedFunctions(program: AstNode): Set<AstNode> {
  let found = returned.get(program);
  if (found) return found;
  found = new Set();
  const add = (value: unknown) => {
    const fn = isAstNode(value) ? unwrap(value) : undefined;
    if (fn && FUNCTIONS.has(fn.type)) found?.add(fn);
  };
  walk(program, (node) => {
    if (node.type === 'ReturnStatement') add(node.argument);
    if (node.type === 'ArrowFunctionExpression' && node.expression === true) add(node.body);
    return undefined;
  });
  returned.set(program, found);
  return found;
}

/** `value` is read off a parameter of a function another function returns (its own or through a destructuring). */
export function readOffReturnedParameter(
  value: AstNode,
  program: AstNode | undefined,
  constants: Constants,
): boolean {
  if (!program || !(constants instanceof ScopedConstants)) return false;
  // `timeout` itself a parameter, or bound to one's key (`var { timeout } = _a`, tsc's lowered destructuring).
  const roots = [toPath(unwrap(value)), toPath(resolveNode(value, constants))].map((p) => p?.split('.')[0]);
  const param = roots
    .map((root) => (root ? constants.parameterAt(root, value.start, true) : undefined))
    .find((found) => found !== undefined);
  return param !== undefined && returnedFunctions(program).has(param.fn);
}
