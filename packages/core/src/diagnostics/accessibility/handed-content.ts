import type { AstNode } from '../ast';
import { unwrap } from './jsx-names';

/**
 * `<button>{this.props.value}</button>`: a native button or link whose only content is one prop read (not
 * `children`, which no caller writes as an attribute), the content its callers hand it (element-reads.ts).
 */
export function isOnlyContentProp(node: AstNode, expression: AstNode): boolean {
  const tag = (node.openingElement as AstNode | undefined)?.name as AstNode | undefined;
  if (tag?.type !== 'JSXIdentifier' || (tag.name !== 'button' && tag.name !== 'a')) return false;
  const read = unwrap(expression);
  const key =
    read.type === 'Identifier'
      ? read.name
      : read.type === 'MemberExpression' && !read.computed
        ? (read.property as AstNode).name
        : undefined;
  if (key === undefined || key === 'children') return false;
  const meaningful = ((node.children as AstNode[]) ?? []).filter(
    (child) => !(child.type === 'JSXText' && !/\S/.test(String(child.value ?? ''))),
  );
  return meaningful.length === 1;
}
