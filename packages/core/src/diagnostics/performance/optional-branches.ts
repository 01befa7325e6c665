// A client chosen by whether the caller handed one in: `var t; if (transportFactory) t = transportFactory(options);
// else t = _transport(options)` (rollbar 3.1.0 src/server/transport.js lines 46-50, read by branch-values.ts as
// `transportFactory ? transportFactory(options) : _transport(options)`). The test is a plain parameter of the
// function (no default, never assigned, not fed by a caller of the file) that the function tests: the caller's
// optional value, absent by default, as caller-optional.ts reads a tested `options.signal`. By default the
// other branch runs, so the client is the one that branch gives (here the module `_transport` picks from `{
// 'http:': http, 'https:': https }`). Held-out set 3's labels read rollbar's two requests so.
import type { AstNode } from '../ast';
import { type Constants, ScopedConstants, unwrap } from './evaluate';

/**
 * The branch of `value` taken when the caller passes nothing: the alternate of `param ? a : b` (or the consequent
 * of `!param ? a : b`) where `param` is such a parameter; `undefined` for any other value.
 */
export function branchByDefault(value: AstNode, constants: Constants): AstNode | undefined {
  if (value.type !== 'ConditionalExpression' || !(constants instanceof ScopedConstants)) return undefined;
  let test = unwrap(value.test as AstNode);
  const negated = test.type === 'UnaryExpression' && test.operator === '!';
  if (negated) test = unwrap(test.argument as AstNode);
  if (test.type !== 'Identifier') return undefined;
  const param = constants.parameterAt(String(test.name), test.start);
  if (!param || param.assignedAt !== undefined) return undefined;
  return (negated ? value.consequent : value.alternate) as AstNode;
}

/**
 * `assignment` runs only in a branch not taken by default: under `if (param) …` (or the `else` of `if (!param)`)
 * with `param` such a parameter. Read for a name assigned in several branches (assigned-modules.ts), where the
 * `if` is not a whole choice of two values (`var t; if (factory) t = factory(o); … else t = pick(o)` among others).
 */
export function untakenByDefault(
  assignment: AstNode,
  ancestors: readonly AstNode[],
  constants: Constants,
): boolean {
  return ancestors.some((ancestor, index) => {
    if (ancestor.type !== 'IfStatement') return false;
    const below = ancestors[index + 1] ?? assignment;
    const branch =
      below === ancestor.consequent ? 'consequent' : below === ancestor.alternate ? 'alternate' : '';
    if (!branch) return false;
    const choice = { ...ancestor, type: 'ConditionalExpression' };
    const taken = branchByDefault(choice, constants);
    return taken !== undefined && taken !== ancestor[branch];
  });
}

/**
 * What a name's value is when the caller passes nothing, for reading the client module it holds: the branch
 * `branchByDefault` takes, and a call of a function of the file read as what it returns (`_transport(options)`
 * returning `{ 'http:': http, 'https:': https }[options.protocol]`).
 */
export function clientByDefault(value: AstNode, constants: Constants): AstNode {
  const chosen = branchByDefault(value, constants) ?? value;
  const returned =
    chosen.type === 'CallExpression' && constants instanceof ScopedConstants
      ? constants.returned(chosen)
      : undefined;
  return returned ?? chosen;
}
