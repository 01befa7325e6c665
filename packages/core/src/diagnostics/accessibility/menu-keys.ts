import { type ElementNode, staticValue } from './element';

/** The roles of a menu's items (WAI-ARIA 1.2). */
const MENU_ITEM_ROLES = new Set(['menuitem', 'menuitemcheckbox', 'menuitemradio']);
const MENU_ROLES = new Set(['menu', 'menubar']);
const KEY_HANDLERS = ['onkeydown', 'onkeyup', 'onkeypress'];
/**
 * Any sign in the file's text that something reads keys: a key event or handler, a key test, a keyboard or
 * hotkey helper, roving focus. `key={…}` (React's list key) and names like `publicKey` do not match.
 */
const READS_KEYS =
  /key(?:down|up|press)|onKey[A-Z]|keyboard|hotkey|roving|keyCode|\.key\s*[=!]==?|\bwhich\b|activedescendant/i;

/**
 * A menu item whose menu is written whole in this file and whose file reads no key at all:
 * `<ul role="menu"><li role="menuitem" onClick={copy}>` (@solana/wallet-adapter-react-ui@0.9.40
 * src/BaseWalletMultiButton.tsx:92/:104/:115, Apache-2.0; @hashicorp/react-product-downloads-page@2.9.1
 * partials/dropdown/index.tsx:49, MPL-2.0, with tabIndex 0). An item of a composite widget is otherwise left to
 * its container's keys, usually in another file; here the container and the trigger that opens it are in view,
 * between the root and the item no element takes keys or hands focus on (aria-activedescendant), no component
 * wraps them, and nothing in the file listens for a key — so Enter on the item (focusable or not) does nothing.
 * @example isMenuItemWithoutKeys(li, [div, ul], text) // true for the solana wallet menu's items
 */
export function isMenuItemWithoutKeys(
  element: ElementNode,
  ancestors: readonly ElementNode[],
  text: string,
): boolean {
  if (!MENU_ITEM_ROLES.has(staticValue(element, 'role') ?? '')) return false;
  const menu = ancestors.findLastIndex((ancestor) => MENU_ROLES.has(staticValue(ancestor, 'role') ?? ''));
  if (menu < 0) return isMenuItemWithoutMenu(element, ancestors, text);
  const takesKeys = (node: ElementNode) =>
    node.isComponent ||
    node.hasSpread ||
    node.attributes.has('aria-activedescendant') ||
    KEY_HANDLERS.some((name) => node.attributes.has(name));
  if (takesKeys(element) || ancestors.some(takesKeys)) return false;
  return hasTriggerBeside(ancestors, menu) && !READS_KEYS.test(text);
}

/**
 * The menu's trigger is in view: an ancestor of the menu holds, beside the menu, an element with a click (the
 * button that opens it). The whole widget is then this file's, and so would be its keys; a menu written alone
 * (`<ul role="menu">` as a component's root) may get them from the component that renders it.
 */
function hasTriggerBeside(ancestors: readonly ElementNode[], menu: number): boolean {
  const clicks = (node: ElementNode): boolean =>
    node.attributes.has('onclick') ||
    node.children.some((child) => child.kind === 'element' && clicks(child));
  for (let at = menu - 1; at >= 0; at--) {
    const inner = ancestors[at + 1];
    const siblings = (ancestors[at] as ElementNode).children;
    if (siblings.some((child) => child.kind === 'element' && child !== inner && clicks(child))) return true;
  }
  return false;
}

/**
 * A menu item with no menu: `<ul className="select-list"><li role="menuitem" onClick={t.handleClick.bind(t, m)}>`
 * (saltui@4.13.1 src/CheckboxField/SelectLayer.jsx:167, CascadePanel.jsx:228 whose items sit in a variable
 * rendered into a plain `<ul>`, MIT). The role alone makes nothing keyboard-operable: the item has no tabIndex,
 * so it never takes focus, and no id, so no container can point at it with aria-activedescendant; no element
 * around it in view has a role, a key handler or a spread, its parent is no component (one that clones its
 * children could add keys), its click is not the caller's prop (a menu elsewhere may call it on Enter), and
 * nothing in the file reads a key or clones elements.
 */
function isMenuItemWithoutMenu(
  element: ElementNode,
  ancestors: readonly ElementNode[],
  text: string,
): boolean {
  if (['tabindex', 'id', ...KEY_HANDLERS].some((name) => element.attributes.has(name))) return false;
  if (element.isComponent || element.hasSpread) return false;
  const wraps = (node: ElementNode) =>
    node.hasSpread ||
    node.attributes.has('role') ||
    node.attributes.has('aria-activedescendant') ||
    KEY_HANDLERS.some((name) => node.attributes.has(name));
  if (ancestors.some(wraps) || ancestors[ancestors.length - 1]?.isComponent) return false;
  const click = element.attributes.get('onclick');
  if (!click || /\bprops\b/.test(text.slice(click.start, click.end))) return false;
  return !READS_KEYS.test(text) && !/cloneElement/.test(text);
}
