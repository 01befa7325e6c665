import { type AstNode, isAstNode } from '../ast';

// Reads of JSX names and wrapped expressions, shared by from-jsx.ts and the reads it delegates to.

/** Wrappers `unwrap` looks through; a constant, not an array literal made at every call. */
const WRAPPERS = new Set([
  'ParenthesizedExpression',
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
]);

/** The expression inside parentheses and TypeScript casts (`(x as T)!` → `x`). */
export function unwrap(node: AstNode): AstNode {
  let current = node;
  while (WRAPPERS.has(current.type) && isAstNode(current.expression)) current = current.expression;
  return current;
}

/** Subtrees that hold types only (annotations, interfaces, type aliases, type arguments): never any JSX. */
export const TYPE_ONLY = new Set([
  'TSTypeAnnotation',
  'TSTypeParameterDeclaration',
  'TSTypeParameterInstantiation',
  'TSInterfaceDeclaration',
  'TSTypeAliasDeclaration',
]);

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

/**
 * A conditional whose every branch is a JSX element or another such conditional: it renders exactly one of the
 * elements, and its test is never shown. @bxreact/pagination@2.0.0 src/index.tsx:36-72 (MIT): a button whose only
 * content is one of four inline svg arrows chosen by `type`, none with a title, so the button has no name
 * whichever is drawn. A branch of any other kind (text, a call, `null`) keeps the conditional dynamic.
 * An element written alone in braces is that element, a choice of one (`{<Icon svg={<CloseOutline />} />}`,
 * @arizeai/components@1.8.11 src/alert/Alert.tsx:137, MIT); a fragment in braces stays dynamic (its text is
 * not collected as an element's is).
 */
export function isElementChoice(expression: AstNode): boolean {
  const node = unwrap(expression);
  if (node.type === 'JSXElement') return true;
  if (node.type !== 'ConditionalExpression') return false;
  return [node.consequent, node.alternate].every((branch) => isElementChoice(branch as AstNode));
}

/** A label- or title-like name: `label`, `title`, `ariaLabel`, `buttonTitle`. */
const NAME_LIKE = /(label|title)$/i;

/**
 * The expression reads a label- or title-like name (`{children || label}`, `{this.props.title}`): content handed to
 * an icon component that may render it as its name (nessie-ui@7.0.4 src/IconButton/index.jsx:240, MIT: `<Icon>{
 * children || label }</Icon>`, whose Icon/index.jsx:40 writes `aria-label={ children || label }` on its svg).
 */
export function readsNameLike(expression: AstNode): boolean {
  const stack: AstNode[] = [expression];
  while (stack.length > 0) {
    const node = unwrap(stack.pop() as AstNode);
    if (node.type === 'Identifier') {
      if (NAME_LIKE.test(String(node.name))) return true;
    } else if (node.type === 'MemberExpression' && !node.computed) {
      if (NAME_LIKE.test(String((node.property as AstNode).name))) return true;
      stack.push(node.object as AstNode);
    } else if (node.type === 'LogicalExpression') {
      stack.push(node.left as AstNode, node.right as AstNode);
    } else if (node.type === 'ConditionalExpression') {
      stack.push(node.consequent as AstNode, node.alternate as AstNode);
    }
  }
  return false;
}

/**
 * The string a `x || 'literal'` (or `??`) attribute value falls back to: `type={props.selectType || 'checkbox'}`
 * renders a checkbox unless the caller passes another type (react-table-v6@6.8.6 src/hoc/selectTable/index.js:8,
 * MIT), judged by that visible default. `undefined` for any other value.
 */
export function toFallbackLiteral(value: AstNode | null): string | undefined {
  if (value?.type !== 'JSXExpressionContainer') return undefined;
  const expression = unwrap(value.expression as AstNode);
  if (
    expression.type !== 'LogicalExpression' ||
    (expression.operator !== '||' && expression.operator !== '??')
  )
    return undefined;
  const fallback = unwrap(expression.right as AstNode);
  return fallback.type === 'Literal' && typeof fallback.value === 'string' ? fallback.value : undefined;
}
