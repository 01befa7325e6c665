// The UMD wrapper generated clients ship (swagger-codegen's and OpenAPI Generator's `javascript` client,
// webpack's `libraryTarget: 'umd'`): `(function (root, factory) { … module.exports = factory(require('axios')) …
// })(this, function (axios) { … })`. The factory's parameters are the modules the CommonJS branch requires:
// `axios` inside it is axios.
import { type AstNode, isAstNode, walk } from '../ast';
import type { HttpLibrary } from './clients';
import { unwrap } from './node-paths';

const FUNCTIONS = new Set(['FunctionExpression', 'ArrowFunctionExpression']);

/**
 * For a UMD call, each factory parameter a `require` feeds, with its library (`of` reads one argument). A
 * parameter fed two different libraries, or a module and something else in another `require` branch, is left out;
 * the browser branch (`factory(root.axios)`) passes no `require` and is not counted.
 */
export function umdLibraries(
  call: AstNode,
  of: (argument: AstNode) => HttpLibrary | undefined,
): [string, HttpLibrary][] {
  const wrapper = unwrap(call.callee as AstNode);
  const args = call.arguments as AstNode[];
  const factory = args[args.length - 1];
  const params = wrapper.params as AstNode[] | undefined;
  const name = params?.[params.length - 1];
  if (!FUNCTIONS.has(wrapper.type) || !factory || !FUNCTIONS.has(factory.type) || name?.type !== 'Identifier')
    return [];
  const found = new Map<number, HttpLibrary | null>();
  walk(wrapper.body as AstNode, (node) => {
    if (node.type !== 'CallExpression' || (node.callee as AstNode).type !== 'Identifier') return undefined;
    if ((node.callee as AstNode).name !== name.name) return undefined;
    const passed = node.arguments as AstNode[];
    if (!passed.some((arg) => isRequire(arg))) return undefined;
    for (const [index, arg] of passed.entries()) {
      const library = of(arg) ?? null;
      if (found.has(index) && found.get(index) !== library) found.set(index, null);
      else found.set(index, library);
    }
    return undefined;
  });
  const bound: [string, HttpLibrary][] = [];
  for (const [index, library] of found) {
    const param = (factory.params as AstNode[])[index];
    if (library && param?.type === 'Identifier') bound.push([String(param.name), library]);
  }
  return bound;
}

function isRequire(node: AstNode): boolean {
  const callee = node.type === 'CallExpression' ? (node.callee as AstNode) : undefined;
  return (
    callee?.type === 'Identifier' && callee.name === 'require' && isAstNode((node.arguments as AstNode[])[0])
  );
}
