// Hand labels for HELD-OUT SET 22, HTTP family, the download-rank sample's window A (packages marked `"heldOut": 22`
// whose kind ends "; set 22 HTTP (download-rank sample)"). Written by reading the code and committed BEFORE any checker
// ran on these files: the commit that adds this file adds no scoring of it, and neither the checker's rule code nor any
// score of it was read while choosing or labelling. Same format and rules as labels-held-out-6…21-http*.mjs: one row per
// site, every outbound HTTP call in each labelled file; `expect` is the rule a correct checker reports on that line
// (limit 10 s; a bound of exactly 10 s is within it), or null (compliant, not network, a pass-through whose bound is
// chosen elsewhere, or not decidable from the kept files) with why. A bound the caller may give but that is absent by
// default is MISSING; a bound always applied whose value is not visible in the kept files is null (not decidable); a
// visible default above 10 s is TOO_LONG (a timer that aborts the request counts as its bound, and a `Promise.race`
// against a timer is judged by the timer's delay); an agent's idle timeout, or node's `timeout` option / `setTimeout`
// with no 'timeout' handler, alone is no bound. The verdict sits on the line that sends, with the bound traced through
// the callers in the kept files (a send that some path of the package reaches with no bound, or one above the limit,
// is labelled by that path); rows marked "judged at line N" are calls into the package's own function on the way to the
// send at N (calls of the senders and of their callers, two levels, as sets 10-21). Calls further up are not listed. A
// call whose receiver and method sit on different lines is labelled on the line where the call expression starts. A
// client library's own default is what its callers get (axios, request, node-fetch, global fetch, got, node
// http/https, superagent, XMLHttpRequest: no timeout), a fetch the caller may inject that defaults to one of those is
// judged as that default (set 13), and a request on another package's generic client with no timeout is MISSING (set
// 11's lead's decision); a service SDK's or protocol library's own client gets no row (set 15's unnbound). A got
// instance the package builds and sends through is judged at each send (set 19's paystack-node), its `extend` line
// given no row. `new WebSocket(…)` is not an HTTP request (set 15): a file holding only that is not kept. Rows of one
// shape repeated per operation are written as a list of line numbers with one reason (set 17's second window). Every
// file a reason relies on is kept, as `context` when it holds no labelled site (set 21's lesson).
//
// Packages were chosen WITHOUT categories, by the lead's rank-window rule (RANK-SAMPLE-22, "HTTP, window A", session
// 41): every row of the environment's npm list whose summary contains "API" and one of client / sdk / wrapper, sorted by
// monthly downloads, ranks 1103-1110 and then 1400-1449; walked in order with the skips of sets 12-21 (a name in
// sources.json or named in the corpus README / record as a whole package name; type packages; React Native / Expo /
// Vue / Svelte / Angular packages; Babel / ESLint / webpack / Vite / Storybook / Gatsby / Rollup plugins or presets;
// CLIs); every other candidate packed (the listed version) and kept when its package.json declares a licence (not "SEE
// LICENSE IN" / "UNLICENSED", nor a noncommercial one) and its own code makes an outbound HTTP call (a minified-only
// bundle left out); every eligible candidate kept in order until 15 are kept or rank 1449 is reached. Files kept: every
// file of the package that sends, less duplicate builds of the same code (TypeScript source labelled where the tarball
// ships it beside its build, as set 21's @youversion). The walk, with every reason, is in record/sets-19-on.md's set-22
// HTTP window-A bullet. These packages are never used to tune the checker: a change made after measuring them says so.
//
// Judgement calls for the lead:
// - sonarqube-web-api-client dist/index.js (one 16 184-line esbuild/tsup ESM bundle, the package's only code): its five
//   sends are labelled, and the first level of wrapper rows (every call of a sender: 253 `this.request(` calls of the
//   client classes' operations, requestText's callers, requestV2's and downloadWithProgress's); the second level
//   (builders' `this.executor(this.params)` and calls of the operation methods) is not listed, as the bundle holds
//   several hundred of them. Every verdict is on the five send lines.
// - btc-markets index.ts:118: request's `timeout` option (`timeout: this.timeout`, default `timeout: number = 20000`,
//   line 18) counted as the request's bound, so TOO_LONG at 20 s; TypeScript source labelled beside its tsc build
//   (index.js).
// - monkeylearn lib/request.js:84 `return request(ml, requestOptions);`: the 429 retry re-enters request() and sends
//   again at line 56, so it is a null row judged there (a call of the sender, not a second send expression as set 20's
//   eventregistry retry).
// - smsapicom lib/request.js:129, 131, 133, 135, 137: _createRequest builds the superagent request on one of five lines
//   of one if / else chain (get, post, del, put, and post again for any other method); each build is labelled MISSING
//   on its own line, as two sends on two lines of one conditional are two rows (sets 8-10), so the package holds five
//   violations for one request path. The other reading would keep one row per method actually reachable (137 repeats
//   131's call for an unknown method).
// - node-flinks holds 8 of the 35 violations, more than a fifth (7): every site kept and pinned as a cap exception
//   (eight command functions, each one `post` on the got instance).
// - rtcmulticonnection: the published dist/RTCMultiConnection.js is a concatenation of some dev/ scripts (its one
//   XMLHttpRequest, line 4011, is dev/TranslationHandler.js's), so the dev/ sources are labelled, as TypeScript source is
//   labelled beside its build; dev/XHRConnection.js and dev/SSEConnection.js are signalling channels a page includes
//   itself, not in the dist build, kept as the package's own published code. SSEConnection.js:10 `new EventSource(…)`
//   is MISSING by set 21's lead's decision (nothing closes it on a timer). TranslationHandler's JSONP `<script>`
//   insertion (lines 14-41) is not an HTTP call expression and gets no row.
// - Generated SDKs: flexinet-api (common.ts:10: "NOTE: This class is auto generated by OpenAPI Generator") and
//   @opinion-labs/opinion-api ("This file is auto-generated by @hey-api/openapi-ts") are generated. @brokerize/client
//   is counted as generated too: every API operation sends through dist/cjs/swagger/runtime.js ("NOTE: This class is
//   auto generated by OpenAPI Generator"), though its two token-refresh sends (index.js:89, apiCtx.js:63) are
//   hand-written; the other reading counts it hand-written (as set 15's aqueduct, whose kept senders were hand-written).
// - Left out as sending only through another package's client, though an exported client is built with no timeout
//   (set 21's lead's got4aws decision covers got / axios instances): igdb-api-node (returns `apicalypse(mergedOptions)`,
//   an Apicalypse query builder over axios, dist/index.js:40, with no timeout in its options) and @0x/swap-ts-sdk
//   (returns `createTRPCProxyClient({ links: [httpLink({ headers, url })] })`, a tRPC client, as set 14 left graphlit
//   out for Apollo's HttpLink). If either is ruled eligible, the fifteenth keep moves earlier (to rank 1420 or 1422) and
//   the packages after it leave the set.
//
// Second reading (session 41, an independent reader): one row added (rtcmulticonnection dev/XHRConnection.js:70, a null
// second-level call of repeatedlyCheck), one reason's line corrected (flexinet-api common.ts:148, base.ts:51 → 53), no
// verdict changed; the judgement calls above are left as labelled, with the reader's view in record/sets-19-on.md's
// set-22 HTTP window-A bullet.
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });
// Null wrapper rows of one shape, one per listed line.
const each = (file, lines, at, reason) => lines.map((line) => h(file, line, at, null, reason));
// Rows of one verdict and reason, one per [line, at].
const rowsOf = (file, list, expect, reason) => list.map(([line, at]) => h(file, line, at, expect, reason));

