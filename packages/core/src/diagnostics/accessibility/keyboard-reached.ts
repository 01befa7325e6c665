import { type AstNode, walk } from '../ast';
import { toSetBranch } from './conditional-handler';
import { unwrap } from './inert-click';

/**
 * Parts of a click that a keyboard user reaches without a key handler of the clicked element
 * (key-alternatives.ts asks, statement by statement):
 * - moving focus (`input.focus()`, `ref.current?.focus()`): Tab moves focus. react-date-picker@12.1.0
 *   src/DateInput.tsx:384-390 (MIT): the input group's click focuses the first input it holds, through a local
 *   `focus(element)` that only calls `element.focus()`; react-time-picker@8.1.0 TimeInput.tsx:263 and
 *   react-datetime-picker@7.1.0 DateTimeInput.tsx:418 are the same;
 * - a branch taken only when the click landed in a link or button the element holds
 *   (`if (e.target.closest('a')) close()`): pressing Enter on that link fires a click that bubbles to the
 *   element, so the keyboard runs the same branch. @netfoundry/docusaurus-theme@0.17.0
 *   theme/NavbarItem/NavbarPicker.tsx:81 (Apache-2.0);
 * - closing what a toggle of the same component opens (`setExpanded(false)` beside a `<button>` or key
 *   handler calling `setExpanded(!expanded)` / `setOpen(o => !o)`): the toggle closes it from the keyboard.
 *   @whitespace/gatsby-theme-wordpress-basic@1.4.8 src/components/HeaderFlyOutMenu.js:38/:45 (MIT).
 */

/** `x.focus()`, `x?.focus()`, `a.b.current.focus()`: the call moves focus and nothing else. */
export function isFocusCall(call: AstNode): boolean {
  if (call.type !== 'CallExpression' || ((call.arguments as AstNode[]) ?? []).length > 0) return false;
  const callee = unwrap(call.callee as AstNode);
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    (callee.property as AstNode).name === 'focus' &&
    isReadChain(callee.object as AstNode)
  );
}

/** A name or `this`, and member reads off it (`event.target.children[1]`): reading it does nothing. */
function isReadChain(node: AstNode): boolean {
  const target = unwrap(node);
  if (target.type === 'Identifier' || target.type === 'ThisExpression') return true;
  if (target.type !== 'MemberExpression') return false;
  const property = target.property as AstNode;
  if (target.computed && property.type !== 'Literal') return false;
  return isReadChain(target.object as AstNode);
}

const HELD_CONTROLS = /^\s*(a|a\[href\]|button)(\s*,\s*(a|a\[href\]|button))*\s*$/;

/**
 * `e.target.closest('a')`, `(e.target as HTMLElement).closest('button')`: the test holds only for a click on
 * a link or button inside the element (or the element's own ancestors, which a container click cannot be).
 */
export function isHeldControlTest(test: AstNode, event: string | undefined): boolean {
  const call = unwrap(test);
  if (call.type !== 'CallExpression' || event === undefined) return false;
  const callee = unwrap(call.callee as AstNode);
  const [selector, ...rest] = (call.arguments as AstNode[]) ?? [];
  if (callee.type !== 'MemberExpression' || callee.computed || rest.length > 0) return false;
  if ((callee.property as AstNode).name !== 'closest' || selector?.type !== 'Literal') return false;
  if (!HELD_CONTROLS.test(String(selector.value))) return false;
  const target = unwrap(callee.object as AstNode);
  return (
    target.type === 'MemberExpression' &&
    !target.computed &&
    (target.property as AstNode).name === 'target' &&
    unwrap(target.object as AstNode).type === 'Identifier' &&
    unwrap(target.object as AstNode).name === event
  );
}

/**
 * The state setters a component toggles from the keyboard: calls `setX(!x)` or `setX(p => !p)` made by its
 * key handlers (`keyHandlers`) or by the click of a native `<button>` it renders.
 */
export function collectToggledSetters(component: AstNode, keyHandlers: readonly AstNode[]): Set<string> {
  const toggled = new Set<string>();
  const readToggles = (root: AstNode): void =>
    walk(root, (node) => {
      const name = toToggledSetter(node);
      if (name) toggled.add(name);
    });
  for (const handler of keyHandlers) readToggles(handler);
  walk(component, (node) => {
    if (node.type !== 'JSXOpeningElement') return;
    const name = node.name as AstNode;
    if (name.type !== 'JSXIdentifier' || name.name !== 'button') return;
    for (const attribute of (node.attributes as AstNode[]) ?? []) {
      const key = attribute.name as AstNode | undefined;
      const value = attribute.value as AstNode | null | undefined;
      if (attribute.type !== 'JSXAttribute' || key?.name !== 'onClick') continue;
      if (value?.type === 'JSXExpressionContainer') readToggles(value.expression as AstNode);
    }
  });
  return toggled;
}

