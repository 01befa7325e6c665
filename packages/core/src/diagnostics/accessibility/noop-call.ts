import type { AstNode } from '../ast';
import { unwrap } from './jsx-names';

/**
 * An arrow's expression body that only calls a name bound to a no-op, with arguments that do nothing when
 * evaluated: `onClick={(e) => onClick(e, { name: 'title', node })}` and `onClick={(e) => column.isClickable ?
 * onClick(e, { column, node }) : null}` with `onClick = () => {}` destructured from the props (fireflink-ui@1.2.24
 * src/components/TableTree/TableTree.tsx:31, :58 and :69). By default the click does nothing, as `onClick={onClick}`
 * does not (the corpus's session-32 convention: a no-op default is no click). `resolve` gives a name's one value
 * in the file (its initializer, or a no-op destructuring default); a test or argument that may act (a call, an
 * assignment) keeps the click.
 * @example callsOnlyNoOp(parse('(e) => f(e, { a })').body, resolve) // true when `f = () => {}`
 */
export function callsOnlyNoOp(body: AstNode, resolve: (name: string) => AstNode | undefined): boolean {
  const node = unwrap(body);
  if (node.type === 'ConditionalExpression') {
    return (
      isQuiet(node.test as AstNode) &&
      [node.consequent, node.alternate].every(
        (branch) => isNothing(branch as AstNode) || callsOnlyNoOp(branch as AstNode, resolve),
      )
    );
  }
  if (node.type !== 'CallExpression' || node.optional) return false;
  const callee = unwrap(node.callee as AstNode);
  if (callee.type !== 'Identifier') return false;
  const value = resolve(String(callee.name));
  if (!value || !isNoOp(unwrap(value))) return false;
  return ((node.arguments as AstNode[]) ?? []).every((argument) => isQuiet(argument));
}

/** `() => {}`, `() => { return; }`, `() => null`: a function that does nothing. */
function isNoOp(fn: AstNode): boolean {
  if (!['ArrowFunctionExpression', 'FunctionExpression'].includes(fn.type) || fn.async || fn.generator)
    return false;
  const body = fn.body as AstNode;
  if (body.type !== 'BlockStatement') return isNothing(body);
  return (body.body as AstNode[]).every(
    (statement) =>
      statement.type === 'EmptyStatement' || (statement.type === 'ReturnStatement' && !statement.argument),
  );
}

/** `null`, `undefined`, a literal: a branch that does nothing. */
function isNothing(node: AstNode): boolean {
  const value = unwrap(node);
  return (
    (value.type === 'Literal' && !('regex' in value)) ||
    (value.type === 'Identifier' && value.name === 'undefined')
  );
}

/**
 * Names, literals, member reads, templates, operators and object / array literals over them: evaluating does
 * nothing (a no-op's arguments here, a console call's in logging-default.ts).
 */
export function isQuiet(node: AstNode): boolean {
  const value = unwrap(node);
  switch (value.type) {
    case 'Identifier':
    case 'Literal':
      return true;
    case 'MemberExpression':
      return !value.computed && isQuiet(value.object as AstNode);
    case 'TemplateLiteral':
      return ((value.expressions as AstNode[]) ?? []).every(isQuiet);
    case 'UnaryExpression':
      return value.operator !== 'delete' && isQuiet(value.argument as AstNode);
    case 'LogicalExpression':
    case 'BinaryExpression':
      return isQuiet(value.left as AstNode) && isQuiet(value.right as AstNode);
    case 'ArrayExpression':
      return ((value.elements as (AstNode | null)[]) ?? []).every((element) => !element || isQuiet(element));
    case 'ObjectExpression':
      return ((value.properties as AstNode[]) ?? []).every(
        (property) =>
          property.type === 'Property' &&
          !property.computed &&
          property.kind === 'init' &&
          isQuiet(property.value as AstNode),
      );
    default:
      return false;
  }
}
