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
// - effect-supermemory dist/services/httpClient/service.js:41: the fetch carries a signal that a timer aborts only when
//   the layer's config has a `timeoutMs`, an optional field with no default in that file: MISSING. The package's own
//   config services default SUPERMEMORY_TIMEOUT_MS to 30 s (dist/src/Config.js, dist/services/config/) but never hand it
//   to this HttpClient; a reader who took that 30 s as the default would write TOO_LONG.
// - effect-supermemory dist/src/Client.js:140 and dist/services/client/service.js:46: `httpClient.execute(request)` on
//   @effect/platform's HttpClient taken from the Effect context, a layer the caller provides: null, as a send on the
//   caller's client (set 19's electerm-sync, set 23's axios-fetch). The other reading takes it as another package's
//   generic client with no timeout, MISSING (set 11).
// - attio-ts-sdk is counted as a generated SDK (its bundle's regions are src/generated/*.gen.ts, @hey-api/openapi-ts's
//   client and sdk); dist/index.mjs is labelled (the package is "type": "module", `exports.import`), dist/index.cjs
//   (`main`) is its duplicate build. Its SSE send (line 483) is MISSING as set 22's @opinion-labs/opinion-api's; the
//   87 generated operations are listed as second-level null rows; the hand-written layer's calls above them are not.
// - @ecomplus/client src/lib/request.js:41 and :67: TOO_LONG by the node path (30 s from the methods, 60 s from the
//   instance); in a browser the methods pass 2.5-10 s, within the limit. The seven src/methods/*.js files call the
//   default export, a third level, so they hold no listed row and are kept as `context` for the timeouts they pass.
// - @follow-app/client-sdk src/client/base.ts:317 TOO_LONG: a 30 s abort timer (cleared once the headers arrive)
//   counts as the bound.
// - base-api-client (a base class any API client extends, taking any URL) and @happy-ts/fetch-t (a generic fetch
//   wrapper) are kept as the package's own sending code (set 23's jQuery.ajax / `oauth` decision); fetch-t's `timeout`
//   is opt-in, so MISSING; base-api-client's `timeout = '1m'` default is TOO_LONG at the instance call (line 72).
// - @iterable/api holds 102 of the 162 violations, more than a fifth (32): every site of its 12 kept files is kept and
//   pinned as a cap exception (one shape: each operation's request on an axios instance with a 30 s default). Its
//   thirteenth sending file, webhooks.js (two sends), is left out by the 12-file rule, tied with journeys.js and later in
//   path order; @elbstack/lexoffice-client-js likewise leaves out four one-send files (paymentCondition, postingCategory,
//   profile, voucherList).
// - node-opensignal-api declares its licence in the legacy `licenses` object (MIT), accepted as set 6's chargebee, set
//   16's jira and set 19's neo4j were.
// - `new WebSocket(…)` gets a null row in a kept file (bitvavo, poloniex-api-node, bing-chat), as set 21 wrote it; set
//   22's header gave such a line no row.
// - Left out: @aigne/poe (Elastic-2.0, a source-available licence, as set 11's @dxheroes/local-mcp-frontend and set
//   10's sonarqube-scanner); reddit skipped unprobed, a whole word in record/sets-10-12.md (a list of search terms), by
//   set 13's firecrawl / set 18's mailchimp rule. Generated SDKs: attio-ts-sdk only.
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

// ---- @iterable/api@0.13.0 (tsc ES modules; an axios instance with a 30 s default; 13 sending files, the 12 with the most
// sites kept: webhooks.js, two sends, left out, tied with journeys.js and later in path order) ----
const IT = (name) => `@iterable+api@0.13.0/dist/client/${name}.js`;
const IT_SEND =
  "an operation's request on `this.client` (or the `client` a helper is handed, `this.client`), the package's axios instance `axios.create({ baseURL, headers, timeout: clientConfig.timeout || 30000, … })` (dist/client/base.js:31-37, kept as `context`; a caller's injectedClient is for tests), clientConfig the caller's config or `createIterableConfig()`, whose timeout is `API_TIMEOUT`, `z.coerce.number().positive().default(30000)` (dist/config.js:12 and 51, `context`): 30 s by default, above 10 s (a caller's signal, where passed, does not change it)";
