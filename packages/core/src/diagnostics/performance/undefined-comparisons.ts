// Guards that compare a value absent by default strictly with `undefined`, or order it against a number:
// `requestOptions?.timeout >= 0` (@google/generative-ai's buildFetchOptions), `this.#requestTimeout !==
// undefined` (meilisearch), `options.signal !== undefined`. A value the caller did not pass is `undefined`,
// and `undefined` compares false with every number and equal only to `undefined`. `null` does not (`null >= 0`
// is true, `null !== undefined` too), so a value that may be a `null` by default is not decided here. Also the
// default a parameter fed by its only caller falls back to when that caller's own parameter is left out, and
// every comparison evaluate.ts's `valueByDefault` decides (`timeout > 0`, `timeout != null`, `typeof`).
import { type AstNode, isAstNode } from '../ast';
import { ScopedConstants } from './constants';
import type { Constants } from './node-paths';

/** evaluate.ts's `DefaultValue`, written out so this module does not import the one that imports it. */
type DefaultValue = 'absent' | 'falsy' | 'truthy';

/** What the comparison reads, from the module that evaluates values (passed in, so neither imports the other). */
export interface ComparisonReader {
  resolve(node: AstNode, constants: Constants): AstNode;
  number(node: AstNode, constants: Constants): number | undefined;
  /** A member's value where known, else `absent`/`unknown`. */
  member(node: AstNode, constants: Constants): AstNode | 'absent' | 'unknown';
}

/** The reader `comparedByDefault` needs: the comparison's, and what a value is by default (evaluate.ts). */
export interface DefaultReader extends ComparisonReader {
  byDefault(node: AstNode, constants: Constants, depth: number): DefaultValue | undefined;
}

const ORDERS = new Set(['>=', '<', '<=']);

/**
 * `left <op> right` where `left` is absent by default (the caller judged that): `undefined` when the
 * comparison is not one of these, or `left` may be a `null`.
 */
export function comparedAsUndefined(
  operator: string,
  left: AstNode,
  right: AstNode,
  constants: Constants,
  read: ComparisonReader,
): DefaultValue | undefined {
  const strict = operator === '===' || operator === '!==';
  if (
    strict
      ? !isUndefined(read.resolve(right, constants))
      : !ORDERS.has(operator) || read.number(right, constants) === undefined
  )
    return undefined;
  if (mayBeNull(left, constants, read, 0)) return undefined;
  return operator === '===' ? 'truthy' : 'falsy';
}

function isUndefined(node: AstNode): boolean {
  return (
    (node.type === 'Identifier' && node.name === 'undefined') ||
    (node.type === 'UnaryExpression' && node.operator === 'void')
  );
}

/** Whether the value, followed through names, members and choices, may be a `null` written in the code. */
function mayBeNull(node: AstNode, constants: Constants, read: ComparisonReader, depth: number): boolean {
  if (depth > 8) return true;
  const value = read.resolve(node, constants);
  if (value.type === 'Literal') return value.value === null && !value.regex;
  const next = (child: unknown): boolean => mayBeNull(child as AstNode, constants, read, depth + 1);
  if (value.type === 'LogicalExpression') return next(value.left) || next(value.right);
  if (value.type === 'ConditionalExpression') return next(value.consequent) || next(value.alternate);
  if (value.type !== 'MemberExpression') return false;
  const member = read.member(value, constants);
  return typeof member === 'object' && next(member);
}

/**
 * A parameter with a default fed by its only caller, read as `given ?? default` (assignments.ts's
 * `orDefault`), whose `given` is a parameter of the caller still holding its own caller's value: by default
 * that caller passes nothing, so the default applies. Only that form: a bare parameter in code written as
 * `options ?? {}` may be one every caller passes, and is not decided here.
 */
export function parameterLeft(node: AstNode, constants: Constants): DefaultValue | undefined {
  const left = node.left as AstNode;
  if (node.fedDefault !== true || left.type !== 'Identifier' || !(constants instanceof ScopedConstants))
    return undefined;
  return constants.parameterAt(String(left.name), left.start) ? 'absent' : undefined;
}

/**
 * The side `given ?? fallback` takes by default: `fallback` when `given` is absent by default (the caller's,
 * or `parameterLeft`'s), `given` when it is known to be set; `undefined` when that is not known.
 */
export function fallbackOf(
  node: AstNode,
  constants: Constants,
  byDefault: (node: AstNode, constants: Constants) => DefaultValue | undefined,
): AstNode | undefined {
  if (node.type !== 'LogicalExpression' || node.operator !== '??') return undefined;
  const left = byDefault(node.left as AstNode, constants) ?? parameterLeft(node, constants);
  if (left === undefined) return undefined;
  return (left === 'absent' ? node.right : node.left) as AstNode;
}

/**
 * A comparison of a value absent by default, as a guard writes it: `timeout > 0` (also false for `null`, which
 * compares as 0), `timeout != null`, `typeof timeout === 'number'`. Others are not decided here.
 */
export function comparedByDefault(
  node: AstNode,
  constants: Constants,
  depth: number,
  read: DefaultReader,
): DefaultValue | undefined {
  const operator = String(node.operator);
  let left = node.left as AstNode;
  const right = node.right as AstNode;
  const typeOf = left.type === 'UnaryExpression' && left.operator === 'typeof' && isAstNode(left.argument);
  if (typeOf) left = left.argument as AstNode;
  if (read.byDefault(left, constants, depth + 1) !== 'absent') return undefined;
  const strict = typeOf ? undefined : comparedAsUndefined(operator, left, right, constants, read);
  if (strict) return strict;
  const other = read.resolve(right, constants);
  if (typeOf) {
    if (other.type !== 'Literal' || other.value === 'undefined' || other.value === 'object') return undefined;
    if (operator === '===' || operator === '==') return 'falsy';
    return operator === '!==' || operator === '!=' ? 'truthy' : undefined;
  }
  if (operator === '>') {
    const limit = read.number(right, constants);
    return limit !== undefined && limit >= 0 ? 'falsy' : undefined;
  }
  if (read.byDefault(right, constants, depth + 1) !== 'absent') return undefined;
  if (operator === '!=') return 'falsy';
  return operator === '==' ? 'truthy' : undefined;
}
