import type { AstNode } from '../ast';
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
): string | undefined {
  let child = node;
  for (let index = ancestors.length - 1; index >= 0; index--) {
    const parent = ancestors[index] as AstNode;
    if (FUNCTIONS.has(parent.type)) return undefined;
    let test: AstNode | undefined;
    if (
      (parent.type === 'IfStatement' || parent.type === 'ConditionalExpression') &&
      parent.consequent === child
    )
      test = parent.test as AstNode;
    else if (parent.type === 'LogicalExpression' && parent.operator === '&&' && parent.right === child)
      test = parent.left as AstNode;
    if (test) {
      let first = unwrap(test);
      while (first.type === 'LogicalExpression' && first.operator === '&&')
        first = unwrap(first.left as AstNode);
      const flag = flagOf(first, true);
      if (flag) return flag;
    }
    child = parent;
  }
  return undefined;
}

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);