const IT_ROWS = [
  ...rowsOf(
    IT('campaigns'),
    [
      [25, 'await this.client.get('],
      [29, 'await this.client.get('],
      [33, 'await this.client.post('],
      [40, 'await this.client.post('],
      [56, 'await this.client.get('],
      [64, 'await this.client.get('],
      [72, 'await this.client.post('],
      [80, 'await this.client.post('],
      [87, 'await this.client.post('],
      [95, 'await this.client.post('],
      [103, 'await this.client.post('],
      [115, 'await this.client.post('],
      [122, 'await this.client.post('],
      [129, 'await this.client.post('],
    ],
    TOO_LONG,
    IT_SEND,
  ),
  ...rowsOf(
    IT('catalogs'),
    [
      [5, 'await client.post('],
      [14, 'await this.client.post('],
      [30, 'await this.client.get('],
      [34, 'await this.client.delete('],
      [49, 'await this.client.get('],
      [60, 'await this.client.get('],
      [86, 'await this.client.get('],
      [98, 'await this.client.delete('],
      [105, 'await this.client.put('],
      [114, 'await this.client.delete('],
      [125, 'await this.client.patch('],
      [134, 'await this.client.put('],
    ],
    TOO_LONG,
    IT_SEND,
  ),
  ...rowsOf(
    IT('events'),
    [
      [10, 'await this.client.post('],
      [14, 'await this.client.post('],
      [24, 'await this.client.get('],
      [34, 'await this.client.get('],
    ],
    TOO_LONG,
    IT_SEND,
  ),
  ...rowsOf(
    IT('experiments'),
    [
      [23, 'await this.client.get('],
      [50, 'await this.client.get('],
      [55, 'await this.client.get('],
      [60, 'await this.client.get('],
      [64, 'await this.client.get('],
      [76, 'await this.client.get('],
      [87, 'await this.client.post('],
      [97, 'await this.client.post('],
      [117, 'await this.client.patch('],
      [121, 'await this.client.post('],
      [125, 'await this.client.post('],
      [130, 'await this.client.post('],
      [134, 'await this.client.post('],
    ],
    TOO_LONG,
    IT_SEND,
  ),
  ...rowsOf(
    IT('export'),
    [
      [12, 'await this.client.get('],
      [19, 'await this.client.get('],
      [23, 'await this.client.post('],
      [27, 'await this.client.delete('],
    ],
    TOO_LONG,
    IT_SEND,
  ),
  ...rowsOf(
    IT('journeys'),
    [
      [10, 'await this.client.post('],
      [29, 'await this.client.get('],
    ],
    TOO_LONG,
    IT_SEND,
  ),
  ...rowsOf(
    IT('lists'),
    [
      [10, 'await this.client.get('],
      [14, 'await this.client.post('],
      [18, 'await this.client.post('],
      [26, 'await this.client.get('],
      [44, 'await this.client.post('],
      [48, 'await this.client.delete('],
      [55, 'await this.client.get('],
      [72, 'await this.client.get('],
    ],
    TOO_LONG,
    IT_SEND,
  ),
  ...rowsOf(
    IT('messaging'),
    [
      [11, 'await this.client.post('],
      [15, 'await this.client.post('],
      [20, 'await this.client.post('],
      [24, 'await this.client.post('],
      [29, 'await this.client.post('],
      [33, 'await this.client.post('],
      [38, 'await this.client.post('],
      [42, 'await this.client.post('],
      [47, 'await this.client.post('],
      [51, 'await this.client.post('],
      [65, 'await this.client.get('],
      [69, 'await this.client.post('],
      [73, 'await this.client.post('],
      [96, 'await this.client.get('],
      [101, 'await this.client.get('],
      [106, 'await this.client.get('],
    ],
    TOO_LONG,
    IT_SEND,
  ),
  ...rowsOf(
    IT('snippets'),
    [
      [9, 'await this.client.get('],
      [13, 'await this.client.post('],
      [17, 'await this.client.get('],
      [22, 'await this.client.put('],
      [26, 'await this.client.delete('],
    ],
    TOO_LONG,
    IT_SEND,
  ),
  ...rowsOf(
    IT('subscriptions'),
    [
      [8, 'await this.client.put('],
      [13, 'await this.client.patch('],
      [18, 'await this.client.patch('],
      [23, 'await this.client.delete('],
      [28, 'await this.client.delete('],
    ],
    TOO_LONG,
    IT_SEND,
  ),
  ...rowsOf(
    IT('templates'),
    [
      [11, 'await client.get('],
      [15, 'await client.post('],
      [19, 'await client.post('],
      [23, 'await client.post('],
      [32, 'await client.post('],
      [59, 'await this.client.get('],
      [63, 'await this.client.get('],
      [69, 'await this.client.post('],
    ],
    TOO_LONG,
    IT_SEND,
  ),
  ...rowsOf(
    IT('users'),
    [
      [14, 'await this.client.get('],
      [21, 'await this.client.get('],
      [29, 'await this.client.post('],
      [37, 'await this.client.delete('],
      [46, 'await this.client.delete('],
      [55, 'await this.client.post('],
      [63, 'await this.client.post('],
      [70, 'await this.client.post('],
      [102, 'await this.client.get('],
      [109, 'await this.client.get('],
      [118, 'await this.client.post('],
    ],
    TOO_LONG,
    IT_SEND,
  ),
  ...rowsOf(
    IT('catalogs'),
    [
      [21, 'return bulkUploadCatalogItems(this.client, params.catalogName, params.documents, true);'],
      [27, 'return bulkUploadCatalogItems(this.client, params.catalogName, params.documents, false);'],
    ],
    null,
    'partialUpdateCatalogItems / replaceCatalogItems: call of bulkUploadCatalogItems (line 4), which sends at line 5: judged there',
  ),
  ...each(
    IT('templates'),
    [81, 97, 110, 123],
    'return getTemplateByType(this.client,',
    'get*Template: call of getTemplateByType (line 5), which sends at line 11: judged there',
  ),
  ...each(
    IT('templates'),
    [84, 100, 113, 126],
    'return createTemplateByType(this.client,',
    'create*Template: call of createTemplateByType (line 14), which sends at line 15: judged there',
  ),
  ...each(
    IT('templates'),
    [87, 103, 116, 129],
    'return updateTemplateByType(this.client,',
    'update*Template: call of updateTemplateByType (line 18), which sends at line 19: judged there',
  ),
  ...each(
    IT('templates'),
    [90, 106, 119, 132],
    'return sendTemplateProof(this.client,',
    'send*TemplateProof: call of sendTemplateProof (line 22), which sends at line 23: judged there',
  ),
  ...each(
    IT('templates'),
    [93, 135],
    'return previewTemplate(this.client,',
    'preview*Template: call of previewTemplate (line 26), which sends at line 32: judged there',
  ),
  h(
    IT('templates'),
    77,
    'return this.bulkDeleteTemplates(params);',
    null,
    'deleteTemplates: call of bulkDeleteTemplates (line 68), which sends at line 69: judged there',
  ),
];

