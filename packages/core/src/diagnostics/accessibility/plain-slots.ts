import { type AstNode, isAstNode, walk } from '../ast';
import { unwrap } from './inert-click';

/**
 * Whether a component defined at the top of this file renders one of its props only as a plain child of native
 * elements other than `<label>`: `const Section = observer(({ title, rightContent = null }) => <h4>…<span>{title}
 * </span>{rightContent}</h4>)` (mobx-react-form-devtools@1.15.2 src/components/RenderFormData.tsx:31-52, MIT). An
 * element handed to it in that prop is rendered as written: the component clones nothing into it and wraps it in
 * no label, so the component's own title or placeholder does not name it.
 * @example toPlainSlots(program)('Section', 'rightContent') // true
 */
export function toPlainSlots(program: AstNode): (component: string, prop: string) => boolean {
  const known = new Map<string, boolean>();
  return (component, prop) => {
    const key = `${component}\u0000${prop}`;
    let found = known.get(key);
    if (found === undefined) {
      const fn = findComponent(program, component);
      found = fn !== undefined && rendersOnlyAsChild(fn, prop);
      known.set(key, found);
    }
    return found;
  };
}

/** The attribute of `attributes` whose value holds the offset `at`: the prop an element was handed in. */
export function handedProp(attributes: readonly AstNode[], at: number): string | undefined {
  const attribute = attributes.find(
    (written) => written.type === 'JSXAttribute' && written.start <= at && at <= written.end,
  );
  const name = attribute?.name as AstNode | undefined;
  return name?.type === 'JSXIdentifier' ? String(name.name) : undefined;
}

const FUNCTION = /^(ArrowFunctionExpression|FunctionExpression|FunctionDeclaration)$/;

/** `const X = (props) => …`, `const X = observer((props) => …)`, `function X(props) {…}` at the top level. */
function findComponent(program: AstNode, component: string): AstNode | undefined {
  for (const statement of (program.body as AstNode[] | undefined) ?? []) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? (statement.declaration as AstNode | null)
        : statement;
    if (declaration?.type === 'FunctionDeclaration' && (declaration.id as AstNode | null)?.name === component)
      return declaration;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      if ((declarator.id as AstNode).name !== component || !isAstNode(declarator.init)) continue;
      let value = unwrap(declarator.init);
      // `observer(fn)`, `memo(fn)`, `forwardRef(fn)`: the function they wrap renders it.
      if (value.type === 'CallExpression')
        value = unwrap(((value.arguments as AstNode[])[0] ?? value) as AstNode);
      return FUNCTION.test(value.type) ? value : undefined;
    }
  }
  return undefined;
}

/** The prop, destructured in the first parameter, appears in the body only as `{prop}` among native elements. */
function rendersOnlyAsChild(fn: AstNode, prop: string): boolean {
  const param = (fn.params as AstNode[] | undefined)?.[0];
  if (param?.type !== 'ObjectPattern') return false;
  let local: string | undefined;
  for (const property of param.properties as AstNode[]) {
    const key = property.key as AstNode | undefined;
    if (property.type !== 'Property' || property.computed || String(key?.name ?? key?.value) !== prop)
      continue;
    let value = property.value as AstNode;
    if (value.type === 'AssignmentPattern') value = value.left as AstNode;
    if (value.type === 'Identifier') local = String(value.name);
  }
  const body = fn.body as AstNode | undefined;
  if (local === undefined || !body) return false;
  let uses = 0;
  let plain = true;
  walk(body, (node, ancestors) => {
    if (!plain) return false;
    if (node.type !== 'Identifier' || node.name !== local) return;
    const parent = ancestors[ancestors.length - 1];
    if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
    const element = ancestors[ancestors.length - 2];
    const isChild = parent?.type === 'JSXExpressionContainer' && element?.type === 'JSXElement';
    // Every element around it native, and none a label (a label around the slot names what it holds).
    const wrappers = ancestors.filter((ancestor) => ancestor.type === 'JSXElement');
    const native = wrappers.every((wrapper) => {
      const name = (wrapper.openingElement as AstNode).name as AstNode;
      return name.type === 'JSXIdentifier' && /^[a-z]/.test(String(name.name)) && name.name !== 'label';
    });
    if (isChild && native && wrappers.length > 0) uses++;
    else plain = false;
  });
  return plain && uses > 0;
}
