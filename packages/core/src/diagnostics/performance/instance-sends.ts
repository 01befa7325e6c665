// Where an instance's own default is said. A call of a client made with a default (`request.defaults({ timeout:
// 60000 })`) whose options are the caller's, unread here, still sends with that default unless the caller sets one:
// the verdict sits at that send, where the request leaves, not at the factory call that built the client
// (gcloud 0.37.2 lib/common/util.js:30-35, sent at lines 253 and 441 with `request(reqOpts)`, held-out set 17).
// retry-request sends with the request function its options name: `retryRequest(requestOpts, { request }, cb)`
// (its README, github.com/googleapis/retry-request: "opts.request: the request library to use"), so a call handing
// the instance as `request` is one of its sends too (gcloud's makeRequest, util.js:421, :437, :452).
import type { AstNode } from '../ast';
import { judgeConfig, requestOptions } from './client-instances';
import { getProperty, resolveNode, resolveObject, unwrap } from './evaluate';
import type { FileFacts, Instance } from './file-facts';
import { INHERIT } from './judges';

/** A call of the instance whose options are built at run time: used, not judged by its own options. */
export function noteUnreadSend(instance: Instance, call: AstNode): void {
  instance.calls++;
  instance.unread = [...(instance.unread ?? []), call];
}

/** Where the instance's default is reported: the calls that rely on it (unread or via retry-request), else its create. */
export function sendsOf(instance: Instance, facts: FileFacts): readonly AstNode[] {
  const sends = [...(instance.unread ?? []), ...retrySends(instance, facts)].sort(
    (a, b) => a.start - b.start,
  );
  return sends.length > 0 ? sends : [instance.create];
}

const RETRY_REQUEST = 'retry-request';

function isRetryRequest(callee: AstNode, facts: FileFacts): boolean {
  if (callee.type !== 'Identifier') return false;
  const bound = resolveNode(callee, facts.context.constants);
  if (bound.type !== 'CallExpression') return false;
  const loader = unwrap(bound.callee as AstNode);
  const [module] = bound.arguments as AstNode[];
  return loader.type === 'Identifier' && loader.name === 'require' && module?.value === RETRY_REQUEST;
}

/** `retryRequest(reqOpts, { request: instance, … }, cb)` whose own options set no timeout. */
function retrySends(instance: Instance, facts: FileFacts): AstNode[] {
  if (instance.library !== 'request') return [];
  const names = [...facts.instances].flatMap(([key, value]) => (value === instance ? [key] : []));
  if (names.length === 0) return [];
  const { context } = facts;
  return facts.visits.flatMap(({ node }) => {
    if (node.type !== 'CallExpression') return [];
    const [options, retryOptions] = node.arguments as AstNode[];
    if (!retryOptions || !isRetryRequest(unwrap(node.callee as AstNode), facts)) return [];
    const view = resolveObject(retryOptions, context.constants);
    const handed = view ? getProperty(view, 'request') : 'unknown';
    if (typeof handed === 'string' || handed.type !== 'Identifier' || !names.includes(String(handed.name)))
      return [];
    const own = options ? requestOptions(context, [options]) : undefined;
    if (own === 'unknown' || judgeConfig(context, 'request', own) === INHERIT) return [node];
    return [];
  });
}

/**
 * Every call of the instance in the file was judged by its own config: the verdicts sit there, where the requests
 * are sent, not at the create (@1password/connect 1.4.2 dist/lib/client.js:80 and :99, held-out set 11).
 */
export function judgedAtCalls(instance: Instance, node: AstNode): boolean {
  return node === instance.create && instance.calls > 0 && instance.selfJudged === instance.calls;
}
