import type { ElementNode } from './element';
import { blockAt } from './handler-text';

/**
 * A drawn SVG shape (`<path>`, `<image>`) whose click runs a method of its own component: a graph's node or link
 * given `onClick: this.handleOnClickNode` through a props object (react-d3-graph@2.6.0 src/components/node/
 * Node.jsx:83-89 with :132 and :149, link/Link.jsx:81-89 with :107, MIT). It is read as a `<div>` would be.
 *
 * Bare shapes whose click is handed straight through from the caller (`onClick={props.onClickState}`,
 * `onClick={onClickOverlay}`) stay unread: in the corpus they are overlays or map regions judged at the caller
 * (react-joyride@3.2.0 Overlay.tsx:143, react-usa-map@1.5.0 USAState.js:5).
 */
export function isOwnShapeClick(element: ElementNode, text: string): boolean {
  if (element.isComponent || !SHAPES.has(element.name)) return false;
  const click = element.attributes.get('onclick');
  if (!click || click.value !== null) return false;
  const written = text.slice(click.start, click.end);
  const direct = /^onClick\s*=\s*\{\s*([\w$.]+)\s*\}$/.exec(written)?.[1];
  const handler = direct ?? spreadHandler(written, text);
  return handler !== undefined && OWN_METHOD.test(handler);
}

const SHAPES = new Set(['path', 'image']);
/** `this.handleClick`: a member of the component's own class, not a prop or state read off it. */
const OWN_METHOD = /^this\.(?!props$|state$)[\w$]+$/;

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
  const handlers = [...body.matchAll(/(?:^|[{,\s])onClick\s*:\s*([\w$.]+)\s*[,}\n]/g)];
  return handlers.length === 1 ? handlers[0]?.[1] : undefined;
}
