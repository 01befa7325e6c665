import { type AstNode, isAstNode, walk } from '../ast';
import { isPropsObject } from './default-props';
import type { FileBindings } from './file-bindings';
import type { CallerLookup, HandedValue } from './handed-types';
import { calleeText, WRAPPERS } from './imported-components';
import { unwrap } from './jsx-names';

/** What one caller hands a prop: a value it writes, or nothing (`absent`, the prop is `undefined`). */
export type PassedValue = HandedValue | { kind: 'absent' };

/**
 * What every JSX caller in another module hands the prop `expression` reads (`ctrlClick` destructured from the
 * component's props, `props.x`, `this.props.x`), inside the top-level component declared at `offset`. A
 * component that no module re-exports is rendered only by its package (the scanner passes no callers for a
 * re-exported one), so these callers are all it has, as a local component is judged by its file's callers
 * (caller-counter.ts). `undefined` when the read is not a prop, the component is used in its own file or as a
 * value anywhere (`renderer={X}`), a caller spreads props, or no caller is known; `wanted()` is called when
 * the answer needs callers the checker was not given (the scanner then checks the file again with them).
 * @example passedValues(program, ctrlClickNode, at, callers, bindings) // [{ kind: 'inert-click', … }]
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
  const exported = exportNamesOf(program, component.name);
  if (exported.length === 0 || isUsedInItsFile(program, component.name)) return undefined;
  if (!callers) {
    wanted();
    return undefined;
  }
  const elements = exported.flatMap((name) => callers(name) ?? []);
  if (elements.length === 0 || elements.some((element) => element.spread)) return undefined;
  return elements.map((element) => element.props.get(prop) ?? { kind: 'absent' });
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

/** The key of the component's props a read names: `{ ctrlClick }` → ctrlClick; `props.x`, `this.props.x` → x. */
function toPropKey(read: AstNode, fn: AstNode, bindings: () => FileBindings): string | undefined {
  if (read.type === 'MemberExpression' && !read.computed && isPropsObject(read.object as AstNode)) {
    return String((read.property as AstNode).name);
  }
  if (read.type !== 'Identifier' || fn.type === 'ClassDeclaration') return undefined;
  const name = String(read.name);
  const file = bindings();
  // Bound once (so this is that binding), never changed, with no default of its own.
  if (file.counts.get(name) !== 1 || file.changed.has(name) || file.values.has(name)) return undefined;
  const first = ((fn.params as AstNode[] | undefined) ?? [])[0];
  if (first?.type !== 'ObjectPattern') return undefined;
  for (const property of first.properties as AstNode[]) {
    const key = property.key as AstNode | undefined;
    const value = property.value as AstNode | undefined;
    if (property.type !== 'Property' || property.computed || !key) continue;
    if (value?.type === 'Identifier' && value.name === name) return String(key.name ?? key.value);
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

/**
 * The file renders the component itself, or hands it on as a value (`{ Component: X }`): callers the index
 * of other modules does not hold. Its declaration, exports and static members (`X.propTypes = …`) do not count.
 */
function isUsedInItsFile(program: AstNode, local: string): boolean {
  if (local === '') return false;
  let used = false;
  walk(program, (node, ancestors) => {
    if (used || (node.type !== 'Identifier' && node.type !== 'JSXIdentifier') || node.name !== local) {
      return used ? false : undefined;
    }
    const parent = ancestors[ancestors.length - 1];
    const grand = ancestors[ancestors.length - 2];
    const declares =
      parent &&
      (['VariableDeclarator', 'FunctionDeclaration', 'ClassDeclaration'].includes(parent.type)
        ? parent.id === node
        : ['ExportSpecifier', 'ExportDefaultDeclaration'].includes(parent.type));
    const member =
      parent?.type === 'MemberExpression' &&
      parent.object === node &&
      grand?.type === 'AssignmentExpression' &&
      grand.left === parent;
    if (!declares && !member && !parent?.type.startsWith('TS')) used = true;
    return undefined;
  });
  return used;
}
