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
