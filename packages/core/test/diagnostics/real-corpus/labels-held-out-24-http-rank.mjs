// Hand labels for HELD-OUT SET 24, HTTP family, the download-rank sample's window A (packages marked `"heldOut": 24`
// whose kind ends "; set 24 HTTP (download-rank sample)"). Written by reading the code and committed BEFORE any checker
// ran on these files: the commit that adds this file adds no scoring of it, and neither the checker's rule code nor any
// score of it was read while choosing or labelling. Same format and rules as labels-held-out-6…23-http*.mjs: one row per
// site, every outbound HTTP call in each labelled file; `expect` is the rule a correct checker reports on that line
// (limit 10 s; a bound of exactly 10 s is within it), or null (compliant, not network, a pass-through whose bound is
// chosen elsewhere, or not decidable from the kept files) with why. A bound the caller may give but that is absent by
// default is MISSING; a bound always applied whose value is not visible in the kept files is null (not decidable); a
// visible default above 10 s is TOO_LONG (a timer that aborts the request counts as its bound, and a `Promise.race`
// against a timer is judged by the timer's delay); an agent's idle timeout, or node's `timeout` option / `setTimeout`
// with no 'timeout' handler, alone is no bound. The verdict sits on the line that sends, with the bound traced through
// the callers in the kept files (a send that some path of the package reaches with no bound, or one above the limit,
// is labelled by that path); rows marked "judged at line N" are calls into the package's own function on the way to the
// send at N (calls of the senders and of their callers, two levels, as sets 10-23). Calls further up are not listed. A
// call whose receiver and method sit on different lines is labelled on the line where the call expression starts. A
// client library's own default is what its callers get (axios, request, node-fetch, cross-fetch, global fetch, got, node
// http/https, superagent, XMLHttpRequest: no timeout), and a request on another package's generic client with no
// timeout is MISSING (set 11's lead's decision); a send on a client instance the caller hands in is null (set 19's
// electerm-sync, set 23's axios-fetch); a service SDK's or protocol library's own client gets no row (set 15's
// unnbound). `new WebSocket(…)` is a null row (not an HTTP request, sets 15 and 21). Rows of one shape repeated per
// operation are written as a list of line numbers with one reason (set 17's second window). Every file a reason relies
// on is kept, as `context` when it holds no labelled site (set 21's lesson).
//
// Packages were chosen WITHOUT categories, by the lead's rank-window rule (RANK-SAMPLE-24, "HTTP, window A", session
// 43): every row of the environment's npm list whose summary contains "API" and one of client / sdk / wrapper, sorted by
// monthly downloads, ranks 1444-1599; walked in order with the skips of sets 12-23 (a name in sources.json or named in
// the corpus README / record as a whole package name; type packages; React Native / Expo / Vue / Svelte / Angular
// packages; Babel / ESLint / webpack / Vite / Storybook / Gatsby / Rollup plugins or presets; CLIs); every other
// candidate packed (the listed version) and kept when its package.json declares a licence (not "SEE LICENSE IN" /
// "UNLICENSED", nor a noncommercial one) and its own code makes an outbound HTTP call (a minified-only bundle left out);
// every eligible candidate kept in order until 15 are kept or rank 1599 is reached. Files kept: every file of the
// package that sends, less duplicate builds of the same code; more than 12 → the 12 with the most sites. The walk, with
// every reason, is in record/sets-19-on.md's set-24 HTTP window-A bullet. These packages are never used to tune the
// checker: a change made after measuring them says so.
//
// Judgement calls for the lead:
// (filled in at the end of the walk)
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });
// Null wrapper rows of one shape, one per listed line.
const each = (file, lines, at, reason) => lines.map((line) => h(file, line, at, null, reason));
// Rows of one verdict and reason, one per [line, at].
const rowsOf = (file, list, expect, reason) => list.map(([line, at]) => h(file, line, at, expect, reason));

// ---- bitexthai@0.1.0 (Babel CommonJS; node https) ----
const BX = 'bitexthai@0.1.0/dist/bitexthai.js';
const BX_ROWS = [
  h(
    BX,
    44,
    'var req = handler.request(options, function (res) {',
    MISSING,
    "_request: `handler.request(options, cb)` where handler is node's https module (`_https2.default`, lines 95 and 182) and options `{ host, path, method, headers }` (lines 86-93 and 172-180): no `timeout` option and no `req.setTimeout`, and node https has no timeout by default",
  ),
  ...rowsOf(
    BX,
    [
      [95, 'this._request(_https2.default, options, null, callback);'],
      [182, 'this._request(_https2.default, options, body, callback);'],
    ],
    null,
    '_marketRequest / _tradeRequest: call of _request (line 43), which sends at line 44: judged there',
  ),
  ...each(
    BX,
    [105, 110, 118, 123, 131],
    'this._marketRequest(',
    'public API method: call of _marketRequest (line 85), which calls _request at line 95: judged at line 44',
  ),
  ...each(
    BX,
    [192, 209, 217, 235, 246, 259, 284, 289],
    'this._tradeRequest(',
    'private API method: call of _tradeRequest (line 140), which calls _request at line 182: judged at line 44',
  ),
];