// ---- base-api-client@1.5.10 (Babel CommonJS; an axios instance) ----
const BA = 'base-api-client@1.5.10/lib/API.js';
const BA_ROWS = [
  h(
    BA,
    72,
    'return this._instance(axiosOptions);',
    TOO_LONG,
    "_axios: a call of the instance `_axios.default.create({})` (line 35, no timeout of its own) with the options request builds, `timeout: this.timeout` (line 89), `this.timeout = ms(timeout)` with the constructor's default `timeout = '1m'` (lines 29 and 33): 60 s by default, above 10 s (a caller's `timeout` in reqOptions replaces it, line 99; the mock set by setMock, line 71, does not send)",
  ),
  h(
    BA,
    112,
    'const response = await this._axios(axiosOptions);',
    null,
    'request: call of _axios (line 70), which sends at line 72: judged there',
  ),
  ...each(
    BA,
    [136, 143, 150, 157, 164],
    'return this.request(',
    'get / post / patch / put / delete: call of request (line 81), which calls _axios at line 112: judged at line 72',
  ),
];

// ---- @follow-app/client-sdk@0.3.92 (TypeScript source, src/, labelled beside its tsdown build dist/; the global fetch
// with an abort timer) ----
const FO = (name) => `@follow-app+client-sdk@0.3.92/src/client/${name}.ts`;
const FO_ROWS = [
  h(
    FO('base'),
    317,
    'response = await this.fetchInstance(currentUrl, {',
    TOO_LONG,
    "HttpClient.request: `this.fetchInstance(currentUrl, { …, signal })`, the signal a controller that `setTimeout(() => controller.abort(), timeout)` aborts (lines 293-294), timeout `currentOptions.timeout || this.config.timeout` (line 290), the config's `timeout: 30000` by default (line 26; FollowClient hands `config.timeout || 30000`, src/client/core.ts:31): 30 s by default, above 10 s",
  ),
  ...rowsOf(
    FO('base'),
    [
      [377, 'return this.request<T>(path, { ...options, method: "GET" })'],
      [385, 'return this.request<T>(path, { ...options, method: "POST", body })'],
      [393, 'return this.request<T>(path, { ...options, method: "PUT", body })'],
      [401, 'return this.request<T>(path, { ...options, method: "PATCH", body })'],
      [412, 'return this.request<T>(path, {'],
      [427, 'return this.request<Response>(path, { ...options, method: "GET" })'],
      [434, 'return this.request<T>(path, { ...options, method: "DELETE" })'],
    ],
    null,
    'get / post / put / patch / postForm / getStream / delete: call of request (line 276), which sends at line 317: judged there',
  ),
  h(
    FO('core'),
    128,
    'return this.httpClient.request<T>(path, options)',
    null,
    "FollowClient.request: call of its HttpClient's request (src/client/base.ts:276, the client built at line 29 with `timeout: config.timeout || 30000`), which sends at src/client/base.ts:317: judged there",
  ),
];

