// A constant tsc's CommonJS output keeps on `exports`: `export const DEFAULT_TIMEOUT = 60 * 1000` compiles to
// `exports.DEFAULT_TIMEOUT = 60 * 1000;` at the top of the module, after a preamble that sets every export to
// `void 0`, and the module's own code reads it back as `exports.DEFAULT_TIMEOUT` (@stigg/node-server-sdk 4.55.0
// dist/configuration.js lines 6, 15 and 31). Read as the constant it was written as, when the module assigns the
// name once at its top level and nowhere else (the preamble aside).
import type { AstNode } from '../ast';
import type { Assignment } from './assignments';
import { toPath } from './node-paths';

/** `exports.a = exports.b = void 0`: tsc's preamble, which only declares the names. */
function preamble(value: AstNode): boolean {
  let current = value;
  while (current.type === 'AssignmentExpression') current = current.right as AstNode;
  return current.type === 'UnaryExpression' && current.operator === 'void';
}

/**
 * Binds `exports.NAME` (and `module.exports.NAME`) for the whole module to the value its one top-level
 * statement assigns, when every other assignment of that path is the preamble.
 * @example bindExportedConstants(program, assigned, bind) // `exports.DEFAULT_TIMEOUT` → `60 * 1000`
 */
export function bindExportedConstants(
  program: AstNode,
  assigned: ReadonlyMap<string, readonly Assignment[]>,
  bind: (path: string, value: AstNode) => void,
): void {
  for (const statement of (program.body as AstNode[] | undefined) ?? []) {
    const expression =
      statement.type === 'ExpressionStatement' ? (statement.expression as AstNode) : undefined;
    if (expression?.type !== 'AssignmentExpression' || expression.operator !== '=') continue;
    const value = expression.right as AstNode;
    const path = toPath(expression.left as AstNode);
    if (!path || !/^(module\.)?exports\.[\w$]+$/.test(path) || preamble(value)) continue;
    const others = (assigned.get(path) ?? []).filter((assignment) => assignment.node !== expression);
    if (others.every((assignment) => preamble(assignment.node.right as AstNode))) bind(path, value);
  }
}
