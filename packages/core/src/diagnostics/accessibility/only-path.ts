/** The range of an element's click attribute in the file's text. */
interface Span {
  start: number;
  end: number;
}

const CALLED = /(?<![.\w$])([A-Za-z_$][\w$]*)\s*\(/g;
const BARE = /^\{\s*([A-Za-z_$][\w$]*)\s*\}$/;
const NOT_NAMES = new Set(['function', 'if', 'return', 'typeof', 'void', 'new', 'await']);

/**
 * Whether the click of a hidden, textless element runs the one function the file declares for it and the file
 * reaches that function from no other place than such clicks: `<span aria-hidden className="info-icon"
 * onClick={() => handleDescriptionToggle(ticket.id)} />` where `const handleDescriptionToggle = (id) =>
 * setVisibleDescription(…)` is used nowhere else (tf-checkout-react@1.7.31 src/components/ticketsContainer/
 * TicketsSection.tsx:135 and :62, MIT). A hidden textless element is skipped as the mouse-only duplicate of
 * a control offered elsewhere; a function no other element, key handler or effect calls has no such original,
 * so the hidden element is the only way to the action. `clicks` are the click ranges of every hidden
 * textless element in the file (two info icons may share the toggle).
 * @example isOnlyPathTo(click, text, [click]) // true for TicketsSection.tsx:135
 */
export function isOnlyPathTo(click: Span, text: string, clicks: readonly Span[]): boolean {
  const handler = text
    .slice(click.start, click.end)
    .replace(/^[^=]*=/, '')
    .trim();
  const method = METHOD.exec(handler)?.[1];
  if (method) return isOnlyPathToMethod(method, text, clicks);
  const bare = BARE.exec(handler)?.[1];
  const called = bare ? [bare] : [...handler.matchAll(CALLED)].map((match) => match[1] as string);
  const names = new Set(called.filter((name) => !NOT_NAMES.has(name)));
  const [name] = names;
  if (names.size !== 1 || !name) return false;
  const escaped = name.replace(/\$/g, '\\$');
  const declarations = [...text.matchAll(new RegExp(`\\b(?:const|let|var|function)\\s+${escaped}\\b`, 'g'))];
  const declared = declarations[0];
  if (declarations.length !== 1 || declared === undefined) return false;
  const at = declared.index + declared[0].length - name.length;
  return [...text.matchAll(new RegExp(`(?<![.\\w$])${escaped}(?![\\w$])`, 'g'))].every(
    (use) => use.index === at || clicks.some((span) => span.start <= use.index && use.index < span.end),
  );
}

/** `{this.onBackdropClick}` or `{this.onBackdropClick.bind(this)}`: the method's name. */
const METHOD = /^\{\s*this\.([A-Za-z_$][\w$]*)(?:\.bind\(\s*this\s*\))?\s*\}$/;

/**
 * A class method written once (`onBackdropClick (e) {`, `close = () => {` at a line's start) whose name appears
 * nowhere else in the file than such clicks: the modal's presentational backdrop `<div role="presentation"
 * onClick={this.onBackdropClick.bind(this)}>` (@poool/junipero@1.6.0 src/Modal.js:60-64 and :116, MIT; set 22,
 * labelled click-without-keyboard: no Escape, and the close anchor is out of the tab order). A name also written in
 * a string (`bindAll(this, ['fMaskClick'])`) or read elsewhere is not the only path.
 */
function isOnlyPathToMethod(name: string, text: string, clicks: readonly Span[]): boolean {
  const escaped = name.replace(/\$/g, '\\$');
  const definitions = [
    ...text.matchAll(
      new RegExp(
        `(?:^|\\n)[ \\t]*(?:async\\s+)?${escaped}\\s*(?:\\([^)]*\\)\\s*\\{|=\\s*(?:\\([^)]*\\)|[\\w$]+)\\s*=>)`,
        'g',
      ),
    ),
  ];
  const [definition] = definitions;
  if (definitions.length !== 1 || definition === undefined) return false;
  const at = definition.index + definition[0].indexOf(name);
  return [...text.matchAll(new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`, 'g'))].every(
    (use) => use.index === at || clicks.some((span) => span.start <= use.index && use.index < span.end),
  );
}
