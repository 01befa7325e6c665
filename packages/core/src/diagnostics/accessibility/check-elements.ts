import { createLineIndex, type Finding, type SourceFile, toEvidence } from '../types';
import { actsOnlyInOtherBranch } from './branch-off-click';
import { wrapsCallersChildren, wrapsCallersRender, wrapsCallersTrigger } from './caller-children';
import { isCallersOverlay, isDismissBackdrop } from './caller-dismiss';
import { movesCarouselBesideDots } from './carousel-dots';
import { clearsFieldBeside } from './clears-field';
import { wrapsDefaultControl } from './default-control-child';
import { toOwnShapeClick } from './drawn-shapes';
import {
  type ChildNode,
  type ElementNode,
  hasNonEmptyAttribute,
  isEmpty,
  isFlagOn,
  isHiddenOrPresentational,
  listElements,
  staticValue,
} from './element';
import { opensFocusableFileInput } from './file-input-proxy';
import { onlyMovesFocus } from './focus-only-click';
import { isHighlightedOption } from './highlighted-option';
import { repeatsLeaveHandler } from './leave-click';
import { mayGiveHref } from './link-parent';
import { isMenuItemWithoutKeys } from './menu-keys';
import { isUnderModeOffByDefault } from './mode-off-click';
import {
  checkButton,
  checkFormControl,
  checkIframe,
  checkImage,
  checkLink,
  collectLabelTargets,
} from './name-rules';
import { stepsNumberField } from './number-stepper';
import { isOnlyPathTo } from './only-path';
import { isDeclaredPointerDuplicate, isInsideKeyedValueWidget } from './pointer-surfaces';
import { clickKind, toSelectingPress } from './press-select';
import type { RuleContext } from './rule-context';
import { CLICK_KEYBOARD, HEADING_ORDER, HTML_LANG, MEDIA_AUTOPLAY, TABINDEX_POSITIVE } from './rules';
import { isScrollbarTrack } from './scrollbar-track';
import { isEnterOnlyHandler } from './search-field';
import { isStoppedButton } from './stopped-controls';

