import { type AstNode, walk } from '../ast';
import { JSX_ALIASES } from './element';

/** An attribute a caller passes through a forwarded spread: its lower-case name and the caller's span. */
export interface ForwardedAttribute {
  name: string;
  start: number;
  end: number;
}

/**
 * What a `{...props}` spread inside a local component carries, read from the component's callers in the
 * file: `function InsertionPoint(props) { return <div {...props} /> }` used only as
 * `<InsertionPoint onClick={…} />` renders a div with an onClick. `unknown` when a caller spreads props of
 * its own (anything may arrive).
 */
export interface ForwardedSpread {
  /** The spread identifier (`props`, or the rest name of `({ a, ...rest })`). */
  name: string;
  /** The component function's span: only spreads inside it forward the callers' props. */
  start: number;
  end: number;
  attributes: readonly ForwardedAttribute[] | 'unknown';
  /** A caller passes children (they arrive with the spread, as `children`). */
  children: boolean;
}

/** Wrappers that keep a component's props: `memo(fn)`, `forwardRef(fn)`, `React.memo(fn)`. */
const WRAPPERS = /^(React\.)?(memo|forwardRef)$/;

/**
 * The forwarded spreads of a file: components declared at the top level, not exported, whose name appears
 * only in their declaration and as a JSX tag (so every caller is visible), that spread their props (or the
 * rest of their destructured props) into an element. Components with no caller in the file are left out:
 * their props are unknown.
 * @example toForwardedSpreads(program) // [{ name: 'props', attributes: [{ name: 'onclick', … }], … }]
 */
export function toForwardedSpreads(program: AstNode): ForwardedSpread[] {
  const components = new Map<string, { fn: AstNode; declaredAt: number }>();
  for (const statement of (program.body as AstNode[] | undefined) ?? []) {
    if (statement.type === 'FunctionDeclaration' && statement.id) {
      addComponent(components, statement.id as AstNode, statement);
    }
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations as AstNode[]) {
        const fn = toFunction(declarator.init as AstNode | null);
        if (fn) addComponent(components, declarator.id as AstNode, fn);
      }
    }
  }
  if (components.size === 0) return [];
  const allowed = new Set<number>([...components.values()].map((c) => c.declaredAt));
  const callers = new Map<string, AstNode[]>();
  // One walk: the JSX callers (their tag names are allowed mentions) and every mention of a component name.
  const mentions: { name: string; start: number }[] = [];
  // Callers that a wrapping component hands more props to (see `handsPropsToChild`).
  const handed = new Set<AstNode>();
  walk(program, (node, ancestors) => {
    if (node.type === 'JSXElement') {
      const opening = node.openingElement as AstNode;
      const name = opening.name as AstNode;
      if (name.type === 'JSXIdentifier' && components.has(String(name.name))) {
        if (handsPropsToChild(ancestors)) handed.add(node);
        allowed.add(name.start);
        const closing = node.closingElement as AstNode | null;
        if (closing) allowed.add((closing.name as AstNode).start);
        callers.set(String(name.name), [...(callers.get(String(name.name)) ?? []), node]);
      }
    } else if (
      (node.type === 'Identifier' || node.type === 'JSXIdentifier') &&
      components.has(String(node.name))
    ) {
      mentions.push({ name: String(node.name), start: node.start });
    }
    return undefined;
  });
  // Any other mention (an export, `components={{ X }}`, a call) means callers this file does not show.
  const open = new Set<string>();
  for (const mention of mentions) if (!allowed.has(mention.start)) open.add(mention.name);
  const spreads: ForwardedSpread[] = [];
  for (const [name, { fn }] of components) {
    const uses = callers.get(name);
    if (open.has(name) || !uses) continue;
    const forwarded = toForwardedName(fn);
    if (!forwarded) continue;
    spreads.push({
      name: forwarded.name,
      start: fn.start,
      end: fn.end,
      attributes: uses.some((use) => handed.has(use)) ? 'unknown' : callerAttributes(uses, forwarded.taken),
      children: uses.some((use) => passesChildren(use)),
    });
  }
  return spreads;
}

