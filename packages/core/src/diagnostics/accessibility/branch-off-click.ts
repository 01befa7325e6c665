import type { ElementNode } from './element';
import { blockAt, clickBody } from './handler-text';

/**
 * A click whose one action runs only under a comparison the branch rendering the element makes false: `const
 * handleOnClick = (e) => { e.preventDefault(); !disabled && mode === 'inline' && setMenuOpen(!menuOpen); };` on the
 * popup sub-menu's title, rendered in the `else` of `if (mode === 'inline') { … }` (tiny-ui@0.0.95
 * components/menu/sub-menu.tsx:48-51 and :111-147, MIT). Where the element is shown the handler does nothing a key
 * would (the popup opens on mouse enter): no click. Read from the file's text: every statement of the handler
 * (inline or defined in the file) is the event's own `preventDefault()` / `stopPropagation()` or an `&&` chain one of
 * whose operands is `name === 'literal'` (or `!==`); and the element's tree sits in the `else { … }` of the nearest
 * `if (name === 'literal') {` written before it (or in the `{ … }` of `if (name !== 'literal')`). Anything else is
 * judged as before.
 */
export function actsOnlyInOtherBranch(
  element: ElementNode,
  ancestors: readonly ElementNode[],
  text: string,
): boolean {
  const body = clickBody(element, text);
  if (!body) return false;
  const statements = body
    .slice(1, -1)
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
  let test: { name: string; operator: string; literal: string } | undefined;
  for (const statement of statements) {
    if (/^[\w$]+\.(?:preventDefault|stopPropagation)\(\)$/.test(statement)) continue;
    if (/[;{}]|\|\||\?/.test(statement)) return false;
    const compared = CHAIN_TEST.exec(statement);
    if (!compared || test) return false;
    test = { name: compared[1] ?? '', operator: compared[2] ?? '', literal: compared[3] ?? '' };
  }
  if (!test) return false;
  const root = ancestors[0] ?? element;
  const escaped = test.name.replace(/\$/g, '\\$');
  const ifs = [
    ...text
      .slice(0, root.start)
      .matchAll(new RegExp(`\\bif\\s*\\(\\s*${escaped}\\s*(===|!==)\\s*(${LITERAL})\\s*\\)\\s*\\{`, 'g')),
  ];
  const last = ifs[ifs.length - 1];
  if (!last || last[2] !== test.literal) return false;
  const consequent = blockAt(text, last.index + last[0].length - 1);
  if (!consequent) return false;
  const consequentEnd = last.index + last[0].length - 1 + consequent.length;
  const sameOperator = last[1] === test.operator;
  if (!sameOperator) return root.start < consequentEnd;
  const other = /^\s*else\s*\{/.exec(text.slice(consequentEnd, consequentEnd + 40));
  if (!other) return false;
  const alternate = blockAt(text, consequentEnd + other[0].length - 1);
  return (
    alternate !== undefined &&
    root.start > consequentEnd &&
    root.start < consequentEnd + other[0].length - 1 + alternate.length
  );
}

const LITERAL = `'[^'\\n]*'|"[^"\\n]*"`;

/** `!disabled && mode === 'inline' && setMenuOpen(!menuOpen)`: an `&&` chain holding one comparison with a literal. */
const CHAIN_TEST = new RegExp(
  `^(?:[^&]+&&\\s*)*?([A-Za-z_$][\\w$]*)\\s*(===|!==)\\s*(${LITERAL})\\s*&&[^&]+(?:&&[^&]+)*$`,
);