/** Elements that do nothing on a click by themselves (a click handler there needs a role and keys). */
const NON_INTERACTIVE = new Set([
  'div',
  'span',
  'p',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'img',
  'figure',
  'figcaption',
  'table',
  'tr',
  'td',
  'th',
  'tbody',
  'thead',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'i',
  'b',
  'em',
  'strong',
  'small',
  'svg',
  // An SVG group holding a drawn control's shape and its text (react-timepicker@2.0.2 timepicker.es6.js:262, a clock
  // bubble): the svg counterpart of a div. Bare shapes (<path>, <circle>) stay unread: in the corpus they are
  // overlays whose dismissal another file's keys perform (react-joyride@3.2.0 Overlay.tsx:143).
  'g',
  'blockquote',
  'pre',
  'code',
]);
const KEY_HANDLERS = ['onkeydown', 'onkeyup', 'onkeypress'];
/** Components that make their child the trigger of a popover or menu. */
const TRIGGER_COMPONENT = /(^|\.)(\w*Trigger|Target)$/;
/** Roles of the items of composite widgets (WAI-ARIA 1.2: listbox, tablist, tree, menu, grid). */
const COMPOSITE_ITEM_ROLES = new Set([
  'option',
  'tab',
  'treeitem',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'gridcell',
  'row',
]);
const ESCAPE_KEY = /['"](Escape|Esc)['"]|keyCode\s*===?\s*27/g;

/** Runs every accessibility rule over element trees built from `file` (JSX or HTML). */
export function checkElementTrees(file: SourceFile, roots: readonly ElementNode[]): Finding[] {
  const findings: Finding[] = [];
  // Built at the first finding: most files have none, and indexing every line of each costs more than the rules.
  let at: ReturnType<typeof createLineIndex> | undefined;
  const context: RuleContext = {
    report: (rule, element, message, fix, offset = element.start) => {
      at ??= createLineIndex(file.text);
      findings.push({
        ruleId: rule.id,
        category: 'accessibility',
        severity: rule.severity,
        file: file.path,
        ...at(offset),
        message,
        evidence: toEvidence(file.text, element.start, element.openingEnd),
        fix,
      });
    },
  };
  const elements = listElements(roots);
  const labels = collectLabelTargets(
    elements.map((entry) => entry.element),
    file.text,
  );
  let hidden: { start: number; end: number }[] | undefined;
  const hiddenClicks = () => (hidden ??= toHiddenClicks(elements));
  let previousHeading: number | undefined;
  for (const { element, ancestors } of elements) {
    if (element.isComponent) continue;
    const heading = /^h([1-6])$/.exec(element.name);
    if (heading) {
      const level = Number(heading[1]);
      if (previousHeading !== undefined && level > previousHeading + 1) {
        context.report(
          HEADING_ORDER,
          element,
          `<h${level}> follows <h${previousHeading}>: heading level ${previousHeading + 1} is skipped.`,
          `Use <h${previousHeading + 1}> here (style it with CSS if it must look smaller).`,
        );
      }
      previousHeading = level;
    }
    checkTabindex(context, element);
    if (element.hasSpread) {
      // `<a {...attributes} role="button" tabIndex="0" onClick>`: its author made it a focusable button and
      // wrote its click here, but no key handler; a caller's leftover props do not bring one (class 7).
      // `<a role="link" tabIndex={0} {...rest} onClick={…}>` with rest typed as the anchor's attributes
      // (cloudify-ui-components@2.42.5 dds/ActionMenu/ActionMenuLinkItem.tsx:29): the caller's spread may carry
      // the href that makes Enter follow the link and fire its click. Not decidable here.
      const linkSpread =
        element.name === 'a' && staticValue(element, 'role') === 'link' && !element.attributes.has('href');
      if (declaresButtonWithoutKeys(element) && !linkSpread)
        checkClick(context, element, ancestors, file.text, hiddenClicks);
      continue;
    }
    checkImage(context, element);
    checkFormControl(context, element, ancestors, labels, file.text);
    // `{showEditButton && (<button onClick={onEdit}><Icon name="edit_icon" /></button>)}` with `showEditButton =
    // false` among the props (fireflink-ui@1.2.24 src/components/Drawer/Drawer.tsx:61-63): a control rendered only
    // under a mode off by default is not what the component shows by default (session 32's convention), for its
    // name as for its click.
    const offByDefault = !!element.offByDefault || ancestors.some((ancestor) => ancestor.offByDefault);
    if (!offByDefault) checkButton(context, element);
    checkLink(context, element, ancestors);
    checkHtmlLang(context, element);
    if (!offByDefault) checkClick(context, element, ancestors, file.text, hiddenClicks);
    checkIframe(context, element);
    checkAutoplay(context, element);
  }
  return findings;
}

function checkHtmlLang(context: RuleContext, element: ElementNode): void {
  if (element.name !== 'html' || hasNonEmptyAttribute(element, 'lang')) return;
  if (hasNonEmptyAttribute(element, 'xml:lang')) return;
  context.report(
    HTML_LANG,
    element,
    element.attributes.has('lang') ? '<html> has an empty lang attribute.' : '<html> has no lang attribute.',
    'Add the page language, e.g. <html lang="en">.',
  );
}

/** An `<a>` without href is not focusable, unless a wrapping component supplies the href (link-parent.ts). */
function isNonInteractive(element: ElementNode, ancestors: readonly ElementNode[]): boolean {
  const parent = ancestors[ancestors.length - 1];
  if (element.name === 'a') return !element.attributes.has('href') && !mayGiveHref(parent);
  // The child of a popover/menu trigger (`<Popover.Trigger><div onClick>`, Mantine's `<Menu.Target>`): the
  // trigger component wires focus, keys and ARIA onto its child or around it. Not decidable here.
  if (parent?.isComponent && TRIGGER_COMPONENT.test(parent.name)) return false;
  // Media without `controls` (a styled.video whose click plays or pauses it, liamc9npm@2.0.93
  // src/components/projects/cookbook/components/RecipeSwipeComponent.jsx:244, MIT) takes no focus and no key;
  // with controls the browser's own are the keyboard path, and a computed `controls={…}` may be on.
  if (element.name === 'video' || element.name === 'audio') {
    return !element.attributes.has('controls') || staticValue(element, 'controls') === 'false';
  }
  return NON_INTERACTIVE.has(element.name);
}

/**
 * A clickable card that holds its own control offers it to keyboard users: a button or link, a form
 * control, a component named like one (`<SaveButton>`, `<EditorControl>`), or a nested element with
 * an interactive role, tabIndex and a key handler that mirrors the click. Not reported (precision first).
 */
function containsControl(children: readonly ChildNode[], stopped: (child: ElementNode) => boolean): boolean {
  return children.some((child) => {
    if (child.kind !== 'element') return false;
    // Not rendered (`hidden`, `display: none`, `className="hidden"`): a control there takes no focus.
    if (isFlagOn(child, 'hidden')) return false;
    // A button or link whose click stops the event first does its own action, never the card's (stopped-controls.ts).
    if (stopped(child)) return containsControl(child.children, stopped);
    if (child.isComponent) {
      // Or one handed a role, a tab stop and a key handler (`<Handle role="slider" tabIndex={0} onKeyDown={…}>`,
      // @appbaseio/rheostat@1.0.0-alpha.15 src/Slider.jsx:660-674, MIT): the keyboard works it, as an intrinsic one.
      return (
        /(Button|Link|Control|Input|Field|Editor|Select|Picker|Checkbox|Switch)$/.test(child.name) ||
        isKeyboardOperable(child) ||
        containsControl(child.children, stopped)
      );
    }
    // `<button tabIndex={-1}>` with no handler of its own (electron-react-titlebar@2.0.0
    // src/renderer/menu.tsx:104, MIT): taken out of the tab order, it offers the keyboard nothing.
    if (isUntabbableControl(child)) return containsControl(child.children, stopped);
    if (['button', 'input', 'select', 'textarea', 'summary'].includes(child.name)) return true;
    if (child.name === 'a' && child.attributes.has('href')) return true;
    if (isKeyboardOperable(child)) return true;
    return containsControl(child.children, stopped);
  });
}

/** A native button or link with a written negative tabIndex, no spread, and no click or key handler of its own. */
function isUntabbableControl(element: ElementNode): boolean {
  if (element.hasSpread) return false;
  if (element.name !== 'button' && !(element.name === 'a' && element.attributes.has('href'))) return false;
  const tabindex = element.attributes.get('tabindex')?.value;
  if (tabindex === null || tabindex === undefined || !(Number.parseInt(tabindex, 10) < 0)) return false;
  return !element.attributes.has('onclick') && !KEY_HANDLERS.some((name) => element.attributes.has(name));
}

/**
 * Widgets that take their own keys: a composite's item (tab, option, treeitem, menuitem) is driven by its
 * container's keys (roving focus, as blueprint's TabTitle in its Tabs), so it is not judged here.
 */
const STANDALONE_WIDGET_ROLES = new Set(['button', 'link', 'checkbox', 'switch']);

/** A standalone widget role, tabIndex and onClick written on the element itself, and no key handler. */
function declaresButtonWithoutKeys(element: ElementNode): boolean {
  return (
    STANDALONE_WIDGET_ROLES.has(staticValue(element, 'role') ?? '') &&
    element.attributes.has('tabindex') &&
    element.attributes.has('onclick') &&
    !KEY_HANDLERS.some((name) => element.attributes.has(name))
  );
}

/** Content computed at run time, a component, or a focusable element, at any depth. */
function mayHoldControls(children: readonly ChildNode[]): boolean {
  return children.some(
    (child) =>
      child.kind === 'dynamic' ||
      (child.kind === 'element' &&
        (child.isComponent ||
          child.hasSpread ||
          ['button', 'input', 'select', 'textarea', 'summary'].includes(child.name) ||
          (child.name === 'a' && child.attributes.has('href')) ||
          isFocusable(child) ||
          mayHoldControls(child.children))),
  );
}

/** A tabIndex is written and is not a static negative (`tabIndex={-1}` takes it out of the tab order). */
function isFocusable(element: ElementNode): boolean {
  const tabindex = element.attributes.get('tabindex');
  if (!tabindex) return false;
  return tabindex.value === null || !(Number.parseInt(tabindex.value, 10) < 0);
}

/** `role="button" tabIndex={0} onKeyDown={…}`: an element made operable by keyboard with ARIA. */
function isKeyboardOperable(element: ElementNode): boolean {
  return (
    hasNonEmptyAttribute(element, 'role') &&
    element.attributes.has('tabindex') &&
    KEY_HANDLERS.some((name) => element.attributes.has(name))
  );
}

/**
 * The combobox pattern: options clicked with the mouse while a text field of the same widget handles the
 * arrow keys and Enter (`<input onKeyDown>` next to `<li onClick>`). The keyboard path is the field — unless
 * its handler, in view, only searches on Enter (search-field.ts).
 */
function besideKeyboardField(ancestors: readonly ElementNode[], text: string): boolean {
  const isField = (child: ElementNode): boolean =>
    ['input', 'textarea'].includes(child.name) &&
    KEY_HANDLERS.some((name) => {
      const handler = child.attributes.get(name);
      return handler !== undefined && !isEnterOnlyHandler(text.slice(handler.start, handler.end), text);
    });
  const hasField = (element: ElementNode): boolean =>
    element.children.some((child) => child.kind === 'element' && (isField(child) || hasField(child)));
  return ancestors.some((ancestor) => hasField(ancestor));
}

/**
 * A backdrop (`<div onClick={close} />`, no content) whose handler also runs on Escape somewhere in the
 * file: the panel closes by keyboard too.
 */
function closesOnEscape(element: ElementNode, text: string): boolean {
  if (element.children.some((child) => child.kind !== 'text' || /\S/.test(child.text))) return false;
  const handler = element.attributes.get('onclick');
  if (!handler) return false;
  const name = /([A-Za-z_$][\w$]*)\s*\}?\s*$/.exec(text.slice(handler.start, handler.end))?.[1];
  if (!name) return false;
  for (const match of text.matchAll(ESCAPE_KEY)) {
    const around = text.slice(Math.max(0, match.index - 400), match.index + 400);
    if (new RegExp(`\\b${name.replace(/[$]/g, '\\$')}\\b`).test(around)) return true;
  }
  return false;
}

