import { type AstNode, declarationOf, isAstNode } from '../ast';
import { unwrap } from './inert-click';
import { isStyledModule } from './styled';

/**
 * A component of the project that hands its caller's callback to a native button, perhaps through another
 * module: a backdrop whose click makes the call that button's click makes offers nothing a keyboard user
 * misses (the set-8 rule, keyboard-reached.ts `collectButtonClicks`, across modules). es-components@10.7.0
 * src/components/containers/menu/Menu.js:62 (MIT): the backdrop's `onClick={this.closeMenu}` beside
 * `<MenuPanel onClose={this.closeMenu}>`, whose `<StyledDismissButton onClick={onClose} />` (MenuPanel.js:31)
 * is `styled(DismissButton)`, a styled `button` carrying its props (DismissButton.js:25). xerum@0.9.13
 * src/package/components/Modal/Modal.js:54 (MIT): `onClick={() => bgClose && onClose?.()}` beside the close
 * `<Button callback={() => onClose?.()} />` (Button.js: `<StyledButton onClick={handleClick} {...rest}>`).
 */

/** How an element a component renders reaches a native button. */
export type ButtonTarget =
  | { kind: 'button' }
  | { kind: 'relay'; props: readonly string[]; guarded: boolean }
  | { kind: 'import'; specifier: string; name: string };

/**
 * Attributes that, handed through a button's spread of the caller's props, could take the click or the button
 * away from the keyboard: another click, a key handler, `disabled`, a negative tabIndex, hiding, or another tag
 * (`as` on a styled component).
 */
const UNSAFE = new Set([
  'onClick',
  'onClickCapture',
  'onKeyDown',
  'onKeyUp',
  'onKeyPress',
  'disabled',
  'tabIndex',
  'aria-hidden',
  'hidden',
  'inert',
  'as',
  'forwardedAs',
]);

/**
 * Whether an element handing callbacks to a button that carries its props passes nothing that could change the
 * button: no spread, and none of the unsafe attributes but the callback props themselves.
 */
export function isPlainCaller(opening: AstNode, keyboardProps: readonly string[]): boolean {
  return toUnsafe(opening).every((key) => keyboardProps.includes(key));
}

/** The unsafe attributes an element writes (`...` for a spread, which may carry any). */
export function toUnsafe(opening: AstNode): string[] {
  const unsafe: string[] = [];
  for (const attribute of (opening.attributes as AstNode[]) ?? []) {
    if (attribute.type !== 'JSXAttribute') {
      unsafe.push('...');
      continue;
    }
    const name = attribute.name as AstNode;
    const key = name.type === 'JSXIdentifier' ? String(name.name) : '';
    if (UNSAFE.has(key)) unsafe.push(key);
  }
  return unsafe;
}

/**
 * How the elements a module's components render reach a button: a styled `button` of the module, a local
 * component calling props from one (its `keyboard-calls` shape), a component or styled component another
 * module exports (decided there), and `styled(X)` of such an import, which renders X with the same props.
 */
export function toButtonTargets(
  body: readonly AstNode[],
  imported: ReadonlyMap<string, { specifier: string; name: string }>,
  styled: ReadonlyMap<string, string>,
  localCalls: (name: string) => ButtonTarget | undefined,
): (written: string) => ButtonTarget | undefined {
  const wrapped = toStyledImports(body, imported);
  return (written) => {
    const tag = styled.get(written);
    if (tag !== undefined) return tag === 'button' ? { kind: 'button' } : undefined;
    const from = imported.get(wrapped.get(written) ?? written);
    if (from && from.name !== '*') return { kind: 'import', ...from };
    return localCalls(written);
  };
}

/** `const StyledDismissButton = styled(DismissButton)\`…\`` with `DismissButton` imported: name → import. */
function toStyledImports(
  body: readonly AstNode[],
  imported: ReadonlyMap<string, unknown>,
): Map<string, string> {
  const factories = new Set<string>();
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration') continue;
    if (!isStyledModule(String((statement.source as AstNode).value))) continue;
    for (const specifier of (statement.specifiers as AstNode[]) ?? []) {
      const imported = specifier.imported as AstNode | undefined;
      const name = imported ? String(imported.name ?? imported.value) : 'default';
      if (specifier.type !== 'ImportSpecifier' || name === 'styled' || name === 'default')
        factories.add(String((specifier.local as AstNode).name));
    }
  }
  const wrapped = new Map<string, string>();
  if (factories.size === 0) return wrapped;
  for (const statement of body) {
    const declaration = declarationOf(statement);
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      let init = isAstNode(declarator.init) ? unwrap(declarator.init) : undefined;
      if (init?.type === 'TaggedTemplateExpression') init = unwrap(init.tag as AstNode);
      else if (init?.type === 'CallExpression' && unwrap(init.callee as AstNode).type === 'CallExpression')
        init = unwrap(init.callee as AstNode);
      if (id.type !== 'Identifier' || init?.type !== 'CallExpression') continue;
      const callee = unwrap(init.callee as AstNode);
      const [target, ...rest] = (init.arguments as AstNode[]) ?? [];
      if (callee.type !== 'Identifier' || !factories.has(String(callee.name)) || rest.length > 0) continue;
      if (target?.type === 'Identifier' && imported.has(String(target.name)))
        wrapped.set(String(id.name), String(target.name));
    }
  }
  return wrapped;
}