// ---- infobip-rtc@2.6.1 (tsc ES modules; the global fetch) ----
const IB = 'infobip-rtc@2.6.1/dist/util/HttpClient.js';
const IB_ROWS = [
  h(
    IB,
    68,
    'const response = yield fetch(fullPath, options);',
    MISSING,
    'DefaultHttpClient.request: the global `fetch(fullPath, options)` with options `{ method }` plus body and headers (lines 57-66): no signal, and fetch has no timeout',
  ),
  ...rowsOf(
    IB,
    [
      [43, 'return this.request(url, "DELETE", headers);'],
      [46, 'return this.request(url, "GET", headers);'],
      [49, 'return this.request(url, "POST", data, headers);'],
      [52, 'return this.request(url, "PUT", data, headers);'],
    ],
    null,
    'delete / get / post / put: call of request (line 54), which sends at line 68: judged there',
  ),
];

// ---- node-flinks@0.6.0 (tsc CommonJS; a got 11 instance) ----
const FL_CLIENT = 'node-flinks@0.6.0/build/client.js';
const FL_CMD = (name) => `node-flinks@0.6.0/build/commands/${name}.js`;
const FL_GOT =
  'on the got instance FlinksClient builds, `got.extend({ prefixUrl })` (build/client.js:14-16), extended only with an Authorization header by addBearerTokenHeader (build/lib/headers.js:4-13, kept as `context`); options are json and responseType only: no timeout, and got 11 has none by default';
