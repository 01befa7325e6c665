// An instance default set only when the caller gave a value: `if (typeof this.timeout !== 'undefined') {
// this.axiosInstance.defaults.timeout = this.timeout; }` (logzio-nodejs 2.5.0 lib/logzio-nodejs.js lines
// 337-339), where the constructor stores `this.timeout = timeout` from its destructured options with no default
// (line 55, 104). By default the `if` is not taken: the instance keeps no bound, and its calls are judged by the
// library's default, as if nothing set it. Any other guard, or a value not known to be the caller's optional one,
// leaves the default as set (the calls stay silent, judged where it is set).
import { type AstNode, walk } from '../ast';
import { ScopedConstants } from './constants';
import { toPath, unwrap, valueByDefault } from './evaluate';
import type { JudgeContext } from './judge-context';
import { FUNCTIONS } from './node-paths';

const CLASSES = new Set(['ClassDeclaration', 'ClassExpression']);

/**
 * Whether `assignment` (`x.defaults.timeout = v`) runs only under an `if` of its own function that tests `v`
 * is given (`typeof v !== 'undefined'`, `v !== undefined`, `v != null`, `v`) while `v` is the caller's optional
 * value, absent by default.
 * @example skippedByDefault(context, assignment) // true for logzio's guarded default
 */
export function skippedByDefault(context: JudgeContext, assignment: AstNode): boolean {
  const { program, constants } = context;
  const value = toPath(unwrap(assignment.right as AstNode));
  if (!program || !value) return false;
  const tests: AstNode[] = [];
  let owner: AstNode | undefined;
  walk(program, (current) => {
    if (current.start > assignment.start || current.end < assignment.end) return false;
    if (CLASSES.has(current.type)) owner = current;
    // Only the `if`s of the function the assignment is in decide whether it runs when that function runs.
    if (FUNCTIONS.has(current.type)) tests.length = 0;
    const consequent = current.type === 'IfStatement' ? (current.consequent as AstNode) : undefined;
    if (consequent && consequent.start <= assignment.start && assignment.end <= consequent.end)
      tests.push(current.test as AstNode);
    return undefined;
  });
  const guard = tests.map(testedName).find((tested) => tested && toPath(tested) === value);
  if (!guard) return false;
  return valueByDefault(guard, constants) === 'absent' || storedOption(context, owner, value);
}

/** `v` of `typeof v !== 'undefined'`, `v !== undefined`, `v !== void 0`, `v != null` or `v` itself. */
function testedName(test: AstNode): AstNode | undefined {
  const current = unwrap(test);
  if (current.type !== 'BinaryExpression') return toPath(current) ? current : undefined;
  const left = unwrap(current.left as AstNode);
  const right = unwrap(current.right as AstNode);
  const typeOf = left.type === 'UnaryExpression' && left.operator === 'typeof';
  if (typeOf && current.operator === '!==' && right.type === 'Literal' && right.value === 'undefined')
    return left.argument as AstNode;
  const nothing =
    (right.type === 'Identifier' && right.name === 'undefined') ||
    (right.type === 'UnaryExpression' && right.operator === 'void') ||
    (right.type === 'Literal' && right.value === null && current.operator === '!=');
  return nothing && (current.operator === '!==' || current.operator === '!=') && toPath(left)
    ? left
    : undefined;
}

/**
 * `this.name` stored once, in the class's constructor, from a name its options parameter destructures with no
 * default (`constructor({ timeout }) { this.timeout = timeout; }`), while no module of the package constructs the
 * class with values (constructed.ts) and no `new` of this file gives it an object of its own: the caller's value.
 */
function storedOption(context: JudgeContext, owner: AstNode | undefined, path: string): boolean {
  const { constants, constructed } = context;
  const key = /^this\.(\w+)$/.exec(path)?.[1];
  if (!owner || !key || !(constants instanceof ScopedConstants) || constructed?.size) return false;
  const members = (owner.body as AstNode).body as AstNode[];
  const ctor = members.find((m) => m.type === 'MethodDefinition' && m.kind === 'constructor')?.value as
    | AstNode
    | undefined;
  const stores: AstNode[] = [];
  walk(owner, (node) => {
    if (node.type === 'AssignmentExpression' && toPath(node.left as AstNode) === path) stores.push(node);
    return undefined;
  });
  const store = stores.length === 1 ? stores[0] : undefined;
  const body = ctor ? ((ctor.body as AstNode).body as AstNode[]) : [];
  const direct = body.some(
    (s) => s.type === 'ExpressionStatement' && unwrap(s.expression as AstNode) === store,
  );
  const given = store ? unwrap(store.right as AstNode) : undefined;
  if (!ctor || !direct || given?.type !== 'Identifier') return false;
  // The constructor's own binding of the name, never given a value (constructed-params.ts reads it the same way).
  const binding = constants.bindingAt(String(given.name), given.start);
  const own = binding?.start === ctor.start && binding.end === ctor.end && binding.init === null;
  if (!own || !destructuredPlain(ctor, String(given.name)) || reassigns(ctor, String(given.name)))
    return false;
  return constructedHere(context, owner);
}

/** `name = …` anywhere in `fn` (`timeout = timeout || 5000`): not the caller's value throughout. */
function reassigns(fn: AstNode, name: string): boolean {
  let found = false;
  walk(fn, (node) => {
    const target = node.type === 'AssignmentExpression' ? unwrap(node.left as AstNode) : undefined;
    if (target?.type === 'Identifier' && target.name === name) found = true;
    return found ? false : undefined;
  });
  return found;
}

/** The constructor's first parameter is an object pattern binding `name` to a key with no default. */
function destructuredPlain(ctor: AstNode, name: string): boolean {
  const first = (ctor.params as AstNode[])[0];
  const pattern = first?.type === 'AssignmentPattern' ? (first.left as AstNode) : first;
  if (pattern?.type !== 'ObjectPattern') return false;
  return (pattern.properties as AstNode[]).some(
    (item) =>
      item.type === 'Property' &&
      !item.computed &&
      (item.value as AstNode).type === 'Identifier' &&
      (item.value as AstNode).name === name,
  );
}

/**
 * Every `new` of the class in this file hands on a parameter of its own function (`new LogzioLogger(options)`
 * in `createLogger(options)`): the application's options, not the package's.
 */
function constructedHere(context: JudgeContext, owner: AstNode): boolean {
  const name = (owner.id as AstNode | null)?.name;
  const { constants, program } = context;
  if (!name || !program || !(constants instanceof ScopedConstants)) return false;
  let plain = true;
  walk(program, (node) => {
    if (!plain) return false;
    if (node.type !== 'NewExpression' || toPath(node.callee as AstNode) !== name) return undefined;
    const arg = (node.arguments as AstNode[])[0];
    const current = arg ? unwrap(arg) : undefined;
    if (
      current &&
      !(current.type === 'Identifier' && constants.parameterAt(String(current.name), current.start))
    )
      plain = false;
    return undefined;
  });
  return plain;
}
