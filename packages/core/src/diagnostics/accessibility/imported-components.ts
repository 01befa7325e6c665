import { type AstNode, isAstNode } from '../ast';
import { hasNoNamingAttribute, isBareSvg, isThisProps, onlyShapes } from './bare-svg';
import { type ButtonTarget, toButtonTargets } from './button-relays';
import type { CallerLookup } from './handed-types';
import { unwrap } from './inert-click';
import { type KeyboardCalls, toKeyboardCalls } from './keyboard-props';
import { toLabelShape } from './label-component';
import { toStyledTags } from './styled';
import { isStyledFactory } from './styled-factory';

/**
 * What a module of the project defines that decides a rule in the file using it, read from its top-level
 * statements only (no walk of the whole file):
 * - `graphic-component`: a component that renders a bare `<svg>` of shapes — no `<title>`, aria-label,
 *   aria-labelledby or title, no content computed at run time — such as svgr's output (`const SvgChevron =
 *   (props) => <svg {...props}><path …/></svg>`); the caller's props reach it only through a spread of its
 *   parameters, so a call that passes no name-like prop renders no name.
 * - `graphic-element`: such an `<svg>` kept as a constant (`export const CopyIcon = <svg>…</svg>`).
 * - `child-props`: a component that renders only its one child, cloned with props of its own
 *   (`React.cloneElement(React.Children.only(this.props.children), { onClick: this.handleClick })`): the
 *   child gets those attributes (their values are the component's).
 * - `graphic-frame`: a bare `<svg>` whose only other content is the caller's children (`<svg viewBox="0 0 32
 *   32">{props.children}</svg>`); not a graphic by itself, but a component of the same module that renders it
 *   around shapes only (`const PlayIconSVG = () => <ButtonIconSVG><path d="M0 0 L32 16 L0 32 z" /></ButtonIconSVG>`,
 *   react-soundplayer@1.0.5 src/components/Icons.js:15-31, MIT) is a `graphic-component`; `framed` is such a
 *   component around a frame another module exports (`import Svg from './svg'`), a graphic once that is one.
 * - `keyboard-calls`: a component that calls these callback props from a native button's click
 *   (keyboard-props.ts): a caller handing it a callback gives keyboard users that callback.
 * - `label-for`: a component that renders a `<label htmlFor="id">` (or a styled label) showing text — written,
 *   or a prop's non-empty default (`title = 'Menu'`): it names the control of that id in the file rendering it.
 * - `styled-tag`: a styled component (`export const ButtonWrapper = styled.div\`…\``, see styled.ts): the file
 *   rendering it with a click judges it as that tag, as if it were defined there.
 * - `styled-factory`: the project's own styled helper (styled-factory.ts): what a file makes with it is a tag.
 * A button whose only content is such a graphic has no name; an element handed such a click has a click.
 */
export type ExportedShape =
  | { kind: 'graphic-component' }
  | { kind: 'graphic-element' }
  | { kind: 'graphic-frame' }
  | { kind: 'framed'; specifier: string; name: string }
  | { kind: 'child-props'; attributes: readonly string[] }
  | {
      kind: 'keyboard-calls';
      props: readonly string[];
      /** The button carries the caller's props too: only a caller passing nothing unsafe (button-relays.ts). */
      guarded?: boolean;
      /** Props handed on to another module's component or styled button, decided by the resolver. */
      relayed?: KeyboardCalls['relayed'];
    }
  | { kind: 'label-for'; id: string }
  | { kind: 'styled-tag'; tag: string }
  | { kind: 'styled-factory' };

/** One module's shapes by exported name, and the modules it passes names on from. */
export interface ComponentModuleSummary {
  exports: Map<string, ExportedShape>;
  /** `export * from './x'` (no `names`), `export { A as B } from './x'`, `import A from './x'; export { A }`. */
  reexports: { specifier: string; names?: Map<string, string> }[];
}

/** How one file's checker asks about the modules it imports; `pending` is set when it needed one unknown. */
export interface ComponentImports {
  /** The shape `name` (an export name, `default` included) has in the module `specifier`, if known. */
  resolve?: (specifier: string, name: string) => ExportedShape | undefined;
  /** The same, from another module of the project (what a caller there imports). */
  resolveFrom?: (from: string) => (specifier: string, name: string) => ExportedShape | undefined;
  /** The elements of other modules rendering an export of this file (caller-props.ts), once all are read. */
  callers?: CallerLookup;
  pending?: boolean;
}

