import type { AstNode } from '../ast';
import { toAssignedValues } from './assigned-values';
import { isBareSvg } from './bare-svg';
import type { FileBindings } from './file-bindings';
import { unwrap } from './inert-click';
import { isUnsetProp, onlyChild } from './unset-props';

const NO_NAMES: ReadonlySet<string> = new Set();
const NO_CONSTANTS: ReadonlyMap<string, AstNode> = new Map();

/**
 * `{icons[0]}` where `const icons = typeof arrowIcons === 'undefined' || !arrowIcons ? [<><svg …/></>, …] :
 * arrowIcons;` and `arrowIcons` is the caller's prop with no default (unset-props.ts): by default the item is the
 * file's own list entry, here a bare `<svg>` (no title, aria-label or text). funda-ui@4.7.901
 * lib/esm/Scrollbar/index.tsx:46-51 and :453-465 (MIT): the scroll arrows' buttons. The variable must hold that one
 * value (assigned-values.ts), the test must be true exactly when the prop is missing, and the index a literal.
 */
export function isDefaultListSvg(
  expression: AstNode,
  program: AstNode,
  bindings: () => FileBindings,
): boolean {
  const member = unwrap(expression);
  if (member.type !== 'MemberExpression' || !member.computed) return false;
  const list = unwrap(member.object as AstNode);
  const index = unwrap(member.property as AstNode);
  if (list.type !== 'Identifier' || index.type !== 'Literal' || typeof index.value !== 'number') return false;
  const values = toAssignedValues(program, String(list.name), member.start);
  const choice = values?.length === 1 ? unwrap(values[0] as AstNode) : undefined;
  if (choice?.type !== 'ConditionalExpression') return false;
  const prop = unwrap(choice.alternate as AstNode);
  const items = unwrap(choice.consequent as AstNode);
  if (prop.type !== 'Identifier' || items.type !== 'ArrayExpression') return false;
  if (!isMissingTest(unwrap(choice.test as AstNode), String(prop.name))) return false;
  const item = (items.elements as (AstNode | null)[])[index.value];
  const shown = item ? onlyChild(unwrap(item)) : undefined;
  return (
    shown?.type === 'JSXElement' &&
    isBareSvg(shown, NO_NAMES, NO_CONSTANTS) &&
    isUnsetProp(prop, program, bindings())
  );
}

/** `!name`, `name == null`, `name === undefined`, `typeof name === 'undefined'`, or an `||` of them. */
function isMissingTest(test: AstNode, name: string): boolean {
  if (test.type === 'LogicalExpression' && test.operator === '||')
    return (
      isMissingTest(unwrap(test.left as AstNode), name) && isMissingTest(unwrap(test.right as AstNode), name)
    );
  if (test.type === 'UnaryExpression' && test.operator === '!') return isName(test.argument as AstNode, name);
  if (test.type !== 'BinaryExpression' || !['==', '==='].includes(String(test.operator))) return false;
  const left = unwrap(test.left as AstNode);
  const right = unwrap(test.right as AstNode);
  if (left.type === 'UnaryExpression' && left.operator === 'typeof')
    return isName(left.argument as AstNode, name) && right.type === 'Literal' && right.value === 'undefined';
  const nothing =
    (right.type === 'Identifier' && right.name === 'undefined') ||
    (right.type === 'Literal' && right.value === null && test.operator === '==');
  return isName(left, name) && nothing;
}

function isName(node: AstNode, name: string): boolean {
  const value = unwrap(node);
  return value.type === 'Identifier' && value.name === name;
}