// ---- bitvavo@1.4.1 (hand-written CommonJS; cross-fetch) ----
const BV = 'bitvavo@1.4.1/lib/index.js';
const BV_ROWS = [
  h(
    BV,
    444,
    'response = await fetch(url, options)',
    MISSING,
    "promiseRequest: cross-fetch's `fetch(url, options)` (line 2), options `{ method, headers }` plus a body (lines 434-437): no signal, and cross-fetch (node-fetch / the browser fetch) has no timeout",
  ),
  h(
    BV,
    402,
    'const promise = promiseRequest(method, path, query, payload)',
    null,
    'request: call of promiseRequest (line 431), which sends at line 444: judged there',
  ),
  ...each(
    BV,
    [
      492, 497, 502, 508, 514, 521, 528, 535, 542, 553, 563, 572, 577, 584, 594, 599, 615, 619, 633, 638, 643,
      651, 656, 661,
    ],
    'return request(c',
    'REST API method: call of request (line 401), which calls promiseRequest at line 402: judged at line 444',
  ),
  h(
    BV,
    357,
    'let ws = new WebSocket(socketBase)',
    null,
    "the websocket API: `new WebSocket(socketBase)` (ws, or the browser's WebSocket, line 5-6): not an HTTP request",
  ),
];

// ---- node-opensignal-api@0.0.3 (hand-written CommonJS; request 2.9) ----
const OS = 'node-opensignal-api@0.0.3/lib/part/client.js';
const OS_ROWS = [
  h(
    OS,
    77,
    'this._request(options, function (error, response, body) {',
    MISSING,
    'Client.request: `this._request(options, cb)`, the request module (`this._request = request`, line 29), options `{ method, uri, headers }` plus body and proxy (lines 56-75): no timeout, and request has none by default',
  ),
];

// ---- attio-ts-sdk@2.3.0 (generated: a @hey-api/openapi-ts fetch client, src/generated/*.gen.ts, bundled with the
// hand-written layer in dist/index.mjs; dist/index.cjs its duplicate CommonJS build) ----
const AT = 'attio-ts-sdk@2.3.0/dist/index.mjs';
const AT_ROWS = [
  h(
    AT,
    931,
    'response = await _fetch(request);',
    MISSING,
    "the generated client's request: `_fetch(request)`, `opts.fetch` = `options.fetch ?? _config.fetch ?? globalThis.fetch` (line 899), on `new Request(url, { redirect: 'follow', ...opts })` (lines 923-928): a signal only if a caller passes one. The generated default client (`createClient(createConfig({ baseUrl }))`, line 1895) uses the global fetch; the package's createAttioClient hands it `resolveFetch({ ...config, timeoutMs })` (line 1829), which returns the bare fetch when `config.timeoutMs` is unset (line 1687), and nothing in the file gives timeoutMs a default: no bound, and fetch has no timeout",
  ),
  h(
    AT,
    483,
    'const response = await (options.fetch ?? globalThis.fetch)(request);',
    MISSING,
    "createSseClient's stream (the client's `sse.*` methods): `(options.fetch ?? globalThis.fetch)(request)` on a Request whose signal is `options.signal ?? new AbortController().signal` (line 467), a controller nothing aborts: no timer bounds the connection or its retries, and fetch has no timeout (set 22's @opinion-labs/opinion-api)",
  ),
  h(
    AT,
    1702,
    'return await baseFetch(input, {',
    null,
    "resolveFetch: the fetch wrapper exists only when `config.timeoutMs` is set (line 1687), and always sends with a signal that `setTimeout(() => controller.abort(), config.timeoutMs)` aborts (line 1690): a bound always applied whose value is the caller's, not decidable from the kept files",
  ),
  h(
    AT,
    1007,
    'const makeMethodFn = (method) => (options) => request({',
    null,
    "makeMethodFn: the client's get / post / … call request (line 916), which sends at line 931: judged there",
  ),
  h(
    AT,
    1013,
    'return createSseClient({',
    null,
    "makeSseFn: the client's `sse.*` methods call createSseClient (line 461), whose stream sends at line 483: judged there",
  ),
  h(
    AT,
    1781,
    'base.request(rest)',
    null,
    "wrapClient's requestWithRetry: `callWithRetry(() => base.request(rest), …)`, a call of the base client's request (line 916), which sends at line 931: judged there",
  ),
  h(
    AT,
    1789,
    'const makeMethod = (method) => (options) => requestWithRetry({',
    null,
    "wrapClient's makeMethod: the wrapped client's get / post / … call requestWithRetry (line 1779), which calls the base client's request at line 1781: judged at line 931",
  ),
  ...each(
    AT,
    [
      18084, 18105, 18130, 18151, 18176, 18197, 18222, 18247, 18268, 18293, 18314, 18339, 18364, 18385, 18410,
      18435, 18460, 18487, 18512, 18533, 18554, 18579, 18604, 18625, 18650, 18675, 18702, 18727, 18748, 18773,
      18794, 18819, 18844, 18869, 18890, 18911, 18936, 18961, 18982, 19003, 19024, 19045, 19070, 19091, 19112,
      19135, 19160, 19181, 19202, 19231, 19256, 19281, 19306, 19331, 19354, 19377, 19404, 19427, 19450, 19477,
      19500, 19523, 19546, 19569, 19596, 19624, 19647, 19670, 19690, 19711, 19732, 19753, 19774, 19795, 19816,
      19837, 19858, 19879, 19900, 19921, 19942, 19963, 19984, 20009, 20030, 20051, 20074,
    ],
    'client ?? client).',
    "generated operation (sdk.gen.ts): `(options.client ?? client).get / post / …({ …, url, ...options })`, a call of the client's method (makeMethodFn, line 1007, or the wrapped client's makeMethod, line 1789), which reaches request's send at line 931: judged there",
  ),
];

