import type { AstNode } from '../ast';
import { toGuardedMethodFlag } from './guarded-method';
import { unwrap } from './jsx-names';

/**
 * A JSX tree written outside any element and built only under a test whose first operand is a flag off by default:
 * `const renderClearButton = () => { if (clearable && value && value.length > 0) { return (<span onClick={
 * clearBtnOnClick}>…</span>); } return null; }` with `clearable = false` destructured from the props (tiny-ui@0.0.95
 * components/input/input.tsx:16 and :60-66, MIT). As for `{flag && <span>…</span>}` inside an element (from-jsx.ts's
 * offByDefault), the control is not what the component shows by default (the corpus's session-32 convention, a
 * control rendered only under a mode visible in the file and off by default). Read from the tree's enclosing nodes up
 * to its function: the consequent of an `if` or of `test ? … : …`, or the right of `test && …`; `flagOf` reads the
 * test's first `&&` operand (a prop with no written default, `closable && <svg onClick={onClose}>` in @uiw/react-tag,
 * gives none and stays judged). The flag's name, or undefined.
 */
export function toGuardedRootFlag(
  node: AstNode,
  ancestors: readonly AstNode[],
  flagOf: (operand: AstNode, bare: true) => string | undefined,
  defaultOf?: (read: AstNode) => AstNode | undefined,
): string | undefined {
  let child = node;
  for (let index = ancestors.length - 1; index >= 0; index--) {
    const parent = ancestors[index] as AstNode;
    // Out of the function that builds it: a helper method every call of which is guarded (guarded-method.ts).
    if (FUNCTIONS.has(parent.type))
      return toGuardedMethodFlag(ancestors, index, flagOf, (call, around) =>
        toGuardedRootFlag(call, around, flagOf, defaultOf),
      );
    const returned =
      defaultOf && parent.type === 'BlockStatement' ? returnedBefore(parent, child, defaultOf) : undefined;
    if (returned) return returned;
    const first = guardOperand(parent, child);
    const flag = first ? flagOf(first, true) : undefined;
    if (flag) return flag;
    child = parent;
  }
  return undefined;
}

/**
 * A statement of the block before the tree's own that returns when a prop keeps its written default: `if
 * (props.renderModel !== 'tree') { return false; }` at the top of the tree row's `renderExpandIcon()`, with
 * `renderModel: undefined` in Row.defaultProps (uxcore-table@11.10.18 src/Row.jsx:183-186 and :204, :436, MIT: the
 * expand toggle exists only in tree mode, `''` by default in the table's prop.js). By default the function returns
 * before it builds the tree. The test is `prop !== 'literal'` (or `!=`) with a different literal (or `undefined`)
 * as the prop's written default; the prop's name, or undefined.
 */
function returnedBefore(
  block: AstNode,
  child: AstNode,
  defaultOf: (read: AstNode) => AstNode | undefined,
): string | undefined {
  for (const statement of (block.body as AstNode[]) ?? []) {
    if (statement === child) return undefined;
    if (statement.type !== 'IfStatement' || statement.alternate || !returns(statement.consequent as AstNode))
      continue;
    const prop = differsByDefault(unwrap(statement.test as AstNode), defaultOf);
    if (prop) return prop;
  }
  return undefined;
}

/** `return …;` or a block holding only that. */
function returns(statement: AstNode): boolean {
  const body = statement.type === 'BlockStatement' ? (statement.body as AstNode[]) : [statement];
  return body.length === 1 && (body[0] as AstNode).type === 'ReturnStatement';
}

/** `props.mode !== 'tree'` whose prop's written default is another literal or `undefined`: the prop's name. */
function differsByDefault(
  test: AstNode,
  defaultOf: (read: AstNode) => AstNode | undefined,
): string | undefined {
  if (test.type !== 'BinaryExpression' || (test.operator !== '!==' && test.operator !== '!='))
    return undefined;
  const left = unwrap(test.left as AstNode);
  const right = unwrap(test.right as AstNode);
  const [read, literal] = right.type === 'Literal' ? [left, right] : [right, left];
  if (literal.type !== 'Literal' || typeof literal.value !== 'string') return undefined;
  const name =
    read.type === 'Identifier'
      ? String(read.name)
      : read.type === 'MemberExpression' && !read.computed
        ? String((read.property as AstNode).name)
        : undefined;
  const value = name ? defaultOf(read) : undefined;
  if (!value) return undefined;
  const unset = value.type === 'Identifier' && value.name === 'undefined';
  const other = value.type === 'Literal' && typeof value.value === 'string' && value.value !== literal.value;
  return unset || other ? name : undefined;
}

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

/**
 * The first `&&` operand of the test under which `child` runs in `parent`: `parent` an `if` or `test ? … : …` whose
 * consequent is `child`, or `test && child`. Undefined when `child` is not guarded there (an `else`, an operand).
 * @example guardOperand(ifNode, ifNode.consequent) // `clearable` of `if (clearable && value) …`
 */
export function guardOperand(parent: AstNode, child: AstNode): AstNode | undefined {
  let test: AstNode | undefined;
  if (
    (parent.type === 'IfStatement' || parent.type === 'ConditionalExpression') &&
    parent.consequent === child
  )
    test = parent.test as AstNode;
  else if (parent.type === 'LogicalExpression' && parent.operator === '&&' && parent.right === child)
    test = parent.left as AstNode;
  if (!test) return undefined;
  let first = unwrap(test);
  while (first.type === 'LogicalExpression' && first.operator === '&&') first = unwrap(first.left as AstNode);
  return first;
}