/**
 * The click handlers of the native `<button>`s a component renders, which Enter and Space activate: a
 * mouse-only element whose click makes the same call offers nothing a keyboard user misses (the set-8 rule: a
 * mouse-only control whose result the same widget gives by keyboard). react18-json-view@0.2.10
 * src/components/object-node.tsx:212 and :220 (Apache-2.0): the folded array's "..." `<button
 * onClick={() => setFold(false)}>` and, beside it, the "N Items" `<span onClick={() => setFold(false)}>`. A button
 * taken out of the keyboard's reach (`disabled`, `aria-hidden`, a negative tabIndex) is not read. A checkbox's
 * change, which Space gives, counts as a button's click: procode-lowcode-kendo-widget@2.7.1
 * src/Widgets/Standard/Grid/GridWidgetView.tsx:162-181 and :390-396 (set 22, labelled null), the toolbar's "Select
 * all" / "Unselect all" spans calling `onAllMarked` / `onAllUnmarked`, as the header checkbox's `onChange={() =>
 * isAllSelected ? onAllUnmarked() : onAllMarked()}` does.
 */
export function collectButtonClicks(
  component: AstNode,
  components?: { keyboardProps: RelayedProps },
): AstNode[] {
  const handlers: AstNode[] = [];
  walk(component, (node) => {
    if (node.type !== 'JSXOpeningElement') return;
    const name = node.name as AstNode;
    const attributes = ((node.attributes as AstNode[]) ?? []).filter((each) => each.type === 'JSXAttribute');
    const named = (key: string) => attributes.find((each) => (each.name as AstNode).name === key);
    // `<MenuPanel onClose={this.closeMenu}>`, a component of the project calling it from a native button
    // (button-relays.ts): its handler is that button's.
    const relayed =
      name.type === 'JSXIdentifier' && /^[A-Z]/.test(String(name.name)) && !named('disabled')
        ? components?.keyboardProps(String(name.name), node)
        : undefined;
    for (const key of relayed ?? []) {
      const value = named(key)?.value as AstNode | null | undefined;
      if (value?.type === 'JSXExpressionContainer') handlers.push(unwrap(value.expression as AstNode));
    }
    if (name.type !== 'JSXIdentifier') return;
    const checkbox = name.name === 'input' && attributeText(named('type')) === 'checkbox';
    if (name.name !== 'button' && !checkbox) return;
    if (named('disabled') || named('aria-hidden') || /^-/.test(attributeText(named('tabIndex')))) return;
    const value = named(checkbox ? 'onChange' : 'onClick')?.value as AstNode | null | undefined;
    if (value?.type === 'JSXExpressionContainer') handlers.push(unwrap(value.expression as AstNode));
  });
  return handlers;
}

/** The callback props a component of the project calls from a native button (FileComponents.keyboardProps). */
export type RelayedProps = (written: string, opening?: AstNode) => readonly string[] | undefined;

/** `tabIndex="-1"` or `tabIndex={-1}` → `-1`; anything else → its literal text or ''. */
function attributeText(attribute: AstNode | undefined): string {
  let value = attribute?.value as AstNode | null | undefined;
  if (value?.type === 'JSXExpressionContainer') value = unwrap(value.expression as AstNode);
  if (value?.type === 'Literal') return String(value.value);
  if (value?.type === 'UnaryExpression' && value.operator === '-') return '-';
  return '';
}

/** `setX(false)`: the setter's name when the call only closes. */
export function toClosingSetter(call: AstNode): string | undefined {
  if (call.type !== 'CallExpression') return undefined;
  const callee = unwrap(call.callee as AstNode);
  const args = (call.arguments as AstNode[]) ?? [];
  const only = args.length === 1 ? unwrap(args[0] as AstNode) : undefined;
  if (callee.type !== 'Identifier' || !/^set[A-Z]/.test(String(callee.name))) return undefined;
  return only?.type === 'Literal' && only.value === false ? String(callee.name) : undefined;
}

/** `setX(!x)` or `setX(p => !p)` / `setX((p) => { return !p })`: the setter's name. */
export function toToggledSetter(node: AstNode): string | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = unwrap(node.callee as AstNode);
  const args = (node.arguments as AstNode[]) ?? [];
  if (callee.type !== 'Identifier' || !/^set[A-Z]/.test(String(callee.name)) || args.length !== 1) {
    return undefined;
  }
  const argument = unwrap(args[0] as AstNode);
  if (isNegatedName(argument)) return String(callee.name);
  if (argument.type !== 'ArrowFunctionExpression') return undefined;
  const param = ((argument.params as AstNode[]) ?? [])[0];
  let body = argument.body as AstNode;
  if (body.type === 'BlockStatement') {
    const statements = body.body as AstNode[];
    const only = statements.length === 1 ? statements[0] : undefined;
    if (only?.type !== 'ReturnStatement' || !only.argument) return undefined;
    body = only.argument as AstNode;
  }
  const negated = unwrap(body);
  return param?.type === 'Identifier' &&
    negated.type === 'UnaryExpression' &&
    negated.operator === '!' &&
    unwrap(negated.argument as AstNode).name === param.name
    ? String(callee.name)
    : undefined;
}

