import { type AstNode, isAstNode } from '../ast';
import { type FileBindings, onlyValue } from './file-bindings';
import { unwrap } from './inert-click';

/**
 * A component's `defaultProps` written in the file: `Calendar.defaultProps = { ariaLabels: {} }` after the
 * class or function, or `static defaultProps = { … }` in the class. Only spans of components declared in the
 * file are kept, and only objects whose every key is written (no spread, no computed key).
 */
export interface DefaultProps {
  /** The component's declaration: only elements inside it are rendered with these defaults. */
  start: number;
  end: number;
  values: ReadonlyMap<string, AstNode>;
}

/**
 * Every component of the file with visible `defaultProps`.
 * @example toDefaultProps(program) // [{ start, end, values: Map { 'ariaLabels' => {} } }]
 */
export function toDefaultProps(program: AstNode): DefaultProps[] {
  const spans = new Map<string, AstNode>();
  const found: DefaultProps[] = [];
  const body = (program.body as AstNode[] | undefined) ?? [];
  for (const raw of body) {
    const statement =
      (raw.type === 'ExportNamedDeclaration' || raw.type === 'ExportDefaultDeclaration') &&
      isAstNode(raw.declaration)
        ? raw.declaration
        : raw;
    if ((statement.type === 'ClassDeclaration' || statement.type === 'FunctionDeclaration') && statement.id) {
      spans.set(String((statement.id as AstNode).name), statement);
    }
    if (statement.type === 'ClassDeclaration' || statement.type === 'ClassExpression') {
      const own = staticDefaults(statement);
      if (own) found.push({ start: statement.start, end: statement.end, values: own });
    }
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        const init = declarator.init as AstNode | null;
        if (id.type === 'Identifier' && init) spans.set(String(id.name), declarator);
        if (init?.type === 'ClassExpression') {
          const own = staticDefaults(init);
          if (own) found.push({ start: init.start, end: init.end, values: own });
        }
      }
    }
  }
  for (const statement of body) {
    const assignment = statement.expression as AstNode | undefined;
    if (statement.type !== 'ExpressionStatement' || assignment?.type !== 'AssignmentExpression') continue;
    const left = assignment.left as AstNode;
    const object = left.object as AstNode | undefined;
    if (left.type !== 'MemberExpression' || left.computed || object?.type !== 'Identifier') continue;
    if ((left.property as AstNode).name !== 'defaultProps' || assignment.operator !== '=') continue;
    const span = spans.get(String(object.name));
    const values = closedObject(namedObject(assignment.right as AstNode, spans));
    if (span && values) found.push({ start: span.start, end: span.end, values });
  }
  return found;
}

function staticDefaults(node: AstNode): Map<string, AstNode> | undefined {
  for (const member of ((node.body as AstNode).body as AstNode[]) ?? []) {
    const key = member.key as AstNode | undefined;
    if (
      member.type === 'PropertyDefinition' &&
      member.static &&
      !member.computed &&
      key?.name === 'defaultProps'
    ) {
      return closedObject(member.value as AstNode | null);
    }
  }
  return undefined;
}

/** The keys of an object literal whose every key is written, with their values; `undefined` otherwise. */
function closedObject(node: AstNode | null): Map<string, AstNode> | undefined {
  const object = node ? unwrap(node) : undefined;
  if (object?.type !== 'ObjectExpression') return undefined;
  const values = new Map<string, AstNode>();
  for (const property of object.properties as AstNode[]) {
    const key = property.key as AstNode | undefined;
    if (property.type !== 'Property' || property.computed || !key) return undefined;
    values.set(String(key.name ?? key.value), property.value as AstNode);
  }
  return values;
}

/**
 * The read, as written, when `aria-label={ariaLabels.prevButton}` (or `this.props.ariaLabels.prevButton`, `props.ariaLabels?.x`) inside
 * a component whose visible default for `ariaLabels` is an object literal without `prevButton`: the value
 * is undefined unless the caller passes it, so the element has no such attribute by default — judged as an
 * HTTP client is judged by its visible default timeout. `ariaLabels` must be a name only ever destructured in
 * the file, with no default of its own (the prop itself), or read off `this.props` / `props`.
 */
export function isUndefinedByDefault(
  expression: AstNode,
  at: number,
  defaults: readonly DefaultProps[],
  bindings: () => FileBindings,
): string | undefined {
  // `alt={imageAlt}` with `imageAlt: undefined` written in the defaults (adminlte-2-react@0.2.0 MessageItem.tsx:61).
  const own = unwrap(propDefault(expression, at, defaults, bindings) ?? expression);
  if (own.type === 'Identifier' && own.name === 'undefined') return readText(expression);
  const member = unwrap(expression);
  if (member.type !== 'MemberExpression' || member.computed) return undefined;
  const key = String((member.property as AstNode).name);
  const holder = unwrap(member.object as AstNode);
  let prop: string | undefined;
  if (holder.type === 'Identifier') {
    const name = String(holder.name);
    const file = bindings();
    // Every binding of the name is a destructuring with no value of its own (`const { ariaLabels } = props`).
    if (!file.counts.get(name) || file.changed.has(name) || file.values.has(name)) return undefined;
    prop = name;
  } else if (
    holder.type === 'MemberExpression' &&
    !holder.computed &&
    isPropsObject(holder.object as AstNode)
  ) {
    prop = String((holder.property as AstNode).name);
  }
  if (!prop) return undefined;
  const owner = defaults
    .filter((entry) => entry.start <= at && at <= entry.end)
    .sort((a, b) => b.start - a.start)[0];
  const value = owner?.values.get(prop);
  const object = value ? closedObject(value) : undefined;
  return object !== undefined && !object.has(key) ? `${readText(holder)}.${key}` : undefined;
}