/** The files a module lookup knows, by path, with a way to find the one a specifier names from another. */
export type ComponentModuleLookup = (
  from: string,
  specifier: string,
) => { path: string; summary: ComponentModuleSummary } | undefined;

const MAX_HOPS = 4;
export const RELATIVE = /^\.{1,2}(\/|$)/;
/** `forwardRef(…)`, `React.memo(…)`: wrappers around the function that renders a component. */
export const WRAPPERS = /^(React\.)?(forwardRef|memo)$/;

/**
 * The shapes a module defines and exports, from its top-level statements.
 * @example summarizeComponentModule(parse('export const X = () => <svg><path d="M0" /></svg>'))
 *   // { exports: Map { 'X' => { kind: 'graphic-component' } }, reexports: [] }
 */
export function summarizeComponentModule(program: AstNode): ComponentModuleSummary {
  const summary: ComponentModuleSummary = { exports: new Map(), reexports: [] };
  const body = (program.body as AstNode[] | undefined) ?? [];
  const imported = new Map<string, { specifier: string; name: string }>();
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = String((statement.source as AstNode).value);
    if (!RELATIVE.test(source)) continue;
    for (const specifier of (statement.specifiers as AstNode[]) ?? []) {
      const name = importedName(specifier);
      if (name) imported.set(String((specifier.local as AstNode).name), { specifier: source, name });
    }
  }
  const styledTags = toStyledTags(program);
  const locals = toLocalShapes(body, imported, styledTags);
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') continue;
    const exportLocal = (exported: string, local: string): void => {
      const shape = locals.get(local);
      if (shape) summary.exports.set(exported, shape);
      const from = imported.get(local);
      if (from)
        summary.reexports.push({ specifier: from.specifier, names: new Map([[exported, from.name]]) });
    };
    if (statement.type === 'ExportAllDeclaration') {
      const source = String((statement.source as AstNode).value);
      if (RELATIVE.test(source) && !statement.exported) summary.reexports.push({ specifier: source });
    } else if (statement.type === 'ExportNamedDeclaration') {
      const source = isAstNode(statement.source) ? String(statement.source.value) : undefined;
      if (isAstNode(statement.declaration)) {
        for (const name of declaredNames(statement.declaration)) exportLocal(name, name);
      }
      const names = new Map<string, string>();
      for (const specifier of (statement.specifiers as AstNode[]) ?? []) {
        const local = specifier.local as AstNode;
        const exported = specifier.exported as AstNode;
        const [from, to] = [String(local.name ?? local.value), String(exported.name ?? exported.value)];
        if (source === undefined) exportLocal(to, from);
        else names.set(to, from);
      }
      if (source && RELATIVE.test(source) && names.size > 0)
        summary.reexports.push({ specifier: source, names });
    } else if (statement.type === 'ExportDefaultDeclaration' && isAstNode(statement.declaration)) {
      const declaration = unwrap(statement.declaration);
      if (declaration.type === 'Identifier') exportLocal('default', String(declaration.name));
      else {
        const shape =
          toShape(declaration, locals, undefined, imported) ??
          toKeyboardShape(declaration, toButtonTargets(body, imported, styledTags, localTarget(locals)));
        if (shape) summary.exports.set('default', shape);
      }
    }
  }
  return summary;
}

/**
 * The shapes of a file's own top-level definitions (`const X = …`, `function X`, `class X`), by name.
 * @example toLocalShapes(program.body).get('SvgChevron') // { kind: 'graphic-component' }
 */
