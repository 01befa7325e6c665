import { type AstNode, isAstNode } from '../ast';
import { toCalleeText, visit } from './handler-reads';
import { unwrap } from './inert-click';

/**
 * The callback props a component calls from the click of a native `<button>` it renders: a keyboard user
 * runs them with Enter or Space. @hashicorp/react-tabs@8.2.0 partials/tab-trigger/index.tsx:43-50 (MPL-2.0):
 * `<button onClick={() => setActiveTab(tab.index, tab.group)}>`, `setActiveTab` a destructured prop. A
 * button with a spread (it may carry another click) or a written `disabled` is not read.
 * @example toKeyboardProps(parse('function T({ pick }) { return <button onClick={() => pick(1)} /> }'))
 *   // ['pick']
 */
export function toKeyboardProps(node: AstNode): string[] | undefined {
  const component = unwrap(node);
  const props = toPropNames(component);
  if (!props) return undefined;
  const called = new Set<string>();
  visit(component, (inner) => {
    if (inner.type !== 'JSXOpeningElement') return;
    const name = inner.name as AstNode;
    if (name.type !== 'JSXIdentifier' || name.name !== 'button') return;
    const handler = toButtonClick(inner);
    if (!handler) return;
    for (const callee of listCallees(handler)) {
      const prop = props.toProp(callee);
      if (prop) called.add(prop);
    }
  });
  return called.size > 0 ? [...called] : undefined;
}

/** The click of a `<button>` without a spread or a written `disabled`; `undefined` otherwise. */
function toButtonClick(opening: AstNode): AstNode | undefined {
  let handler: AstNode | undefined;
  for (const attribute of (opening.attributes as AstNode[]) ?? []) {
    if (attribute.type !== 'JSXAttribute') return undefined;
    const key = (attribute.name as AstNode).name;
    const value = attribute.value as AstNode | null;
    if (key === 'disabled') return undefined;
    if (key === 'onClick' && value?.type === 'JSXExpressionContainer') handler = value.expression as AstNode;
  }
  return handler;
}

/**
 * The names a handler calls: itself when it is a reference (`onClick={onPick}`, `onPick.bind(null, i)`), the
 * callees of the calls inside it when it is a function.
 */
export function listCallees(handler: AstNode): string[] {
  const node = unwrap(handler);
  if (node.type === 'CallExpression') {
    const callee = unwrap(node.callee as AstNode);
    if (callee.type === 'MemberExpression' && (callee.property as AstNode).name === 'bind') {
      const bound = toCalleeText(callee.object as AstNode);
      return bound === undefined ? [] : [bound];
    }
  }
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') {
    const reference = toCalleeText(node);
    return reference === undefined ? [] : [reference];
  }
  const callees: string[] = [];
  visit(node.body as AstNode, (inner) => {
    if (inner.type !== 'CallExpression') return;
    const callee = toCalleeText(inner.callee as AstNode);
    if (callee !== undefined) callees.push(callee);
  });
  return callees;
}

/** How a component reads its props: `props.x`, `this.props.x`, or a name destructured from them. */
function toPropNames(component: AstNode): { toProp: (callee: string) => string | undefined } | undefined {
  const holders = new Set<string>();
  const names = new Map<string, string>();
  const destructure = (pattern: AstNode): void => {
    for (const property of (pattern.properties as AstNode[]) ?? []) {
      const key = property.key as AstNode | undefined;
      const value = property.value as AstNode | undefined;
      if (property.type !== 'Property' || property.computed || !key || value?.type !== 'Identifier') continue;
      names.set(String(value.name), String(key.name ?? key.value));
    }
  };
  if (['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration'].includes(component.type)) {
    const first = ((component.params as AstNode[]) ?? [])[0];
    if (first?.type === 'Identifier') holders.add(String(first.name));
    else if (first?.type === 'ObjectPattern') destructure(first);
    else return undefined;
  } else if (component.type === 'ClassDeclaration' || component.type === 'ClassExpression') {
    holders.add('this.props');
    // `const { goToSlide } = this.props` anywhere in the class.
    visit(component, (node) => {
      if (node.type !== 'VariableDeclarator' || !isAstNode(node.init)) return;
      if (toCalleeText(node.init) === 'this.props' && (node.id as AstNode).type === 'ObjectPattern')
        destructure(node.id as AstNode);
    });
  } else return undefined;
  return {
    toProp: (callee) => {
      const own = names.get(callee);
      if (own) return own;
      const dot = callee.lastIndexOf('.');
      return dot > 0 && holders.has(callee.slice(0, dot)) ? callee.slice(dot + 1) : undefined;
    },
  };
}