// ---- polymarket-data@0.0.1 (tsc ES modules; the global fetch) ----
const PM = (name) => `polymarket-data@0.0.1/dist/${name}.js`;
const PM_ROWS = [
  h(
    PM('http'),
    34,
    'const response = await fetcher(url, { ...init, method });',
    MISSING,
    'createHttpClient\'s request: `fetcher(url, { ...init, method })`, fetcher the `fetch` the Polymarket constructor hands in, `options.fetch ?? globalThis.fetch` (dist/index.js:13); init is get\'s (line 49), which no kept caller passes (`dataHttp.get("/")`, dist/index.js:19): no signal, and fetch has no timeout',
  ),
  h(
    PM('http'),
    49,
    'const get = (path, init) => request("GET", path, init);',
    null,
    'get: call of request (line 31), which sends at line 34: judged there',
  ),
  h(
    PM('index'),
    19,
    'this.health = () => dataHttp.get("/");',
    null,
    "health: call of the data client's get (dist/http.js:49), which calls request, sending at dist/http.js:34: judged there",
  ),
];

// ---- effect-supermemory@0.2.0 (tsc ES modules; the global fetch, and @effect/platform's HttpClient from the caller) ----
const ES = (name) => `effect-supermemory@0.2.0/dist/${name}.js`;
const ES_EXECUTE =
  "`httpClient.execute(request)` on `HttpClient` taken from the Effect context (`yield* HttpClient`), the @effect/platform client layer the caller provides: a send on the caller's client, whose bound the caller's layer decides (set 19's electerm-sync); no timeout is added here";
const ES_ROWS = [
  h(
    ES('services/httpClient/service'),
    41,
    'try: () => effectiveFetch(url.toString(), requestInit),',
    MISSING,
    "HttpClient.request: `effectiveFetch(url.toString(), requestInit)`, the caller's fetch or `globalThis.fetch` (lines 6 and 24), with `signal: controller.signal` (line 37), a controller aborted by `setTimeout(() => controller.abort(), timeoutMs)` only when the layer's config has a timeoutMs (lines 31-33); timeoutMs is an optional field of the config handed to `HttpClient.Default(config)` with no default here: no bound unless the caller gives one, and fetch has no timeout",
  ),
  h(
    ES('services/httpClient/service'),
    72,
    'try: () => effectiveFetch(url.toString(), {',
    MISSING,
    'HttpClient.requestStream: `effectiveFetch(url.toString(), { method, headers, body })` (lines 72-76) with no signal at all (timeoutMs is not used on this path): no bound, and fetch has no timeout',
  ),
  h(
    ES('src/Client'),
    140,
    'httpClient.execute(request)',
    null,
    `makeSupermemoryHttpClient's makeRequest: ${ES_EXECUTE}`,
  ),
  ...rowsOf(
    ES('src/Client'),
    [
      [153, 'requestV3: (method, path, options) => makeRequest(ApiVersions.V3, method, path, options),'],
      [154, 'requestV4: (method, path, options) => makeRequest(ApiVersions.V4, method, path, options),'],
    ],
    null,
    "requestV3 / requestV4: call of makeRequest (line 134), which sends on the caller's client at line 140: judged there",
  ),
  h(
    ES('services/client/service'),
    46,
    'httpClient.execute(request)',
    null,
    `makeSupermemoryHttpClient's makeRequest (the services/ copy): ${ES_EXECUTE}`,
  ),
  ...rowsOf(
    ES('services/client/service'),
    [
      [59, 'request: (method, path, options) => makeRequest("", method, path, options),'],
      [60, 'requestV3: (method, path, options) => makeRequest(ApiVersions.V3, method, path, options),'],
      [61, 'requestV4: (method, path, options) => makeRequest(ApiVersions.V4, method, path, options),'],
    ],
    null,
    "request / requestV3 / requestV4: call of makeRequest (line 40), which sends on the caller's client at line 46: judged there",
  ),
];

export const HELD_OUT_24_HTTP_RANK_LABELS = [
  ...BX_ROWS,
  ...BV_ROWS,
  ...OS_ROWS,
  ...AT_ROWS,
  ...PM_ROWS,
  ...ES_ROWS,
];