const FL_ROWS = [
  h(
    FL_CMD('accounts-detail'),
    29,
    'const response = await flinksClient.post(`BankingServices/GetAccountsDetail`, {',
    MISSING,
    `getAccountsDetail: \`flinksClient.post(…)\` ${FL_GOT}`,
  ),
  h(
    FL_CMD('accounts-detail'),
    62,
    'const response = await flinksClient.post(`BankingServices/GetAccountsDetailAsync/',
    MISSING,
    `getAccountsDetailAsync: \`flinksClient.post(…)\` ${FL_GOT}`,
  ),
  h(
    FL_CMD('accounts-summary'),
    29,
    'const response = await flinksClient.post(`BankingServices/GetAccountsSummary`, {',
    MISSING,
    `getAccountsSummary: \`flinksClient.post(…)\` ${FL_GOT}`,
  ),
  h(
    FL_CMD('accounts-summary'),
    62,
    'const response = await flinksClient.post(`BankingServices/GetAccountsSummaryAsync/',
    MISSING,
    `getAccountsSummaryAsync: \`flinksClient.post(…)\` ${FL_GOT}`,
  ),
  h(
    FL_CMD('authorize'),
    22,
    'const response = await flinksClient.post(`BankingServices/Authorize`, {',
    MISSING,
    `authorize: \`flinksClient.post(…)\` ${FL_GOT}`,
  ),
  h(
    FL_CMD('statements'),
    29,
    'const response = await flinksClient.post(`BankingServices/GetStatements`, {',
    MISSING,
    `getStatements: \`flinksClient.post(…)\` ${FL_GOT}`,
  ),
  h(
    FL_CMD('statements'),
    62,
    'const response = await flinksClient.post(`BankingServices/GetStatementsAsync/',
    MISSING,
    `getStatementsAsync: \`flinksClient.post(…)\` ${FL_GOT}`,
  ),
  h(
    FL_CMD('token'),
    19,
    'const response = await client.post(url, {',
    MISSING,
    'token: `client.post(url, { json, responseType })` on the got instance FlinksClient passes in, `got.extend({ prefixUrl })` (build/client.js:14-16): no timeout, and got 11 has none by default',
  ),
  ...rowsOf(
    FL_CLIENT,
    [
      [19, 'return (0, token_1.token)(this.client, options, testing);'],
      [22, 'return (0, authorize_1.authorize)(this.client, options);'],
      [25, 'return (0, accounts_detail_1.getAccountsDetail)(this.client, options);'],
      [28, 'return (0, accounts_detail_1.getAccountsDetailAsync)(this.client, options);'],
      [31, 'return (0, accounts_summary_1.getAccountsSummary)(this.client, options);'],
      [34, 'return (0, accounts_summary_1.getAccountsSummaryAsync)(this.client, options);'],
      [37, 'return (0, statements_1.getStatements)(this.client, options);'],
      [40, 'return (0, statements_1.getStatementsAsync)(this.client, options);'],
    ],
    null,
    'FlinksClient method: call of the command function of build/commands/ (token.js:11, authorize.js:17, accounts-detail.js:21 / 59, accounts-summary.js:21 / 59, statements.js:21 / 59), which sends on this.client there: judged at that send',
  ),
];

// ---- @tf2pickup-org/serveme-tf-client@0.1.2 (tsc CommonJS; the global fetch) ----
const SM = '@tf2pickup-org+serveme-tf-client@0.1.2/dist/http-client.js';
const SM_ROWS = [
  h(
    SM,
    14,
    'const response = await fetch(url, {',
    MISSING,
    'HttpClient.request: the global `fetch(url, { method, headers, ...(body ? { body } : {}) })` (lines 14-20): no signal, and fetch has no timeout',
  ),
  ...rowsOf(
    SM,
    [
      [29, 'return await this.request(http_method_1.HttpMethod.GET, path);'],
      [32, 'return await this.request(http_method_1.HttpMethod.POST, path, body);'],
      [35, 'return await this.request(http_method_1.HttpMethod.PUT, path, body);'],
      [38, 'return await this.request(http_method_1.HttpMethod.DELETE, path, {});'],
    ],
    null,
    'get / post / put / delete: call of request (line 12), which sends at line 14: judged there',
  ),
];