/**
 * The visible default of a prop read as `name` (a name only ever destructured in the file, with no value of its
 * own) or `props.name` / `this.props.name`, inside a component with visible defaultProps; `undefined` otherwise.
 */
export function propDefault(
  expression: AstNode,
  at: number,
  defaults: readonly DefaultProps[],
  bindings: () => FileBindings,
): AstNode | undefined {
  const read = unwrap(expression);
  let prop: string | undefined;
  if (read.type === 'Identifier') {
    const name = String(read.name);
    const file = bindings();
    if (!file.counts.get(name) || file.changed.has(name) || file.values.has(name)) return undefined;
    prop = name;
  } else if (read.type === 'MemberExpression' && !read.computed && isPropsObject(read.object as AstNode)) {
    prop = String((read.property as AstNode).name);
  }
  if (!prop) return undefined;
  const owner = defaults
    .filter((entry) => entry.start <= at && at <= entry.end)
    .sort((a, b) => b.start - a.start)[0];
  return owner?.values.get(prop);
}

/**
 * `Drawer.defaultProps = defaultProps` with `const defaultProps = { showClose: false, … }` written at the top of the
 * file (bee-drawer@0.0.7 src/Drawer.js:26-39 and :224, MIT): the object the name holds; anything else as given.
 */
function namedObject(value: AstNode, declarations: ReadonlyMap<string, AstNode>): AstNode {
  if (value.type !== 'Identifier') return value;
  const declarator = declarations.get(String(value.name));
  const init = declarator?.type === 'VariableDeclarator' ? (declarator.init as AstNode | null) : undefined;
  return init?.type === 'ObjectExpression' ? init : value;
}

/** Each program's visible defaultProps, read at the first read that asks. */
const programDefaults = new WeakMap<AstNode, readonly DefaultProps[]>();

/**
 * The written default of a prop read as `name` (its one binding, a destructuring default) or `props.name` /
 * `this.props.name` (the visible defaultProps of the component around it), unwrapped; `undefined` otherwise.
 */
export function writtenDefault(
  read: AstNode,
  program: AstNode,
  bindings: () => FileBindings,
): AstNode | undefined {
  const bound = read.type === 'Identifier' ? onlyValue(bindings(), String(read.name)) : undefined;
  if (bound) return bound.kind === 'default' ? unwrap(bound.value) : undefined;
  const fallback = propDefault(read, read.start, defaultPropsOf(program), bindings);
  return fallback && unwrap(fallback);
}

/**
 * `{type === "password" && <Tooltip>…<div onClick={handleClick}>…}` with `type = "text"` destructured from the props
 * (aspect-ui@0.0.76 app/src/components/Input/Input.tsx:25 and :57-71, set 22, labelled null: the password toggle
 * under a mode off by a written default): a prop compared (`===`, `==`, `!==`, `!=`) with a literal of its default's
 * type that the written default makes false. The prop's name.
 */
export function comparedOffByDefault(
  test: AstNode,
  program: AstNode,
  bindings: () => FileBindings,
): string | undefined {
  const operator = String(test.operator);
  if (!['===', '!==', '==', '!='].includes(operator)) return undefined;
  const left = unwrap(test.left as AstNode);
  const right = unwrap(test.right as AstNode);
  const [prop, other] = left.type === 'Identifier' ? [left, right] : [right, left];
  if (prop.type !== 'Identifier' || other.type !== 'Literal' || 'regex' in other) return undefined;
  const literal = writtenDefault(prop, program, bindings);
  if (literal?.type !== 'Literal' || 'regex' in literal || literal.value === null) return undefined;
  if (!['string', 'number', 'boolean'].includes(typeof literal.value)) return undefined;
  if (typeof other.value !== typeof literal.value) return undefined;
  const same = other.value === literal.value;
  return (operator.startsWith('=') ? same : !same) ? undefined : String(prop.name);
}

/** `toDefaultProps(program)`, read once per program. */
export function defaultPropsOf(program: AstNode): readonly DefaultProps[] {
  let defaults = programDefaults.get(program);
  if (!defaults) {
    defaults = toDefaultProps(program);
    programDefaults.set(program, defaults);
  }
  return defaults;
}

/** `ariaLabels`, `this.props.ariaLabels`, `props.ariaLabels`: the read as written (dots only). */
function readText(node: AstNode): string {
  const inner = unwrap(node);
  if (inner.type === 'Identifier') return String(inner.name);
  if (inner.type === 'ThisExpression') return 'this';
  if (inner.type === 'MemberExpression') {
    return `${readText(inner.object as AstNode)}.${String((inner.property as AstNode).name)}`;
  }
  return '…';
}

/** `this.props` or a name `props`. */
export function isPropsObject(node: AstNode): boolean {
  const inner = unwrap(node);
  if (inner.type === 'Identifier') return inner.name === 'props';
  return (
    inner.type === 'MemberExpression' &&
    !inner.computed &&
    (inner.object as AstNode).type === 'ThisExpression' &&
    (inner.property as AstNode).name === 'props'
  );
}
