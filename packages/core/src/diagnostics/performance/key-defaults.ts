// A bound key of an object the file only receives (`config.timeout`, `config.connectionTimeoutMillis` of a
// parameter, `this.params.request_timeout` of a stored config): the file cannot see its value, but the package
// may set its default once, in a config module or constructor (package-defaults.ts reads that). A file's
// constants are given the package's answer here; evaluate.ts asks only for a key it could not read itself.
import type { AstNode } from '../ast';
import { unsettledValue } from './unsettled-keys';

/** What a bound key holds by default across the package, when every place that sets it agrees. */
export type KeyDefaults = (key: string) => number | undefined;

/** Keys that carry a request's bound in ms, the only ones asked for (and so the only ones read elsewhere). */
const BOUND_KEY = /timeout/i;

const hooks = new WeakMap<object, KeyDefaults>();

/** Lets `constants` read the package's default of a bound key it cannot resolve itself. */
export function useKeyDefaults(constants: object, defaults: KeyDefaults): void {
  hooks.set(constants, defaults);
}

/**
 * The package's default of `key`, read by `node` on an object the file cannot resolve, as a number literal;
 * `unknown` when the file has no package lookup, the key bounds nothing, the object is not one the file is
 * handed (`received`, asked last: it looks the name up), or the package sets no agreed default.
 */
export function packageMember(
  node: AstNode,
  key: string,
  constants: object,
  received: () => boolean,
): AstNode | 'unknown' {
  const defaults = hooks.get(constants);
  if (!defaults || !BOUND_KEY.test(key) || !received()) return 'unknown';
  const value = defaults(key);
  if (value !== undefined && Number.isNaN(value)) return unsettledValue(node); // unsettled-keys.ts
  return value === undefined ? 'unknown' : { type: 'Literal', value, start: node.start, end: node.end };
}
