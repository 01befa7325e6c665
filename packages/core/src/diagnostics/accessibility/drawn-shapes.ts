import type { ElementAttribute, ElementNode } from './element';
import { blockAt } from './handler-text';

/**
 * A drawn SVG shape (`<path>`, `<rect>`, `<image>`, …) or a `<canvas>` whose click runs a handler of its own
 * component: a graph's node or link given `onClick: this.handleOnClickNode` through a props object
 * (react-d3-graph@2.6.0 src/components/node/Node.jsx:83-89 with :132 and :149, link/Link.jsx:81-89 with :107, MIT),
 * or, in a function component, a handler it declares itself: `const handleBodyClick = useCallback(…)` spread as
 * `const bodyHandlers = { …, onClick: handleBodyClick }` onto each shape of a floor-plan editor
 * (neogestify-ui-components@3.10.2 src/components/VenueMapEditor/components/ElementNode.tsx:261, :314-320, :360,
 * MIT). It is read as a `<div>` would be, and so is its double click when it has no click: a double click is an
 * activation, not a drag, and shapes and canvases take no key by themselves (`<canvas onDoubleClick=
 * {onMouseSetTarget}>`, react-supergrid@1.0.10 src/SuperGrid.tsx:206-225, MIT; `<rect onDoubleClick={e =>
 * handleDeleteVertex(e, i)}>`, neogestify Artboard.tsx:324).
 *
 * Bare shapes whose click is handed straight through from the caller (`onClick={props.onClickState}`,
 * `onClick={onClickOverlay}`, `onClick={onSelect}`) stay unread: in the corpus they are overlays or map regions
 * judged at the caller (react-joyride@3.2.0 Overlay.tsx:143, react-usa-map@1.5.0 USAState.js:5).
 * @returns the click-type attribute so read, or undefined
 */
export function toOwnShapeClick(element: ElementNode, text: string): ElementAttribute | undefined {
  if (element.isComponent || !SHAPES.has(element.name)) return undefined;
  const click = element.attributes.get('onclick') ?? element.attributes.get('ondoubleclick');
  if (!click || click.value !== null) return undefined;
  const written = text.slice(click.start, click.end);
  const value = /^on(?:Double)?Click\s*=\s*\{([\s\S]*)\}$/.exec(written)?.[1]?.trim();
  const handler = value === undefined ? spreadHandler(written, text) : calledHandler(value);
  if (handler === undefined || !isOwnHandler(handler, text) || relaysNoOpDefault(handler, text))
    return undefined;
  return click;
}

/** Whether `toOwnShapeClick` read the element's double click (it has no click). */
export function isDoubleClickOnly(element: ElementNode): boolean {
  return !element.attributes.has('onclick') && element.attributes.has('ondoubleclick');
}

const SHAPES = new Set(['path', 'image', 'rect', 'circle', 'ellipse', 'polygon', 'polyline', 'canvas']);
/** `this.handleClick`: a member of the component's own class, not a prop or state read off it. */
const OWN_METHOD = /^this\.(?!props$|state$)[\w$]+$/;

/**
 * The handler a written value runs: `handleClick`, `this.handleClick`, or the one function an arrow calls
 * (`e => handleDeleteVertex(e, i)`, `() => { this.select(id) }`).
 */
function calledHandler(value: string): string | undefined {
  if (/^[\w$.]+$/.test(value)) return value;
  const body =
    /^(?:\(\s*[\w$]*\s*(?::[^)]*)?\)|[\w$]+)\s*=>\s*(?:\{\s*([^{};]*?);?\s*\}|([^{][\s\S]*))$/.exec(value);
  const call = (body?.[1] ?? body?.[2])?.trim();
  return call ? /^([\w$.]+)\s*\([^()]*\)$/.exec(call)?.[1] : undefined;
}

/**
 * A member of the component's own class, or a function declared once in the file by name (`function select()`,
 * `const select = (…) => …`, `const select = useCallback(…)`): not a prop, which would come by destructuring.
 */
function isOwnHandler(handler: string, text: string): boolean {
  if (OWN_METHOD.test(handler)) return true;
  if (!/^[\w$]+$/.test(handler)) return false;
  const name = handler.replace(/\$/g, '\\$');
  const declared = new RegExp(
    `\\bfunction\\s+${name}\\s*\\(|\\b(?:const|let|var)\\s+${name}\\s*(?::[^=]+)?=\\s*(?:(?:React\\.)?useCallback\\s*\\(|(?:async\\s+)?(?:function\\b|\\([^()]*\\)\\s*(?::[^=]+)?=>|[\\w$]+\\s*=>))`,
    'g',
  );
  const declarations = text.match(declared) ?? [];
  const named = text.match(new RegExp(`\\b(?:const|let|var|function)\\s+${name}\\b`, 'g')) ?? [];
  return declarations.length === 1 && named.length === 1;
}

/** `{...nodeProps}` with `const nodeProps = { …, onClick: this.handleOnClickNode, … }` written once in the file. */
function spreadHandler(written: string, text: string): string | undefined {
  const name = /^\{\s*\.\.\.\s*([\w$]+)\s*\}$/.exec(written)?.[1];
  if (!name) return undefined;
  const escaped = name.replace(/\$/g, '\\$');
  const declarations = [...text.matchAll(new RegExp(`\\b(?:const|let|var)\\s+${escaped}\\s*=\\s*\\{`, 'g'))];
  const [declaration] = declarations;
  if (declarations.length !== 1 || !declaration) return undefined;
  const body = blockAt(text, declaration.index + declaration[0].length - 1);
  if (!body) return undefined;
  const handlers = [...body.matchAll(/(?:^|[{,\s])on(?:Double)?Click\s*:\s*([\w$.]+)\s*[,}\n]/g)];
  return handlers.length === 1 ? handlers[0]?.[1] : undefined;
}

/**
 * An own handler that only calls a prop whose visible default does nothing: `clickHandler = (state) => {
 * this.props.onClick(state); }` with `defaultProps = { onClick: () => {}, … }` (react-usa-map@1.5.0
 * src/index.js:8-10 and :63, MIT: the DC circle). By default the click does nothing, as `onClick={onClick}` with
 * that default does nothing (handler-defaults.ts).
 */
function relaysNoOpDefault(handler: string, text: string): boolean {
  const name = (/^this\.([\w$]+)$/.exec(handler)?.[1] ?? handler).replace(/\$/g, '\\$');
  const call = '(?:this\\.)?(?:props\\.)?([\\w$]+)\\s*(?:\\?\\.\\s*)?\\([^()]*\\)';
  const relay = new RegExp(
    `\\b${name}\\s*=\\s*(?:(?:React\\.)?useCallback\\s*\\(\\s*)?\\([^()]*\\)\\s*=>\\s*(?:\\{\\s*${call}\\s*;?\\s*\\}|${call}\\s*[;,)\\n])`,
  ).exec(text);
  const prop = (relay?.[1] ?? relay?.[2])?.replace(/\$/g, '\\$');
  if (!prop) return false;
  return new RegExp(
    `\\b${prop}\\s*[:=]\\s*(?:\\([^()]*\\)\\s*=>\\s*(?:\\{\\s*\\}|null|undefined)|(?:_\\.)?noop)\\s*[,}\\n]`,
    'i',
  ).test(text);
}
