import { type AstNode, isAstNode } from '../ast';
import { type DefaultProps, propDefault } from './default-props';
import { type BindingKind, type FileBindings, onlyValue } from './file-bindings';
import { toCalleeText, visit } from './handler-reads';
import { isNoOpHandler } from './inert-click';
import { onlyLogs, toObjectMemberDefault } from './logging-default';

/**
 * A click handler that is a prop whose visible default does nothing: `onClick={onClick}` (or `props.onClick`,
 * `this.props.onClick`) inside a component whose `defaultProps` give it a function that does nothing (`() => {}`,
 * `noop`): by default the click does nothing, so there is nothing a keyboard user misses. A default written as
 * `undefined` or `null` gives no no-op: the prop is the caller's optional callback, and a click that only calls it
 * is judged as the element's click (the lead's session-32 decision; adminlte-2-react@0.2.0
 * NavbarMenu/MessageItem.tsx:57, `onClick: undefined` at line 84, MIT). A prop with no visible default, or with
 * any other default, is read as a handler, as before.
 * @example isHandlerUnsetByDefault(parse('onClick'), at, [{ values: Map { onClick => () => {} } }], …) // true
 */
export function isHandlerUnsetByDefault(
  expression: AstNode,
  at: number,
  defaults: readonly DefaultProps[],
  bindings: () => FileBindings,
): boolean {
  const off = toOffByDefaultBranch(expression, at, defaults, bindings);
  if (off) return true;
  const value = propDefault(toBoundFunction(expression), at, defaults, bindings);
  return value !== undefined && isNoOpDefault(value, bindings());
}

/**
 * `onClick.bind(this, xi, yi)` → `onClick`: binding arguments to a function that does nothing still does nothing
 * (react-heatmap-grid@0.9.1 src/DataGrid.jsx:58 and :103, MIT: a cell's click, `onClick: () => {}` by default).
 */
function toBoundFunction(expression: AstNode): AstNode {
  const call = unwrap(expression);
  if (call.type !== 'CallExpression') return expression;
  const callee = unwrap(call.callee as AstNode);
  const isBind =
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    (callee.property as AstNode).name === 'bind' &&
    unwrap(callee.object as AstNode).type !== 'CallExpression';
  return isBind ? (callee.object as AstNode) : expression;
}

/**
 * A default that does nothing when called: `() => {}`, `() => undefined`, `(...args) => args`, a name `noop` /
 * `NOOP` (lodash's `noop`, `_.noop`), or a name the file binds once to one of those.
 * @example isNoOpDefault(parse('noop'), bindings) // true
 */
export function isNoOpDefault(value: AstNode, bindings: FileBindings): boolean {
  let written = unwrap(value);
  const name = written.type === 'MemberExpression' ? (written.property as AstNode) : written;
  if (name.type === 'Identifier' && /^no_?op$/i.test(String(name.name))) return true;
  if (written.type === 'Identifier') {
    const named = onlyValue(bindings, String(written.name));
    if (named?.kind !== 'init') return false;
    written = unwrap(named.value);
  }
  return isNoOpHandler(written) || isEmptyArrow(written);
}

/**
 * `() => undefined`, `() => null`: an arrow that returns nothing; or one that only hands back a parameter,
 * `(...args) => args` (react-mapbox-gl@5.1.1 src/projected-layer.tsx:36, MIT: the marker's default onClick).
 */
function isEmptyArrow(node: AstNode): boolean {
  if (node.type !== 'ArrowFunctionExpression') return false;
  const body = unwrap(node.body as AstNode);
  const params = ((node.params as AstNode[]) ?? []).map((param) =>
    param.type === 'RestElement' ? (param.argument as AstNode) : param,
  );
  return (
    (body.type === 'Identifier' && body.name === 'undefined') ||
    (body.type === 'Literal' && body.value === null && !('regex' in body)) ||
    (body.type === 'Identifier' &&
      params.some((param) => param.type === 'Identifier' && param.name === body.name))
  );
}

/**
 * `onClick={this.props.zoomOnClick ? this.zoomToClusterBounds : undefined}` (or `zoomOnClick && handler`) with
 * `zoomOnClick: false` in the visible defaultProps (react-mapbox-gl@5.1.1 src/cluster.tsx:47 and :206, MIT): the
 * handler is set only when the caller turns the prop on, so by default the element has no click. The test must be
 * the prop itself, its default `false`, `null`, `undefined`, `0` or `''`, and the other branch no handler.
 */