export function toLocalShapes(
  body: readonly AstNode[],
  imported: ReadonlyMap<string, { specifier: string; name: string }> = new Map(),
  styled: ReadonlyMap<string, string> = new Map(),
  /** What the buttons of its components are (button-relays.ts); the two maps above unless given. */
  buttons: {
    imported: ReadonlyMap<string, { specifier: string; name: string }>;
    styled: ReadonlyMap<string, string>;
  } = { imported, styled },
): Map<string, ExportedShape> {
  const locals = new Map<string, ExportedShape>();
  const constants = new Map<string, AstNode>();
  const pending: [string, AstNode][] = [];
  // `Close.defaultProps = { title: 'Close' }`: props the checker does not follow into the render.
  const withDefaults = new Set<string>();
  for (const statement of body) {
    const assigned = statement.type === 'ExpressionStatement' ? (statement.expression as AstNode) : undefined;
    const target = assigned?.type === 'AssignmentExpression' ? (assigned.left as AstNode) : undefined;
    if (target?.type === 'MemberExpression' && (target.property as AstNode).name === 'defaultProps') {
      withDefaults.add(String((target.object as AstNode).name));
    }
    const declaration =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? (statement.declaration as AstNode | null)
        : statement;
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        if (id.type !== 'Identifier' || !isAstNode(declarator.init)) continue;
        const init = unwrap(declarator.init);
        if (declaration.kind === 'const' && init.type === 'ObjectExpression')
          constants.set(String(id.name), init);
        pending.push([String(id.name), init]);
      }
    } else if (
      (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') &&
      isAstNode(declaration.id)
    ) {
      pending.push([String(declaration.id.name), declaration]);
    }
  }
  const context = { constants, locals };
  const targets = toButtonTargets(body, buttons.imported, buttons.styled, localTarget(locals));
  // Twice: `const Memo = memo(SvgX)` may come before or after `SvgX`.
  for (let round = 0; round < 2; round++) {
    for (const [name, node] of pending) {
      if (locals.has(name) || withDefaults.has(name)) continue;
      const shape =
        toShape(node, locals, context.constants, imported) ??
        toKeyboardShape(node, targets) ??
        toLabelShape(node, styled) ??
        (isStyledFactory(node) ? { kind: 'styled-factory' as const } : undefined);
      if (shape) locals.set(name, shape);
    }
  }
  for (const [name, tag] of styled) if (!locals.has(name)) locals.set(name, { kind: 'styled-tag', tag });
  return locals;
}

/** The local name an import specifier binds maps to this export name of its module (`*` for a namespace). */
export function importedName(specifier: AstNode): string | undefined {
  if (specifier.type === 'ImportDefaultSpecifier') return 'default';
  if (specifier.type === 'ImportNamespaceSpecifier') return '*';
  if (specifier.type !== 'ImportSpecifier') return undefined;
  const imported = specifier.imported as AstNode;
  return String(imported.name ?? imported.value);
}

/**
 * Follows re-exports (up to four modules) to the shape an export has where it is defined.
 * @example createComponentResolver(lookup)('src/Toast/index.js')('../Icons', 'Close') // graphic-component
 */
export function createComponentResolver(
  lookup: ComponentModuleLookup,
): (from: string) => (specifier: string, name: string) => ExportedShape | undefined {
  type Found = { path: string; summary: ComponentModuleSummary };
  const find = (found: Found, name: string, depth: number): ExportedShape | undefined => {
    const own = found.summary.exports.get(name);
    if (own?.kind === 'framed') {
      const next = depth < MAX_HOPS ? lookup(found.path, own.specifier) : undefined;
      const frame = next ? find(next, own.name, depth + 1) : undefined;
      return frame?.kind === 'graphic-frame' ? { kind: 'graphic-component' } : undefined;
    }
    if (own?.kind === 'keyboard-calls' && own.relayed) {
      const next = depth < MAX_HOPS ? lookup(found.path, own.relayed.specifier) : undefined;
      return settleRelay(own, next ? find(next, own.relayed.name, depth + 1) : undefined);
    }
    if (own || depth >= MAX_HOPS) return own;
    for (const { specifier, names } of found.summary.reexports) {
      // `export *` passes on every name but `default`.
      const target = names ? names.get(name) : name === 'default' ? undefined : name;
      const next = target === undefined ? undefined : lookup(found.path, specifier);
      const shape = next && target !== undefined ? find(next, target, depth + 1) : undefined;
      if (shape) return shape;
    }
    return undefined;
  };
  return (from) => (specifier, name) => {
    const found = lookup(from, specifier);
    return found ? find(found, name, 0) : undefined;
  };
}

/** Read once per node: `toLocalShapes` asks twice for a definition that has no other shape. */
const keyboardShapes = new WeakMap<AstNode, ExportedShape | null>();

function toKeyboardShape(
  node: AstNode,
  targets: (written: string) => ButtonTarget | undefined,
): ExportedShape | undefined {
  let shape = keyboardShapes.get(node);
  if (shape === undefined) {
    const calls = toKeyboardCalls(node, targets);
    shape = calls ? { kind: 'keyboard-calls', ...calls } : null;
    keyboardShapes.set(node, shape);
  }
  return shape ?? undefined;
}

