import { type AstNode, declarationOf, isAstNode } from '../ast';
import { isPropsObject } from './default-props';
import type { FileBindings } from './file-bindings';
import { findOwnCallers, toDefaultValue } from './handed-props';
import type { CallerLookup, HandedValue } from './handed-types';
import { calleeText, WRAPPERS } from './imported-components';
import { unwrap } from './jsx-names';

/** What one caller hands a prop: a value it writes, or nothing (`absent`, the prop is `undefined`). */
export type PassedValue = HandedValue | { kind: 'absent' };

/**
 * What every JSX caller hands the prop `expression` reads (`ctrlClick` destructured from the component's props,
 * `props.x`, `this.props.x`), inside the top-level component declared at `offset` — the callers in other modules
 * and those in its own file, by its name or a name it is wrapped into (`forwardRef(Core)`); a prop a caller does
 * not write takes the component's own default (`tabIndex = 0`). An exported component that no module re-exports
 * is rendered only by its package (the scanner passes no callers for a re-exported one), so these callers are all
 * it has, as a local component is judged by its file's callers (caller-counter.ts). `undefined` when the read is
 * not a prop, the component is not exported or is used as a value (`renderer={X}`), a caller spreads props, or
 * no caller is known; `wanted()` is called when the answer needs callers the checker was not given (the scanner
 * then checks the file again with them).
 * @example passedValues(program, ctrlClickNode, at, callers, bindings, wanted) // [{ kind: 'inert-click', … }]
 */
export function passedValues(
  program: AstNode,
  expression: AstNode,
  offset: number,
  callers: CallerLookup | undefined,
  bindings: () => FileBindings,
  wanted: () => void,
): PassedValue[] | undefined {
  const component = componentAt(program, offset);
  if (!component) return undefined;
  const prop = toPropKey(unwrap(expression), component.fn, bindings);
  if (!prop) return undefined;
  const names = new Set([component.name, ...wrappedNames(program, component.name)]);
  const exported = [...names].flatMap((name) => exportNamesOf(program, name));
  const own = findOwnCallers(program, names);
  if (!own || exported.length === 0) return undefined;
  if (!callers) {
    wanted();
    return undefined;
  }
  const elements = [...own, ...exported.flatMap((name) => callers(name) ?? [])];
  // `<Point {...props} rectProps={rectProps} />` (@uiw/react-color-github@2.10.3 src/index.tsx:179, MIT): a prop
  // written after the spread is the caller's own value whatever the spread holds.
  if (elements.length === 0 || elements.some((element) => element.spread && !element.props.has(prop.key)))
    return undefined;
  const absent: PassedValue = toDefaultValue(prop.fallback, bindings()) ?? { kind: 'absent' };
  return elements.map((element) => element.props.get(prop.key) ?? absent);
}

/**
 * Whether the top-level component declared at `offset` has no caller known anywhere: none in its own file (by its
 * name or a wrapping of it, as an element or as a value) and none among the modules the checker was given for its
 * exports. Then its visible defaults are what it renders with; a caller (`<TruePanel onItemClick={…} />` through
 * `panelMap = { NORMAL: Panel }`, saltui@4.13.1 src/ActionSheet/ActionSheet.jsx:47 and :62, MIT) may replace them.
 * `false` when the callers were not given (`wanted()` is called) or the component is not found.
 */
export function hasNoCallers(
  program: AstNode,
  offset: number,
  callers: CallerLookup | undefined,
  wanted: () => void,
): boolean {
  const component = componentAt(program, offset);
  if (!component?.name) return false;
  const names = new Set([component.name, ...wrappedNames(program, component.name)]);
  const own = findOwnCallers(program, names);
  if (!own || own.length > 0) return false;
  const exported = [...names].flatMap((name) => exportNamesOf(program, name));
  if (exported.length === 0) return true;
  if (!callers) {
    wanted();
    return false;
  }
  return exported.every((name) => (callers(name) ?? []).length === 0);
}

/** `const SearchInput = React.forwardRef(SearchInputCore)`: the names a top-level wrapping gives `local`. */
function wrappedNames(program: AstNode, local: string): string[] {
  const names: string[] = [];
  for (const statement of (program.body as AstNode[] | undefined) ?? []) {
    const declaration = declarationOf(statement);
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as AstNode[]) {
      const init = declarator.init ? unwrap(declarator.init as AstNode) : undefined;
      const id = declarator.id as AstNode;
      if (init?.type !== 'CallExpression' || id.type !== 'Identifier') continue;
      const first = ((init.arguments as AstNode[]) ?? [])[0];
      if (
        WRAPPERS.test(calleeText(init.callee as AstNode)) &&
        first?.type === 'Identifier' &&
        first.name === local
      )
        names.push(String(id.name));
    }
  }
  return names;
}