function toOffByDefaultBranch(
  expression: AstNode,
  at: number,
  defaults: readonly DefaultProps[],
  bindings: () => FileBindings,
): boolean {
  const node = unwrap(expression);
  let test: AstNode | undefined;
  if (node.type === 'ConditionalExpression' && isNoHandler(node.alternate as AstNode))
    test = node.test as AstNode;
  else if (node.type === 'LogicalExpression' && node.operator === '&&') test = node.left as AstNode;
  if (!test) return false;
  const value = propDefault(test, at, defaults, bindings);
  const written = value && unwrap(value);
  if (!written) return false;
  // `props.onClick ? (e) => props.onClick(…) : null` (pigeon-maps@0.22.1 src/overlays/Marker.tsx:60, MIT): the
  // test is the callback the handler calls, not a mode — judged by that callback's own default, as above.
  const branch = node.type === 'ConditionalExpression' ? node.consequent : node.right;
  if (callsTest(branch as AstNode, test, bindings())) return isNoOpDefault(written, bindings());
  if (written.type === 'Identifier') return written.name === 'undefined';
  return written.type === 'Literal' && !('regex' in written) && !written.value;
}

/**
 * Whether the set branch is the tested name itself or a function (inline, or a name the file binds once to one)
 * that calls it: `onClickRow && onClickRow`, `onX ? () => onX(id) : null`, `clickElement && handleClick` with
 * `const handleClick = () => clickElement(props)` (react-timelines@2.6.1 Tracks/Element.jsx:9-19, MIT).
 */
function callsTest(branch: AstNode, test: AstNode, bindings: FileBindings): boolean {
  const tested = toCalleeText(test);
  if (tested === undefined) return false;
  let target = unwrap(branch);
  if (toCalleeText(target) === tested) return true;
  if (target.type === 'Identifier') {
    const named = onlyValue(bindings, String(target.name));
    if (named?.kind !== 'init') return false;
    target = unwrap(named.value);
  }
  if (target.type !== 'ArrowFunctionExpression' && target.type !== 'FunctionExpression') return false;
  let calls = false;
  visit(target.body as AstNode, (inner) => {
    if (inner.type === 'CallExpression' && toCalleeText(inner.callee as AstNode) === tested) calls = true;
  });
  return calls;
}

/** `undefined`, `null`, `void 0`. */
function isNoHandler(node: AstNode): boolean {
  const inner = unwrap(node);
  if (inner.type === 'Identifier') return inner.name === 'undefined';
  if (inner.type === 'Literal') return inner.value === null && !('regex' in inner);
  return inner.type === 'UnaryExpression' && inner.operator === 'void';
}

function unwrap(node: AstNode): AstNode {
  let current = node;
  while (
    ['ParenthesizedExpression', 'TSAsExpression', 'TSNonNullExpression'].includes(current.type) &&
    isAstNode(current.expression)
  ) {
    current = current.expression;
  }
  return current;
}

/**
 * A destructured prop whose default is a no-op function, written in place or as a name the file binds once:
 * `handleClick = NO_OP` with `const NO_OP = () => {}` (@s-ui/react-image-slider@4.0.0 src/index.js:21 and :87,
 * MIT: the slider's container click), or `onClick = () => null` (@trtc/calls-uikit-react@4.5.11
 * src/Components/components/base/Icon/Icon.tsx:14, a decorative icon's click). By default the click does nothing, as with a no-op in `defaultProps`
 * (above); that function is returned, and any other default gives `undefined` (read as before). A default read off
 * an object the file binds once (`onClick = defaultProps.onClick`), and one that only logs, are read too
 * (logging-default.ts).
 */
export function toNoOpDefault(
  bound: { value: AstNode; kind: BindingKind } | undefined,
  bindings: FileBindings,
): AstNode | undefined {
  if (bound?.kind !== 'default') return undefined;
  let value = unwrap(bound.value);
  if (value.type === 'Identifier') {
    const named = onlyValue(bindings, String(value.name));
    if (named?.kind !== 'init') return undefined;
    value = unwrap(named.value);
  }
  const member = toObjectMemberDefault(value, bindings);
  if (member) value = unwrap(member);
  // `defaultProps.onClick` whose value only logs (logging-default.ts): read as the empty function it amounts to.
  if (onlyLogs(value))
    return {
      type: 'ArrowFunctionExpression',
      start: value.start,
      end: value.end,
      params: [],
      body: { type: 'BlockStatement', start: value.start, end: value.end, body: [] },
    };
  return isNoOpHandler(value) || isEmptyArrow(value) ? value : undefined;
}
