import type { ElementNode } from './element';

/**
 * A click that only marks an element as the selected one, where the mark is read nowhere but in class names:
 * `<div key={key} className={this.state.selected == key ? "active" : ""} onClick={() => this.setState ({selected:
 * key})}>{item}</div>` (objectum-react@1.3.45 src/components/Navbar.js:133, MIT; set 24, labelled null: the control
 * is the item inside, whose own click bubbles). The state key changes a highlight and nothing else the component
 * renders or does, so a keyboard user misses no action. Only an arrow whose one statement is `this.setState({ key:
 * value, … })`, every key of which the file reads only as `this.state.key` inside a `className={…}` value (and never
 * destructures from the state); anything else is judged as before.
 */
export function onlyMarksSelection(element: ElementNode, text: string): boolean {
  const click = element.attributes.get('onclick');
  if (!click || click.value !== null) return false;
  const written = text.slice(click.start, click.end);
  const set = SET_STATE.exec(written)?.[1];
  if (set === undefined) return false;
  const keys = [...set.matchAll(/(?:^|,)\s*([A-Za-z_$][\w$]*)\s*:\s*[\w$.]+\s*(?=,|$)/g)].map(
    (found) => found[1],
  );
  if (keys.length === 0 || keys.join(',').length === 0 || !isPairList(set)) return false;
  if (/\b(?:const|let|var)\s*\{[^}]*\}\s*=\s*this\.state\b/.test(text)) return false;
  return keys.every((key) => readOnlyInClassNames(key ?? '', text));
}

/** `onClick={() => this.setState ({selected: key})}`: group 1 the object's content. */
const SET_STATE =
  /^onClick\s*=\s*\{\s*\(\s*\)\s*=>\s*\{?\s*this\.setState\s*\(\s*\{([^{}()]*)\}\s*\)\s*;?\s*\}?\s*\}$/;

/** `a: b, c: d.e`: only key-value pairs of names. */
const isPairList = (content: string): boolean =>
  /^\s*[A-Za-z_$][\w$]*\s*:\s*[\w$.]+\s*(?:,\s*[A-Za-z_$][\w$]*\s*:\s*[\w$.]+\s*)*,?\s*$/.test(content);

function readOnlyInClassNames(key: string, text: string): boolean {
  const reads = [...text.matchAll(new RegExp(`\\bstate\\s*\\.\\s*${key.replace(/\$/g, '\\$')}\\b`, 'g'))];
  if (reads.length === 0) return false;
  return reads.every((read) => {
    const before = text.slice(Math.max(0, read.index - 200), read.index);
    return /\bthis\s*\.\s*$/.test(before) && /className\s*=\s*\{(?:[^{}]*|`[^`]*)$/.test(before);
  });
}
