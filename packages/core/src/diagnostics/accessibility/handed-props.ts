import { type AstNode, maySpellAny, walk } from '../ast';
import { isPropsObject, propDefault, toDefaultProps } from './default-props';
import { collectFileBindings, declaredOnce, type FileBindings, onlyValue } from './file-bindings';
import type { HandedProps, HandedValue } from './handed-types';
import { toNoOpDefault } from './handler-defaults';
import { RELATIVE } from './imported-components';
import { toInertClick } from './inert-click';
import { unwrap } from './jsx-names';

/**
 * The elements of a module that render relatively imported components, with what each hands every prop it
 * writes (react18-json-view@0.2.10 src/components/json-node.tsx:220, Apache-2.0: `<LongString ctrlClick=
 * {ctrlClick} />`, where `ctrlClick` is `editable ? (event) => { if (event.ctrlKey || event.metaKey) edit() }
 * : undefined`, a click that acts only with a modifier key held).
 * @example findHandedProps(program)[0] // { specifier: './long-string', name: 'default', spread: false, props }
 */
export function findHandedProps(program: AstNode, text?: string): HandedProps[] {
  const imported = toRelativeImports(program);
  if (imported.size === 0) return [];
  const found: HandedProps[] = [];
  const read = createElementReader(program);
  // Only a name or a tag spelling an imported name is read: a subtree whose text spells none is skipped.
  const may = text === undefined ? undefined : maySpellAny(text, imported.keys());
  // Names first, tags next: most nodes of a file are names, and a name or a tag is never a type or an import
  // (every type-only node is a `TS…` node), so each is decided by one test of its type.
  walk(program, (node) => {
    if (may && !may(node)) return false;
    const type = node.type;
    if (type === 'Identifier') {
      // `renderer={LongString}`, `Component: LongString`: rendered where the props it gets are not written here.
      const from = imported.get(String(node.name));
      if (from) found.push({ ...from, spread: true, props: new Map() });
      return undefined;
    }
    if (type === 'JSXOpeningElement') {
      const tag = node.name as AstNode;
      const from = tag.type === 'JSXIdentifier' ? imported.get(String(tag.name)) : undefined;
      if (from) found.push({ ...from, ...read(node) });
      return undefined;
    }
    return type === 'ImportDeclaration' || isTypeOnly(type) ? false : undefined;
  });
  return found;
}

/**
 * One caller's element values marked with its module, the place their relative specifiers are read from.
 * @example toCallerProps(props, 'src/Keyboard.js').props.get('value') // { kind: 'element', from: 'src/Keyboard.js', … }
 */
export function toCallerProps(props: HandedProps, from: string): HandedProps {
  const values = [...props.props].map(([key, value]): [string, HandedValue] => [
    key,
    value.kind === 'element' ? { ...value, from } : value,
  ]);
  return { ...props, props: new Map(values) };
}

/**
 * The elements of a module that render one of its own components, by any of `names` (its declared name and
 * the names it is wrapped into, `const SearchInput = React.forwardRef(SearchInputCore)`); `undefined` when the
 * module also uses it as a value (`{ Component: X }`), which renders it with props not written here. Its
 * declaration, the wrapping, exports and static members (`X.propTypes = …`) are no use.
 * @example findOwnCallers(program, new Set(['SearchInputCore', 'SearchInput'])) // [{ name: 'SearchInput', … }]
 */
export function findOwnCallers(program: AstNode, names: ReadonlySet<string>): HandedProps[] | undefined {
  const found: HandedProps[] = [];
  const read = createElementReader(program);
  let opaque = false;
  walk(program, (node, ancestors) => {
    if (opaque || node.type === 'ImportDeclaration' || isTypeOnly(node.type)) return false;
    if (node.type === 'JSXOpeningElement') {
      const tag = node.name as AstNode;
      if (tag.type === 'JSXIdentifier' && names.has(String(tag.name))) {
        found.push({ specifier: '.', name: String(tag.name), ...read(node) });
      }
      return undefined;
    }
    if (node.type !== 'Identifier' || !names.has(String(node.name))) return undefined;
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
    const wrapped =
      parent?.type === 'CallExpression' &&
      grand?.type === 'VariableDeclarator' &&
      names.has(String((grand.id as AstNode).name));
    if (!declares && !member && !wrapped) opaque = true;
    return undefined;
  });
  return opaque ? undefined : found;
}