/**
 * Literal text in the element (outside components): `<span aria-hidden onClick={dismiss}>×</span>`.
 * aria-hidden or a presentational role hides an element from assistive technology only; the mouse still
 * clicks it and keys still cannot reach it. A hidden element that shows text is a visible control taken
 * from keyboard users. One that shows none (a backdrop, a CSS icon glyph, an svg drawing) is the pattern
 * for a mouse-only duplicate of a control offered elsewhere — the dialog's close button and Escape, the
 * field that opens the same picker — usually in another file: not decidable here.
 */
/** Hidden from assistive technology and showing no text (see `showsText`). */
function isMouseOnlyDuplicate(element: ElementNode): boolean {
  return isHiddenOrPresentational(element) && !showsText(element.children);
}

/**
 * A field among the parent's children: a hidden icon beside it (a number field's − and +, a clear ×) changes
 * what the field itself takes from the keyboard.
 */
function besideField(parent: ElementNode | undefined): boolean {
  return (parent?.children ?? []).some(
    (child) => child.kind === 'element' && ['input', 'textarea', 'select'].includes(child.name),
  );
}

/** The click attributes of every hidden, textless element of the file (see `only-path.ts`). */
function toHiddenClicks(elements: readonly { element: ElementNode }[]): { start: number; end: number }[] {
  return elements.flatMap(({ element }) => {
    const click = element.attributes.get('onclick');
    return click && isMouseOnlyDuplicate(element) ? [click] : [];
  });
}

