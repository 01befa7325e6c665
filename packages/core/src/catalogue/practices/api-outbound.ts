import type { BestPractice } from '../schema';
import { definePractice } from './define';
import { SOURCES as S } from './sources';

/** Practices for calling other services: deadlines, retries, idempotency, TLS, concurrency. */
export const API_OUTBOUND_PRACTICES: readonly BestPractice[] = [
  definePractice({
    id: 'http-timeouts-everywhere',
    title: 'Give every outbound HTTP call a timeout',
    mandate: 'Never make an outbound HTTP call without a timeout of at most 10 seconds.',
    description:
      'fetch has no default deadline: a slow or silent upstream holds the request, its socket and its memory until the client gives up, if it ever does.',
    category: 'api',
    severity: 'critical',
    community: 'Node.js',
    tags: ['timeouts', 'fetch', 'resilience', 'abortsignal'],
    verified: true,
    problem:
      'A call to a third-party API is made without a deadline. When the provider degrades, requests pile up waiting 25 seconds or forever, workers run out, and the outage spreads to every page.',
    solution:
      'Pass `signal: AbortSignal.timeout(ms)` to fetch (or the client library’s timeout option; node’s http.request `timeout` only reports an idle socket, so destroy the request in its “timeout” handler or pass a signal) with a budget of at most 10 s, lower for user-facing paths, and handle the TimeoutError with a fallback or a clear error.',
    prevention:
      'Wrap outbound calls in one client module that requires a timeout; the max_api_timeout_ms rule checks each decision.',
    validationTest:
      'Every fetch or HTTP client call in the code passes a signal or timeout no larger than the budget.',
    language: 'ts',
    before: [
      'Waits as long as the upstream does',
      "const res = await fetch('https://api.example.com/v1/report');",
    ],
    after: [
      'Fails fast after 5 s',
      "const res = await fetch('https://api.example.com/v1/report', {\n  signal: AbortSignal.timeout(5_000),\n});",
    ],
    sources: [S.mdnAbortSignalTimeout, S.nodeGlobals, S.sreCascading],
    anyOf: [
      'without timeout',
      'without a timeout',
      'no timeout',
      'timeout: 0',
      'disable the timeout',
      'infinite timeout',
      'wait indefinitely',
    ],
    noneOf: ['abortsignal.timeout', 'with a timeout'],
  }),
  definePractice({
    id: 'retry-with-backoff-and-jitter',
    title: 'Retry transient failures with capped exponential backoff and jitter',
    mandate: 'Never retry immediately, forever or without backoff.',
    description:
      'Retries hide brief failures, but synchronised immediate retries multiply load on a struggling service exactly when it can least take it.',
    category: 'api',
    severity: 'high',
    community: 'Distributed systems',
    tags: ['retries', 'backoff', 'jitter', 'resilience'],
    verified: true,
    problem:
      'A failed call is retried in a tight loop or without a limit; thousands of clients retry in lockstep and turn a blip into a sustained overload.',
    solution:
      'Retry only idempotent or idempotency-keyed requests, on timeouts, 429 and 5xx; wait a random time up to an exponentially growing, capped delay ("full jitter"); stop after a few attempts and honour Retry-After.',
    prevention:
      'One shared retry helper with attempt and delay caps; code review rejects hand-written retry loops.',
    validationTest:
      'Every retry loop has a maximum attempt count, a growing randomised delay and excludes non-idempotent requests.',
    language: 'ts',
    before: [
      'Hammers the upstream until it answers',
      'while (true) {\n  try { return await callApi(); } catch { /* try again at once */ }\n}',
    ],
    after: [
      'Capped attempts, full jitter',
      'for (let attempt = 0; attempt < 4; attempt++) {\n  try { return await callApi(); } catch (error) {\n    if (!isTransient(error) || attempt === 3) throw error;\n    const cap = Math.min(8_000, 250 * 2 ** attempt);\n    await sleep(Math.random() * cap);\n  }\n}',
    ],
    sources: [S.awsBackoff, S.sreOverload, S.mdnRetryAfter],
    anyOf: [
      'retry immediately',
      'retry in a tight loop',
      'retry forever',
      'infinite retries',
      'unlimited retries',
      'retry without backoff',
    ],
    noneOf: ['exponential backoff'],
  }),
  definePractice({
    id: 'idempotency-keys',
    title: 'Make retried writes safe with idempotency keys',
    mandate: 'Never retry a non-idempotent write without an idempotency key.',
    description:
      'POST is not idempotent: if the response is lost after the server acted, a retry performs the action twice unless the server can recognise the repeat.',
    category: 'api',
    severity: 'high',
    community: 'API design',
    tags: ['idempotency', 'payments', 'retries', 'http'],
    verified: true,
    problem:
      'A payment or order POST times out and is sent again; the first attempt had succeeded, so the customer is charged twice.',
    solution:
      'Generate one key per logical operation on the client, send it in an `Idempotency-Key` header on every attempt, and have the server store the first result under that key and replay it for repeats.',
    prevention:
      'Write endpoints that have side effects reject requests without a key; the retry helper refuses to retry keyless POSTs.',
    validationTest: 'Retrying the same write with the same key yields one side effect and the same response.',
    language: 'ts',
    before: [
      'A retry can charge twice',
      "await withRetry(() => fetch('/api/charges', { method: 'POST', body }));",
    ],
    after: [
      'One key for all attempts',
      "const key = crypto.randomUUID();\nawait withRetry(() =>\n  fetch('/api/charges', { method: 'POST', body, headers: { 'Idempotency-Key': key } }),\n);",
    ],
    sources: [S.stripeIdempotency, S.rfc9110],
    anyOf: [
      'without an idempotency key',
      'no idempotency key',
      'retry the payment post',
      'resubmit the charge',
      'double charge',
    ],
    noneOf: ['idempotency-key header'],
  }),
  definePractice({
    id: 'keep-tls-verification',
    title: 'Keep TLS certificate verification on',
    mandate: 'Never disable TLS certificate verification.',
    description:
      'Certificate verification is what makes HTTPS authenticate the server; turning it off makes every call open to interception.',
    category: 'api',
    severity: 'critical',
    community: 'Node.js',
    tags: ['tls', 'security', 'certificates'],
    verified: true,
    problem:
      'A self-signed or expired certificate blocks a call, so verification is switched off with `rejectUnauthorized: false` or `NODE_TLS_REJECT_UNAUTHORIZED=0`, and the setting reaches production.',
    solution:
      'Fix the certificate, or trust a private CA explicitly with the `ca` option or `NODE_EXTRA_CA_CERTS`; keep verification on in every environment.',
    prevention:
      'A lint or grep check in CI fails on rejectUnauthorized: false and NODE_TLS_REJECT_UNAUTHORIZED.',
    validationTest: 'No code or configuration disables certificate verification.',
    language: 'ts',
    before: [
      'Accepts any certificate',
      "process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';\nconst agent = new https.Agent({ rejectUnauthorized: false });",
    ],
    after: [
      'Trusts exactly the private CA',
      "const agent = new https.Agent({ ca: readFileSync('/etc/ssl/internal-ca.pem') });",
    ],
    sources: [S.nodeTls, S.owaspTls],
    anyOf: [
      'disable ssl verification',
      'disable tls verification',
      'rejectunauthorized: false',
      'node_tls_reject_unauthorized',
      'ignore certificate errors',
      'skip certificate validation',
    ],
  }),
  definePractice({
    id: 'bound-outbound-concurrency',
    title: 'Bound the concurrency of outbound calls',
    mandate: 'Never fire an unbounded number of parallel requests.',
    description:
      'Promise.all over a large array starts every request at once: sockets, memory and the upstream’s rate limit are exhausted together.',
    category: 'api',
    severity: 'medium',
    community: 'Node.js',
    tags: ['concurrency', 'promise-all', 'resilience', 'performance'],
    verified: false,
    problem:
      'A job maps 10 000 ids to fetch calls inside Promise.all; the process opens thousands of connections, the upstream answers 429 and the job fails halfway with no way to resume.',
    solution:
      'Process items through a small worker pool (e.g. 8 at a time) or in batches, each call with a timeout, and record progress so a failed run resumes.',
    prevention: 'Review flags Promise.all over collections whose size is not bounded by the code.',
    validationTest: 'The number of in-flight outbound requests never exceeds the configured limit.',
    language: 'ts',
    before: ['10 000 requests at once', 'await Promise.all(ids.map((id) => fetchItem(id)));'],
    after: [
      'Eight workers share the queue',
      'const queue = [...ids];\nconst worker = async () => {\n  for (let id = queue.shift(); id !== undefined; id = queue.shift()) await fetchItem(id);\n};\nawait Promise.all(Array.from({ length: 8 }, worker));',
    ],
    sources: [S.sreOverload, S.owaspDos],
    anyOf: [
      'fire all requests at once',
      'unbounded concurrency',
      'all requests in parallel',
      'thousands of parallel requests',
    ],
  }),
];