/** The top-level component whose declaration holds `offset`: its name and the function that renders it. */
function componentAt(program: AstNode, offset: number): { name: string; fn: AstNode } | undefined {
  const statement = ((program.body as AstNode[] | undefined) ?? []).find(
    (node) => node.start <= offset && offset < node.end,
  );
  if (!statement) return undefined;
  const declaration =
    statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
      ? (statement.declaration as AstNode | null)
      : statement;
  if (!declaration) return undefined;
  const id = declaration.id as AstNode | null | undefined;
  if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
    if (id) return { name: String(id.name), fn: declaration };
    return statement.type === 'ExportDefaultDeclaration' ? { name: '', fn: declaration } : undefined;
  }
  if (declaration.type !== 'VariableDeclaration') return undefined;
  const declarators = declaration.declarations as AstNode[];
  const only = declarators.length === 1 ? declarators[0] : undefined;
  const name = only && (only.id as AstNode);
  if (name?.type !== 'Identifier' || !isAstNode(only?.init)) return undefined;
  let fn = unwrap(only.init);
  // `React.forwardRef((props, ref) => …)`, `memo(function X(props) {…})`
  while (fn.type === 'CallExpression' && WRAPPERS.test(calleeText(fn.callee as AstNode))) {
    const first = ((fn.arguments as AstNode[]) ?? [])[0];
    if (!first) return undefined;
    fn = unwrap(first);
  }
  return { name: String(name.name), fn };
}

/**
 * The key of the component's props a read names, with its own default: `{ ctrlClick }` → ctrlClick; `{ tabIndex
 * = 0 }` → tabIndex, default 0; `props.x`, `this.props.x` → x.
 */
function toPropKey(
  read: AstNode,
  fn: AstNode,
  bindings: () => FileBindings,
): { key: string; fallback?: AstNode } | undefined {
  if (read.type === 'MemberExpression' && !read.computed && isPropsObject(read.object as AstNode)) {
    return { key: String((read.property as AstNode).name) };
  }
  if (read.type !== 'Identifier' || fn.type === 'ClassDeclaration') return undefined;
  const name = String(read.name);
  const file = bindings();
  // Bound once (so this is that binding), never changed; a default of its own is what an absent prop gives.
  if (file.counts.get(name) !== 1 || file.changed.has(name)) return undefined;
  const bound = file.values.get(name);
  if (bound && bound.kind !== 'default') return undefined;
  const first = ((fn.params as AstNode[] | undefined) ?? [])[0];
  if (first?.type !== 'ObjectPattern') return undefined;
  for (const property of first.properties as AstNode[]) {
    const key = property.key as AstNode | undefined;
    const value = property.value as AstNode | undefined;
    if (property.type !== 'Property' || property.computed || !key) continue;
    const local = value?.type === 'AssignmentPattern' ? (value.left as AstNode) : value;
    if (local?.type === 'Identifier' && local.name === name) {
      return { key: String(key.name ?? key.value), ...(bound && { fallback: bound.value }) };
    }
  }
  return undefined;
}

/** `export default X`, `export const X`, `export { X as Y }`: the names other modules import `local` by. */
function exportNamesOf(program: AstNode, local: string): string[] {
  const names: string[] = [];
  for (const statement of (program.body as AstNode[] | undefined) ?? []) {
    if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration as AstNode;
      const inner = declaration.type === 'Identifier' ? declaration : (declaration.id as AstNode | null);
      if (local === '' ? !inner : inner?.name === local) names.push('default');
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.source) {
      const declaration = statement.declaration as AstNode | null;
      const declared =
        declaration?.type === 'VariableDeclaration'
          ? (declaration.declarations as AstNode[]).map((each) => (each.id as AstNode).name)
          : [(declaration?.id as AstNode | null | undefined)?.name];
      if (local !== '' && declared.includes(local)) names.push(local);
      for (const specifier of (statement.specifiers as AstNode[]) ?? []) {
        const from = specifier.local as AstNode;
        const to = specifier.exported as AstNode;
        if ((from.name ?? from.value) === local) names.push(String(to.name ?? to.value));
      }
    }
  }
  return names;
}
