import { type ChildNode, type ElementNode, isFlagOn, staticValue } from './element';
import { blockAt, toHandlerBody, writtenClick } from './handler-text';

/**
 * A click that opens the file dialog of a file input the same component renders and keeps focusable: the
 * click calls `.click()` (on the input, looked up by id or ref), and an `<input type="file">` beside it is
 * hidden only visually (width 0, opacity 0) — keyboard users tab to the input and open the same dialog
 * (react-file-reader@1.1.4 ReactFileReader.js:11-15 and 60-80, MIT). Precision first in the other direction
 * too: the input must be visibly not removed — no `hidden`, no negative tabIndex, no `type` other than file,
 * and its style absent, written inline, or a name bound in the file to an object literal, neither saying
 * `display: 'none'` nor `visibility: 'hidden'`. A file input hidden by `display: none` (the common pattern)
 * leaves the click as the only way, and it is still reported.
 */
export function opensFocusableFileInput(
  element: ElementNode,
  ancestors: readonly ElementNode[],
  text: string,
): boolean {
  const written = writtenClick(element, text);
  if (written === undefined || !callsClick(written, text)) return false;
  const root = ancestors[0] ?? element;
  return findInputs(root.children).some((input) => isFocusableFileInput(input, text));
}

/** The handler written inline with `.click()`, or a named handler (`this.clickInput`) defined with one. */
function callsClick(handler: string, text: string): boolean {
  if (/\.click\(\s*\)/.test(handler)) return true;
  const body = toHandlerBody(handler, text);
  return body !== undefined && body !== handler && /\.click\(\s*\)/.test(body);
}

function findInputs(children: readonly ChildNode[]): ElementNode[] {
  const found: ElementNode[] = [];
  for (const child of children) {
    if (child.kind !== 'element') continue;
    if (child.name === 'input') found.push(child);
    found.push(...findInputs(child.children));
  }
  return found;
}

function isFocusableFileInput(input: ElementNode, text: string): boolean {
  if (staticValue(input, 'type') !== 'file' || isFlagOn(input, 'hidden')) return false;
  const tabIndex = input.attributes.get('tabindex');
  if (tabIndex && (tabIndex.value === null || Number(tabIndex.value) < 0)) return false;
  if (input.attributes.get('aria-hidden')) return false;
  const style = input.attributes.get('style');
  if (!style) return true;
  const written = text.slice(style.start, style.end);
  const inline = /=\s*\{\s*(\{[\s\S]*\})\s*\}\s*$/.exec(written)?.[1];
  const named = /=\s*\{\s*([A-Za-z_$][\w$]*)\s*\}\s*$/.exec(written)?.[1];
  let object = inline;
  if (!object && named) {
    const escaped = named.replace(/\$/g, '\\$');
    const bound = new RegExp(`\\b(?:const|let|var)\\s+${escaped}\\s*=\\s*\\{`).exec(text);
    if (!bound) return false;
    object = blockAt(text, bound.index + bound[0].length - 1);
  }
  if (!object || /\.\.\./.test(object)) return false;
  return !/display\s*:\s*['"`]?none|visibility\s*:\s*['"`]?hidden/.test(object);
}
