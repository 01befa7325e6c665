import { isDoubleClickOnly } from './drawn-shapes';
import type { ElementAttribute, ElementNode } from './element';
import { blockAt } from './handler-text';
import { picksItemOnPress } from './press-arrow';

/**
 * A mouse-down that selects, read as a click: `<td onMouseDown={this.onSelectDay.bind(this, day)}>` and
 * `<span onMouseDown={this.onDateShift.bind(this, 'month', -1)}>` (bd-stampy@0.5.5 components/DatePicker.jsx:190,
 * :200, :219, :229, :310), `<li onMouseDown={this.onSelect.bind(this, key)}>` (SelectStandard.jsx:81, MIT). Most
 * press-only handlers in the corpus start a drag (a slider's thumb, a splitter, a crop box: labelled null, the
 * keyboard path being the widget's own), keep a flag for a blur (DatePicker.jsx:156), or prevent a focus change;
 * these hand a value to a handler of the component — which day, which direction — and that handler selects or moves
 * the view: an activation a key cannot give, as a click's would be. Read from the file's text: the attribute is
 * `this.name.bind(this, value, …)` with at least one value (an item's press, not a drag start, which takes the
 * event alone); the handler is defined once in the file (a method, `name: function (…) {`, or `name = (…) => {`),
 * and its block reads no pointer position (`clientX`, `pageX`, `getBoundingClientRect`, …), adds no listener,
 * starts no timer (a press-and-hold stepper) and calls `setState` or a prop (`this.props.onChange(…)`). An arrow that
 * takes no event and hands the method a value reads the same: `onMouseDown={() => this.onSelectStar(i)}`
 * (react-star-ratings-component@1.0.1 src/reactRating/index.js:36, a star; set 8's label, relabelled a click by the
 * lead's decision of session 43). One that takes the event and hands it on stays unread, as a drag start does: set
 * 11's gantt link handle `onMouseDown={(e) => this.onCreateLinkMouseDown(e, LINK_POS_RIGHT)}`.
 */
export function toSelectingPress(element: ElementNode, text: string): ElementAttribute | undefined {
  if (element.attributes.has('onclick') || element.attributes.has('ondoubleclick')) return undefined;
  const press = element.attributes.get('onmousedown');
  if (!press || press.value !== null) return undefined;
  const value = /^onMouseDown\s*=\s*\{([\s\S]*)\}$/.exec(text.slice(press.start, press.end))?.[1]?.trim();
  const name = value === undefined ? undefined : boundWithValue(value);
  if (!name) return value !== undefined && picksItemOnPress(value) ? press : undefined;
  const body = definedOnce(name, text);
  if (body === undefined || DRAG.test(body) || !ACTS.test(body) || callsDrag(body, text)) return undefined;
  return press;
}

/**
 * Whether the handler hands on to a method of the file that drags: `this.setState({ handleMoving: true, handleType:
 * type }, () => { this.onMouseMove(e); })`, whose `onMouseMove = e => {` reads `e.pageX` and is bound to the
 * document in componentDidMount (@poool/junipero@1.6.0 src/ColorPicker.js:154-169, a colour picker's handles,
 * labelled null in set 22). One level, methods defined once; an unresolved call is no drag.
 */
function callsDrag(body: string, text: string): boolean {
  for (const [, callee] of body.matchAll(/\bthis\.([A-Za-z_$][\w$]*)\s*\(/g)) {
    const called = callee === undefined ? undefined : definedOnce(callee, text);
    if (called !== undefined && DRAG.test(called)) return true;
  }
  return false;
}

/**
 * `this.onSelect.bind(this, key)` or `() => this.onSelect(key)`: the method's name when at least one value is handed
 * to it besides `this`, and no event.
 */
function boundWithValue(value: string): string | undefined {
  return (
    /^this\.([A-Za-z_$][\w$]*)\.bind\(\s*this\s*,\s*[^\s)][^()]*(?:\([^()]*\)[^()]*)*\)$/.exec(value)?.[1] ??
    /^\(\s*\)\s*=>\s*this\.([A-Za-z_$][\w$]*)\(\s*[^\s)][^()]*(?:\([^()]*\)[^()]*)*\)$/.exec(value)?.[1]
  );
}

/** The block of the one definition of `name` in the file: `name(…) {`, `name: function (…) {`, `name = (…) => {`. */
export function definedOnce(name: string, text: string): string | undefined {
  const escaped = name.replace(/\$/g, '\\$');
  const definitions = [
    ...text.matchAll(
      new RegExp(
        `(?:^|[\\s,;{])${escaped}\\s*(?::\\s*function\\s*\\([^)]*\\)|=\\s*(?:\\([^)]*\\)|[A-Za-z_$][\\w$]*)\\s*=>|\\([^)]*\\))\\s*\\{`,
        'g',
      ),
    ),
  ].filter((match) => !/\b(?:if|for|while|switch|catch)\s*$/.test(text.slice(0, match.index + 1)));
  const [definition] = definitions;
  if (definitions.length !== 1 || !definition) return undefined;
  return blockAt(text, definition.index + definition[0].length - 1);
}

/** What a drag start, a hold-to-repeat or a focus guard does that a selection does not. */
const DRAG =
  /\b(?:client|page|screen|offset|movement)[XY]\b|getBoundingClientRect|addEventListener|setInterval|setTimeout|requestAnimationFrame|\bdrag/i;

/** An action: the component's state set, or a prop called. */
const ACTS = /\bsetState\s*\(|\bprops\.[\w$]+\s*\(/;

/** The handler a finding names: a click, or the double click or mouse-down read as one. */
export function clickKind(element: ElementNode): string {
  if (element.attributes.has('onclick')) return 'click';
  return isDoubleClickOnly(element) ? 'double-click' : 'mouse-down';
}
