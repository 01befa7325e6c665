// httpx (github.com/JacksonTian/httpx, the client of Alibaba Cloud's SDKs): `httpx.request(url, opts)`, where
// `opts.timeout` bounds the connection and the read, `opts.timeout || TIMEOUT` with TIMEOUT = 3000 (httpx 2.1.3
// and 2.3.3 lib/index.js, read for set 16's @alicloud/http-core-sdk): a request with no timeout, or a falsy one,
// is bounded at 3 s. Set 21's @alicloud/fc2 2.6.6 lib/client.js:156 passes `timeout: this.timeout`, 60 s by
// default (line 83): too long. Precision first: `connectTimeout` / `readTimeout` (which override it) or options
// not read whole stay silent.
import type { AstNode } from '../ast';
import { evaluateNumber, getProperty, resolveObject } from './evaluate';
import type { JudgeContext } from './judges';
import { judgeNode, OK, UNKNOWN, type Verdict } from './verdict';

/** httpx's `request(url, opts)`: `timeout` in ms, 3 s when absent or falsy. */
export function judgeHttpxCall(
  context: JudgeContext,
  member: string,
  args: readonly AstNode[],
): Verdict | undefined {
  if (member !== 'request') return undefined;
  const arg = args[1];
  if (!arg) return OK;
  const options = resolveObject(arg, context.constants);
  if (!options) return UNKNOWN;
  const overrides = ['connectTimeout', 'readTimeout'].map((key) => getProperty(options, key));
  if (overrides.some((value) => value !== 'absent')) return UNKNOWN;
  const timeout = getProperty(options, 'timeout');
  if (timeout === 'unknown') return UNKNOWN;
  if (timeout === 'absent') return options.open ? UNKNOWN : OK;
  if (evaluateNumber(timeout, context.constants) === 0) return OK;
  const verdict = judgeNode(timeout, 'the timeout option', context.limit, context.constants);
  return verdict.kind === 'too-long' || verdict.kind === 'ok' ? verdict : UNKNOWN;
}
