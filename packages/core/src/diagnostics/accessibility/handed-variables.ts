import { type AstNode, walk } from '../ast';
import type { ElementNode } from './element';
import { unwrap } from './jsx-names';

type HandedTo = NonNullable<ElementNode['handedTo']>;

/**
 * JSX held in a const and handed once, by that name, as a component's prop value: `const checkbox = (<Fragment><input
 * type="checkbox" … /><CheckboxIcon … /></Fragment>)` then `<ItemRadioCheckbox leftTitle={labelTitle} leftBody={label}
 * tag={<label />} rightAddon={checkbox} {...a11yAttrs} />` (@rodrisu/friendly-ui@1.0.102
 * src/itemCheckbox/ItemCheckbox.tsx:52-87, itemRadio/ItemRadio.tsx:60-104, MIT: the item renders the addon inside its
 * `<label>` with the caller's label text). Read as if written in place (`rightAddon={<Fragment>…</Fragment>}`, the
 * handed elements of from-jsx.ts): the component renders it, with what it is given — a label, title, placeholder or id
 * prop, a spread, or content. The const is declared once, its tree is its whole value, and the file names it once
 * more, as that attribute's value; any other use leaves the tree judged where it is written.
 * @example toHandedVariable(jsx, ancestors, program) // { names: true, namesControl: true, children: [] }
 */
export function toHandedVariable(
  node: AstNode,
  ancestors: readonly AstNode[],
  program: AstNode,
): HandedTo | undefined {
  let index = ancestors.length - 1;
  while (ancestors[index]?.type === 'ParenthesizedExpression') index--;
  const declarator = ancestors[index];
  if (declarator?.type !== 'VariableDeclarator' || unwrap(declarator.init as AstNode) !== node)
    return undefined;
  const declaration = ancestors[index - 1];
  const id = declarator.id as AstNode;
  if (declaration?.kind !== 'const' || id.type !== 'Identifier') return undefined;
  return handedByName(program).get(String(id.name));
}

/** Each program's names used exactly once, each as the value of a component's attribute, with what that component gets. */
const handedNames = new WeakMap<AstNode, Map<string, HandedTo>>();

function handedByName(program: AstNode): Map<string, HandedTo> {
  const cached = handedNames.get(program);
  if (cached) return cached;
  const uses = new Map<string, number>();
  const handed = new Map<string, HandedTo>();
  walk(program, (node) => {
    if (node.type === 'Identifier') uses.set(String(node.name), (uses.get(String(node.name)) ?? 0) + 1);
    if (node.type !== 'JSXOpeningElement' || !isComponentName(node.name as AstNode)) return undefined;
    const attributes = (node.attributes as AstNode[]) ?? [];
    const spread = attributes.some((attribute) => attribute.type === 'JSXSpreadAttribute');
    const keys = attributes.flatMap((attribute) =>
      attribute.type === 'JSXAttribute' ? [String((attribute.name as AstNode).name).toLowerCase()] : [],
    );
    for (const attribute of attributes) {
      const container = attribute.type === 'JSXAttribute' ? (attribute.value as AstNode | null) : null;
      const value =
        container?.type === 'JSXExpressionContainer' ? unwrap(container.expression as AstNode) : null;
      if (value?.type !== 'Identifier') continue;
      handed.set(String(value.name), {
        names: spread || keys.some((key) => NAMES_WHAT_IT_RENDERS.test(key)),
        namesControl: spread || keys.some((key) => NAMES_A_CONTROL.test(key)),
        children: [],
      });
    }
    return undefined;
  });
  // Declared once and handed once: two uses of the name (more would be another reading or another handing).
  for (const name of [...handed.keys()]) if (uses.get(name) !== 2) handed.delete(name);
  handedNames.set(program, handed);
  return handed;
}

/** `ItemRadioCheckbox`, `Item.Addon`: a component, not an intrinsic element. */
function isComponentName(name: AstNode): boolean {
  if (name.type === 'JSXMemberExpression') return true;
  return name.type === 'JSXIdentifier' && /^[A-Z]/.test(String(name.name));
}

/** A component's prop that can name what it renders: `label`, `placeholder(Text)`, `title`, `aria-label`, `id`. */
export const NAMES_WHAT_IT_RENDERS = /label|placeholder|title|^id$/;
/**
 * Of those, the props that can name a button or link: a placeholder or an id names a field, never a button
 * (`<Input placeholder={placeholder} iconRight={<button type="submit"><ChevronRight /></button>} />`,
 * @account-kit/react@4.88.5 src/components/auth/sections/EmailAuth.tsx:130-145, MIT).
 */
export const NAMES_A_CONTROL = /label|title/;

/**
 * An empty element written as the value of an object literal's key, `{ button: <button onClick={…} /> }`: a
 * slot another component fills with content it renders (react-i18next's `<Trans components={…}>` puts the
 * translated text inside; @yext/search-ui-react@3.2.2 src/components/SpellCheck.tsx:66-72 and :83-87, BSD-3-Clause).
 * Its content is not in the file, as for an element handed to a component's prop. So is one assigned to a named
 * member, `extraProps.tag = <button />` before `<Item leftTitle={label} {...extraProps} />`: the Item renders its
 * tag around the label it is given (@rodrisu/friendly-ui@1.0.102 src/itemEditableInfo/itemEditableInfo.tsx:56, MIT).
 */
export function isSlotTemplate(element: ElementNode, ancestors: readonly AstNode[]): boolean {
  const parent = [...ancestors].reverse().find((node) => node.type !== 'ParenthesizedExpression');
  if (element.children.length !== 0) return false;
  if (parent?.type === 'Property') return true;
  const target = parent?.type === 'AssignmentExpression' ? (parent.left as AstNode) : undefined;
  return (
    target?.type === 'MemberExpression' &&
    !target.computed &&
    (target.object as AstNode).type === 'Identifier'
  );
}
