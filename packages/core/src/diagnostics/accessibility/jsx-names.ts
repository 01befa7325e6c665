import { type AstNode, isAstNode } from '../ast';

// Reads of JSX names and wrapped expressions, shared by from-jsx.ts and the reads it delegates to.

/** The expression inside parentheses and TypeScript casts (`(x as T)!` → `x`). */
export function unwrap(node: AstNode): AstNode {
  let current = node;
  while (
    ['ParenthesizedExpression', 'TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(
      current.type,
    ) &&
    isAstNode(current.expression)
  ) {
    current = current.expression;
  }
  return current;
}

/** A JSX tag or attribute name as written: `div`, `Menu.Item`, `xlink:href`. */
export function toName(node: AstNode): string {
  if (node.type === 'JSXIdentifier') return String(node.name);
  if (node.type === 'JSXNamespacedName') {
    return `${toName(node.namespace as AstNode)}:${toName(node.name as AstNode)}`;
  }
  if (node.type === 'JSXMemberExpression') {
    return `${toName(node.object as AstNode)}.${toName(node.property as AstNode)}`;
  }
  return '';
}
