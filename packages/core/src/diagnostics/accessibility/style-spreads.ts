import type { AstNode } from '../ast';
import { unwrap } from './jsx-names';

/**
 * Style calls whose spread result is documented: glamor's `css(...)` returns a rule that spreads as one
 * `data-css-<hash>` attribute and nothing else (glamor README, "css(...rules)"), so `<input type="color"
 * {...css(styles.input)} />` carries no id, label or handler (apphouse@0.1.270 dist/components/ColorPickerButton.tsx:115).
 */
const STYLE_CALLS: readonly { module: string; name: string }[] = [{ module: 'glamor', name: 'css' }];

/** Each program's local names bound to a documented style call (most files import none: an empty list). */
const styleCallNames = new WeakMap<AstNode, readonly string[]>();

function toStyleCallNames(program: AstNode): readonly string[] {
  const cached = styleCallNames.get(program);
  if (cached) return cached;
  const names: string[] = [];
  for (const node of (program.body as AstNode[] | undefined) ?? []) {
    if (node.type !== 'ImportDeclaration' || node.importKind === 'type') continue;
    const module = String((node.source as AstNode).value);
    for (const specifier of (node.specifiers as AstNode[] | undefined) ?? []) {
      if (specifier.type !== 'ImportSpecifier') continue;
      const imported = specifier.imported as AstNode;
      const name = String(imported.name ?? imported.value);
      if (STYLE_CALLS.some((call) => call.module === module && call.name === name))
        names.push(String((specifier.local as AstNode).name));
    }
  }
  styleCallNames.set(program, names);
  return names;
}

/**
 * The attributes a spread of a documented style call can carry (none the rules read), or undefined for any
 * other spread. The callee must be the import itself: a local `css` of the file's own is another function.
 * @example styleSpreadCarries(parse("import { css } from 'glamor'; <i {...css(s)} />") …) // []
 */
export function styleSpreadCarries(
  argument: AstNode,
  program: AstNode | undefined,
): readonly string[] | undefined {
  const call = unwrap(argument);
  if (call.type !== 'CallExpression' || !program) return undefined;
  const callee = unwrap(call.callee as AstNode);
  if (callee.type !== 'Identifier') return undefined;
  return toStyleCallNames(program).includes(String(callee.name)) ? [] : undefined;
}