function isNegatedName(node: AstNode): boolean {
  return (
    node.type === 'UnaryExpression' &&
    node.operator === '!' &&
    unwrap(node.argument as AstNode).type === 'Identifier'
  );
}

/**
 * `list[highlightIndex]` handed to a call by a key handler: the item the keys chose (the highlighted option
 * of a listbox the input drives). A literal index or arithmetic (`value.length - 1`, the last tag) is not.
 * react-telephone-input@5.0.0 src/ReactTelephoneInput.tsx:504-508 (MIT):
 * `this.handleFlagItemClick(this.state.preferredCountries.concat(onlyCountries)[this.state.highlightCountryIndex])`;
 * the event may follow it (`this.handleFlagItemClick(this.state.onlyCountries[this.state.highlightCountryIndex],
 * event)`, in forks of the same component found through the code search corpus).
 */
export function isKeyChosenItem(argument: AstNode): boolean {
  const node = unwrap(argument);
  if (node.type !== 'MemberExpression' || !node.computed) return false;
  const index = unwrap(node.property as AstNode);
  return index.type !== 'Literal' && isReadChain(index);
}

/**
 * The callee of a click that acts on the one item it renders: `() => select(t)`, `(e) => this.pick(item)`,
 * `this.handleFlagItemClick.bind(this, country)` — one call, one argument that is a name other than the event.
 * react-telephone-input@5.0.0 src/ReactTelephoneInput.tsx:583 (MIT).
 */
export function toItemCallee(
  handler: AstNode,
  calleeText: (node: AstNode) => string | undefined,
): string | undefined {
  const node = unwrap(handler);
  if (node.type === 'CallExpression') {
    const callee = unwrap(node.callee as AstNode);
    const args = (node.arguments as AstNode[]) ?? [];
    if (
      callee.type !== 'MemberExpression' ||
      callee.computed ||
      (callee.property as AstNode).name !== 'bind'
    ) {
      return undefined;
    }
    const [self, item, ...rest] = args;
    if (
      rest.length > 0 ||
      unwrap(self ?? node).type !== 'ThisExpression' ||
      unwrap(item ?? node).type !== 'Identifier'
    ) {
      return undefined;
    }
    return calleeText(callee.object as AstNode);
  }
  if (node.type !== 'ArrowFunctionExpression' || (node.body as AstNode).type === 'BlockStatement')
    return undefined;
  const params = (node.params as AstNode[]) ?? [];
  const event = params[0]?.type === 'Identifier' ? String(params[0].name) : undefined;
  const call = unwrap(node.body as AstNode);
  if (call.type !== 'CallExpression' || params.length > 1) return undefined;
  const args = (call.arguments as AstNode[]) ?? [];
  const item = args[0] ? unwrap(args[0]) : undefined;
  // `(e) => this.handleFlagItemClick(country, e)`: the event may ride along.
  const rest = args.slice(1).every((arg) => event !== undefined && unwrap(arg).name === event);
  if (item?.type !== 'Identifier' || item.name === event || args.length > 2 || !rest) return undefined;
  return calleeText(call.callee as AstNode);
}

/**
 * The focus handler of a native field (`<input onFocus={handleFocus}>`): Tab reaches the field, so what focusing it
 * does is done from the keyboard. funda-ui@4.7.901 lib/esm/CascadingSelect/index.tsx:1167 and :1317 (MIT): the custom
 * trigger's `onClick={handleDisplayOptions}` opens the menu, and the select's own input, rendered beside it, calls
 * `handleDisplayOptions(null)` from its `onFocus={handleFocus}` (lines 501-509). A field taken out of the tab order
 * (a written negative tabIndex), or disabled by a literal, gives no such path.
 */
export function toFieldFocus(opening: AstNode): AstNode | undefined {
  const tag = opening.name as AstNode;
  if (tag.type !== 'JSXIdentifier' || !FIELDS.has(String(tag.name))) return undefined;
  let focus: AstNode | undefined;
  for (const attribute of (opening.attributes as AstNode[]) ?? []) {
    if (attribute.type !== 'JSXAttribute') continue;
    const name = String((attribute.name as AstNode).name);
    const value = attribute.value as AstNode | null;
    const written = value?.type === 'JSXExpressionContainer' ? unwrap(value.expression as AstNode) : value;
    if (name === 'tabIndex' && isNegative(written)) return undefined;
    if (name === 'disabled' && (!value || (written?.type === 'Literal' && written.value === true)))
      return undefined;
    if (name === 'type' && written?.type === 'Literal' && written.value === 'hidden') return undefined;
    if (name === 'onFocus' && value?.type === 'JSXExpressionContainer')
      focus = toSetBranch(written as AstNode);
  }
  return focus;
}

const FIELDS = new Set(['input', 'textarea', 'select']);

/** `-1`, `"-1"`, `{-1}`. */
function isNegative(value: AstNode | null | undefined): boolean {
  if (!value) return false;
  if (value.type === 'Literal') return Number(value.value) < 0;
  return value.type === 'UnaryExpression' && value.operator === '-';
}