/** A component of the same module whose shape hands props to a button: a target for the ones rendering it. */
function localTarget(locals: ReadonlyMap<string, ExportedShape>): (name: string) => ButtonTarget | undefined {
  return (name) => {
    const shape = locals.get(name);
    if (shape?.kind !== 'keyboard-calls' || shape.props.length === 0) return undefined;
    return { kind: 'relay', props: shape.props, guarded: shape.guarded === true };
  };
}

/**
 * A `keyboard-calls` shape with its relayed props decided: they count when the other module's export is a
 * styled `button` or hands the relaying prop to a button itself (and, if that one carries its caller's props,
 * the relaying element passes nothing unsafe). The shape is guarded when the relaying element carries its own
 * caller's props.
 */
export function settleRelay(
  shape: Extract<ExportedShape, { kind: 'keyboard-calls' }>,
  target: ExportedShape | undefined,
): ExportedShape | undefined {
  const relayed = shape.relayed;
  if (!relayed) return shape;
  // The props of the other module's element that reach a native button's click.
  const reached =
    target?.kind === 'styled-tag' && target.tag === 'button'
      ? ['onClick']
      : target?.kind === 'keyboard-calls' && !target.relayed
        ? target.props
        : [];
  const used = relayed.handed.filter(([prop]) => reached.includes(prop));
  const keys = used.map(([prop]) => prop);
  // A button carrying the relaying element's props: it must pass nothing unsafe, nor its own caller's props.
  const guardedTarget = target?.kind === 'keyboard-calls' && target.guarded === true;
  const safe = !guardedTarget || (!relayed.carriesRest && relayed.unsafe.every((key) => keys.includes(key)));
  const props = [...new Set([...shape.props, ...(safe ? used.flatMap(([, names]) => names) : [])])];
  if (props.length === 0) return undefined;
  const guarded = shape.guarded === true || (safe && used.length > 0 && relayed.carriesRest);
  return { kind: 'keyboard-calls', props, guarded };
}

function declaredNames(declaration: AstNode): string[] {
  if (declaration.type === 'VariableDeclaration') {
    return (declaration.declarations as AstNode[])
      .map((declarator) => declarator.id as AstNode)
      .filter((id) => id.type === 'Identifier')
      .map((id) => String(id.name));
  }
  return isAstNode(declaration.id) ? [String(declaration.id.name)] : [];
}

function toShape(
  node: AstNode,
  locals: ReadonlyMap<string, ExportedShape>,
  constants: ReadonlyMap<string, AstNode> = new Map(),
  imported: ReadonlyMap<string, { specifier: string; name: string }> = new Map(),
): ExportedShape | undefined {
  const value = unwrap(node);
  if (value.type === 'JSXElement') {
    return isBareSvg(value, new Set(), constants) ? { kind: 'graphic-element' } : undefined;
  }
  if (value.type === 'Identifier') {
    const shape = locals.get(String(value.name));
    return shape?.kind === 'graphic-element' ? undefined : shape;
  }
  // `forwardRef(SvgX)`, `React.memo((props) => <svg …/>)`: the component they wrap.
  if (value.type === 'CallExpression' && WRAPPERS.test(calleeText(value.callee as AstNode))) {
    const [inner] = value.arguments as AstNode[];
    const shape = inner ? toShape(inner, locals, constants, imported) : undefined;
    return shape?.kind === 'graphic-element' ? undefined : shape;
  }
  if (value.type === 'ClassDeclaration' || value.type === 'ClassExpression') {
    const render = ((value.body as AstNode).body as AstNode[]).find(
      (member) => member.type === 'MethodDefinition' && (member.key as AstNode).name === 'render',
    );
    const returned = render ? onlyReturn(render.value as AstNode) : undefined;
    if (returned?.type === 'JSXElement')
      return toGraphicShape(returned, classProps(render?.value as AstNode));
    return returned ? toClonedProps(returned) : undefined;
  }
  if (!['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration'].includes(value.type)) {
    return undefined;
  }
  const returned = onlyReturn(value);
  if (!returned) return undefined;
  if (returned.type === 'JSXElement') return toGraphicShape(returned, paramNames(value));
  return toClonedProps(returned);

  /** A bare svg (a frame when it holds the caller's children), or a local frame around shapes only. */
  function toGraphicShape(element: AstNode, params: ReadonlySet<string>): ExportedShape | undefined {
    const slot = { used: false };
    if (isBareSvg(element, params, constants, false, slot)) {
      return { kind: slot.used ? 'graphic-frame' : 'graphic-component' };
    }
    const opening = element.openingElement as AstNode;
    const name = opening.name as AstNode;
    const frame = name.type === 'JSXIdentifier' ? String(name.name) : '';
    const from = imported.get(frame);
    if (!from && locals.get(frame)?.kind !== 'graphic-frame') return undefined;
    if (!hasNoNamingAttribute(opening, params, constants)) return undefined;
    const drawn = ((element.children as AstNode[]) ?? []).some((child) => child.type === 'JSXElement');
    if (!drawn || !onlyShapes(element, params, constants)) return undefined;
    return from ? { kind: 'framed', ...from } : { kind: 'graphic-component' };
  }
}

