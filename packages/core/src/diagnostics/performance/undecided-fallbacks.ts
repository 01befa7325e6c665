// Reasons for an undecided call when neither its judge nor an options literal on the call gives one. Node's
// `https.request(options, cb)`, request's `request(opts, cb)` and their kin are handed their options by name
// (set 3-13 misses: newrelic 13.20.0 lib/collector/remote-method.js:320, popbill 1.64.2 lib/BaseService.js:550,
// sparkpost 2.1.4 lib/sparkpost.js:121, npm-registry-client 8.6.0 lib/fetch.js:84, firebase-admin 13.10.0
// lib/utils/api-request.js:509): the name says where the bound would be. A call with nothing to show still gets
// a reason, so an unjudged call never reaches the user with none.
import type { AstNode } from '../ast';
import type { FileFacts } from './file-facts';
import { toPath, unwrap } from './node-paths';

/** Said of an undecided call when nothing on it shows where its bound is decided. */
export const NOTHING_SHOWN = 'nothing on the call shows where its timeout is set';

/** Names an address goes by: a first argument so named is the URL, not the options. */
const ADDRESS = /(ur[il]|href|endpoint|address|link|location)s?$/i;

/** The source of `node`, on one line and at most 40 characters (`opts.signal`, `...options`). */
export function excerpt(node: AstNode, text: string): string {
  const source = text.slice(node.start, node.end).replace(/\s+/g, ' ');
  return source.length > 40 ? `${source.slice(0, 39)}…` : source;
}

/**
 * The reason an options object the call names (`https.request(requestOptions)`, with `const requestOptions =
 * { …, agent: agents.keepAliveAgent() }`) shows, read by `fromObject` as a literal on the call would be.
 */
export function namedOptionsReason(
  args: readonly AstNode[],
  facts: FileFacts,
  fromObject: (options: AstNode) => string | undefined,
): string | undefined {
  for (const arg of [...args].reverse()) {
    if (arg.type !== 'Identifier') continue;
    const value = facts.context.constants.lookup(String(arg.name), arg.start);
    const object = value ? unwrap(value) : undefined;
    const reason = object?.type === 'ObjectExpression' ? fromObject(object) : undefined;
    if (reason) return reason;
  }
  return undefined;
}

/**
 * Where options handed first by name come from (`request(opts, callback)`): the caller's (a parameter), the
 * instance's (`this.options`) or made at run time (`opts = this.initialize(…)`). A name that reads as an
 * address (`url`, `feedUrl`) is the URL and says nothing.
 */
export function firstOptionsReason(
  args: readonly AstNode[],
  facts: FileFacts,
  text: string,
): string | undefined {
  const first = args[0];
  // `(...args) => fetch(...args)` (ofetch 1.5.1 `$fetch.native`, misskey-js 2026.5.1 built/api.js:14): a
  // forwarder whose caller chooses address and options alike.
  if (first?.type === 'SpreadElement')
    return `its arguments are handed on whole (\`${excerpt(first, text)}\`)`;
  if (!first || (first.type !== 'Identifier' && first.type !== 'MemberExpression')) return undefined;
  const path = toPath(first);
  const last = path?.split('.').pop();
  if (!path || !last || ADDRESS.test(last)) return undefined;
  const shown = `\`${excerpt(first, text)}\``;
  if (path.startsWith('this.')) return `its options are kept on the instance (${shown})`;
  const root = path.split('.')[0] ?? '';
  const { constants } = facts.context;
  if (constants.parameterAt(root, first.start, true)) return `its options come from the caller (${shown})`;
  // A name the file binds but gives no one value (`opts = this.initialize(…)`, a parameter reassigned).
  if (constants.bindingAt(root, first.start)) return `its options are built at run time (${shown})`;
  return `its options come from ${shown}`;
}

/**
 * `this.client.defaults.timeout = timeout` (@crowdin/crowdin-api-client 1.58.0 axiosProvider.js:16, logzio-nodejs
 * 2.5.0 lib/logzio-nodejs.js:338): a default set to a value known only at run time.
 */
export function assignedDefaultReason(node: AstNode, text: string): string | undefined {
  if (node.type !== 'AssignmentExpression') return undefined;
  const shown = `\`${excerpt(node.right as AstNode, text)}\``;
  const key =
    toPath(node.left as AstNode)
      ?.split('.')
      .pop() ?? '';
  return /timeout/i.test(key)
    ? `the timeout is computed at run time (${shown})`
    : `its value is set at run time (${shown})`;
}
