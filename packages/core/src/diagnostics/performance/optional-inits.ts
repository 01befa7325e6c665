// An init copied from the caller's options only when they are given: `const fetchOptions = (options && typeof
// options === 'object') ? {...options} : {}` (node-ical 0.26.1 node-ical.js line 121). By default the caller
// gives none, and the fetch gets the other branch, judged as written.
import type { AstNode } from '../ast';
import { resolveNode, ScopedConstants, unwrap } from './evaluate';
import type { JudgeContext } from './judge-context';

/**
 * The object literal an init is when the caller's optional options are absent: `test ? {...p} : {…}` (or
 * `test ? p : {…}`) where `p` is a parameter of the function with no default and the test is `p` or `p && …`.
 */
export function initWithoutOptions(context: JudgeContext, init: AstNode): AstNode | undefined {
  const { constants } = context;
  if (!(constants instanceof ScopedConstants)) return undefined;
  const value = resolveNode(init, constants);
  if (value.type !== 'ConditionalExpression') return undefined;
  const fallback = unwrap(value.alternate as AstNode);
  const copied = unwrap(value.consequent as AstNode);
  const spread =
    copied.type === 'ObjectExpression' && (copied.properties as AstNode[]).length === 1
      ? (copied.properties as AstNode[])[0]
      : undefined;
  const given = spread?.type === 'SpreadElement' ? unwrap(spread.argument as AstNode) : copied;
  if (fallback.type !== 'ObjectExpression' || given.type !== 'Identifier') return undefined;
  const name = String(given.name);
  if (!requires(unwrap(value.test as AstNode), name)) return undefined;
  const binding = constants.bindingAt(name, given.start);
  return binding?.param && binding.init === null ? fallback : undefined;
}

/** `p`, or `p && …` (true only when `p` is given). */
function requires(test: AstNode, name: string): boolean {
  if (test.type === 'Identifier') return test.name === name;
  return (
    test.type === 'LogicalExpression' &&
    test.operator === '&&' &&
    requires(unwrap(test.left as AstNode), name)
  );
}
