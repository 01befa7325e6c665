import { type AstNode, isAstNode } from '../ast';
import type { FileBindings } from './file-bindings';
import { visit } from './handler-reads';
import { unwrap } from './inert-click';
import { listCallees } from './keyboard-props';

/**
 * A mouse-only control that picks an item of a widget whose every item has a keyboard-operable control doing
 * the same (the corpus's set-8 rule: a mouse-only control whose result the same widget also gives by
 * keyboard is not a violation). @hashicorp/react-tabs@8.2.0 partials/tab-triggers/index.tsx (MPL-2.0): the
 * previous / next arrows (lines 217, 226) call `setActiveTab(target, tabs[target].group)`, and the same
 * component renders `tabs.map((tab) => <TabTrigger setActiveTab={(i, g) => { setActiveTab(i, g); … }} />)`,
 * whose native button calls that prop (keyboard-props.ts) — every tab is chosen by keyboard with the same
 * callback.
 *
 * An item control is rendered inside a `list.map(…)` callback: a native `<button>` (no spread, no written
 * `disabled`) or a component of the project that calls the prop from a native button. Its callees are the
 * names its handler calls, each bound once in the file (or a `this.` member), so the mouse-only click calls
 * the very same callback.
 */
export function collectItemCallees(
  component: AstNode,
  keyboardProps: (written: string, opening?: AstNode) => readonly string[] | undefined,
  bindings: () => FileBindings,
): Set<string> {
  const callees = new Set<string>();
  visit(component, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = unwrap(node.callee as AstNode);
    const mapper = ((node.arguments as AstNode[]) ?? [])[0];
    if (callee.type !== 'MemberExpression' || callee.computed || (callee.property as AstNode).name !== 'map')
      return;
    if (!mapper || !/^(Arrow)?Function(Expression)?$/.test(unwrap(mapper).type)) return;
    visit(unwrap(mapper).body as AstNode, (inner) => {
      if (inner.type !== 'JSXOpeningElement') return;
      for (const handler of toKeyboardHandlers(inner, keyboardProps)) {
        for (const name of listCallees(handler)) if (isOneBinding(name, bindings())) callees.add(name);
      }
    });
  });
  return callees;
}

/** The handlers an element runs by keyboard: a button's click, or the props a project component calls so. */
function toKeyboardHandlers(
  opening: AstNode,
  keyboardProps: (written: string, opening?: AstNode) => readonly string[] | undefined,
): AstNode[] {
  const written = toJsxName(opening.name as AstNode);
  if (written === undefined) return [];
  const attributes = (opening.attributes as AstNode[]) ?? [];
  let props: readonly string[] | undefined;
  if (written === 'button') {
    const plain = attributes.every(
      (attribute) => attribute.type === 'JSXAttribute' && (attribute.name as AstNode).name !== 'disabled',
    );
    props = plain ? ['onClick'] : undefined;
  } else if (/^[A-Z]/.test(written)) props = keyboardProps(written, opening);
  if (!props) return [];
  const handlers: AstNode[] = [];
  for (const attribute of attributes) {
    const value = attribute.value as AstNode | null | undefined;
    if (attribute.type !== 'JSXAttribute' || value?.type !== 'JSXExpressionContainer') continue;
    if (props.includes(String((attribute.name as AstNode).name))) handlers.push(value.expression as AstNode);
  }
  return handlers;
}

/** `setActiveTab`, `this.goToSlide`: a `this.` member, or a name bound once in the file and never changed. */
function isOneBinding(callee: string, bindings: FileBindings): boolean {
  const root = callee.split('.')[0] ?? '';
  if (root === 'this') return callee !== 'this';
  return bindings.counts.get(root) === 1 && !bindings.changed.has(root);
}

/**
 * A call that picks an item: at least one argument, none of them `null`, `undefined`, a boolean or a function
 * (a value no item has, or a callback of its own).
 */
