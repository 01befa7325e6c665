import type { ElementNode } from './element';

/**
 * An option of a list an input drives by keys (the active-descendant pattern): the row's hover highlights its
 * item through a function (`onMouseOver={() => consider(t)}`), and the same file moves that highlight from item
 * to item by index (`consider(matches[nextIndex])`, what arrow keys do). The keyboard user moves the same
 * highlight and picks it from the input (Enter), usually in the component that owns the input: the row's click
 * is the mouse's way to the same pick, not decidable as missing from this file. react-tag-box@1.6.0
 * src/Autocomplete.jsx:67-88, :129-131 and :156-159 (MIT), with TagBoxContainer.jsx:112's Enter. A hover that
 * does anything else, or a highlight never moved by an index (only `consider(matches[0])`, a literal), is
 * judged as before.
 */
export function isHighlightedOption(element: ElementNode, text: string): boolean {
  for (const name of ['onmouseover', 'onmouseenter', 'onmousemove']) {
    const hover = element.attributes.get(name);
    if (!hover || hover.value !== null) continue;
    const written =
      /=\s*\{\s*\(\s*\)\s*=>\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\(\s*[\w$]+\s*\)\s*\}\s*$/.exec(
        text.slice(hover.start, hover.end),
      );
    if (!written) continue;
    const highlight = (written[1] ?? '').replace(/[.$]/g, '\\$&');
    // Moved by index elsewhere: `consider(matches[nextIndex])`, `setActive(items[this.state.index + 1])`.
    if (new RegExp(`(?<![\\w$.])${highlight}\\(\\s*[\\w$.]+\\[\\s*[A-Za-z_$][^\\]]*\\]\\s*\\)`).test(text))
      return true;
  }
  return false;
}
