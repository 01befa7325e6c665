import { type AstNode, isAstNode } from '../ast';
import { toSetBranch } from './conditional-handler';
import { callsOnlyNoOp } from './noop-call';
import { isRefCreation, recordsOnly } from './ref-records';

/**
 * Why a click handler offers nothing a keyboard user would miss:
 * - `stops the event`: its whole body only stops propagation or prevents the default
 *   (`onClick={(e) => e.stopPropagation()}` on a popup, so a click inside does not close it);
 * - `acts only with a modifier key held`: a plain click does nothing (`if (event.ctrlKey) open()`, or
 *   `if (!e.metaKey) return;` first). A modifier click is an accelerator, not the way the element is used.
 */
export type InertClick =
  | 'stops the event'
  | 'does nothing'
  | 'acts only under a mode off by default (see default-off-click.ts)'
  | 'acts only with a modifier key held'
  | 'only records into a ref (see ref-records.ts)'
  | 'its callers hand it no click that acts (see caller-props.ts)'
  | 'only calls a prop whose visible default does nothing (see relayed-default.ts)';

const STOPPERS = new Set(['stopPropagation', 'preventDefault', 'stopImmediatePropagation']);
const MODIFIERS = new Set(['ctrlKey', 'metaKey', 'altKey', 'shiftKey']);

/** The event's names inside one handler: the parameter, and modifier flags destructured from it. */
interface EventNames {
  event?: string;
  /** `({ ctrlKey, metaKey: meta })` → ctrlKey, meta. */
  modifiers: ReadonlySet<string>;
}

/**
 * Classifies a click handler: an inline function, or a name bound once in the file to one (`resolve`).
 * `undefined` when the handler may act on a plain click (the common case, and any shape not understood).
 * @example toInertClick(parse('(e) => e.stopPropagation()'), () => undefined) // 'stops the event'
 */
export function toInertClick(
  handler: AstNode,
  resolve: (name: string) => AstNode | undefined,
  declared: (name: string) => AstNode | undefined = resolve,
): InertClick | undefined {
  const named = handler.type === 'Identifier' ? resolve(String(handler.name)) : handler;
  // `const ctrlClick = editable ? (event) => { if (event.ctrlKey || event.metaKey) edit() } : undefined`
  // (react18-json-view@0.2.10 src/components/json-node.tsx:133-137, Apache-2.0): the one handler it can be.
  const fn = named && toSetBranch(unwrap(named));
  if (
    !fn ||
    !['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration'].includes(fn.type) ||
    fn.async ||
    fn.generator
  ) {
    return undefined;
  }
  const names = toEventNames(((fn.params as AstNode[]) ?? [])[0]);
  if (!names) return undefined;
  const body = fn.body as AstNode;
  const verdict =
    body.type !== 'BlockStatement'
      ? classifyExpression(body, names, resolve)
      : classifyStatements(body.body as AstNode[], names);
  if (verdict) return verdict;
  const isRef = (name: string) => isRefCreation(declared(name));
  return recordsOnly(fn, names.event, isRef) ? 'only records into a ref (see ref-records.ts)' : undefined;
}

/**
 * A handler that does nothing at all: `() => {}`, `() => { return }` (react-best-gradient-color-picker's
 * key handlers). An element with such an onKeyDown has no key handler.
 * @example isNoOpHandler(parse('() => { return }')) // true
 */
export function isNoOpHandler(handler: AstNode): boolean {
  const fn = unwrap(handler);
  if (!['ArrowFunctionExpression', 'FunctionExpression'].includes(fn.type)) return false;
  const body = fn.body as AstNode;
  if (body.type !== 'BlockStatement') return false;
  return (body.body as AstNode[]).every(
    (statement) =>
      statement.type === 'EmptyStatement' || (statement.type === 'ReturnStatement' && !statement.argument),
  );
}

function toEventNames(param: AstNode | undefined): EventNames | undefined {
  if (!param) return { modifiers: new Set() };
  if (param.type === 'Identifier') return { event: String(param.name), modifiers: new Set() };
  if (param.type !== 'ObjectPattern') return undefined;
  const modifiers = new Set<string>();
  for (const property of param.properties as AstNode[]) {
    const key = property.key as AstNode | undefined;
    const value = property.value as AstNode | undefined;
    if (property.type !== 'Property' || property.computed || !key || value?.type !== 'Identifier') continue;
    if (MODIFIERS.has(String(key.name))) modifiers.add(String(value.name));
  }
  return { modifiers };
}

/** An arrow's expression body: a stopper, or `e.ctrlKey && open()` (nothing on a plain click). */
function classifyExpression(
  expression: AstNode,
  names: EventNames,
  resolve: (name: string) => AstNode | undefined,
): InertClick | undefined {
  const body = unwrap(expression);
  if (isStopper(body, names)) return 'stops the event';
  if (returnsOnly(body, names) || callsOnlyNoOp(body, resolve)) return 'does nothing';
  if (body.type === 'LogicalExpression' && body.operator === '&&') {
    if (evaluateWithoutModifiers(body.left as AstNode, names) === false) {
      return 'acts only with a modifier key held';
    }
  }
  return undefined;
}

/**
 * `() => null`, `() => undefined`, `(e) => e`: an arrow that only hands back a constant or its event
 * (@trtc/calls-uikit-react@4.5.11 base/Icon/Icon.tsx:14, MIT: `onClick = () => null`).
 */
