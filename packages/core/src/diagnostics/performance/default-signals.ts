// node-fetch 2 (and the clients that keep its API: minipass-fetch, make-fetch-happen, node-fetch-h2) applies its
// own `timeout` option and a `signal` both: whichever ends first. When the only signal is the caller's optional
// one, absent by default, the request is bounded by default by its `timeout` alone. npm-registry-fetch 19.1.1
// lib/index.js lines 27-30, 108-132: `fetch(uri, { …, timeout: opts.timeout || 30 * 1000, signal: opts.signal })`
// with `opts = { ...defaultOpts, ...opts_ }` (no signal in the defaults); telegraf 4.16.3
// lib/core/network/client.js lines 279 and 302-304: `config.signal = signal` of `{ signal } = {}`, then
// `config.timeout = 500000`. The caller who passes a signal may bound the call sooner; without one it waits the
// timeout, so a timeout above the limit is too long by default (as set 3's and set 11's labels read it).
import type { AstNode } from '../ast';
import { getProperty, type ObjectView, valueByDefault } from './evaluate';
import type { JudgeContext } from './judge-context';
import { judgeNode, type Verdict } from './verdict';

/**
 * The `timeout` of node-fetch's options that bounds the call: when the signal gives none (`missing`), or when
 * the signal is the caller's optional value, absent by default, and the timeout is a number the file shows
 * (judged within or above the limit). `'absent'` otherwise: the signal's verdict stands.
 */
export function ownTimeout(
  context: JudgeContext,
  view: ObjectView,
  signal: AstNode,
  bySignal: Verdict,
): AstNode | 'absent' | 'unknown' {
  if (bySignal.kind === 'missing') return getProperty(view, 'timeout');
  if (bySignal.kind === 'too-long' || valueByDefault(signal, context.constants) !== 'absent') return 'absent';
  const timeout = getProperty(view, 'timeout');
  if (timeout === 'absent' || timeout === 'unknown') return 'absent';
  const verdict = judgeNode(timeout, 'timeout', context.limit, context.constants);
  return verdict.kind === 'too-long' || verdict.kind === 'ok' ? timeout : 'absent';
}
