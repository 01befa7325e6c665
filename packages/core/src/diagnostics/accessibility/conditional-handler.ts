import type { AstNode } from '../ast';

/**
 * The one handler a conditional click can be: `onClick={canOpenInEditor ? this.editorHandler : undefined}`
 * (@redux-devtools/inspector-monitor-trace-tab@5.0.0 src/react-error-overlay/containers/StackFrame.tsx:177,
 * MIT). When the test fails there is no handler, so the click does nothing at all; when it holds, the click
 * does exactly what the set branch does. What the click does is therefore read from that branch alone — a
 * key handler of the same component that makes the same call (the frame location's `onKeyDown`, Enter →
 * `this.editorHandler()`, line 99) mirrors it, as it would mirror `onClick={this.editorHandler}`. This is
 * the lead's set-8 rule in its checkable form: a mouse-only control whose action a keyboard handler of the
 * same component performs is null. Both branches set, or neither empty, stays the conditional (judged as
 * before: not read).
 * @example toSetBranch(parse('ok ? this.open : undefined')) // the node of `this.open`
 */
export function toSetBranch(handler: AstNode): AstNode {
  if (handler.type !== 'ConditionalExpression') return handler;
  const consequent = bare(handler.consequent as AstNode);
  const alternate = bare(handler.alternate as AstNode);
  if (isEmpty(alternate) && !isEmpty(consequent)) return consequent;
  if (isEmpty(consequent) && !isEmpty(alternate)) return alternate;
  return handler;
}

/**
 * `undefined`, `null`, `void 0`: no handler; or a function with an empty body, which does nothing when clicked:
 * `onClick={disabled ? () => {} : onClick}` (fireflink-ui@1.2.24 src/components/Icon/Icon.tsx:43, MIT) is read from
 * `onClick`, whose default there is a no-op too.
 */
function isEmpty(node: AstNode): boolean {
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') {
    const body = node.body as AstNode;
    return body.type === 'BlockStatement' && (body.body as AstNode[]).length === 0;
  }
  if (node.type === 'Identifier') return node.name === 'undefined';
  if (node.type === 'Literal') return node.value === null;
  return node.type === 'UnaryExpression' && node.operator === 'void';
}

function bare(node: AstNode): AstNode {
  let current = node;
  while (current.type === 'ParenthesizedExpression') current = current.expression as AstNode;
  return current;
}
