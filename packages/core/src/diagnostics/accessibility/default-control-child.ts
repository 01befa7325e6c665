import type { ElementNode } from './element';
import { blockAt } from './handler-text';

/**
 * A click wrapper whose only content is a prop that is, by default, a native control: `<span
 * onClick={this.handleDownload}>{element}</span>` with `element: <button>Download</button>` in the component's
 * `defaultProps` (react-data-export@0.6.0 src/ExcelPlugin/components/ExcelFile.js:122 and :31, MIT). By default the
 * wrapper holds a native button, whose Enter / Space click bubbles to the wrapper's handler: the keyboard reaches the
 * action, as it does when the button is written inside (set 14's reading of a span around a control). A caller's
 * own element is not visible, so the default decides. Read from the file's text: the element's whole content is
 * `{name}` or `{this.props.name}`, and a `defaultProps` object of the file gives `name` a `<button` (or an `<a` with
 * `href`) as its value. Anything else is judged as before.
 */
export function wrapsDefaultControl(element: ElementNode, text: string): boolean {
  const content = ONLY_PROP.exec(text.slice(element.openingEnd, element.openingEnd + 200));
  const name = content?.[1];
  if (!name || content[2] !== element.name) return false;
  const control = new RegExp(
    `(?:^|[^\\w$.])${name.replace(/\$/g, '\\$')}\\s*:\\s*(?:\\(\\s*)?<(?:button\\b|a\\b[^>]*\\bhref\\b)`,
  );
  for (const match of text.matchAll(/defaultProps\s*=\s*\{/g)) {
    const block = blockAt(text, match.index + match[0].length - 1);
    if (block !== undefined && control.test(block)) return true;
  }
  return false;
}

/** `>{element}</span>`, `>{ this.props.trigger }</div>`: the prop's name and the closing tag's. */
const ONLY_PROP = /^\s*\{\s*(?:this\.)?(?:props\.)?([A-Za-z_$][\w$]*)\s*\}\s*<\/([\w.-]+)\s*>/;