/** What one element hands each prop it writes, and whether it spreads props. */
function createElementReader(
  program: AstNode,
): (opening: AstNode) => Omit<HandedProps, 'specifier' | 'name'> {
  let bindings: FileBindings | undefined;
  let defaults: ReturnType<typeof toDefaultProps> | undefined;
  let imported: Map<string, ImportedName> | undefined;
  return (opening) => {
    bindings ??= collectFileBindings(program);
    defaults ??= toDefaultProps(program);
    imported ??= toRelativeImports(program);
    const props = new Map<string, HandedValue>();
    let spread = false;
    for (const attribute of (opening.attributes as AstNode[]) ?? []) {
      if (attribute.type === 'JSXSpreadAttribute') {
        // What the spread brings overrides the props written before it; those written after it stay known.
        for (const key of props.keys()) props.set(key, { kind: 'unknown' });
        spread = true;
        continue;
      }
      const key = attribute.name as AstNode;
      if (key.type !== 'JSXIdentifier') continue;
      const value = attribute.value as AstNode | null;
      const element = toImportedElement(value, imported);
      props.set(String(key.name), element ?? toHandedValue(value, attribute.start, bindings, defaults));
    }
    return { spread, props };
  };
}

/**
 * What a component's own default gives a prop no caller writes (`tabIndex = 0`, `attributes = {}`, `onClick =
 * () => {}`), read as a caller's value would be; `undefined` for no default.
 */
export function toDefaultValue(value: AstNode | undefined, bindings: FileBindings): HandedValue | undefined {
  if (!value) return undefined;
  const literal = toLiteral(unwrap(value));
  if (literal !== undefined) return { kind: 'literal', value: literal };
  const inner = unwrap(value);
  if (inner.type === 'ObjectExpression' && (inner.properties as AstNode[]).length === 0) {
    return { kind: 'empty-object' };
  }
  const noOp = toNoOpDefault({ value, kind: 'default' }, bindings);
  return noOp
    ? { kind: 'inert-click', why: 'its callers hand it no click that acts (see caller-props.ts)' }
    : { kind: 'unknown' };
}

interface ImportedName {
  specifier: string;
  name: string;
}

/**
 * `value={<ShiftIcon />}` (react-screen-keyboard@1.4.1 src/Keyboard.js:141, MIT: `import ShiftIcon from
 * './icons/ShiftIcon'`): an element of a relatively imported component with no child, no spread and no attribute
 * that may name it (a label, title, alt, name or text), handed as a prop's value.
 */
function toImportedElement(
  value: AstNode | null,
  imported: ReadonlyMap<string, ImportedName>,
): HandedValue | undefined {
  const element = value?.type === 'JSXExpressionContainer' ? unwrap(value.expression as AstNode) : value;
  if (element?.type !== 'JSXElement' || ((element.children as AstNode[]) ?? []).length > 0) return undefined;
  const opening = element.openingElement as AstNode;
  const tag = opening.name as AstNode;
  const from = tag.type === 'JSXIdentifier' ? imported.get(String(tag.name)) : undefined;
  if (!from) return undefined;
  const quiet = ((opening.attributes as AstNode[]) ?? []).every(
    (attribute) =>
      attribute.type === 'JSXAttribute' &&
      !/label|title|alt|name|text|children/i.test(String((attribute.name as AstNode).name)),
  );
  return quiet ? { kind: 'element', ...from } : undefined;
}

/**
 * TypeScript-only subtrees other than the casts around a value (`X as T`, `X!`), by node type; every type of
 * `TYPE_ONLY` of jsx-names.ts (annotations, interfaces, aliases) is one of them.
 */
function isTypeOnly(type: string): boolean {
  return (
    type.startsWith('TS') &&
    type !== 'TSAsExpression' &&
    type !== 'TSNonNullExpression' &&
    type !== 'TSSatisfiesExpression'
  );
}

/** `import X from './x'` → X: default; `import { Y as Z } from './y'` → Z: Y. Namespace imports are skipped. */
function toRelativeImports(program: AstNode): Map<string, ImportedName> {
  const imported = new Map<string, ImportedName>();
  for (const statement of (program.body as AstNode[] | undefined) ?? []) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const specifier = String((statement.source as AstNode).value);
    if (!RELATIVE.test(specifier)) continue;
    for (const each of (statement.specifiers as AstNode[]) ?? []) {
      const local = String((each.local as AstNode).name);
      if (each.type === 'ImportDefaultSpecifier') imported.set(local, { specifier, name: 'default' });
      else if (each.type === 'ImportSpecifier') {
        const name = each.imported as AstNode;
        imported.set(local, { specifier, name: String(name.name ?? name.value) });
      }
    }
  }
  return imported;
}

