import type { ElementNode } from './element';
import { blockAt } from './handler-text';

/**
 * A clickable element rendered only under a mode prop that is off by default: `cellContent = isclickTrigger ? (<div
 * className="editable-cell-text-wrapper" onClick={this.edit}>…</div>) : (<div …>{value}<Icon onClick={this.edit}
 * /></div>)` with `isclickTrigger: PropTypes.bool` in the propTypes and no default (bee-table@2.3.27
 * src/render/InputRender.js:164-165, DateRender.js:94-95, SelectRender.js:104-105, MIT). By default the mode is
 * undefined, so the element is not rendered, and the other branch gives the same action to a control of its own
 * (the pencil icon's `onClick={this.edit}`): the mode only moves the action (the corpus's session-32 convention, a
 * handler present only under a mode visible in the file that is off by default is no click). Read from the file's
 * text: the element's JSX tree is written right after `flag ? (`, and the other branch, `: ( … )`, holds an
 * `onClick` written as the element's is; `flag` is declared a prop of boolean or string type (`flag:
 * PropTypes.bool`, `flag?: boolean`); no `defaultProps` object of the file names it and nothing assigns it a value
 * (`flag = true` as a destructuring default); and the click's handler does not read it. `flag && (…)` with no other
 * branch (@uiw/react-tag@4.22.3 src/index.tsx:51, `closable && <svg onClick={onClose}>`), or an other branch that
 * holds no such click (bee-datepicker@2.4.7 full-calendar/CalendarHeader.jsx:95, its caller's `showTypeSwitch`),
 * is judged as before.
 */
export function isUnderModeOffByDefault(
  element: ElementNode,
  ancestors: readonly ElementNode[],
  text: string,
): boolean {
  const root = ancestors[0] ?? element;
  const from = Math.max(0, root.start - 160);
  const test = MODE_TEST.exec(text.slice(from, root.start));
  const flag = test?.[1];
  const click = element.attributes.get('onclick');
  if (!test || !flag || !click || click.value !== null) return false;
  const written = text.slice(click.start, click.end);
  const name = new RegExp(`(?:^|[^\\w$])${flag.replace(/\$/g, '\\$')}(?![\\w$])`);
  if (name.test(written)) return false;
  const consequentEnd = closingParen(text, from + test.index + test[0].lastIndexOf('('));
  if (consequentEnd === undefined) return false;
  const other = /^\)\s*:\s*\(/.exec(text.slice(consequentEnd, consequentEnd + 40));
  const otherEnd = other ? closingParen(text, consequentEnd + other[0].length - 1) : undefined;
  if (otherEnd === undefined) return false;
  const handler = written.replace(/^[^=]*=/, '').trim();
  if (!text.slice(consequentEnd, otherEnd).includes(`onClick=${handler}`)) return false;
  const escaped = flag.replace(/\$/g, '\\$');
  const declared = new RegExp(
    `(?:^|[^\\w$.])${escaped}\\s*:\\s*PropTypes\\.(?:bool|string)\\b|(?:^|[^\\w$.])${escaped}\\?\\s*:\\s*boolean\\b`,
  );
  if (!declared.test(text)) return false;
  if (new RegExp(`(?:^|[^\\w$.])${escaped}\\s*=(?![=>])`).test(text)) return false;
  const key = new RegExp(`(?:^|[^\\w$.])${escaped}\\s*:`);
  for (const match of text.matchAll(/defaultProps\s*=\s*\{/g)) {
    const block = blockAt(text, match.index + match[0].length - 1);
    if (block === undefined || key.test(block)) return false;
  }
  return true;
}

/** `isclickTrigger ? (`, `this.props.editable ? (` right before the element's tree: the flag's name. */
const MODE_TEST = /(?:^|[^\w$.])(?:this\.)?(?:props\.)?([A-Za-z_$][\w$]*)\s*\?\s*\(\s*$/;

/** The offset of the `)` closing the `(` at `open` (parentheses balanced; strings are not special-cased). */
function closingParen(text: string, open: number): number | undefined {
  let depth = 0;
  for (let index = open; index < text.length && index < open + 6000; index++) {
    if (text[index] === '(') depth++;
    else if (text[index] === ')' && --depth === 0) return index;
  }
  return undefined;
}
