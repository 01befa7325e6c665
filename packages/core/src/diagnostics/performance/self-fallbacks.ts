// `this.timeout = options?.timeout ?? this.timeout` in a constructor, beside the class field `timeout = 6e4`
// (@verdocs/js-sdk 6.12.2 dist/index.js:1138 and 1176): the caller's option, else the value the member already
// holds. The assignment is a choice the caller may make, like an option it may pass; it gives the member no
// value of its own, so the field's stays the default path's. Only when the class declares that field with a
// value: a member with no other value stays unknown.
import type { AstNode } from '../ast';
import { isFallback, thisMember, unwrap } from './node-paths';

/** `this.x = … ?? this.x` (or `|| this.x`) in a class whose field `x` is given a value. */
export function keepsFieldValue(left: AstNode, right: AstNode, ancestors: readonly AstNode[]): boolean {
  const path = thisMember(left);
  const value = unwrap(right);
  if (!path || !isFallback(value) || thisMember(unwrap(value.right as AstNode)) !== path) return false;
  const body = [...ancestors].reverse().find((node) => node.type === 'ClassBody');
  const key = path.slice('this.'.length);
  return ((body?.body as AstNode[] | undefined) ?? []).some(
    (member) =>
      member.type === 'PropertyDefinition' &&
      !member.static &&
      !member.computed &&
      (member.key as AstNode).type === 'Identifier' &&
      (member.key as AstNode).name === key &&
      member.value != null,
  );
}
