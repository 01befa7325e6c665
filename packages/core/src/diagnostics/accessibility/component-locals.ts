import type { AstNode } from '../ast';
import { visit } from './handler-reads';
import { unwrap } from './jsx-names';

/**
 * The function a handler name is bound to inside one component, when the file binds the name more than once (one
 * per component): `const onKeyDownHandler = (event) => { if (event.key === ' ') { setIsOpen(!isOpen); … } }` in
 * both `Node` and `NodeRoot` (@react95/core@9.8.0 components/Tree/Node.tsx:96 and its twin below). The one
 * `const` / `let` of that name in the component, holding an arrow or function expression; `undefined` otherwise.
 */
export function toComponentLocalFunction(component: AstNode, handler: AstNode): AstNode | undefined {
  const name = unwrap(handler);
  if (name.type !== 'Identifier') return undefined;
  const found: AstNode[] = [];
  visit(component, (node) => {
    if (node.type !== 'VariableDeclarator') return;
    const id = node.id as AstNode;
    if (id.type === 'Identifier' && id.name === name.name) found.push(node);
  });
  const init = found.length === 1 ? (found[0]?.init as AstNode | null | undefined) : undefined;
  const value = init ? unwrap(init) : undefined;
  return value && ['ArrowFunctionExpression', 'FunctionExpression'].includes(value.type) ? value : undefined;
}
