// Reads of a click handler from the file's text, for the rules that decide only an element about to be reported.
import type { ElementNode } from './element';

/** The written text of an element's `onClick={…}` (an expression, not a string), or `undefined`. */
export function writtenClick(element: ElementNode, text: string): string | undefined {
  const click = element.attributes.get('onclick');
  return click && click.value === null ? text.slice(click.start, click.end) : undefined;
}

/** The body of an element's click handler (`toHandlerBody` of its written `onClick`), or `undefined`. */
export function clickBody(element: ElementNode, text: string): string | undefined {
  const written = writtenClick(element, text);
  return written === undefined ? undefined : toHandlerBody(written, text);
}

/**
 * The text of the handler an `onClick` attribute names: inline (`={() => …}`, the attribute's own text), or a
 * function the file defines by the written name (`{clickNext}`, `{this.handleSlideClick}`): `const name = (e) => {…}`,
 * a class property `name = (e) => {…}`, or a method `name(e) {…}` — its block. `undefined` when not found.
 * @example toHandlerBody('onClick={clickNext}', 'const clickNext = () => { slider.slickNext(); };') // '{ slider.slickNext(); }'
 */
export function toHandlerBody(handler: string, text: string): string | undefined {
  const name = /=\s*\{\s*(?:this\.)?([A-Za-z_$][\w$]*)\s*\}\s*$/.exec(handler)?.[1];
  if (!name) return /=\s*\{\s*(?:\([^)]*\)|[\w$]+)\s*=>/.test(handler) ? handler : undefined;
  const escaped = name.replace(/\$/g, '\\$');
  const definition = new RegExp(
    `\\b${escaped}\\s*(?:=\\s*(?:\\([^)]*\\)${RETURN_TYPE}|[\\w$]+)\\s*=>|\\([^)]*\\)${RETURN_TYPE})\\s*\\{`,
  ).exec(text);
  if (!definition) return undefined;
  return blockAt(text, definition.index + definition[0].length - 1);
}

/** A written return type, `(e: MouseEvent<HTMLSpanElement>): void =>` (tiny-ui@0.0.95 input-number/index.tsx:47). */
const RETURN_TYPE = '(?:\\s*:\\s*[\\w$.]+(?:<[\\w$.,\\s]*>)?)?';

/** The text of the `{…}` block opening at `open` (braces balanced; strings are not special-cased). */
export function blockAt(text: string, open: number): string | undefined {
  let depth = 0;
  for (let index = open; index < text.length && index < open + 4000; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return text.slice(open, index + 1);
  }
  return undefined;
}
