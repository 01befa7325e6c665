import type { AstNode } from '../ast';
import { unwrap } from './inert-click';

/**
 * A function component that renders a `<label htmlFor="…">` with text: its `label-for` shape (see
 * imported-components.ts). @govuk-react/top-nav@0.10.7 src/atoms/menu-button/index.tsx:38-46 (MIT): MenuButton
 * renders the styled('label') Button with htmlFor="govuk-react-menu-button" around `{title}`, `title = 'Menu'`;
 * top-nav's index.tsx:127-131 renders it beside the no-JavaScript menu checkbox of that id, which it names.
 * The label must be the whole render, its `htmlFor` a literal, and its text written or a prop's non-empty default.
 * @example toLabelShape(parse("({ title = 'Menu' }) => <label htmlFor='m'>{title}</label>"), new Map()) // { kind: 'label-for', id: 'm' }
 */
export function toLabelShape(
  node: AstNode,
  styled: ReadonlyMap<string, string>,
): { kind: 'label-for'; id: string } | undefined {
  const fn = unwrap(node);
  if (!['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration'].includes(fn.type))
    return undefined;
  const body = fn.body as AstNode;
  const returned = body.type === 'BlockStatement' ? undefined : unwrap(body);
  if (returned?.type !== 'JSXElement') return undefined;
  const opening = returned.openingElement as AstNode;
  const tag = opening.name as AstNode;
  const name = tag.type === 'JSXIdentifier' ? String(tag.name) : '';
  if ((styled.get(name) ?? name) !== 'label') return undefined;
  const target = ((opening.attributes as AstNode[]) ?? []).find(
    (attribute) => attribute.type === 'JSXAttribute' && (attribute.name as AstNode).name === 'htmlFor',
  );
  const id = target && literalString(target.value as AstNode | null);
  if (!id) return undefined;
  return showsText(returned, textDefaults(fn)) ? { kind: 'label-for', id } : undefined;
}

/** `"x"` or `{'x'}`: a non-empty static string. */
function literalString(value: AstNode | null): string | undefined {
  const inner = value?.type === 'JSXExpressionContainer' ? unwrap(value.expression as AstNode) : value;
  return inner?.type === 'Literal' && typeof inner.value === 'string' && inner.value.trim()
    ? inner.value
    : undefined;
}

/** The props destructured with a non-empty string default: `({ title = 'Menu' })` → title. */
function textDefaults(fn: AstNode): Set<string> {
  const names = new Set<string>();
  const first = ((fn.params as AstNode[] | undefined) ?? [])[0];
  if (first?.type !== 'ObjectPattern') return names;
  for (const property of first.properties as AstNode[]) {
    const value = property.value as AstNode | undefined;
    if (value?.type !== 'AssignmentPattern') continue;
    const left = value.left as AstNode;
    if (left.type === 'Identifier' && literalString(value.right as AstNode)) names.add(String(left.name));
  }
  return names;
}

/** Written text, or a prop with a text default, anywhere inside. */
function showsText(element: AstNode, defaults: ReadonlySet<string>): boolean {
  return ((element.children as AstNode[]) ?? []).some((child) => {
    if (child.type === 'JSXText') return /\S/.test(String(child.value ?? ''));
    if (child.type === 'JSXElement') return showsText(child, defaults);
    if (child.type !== 'JSXExpressionContainer') return false;
    const expression = unwrap(child.expression as AstNode);
    return (
      (expression.type === 'Identifier' && defaults.has(String(expression.name))) ||
      !!literalString(expression)
    );
  });
}