// ---- poloniex-api-node@2.0.2 (hand-written CommonJS; request) ----
const PL = 'poloniex-api-node@2.0.2/lib/poloniex.js';
const PL_TIMEOUT =
  '`options.timeout = this.options && this.options.socketTimeout || DEFAULT_SOCKETTIMEOUT`, `DEFAULT_SOCKETTIMEOUT = 60 * 1000` (line 13): 60 s by default, above 10 s';
const PL_ROWS = [
  h(
    PL,
    126,
    'request(options, function (error, response, body) {',
    TOO_LONG,
    `_request: \`request(options, cb)\` on the request module with ${PL_TIMEOUT} (line 111)`,
  ),
  h(
    PL,
    184,
    'request(options, function (error, response, body) {',
    TOO_LONG,
    `_requestPromised: \`request(options, cb)\` on the request module with ${PL_TIMEOUT} (line 168)`,
  ),
  ...rowsOf(
    PL,
    [
      [229, 'return this._request(options, callback);'],
      [254, 'return this._request(options, callback);'],
    ],
    null,
    '_public / _private with a callback: call of _request (line 94), which sends at line 126: judged there',
  ),
  ...rowsOf(
    PL,
    [
      [231, 'return this._requestPromised(options);'],
      [256, 'return this._requestPromised(options);'],
    ],
    null,
    '_public / _private without a callback: call of _requestPromised (line 151), which sends at line 184: judged there',
  ),
  ...each(
    PL,
    [272, 277, 285, 299, 309, 314, 322],
    'return this._public(',
    'public API method: call of _public (line 214), which calls _request / _requestPromised at lines 229 and 231: judged at lines 126 and 184',
  ),
  ...each(
    PL,
    [
      329, 335, 340, 347, 355, 362, 376, 383, 390, 402, 414, 421, 432, 448, 453, 459, 464, 474, 479, 489, 499,
      506, 513, 524, 531, 536, 541, 550, 557,
    ],
    'return this._private(',
    'trading API method: call of _private (line 236), which calls _request / _requestPromised at lines 254 and 256: judged at lines 126 and 184',
  ),
  h(
    PL,
    586,
    'this.ws = new WebSocket(WS2_URI, options);',
    null,
    'openWebSocket: `new WebSocket(WS2_URI, options)` from ws, the push API: not an HTTP request',
  ),
];

