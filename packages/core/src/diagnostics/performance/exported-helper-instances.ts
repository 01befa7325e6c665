// An instance a helper returns as it makes it, when the helper is the module's export and nothing in the module
// calls it: got4aws 1.2.1 dist/index.js makes `const got4aws = (awsOptions = {}) => { … return
// got_1.default.extend({ responseType: 'json', hooks: { beforeRequest: [sign] } }) }` (lines 13-55) and exports
// it (`exports.default = got4aws; module.exports = got4aws;`, lines 56-59). Its requests are sent by the package's
// user, so, as for an exported instance nobody in the package calls (set 1's gh-got, set 19's gl-got), its verdict
// belongs at its create. A helper the module calls itself is judged where its result is used (helperRequests).
import { type AstNode, isAstNode, walk } from '../ast';
import { FUNCTIONS, toPath, unwrap } from './node-paths';

/** `module.exports = name`, `exports.default = name`, `module.exports.default = name`. */
const EXPORT_TARGET = /^(?:module\.exports|(?:module\.)?exports\.[\w$]+|module\.exports\.[\w$]+)$/;

/**
 * Whether the top-level helper whose returned value is `create` is exported and never called nor otherwise read
 * in the module (`program`): only a name bound by a top-level `function` or `const` counts.
 * @example exportedUncalledHelper(extendCall, visits, program) // true for got4aws's `got.extend(...)`
 */
export function exportedUncalledHelper(
  create: AstNode,
  visits: readonly { node: AstNode; ancestors: readonly AstNode[] }[],
  program: AstNode | undefined,
): boolean {
  const ancestors = visits.find((visit) => visit.node === create)?.ancestors ?? [];
  const fn = [...ancestors].reverse().find((node) => FUNCTIONS.has(node.type));
  if (!fn || !program) return false;
  const at = ancestors.indexOf(fn);
  const holder = fn.type === 'FunctionDeclaration' ? fn : ancestors[at - 1];
  const id = holder?.type === 'VariableDeclarator' || holder === fn ? (holder?.id as AstNode | null) : null;
  if (id?.type !== 'Identifier') return false;
  const statement = holder === fn ? fn : ancestors[at - 2];
  const topLevel = (program.body as AstNode[]).some(
    (node) =>
      node === statement || (node.type === 'ExportNamedDeclaration' && node.declaration === statement),
  );
  if (!topLevel) return false;
  const name = String(id.name);
  let exported = (program.body as AstNode[]).some(
    (node) => node.type === 'ExportNamedDeclaration' && node.declaration === statement,
  );
  let read = false;
  walk(program, (node, parents) => {
    if (read) return false;
    if (node.type === 'ExportDefaultDeclaration' && isNamed(node.declaration, name)) {
      exported = true;
      return false;
    }
    if (node.type === 'ExportSpecifier' && isNamed(node.local, name)) {
      exported = true;
      return false;
    }
    if (node.type === 'AssignmentExpression' && isNamed(unwrap(node.right as AstNode), name)) {
      if (!EXPORT_TARGET.test(toPath(node.left as AstNode) ?? '')) read = true;
      else exported = true;
      return false;
    }
    if (node.type !== 'Identifier' || node === id || node.name !== name) return undefined;
    const parent = parents[parents.length - 1];
    // A member's or key's name is not a read of the binding.
    if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return undefined;
    if (parent?.type === 'Property' && parent.key === node && !parent.computed && parent.value !== node)
      return undefined;
    read = true;
    return false;
  });
  return exported && !read;
}

function isNamed(node: unknown, name: string): boolean {
  return isAstNode(node) && node.type === 'Identifier' && node.name === name;
}