function returnsOnly(body: AstNode, names: EventNames): boolean {
  if (body.type === 'Literal') return !('regex' in body);
  return body.type === 'Identifier' && (body.name === 'undefined' || body.name === names.event);
}

/**
 * A block body: only stoppers, ifs whose test is false on a plain click (no else), and at most one guard
 * that returns on a plain click (`if (!e.ctrlKey) return;`), after which nothing runs on a plain click.
 */
function classifyStatements(statements: readonly AstNode[], names: EventNames): InertClick | undefined {
  let gated = false;
  for (const statement of statements) {
    if (statement.type === 'EmptyStatement') continue;
    if (statement.type === 'ExpressionStatement' && isStopper(statement.expression as AstNode, names)) {
      continue;
    }
    if (statement.type !== 'IfStatement' || statement.alternate) return undefined;
    const onPlainClick = evaluateWithoutModifiers(statement.test as AstNode, names);
    if (onPlainClick === false) {
      gated = true;
      continue;
    }
    if (onPlainClick === true && returnsQuietly(statement.consequent as AstNode, names)) {
      return 'acts only with a modifier key held';
    }
    return undefined;
  }
  return gated ? 'acts only with a modifier key held' : 'stops the event';
}

/** `return;`, `return false;`, or a block of stoppers ending in one: leaves without acting. */
function returnsQuietly(statement: AstNode, names: EventNames): boolean {
  if (statement.type === 'ReturnStatement') {
    const argument = statement.argument as AstNode | null;
    return !argument || argument.type === 'Literal';
  }
  if (statement.type !== 'BlockStatement') return false;
  const body = statement.body as AstNode[];
  const last = body[body.length - 1];
  return (
    last !== undefined &&
    returnsQuietly(last, names) &&
    body
      .slice(0, -1)
      .every((inner) => inner.type === 'ExpressionStatement' && isStopper(inner.expression as AstNode, names))
  );
}

/** `e.stopPropagation()`, `e?.preventDefault()`, `e.nativeEvent.stopImmediatePropagation()`, `void …`. */
function isStopper(expression: AstNode, names: EventNames): boolean {
  let call = unwrap(expression);
  if (call.type === 'UnaryExpression' && call.operator === 'void') call = unwrap(call.argument as AstNode);
  if (call.type !== 'CallExpression' || ((call.arguments as AstNode[]) ?? []).length > 0) return false;
  const callee = unwrap(call.callee as AstNode);
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    STOPPERS.has(String((callee.property as AstNode).name)) &&
    isEvent(callee.object as AstNode, names)
  );
}

/** The event parameter, or its `nativeEvent`. */
function isEvent(node: AstNode, names: EventNames): boolean {
  const target = unwrap(node);
  if (target.type === 'Identifier') return names.event !== undefined && target.name === names.event;
  return (
    target.type === 'MemberExpression' &&
    !target.computed &&
    (target.property as AstNode).name === 'nativeEvent' &&
    isEvent(target.object as AstNode, names)
  );
}

/**
 * The test's value when no modifier key is held: `true`, `false`, or `undefined` (depends on more, or
 * evaluating it may act: a call, an assignment).
 */
function evaluateWithoutModifiers(test: AstNode, names: EventNames): boolean | undefined {
  return isPure(test) ? evaluate(test, names) : undefined;
}

/** Names, literals, member reads and operators over them: evaluating the test does nothing. */
function isPure(test: AstNode): boolean {
  const node = unwrap(test);
  switch (node.type) {
    case 'Identifier':
    case 'Literal':
      return true;
    case 'MemberExpression':
      return !node.computed && isPure(node.object as AstNode);
    case 'UnaryExpression':
      return node.operator !== 'delete' && isPure(node.argument as AstNode);
    case 'LogicalExpression':
    case 'BinaryExpression':
      return isPure(node.left as AstNode) && isPure(node.right as AstNode);
    default:
      return false;
  }
}

function evaluate(test: AstNode, names: EventNames): boolean | undefined {
  const node = unwrap(test);
  if (node.type === 'Identifier') return names.modifiers.has(String(node.name)) ? false : undefined;
  if (node.type === 'MemberExpression' && !node.computed) {
    const isModifier =
      MODIFIERS.has(String((node.property as AstNode).name)) && isEvent(node.object as AstNode, names);
    return isModifier ? false : undefined;
  }
  if (node.type === 'UnaryExpression' && node.operator === '!') {
    const inner = evaluate(node.argument as AstNode, names);
    return inner === undefined ? undefined : !inner;
  }
  if (node.type === 'LogicalExpression' && (node.operator === '&&' || node.operator === '||')) {
    const left = evaluate(node.left as AstNode, names);
    const right = evaluate(node.right as AstNode, names);
    if (node.operator === '&&') {
      if (left === false || right === false) return false;
      return left === true && right === true ? true : undefined;
    }
    if (left === true || right === true) return true;
    return left === false && right === false ? false : undefined;
  }
  return undefined;
}

/** The expression without parentheses, `as`, `satisfies`, `!` and optional-chain wrappers. */
export function unwrap(node: AstNode): AstNode {
  let current = node;
  while (
    [
      'ParenthesizedExpression',
      'TSAsExpression',
      'TSSatisfiesExpression',
      'TSNonNullExpression',
      'ChainExpression',
    ].includes(current.type) &&
    isAstNode(current.expression)
  ) {
    current = current.expression;
  }
  return current;
}