// ---- @happy-ts/fetch-t@1.10.0 (a tsdown ES module build, dist/main.mjs; dist/main.cjs its duplicate CommonJS build;
// the global fetch, a generic wrapper that takes any URL) ----
const FT = '@happy-ts+fetch-t@1.10.0/dist/main.mjs';
const FT_ROWS = [
  h(
    FT,
    321,
    'const response = await fetch(parsedUrl, rest);',
    MISSING,
    "fetchT's doFetch: the global `fetch(parsedUrl, rest)`, rest the caller's init less fetchT's own fields (line 278); configureSignal (lines 308-313) adds `signalTimeout(timeout)` only when the caller passes a numeric `timeout`, and the `abortable` controller is aborted only by the returned abort() (lines 413-416): no bound by default, and fetch has no timeout",
  ),
  h(
    FT,
    404,
    'const result = await doFetch();',
    null,
    'fetchWithRetry: call of doFetch (line 318), which sends at line 321: judged there',
  ),
  h(
    FT,
    411,
    'const result = fetchWithRetry();',
    null,
    'fetchT: call of fetchWithRetry (line 389), which calls doFetch at line 404: judged at line 321',
  ),
];

// ---- @ecomplus/client@2.4.0 (ES module source, src/, labelled beside its webpack build dist/; an axios instance) ----
const EC = '@ecomplus+client@2.4.0/src/lib/request.js';
const EC_TIMEOUT =
  "the config each method hands the default export (line 100): the instance `axios.create({ timeout: 60000 })` (src/lib/axios.js:6-9, `context`) when no timeout is given (src/methods/modules.js and passport.js, and store.js's authenticated requests), and `IS_BROWSER ? 5000 : 30000` from graphs, platform's live API, store's live API and storefront, `IS_BROWSER ? 10000 : 30000` from search (src/methods/*.js, `context`; IS_BROWSER is a `window.document` test, src/lib/constants.js:3, `context`): 30 s or 60 s under node, above 10 s (the env flag ECOMCLIENT_NOTIMEOUT, off by default, sets 0, none, lines 34-36)";
const EC_ROWS = [
  h(
    EC,
    41,
    'axios.request(config)',
    TOO_LONG,
    `request's next: \`axios.request(config)\` on the package's instance, config ${EC_TIMEOUT}`,
  ),
  h(
    EC,
    67,
    'axios.request(config).then(resolve).catch(reject)',
    TOO_LONG,
    `request's next, the resend after a 503: \`axios.request(config)\` on the package's instance with the same config, ${EC_TIMEOUT}`,
  ),
  ...rowsOf(
    EC,
    [
      [86, 'next().then(resolve).catch(reject)'],
      [93, 'next().then(resolve).catch(reject)'],
      [97, 'return next()'],
    ],
    null,
    'request: call of next (line 38), which sends at lines 41 and 67: judged there',
  ),
  h(
    EC,
    156,
    'request(axiosConfig, api, delay, scheduleTime)',
    null,
    "the default export's schedule: call of request (line 30), which calls next at line 97: judged at lines 41 and 67",
  ),
];

// ---- @elbstack/lexoffice-client-js@1.0.1 (TypeScript source, src/, labelled beside its minified microbundle dist/; an
// axios instance; 16 sending files, the 12 with the most sites kept: of the seven one-send files, country,
// downPaymentInvoice and payment, first in path order; paymentCondition, postingCategory, profile and voucherList left
// out) ----
const LX = (name) => `@elbstack+lexoffice-client-js@1.0.1/src/${name}.client.ts`;
const LX_SEND =
  "an operation's `this.axios.get / post / put / delete(…)` (the call starts at `return this.axios`, the method on the next line) on the instance `Axios.create({ baseURL, headers })` of BaseClient (src/base.client.ts:7-14, kept as `context`), and its per-call options (params, headers, responseType) carry no timeout: no bound, and axios has none by default";
