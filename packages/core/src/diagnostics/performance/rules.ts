import type { RuleMeta } from '../types';

export const HTTP_TIMEOUT_MISSING: RuleMeta = {
  id: 'perf/http-timeout-missing',
  category: 'performance',
  severity: 'high',
  title: 'Outbound HTTP call without a timeout',
  help: "A request with no timeout waits as long as the remote side keeps the connection open: one slow dependency then holds sockets, memory and the caller's own request until everything backs up. Bound every outbound call by the constitution's limit (a timeout of 0 or false disables it and counts as none). Node's http(s) `timeout` option and `req.setTimeout(ms)` only report an idle socket: they bound the request only where a 'timeout' handler destroys it, or pass `signal: AbortSignal.timeout(ms)`.",
};

export const HTTP_TIMEOUT_TOO_LONG: RuleMeta = {
  id: 'perf/http-timeout-too-long',
  category: 'performance',
  severity: 'medium',
  title: 'Outbound HTTP timeout above the limit',
  help: 'The constitution caps how long an outbound call may wait. A longer timeout (or a library default above the cap) lets a slow dependency stall callers past their own budgets. Lower it to the limit and retry or degrade instead.',
};

/** Every performance rule, in the order reports list them. */
export const PERFORMANCE_RULES: readonly RuleMeta[] = [HTTP_TIMEOUT_MISSING, HTTP_TIMEOUT_TOO_LONG];