function showsText(children: readonly ChildNode[]): boolean {
  return children.some(
    (child) =>
      (child.kind === 'text' && /\S/.test(child.text)) ||
      (child.kind === 'element' && !child.isComponent && showsText(child.children)),
  );
}

function checkClick(
  context: RuleContext,
  element: ElementNode,
  ancestors: readonly ElementNode[],
  text: string,
  hiddenClicks: () => readonly { start: number; end: number }[],
): void {
  const click = isNonInteractive(element, ancestors)
    ? (element.attributes.get('onclick') ?? toSelectingPress(element, text))
    : toOwnShapeClick(element, text);
  if (!click) return;
  if (isFlagOn(element, 'hidden')) return;
  if (containsControl(element.children, (child) => isStoppedButton(child, text, click))) return;
  if (
    isMouseOnlyDuplicate(element) &&
    (besideField(ancestors[ancestors.length - 1]) || !isOnlyPathTo(click, text, hiddenClicks()))
  )
    return;
  if (
    besideKeyboardField(ancestors, text) ||
    closesOnEscape(element, text) ||
    isDismissBackdrop(element, text)
  )
    return;
  if (opensFocusableFileInput(element, ancestors, text) || stepsNumberField(element, ancestors, text)) return;
  if (wrapsCallersChildren(element, ancestors, text) || wrapsCallersTrigger(element, text)) return;
  if (wrapsCallersRender(element, text) || isInsideKeyedValueWidget(element, ancestors)) return;
  if (isDeclaredPointerDuplicate(element, ancestors)) return;
  if (isCallersOverlay(element, ancestors[ancestors.length - 1], text)) return;
  if (isHighlightedOption(element, text) || movesCarouselBesideDots(element, text)) return;
  if (
    isScrollbarTrack(element, ancestors[ancestors.length - 1], text) ||
    repeatsLeaveHandler(element, ancestors, text)
  )
    return;
  if (clearsFieldBeside(element, ancestors, text) || clickIsFocus(element, text)) return;
  if (onlyMovesFocus(element, text) || isUnderModeOffByDefault(element, ancestors, text)) return;
  if (wrapsDefaultControl(element, text) || actsOnlyInOtherBranch(element, ancestors, text)) return;
  const hasRole = hasNonEmptyAttribute(element, 'role');
  const hasKeys = KEY_HANDLERS.some((name) => element.attributes.has(name));
  if (hasRole && hasKeys) return;
  // Focusable (a tabIndex that is not a written negative) and a key handler: keyboard users reach it and
  // work it (react-datepicker's year cell: roving tabIndex, Space turned into Enter). A missing role is a
  // naming matter, not a keyboard one. So is a key handler on a container whose content may hold controls:
  // their keys bubble to it (blueprint's popover dismisses on a click or on Enter/Space inside).
  if (hasKeys && (isFocusable(element) || mayHoldControls(element.children))) return;
  // An item of a composite widget (`<li role="option">` of a combobox's listbox, a tab, a treeitem) is
  // driven by the keys of its container or of the field that owns it (roving focus or
  // aria-activedescendant), usually in another file: not decidable here.
  // Unless it is a menu item whose whole menu is in view and nothing in the file reads a key (menu-keys.ts).
  if (
    COMPOSITE_ITEM_ROLES.has(staticValue(element, 'role') ?? '') &&
    !isMenuItemWithoutKeys(element, ancestors, text)
  )
    return;
  // Only stops the event, or acts only with ctrl/meta/alt/shift held: no action a keyboard user misses.
  if (click.inert?.()) return;
  // Every action of the click is also on a key handler of the same component (document-level keys, the
  // panel's Escape), or it does nothing after pure tests.
  const alternative = click.keyAlternative?.();
  if (alternative && (alternative !== 'only tells the caller' || isEmpty(element))) return;
  const missing =
    !hasRole && !hasKeys
      ? 'neither a role nor a keyboard handler'
      : hasRole
        ? 'no keyboard handler'
        : 'no role';
  context.report(
    CLICK_KEYBOARD,
    element,
    `<${element.name}> has a ${clickKind(element)} handler but ${missing}: keyboard users cannot activate it.`,
    `Use a <button type="button"> instead, or add role="button", tabIndex={0} and an onKeyDown that handles Enter and Space.`,
  );
}