/**
 * The caller is the child of an element written with `passHref`, which hands its href (and its click) to its
 * child: next/link's `<Link {...hitLink} passHref legacyBehavior><LinkWithClick onClick={…}>`
 * (@hashicorp/react-search@6.6.0 hits.js:148-151 and :194-198, MPL-2.0), whose `<a {...props}>` gets the link's
 * href. What arrives is not all visible in the file: unknown.
 */
function handsPropsToChild(ancestors: readonly AstNode[]): boolean {
  const parent = [...ancestors].reverse().find((node) => node.type === 'JSXElement');
  const attributes = ((parent?.openingElement as AstNode | undefined)?.attributes as AstNode[]) ?? [];
  return attributes.some(
    (attribute) => attribute.type === 'JSXAttribute' && (attribute.name as AstNode).name === 'passHref',
  );
}

function addComponent(
  components: Map<string, { fn: AstNode; declaredAt: number }>,
  id: AstNode,
  fn: AstNode,
): void {
  if (id.type !== 'Identifier' || !/^[A-Z]/.test(String(id.name))) return;
  // Declared twice (or shadowed at the top level): not resolved.
  if (components.has(String(id.name))) {
    components.delete(String(id.name));
    return;
  }
  components.set(String(id.name), { fn, declaredAt: id.start });
}

function toFunction(init: AstNode | null): AstNode | undefined {
  if (!init) return undefined;
  if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') return init;
  if (init.type === 'CallExpression' && WRAPPERS.test(calleeName(init.callee as AstNode))) {
    return toFunction(((init.arguments as AstNode[]) ?? [])[0] ?? null);
  }
  return undefined;
}

function calleeName(node: AstNode): string {
  if (node.type === 'Identifier') return String(node.name);
  if (node.type === 'MemberExpression' && !node.computed) {
    return `${calleeName(node.object as AstNode)}.${String((node.property as AstNode).name)}`;
  }
  return '';
}

/** `(props)` → props; `({ a, b, ...rest })` → rest, with a and b taken out of what it carries. */
function toForwardedName(fn: AstNode): { name: string; taken: ReadonlySet<string> } | undefined {
  const param = ((fn.params as AstNode[]) ?? [])[0];
  if (!param) return undefined;
  if (param.type === 'Identifier') return { name: String(param.name), taken: new Set() };
  if (param.type !== 'ObjectPattern') return undefined;
  const taken = new Set<string>();
  let rest: string | undefined;
  for (const property of param.properties as AstNode[]) {
    if (property.type === 'RestElement') {
      const argument = property.argument as AstNode;
      if (argument.type === 'Identifier') rest = String(argument.name);
      continue;
    }
    const key = property.key as AstNode | undefined;
    if (property.computed || !key) return undefined;
    taken.add(String(key.name ?? key.value).toLowerCase());
  }
  return rest ? { name: rest, taken } : undefined;
}

function callerAttributes(
  uses: readonly AstNode[],
  taken: ReadonlySet<string>,
): ForwardedAttribute[] | 'unknown' {
  const attributes = new Map<string, ForwardedAttribute>();
  for (const use of uses) {
    for (const attribute of ((use.openingElement as AstNode).attributes as AstNode[]) ?? []) {
      if (attribute.type === 'JSXSpreadAttribute') return 'unknown';
      const nameNode = attribute.name as AstNode;
      if (nameNode.type !== 'JSXIdentifier') continue;
      const raw = String(nameNode.name).toLowerCase();
      if (raw === 'key' || raw === 'ref' || taken.has(raw)) continue;
      const name = JSX_ALIASES[raw] ?? raw;
      if (!attributes.has(name)) attributes.set(name, { name, start: attribute.start, end: attribute.end });
    }
  }
  return [...attributes.values()];
}

function passesChildren(use: AstNode): boolean {
  const children = (use.children as AstNode[]) ?? [];
  const attributes = ((use.openingElement as AstNode).attributes as AstNode[]) ?? [];
  return (
    children.some((child) => child.type !== 'JSXText' || /\S/.test(String(child.value ?? ''))) ||
    attributes.some(
      (attribute) =>
        attribute.type === 'JSXAttribute' && String((attribute.name as AstNode).name) === 'children',
    )
  );
}