// ---- sonarqube-web-api-client@1.0.1 (one unminified ESM bundle of the TypeScript source; the global fetch) ----
const SQ = 'sonarqube-web-api-client@1.0.1/dist/index.js';
const SQ_ROWS = [
  h(
    SQ,
    385,
    'response = await fetch(`',
    MISSING,
    "BaseClient.request: the global `fetch(url, { ...options, headers })`, options the caller's optional RequestInit; no operation of the client classes passes a signal (only requestText's caller downloadSbomReportV2 spreads the caller's optional `options?.signal`, line 2279): no bound by default, and fetch has no timeout",
  ),
  h(
    SQ,
    1805,
    'const response = await fetch(`',
    MISSING,
    'V2BaseClient.downloadWithProgress: the global `fetch(url, { headers, ...options?.signal ? { signal: options.signal } : {} })`: a signal only if the caller passes one, and fetch has no timeout',
  ),
  h(
    SQ,
    1898,
    'const response = await fetch(`',
    MISSING,
    "V2BaseClient.requestV2: the global `fetch(url, { ...options, headers })` with the caller's optional options; its one caller in the file passes none with a signal (line 1929): no bound by default, and fetch has no timeout",
  ),
  h(
    SQ,
    2340,
    'const response = await fetch(`',
    MISSING,
    "streamSbomReportV2: the global `fetch(url, { headers, signal: signal ?? null })` with the method's optional `signal` parameter (line 2335): no signal unless the caller passes one, and fetch has no timeout",
  ),
  h(
    SQ,
    16168,
    'response = await fetch(`',
    MISSING,
    "SonarQubeClient.request (the legacy methods' sender): the global `fetch(url, { ...options, headers })` with `options = {}` by default and no signal from its callers (lines 16150, 16160): fetch has no timeout",
  ),
  ...each(
    SQ,
    [
      1103, 1119, 1136, 1158, 1175, 1201, 1227, 1427, 1435, 1446, 1457, 1468, 1479, 1490, 1501, 1512, 1523,
      1534, 1545, 1563, 1571, 1582, 1590, 1601, 1612, 1623, 1634, 1645, 1659, 1785, 2071, 2087, 2135, 2152,
      2192, 2232, 2309, 2378, 3011, 3042, 4282, 5347, 5358, 6149, 6163, 6177, 6191, 6205, 6219, 6233, 6255,
      6268, 6282, 6306, 6324, 6527, 6549, 6567, 6592, 6613, 6649, 6670, 6689, 6875, 6904, 6935, 6962, 7275,
      7359, 7429, 7465, 7552, 7596, 7618, 7655, 7699, 7763, 7801, 7835, 7977, 8021, 8048, 8068, 8116, 8141,
      8166, 8223, 8262, 8286, 8309, 8419, 8449, 8480, 8508, 8528, 8642, 8663, 8686, 8747, 8795, 8824, 8852,
      8916, 8939, 8985, 9009, 9053, 9101, 9121, 9280, 9325, 9337, 9422, 9461, 9517, 9557, 9633, 9718, 9779,
      9796, 9823, 9859, 9883, 9908, 9938, 9965, 9983, 10013, 10034, 10061, 10098, 10135, 10569, 10582, 10595,
      10608, 10637, 10675, 10694, 10705, 10719, 10741, 10754, 10768, 10793, 10801, 11468, 11475, 11483, 11494,
      11505, 11516, 11527, 11538, 11555, 11572, 11598, 11606, 11620, 11650, 11698, 11728, 11751, 11799, 11818,
      11837, 11863, 11866, 11869, 11872, 12027, 12037, 12047, 12181, 12204, 12232, 12292, 12309, 12331, 12417,
      12441, 12471, 12737, 12763, 12796, 12830, 12864, 12915, 12951, 12975, 13003, 13025, 13050, 13075, 13115,
      13140, 13163, 13192, 13236, 13275, 13298, 13327, 13376, 13396, 13622, 13647, 13665, 13709, 13751, 13938,
      14000, 14049, 14098, 14357, 14436, 14512, 14560, 14592, 14625, 14826, 14866, 14895, 14924, 14968, 15002,
      15033, 15064, 15094, 15121, 15156, 15189, 15218, 15248, 15276, 15322, 15377, 15411, 15483, 15572, 15599,
      15644, 15671, 15706, 15750, 15778, 15805, 15836, 15871, 15906, 15937,
    ],
    'this.request(',
    'an operation of one of the client classes extending BaseClient / V2BaseClient: call of BaseClient.request (line 362), which sends at line 385 with no bound: judged there',
  ),
  h(
    SQ,
    1858,
    'return this.request(url, {',
    null,
    'V2BaseClient.requestText: call of BaseClient.request (line 362) with responseType "text", which sends at line 385: judged there',
  ),
  ...rowsOf(
    SQ,
    [
      [16150, 'return this.request(`/projects/search?'],
      [16160, 'return this.request(`/issues/search?'],
    ],
    null,
    'SonarQubeClient.getProjects / getIssues (legacy methods): call of its own request (line 16162), which sends at line 16168: judged there',
  ),
  h(
    SQ,
    1929,
    'const response = await this.requestV2(',
    null,
    'a V2 operation: call of requestV2 (line 1886), which sends at line 1898: judged there',
  ),
  ...rowsOf(
    SQ,
    [
      [2116, 'return this.downloadWithProgress("/api/v2/analysis/engine", options);'],
      [2175, 'return this.downloadWithProgress(`/api/v2/analysis/jres/'],
      [2282, 'return this.downloadWithProgress(`/api/v2/sca/sbom-reports?'],
    ],
    null,
    "call of downloadWithProgress (line 1801) with the caller's options, which sends at line 1805: judged there",
  ),
  h(
    SQ,
    2275,
    'return this.requestText(`/api/v2/sca/sbom-reports?',
    null,
    "downloadSbomReportV2: call of requestText (line 1851), which calls request and sends at line 385 (the caller's optional signal only): judged there",
  ),
];

