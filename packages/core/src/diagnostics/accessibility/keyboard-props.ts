import { type AstNode, isAstNode } from '../ast';
import { type ButtonTarget, isPlainCaller, toUnsafe } from './button-relays';
import { toCalleeText, visit } from './handler-reads';
import { unwrap } from './inert-click';

/**
 * What a component hands a native button's click: `props`, the callback props it calls from it; `guarded` when
 * the button also carries the caller's other props (`{...rest}`), which could take the click or the button away
 * (button-relays.ts `isPlainCaller`); `relayed`, props handed to the `prop` of a component or styled button
 * another module exports, decided when that module is read.
 */
export interface KeyboardCalls {
  props: string[];
  guarded: boolean;
  relayed?: {
    specifier: string;
    name: string;
    /** Each prop of that element handed a function calling props of this component: prop → those props. */
    handed: [string, string[]][];
    carriesRest: boolean;
    /** Attributes written on it that could take a button's click away (button-relays.ts `toUnsafe`). */
    unsafe: string[];
  };
}

/**
 * The callback props a component calls from the click of a native `<button>` it renders: a keyboard user
 * runs them with Enter or Space. @hashicorp/react-tabs@8.2.0 partials/tab-trigger/index.tsx:43-50 (MPL-2.0):
 * `<button onClick={() => setActiveTab(tab.index, tab.group)}>`, `setActiveTab` a destructured prop. A
 * button with an unknown spread (it may carry another click) or a written `disabled` is not read.
 * With `targets`, a styled button or a component of the project doing the same counts as the button, and the
 * spread of the caller's own props (`{...props}`, `{...rest}`) is read as theirs: xerum@0.9.13
 * src/package/components/Button/Button.js:51-62 (MIT), `<StyledButton onClick={handleClick} {...rest}>` with
 * `handleClick` calling `callback?.()`; es-components@10.7.0 src/components/controls/DismissButton.js:25 (MIT),
 * `<DismissButtonBase aria-label="Close" {...props}>`.
 * @example toKeyboardProps(parse('function T({ pick }) { return <button onClick={() => pick(1)} /> }'))
 *   // ['pick']
 */
export function toKeyboardProps(node: AstNode): string[] | undefined {
  const calls = toKeyboardCalls(node);
  return calls && !calls.guarded && calls.props.length > 0 ? calls.props : undefined;
}

export function toKeyboardCalls(
  node: AstNode,
  targets: (written: string) => ButtonTarget | undefined = () => undefined,
): KeyboardCalls | undefined {
  const component = peelWrapper(unwrap(node));
  if (!COMPONENTS.has(component.type)) return undefined;
  // The elements that may be buttons first: most components render none, and need no more reading.
  const candidates: [AstNode, ButtonTarget][] = [];
  visit(component, (inner) => {
    if (inner.type !== 'JSXOpeningElement') return;
    const name = inner.name as AstNode;
    if (name.type !== 'JSXIdentifier') return;
    const written = String(name.name);
    const target: ButtonTarget | undefined = written === 'button' ? { kind: 'button' } : targets(written);
    if (target) candidates.push([inner, target]);
  });
  const props = candidates.length > 0 ? toPropNames(component) : undefined;
  if (!props) return undefined;
  const functions = toLocalFunctions(component);
  const called = new Set<string>();
  let guarded = false;
  let relayed: KeyboardCalls['relayed'];
  const calledProps = (handler: AstNode): string[] => {
    const found: string[] = [];
    for (const callee of listCallees(handler)) {
      const local = functions.get(callee);
      for (const inner of local ? listCallees(local) : [callee]) {
        const prop = props.toProp(inner);
        if (prop) found.push(prop);
      }
    }
    return found;
  };
  for (const [inner, target] of candidates) {
    const read = readAttributes(inner, props.isOwnSpread);
    if (!read) continue;
    if (target.kind === 'import') {
      // One relaying element per component: its other module decides which of its props reach a button.
      const handed: [string, string[]][] = [];
      for (const [key, handler] of read.handlers) {
        const found = calledProps(handler);
        if (found.length > 0) handed.push([key, found]);
      }
      if (!relayed && handed.length > 0) {
        const { specifier, name } = target;
        relayed = { specifier, name, handed, carriesRest: read.carriesRest, unsafe: toUnsafe(inner) };
      }
      continue;
    }
    const keys = target.kind === 'button' ? ['onClick'] : target.props;
    if (target.kind === 'relay' && target.guarded && (read.carriesRest || !isPlainCaller(inner, keys)))
      continue;
    const before = called.size;
    for (const [key, handler] of read.handlers) {
      if (keys.includes(key)) for (const prop of calledProps(handler)) called.add(prop);
    }
    // `<Base {...props}>` with no click of its own: the caller's own click is the button's.
    if (read.carriesRest && !read.handlers.has('onClick') && keys.includes('onClick')) called.add('onClick');
    if (called.size > before && read.carriesRest) guarded = true;
  }
  if (called.size === 0 && !relayed) return undefined;
  return { props: [...called], guarded, ...(relayed ? { relayed } : {}) };
}

const COMPONENTS = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'FunctionDeclaration',
  'ClassDeclaration',
  'ClassExpression',
]);

