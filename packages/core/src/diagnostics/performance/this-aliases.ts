// A member instance read through a name bound to `this`: tsc's and Babel's ES5 output for an arrow's `this` is
// `var _this = this;` in the enclosing function, and the arrow's `this.httpClient.get(…)` becomes
// `_this.httpClient.get(…)` (notifyre-nodejs-sdk 1.10.0 lib/services/FaxService.js:123, inside pollDocumentsStatus's
// `request.map(function (document) { return _this.httpClient.get(…) })`). A name every binding of which in the file
// is `this` itself reaches the same members; one ever given anything else (`_this = _super.call(this) || this`,
// another object) is not read.
import { unwrap } from './node-paths';

/** What this module reads of the file's constants (ScopedConstants has it). */
interface StoredValues {
  readonly bindings: ReadonlyMap<string, readonly { init: import('../ast').AstNode | null }[]>;
}

/** Adds `_this.member` beside each `this.member` instance, for every name the file only ever binds to `this`. */
export function aliasThisNames<T>(instances: Map<string, T>, constants: StoredValues): void {
  const members = [...instances.keys()].filter((key) => key.startsWith('this.'));
  if (members.length === 0) return;
  constants.bindings.forEach((bindings, name) => {
    if (name.includes('.') || bindings.length === 0) return;
    if (!bindings.every(({ init }) => init && unwrap(init).type === 'ThisExpression')) return;
    for (const key of members) {
      const alias = `${name}${key.slice(4)}`;
      const instance = instances.get(key);
      // A member the file assigns through the alias itself is its own value, not the instance.
      if (instance && !instances.has(alias) && !constants.bindings.has(alias)) instances.set(alias, instance);
    }
  });
}

/**
 * `that.timeout` where every binding of `that` in the file is `this` itself (`let that = this;` before a
 * `new Promise(function (…) { request.get(url, { timeout: that.timeout }) })`, graphhopper-js-api-client 7.6.5
 * src/GraphHopperIsochrone.js:47-51): the member `this.timeout`, when the file binds it.
 */
export function thisAliasMember(
  name: string,
  key: string,
  bindings: StoredValues['bindings'],
): string | undefined {
  const member = `this.${key}`;
  const own = bindings.get(name);
  if (!own?.length || !bindings.has(member)) return undefined;
  return own.every(({ init }) => init && unwrap(init).type === 'ThisExpression') ? member : undefined;
}