// ---- btc-markets@1.1.1 (TypeScript source beside its tsc CommonJS build; request with a 20 s timeout) ----
const BTC = 'btc-markets@1.1.1/index.ts';
const BTC_ROWS = [
  h(
    BTC,
    118,
    'request(options, function(err: any,',
    TOO_LONG,
    'executeRequest: `request(options, cb)` on the request module, options built by privateRequest / publicRequest with `timeout: this.timeout` (lines 75, 103) and the constructor default `public timeout: number = 20000` (line 18): a 20 s default, above the limit',
  ),
  ...each(
    BTC,
    [86, 109],
    'return this.executeRequest(options, requestDesc);',
    'privateRequest / publicRequest: call of executeRequest (line 112), which sends at line 118: judged there',
  ),
  ...each(
    BTC,
    [177, 184, 192],
    'return this.publicRequest(instrument, currency,',
    'a public market-data method (tick, orderbook, trades): call of publicRequest (line 89), which calls executeRequest and sends at line 118: judged there',
  ),
  ...each(
    BTC,
    [223, 229, 237, 248, 262, 276, 287, 294, 302, 316, 331],
    'return this.privateRequest(',
    'a private order / account / fund-transfer method: call of privateRequest (line 21), which calls executeRequest and sends at line 118: judged there',
  ),
];

// ---- monkeylearn@3.4.0 (hand-written CommonJS; node-fetch 2) ----
const ML = 'monkeylearn@3.4.0/lib/request.js';
const ML_ROWS = [
  h(
    ML,
    56,
    "return fetch(url, pick(requestOptions, 'method', 'body', 'headers'))",
    MISSING,
    "request: node-fetch 2's `fetch(url, pick(requestOptions, 'method', 'body', 'headers'))`: only method, body and headers are passed on, so no `timeout` or signal can reach it, and node-fetch has no timeout by default",
  ),
  h(
    ML,
    84,
    'return request(ml, requestOptions);',
    null,
    'the 429 retry: recursive call of request (line 25), which sends again at line 56: judged there',
  ),
  h(
    ML,
    142,
    'request(ml, {',
    null,
    'chain_requests: call of request (line 25) for each batch, which sends at line 56: judged there',
  ),
];

// ---- zarinpal-checkout@1.1.1 (Rollup CommonJS build, dist/index.cjs, beside its ESM twin; the global fetch, 10 s abort timer) ----
const ZP = 'zarinpal-checkout@1.1.1/dist/index.cjs';
const ZP_ROWS = [
  h(
    ZP,
    42,
    'const response = await fetch(config.url, {',
    null,
    'FetchHttpClient.request: the global `fetch(url, { method, headers, body, signal: controller.signal })` with `setTimeout(() => controller.abort(), this.timeoutMs)` armed just before (lines 39-40) and `this.timeoutMs = options.timeoutMs ?? 10000` (line 31): a 10 s default, within the limit',
  ),
  h(
    ZP,
    155,
    'const response = await this.client.request({',
    null,
    "ZarinPalCheckout.request: call of `this.client.request`, the FetchHttpClient made at line 85 unless the caller hands in its own httpClient (the caller's client and bound), which sends at line 42: judged there",
  ),
  ...each(
    ZP,
    [92, 107, 123, 133],
    'const data = await this.request(API_PATHS.',
    'PaymentRequest / PaymentVerification / UnverifiedTransactions / RefreshAuthority: call of request (line 152), which calls the client and sends at line 42: judged there',
  ),
];

// ---- bitx@1.5.1 (hand-written CommonJS; node https) ----
const BX = 'bitx@1.5.1/lib/BitX.js';
const BX_ROWS = [
  h(
    BX,
    58,
    'var req = https.request(options)',
    MISSING,
    "_request: node's `https.request(options)` with headers, hostname, path, port, auth and method (lines 46-53), and an Agent only for a caller's `ca` (lines 54-57): no timeout, no `req.setTimeout`, and node https has none by default",
  ),
  ...each(
    BX,
    [104, 108, 119, 130, 141, 146, 153, 163, 172, 182, 191, 195, 203, 214, 218, 231, 235, 239, 247, 251],
    'this._request(',
    'a BitX API method (getTicker … cancelWithdrawal): call of _request (line 35), which sends at line 58: judged there',
  ),
];