/**
 * A button's handler attributes, and whether it carries the caller's own props; `undefined` for a written
 * `disabled` or any other spread (it may carry another click).
 */
function readAttributes(
  opening: AstNode,
  isOwnSpread: (argument: AstNode) => boolean,
): { handlers: Map<string, AstNode>; carriesRest: boolean } | undefined {
  const handlers = new Map<string, AstNode>();
  let carriesRest = false;
  for (const attribute of (opening.attributes as AstNode[]) ?? []) {
    if (attribute.type === 'JSXSpreadAttribute') {
      if (!isOwnSpread(unwrap(attribute.argument as AstNode))) return undefined;
      carriesRest = true;
      continue;
    }
    const key = String((attribute.name as AstNode).name);
    const value = attribute.value as AstNode | null;
    if (key === 'disabled') return undefined;
    if (value?.type === 'JSXExpressionContainer') handlers.set(key, value.expression as AstNode);
  }
  return { handlers, carriesRest };
}

/** `forwardRef((props, ref) => …)`, `React.memo(function X(props) { … })`: the function inside. */
function peelWrapper(node: AstNode): AstNode {
  if (node.type !== 'CallExpression') return node;
  const callee = toCalleeText(node.callee as AstNode) ?? '';
  const first = ((node.arguments as AstNode[]) ?? [])[0];
  return /^(React\.)?(forwardRef|memo)$/.test(callee) && first ? unwrap(first) : node;
}

/** `const handleClick = (e) => { … }` written in the component's body: name → function. */
function toLocalFunctions(component: AstNode): Map<string, AstNode> {
  const functions = new Map<string, AstNode>();
  const body = component.body as AstNode | undefined;
  if (body?.type !== 'BlockStatement') return functions;
  for (const statement of body.body as AstNode[]) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      const init = isAstNode(declarator.init) ? unwrap(declarator.init) : undefined;
      if (id.type === 'Identifier' && init && /^(Arrow)?Function(Expression)?$/.test(init.type))
        functions.set(String(id.name), init);
    }
  }
  return functions;
}

/**
 * The names a handler calls: itself when it is a reference (`onClick={onPick}`, `onPick.bind(null, i)`), the
 * callees of the calls inside it when it is a function.
 */
export function listCallees(handler: AstNode): string[] {
  const node = unwrap(handler);
  if (node.type === 'CallExpression') {
    const callee = unwrap(node.callee as AstNode);
    if (callee.type === 'MemberExpression' && (callee.property as AstNode).name === 'bind') {
      const bound = toCalleeText(callee.object as AstNode);
      return bound === undefined ? [] : [bound];
    }
  }
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') {
    const reference = toCalleeText(node);
    return reference === undefined ? [] : [reference];
  }
  const callees: string[] = [];
  visit(node.body as AstNode, (inner) => {
    if (inner.type !== 'CallExpression') return;
    const callee = toCalleeText(inner.callee as AstNode);
    if (callee !== undefined) callees.push(callee);
  });
  return callees;
}

/**
 * How a component reads its props: `props.x`, `this.props.x`, or a name destructured from them; and which
 * spreads are the caller's own props (`{...props}`, `{...this.props}`, the rest of a destructure).
 */
function toPropNames(
  component: AstNode,
):
  | { toProp: (callee: string) => string | undefined; isOwnSpread: (argument: AstNode) => boolean }
  | undefined {
  const holders = new Set<string>();
  const names = new Map<string, string>();
  const rests = new Set<string>();
  const destructure = (pattern: AstNode): void => {
    for (const property of (pattern.properties as AstNode[]) ?? []) {
      if (property.type === 'RestElement') {
        const argument = property.argument as AstNode;
        if (argument.type === 'Identifier') rests.add(String(argument.name));
        continue;
      }
      const key = property.key as AstNode | undefined;
      const value = property.value as AstNode | undefined;
      if (property.type !== 'Property' || property.computed || !key || value?.type !== 'Identifier') continue;
      names.set(String(value.name), String(key.name ?? key.value));
    }
  };
  if (['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration'].includes(component.type)) {
    const first = ((component.params as AstNode[]) ?? [])[0];
    if (first?.type === 'Identifier') holders.add(String(first.name));
    else if (first?.type === 'ObjectPattern') destructure(first);
    else return undefined;
  } else if (component.type === 'ClassDeclaration' || component.type === 'ClassExpression') {
    holders.add('this.props');
  } else return undefined;
  // `const { goToSlide } = this.props`, `const { callback, ...rest } = props` anywhere in the component.
  if (holders.size > 0) {
    visit(component, (node) => {
      if (node.type !== 'VariableDeclarator' || !isAstNode(node.init)) return;
      if (holders.has(toCalleeText(node.init) ?? '') && (node.id as AstNode).type === 'ObjectPattern')
        destructure(node.id as AstNode);
    });
  }
  return {
    toProp: (callee) => {
      const own = names.get(callee);
      if (own) return own;
      const dot = callee.lastIndexOf('.');
      return dot > 0 && holders.has(callee.slice(0, dot)) ? callee.slice(dot + 1) : undefined;
    },
    isOwnSpread: (argument) => {
      const text = toCalleeText(argument) ?? '';
      return holders.has(text) || rests.has(text);
    },
  };
}
