import type { ElementAttribute, ElementNode } from './element';

/** Leaving handlers only: a click that repeats an enter handler (`onMouseEnter={open}`) opens what keys cannot. */
const LEAVE_HANDLERS = ['onmouseleave', 'onmouseout'];

/**
 * A click written exactly as a mouse-leave handler of the element or of an ancestor: `<div onMouseLeave={() =>
 * this.setState({ onHover: false })}>` around `<div onClick={()=>this.setState({ onHover: false })} />`
 * (engage-ui@17.0.0 src/components/TextField/TextField.tsx:379-381, MIT: the field's backdrop clears a hover style).
 * The click repeats what moving the pointer away does, a pointer effect and no action a keyboard user misses.
 * Compared as written, blanks aside; anything else is judged as before.
 */
export function repeatsLeaveHandler(
  element: ElementNode,
  ancestors: readonly ElementNode[],
  text: string,
): boolean {
  const click = element.attributes.get('onclick');
  if (!click || click.value !== null) return false;
  const written = expression(click, 'onclick', text);
  if (written === undefined) return false;
  return [element, ...ancestors].some((node) =>
    LEAVE_HANDLERS.some((name) => {
      const leave = node.attributes.get(name);
      return leave !== undefined && leave.value === null && expression(leave, name, text) === written;
    }),
  );
}

/**
 * The attribute's value as written, without its name and blanks; `undefined` unless the attribute is written under
 * its own name (one carried by a spread, `{...lineProps}`, spans the spread's text: react-d3-graph@2.6.0
 * src/components/link/Link.jsx:107 stays reported).
 */
function expression(attribute: ElementAttribute, name: string, text: string): string | undefined {
  const written = text.slice(attribute.start, attribute.end);
  const own = /^([\w$]+)\s*=/.exec(written);
  if (own?.[1]?.toLowerCase() !== name) return undefined;
  return written.slice(own[0].length).replace(/\s+/g, '');
}