function toHandedValue(
  value: AstNode | null,
  at: number,
  bindings: FileBindings,
  defaults: ReturnType<typeof toDefaultProps>,
): HandedValue {
  if (value === null) return { kind: 'literal', value: 'true' };
  const literal = toLiteral(value);
  if (literal !== undefined) return { kind: 'literal', value: literal };
  if (value.type !== 'JSXExpressionContainer') return { kind: 'unknown' };
  const expression = unwrap(value.expression as AstNode);
  const fallback = toFallbackLiteral(expression, at, bindings, defaults);
  if (fallback !== undefined) return { kind: 'literal', value: fallback };
  if (expression.type === 'Identifier' && isEmptyObject(String(expression.name), bindings)) {
    return { kind: 'empty-object' };
  }
  const why = toInertClick(
    expression,
    (name) => {
      const bound = onlyValue(bindings, name);
      if (bound?.kind === 'init') return bound.value;
      return toNoOpDefault(bound, bindings);
    },
    (name) => declaredOnce(bindings, name),
  );
  return why ? { kind: 'inert-click', why } : { kind: 'unknown' };
}

/** `"x"`, `{1}`, `{-1}`, `{'x'}`: a static string or number. */
function toLiteral(node: AstNode): string | undefined {
  const inner = node.type === 'JSXExpressionContainer' ? unwrap(node.expression as AstNode) : node;
  if (inner.type === 'Literal' && (typeof inner.value === 'string' || typeof inner.value === 'number')) {
    return String(inner.value);
  }
  const argument = inner.argument as AstNode | undefined;
  if (inner.type === 'UnaryExpression' && inner.operator === '-' && typeof argument?.value === 'number') {
    return String(-argument.value);
  }
  return undefined;
}

/**
 * `this.props.tabIndex !== undefined ? this.props.tabIndex : 1` (react-leaflet-search@2.0.1
 * src/search-control.tsx:291, MIT; `… ? this.props.tabIndex + 1 : 2` at :223), or `tabIndex ?? 1`: something
 * made of the caller's own prop if its user gives one, else a literal. The prop has no visible default in the
 * caller, so by default the literal is what is handed on.
 */
function toFallbackLiteral(
  expression: AstNode,
  at: number,
  bindings: FileBindings,
  defaults: ReturnType<typeof toDefaultProps>,
): string | undefined {
  let read: AstNode | undefined;
  let fallback: AstNode | undefined;
  if (expression.type === 'LogicalExpression' && expression.operator === '??') {
    read = unwrap(expression.left as AstNode);
    fallback = expression.right as AstNode;
  } else if (expression.type === 'ConditionalExpression') {
    const test = unwrap(expression.test as AstNode);
    const tested = test.type === 'BinaryExpression' ? toTestedForAbsence(test) : undefined;
    if (!tested) return undefined;
    read = tested.read;
    fallback = (tested.whenGiven ? expression.alternate : expression.consequent) as AstNode;
  }
  if (!read || !fallback || !isPropWithoutDefault(read, at, bindings, defaults)) return undefined;
  return toLiteral(unwrap(fallback));
}

/** `x !== undefined`, `x != null`, `undefined === x` …: the read tested, and whether the test holds when given. */
function toTestedForAbsence(test: AstNode): { read: AstNode; whenGiven: boolean } | undefined {
  const left = unwrap(test.left as AstNode);
  const right = unwrap(test.right as AstNode);
  const isAbsent = (node: AstNode) =>
    (node.type === 'Identifier' && node.name === 'undefined') ||
    (node.type === 'Literal' && node.value === null && !('regex' in node));
  const read = isAbsent(right) ? left : isAbsent(left) ? right : undefined;
  if (!read) return undefined;
  const operator = String(test.operator);
  if (operator === '!==' || operator === '!=') return { read, whenGiven: true };
  if (operator === '===' || operator === '==') return { read, whenGiven: false };
  return undefined;
}

/** A prop read (`this.props.x`, `props.x`, or a name only destructured) with no visible default. */
function isPropWithoutDefault(
  read: AstNode,
  at: number,
  bindings: FileBindings,
  defaults: ReturnType<typeof toDefaultProps>,
): boolean {
  if (read.type === 'Identifier') {
    const name = String(read.name);
    if (bindings.counts.get(name) !== 1 || bindings.changed.has(name) || bindings.values.has(name))
      return false;
  } else if (read.type !== 'MemberExpression' || read.computed || !isPropsObject(read.object as AstNode)) {
    return false;
  }
  return propDefault(read, at, defaults, () => bindings) === undefined;
}

/** `imgAttributes = {}` destructured, or `const attributes = {}` never changed: an object with no keys. */
function isEmptyObject(name: string, bindings: FileBindings): boolean {
  const bound = onlyValue(bindings, name);
  const value = bound && unwrap(bound.value);
  return value?.type === 'ObjectExpression' && (value.properties as AstNode[]).length === 0;
}
