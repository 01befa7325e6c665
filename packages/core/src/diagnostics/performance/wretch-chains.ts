// wretch (npm `wretch`, github.com/elbywan/wretch README): `wretch(url)` builds a request whose chained calls
// (`.headers(…)`, `.auth(…)`, `.json(…)`) add to it, and a verb (`.get()`, `.post(body)`, `.put`, `.patch`,
// `.delete`, `.head`, `.opts`, `.fetch`) sends it through fetch. wretch sets no timeout of its own; a request is
// bounded by a signal (`.signal(controller)`, `.options({ signal })`) or the AbortAddon's `.setTimeout(ms)`.
// A direct chain `wretch(url)….post(…)` that reaches a verb with none of those is judged missing; any call
// that could carry a bound (options, a signal, an addon, middlewares, a polyfilled fetch) leaves it undecided,
// and a chain that stops before a verb (kept in a name, returned) is not judged here.
import type { AstNode } from '../ast';
import type { Checker } from './checker';
import { missing, UNKNOWN, type Verdict } from './verdict';

/** The calls that send a wretch request. */
const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'opts', 'fetch']);
/** Verbs whose only argument (wretch 1: the fetch options; wretch 2: a URL) may carry options. */
const BODYLESS = new Set(['get', 'delete', 'head', 'opts']);
/** Chained calls that may bound the request or replace what sends it: the verdict is left open. */
const MAY_BOUND = new Set([
  'signal',
  'options',
  'addon',
  'setTimeout',
  'middlewares',
  'fetchPolyfill',
  'polyfills',
  'defer',
  'catcherFallback',
]);

function isStringLike(node: AstNode | undefined): boolean {
  if (!node) return true;
  if (node.type === 'Literal') return typeof node.value === 'string';
  return node.type === 'TemplateLiteral';
}

/**
 * `wretch(url)…` judged by its chain: missing when a verb sends it with nothing that bounds it, UNKNOWN when a
 * call on the chain may bound it, undefined when the chain never sends it here.
 */
export function judgeWretchChain(node: AstNode, ancestors: readonly AstNode[]): Verdict | undefined {
  let current = node;
  let sent: string | undefined;
  for (let i = ancestors.length - 1; i >= 1; i -= 2) {
    const member = ancestors[i];
    const call = ancestors[i - 1];
    if (
      member?.type !== 'MemberExpression' ||
      member.object !== current ||
      member.computed ||
      call?.type !== 'CallExpression' ||
      call.callee !== member
    )
      break;
    const method = String((member.property as AstNode).name);
    if (MAY_BOUND.has(method)) return UNKNOWN;
    if (!sent && VERBS.has(method)) {
      const args = call.arguments as AstNode[];
      // Options handed to the verb (wretch 1 `.get(options)`, `.post(body, options)`, `.fetch(m, url, body)`).
      const options = method === 'fetch' ? undefined : BODYLESS.has(method) ? args[0] : args[1];
      if (!isStringLike(options) || (method === 'fetch' && args.length > 0)) return UNKNOWN;
      sent = method;
    }
    current = call;
  }
  return sent ? missing(`\`.${sent}()\` sends it with no signal, and wretch sets no timeout`) : undefined;
}

/** A call of wretch's module (`wretch(url)`): judged by its chain, reported when it has a verdict. */
export function judgeWretch(
  checker: Pick<Checker, 'report'>,
  call: { node: AstNode; ancestors: readonly AstNode[]; method: string; what: string },
): void {
  if (call.method !== '') return;
  // `wretch(url, options)`: fetch options given with the URL may carry a signal.
  const verdict =
    (call.node.arguments as AstNode[]).length > 1 ? UNKNOWN : judgeWretchChain(call.node, call.ancestors);
  if (verdict) checker.report(call.node, verdict, call.what, 'wretch');
}
