import type { ChildNode, ElementNode } from './element';
import { staticValue } from './element';
import { toHandlerBody } from './handler-text';

/**
 * The track of a custom scrollbar, whose click pages or jumps the scroll position of a box: the box itself scrolls
 * by keyboard, and the custom bar only paints over (or beside) its hidden native one, so the click's result is not
 * mouse-only (the corpus convention of set 17: scrollbar tracks null). Read from what is written:
 * - `role="scrollbar"` on the clicked element (nessie-ui@7.0.4 src/ScrollBar/index.jsx:50-79, MIT: the track with
 *   aria-controls and aria-valuenow whose click calls onClickTrack);
 * - or a class written with "track" on an element that holds or sits beside a "thumb" (a child or sibling whose class
 *   is written with "thumb"), when the class or the click handler speaks of scrolling: funda-ui@4.7.901
 *   lib/esm/Scrollbar/index.tsx:467 (`custom-scrollbars__track` beside `custom-scrollbars__thumb`, MIT), mac-scrollbar@0.13.8
 *   src/ThumbBar.tsx:86 (`ms-track` holding `ms-thumb`, its handleThumbBarClick calling `onScroll(position, …)`, MIT).
 * A slider's track (a thumb too, but a click that moves a value, not a scroll position) is judged as before.
 */
export function isScrollbarTrack(
  element: ElementNode,
  parent: ElementNode | undefined,
  text: string,
): boolean {
  if (staticValue(element, 'role') === 'scrollbar') return true;
  const classText = writtenClass(element, text);
  if (!/track/i.test(classText)) return false;
  const holdsThumb = (children: readonly ChildNode[]) =>
    children.some(
      (child) => child.kind === 'element' && child !== element && /thumb/i.test(writtenClass(child, text)),
    );
  if (!holdsThumb(element.children) && !holdsThumb(parent?.children ?? [])) return false;
  if (/scroll/i.test(classText)) return true;
  const click = element.attributes.get('onclick');
  const body = click ? toHandlerBody(text.slice(click.start, click.end), text) : undefined;
  return body !== undefined && /scroll/i.test(body);
}

/** The `class` / `className` attribute as written (a static value, or the expression's text); '' without one. */
function writtenClass(element: ElementNode, text: string): string {
  const attribute = element.attributes.get('class');
  if (!attribute) return '';
  return attribute.value ?? text.slice(attribute.start, attribute.end);
}
