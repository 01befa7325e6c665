// The options object a request is sent with, as judges read it. One the file cannot read (built by a helper,
// picked by a condition, awaited) whose bound key the function then sets itself before the send is known at
// that key, whatever the object held: telegraf 4.16.3 lib/core/network/client.js lines 296-304, `const config =
// includesMedia(payload) ? await buildFormDataConfig(…) : await buildJSONConfig(payload); …; config.signal =
// signal; config.timeout = 500000; … fetch(apiUrl, config)` — node-fetch's 500 s.
import type { AstNode } from '../ast';
import { type ObjectView, resolveObject, ScopedConstants, toPath, valueByDefault } from './evaluate';
import { KEPT, settledKey } from './guarded-defaults';
import type { JudgeContext } from './judge-context';

/** Keys that bound a request: the only ones read off an object otherwise unknown. */
const BOUND_KEYS = /timeout|^signal$/i;

/** The options `node` holds (`none`: not given; `unknown`: not readable, no bound key set on it either). */
export function optionsView(
  context: JudgeContext,
  node: AstNode | undefined,
): ObjectView | 'none' | 'unknown' {
  if (!node) return 'none';
  return resolveObject(node, context.constants) ?? assignedKeys(node, context.constants) ?? 'unknown';
}

/**
 * `view`, the object `node` was built as, with the bound keys its function then sets on it before this point
 * (`options.timeout = this.timeout` before `this.request(options, cb)`: okcoin-china 0.0.7 rest.js, jira 0.10.0
 * lib/jira.js's shape): the key written last is the one sent. A key set only under an `if` is left as built.
 */
export function withAssignedBounds(
  view: ObjectView,
  node: AstNode,
  constants: JudgeContext['constants'],
): ObjectView {
  const assigned = assignedKeys(node, constants);
  if (!assigned) return view;
  const properties = new Map(view.properties);
  for (const [key, value] of assigned.properties) properties.set(key, value);
  return { ...view, properties };
}

/**
 * The bound keys assigned on `node`'s object as statements of its function before this point (not under an
 * `if`, not in a loop), as an open view: what else the object carries is not known. `undefined` when none is.
 */
export function assignedKeys(node: AstNode, constants: JudgeContext['constants']): ObjectView | undefined {
  if (!(constants instanceof ScopedConstants) || constants.mutated.size === 0) return undefined;
  const path = toPath(node);
  const keys = path ? constants.mutatedKeys(path, node.start) : undefined;
  if (!keys || keys.has('*')) return undefined;
  const properties = new Map<string, AstNode>();
  for (const key of keys) {
    const value = BOUND_KEYS.test(key)
      ? settledKey(constants, `${path}.${key}`, node.start, valueByDefault)
      : undefined;
    if (value && value !== KEPT) properties.set(key, value);
  }
  return properties.size > 0 ? { properties, open: true } : undefined;
}