// ---- ordiscan@1.4.0 (tsc CommonJS; the global fetch) ----
const ORD = 'ordiscan@1.4.0/dist/client.js';
const ORD_ROWS = [
  h(
    ORD,
    47,
    'const response = await fetch(url, {',
    MISSING,
    "Ordiscan.fetch: the global `fetch(url, { ...options, headers })` with `options = {}` by default (line 36); no signal is set here: fetch has no timeout, so every resource's `this.client.fetch(…)` call is unbounded unless a caller's options carry one",
  ),
];

// ---- smsapicom@1.5.1 (hand-written CommonJS; superagent 3) ----
const SMS = 'smsapicom@1.5.1/lib/request.js';
const SMS_BUILD =
  "with the URL only; _applyHeaders, _applyQueryParams and _applyFields (lines 144-189) add headers, query and body, and `.timeout()` is never called: superagent has no timeout by default (judged where it is built, set 12's proxycurl; one row per build on its own line of the conditional, as two sends on two lines of one conditional are two rows)";
const SMS_ROWS = [
  h(
    SMS,
    129,
    'request = client.get(url);',
    MISSING,
    `_createRequest: \`client.get(url)\` on superagent ${SMS_BUILD}`,
  ),
  h(
    SMS,
    131,
    'request = client.post(url);',
    MISSING,
    `_createRequest: \`client.post(url)\` on superagent ${SMS_BUILD}`,
  ),
  h(
    SMS,
    133,
    'request = client.del(url);',
    MISSING,
    `_createRequest: \`client.del(url)\` on superagent ${SMS_BUILD}`,
  ),
  h(
    SMS,
    135,
    'request = client.put(url);',
    MISSING,
    `_createRequest: \`client.put(url)\` on superagent ${SMS_BUILD}`,
  ),
  h(
    SMS,
    137,
    'request = client.post(url);',
    MISSING,
    `_createRequest (any other method): \`client.post(url)\` on superagent ${SMS_BUILD}`,
  ),
  h(
    SMS,
    176,
    'request.send(this._data);',
    null,
    "superagent's `send` sets the body of the request built in _createRequest (lines 129-137): judged there",
  ),
  h(
    SMS,
    198,
    'var request = this._createRequest();',
    null,
    '_buildRequest: call of _createRequest (line 121), which builds the superagent request at lines 129-137: judged there',
  ),
  h(
    SMS,
    203,
    'request.end(function(err, result){',
    null,
    'fires the superagent request built in _createRequest (lines 129-137): judged there',
  ),
  h(
    SMS,
    223,
    'return new Promise(this._buildRequest.bind(this));',
    null,
    'execute: runs _buildRequest (line 197), which builds the request at lines 129-137 and fires it at line 203: judged there',
  ),
];

// ---- @alicloud/fc@1.2.3 (hand-written CommonJS, lib/client.js beside its es5 build; httpx with a 10 s default) ----
const FC = '@alicloud+fc@1.2.3/lib/client.js';
const FC_ROWS = [
  h(
    FC,
    150,
    'const response = await httpx.request(url, {',
    null,
    "Client.request: `httpx.request(url, { method, timeout: this.timeout, headers, data })` with `this.timeout = Number.isFinite(config.timeout) ? config.timeout : 10000; // default is 10s` (line 95): a 10 s default, within the limit (a caller's larger config.timeout is not visible in the kept files)",
  ),
  ...rowsOf(
    FC,
    [
      [195, "return this.request('GET', path, query, null, headers);"],
      [207, "return this.request('POST', path, null, body, headers);"],
      [219, "return this.request('PUT', path, null, body, headers);"],
      [231, "return this.request('DELETE', path, query, null, headers);"],
    ],
    null,
    'get / post / put / delete: call of request (line 114), which sends at line 150: judged there',
  ),
  ...rowsOf(
    FC,
    [
      [247, 'return this.post('],
      [265, 'return this.get('],
      [275, 'return this.get('],
      [291, 'return this.put('],
      [301, 'return this.delete('],
      [321, 'return this.post('],
      [338, 'return this.get('],
      [349, 'return this.get('],
      [360, 'return this.get('],
      [373, 'return this.put('],
      [385, 'return this.delete('],
      [401, 'return this.post('],
      [421, 'return this.post('],
      [440, 'return this.get('],
      [453, 'return this.get('],
      [467, 'return this.put('],
      [480, 'return this.delete('],
    ],
    null,
    'a Function Compute operation (createService … deleteTrigger): call of get / post / put / delete (lines 194-231), which call request and send at line 150: judged there',
  ),
];