/**
 * A focusable element whose click runs the handler its focus runs: `<div tabIndex={this.props.index}
 * onClick={this.onFocus} onFocus={this.onFocus}>` (react-gantt-timeline@0.4.3
 * src/lib/components/common/ContentEditable.js:46, MIT: the task name starts its edit either way). Tab gives
 * it focus, so the keyboard performs the click's action. A negative tabIndex, or another handler, is judged as before.
 */
function clickIsFocus(element: ElementNode, text: string): boolean {
  const click = element.attributes.get('onclick');
  const focus = element.attributes.get('onfocus');
  if (!click || !focus || !isFocusable(element)) return false;
  const written = (attribute: { start: number; end: number }) =>
    text
      .slice(attribute.start, attribute.end)
      .replace(/^[^=]*=/, '')
      .trim();
  return written(click) === written(focus);
}

function checkTabindex(context: RuleContext, element: ElementNode): void {
  const attribute = element.attributes.get('tabindex');
  if (!attribute) return;
  // `tabIndex={open ? 1 : -1}`: every branch is visible, and one of them is positive.
  const written = attribute.value === null ? (attribute.branches ?? []) : [attribute.value];
  const value = Math.max(...written.map((each) => Number.parseInt(each, 10)).filter((n) => !Number.isNaN(n)));
  if (!(value > 0)) return;
  const where = attribute.counted
    ? " (a loop counter its file's callers pass, 1, 2, … after the first)"
    : attribute.handed
      ? ' (what its callers in other modules pass by default)'
      : attribute.value === null
        ? ' (on one branch of its conditional)'
        : '';
  context.report(
    TABINDEX_POSITIVE,
    element,
    `tabindex="${value}"${where} takes <${element.name}> out of the document's focus order.`,
    'Use tabindex="0" (or remove it) and order the markup the way focus should move.',
    attribute.start,
  );
}

function checkAutoplay(context: RuleContext, element: ElementNode): void {
  if (element.name !== 'video' && element.name !== 'audio') return;
  if (!isFlagOn(element, 'autoplay')) return;
  if (element.attributes.has('muted') && !(staticValue(element, 'muted') === 'false')) return;
  context.report(
    MEDIA_AUTOPLAY,
    element,
    `<${element.name}> plays automatically with sound.`,
    `Remove autoplay, or add muted so the sound starts only when the user asks (keep controls).`,
  );
}