/** The one expression a function returns: its expression body, or the block's last statement. */
function onlyReturn(fn: AstNode): AstNode | undefined {
  const body = fn.body as AstNode | undefined;
  if (!body) return undefined;
  if (body.type !== 'BlockStatement') return unwrap(body);
  const statements = body.body as AstNode[];
  const last = statements.at(-1);
  // Declarations before it only (`const { a, ...rest } = props`): no branch returns something else.
  if (!statements.slice(0, -1).every((statement) => statement.type === 'VariableDeclaration'))
    return undefined;
  return last?.type === 'ReturnStatement' && isAstNode(last.argument) ? unwrap(last.argument) : undefined;
}

/** `React.cloneElement(child, { onClick: this.handleClick, … })` with only written keys: those keys. */
function toClonedProps(returned: AstNode): ExportedShape | undefined {
  if (
    returned.type !== 'CallExpression' ||
    !/(^|\.)cloneElement$/.test(calleeText(returned.callee as AstNode))
  ) {
    return undefined;
  }
  const props = (returned.arguments as AstNode[])[1];
  if (props?.type !== 'ObjectExpression') return undefined;
  const attributes: string[] = [];
  for (const property of props.properties as AstNode[]) {
    const key = property.key as AstNode | undefined;
    if (property.type !== 'Property' || property.computed || !key) return undefined;
    attributes.push(String(key.name ?? key.value).toLowerCase());
  }
  return { kind: 'child-props', attributes };
}

/** A class's render reads the caller's props as `this.props`, or names destructured from it before its return. */
function classProps(render: AstNode): Set<string> {
  const names = new Set(['this.props']);
  for (const statement of ((render.body as AstNode | undefined)?.body as AstNode[] | undefined) ?? []) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as AstNode[]) {
      if (!isAstNode(declarator.init) || !isThisProps(unwrap(declarator.init))) continue;
      const pattern = declarator.id as AstNode;
      for (const name of paramNames({ params: [pattern] } as unknown as AstNode)) names.add(name);
    }
  }
  return names;
}

/** Every name a function's parameters bind (`props`, `{ className, ...props }`, `(props, ref)`). */
function paramNames(fn: AstNode): Set<string> {
  const names = new Set<string>();
  const add = (pattern: AstNode | undefined): void => {
    if (!pattern) return;
    if (pattern.type === 'Identifier') names.add(String(pattern.name));
    else if (pattern.type === 'RestElement') add(pattern.argument as AstNode);
    else if (pattern.type === 'AssignmentPattern') {
      // `{ title = 'Close' }`: bound with a default, marked `=title`.
      const left = pattern.left as AstNode;
      if (left.type === 'Identifier') names.add(`=${String(left.name)}`);
      add(left);
    } else if (pattern.type === 'ObjectPattern')
      for (const property of pattern.properties as AstNode[])
        add((property.type === 'RestElement' ? property.argument : property.value) as AstNode);
  };
  for (const param of (fn.params as AstNode[]) ?? []) add(param);
  return names;
}

export function calleeText(callee: AstNode): string {
  if (callee.type === 'Identifier') return String(callee.name);
  if (callee.type === 'MemberExpression' && !callee.computed) {
    return `${calleeText(callee.object as AstNode)}.${String((callee.property as AstNode).name)}`;
  }
  return '';
}
