import type { AstNode } from '../ast';
import { isPropsObject } from './default-props';
import { declaredOnce, type FileBindings } from './file-bindings';
import { isRefCreation } from './ref-records';

/**
 * Bookkeeping beside a click's real action, which a keyboard user does not miss when the action itself is
 * mirrored by a key handler of the same component (key-alternatives.ts):
 * - a ref written with a value that does nothing when read (`refShouldClose.current = null`): no render;
 * - the caller's optional hook told about the click (`onOverlayClick?.(event)`): a name `on…` called with `?.`,
 *   a notification the caller may or may not subscribe to, beside the dismissal the keys also perform.
 * react-responsive-modal@7.2.0 src/index.tsx:275-293 (MIT): the overlay's click resets refShouldClose, tells
 * onOverlayClick?.(event), then onClose() — and the document keydown listener (lines 244-255) calls onClose()
 * on Escape. Notes never count as the action: a click that only notes is not "mirrored" (key-alternatives).
 */
export function isNote(expression: AstNode, bindings: () => FileBindings): boolean {
  if (expression.type === 'AssignmentExpression') {
    const left = expression.left as AstNode;
    const holder = left.type === 'MemberExpression' ? (left.object as AstNode) : undefined;
    return (
      expression.operator === '=' &&
      left.type === 'MemberExpression' &&
      !left.computed &&
      (left.property as AstNode).name === 'current' &&
      holder?.type === 'Identifier' &&
      isRefCreation(declaredOnce(bindings(), String(holder.name))) &&
      isReadOnly(expression.right as AstNode)
    );
  }
  if (expression.type !== 'CallExpression' || !expression.optional) return false;
  const callee = expression.callee as AstNode;
  return (
    (callee.type === 'Identifier' ? /^on[A-Z]/.test(String(callee.name)) : isPropsHook(callee)) &&
    ((expression.arguments as AstNode[]) ?? []).every((argument) => isReadOnly(argument))
  );
}

/** A name, a literal or a non-computed member read: reading it does nothing. */
function isReadOnly(node: AstNode): boolean {
  if (node.type === 'Identifier' || node.type === 'Literal') return true;
  return node.type === 'MemberExpression' && !node.computed && isReadOnly(node.object as AstNode);
}

/** `props.onX` or `this.props.onX`: the caller's callback read off the props. */
function isPropsHook(callee: AstNode): boolean {
  if (callee.type !== 'MemberExpression' || callee.computed) return false;
  return (
    /^on[A-Z]/.test(String((callee.property as AstNode).name)) && isPropsObject(callee.object as AstNode)
  );
}
