import type { AstNode } from '../ast';
import { isPropsObject, propDefault, toDefaultProps } from './default-props';
import type { FileBindings } from './file-bindings';
import { isPure, toCalleeText } from './handler-reads';
import { unwrap } from './inert-click';

const STOPPERS = new Set(['stopPropagation', 'preventDefault']);

/**
 * `if (this.props.onX) this.props.onX(…)` (react-skylight@0.5.1 src/skylightstateless.jsx:28-31, MIT): a call of
 * the caller's callback under a test of that same callback, with arguments that only read: the caller's
 * optional hook, like `onX?.(…)` (click-notes.ts). The callback is read off the props (`props.onX`,
 * `this.props.onX`), or is a name the file only ever destructures with no default of its own (a destructured
 * prop). The test may add pure conditions (`if (!noBackdrop && backdropClicked) backdropClicked(e)`,
 * react-sliding-side-panel@2.0.5 src/index.tsx:109, MIT), and the branch may also stop the event
 * (`if (onClick) { event.preventDefault(); onClick(event.nativeEvent) }`, @rexxars/react-split-pane@1.0.0
 * src/Resizer.tsx:50-55, MIT): in every case the click does nothing unless the caller passed the callback.
 * Such a call is a note (key-alternatives.ts): it rides along an action the keys mirror, but a click that only
 * makes it is judged as the element's click — whenever a caller passes the callback, the element is mouse-only
 * (the lead's session-32 decision on optional-callback clicks).
 */
export function guardedHook(
  test: AstNode,
  consequent: AstNode,
  event: string | undefined,
  bindings: () => FileBindings,
  locals: ReadonlySet<string> = new Set(),
): AstNode | undefined {
  const statements = consequent.type === 'BlockStatement' ? (consequent.body as AstNode[]) : [consequent];
  const calls: AstNode[] = [];
  for (const statement of statements) {
    if (isPreparation(statement, locals)) continue;
    if (statement.type !== 'ExpressionStatement') return undefined;
    const call = unwrap(statement.expression as AstNode);
    if (call.type !== 'CallExpression') return undefined;
    if (!isStopper(call, event)) calls.push(call);
  }
  const [call, ...rest] = calls;
  if (!call || rest.length > 0) return undefined;
  const callee = toCalleeText(call.callee as AstNode);
  if (!callee || !isCallersCallback(unwrap(call.callee as AstNode), bindings)) return undefined;
  if (!conjuncts(test).some((term) => toCalleeText(term) === callee)) return undefined;
  if (!isPure(test)) return undefined;
  return ((call.arguments as AstNode[]) ?? []).every((argument) => isPure(argument)) ? call : undefined;
}

/**
 * A value computed for the hook's arguments and kept in the handler: `const time = handleTime(e)` declared in the
 * branch, `time = handleTime(e)` or `if (!time) time = handleTime(e)` on a `let` of the handler itself
 * (`locals`). @xzdarcy/react-timeline-editor@1.0.0 src/components/edit_area/edit_action.tsx:216-226 (MIT): the
 * action block's click computes the clicked time only to hand it to onClickAction / onClickActionOnly, each under
 * its own test. Nothing outside the handler is written.
 */
function isPreparation(statement: AstNode, locals: ReadonlySet<string>): boolean {
  if (statement.type === 'VariableDeclaration') {
    return (statement.declarations as AstNode[]).every((each) => (each.id as AstNode).type === 'Identifier');
  }
  if (statement.type === 'IfStatement') {
    const branch = statement.consequent as AstNode;
    const inner = branch.type === 'BlockStatement' ? (branch.body as AstNode[]) : [branch];
    return (
      !statement.alternate &&
      isPure(statement.test as AstNode) &&
      inner.every((each) => each.type !== 'VariableDeclaration' && isPreparation(each, locals))
    );
  }
  const assignment =
    statement.type === 'ExpressionStatement' ? unwrap(statement.expression as AstNode) : undefined;
  const left = assignment?.left as AstNode | undefined;
  return (
    assignment?.type === 'AssignmentExpression' &&
    assignment.operator === '=' &&
    left?.type === 'Identifier' &&
    locals.has(String(left.name))
  );
}

/** The names a handler declares in its own body (`let time;`), not in functions nested in it. */
export function toHandlerLocals(fn: AstNode): ReadonlySet<string> {
  const names = new Set<string>();
  const body = fn.body as AstNode;
  if (body.type !== 'BlockStatement') return names;
  for (const statement of body.body as AstNode[]) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as AstNode[]) {
      const id = declarator.id as AstNode;
      if (id.type === 'Identifier') names.add(String(id.name));
    }
  }
  return names;
}

/** `props.onX`, `this.props.onX`, or a name only ever destructured in the file with no value of its own. */
function isCallersCallback(callee: AstNode, bindings: () => FileBindings): boolean {
  if (callee.type === 'MemberExpression') {
    return !callee.computed && isPropsObject(callee.object as AstNode);
  }
  if (callee.type !== 'Identifier') return false;
  const name = String(callee.name);
  const file = bindings();
  return (file.counts.get(name) ?? 0) > 0 && !file.changed.has(name) && !file.values.has(name);
}

/** The terms of an `&&` chain (`a && b && c` → a, b, c); the test itself otherwise. */
function conjuncts(test: AstNode): AstNode[] {
  const node = unwrap(test);
  if (node.type === 'LogicalExpression' && node.operator === '&&') {
    return [...conjuncts(node.left as AstNode), ...conjuncts(node.right as AstNode)];
  }
  return [node];
}

/** `event.preventDefault()`, `event.stopPropagation()` on the click's own event. */
function isStopper(call: AstNode, event: string | undefined): boolean {
  const callee = unwrap(call.callee as AstNode);
  return (
    event !== undefined &&
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    STOPPERS.has(String((callee.property as AstNode).name)) &&
    ((call.arguments as AstNode[]) ?? []).length === 0 &&
    toCalleeText(callee.object as AstNode) === event
  );
}

/**
 * The handler a click has by default when it prefers the caller's optional callback:
 * `onClick={onRequestMinimise ? onRequestMinimise : onRequestClose}` (react-modal-resizable-draggable@0.1.6
 * src/index.tsx:229, MIT), or `onRequestMinimise || onRequestClose`. The preferred callback is the caller's (a
 * destructured prop or `props.x`) with no visible default: when the caller passes it, the click is the caller's
 * hook, not decidable here; by default the click is the other branch, which is judged as the click (there, the
 * document's Escape calls the same `onRequestClose`). `undefined` for any other handler.
 */
export function toCallersFallback(
  handler: AstNode,
  program: AstNode,
  at: number,
  bindings: () => FileBindings,
): AstNode | undefined {
  const node = unwrap(handler);
  let preferred: AstNode | undefined;
  let fallback: AstNode | undefined;
  if (node.type === 'ConditionalExpression') {
    const test = toCalleeText(node.test as AstNode);
    if (test === undefined || test !== toCalleeText(node.consequent as AstNode)) return undefined;
    [preferred, fallback] = [unwrap(node.consequent as AstNode), node.alternate as AstNode];
  } else if (node.type === 'LogicalExpression' && (node.operator === '||' || node.operator === '??')) {
    [preferred, fallback] = [unwrap(node.left as AstNode), node.right as AstNode];
  }
  if (!preferred || !fallback || !isCallersCallback(preferred, bindings)) return undefined;
  return propDefault(preferred, at, toDefaultProps(program), bindings) === undefined ? fallback : undefined;
}
