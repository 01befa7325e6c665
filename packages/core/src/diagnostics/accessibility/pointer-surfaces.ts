import { type ChildNode, type ElementNode, staticValue } from './element';

/** Value widgets whose keys set the value a pointer sets by clicking inside them. */
const VALUE_WIDGET_ROLES = new Set(['slider', 'scrollbar', 'spinbutton']);
const KEY_HANDLERS = ['onkeydown', 'onkeyup', 'onkeypress'];

/**
 * A pointer surface of a value widget whose keys it sits inside: `<div role="slider" tabIndex={0}
 * onKeyDown={onKeyDown} …><canvas onClick={onCanvasClick} tabIndex={-1} /></div>` (waveform-navigator@0.6.1
 * src/WaveformNavigator.tsx:790-812, MIT: the canvas seeks on click, the slider's ArrowLeft / ArrowRight seek).
 * The click sets where in the widget's range the value is, which the focused widget's keys set too. Read from what
 * is written: an intrinsic ancestor with a static `slider`, `scrollbar` or `spinbutton` role, a written tabIndex
 * that is not a static negative, and a key handler; the clicked element has no role and is no tab stop of its own
 * (the canvas's `tabIndex={-1}`): no control of its own. Any other container's keys (a dialog's Escape, a tab
 * list's arrows around a tab's close icon) are judged as before.
 */
export function isInsideKeyedValueWidget(element: ElementNode, ancestors: readonly ElementNode[]): boolean {
  if (element.attributes.has('role') || isTabbable(element)) return false;
  return ancestors.some(
    (ancestor) =>
      !ancestor.isComponent &&
      VALUE_WIDGET_ROLES.has(staticValue(ancestor, 'role') ?? '') &&
      isTabbable(ancestor) &&
      KEY_HANDLERS.some((name) => ancestor.attributes.has(name)),
  );
}

/**
 * A control its author took out of both the tab order and the accessibility tree: `<div className={theme.spinnerButtons}
 * onClick={onClick} aria-hidden><div role="button" tabIndex={-1} onClick={() => handleStep(1)}><Icon
 * source="caretUp" /></div>…</div>` (engage-ui@17.0.0 src/components/TextField/SpinnerButtons.tsx:28-45, MIT: the
 * number field's step segments; the focused field steps by its arrow keys). A written static negative tabIndex, and
 * `aria-hidden` on the element or an ancestor, with no text shown: the declared pointer duplicate of what the widget
 * offers the keyboard elsewhere. A hidden element without the written tabIndex, or one that shows text, is judged as
 * before (see `isMouseOnlyDuplicate` in check-elements.ts).
 */
export function isDeclaredPointerDuplicate(element: ElementNode, ancestors: readonly ElementNode[]): boolean {
  const tabindex = staticValue(element, 'tabindex');
  if (tabindex === undefined || !(Number.parseInt(tabindex, 10) < 0) || element.hasSpread) return false;
  const hidden = (each: ElementNode) => !each.isComponent && staticValue(each, 'aria-hidden') === 'true';
  return (hidden(element) || ancestors.some(hidden)) && !showsText(element.children);
}

function isTabbable(element: ElementNode): boolean {
  const tabindex = element.attributes.get('tabindex');
  if (!tabindex) return false;
  return tabindex.value === null || !(Number.parseInt(tabindex.value, 10) < 0);
}

function showsText(children: readonly ChildNode[]): boolean {
  return children.some(
    (child) =>
      child.kind === 'dynamic' ||
      (child.kind === 'text' && /\S/.test(child.text)) ||
      (child.kind === 'element' && !child.isComponent && showsText(child.children)),
  );
}
