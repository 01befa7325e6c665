// A name declared with no value and given one on both sides of an `if`: `let timeoutDuration; if
// (options.overrides?.timeout) { if (…) timeoutDuration = …; else timeoutDuration = … } else { timeoutDuration =
// this.timeout; }` (nylas 8.4.0 lib/esm/apiClient.js lines 77-91). After the `if`, the name is `test ? a : b`, each
// side read the same way when it is itself such an `if`, so that the judges decide the test as they would in a
// written-out conditional (the caller's optional override is absent by default: the instance's timeout). A side
// that does not assign the name on every path leaves it unknown, as it was.
import { type AstNode, walk } from '../ast';
import type { Assignment, Binding } from './assignments';
import { enclosingFunction } from './node-paths';

/** The tables of a file's constants this module reads and extends (ScopedConstants has them). */
interface Tables {
  readonly bindings: Map<string, Binding[]>;
  readonly program?: AstNode | undefined;
}

/** The value `statement` leaves `name` with, when every path through it assigns it once; else `undefined`. */
function givenBy(statement: AstNode, name: string, leaves: AstNode[]): AstNode | undefined {
  if (statement.type === 'IfStatement') {
    const alternate = statement.alternate as AstNode | null | undefined;
    if (!alternate) return undefined;
    const consequent = givenBy(statement.consequent as AstNode, name, leaves);
    const other = consequent && givenBy(alternate, name, leaves);
    if (!consequent || !other) return undefined;
    return {
      type: 'ConditionalExpression',
      start: statement.start,
      end: statement.end,
      test: statement.test as AstNode,
      consequent,
      alternate: other,
    };
  }
  if (statement.type === 'ExpressionStatement') {
    const expression = statement.expression as AstNode;
    const left = expression.left as AstNode | undefined;
    if (expression.type !== 'AssignmentExpression' || expression.operator !== '=') return undefined;
    if (left?.type !== 'Identifier' || left.name !== name) return undefined;
    leaves.push(expression);
    return expression.right as AstNode;
  }
  if (statement.type !== 'BlockStatement') return undefined;
  // One statement of the block gives the value; the others must not touch the name.
  const body = statement.body as AstNode[];
  const giving = body.filter((inner) => mentions(inner, name));
  return giving.length === 1 ? givenBy(giving[0] as AstNode, name, leaves) : undefined;
}

/** Whether `name` is written anywhere in `node` (an assignment or `++`/`--` of it). */
function mentions(node: AstNode, name: string): boolean {
  let found = false;
  walk(node, (inner) => {
    if (found) return false;
    const target = (inner.type === 'AssignmentExpression' ? inner.left : inner.argument) as
      | AstNode
      | undefined;
    if ((inner.type === 'AssignmentExpression' || inner.type === 'UpdateExpression') && target?.name === name)
      found = true;
    return undefined;
  });
  return found;
}

/**
 * `let x; if (test) { x = a } else { x = b }`, the `if` a statement of the declaring function's own body and
 * holding every assignment of `x` in the file: from the end of the `if`, `x` is `test ? a : b`. The names so bound.
 */
export function branchValues(
  constants: Tables,
  assigned: ReadonlyMap<string, readonly Assignment[]>,
  bare: ReadonlySet<string>,
): Set<string> {
  const names = new Set<string>();
  const { program } = constants;
  if (!program) return names;
  for (const [name, list] of assigned) {
    // Cheap tests first: two assignments at least, none a statement of a function's own body.
    if (list.length < 2 || name.includes('.') || list.some((assignment) => assignment.fn)) continue;
    const first = (list[0] as Assignment).node;
    const bindings = constants.bindings.get(name) ?? [];
    const scope = bindings.find(
      (b) => b.init === null && !b.param && b.start < first.start && first.end <= b.end,
    );
    if (!scope || !bare.has(`${name}@${scope.start}`)) continue;
    // The assignments are the declaring function's own, not a closure's inside it.
    const fn = enclosingFunction(program, first);
    if (fn?.start !== scope.start || fn.end !== scope.end) continue;
    const body = fn.body as AstNode | undefined;
    if (body?.type !== 'BlockStatement') continue;
    const statement = (body.body as AstNode[]).find(
      (inner) => inner.type === 'IfStatement' && inner.start <= first.start && first.end <= inner.end,
    );
    if (!statement || !list.every(({ node }) => statement.start <= node.start && node.end <= statement.end))
      continue;
    const leaves: AstNode[] = [];
    const value = givenBy(statement, name, leaves);
    // Every assignment of the name in the file is one the `if` reads, and nothing else in the function writes it.
    if (!value || leaves.length !== list.length) continue;
    if (!list.every((assignment) => leaves.includes(assignment.node))) continue;
    const later = (body.body as AstNode[]).filter((inner) => inner.start >= statement.end);
    if (later.some((inner) => mentions(inner, name))) continue;
    bindings.push({ start: statement.end, end: scope.end, init: value, param: undefined });
    names.add(name);
  }
  return names;
}
