import type { AstNode } from '../ast';
import { type FileBindings, onlyValue } from './file-bindings';
import { unwrap } from './jsx-names';

/**
 * An inline click handler that does nothing while the props it tests keep their visible defaults: the popup
 * overlay's `onClick={(e) => { if (!allowOverlayPassThrough) { if (disableClosing) return; closeOnClickOutside &&
 * closePopup(id) } else { e.stopPropagation() } }}` with `allowOverlayPassThrough = false`, `disableClosing = false`
 * and `closeOnClickOutside = false` destructured from the props (apphouse@0.1.270
 * dist/components/popup/PopupContainer.tsx:42-47 and :161, MIT). By default the overlay's click acts on nothing:
 * the close-on-click-outside mode is off unless the caller turns it on (the corpus's session-32 convention, a
 * handler that acts only under a mode visible in the file and off by default is no click). Read statement by
 * statement: an `if` whose test the defaults decide takes its branch, `flag && act()` with a falsy default is
 * skipped, a bare `return` ends the handler, and the event's own `stopPropagation()` / `preventDefault()` does
 * nothing a key would; an arrow's expression body is read as one statement, and `flag ? act() : null` as its
 * branch; anything else (a call, a test the defaults do not decide) may act. At least one test must
 * be decided by a default: a handler that never reads one is inert-click.ts's to judge.
 * @example doesNothingByDefault(parse('() => { flag && go() }'), bindings) // true with `{ flag = false } = props`
 */
export function doesNothingByDefault(handler: AstNode, bindings: FileBindings): boolean {
  const fn = unwrap(handler);
  if (!['ArrowFunctionExpression', 'FunctionExpression'].includes(fn.type) || fn.async || fn.generator) {
    return false;
  }
  const param = ((fn.params as AstNode[]) ?? [])[0];
  if (param && param.type !== 'Identifier') return false;
  const body = fn.body as AstNode;
  const reading: Reading = { bindings, event: param ? String(param.name) : undefined, decided: false };
  const statements = body.type === 'BlockStatement' ? (body.body as AstNode[]) : [asStatement(body)];
  return run(statements, reading) !== 'acts' && reading.decided;
}

interface Reading {
  bindings: FileBindings;
  event: string | undefined;
  /** Whether a default decided a test (set while reading). */
  decided: boolean;
}

type Outcome = 'acts' | 'returned' | 'through';

function run(statements: readonly AstNode[], reading: Reading): Outcome {
  for (const statement of statements) {
    const outcome = step(statement, reading);
    if (outcome !== 'through') return outcome;
  }
  return 'through';
}

function step(statement: AstNode, reading: Reading): Outcome {
  switch (statement.type) {
    case 'EmptyStatement':
      return 'through';
    case 'BlockStatement':
      return run(statement.body as AstNode[], reading);
    case 'ReturnStatement':
      return statement.argument ? 'acts' : 'returned';
    case 'IfStatement': {
      const test = truthByDefault(statement.test as AstNode, reading);
      if (test === undefined) return 'acts';
      const branch = (test ? statement.consequent : statement.alternate) as AstNode | null;
      return branch ? step(branch, reading) : 'through';
    }
    case 'ExpressionStatement': {
      const expression = unwrap(statement.expression as AstNode);
      if (isEventStopper(expression, reading.event)) return 'through';
      if (expression.type === 'LogicalExpression' && expression.operator === '&&') {
        return truthByDefault(expression.left as AstNode, reading) === false ? 'through' : 'acts';
      }
      // `() => (lightbox ? setLightboxOpen(true) : null)` with `lightbox = false` destructured (aspect-ui@0.0.76
      // app/src/components/Image/Image.tsx:40 and :60, set 22, labelled null): the branch the default takes.
      if (expression.type === 'ConditionalExpression') {
        const test = truthByDefault(expression.test as AstNode, reading);
        if (test === undefined) return 'acts';
        const branch = unwrap((test ? expression.consequent : expression.alternate) as AstNode);
        if (branch.type === 'Literal' && branch.value === null) return 'through';
        return step(asStatement(branch), reading);
      }
      return 'acts';
    }
    default:
      return 'acts';
  }
}

/** A test's truth with every prop at its destructured default: `flag`, `!flag`, `a && b`, `a || b`; else unknown. */
function truthByDefault(test: AstNode, reading: Reading): boolean | undefined {
  const node = unwrap(test);
  if (node.type === 'UnaryExpression' && node.operator === '!') {
    const inner = truthByDefault(node.argument as AstNode, reading);
    return inner === undefined ? undefined : !inner;
  }
  if (node.type === 'LogicalExpression' && (node.operator === '&&' || node.operator === '||')) {
    const left = truthByDefault(node.left as AstNode, reading);
    if (left === undefined) return undefined;
    if (node.operator === '&&' ? !left : left) return left;
    return truthByDefault(node.right as AstNode, reading);
  }
  if (node.type === 'BinaryExpression') return comparisonByDefault(node, reading);
  const value = defaultLiteral(node, reading);
  if (!value) return undefined;
  reading.decided = true;
  return Boolean(value.value);
}

/**
 * `variant === 'minimal'` with `variant = 'secondary'` destructured from the props (fireflink-ui@1.2.24
 * src/components/Accordion/Accordion.tsx:40 and :69-70, `onClick={() => { variant === 'minimal' && !disable &&
 * onAccordionClick(); }}`): a prop's literal default compared (`===`, `!==`, `==`, `!=`) with a literal.
 */
function comparisonByDefault(node: AstNode, reading: Reading): boolean | undefined {
  const operator = String(node.operator);
  if (!['===', '!==', '==', '!='].includes(operator)) return undefined;
  const left = unwrap(node.left as AstNode);
  const right = unwrap(node.right as AstNode);
  const [prop, other] = left.type === 'Identifier' ? [left, right] : [right, left];
  const value = defaultLiteral(prop, reading);
  if (!value || other.type !== 'Literal' || 'regex' in other) return undefined;
  if (typeof other.value !== typeof value.value || (other.value === null) !== (value.value === null))
    return undefined;
  reading.decided = true;
  const same = other.value === value.value;
  return operator.startsWith('=') ? same : !same;
}

/** The literal (boolean, number, string or null) an identifier holds as its one destructuring default. */
function defaultLiteral(node: AstNode, reading: Reading): { value: unknown } | undefined {
  if (node.type !== 'Identifier') return undefined;
  const bound = onlyValue(reading.bindings, String(node.name));
  const literal = bound?.kind === 'default' ? unwrap(bound.value) : undefined;
  if (literal?.type !== 'Literal' || 'regex' in literal) return undefined;
  if (!['boolean', 'number', 'string'].includes(typeof literal.value) && literal.value !== null)
    return undefined;
  return { value: literal.value };
}

/** An arrow's expression body, or a conditional's branch, read as the statement it stands for. */
function asStatement(expression: AstNode): AstNode {
  return { type: 'ExpressionStatement', expression, start: expression.start, end: expression.end };
}

/** `e.stopPropagation()`, `e.preventDefault()` on the handler's own event parameter. */
function isEventStopper(expression: AstNode, event: string | undefined): boolean {
  if (expression.type !== 'CallExpression' || ((expression.arguments as AstNode[]) ?? []).length > 0)
    return false;
  const callee = unwrap(expression.callee as AstNode);
  const target = callee.type === 'MemberExpression' ? unwrap(callee.object as AstNode) : undefined;
  return (
    !!event &&
    target?.type === 'Identifier' &&
    target.name === event &&
    !callee.computed &&
    ['stopPropagation', 'preventDefault'].includes(String((callee.property as AstNode).name))
  );
}
