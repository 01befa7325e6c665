/**
 * A control whose click first stops the event (`onClick={(e) => { e.stopPropagation(); … }}`, or a handler of the
 * file that does so before anything else): its click, and so its keyboard activation, never reaches a clickable
 * element around it. It does its own action (duplicate, delete, drag), not the row's: the row's click has no
 * keyboard path through it (everbee-landing-page-builder@1.3.19 src/components/CustomComponents/FormFieldsList.jsx:224,
 * MIT: a form-field row holding three icon buttons that each stop the event first).
 */

import type { ElementNode } from './element';

const NAME = '[A-Za-z_$][\\w$]*';
/** `{(e) => { e.stopPropagation(); …}}`, `{e => e.stopPropagation()}`: stops first, inline. */
const STOPS_INLINE = new RegExp(
  `^\\{\\s*(?:async\\s*)?\\(?\\s*(${NAME})\\s*(?::[^)=]*)?\\)?\\s*=>\\s*\\{?\\s*\\1\\.stopPropagation\\(\\s*\\)`,
);
/** `{(e) => handleDelete(e, comp)}`: hands the event on as the first argument. */
const FORWARDS = new RegExp(
  `^\\{\\s*\\(?\\s*(${NAME})\\s*(?::[^)=]*)?\\)?\\s*=>\\s*(?:this\\.)?(${NAME})\\(\\s*\\1\\s*[,)]\\s*[^]*\\}$`,
);
/** `{handleDelete}`, `{this.handleDelete}`: the handler itself. */
const NAMED = new RegExp(`^\\{\\s*(?:this\\.)?(${NAME})\\s*\\}$`);

/** Words before `(` that are not calls of a handler. */
const NOT_CALLEES = new Set([
  'stopPropagation',
  'preventDefault',
  'function',
  'if',
  'for',
  'while',
  'switch',
  'return',
  'catch',
]);
/** Handlers by which a control may act without its click (a checkbox's change, a key): it may do the card's action. */
const OTHER_ACTIONS = /^on(change|checkedchange|input|select|keydown|keyup|keypress|submit)$/;

/**
 * A button or link (native, or a component named so: `<IconButton>`, `<NavLink>`) whose click stops the event
 * first and which writes no other handler it could act by. Checkboxes, switches and fields act through their
 * change, which a stopped click does not stop: they are not read here.
 */
export function isStoppedButton(
  element: ElementNode,
  text: string,
  card: { start: number; end: number },
): boolean {
  const buttonLike = element.isComponent
    ? /(Button|Link)$/.test(element.name)
    : element.name === 'button' || element.name === 'a';
  const click = element.attributes.get('onclick');
  if (!buttonLike || !click) return false;
  if ([...element.attributes.keys()].some((name) => OTHER_ACTIONS.test(name))) return false;
  const action = stoppingAction(click, text);
  if (action === undefined) return false;
  // `onClick={(e) => { e.stopPropagation(); onSelect(item); }}` inside a card whose click is `onSelect(item)`: the
  // button does the card's action, so it is the card's keyboard path after all.
  return ![...toCallees(written(card, text))].some((callee) =>
    new RegExp(`(?<![\\w$])${callee.replace(/\$/g, '\\$')}(?![\\w$])`).test(action),
  );
}

/** The attribute's expression as written: `onClick={(e) => go(e)}` → `{(e) => go(e)}`. */
function written(attribute: { start: number; end: number }, text: string): string {
  return text
    .slice(attribute.start, attribute.end)
    .replace(/^[^=]*=\s*/, '')
    .trim();
}

/** The names a handler calls or is (`() => handleSelect(comp)` → handleSelect; `{onClick}` → onClick). */
function toCallees(handler: string): Set<string> {
  const names = new Set<string>();
  const bare = NAMED.exec(handler)?.[1];
  if (bare) names.add(bare);
  for (const match of handler.matchAll(new RegExp(`(${NAME})\\s*\\(`, 'g'))) {
    const name = match[1] as string;
    if (!NOT_CALLEES.has(name)) names.add(name);
  }
  return names;
}
/**
 * The text of what the click attribute at `click` does, when it stops the event before anything else (inline, or
 * in the file's one declaration of the handler it names or hands the event to); `undefined` otherwise.
 */
function stoppingAction(click: { start: number; end: number }, text: string): string | undefined {
  const handler = written(click, text);
  if (STOPS_INLINE.test(handler)) return handler;
  const name = FORWARDS.exec(handler)?.[2] ?? NAMED.exec(handler)?.[1];
  const body = name === undefined ? undefined : declaredStoppingFirst(name, text);
  return body === undefined ? undefined : `${handler} ${body}`;
}

/**
 * `const name = (e, …) => { e.stopPropagation(); …`, `function name(e, …) { e.stopPropagation(); …`, or a class
 * method `name(e, …) { e.stopPropagation(); …`: declared once in the file, stopping its first parameter first. Its
 * body, or `undefined`.
 */
function declaredStoppingFirst(written: string, text: string): string | undefined {
  const name = written.replace(/\$/g, '\\$');
  const declarations = new RegExp(
    `(?:\\b(?:const|let|var)\\s+${name}\\s*=\\s*(?:async\\s*)?(?:function\\s*)?\\(|\\bfunction\\s+${name}\\s*\\(|^\\s*(?:async\\s+)?${name}\\s*\\()\\s*(${NAME})?[^)]*\\)\\s*(?:=>)?\\s*\\{\\s*(?:(${NAME})\\.stopPropagation\\(\\s*\\))?`,
    'gm',
  );
  const found = [...text.matchAll(declarations)];
  if (found.length !== 1) return undefined;
  const [match, param, stopped] = found[0] as RegExpMatchArray;
  if (param === undefined || param !== stopped) return undefined;
  const open = (found[0]?.index ?? 0) + match.lastIndexOf('{');
  return text.slice(open, closingBrace(text, open) + 1);
}

/** The offset of the brace closing the one at `open` (strings and comments are not skipped: a bound, not a parse). */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length - 1;
}