export function picksItem(call: AstNode): boolean {
  const args = (call.arguments as AstNode[]) ?? [];
  return (
    args.length > 0 &&
    args.every((argument) => {
      const node = unwrap(argument);
      if (node.type === 'Literal') return node.value !== null && typeof node.value !== 'boolean';
      if (node.type === 'Identifier') return node.name !== 'undefined';
      return !/Function|SpreadElement/.test(node.type);
    })
  );
}

/**
 * The functions a file-local component's callers hand it for the prop its click calls: `onClick={onPrev}` in
 * `function NextPrevArrows({ onPrev })`, called only as `<NextPrevArrows onPrev={() => …} />` in the file.
 * `undefined` unless the component is not exported, is only ever rendered as JSX, and every rendering passes an
 * inline function for that prop (no spread).
 */
export function toHandedFunctions(
  handler: AstNode,
  statement: AstNode,
  program: AstNode,
  bindings: () => FileBindings,
): AstNode[] | undefined {
  const local = unwrap(handler);
  const definition = toFunctionComponent(statement);
  if (local.type !== 'Identifier' || !definition) return undefined;
  const { name, fn } = definition;
  const file = bindings();
  if (file.counts.get(String(local.name)) !== 1 || file.changed.has(String(local.name))) return undefined;
  const first = ((fn.params as AstNode[]) ?? [])[0];
  const property =
    first?.type === 'ObjectPattern'
      ? (first.properties as AstNode[]).find(
          (each) =>
            each.type === 'Property' &&
            !each.computed &&
            (each.value as AstNode).type === 'Identifier' &&
            (each.value as AstNode).name === local.name,
        )
      : undefined;
  if (!property) return undefined;
  const key = property.key as AstNode;
  const prop = String(key.name ?? key.value);
  const handed: AstNode[] = [];
  let other = false;
  visit(program, (node) => {
    // Any other use (an export, a value handed on) may render it elsewhere.
    if (node.type === 'Identifier' && node.name === name && node !== definition.id) other = true;
    if (node.type !== 'JSXOpeningElement' || toJsxName(node.name as AstNode) !== name) return;
    const attributes = (node.attributes as AstNode[]) ?? [];
    const passed = attributes.find(
      (attribute) => attribute.type === 'JSXAttribute' && (attribute.name as AstNode).name === prop,
    );
    const value = passed?.value as AstNode | null | undefined;
    const expression =
      value?.type === 'JSXExpressionContainer' ? unwrap(value.expression as AstNode) : undefined;
    if (
      attributes.some((attribute) => attribute.type !== 'JSXAttribute') ||
      !expression ||
      !/^(Arrow)?Function(Expression)?$/.test(expression.type)
    ) {
      other = true;
      return;
    }
    handed.push(expression);
  });
  return !other && handed.length > 0 ? handed : undefined;
}

/** `function X(props) {…}` or `const X = (props) => …`, not exported. */
function toFunctionComponent(statement: AstNode): { name: string; fn: AstNode; id: AstNode } | undefined {
  if (statement.type === 'FunctionDeclaration' && isAstNode(statement.id)) {
    return { name: String(statement.id.name), fn: statement, id: statement.id };
  }
  if (statement.type !== 'VariableDeclaration') return undefined;
  const [declarator, ...rest] = (statement.declarations as AstNode[]) ?? [];
  const id = declarator?.id as AstNode | undefined;
  const init = isAstNode(declarator?.init) ? unwrap(declarator.init) : undefined;
  if (rest.length > 0 || id?.type !== 'Identifier' || !init) return undefined;
  if (init.type !== 'ArrowFunctionExpression' && init.type !== 'FunctionExpression') return undefined;
  return { name: String(id.name), fn: init, id };
}

function toJsxName(name: AstNode): string | undefined {
  if (name.type === 'JSXIdentifier') return String(name.name);
  if (name.type === 'JSXMemberExpression') {
    const object = toJsxName(name.object as AstNode);
    return object === undefined ? undefined : `${object}.${String((name.property as AstNode).name)}`;
  }
  return undefined;
}
