// An axios config handed in by the file's own callers: `private async request(config) { const cfg = { ...config };
// … this.instance.request(cfg) }` called as `this.request({ method, url, timeout: options?.timeoutMs })` by each
// public method (@mendable/firecrawl-js 4.42.0 src/v2/utils/httpClient.ts lines 60-102 and 122-160). When every
// call of that private method is in the file, the config is what those calls give: judged at each.
import { type AstNode, walk } from '../ast';
import { resolveObject, ScopedConstants, unwrap } from './evaluate';
import type { FileFacts } from './file-facts';

/** Keys that bound an axios call; a config that sets none of them itself is decided by its callers'. */
const BOUNDS = ['timeout', 'signal', 'cancelToken'];

/**
 * The configs a call's `config` is built from, one per call of the method that hands it in: `config` is that
 * method's parameter (or `{ ...parameter, other keys }` setting no bound), and the method's every call is known
 * (a function whose calls are all in the file, or a TypeScript `private`/`#` method called as `this.name(…)`).
 * `undefined` otherwise.
 */
export function configsFromCallers(facts: FileFacts, config: AstNode): AstNode[] | undefined {
  const { constants } = facts.context;
  if (!(constants instanceof ScopedConstants)) return undefined;
  let given = unwrap(config);
  if (given.type !== 'Identifier' || !constants.parameterAt(String(given.name), given.start)) {
    const view = resolveObject(given, constants);
    const spread = view?.openBy?.length === 1 ? unwrap(view.openBy[0] as AstNode) : undefined;
    if (!view || !spread || BOUNDS.some((key) => view.properties.has(key))) return undefined;
    given = spread;
  }
  if (given.type !== 'Identifier') return undefined;
  const param = constants.parameterAt(String(given.name), given.start);
  if (!param) return undefined;
  const sites = constants.callSites.get(param.fn) ?? privateMethodSites(facts, param.fn);
  if (!sites || sites.length === 0) return undefined;
  const configs: AstNode[] = [];
  for (const args of sites) {
    const arg = args[param.index];
    if (!arg || arg.type === 'SpreadElement') return undefined;
    configs.push(arg);
  }
  return configs;
}

/** The argument lists of `this.name(…)` for a TypeScript `private` (or `#name`) method `fn` of a class. */
function privateMethodSites(facts: FileFacts, fn: AstNode): AstNode[][] | undefined {
  const program = facts.context.program;
  if (!program) return undefined;
  let name: string | undefined;
  walk(program, (node) => {
    if (name !== undefined) return false;
    if (node.type !== 'MethodDefinition' || node.value !== fn) return undefined;
    const key = node.key as AstNode;
    const isPrivate =
      key.type === 'PrivateIdentifier' || (node.accessibility === 'private' && key.type === 'Identifier');
    name = isPrivate && !node.computed ? `this.${String(key.name)}` : '';
    return false;
  });
  if (!name) return undefined;
  // `this.name(…)` calls only (`this.name.bind(this)` is another key): a private method is called in its class.
  return facts.receiverCalls.get(name)?.map((call) => call.arguments as AstNode[]);
}

/**
 * A config not known here, decided by its callers' (see `configsFromCallers`): inherited when each of them sets
 * no bound (or one absent by default); `undefined` when they differ or one is not known.
 */
export function inheritedFromCallers<V>(
  facts: FileFacts,
  config: AstNode,
  judge: (config: AstNode) => V,
  inherit: V,
): V | undefined {
  const configs = configsFromCallers(facts, config);
  return configs?.every((given) => judge(given) === inherit) ? inherit : undefined;
}