const LX_ROWS = [
  ...rowsOf(
    LX('contact/contact'),
    [
      [21, 'return this.axios'],
      [30, 'return this.axios'],
      [42, 'return this.axios'],
      [53, 'return this.axios'],
    ],
    MISSING,
    LX_SEND,
  ),
  ...rowsOf(LX('country/country'), [[8, 'return this.axios']], MISSING, LX_SEND),
  ...rowsOf(
    LX('creditNote/creditNote'),
    [
      [17, 'return this.axios'],
      [26, 'return this.axios'],
      [35, 'return this.axios'],
    ],
    MISSING,
    LX_SEND,
  ),
  ...rowsOf(LX('downPaymentInvoice/downPaymentInvoice'), [[9, 'return this.axios']], MISSING, LX_SEND),
  ...rowsOf(
    LX('eventSubscription/eventSubscription'),
    [
      [15, 'return this.axios'],
      [24, 'return this.axios'],
      [33, 'return this.axios'],
      [42, 'return this.axios'],
    ],
    MISSING,
    LX_SEND,
  ),
  ...rowsOf(
    LX('file/file'),
    [
      [11, 'return this.axios'],
      [27, 'return this.axios'],
    ],
    MISSING,
    LX_SEND,
  ),
  ...rowsOf(
    LX('invoice/invoice'),
    [
      [19, 'return this.axios'],
      [28, 'return this.axios'],
      [37, 'return this.axios'],
    ],
    MISSING,
    LX_SEND,
  ),
  ...rowsOf(
    LX('orderConfirmation/orderConfrmation'),
    [
      [16, 'return this.axios'],
      [27, 'return this.axios'],
      [38, 'return this.axios'],
    ],
    MISSING,
    LX_SEND,
  ),
  ...rowsOf(LX('payment/payment'), [[9, 'return this.axios']], MISSING, LX_SEND),
  ...rowsOf(
    LX('quotation/quotation'),
    [
      [13, 'return this.axios'],
      [22, 'return this.axios'],
      [30, 'return this.axios'],
    ],
    MISSING,
    LX_SEND,
  ),
  ...rowsOf(
    LX('recurringTemplate/recurringTemplate'),
    [
      [12, 'return this.axios'],
      [23, 'return this.axios'],
    ],
    MISSING,
    LX_SEND,
  ),
  ...rowsOf(
    LX('voucher/voucher'),
    [
      [19, 'return this.axios'],
      [28, 'return this.axios'],
      [40, 'return this.axios'],
      [51, 'return this.axios'],
      [63, 'return this.axios'],
    ],
    MISSING,
    LX_SEND,
  ),
];

// ---- short.io@1.3.1 (hand-written CommonJS; node-fetch) ----
const SH = 'short.io@1.3.1/index.js';
const SH_ROWS = rowsOf(
  SH,
  [31, 53, 73, 97, 121, 146, 168, 188, 210, 231, 253, 277].map((line) => [line, 'fetch(']),
  MISSING,
  "a Short.io API method: node-fetch's `fetch(url, data)` (line 1), data `{ method, headers }` and a body where it sends one: no signal and no `timeout` option, and node-fetch has no timeout by default",
);

// ---- bing-chat@0.2.3 (tsup ES module build; the global fetch) ----
const BCH = 'bing-chat@0.2.3/build/index.js';
const BCH_ROWS = [
  h(
    BCH,
    220,
    'return fetch("https://www.bing.com/turing/conversation/create", {',
    MISSING,
    'createConversation: the global `fetch` (line 6) of the conversation endpoint with `{ headers, referrer, referrerPolicy, body: null, method: "GET", mode, credentials }` (lines 220-250): no signal, and fetch has no timeout',
  ),
  h(
    BCH,
    48,
    'const conversation = await this.createConversation();',
    null,
    'sendMessage: call of createConversation (line 217), which sends at line 220: judged there',
  ),
  h(
    BCH,
    65,
    'const ws = new WebSocket(chatWebsocketUrl, {',
    null,
    'sendMessage: `new WebSocket(chatWebsocketUrl, { … })` from ws, the chat hub: not an HTTP request',
  ),
];

export const HELD_OUT_24_HTTP_RANK_LABELS = [
  ...BX_ROWS,
  ...BV_ROWS,
  ...OS_ROWS,
  ...AT_ROWS,
  ...PM_ROWS,
  ...ES_ROWS,
  ...IT_ROWS,
  ...BA_ROWS,
  ...FO_ROWS,
  ...PL_ROWS,
  ...FT_ROWS,
  ...EC_ROWS,
  ...LX_ROWS,
  ...SH_ROWS,
  ...BCH_ROWS,
];
