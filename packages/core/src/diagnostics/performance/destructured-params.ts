// A parameter destructured with no default: `function request({ url, timeout })`, `constructor({ host, timeout }
// = {})`. Each plain name stands for that key of the caller's object (`timeout` is the caller's `options.timeout`
// as `function request(options)` reads it), so a bound applied only `if (timeout)` is judged as it is for
// `if (options.timeout)`: the caller's optional value, absent when they give none (callersMember, evaluate.ts).
// Only keys that carry a bound (`timeout`, `signal`, `deadline`, an agent); names with a default (`{ timeout = 0 }`) keep
// it; nested patterns and constructors' parameters stay unknown. A last `...rest` stands for the caller's object
// without the keys taken before it (read only where that object is known: a function's only caller's).
import type { AstNode } from '../ast';
import { addBound, restOf } from './patterns';

/** Keys that carry a request's bound (as constructed.ts reads them). */
const BOUND_KEY = /timeout|signal|deadline|agent|dispatcher/i;

type Bind = (
  name: string,
  scope: AstNode,
  init: AstNode | null,
  param?: { fn: AstNode; index: number },
  destructured?: boolean,
) => void;

/** The name standing for a destructured parameter's whole value (the caller's object): `(options)`. */
export const DESTRUCTURED = '(options)';

/**
 * `param` (the `index`th of `fn`) added to `names` as `addBound` does, except that each plain `key: name` of a
 * top-level object pattern is bound to `(options).key` of a parameter `(options)` (bound through `bind`).
 * `parent` is the function's parent (a constructor's `MethodDefinition` is left alone).
 * @example bindDestructured(param, fn, 0, names, bind, parent) // `{ timeout }` → timeout = `(options).timeout`
 */
export function bindDestructured(
  param: AstNode,
  fn: AstNode,
  index: number,
  names: Set<string>,
  bind: Bind,
  parent: AstNode | undefined,
): void {
  addBound(param, names, false);
  const pattern = param.type === 'AssignmentPattern' ? (param.left as AstNode) : param;
  const given = param.type === 'AssignmentPattern' ? (param.right as AstNode) : undefined;
  // `= {}` only: another default object may hold the key (read as before, unknown). Not a constructor's: a
  // class is often built by another module of its package, whose values are not seen here (posthog-node's
  // FeatureFlagsPoller gets `timeout: requestTimeout ?? 10000` from client.ts). Nor a callback's: the library
  // calling it fills it (cockatiel's `policy.execute(async ({ signal }) => …)`).
  if (
    parent?.kind === 'constructor' ||
    parent?.type === 'CallExpression' ||
    parent?.type === 'NewExpression' ||
    pattern.type !== 'ObjectPattern' ||
    (given && (given.type !== 'ObjectExpression' || (given.properties as AstNode[]).length > 0))
  )
    return;
  const whole: AstNode = { type: 'Identifier', name: DESTRUCTURED, start: pattern.start, end: pattern.end };
  let bound = false;
  const properties = pattern.properties as AstNode[];
  for (const property of properties) {
    // `{ url, payload, ...options }` (@userlist/push 1.1.1 src/client.js:5, sent as `https.request(options)`): the
    // caller's object without the keys taken, known when the only caller's is (assignments.ts, feedParameters).
    const rest = property.type === 'RestElement' ? (property.argument as AstNode) : undefined;
    if (rest?.type === 'Identifier' && property === properties.at(-1)) {
      names.delete(String(rest.name));
      bound = true;
      bind(String(rest.name), fn, restOf(whole, properties.slice(0, -1)));
      continue;
    }
    const plain = plainProperty(property);
    // Only keys that carry a request's bound: a destructured `fetch` is a callback, not the global client.
    if (!plain || !BOUND_KEY.test(String(plain.key.name))) continue;
    names.delete(plain.name);
    bound = true;
    bind(plain.name, fn, memberOf(whole, plain.key, property));
  }
  if (bound) bind(DESTRUCTURED, fn, null, { fn, index });
}

/** The name a parameter's value is bound to: its own, or `(options)` for a destructured object. */
export function parameterName(id: AstNode): string | undefined {
  if (id.type === 'Identifier') return String(id.name);
  return id.type === 'ObjectPattern' ? DESTRUCTURED : undefined;
}

/** `key: name` of an object pattern (shorthand too), both plain identifiers: the key node and the bound name. */
export function plainProperty(property: AstNode): { key: AstNode; name: string } | undefined {
  const key = property.key as AstNode | undefined;
  const value = property.value as AstNode | undefined;
  if (
    property.type !== 'Property' ||
    property.computed ||
    key?.type !== 'Identifier' ||
    value?.type !== 'Identifier'
  )
    return undefined;
  return { key, name: String(value.name) };
}

/** `object.key` as a node placed at `at` (a destructured name stands for that member). */
export function memberOf(object: AstNode, key: AstNode, at: AstNode): AstNode {
  return {
    type: 'MemberExpression',
    start: at.start,
    end: at.end,
    computed: false,
    object,
    property: { type: 'Identifier', name: String(key.name), start: key.start, end: key.end },
  };
}