// ---- rtcmulticonnection@3.7.1 (hand-written browser scripts in dev/, concatenated into dist/; XMLHttpRequest, EventSource) ----
const RMC_XHR = 'rtcmulticonnection@3.7.1/dev/XHRConnection.js';
const RMC_SSE = 'rtcmulticonnection@3.7.1/dev/SSEConnection.js';
const RMC_TR = 'rtcmulticonnection@3.7.1/dev/TranslationHandler.js';
const RMC_ROWS = [
  h(
    RMC_XHR,
    33,
    'request.send(formData);',
    MISSING,
    "xhr: `new XMLHttpRequest()` opened with `request.open('POST', url)` (lines 19-26) and sent here with no `timeout` set: XMLHttpRequest has none by default (judged at its send, sets 16-17)",
  ),
  h(
    RMC_XHR,
    11,
    "xhr('/Home/PostData', null, JSON.stringify(data));",
    null,
    'connection.socket.send: call of xhr (line 16), which sends at line 33: judged there',
  ),
  h(
    RMC_XHR,
    40,
    "xhr('/Home/GetData', function(data) {",
    null,
    'repeatedlyCheck: call of xhr (line 16), the polling GET, which sends at line 33: judged there',
  ),
  h(
    RMC_XHR,
    70,
    'repeatedlyCheck();',
    null,
    "XHRConnection: call of repeatedlyCheck (line 39), which calls xhr (line 40) and sends at line 33: judged there. Second reading: row added, a call of a sender's caller (the second level, as sets 10-21), missing from the first reading",
  ),
  h(
    RMC_XHR,
    89,
    'connection.socket.send({',
    null,
    'connection.socket.emit: call of connection.socket.send (line 3), which calls xhr and sends at line 33: judged there',
  ),
  h(
    RMC_SSE,
    10,
    "connection.socket = new EventSource(sseDirPath + 'SSE.php?me=' + connection.userid);",
    MISSING,
    "SSEConnection: the signalling channel `new EventSource(url)`; no timer closes it (the file has no close call at all): MISSING, as set 19's contensis and set 21's lead's decision on @jenkins-cd/sse-gateway's EventSource",
  ),
  h(
    RMC_SSE,
    81,
    'hr.send(formData);',
    MISSING,
    "connection.socket.emit: `new XMLHttpRequest()` opened with `hr.open('POST', sseDirPath + 'publish.php')` (lines 74-75) and sent with no `timeout`: XMLHttpRequest has none by default",
  ),
  h(
    RMC_SSE,
    95,
    "connection.socket.emit('fake_EventName', {",
    null,
    'onopen: call of connection.socket.emit (line 60), which sends at line 81: judged there',
  ),
  h(
    RMC_SSE,
    292,
    'hr.send();',
    MISSING,
    "SSEConnection.checkPresence: `new XMLHttpRequest()` opened with `hr.open('GET', sseDirPath + 'checkPresence.php?roomid=' + roomid)` (line 291) and sent with no `timeout`: XMLHttpRequest has none by default",
  ),
  h(
    RMC_TR,
    69,
    'xhr.send(null);',
    MISSING,
    "getListOfLanguages: `new XMLHttpRequest()` opened with `xhr.open('GET', url, true)` on Google's translate languages URL (lines 44-68) and sent with no `timeout`: XMLHttpRequest has none by default (the same code is concatenated into dist/RTCMultiConnection.js, a duplicate build not kept)",
  ),
];

// ---- flexinet-api@0.0.2321 (generated: OpenAPI Generator typescript-axios, TypeScript source beside tsc output; the axios module) ----
const FLX = 'flexinet-api@0.0.2321/common.ts';
const FLX_ROWS = [
  h(
    FLX,
    148,
    'return axios.request<T, R>(axiosRequestArgs);',
    MISSING,
    "generated createRequestFunction: `axios.request(axiosRequestArgs)` on the instance the API class hands in, the axios module by default (BaseAPI's constructor, base.ts:53, `protected axios: AxiosInstance = globalAxios`, kept as `context`), args = the operation's options (configuration.baseOptions, headers and the caller's per-call options) and the url: a timeout only if a caller passes one, and axios has none by default (as set 15's kalshi-typescript). Second reading: the constructor's line in the reason corrected (base.ts:51 → 53); the verdict stands",
  ),
];

