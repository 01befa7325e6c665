import { type AstNode, isAstNode } from '../ast';

/**
 * A click handler that only records something into a ref: every statement writes `<ref>.current` (a name
 * bound in the file to `useRef(…)` / `React.useRef(…)` / `createRef()`) with a value that does nothing when
 * read (`e.target`, `false`), stops the event, returns quietly, or is an `if` of a pure test over such
 * statements. Writing a ref re-renders nothing and runs nothing: the click itself does nothing a keyboard user
 * misses (@uiw/react-menu@4.22.3 SubMenu.tsx:163 records the event target; react-responsive-modal@7.2.0
 * index.tsx:296 sets refShouldClose.current = false so the overlay's click that follows does not close).
 * Any call other than a stopper, any other assignment, or a name not known to be a ref: not a record.
 * @example recordsOnly(parse('() => { ref.current = false }'), undefined, (n) => n === 'ref') // true
 */
export function recordsOnly(
  fn: AstNode,
  event: string | undefined,
  isRef: (name: string) => boolean,
): boolean {
  const body = fn.body as AstNode;
  let wrote = false;
  const each = (statement: AstNode | null | undefined): boolean => {
    if (!statement) return true;
    switch (statement.type) {
      case 'EmptyStatement':
        return true;
      case 'BlockStatement':
        return (statement.body as AstNode[]).every(each);
      case 'ReturnStatement': {
        const argument = statement.argument as AstNode | null;
        return !argument || argument.type === 'Literal';
      }
      case 'IfStatement':
        return (
          isPureRead(statement.test as AstNode) &&
          each(statement.consequent as AstNode) &&
          each(statement.alternate as AstNode | null)
        );
      case 'ExpressionStatement':
        return expressionRecords(statement.expression as AstNode);
      default:
        return false;
    }
  };
  const expressionRecords = (expression: AstNode): boolean => {
    const node = unwrap(expression);
    if (isStopper(node, event)) return true;
    if (node.type !== 'AssignmentExpression' || node.operator !== '=') return false;
    const left = unwrap(node.left as AstNode);
    const holder = left.type === 'MemberExpression' ? unwrap(left.object as AstNode) : undefined;
    if (
      left.type !== 'MemberExpression' ||
      left.computed ||
      (left.property as AstNode).name !== 'current' ||
      holder?.type !== 'Identifier' ||
      !isRef(String(holder.name)) ||
      !isPureRead(node.right as AstNode)
    ) {
      return false;
    }
    wrote = true;
    return true;
  };
  const records = body.type === 'BlockStatement' ? each(body) : expressionRecords(body);
  return records && wrote;
}

/** A value bound to `useRef(…)`, `React.useRef(…)`, `createRef()` or `React.createRef()`. */
export function isRefCreation(value: AstNode | undefined): boolean {
  const call = value ? unwrap(value) : undefined;
  if (call?.type !== 'CallExpression') return false;
  const callee = unwrap(call.callee as AstNode);
  const name =
    callee.type === 'Identifier'
      ? callee.name
      : callee.type === 'MemberExpression' && !callee.computed
        ? (callee.property as AstNode).name
        : undefined;
  return name === 'useRef' || name === 'createRef';
}

/** `e.stopPropagation()`, `e.preventDefault()` on the handler's event parameter. */
function isStopper(node: AstNode, event: string | undefined): boolean {
  if (node.type !== 'CallExpression' || event === undefined) return false;
  const callee = unwrap(node.callee as AstNode);
  const object = callee.type === 'MemberExpression' ? unwrap(callee.object as AstNode) : undefined;
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    ['stopPropagation', 'preventDefault', 'stopImmediatePropagation'].includes(
      String((callee.property as AstNode).name),
    ) &&
    object?.type === 'Identifier' &&
    object.name === event
  );
}

/** Names, literals, non-computed member reads and operators over them: reading it does nothing. */
function isPureRead(test: AstNode): boolean {
  const node = unwrap(test);
  switch (node.type) {
    case 'Identifier':
    case 'Literal':
    case 'ThisExpression':
      return true;
    case 'MemberExpression':
      return !node.computed && isPureRead(node.object as AstNode);
    case 'UnaryExpression':
      return node.operator !== 'delete' && isPureRead(node.argument as AstNode);
    case 'LogicalExpression':
    case 'BinaryExpression':
      return isPureRead(node.left as AstNode) && isPureRead(node.right as AstNode);
    default:
      return false;
  }
}

/** Without parentheses, `as`, `!` and optional-chain wrappers (inert-click.ts imports this module). */
function unwrap(node: AstNode): AstNode {
  let current = node;
  while (
    ['ParenthesizedExpression', 'TSAsExpression', 'TSNonNullExpression', 'ChainExpression'].includes(
      current.type,
    ) &&
    isAstNode(current.expression)
  ) {
    current = current.expression;
  }
  return current;
}
