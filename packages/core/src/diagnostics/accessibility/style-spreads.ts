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
  if (isDataAttributesCall(call, String(callee.name))) return [];
  return toStyleCallNames(program).includes(String(callee.name)) ? [] : undefined;
}

/**
 * `{...getDataAttributes('DropdownItem')}`: a helper named for what it returns, the `data-*` test hooks of a
 * component part, handed nothing but the part's name (@gilbarbara/components@0.15.5
 * src/components/Dropdown/Items.tsx:230, MIT: the option's click is otherwise plain). No rule reads a `data-*`
 * attribute. Any other argument (a props object, a variable) may be merged into the result: unread.
 */
function isDataAttributesCall(call: AstNode, name: string): boolean {
  const args = (call.arguments as AstNode[] | undefined) ?? [];
  return (
    name === 'getDataAttributes' &&
    args.length > 0 &&
    args.every((arg) => arg.type === 'Literal' && typeof arg.value === 'string')
  );
}