// ---- @brokerize/client@1.10.0 (tsc CommonJS, dist/cjs beside its ESM twin; hand-written token refreshes on the global fetch,
// and the OpenAPI Generator typescript-fetch runtime on the configured fetch) ----
const BRK_INDEX = '@brokerize+client@1.10.0/dist/cjs/index.js';
const BRK_CTX = '@brokerize+client@1.10.0/dist/cjs/apiCtx.js';
const BRK_RT = '@brokerize+client@1.10.0/dist/cjs/swagger/runtime.js';
const BRK_ROWS = [
  h(
    BRK_INDEX,
    89,
    'const response = await fetch(this._cfg.basePath + "/user/token", {',
    MISSING,
    'Brokerize.refreshGuestUser: the global `fetch(basePath + "/user/token", { method: "POST", headers, body })` (not the configured cfg.fetch): no signal, and fetch has no timeout',
  ),
  h(
    BRK_CTX,
    63,
    'const response = await fetch(cfg.basePath + "/user/token", {',
    MISSING,
    'createAuth\'s guest getToken, on an expired token: the global `fetch(basePath + "/user/token", { method: "POST", headers, body })` (lines 63-71): no signal, and fetch has no timeout',
  ),
  h(
    BRK_RT,
    87,
    'let response = await (this.configuration.fetchApi || fetch)(fetchParams.url, fetchParams.init);',
    MISSING,
    "generated BaseAPI.fetchApi: `(this.configuration.fetchApi || fetch)(url, init)`, fetchApi = cfg.fetch (createConfiguration, apiCtx.js:38-41), the global fetch unless the caller gives one (Brokerize's constructor, index.js:54-60); init is createFetchParams' method, headers, body and credentials with the operation's initOverrides, whose only signal is AuthorizedApiContext's AbortController (authorizedApiContext.js:91 and 119-122, kept as `context`), aborted only by destroy() (line 480), never on a timer; Brokerize's own UserApi calls (index.js:125, 177, 187) pass headers only: no bound, and fetch has no timeout",
  ),
  h(
    BRK_RT,
    118,
    'const response = await this.fetchApi(url, init);',
    null,
    'generated BaseAPI.request: call of this.fetchApi, the closure built at line 79, which sends at line 87: judged there',
  ),
];

// ---- @opinion-labs/opinion-api@0.3.1 (generated: @hey-api/openapi-ts fetch client, TypeScript source in src/ beside its tsc build) ----
const OPN_CLIENT = '@opinion-labs+opinion-api@0.3.1/src/client/client.gen.ts';
const OPN_SSE = '@opinion-labs+opinion-api@0.3.1/src/core/serverSentEvents.gen.ts';
const OPN_ROWS = [
  h(
    OPN_CLIENT,
    98,
    'let response = await _fetch(request);',
    MISSING,
    "the generated client's request: `opts.fetch`, the caller's fetch or `globalThis.fetch` (line 48), on `new Request(url, { redirect: 'follow', ...opts })` (lines 81-87), opts = the client config (src/client.gen.ts:23-27, `createConfig({ baseUrl })`; createConfig in src/client/utils.gen.ts:328-336 adds serializers, headers and parseAs only; both kept as `context`) and the caller's options: a signal only if a caller passes one, and fetch has no timeout (as set 15's @llamaindex/llama-deploy)",
  ),
  h(
    OPN_CLIENT,
    218,
    'request({ ...options, method });',
    null,
    'makeMethodFn: the client methods (get, post, …) call request (line 78), which sends at line 98: judged there',
  ),
  h(
    OPN_CLIENT,
    223,
    'return createSseClient({',
    null,
    "makeSseFn: the client's `sse.*` methods call createSseClient (src/core/serverSentEvents.gen.ts:89), whose stream sends at line 142 there: judged there",
  ),
  h(
    OPN_SSE,
    142,
    'const response = await _fetch(request);',
    MISSING,
    "createSseClient's stream: `options.fetch ?? globalThis.fetch` on a Request whose signal is `options.signal ?? new AbortController().signal` (line 111), a controller nothing aborts: no timer bounds the connection or its retries (up to sseMaxRetryAttempts), and fetch has no timeout",
  ),
];

export const HELD_OUT_22_HTTP_RANK_LABELS = [
  ...IB_ROWS,
  ...FL_ROWS,
  ...SM_ROWS,
  ...SQ_ROWS,
  ...BTC_ROWS,
  ...ML_ROWS,
  ...ZP_ROWS,
  ...BX_ROWS,
  ...ORD_ROWS,
  ...SMS_ROWS,
  ...FC_ROWS,
  ...RMC_ROWS,
  ...FLX_ROWS,
  ...BRK_ROWS,
  ...OPN_ROWS,
];
