// An HTTP/2 stream opened on a session made elsewhere, known by its headers: `const req =
// this.http2ConfigImpl.http2SessionHandler.session.request({ ':method': …, ':scheme': …, ':path': …, ...headers })`
// (firebase-admin 13.10.0 lib/utils/api-request.js:596; the session is `http2.connect(url, opts)` in another class,
// line 1022). Node's `ClientHttp2Session.request(headers[, options])` takes the HTTP/2 pseudo-headers as keys
// (https://nodejs.org/api/http2.html#clienthttp2sessionrequestheaders-options), so a `.request` whose one argument
// writes `':method'` or `':path'` as a literal key is such a stream. Its headers carry no bound and a stream has none
// by default: `.setTimeout(ms, cb)` on the stream decides, read as on an http request (chains.ts; `if (timeout)
// req.setTimeout(timeout, cb)` with a timeout no one sets by default is missing). A stream with no setter of its own
// is left unjudged: its session's `setTimeout`, set where the session is made, may bound it. Only a stream kept
// in a variable of its function is read, with the calls made on that name in that function (firebase-admin's http
// request in another method is also `const req`).
import type { AstNode } from '../ast';
import { judgeHttpCall, type ReceiverCalls } from './chains';
import type { JudgeContext } from './judge-context';
import { FUNCTIONS, unwrap } from './node-paths';
import type { Verdict } from './verdict';

const PSEUDO_HEADERS = new Set([':method', ':path']);

/** The verdict on `x.request({ ':method': …, … })`, an http2 stream; `undefined` for any other call. */
export function judgeHttp2Stream(
  context: JudgeContext,
  callee: AstNode,
  node: AstNode,
  ancestors: readonly AstNode[],
  receiverCalls: ReceiverCalls,
): Verdict | undefined {
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  if ((callee.property as AstNode).name !== 'request') return undefined;
  const args = node.arguments as AstNode[];
  const headers = args.length === 1 && args[0] ? unwrap(args[0]) : undefined;
  if (headers?.type !== 'ObjectExpression') return undefined;
  const pseudo = (headers.properties as AstNode[]).some((property) => {
    const key = property.key as AstNode | undefined;
    return (
      property.type === 'Property' &&
      !property.computed &&
      key?.type === 'Literal' &&
      PSEUDO_HEADERS.has(String(key.value))
    );
  });
  const declarator = ancestors[ancestors.length - 1];
  const id = declarator?.type === 'VariableDeclarator' ? (declarator.id as AstNode) : undefined;
  const fn = ancestors.findLast((ancestor) => FUNCTIONS.has(ancestor.type));
  if (!pseudo || declarator?.init !== node || id?.type !== 'Identifier' || !fn) return undefined;
  const own = new Map<string, AstNode[]>();
  for (const [key, calls] of receiverCalls) {
    if (!key.startsWith(`${String(id.name)}.`)) continue;
    own.set(
      key,
      calls.filter((call) => call.start >= fn.start && call.end <= fn.end),
    );
  }
  return judgeHttpCall(context, node, ancestors, own, true);
}
