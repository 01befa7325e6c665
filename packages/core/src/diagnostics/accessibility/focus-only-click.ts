import type { ElementNode } from './element';
import { toHandlerBody } from './handler-text';

/**
 * A click whose only effect is to move focus: `placeholderClick = () => { this.input.input.focus();
 * this.setState({ placeholderShow: false }) }` on the placeholder overlay drawn over a number field
 * (bee-input-number@2.2.47 src/InputNumber.js:649-654, used at :680 and :718, MIT). A keyboard user moves focus with
 * Tab, so the click offers nothing the keyboard lacks. Read from the file's text: the handler (inline, or defined in
 * the file under its name) calls `….focus()` at least once and otherwise only hides something — a state set to
 * `false` (`this.setState({ open: false })`, `setOpen(false)`). Any other statement, argument or call (`focus(x)`,
 * `select()`, a callback) is judged as before.
 */
export function onlyMovesFocus(element: ElementNode, text: string): boolean {
  const click = element.attributes.get('onclick');
  if (!click || click.value !== null) return false;
  const written = text.slice(click.start, click.end);
  const body = toHandlerBody(written, text);
  if (!body || !FOCUS.test(body)) return false;
  const rest = body.replace(FOCUS_ALL, '').replace(HIDES, '');
  return body === written ? INLINE_LEFT.test(rest) : /^\{\s*\}$/.test(rest);
}

/** `this.input.focus()`, `inputRef.current?.focus();`: a focus move with no argument. */
const FOCUS = /[\w$.?]+\??\.focus\(\s*\)/;
const FOCUS_ALL = /[\w$.?]+\??\.focus\(\s*\)\s*;?/g;
/** `this.setState({ shown: false })`, `setOpen(false)`: hides, nothing else. */
const HIDES =
  /(?:this\.setState\s*\(\s*\{(?:\s*[\w$]+\s*:\s*false\s*,?)+\s*\}\s*\)|\bset[A-Z][\w$]*\s*\(\s*false\s*\))\s*;?/g;
/** What is left of an inline handler once its focus moves are removed: `onClick={() => }`, `={(e) => { }}`. */
const INLINE_LEFT = /^[\w-]*\s*=\s*\{\s*(?:\([^)]*\)|[\w$]+)\s*=>\s*(?:\{\s*\})?\s*\}$/;
