// Hand labels for HELD-OUT SET 18, HTTP family, the download-rank sample's second window (packages marked
// `"heldOut": 18` whose kind ends "; set 18 HTTP (download-rank sample, second window)"). Written by reading the code
// and committed BEFORE any checker ran on these files: the commit that adds this file adds no scoring of it, and neither
// the checker's rule code nor any score of it was read while choosing or labelling. Same format and rules as
// labels-held-out-6…17-http*.mjs: one row per site, every outbound HTTP call in each labelled file; `expect` is the rule
// a correct checker reports on that line (limit 10 s; a bound of exactly 10 s is within it), or null (compliant, not
// network, a pass-through whose bound is chosen elsewhere, or not decidable from the kept files) with why. A bound the
// caller may give but that is absent by default is MISSING; a bound always applied whose value is not visible in the
// kept files is null (not decidable); a visible default above 10 s is TOO_LONG (a timer that aborts the request counts
// as its bound); an agent's idle timeout, or node's `timeout` option / `setTimeout` with no 'timeout' handler, alone is
// no bound (a socket timeout whose handler fails the call is one, set 9). The verdict sits on the line that sends, with
// the bound traced through the callers in the kept files; rows marked "judged at line N" are calls into the package's
// own function on the way to the send at N (calls of the senders and of their callers, two levels, as sets 10-17), and
// expect nothing. Calls further up are not listed. A call whose receiver and method sit on different lines is labelled
// on the line where the call expression starts. A client library's own default is what its callers get (axios,
// request, request-promise, got, superagent, global fetch, node-fetch, XMLHttpRequest: no timeout), a fetch the caller
// may inject that defaults to one of those is judged as that default (set 13), a request on another package's generic
// client with no timeout is MISSING (set 11). A pure pass-through that hands the caller's url and options to the client
// unchanged (a lazy `import('node-fetch')` shim, a default `(input, init) => globalThis.fetch(input, init)`, a throttle
// queue's `resolveFetch(url, options)`) is null, with the verdict on the caller's line that builds the request (set 7's
// influx helper, the lead's set-17 @brightdata decision). Rows of one shape repeated per operation are written as a
// list of line numbers with one reason.
//
// Packages were chosen WITHOUT categories, by the lead's rank-window rule (RANK-SAMPLE-18, "HTTP, window B", session
// 37): the candidate list of sets 13-17 (every row of the environment's npm list whose summary contains "API" and one of
// client / sdk / wrapper, sorted by monthly downloads), from rank 996 on (the first line of `awk 'NR>=996'`,
// stopforumspam), walked in order with the same skips (a name in sources.json or named in the corpus README as a whole
// package name; type packages; React Native / Expo / Vue / Svelte / Angular packages; Babel / ESLint / webpack / Vite /
// Storybook / Gatsby / Rollup plugins or presets; CLIs); every other candidate packed (the listed version) and kept when
// its package.json declares a licence (not "SEE LICENSE IN" / "UNLICENSED") and its own code makes an outbound HTTP
// call (a minified-only bundle left out); keep every eligible candidate in order until 15 are kept or 60 probed. Files
// kept: every file of the package that sends, less duplicate builds of the same code; TypeScript source published
// beside its compiled build is labelled (set 12's @api.video/nodejs-client); at most 12 files. The walk, with every
// reason, is in the corpus README's set-18 HTTP second-window paragraph. These packages are never used to tune the
// checker: a change made after measuring them says so.
//
// Judgement calls for the lead:
// - microsoft-graph 3.13.40 declares "PolyForm Noncommercial License 1.0.0": a declared licence that is neither "SEE
//   LICENSE IN…" nor "UNLICENSED", so the rule keeps it; but it permits noncommercial use only. Kept by the rule's
//   letter; the other reading leaves it out (then the walk goes on to the next eligible candidate, not probed here).
//   **Lead's decision (session 37, before any checker ran on set 18): left out.** A licence that permits noncommercial
//   use only does not let the project keep copies of its code, whatever the project's own use; its rows and files are
//   removed, and the walk is not extended (14 kept; the next candidate was not probed for this window).
// - @maxim_mazurok/gapi.client.admin-reports_v1 (rank 997, "TypeScript typings for Admin SDK API reports_v1") and
//   obsidian-typings (rank 1001, "TypeScript type definitions for Obsidian's internal/unofficial APIs") are counted as
//   type packages (skipped), though they are not in the @types / @react-types scopes the rule names. Their tarballs were
//   packed and hold no sending code either way (index.d.ts only; two one-line implementation stubs), so the other
//   reading (probed, left out) changes only the probe count, not what was kept.
// - stopforumspam index.js:4 `const fetch = (...args) => import('node-fetch').then(({default: fetch}) => fetch(...args))`
//   is a pure pass-through of the caller's arguments: null, with the verdicts (MISSING) on the two callers' `fetch(url)`
//   lines 92 and 164. The other reading (set 16's @servicenow: one verdict on the shared send) puts one MISSING at line
//   4 and makes 92 / 164 calls judged there. The same choice is made for pokenode-ts lib/index.cjs:2099 (the default
//   `(input, init) => globalThis.fetch(input, init)`, verdict at the `this.config.fetch(url, init)` line 2261) and
//   @moltin/sdk dist/moltin.cjs.js:606 (the throttle queue's `resolveFetch(url, options)`, verdicts at 953 / 990).
// - graphql-react fetchGraphQL.mjs:37 MISSING: `fetchGraphQL(fetchUri, fetchOptions)` is a public export whose bound
//   is whatever the caller's fetchOptions hold; the package's own caller, useLoadGraphQL.mjs (read, not kept: it sends
//   through fetchGraphQL only), adds an AbortController signal aborted only when the loading is aborted (no timer).
// - rabbitmq-stats lib/rabbitStats.js:168-226 `getOverview: makeRequest('GET', 'overview')`: calls of the factory
//   that builds the sender (the returned function sends at line 31 when called), listed as null rows with the 25
//   `makeRequest(…)()` calls that do send through it.
// - Cap: operate-api-client holds 16 of the 37 violations (one got call per operation, no timeout), above a fifth;
//   every site is kept and the count is pinned as a cap exception in the structure test (as sets 9-11, 16 and 17 did).
//
// Generated SDKs (report every figure with and without them, the lead's set-13 decision): @ory/hydra-client-fetch
// (OpenAPI Generator typescript-fetch runtime), @remkoj/optimizely-cms-api (openapi-typescript-codegen fetch core, with
// a hand-written token fetch in dist/getaccesstoken.js) and llama-stack-client (Stainless).
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });
/** Wrapper calls of one shape, one per operation: null rows on the listed lines. */
const each = (file, lines, at, reason) => lines.map((line) => h(file, line, at, null, reason));
/** Sends of one shape, one per operation, each with the same verdict. */
const sends = (file, lines, at, expect, reason) => lines.map((line) => h(file, line, at, expect, reason));

// ---- stopforumspam (hand-written CommonJS; node-fetch 3 through a lazy import shim) ----
const SFS = 'stopforumspam@1.3.9/index.js';
const STOPFORUMSPAM = [
  h(
    SFS,
    4,
    "const fetch = (...args) => import('node-fetch').then(({default: fetch}) => fetch(...args));",
    null,
    "a shim that loads node-fetch 3 and calls it with the caller's arguments unchanged: a pass-through, the bound is the callers' (lines 92 and 164)",
  ),
  h(
    SFS,
    92,
    'fetch(url)',
    MISSING,
    'isSpammer: `fetch(url)` through the node-fetch shim (line 4) with no init: no signal, no timer, and node-fetch has no timeout',
  ),
  h(
    SFS,
    164,
    'fetch(url)',
    MISSING,
    'submit: `fetch(url)` through the node-fetch shim (line 4) with no init: no signal, no timer, and node-fetch has no timeout',
  ),
  h(
    SFS,
    219,
    'return sfs.isSpammer(this);',
    null,
    'User.prototype.isSpammer: call of sfs.isSpammer, judged at line 92',
  ),
  h(
    SFS,
    236,
    'return sfs.submit(this, evidence);',
    null,
    'User.prototype.submit: call of sfs.submit, judged at line 164',
  ),
];

// ---- rabbitmq-stats (hand-written CommonJS; request-promise) ----
const RMQ = 'rabbitmq-stats@1.2.4/lib/rabbitStats.js';
const RABBITMQ = [
  h(
    RMQ,
    31,
    'return rp(options);',
    MISSING,
    "makeRequest's returned function: request-promise with a clone of OPTIONS (uri, json, gzip, auth, headers; lines 6-18) plus method, uri, qs and body (lines 23-30): no timeout, and request has none by default",
  ),
  ...each(
    RMQ,
    [
      37, 42, 47, 52, 57, 62, 67, 72, 78, 84, 89, 95, 101, 107, 113, 118, 123, 128, 133, 138, 143, 148, 153,
      159, 163,
    ],
    'return makeRequest(',
    "an API function calling the sender makeRequest builds (`makeRequest(method, path)(query, body)`; line 89's argument is the query string, not request options): judged at line 31",
  ),
  ...each(
    RMQ,
    [168, 171, 175, 178, 184, 188, 192, 199, 208, 212, 218, 226],
    ": makeRequest('GET', '",
    'an exported method built by makeRequest (the returned function sends at line 31 when the caller calls it; nothing is sent here): judged at line 31',
  ),
];

// ---- @ory/hydra-client-fetch (OpenAPI Generator typescript-fetch, TypeScript source beside its build; generated) ----
const ORY = '@ory+hydra-client-fetch@2.4.0-alpha.1/src/runtime.ts';
const ORY_ROWS = [
  h(
    ORY,
    206,
    'response = await (this.configuration.fetchApi || fetch)(fetchParams.url, fetchParams.init);',
    MISSING,
    "BaseAPI.fetchApi: `(this.configuration.fetchApi || fetch)(fetchParams.url, fetchParams.init)`, the caller's fetchApi or the global fetch, with the init createFetchParams builds (method, headers, body, credentials, then the caller's optional per-call initOverrides; lines 143-191) and whatever a caller's pre-middleware returns: a signal only if a caller passes one, and fetch has no timeout",
  ),
  h(
    ORY,
    136,
    'const response = await this.fetchApi(url, init);',
    null,
    'BaseAPI.request: call of this.fetchApi (line 194), which sends at line 206: judged there',
  ),
];

// ---- dinero (hand-written CommonJS; request) ----
const DIN = 'dinero@1.0.1/index.js';
const DINERO = [
  h(
    DIN,
    58,
    'request(options, function (err, response) {',
    MISSING,
    'auth: the request module with url, method, headers, form and json (lines 43-56): no timeout, and request has none by default',
  ),
  h(
    DIN,
    88,
    'return request(req, function (err, response) {',
    MISSING,
    "request: the request module with url, method, headers and json (lines 74-79), plus `formData` when the caller's options ask for multipart (lines 81-86): no timeout, and request has none by default",
  ),
  h(
    DIN,
    129,
    'return this.request(endpoint, method, args[0], args[1])',
    null,
    'the per-endpoint method initialize builds (addMethod): call of this.request, judged at line 88',
  ),
];

// ---- amazon-payments (hand-written CommonJS; request) ----
const AMZ = 'amazon-payments@0.2.9/lib/amazon.js';
const AMZ_HELPER = 'amazon-payments@0.2.9/lib/clientHelper.js';
const AMAZON_PAYMENTS = [
  h(
    AMZ,
    56,
    'request(opts, function(err, res, body) {',
    MISSING,
    'callApiMethod: the request module with url, method, qs and an Authorization header (lines 41-54): no timeout, and request has none by default',
  ),
  h(
    AMZ,
    98,
    'request(opts, function(err, res, body) {',
    MISSING,
    'callMwsMethod: the request module with url, method and the signed form (lines 92-96): no timeout, and request has none by default',
  ),
  h(
    AMZ,
    285,
    'request(response.SigningCertURL, function(err, res, cert) {',
    MISSING,
    'parseSNSResponse: the request module fetching the SNS signing certificate by its URL alone (line 285): no options, no timeout, and request has none by default',
  ),
  h(
    AMZ_HELPER,
    89,
    'request(options, function (err, response, body) {',
    MISSING,
    "sendRequest: the request module with invokeApi's options (method, json, headers, url, body; lines 28-34), sent after a retry delay: no timeout, and request has none by default (the setTimeout at line 88 only delays the send)",
  ),
  h(
    AMZ_HELPER,
    63,
    'const response = this.sendRequest(options, count);',
    null,
    'retryLogic: call of sendRequest, judged at line 89',
  ),
  h(
    AMZ_HELPER,
    77,
    'return this.retryLogic(options, count += 1);',
    null,
    'retryLogic retrying: call of itself, which calls sendRequest: judged at line 89',
  ),
  h(
    AMZ_HELPER,
    37,
    'const response = this.retryLogic(options, count);',
    null,
    'invokeApi: call of retryLogic, which calls sendRequest: judged at line 89',
  ),
];

// ---- graphql-react (hand-written ES modules; global fetch) ----
const GQLR = 'graphql-react@20.0.0/fetchGraphQL.mjs';
const GRAPHQL_REACT = [
  h(
    GQLR,
    37,
    'return fetcher(fetchUri, fetchOptions)',
    MISSING,
    "fetchGraphQL (a public export): the global fetch (line 34) with the caller's fetchOptions unchanged: a signal only if the caller passes one; the package's own caller, useLoadGraphQL.mjs (read, not kept: it only calls fetchGraphQL), passes an AbortController signal aborted when the loading is aborted, with no timer; fetch has no timeout",
  ),
];

// ---- @remkoj/optimizely-cms-api (openapi-typescript-codegen fetch core, tsc CommonJS; generated, and a hand-written token fetch) ----
const OPTI_REQ = '@remkoj+optimizely-cms-api@5.1.1/dist/client/core/request.js';
const OPTI_TOKEN = '@remkoj+optimizely-cms-api@5.1.1/dist/getaccesstoken.js';
const OPTIMIZELY = [
  h(
    OPTI_REQ,
    195,
    'return await fetch(url, request);',
    MISSING,
    "generated sendRequest: the global `fetch(url, { headers, body, method, signal: controller.signal })` where the AbortController is aborted only by `onCancel(() => controller.abort())`, the CancelablePromise's cancel (lines 184-194): no timer, and fetch has no timeout",
  ),
  h(
    OPTI_REQ,
    275,
    'const response = await (0, exports.sendRequest)(config, options, url, body, formData, headers, onCancel);',
    null,
    'generated request: call of sendRequest, judged at line 195',
  ),
  h(
    OPTI_TOKEN,
    27,
    'const httpResponse = await fetch(authUrl, {',
    MISSING,
    "getAccessToken: the global fetch of the OAuth token endpoint with method, headers, body and `cache: 'no-store'` (lines 27-32): no signal, no timer, and fetch has no timeout",
  ),
];

// ---- node-pagerduty (hand-written CommonJS; request-promise-native with a 5 s timeout) ----
const PD = 'node-pagerduty@1.3.6/lib/pd.js';
const PD_BOUND =
  "request-promise-native with `timeout: 5000` in the options this.options builds (line 50; the caller's constructor options are deep-merged over them, lines 58-60, so a caller may change it, but the default is 5 s): within the limit";
const PAGERDUTY = [
  ...sends(
    PD,
    [
      75, 83, 96, 104, 112, 120, 128, 141, 149, 162, 170, 178, 186, 194, 207, 215, 223, 231, 239, 247, 260,
      285, 293, 301, 313, 321, 329, 337, 349, 357, 370, 378, 386, 394, 402, 439, 498, 523, 548, 573, 581, 662,
      675, 683, 691, 699, 724, 737, 745, 758, 783, 791, 799, 812, 825, 838, 846, 854, 862, 870, 878, 886, 894,
      902, 910, 924, 932, 940, 948, 956, 964, 972, 980, 988, 996, 1009, 1017, 1025, 1033, 1047, 1055, 1063,
      1071, 1079, 1087, 1095, 1103, 1116, 1124, 1132, 1140, 1148, 1156, 1164, 1172, 1180, 1188, 1201, 1226,
      1234, 1242, 1250, 1258, 1266, 1274, 1282, 1290, 1298, 1306, 1314, 1322, 1330, 1338, 1346, 1354, 1362,
      1375, 1383,
    ],
    'return await request(this.options(',
    null,
    `an API method: ${PD_BOUND}`,
  ),
  ...sends(
    PD,
    [277, 456, 473, 490, 515, 540, 565, 598, 615, 632, 649, 716, 775, 1218],
    'return await request(Object.assign(this.options(',
    null,
    `an API method sending with a From header: \`Object.assign(this.options(…), custHeaders)\` replaces only the headers key, so the timeout stays; ${PD_BOUND}`,
  ),
  h(
    PD,
    415,
    'return await request({',
    null,
    'events.sendEvent: request-promise-native to the Events API with `timeout: 5000` written in its own options (line 423): within the limit',
  ),
];

// ---- llama-stack-client (Stainless TypeScript source beside its tsc build; global or injected fetch; generated) ----
const LLAMA = 'llama-stack-client@0.7.3/src/core.ts';
const LLAMA_ROWS = [
  h(
    LLAMA,
    586,
    'this.fetch.call(undefined, url, fetchOptions).finally(() => {',
    TOO_LONG,
    "fetchWithTimeout: `this.fetch.call(undefined, url, { signal: controller.signal, ...options })` (this.fetch = the caller's fetch or the `_shims` fetch, lines 22 and 229), with `setTimeout(() => controller.abort(), ms)` (line 572); ms is `options.timeout ?? this.timeout` (line 346) and this.timeout defaults to 60000 (line 212, and index.ts:235 `options.timeout ?? 60000`): a 60 s default, above the limit",
  ),
  h(
    LLAMA,
    493,
    'const response = await this.fetchWithTimeout(url, req, timeout, controller).catch(castToError);',
    null,
    'makeRequest: call of fetchWithTimeout, judged at line 586',
  ),
  ...each(
    LLAMA,
    [465, 535, 650],
    'this.makeRequest(options,',
    'a call of makeRequest (request, requestAPIList, retryRequest): judged at line 586',
  ),
];

// ---- @moltin/sdk (readable Rollup / Babel CommonJS bundle; global fetch, cross-fetch when absent, or an injected one) ----
const MOLTIN = '@moltin+sdk@36.0.0/dist/moltin.cjs.js';
const MOLTIN_FETCH =
  "`config.auth.fetch` is resolveFetchMethod's choice (lines 620-635): the caller's custom_fetch or the global fetch (cross-fetch installed as the global when none, line 527), wrapped in a throttle queue when throttleEnabled";
const MOLTIN_ROWS = [
  h(
    MOLTIN,
    953,
    'config.auth.fetch.bind()(',
    MISSING,
    `createAuthRequest: ${MOLTIN_FETCH}, with method, headers and body only (lines 953-962): no signal, no timer, and fetch has no timeout`,
  ),
  h(
    MOLTIN,
    990,
    'config.auth.fetch.bind()(',
    MISSING,
    `fetchRetry: ${MOLTIN_FETCH}, with method, headers and body only (lines 990-994); the retries (up to fetchMaxAttempts) are delayed by a timer but each send is unbounded: no signal, and fetch has no timeout`,
  ),
  h(
    MOLTIN,
    606,
    'return resolveFetch(url, options);',
    null,
    "throttleFetch's queued call of the resolved fetch with the caller's url and options unchanged: a pass-through, judged at lines 953 / 990",
  ),
  h(
    MOLTIN,
    983,
    'fetchRetry(config, uri, method, version, updatedHeaders, requestBody, authenticate, attempt + 1)',
    null,
    'fetchRetry retrying: call of itself, judged at line 990',
  ),
  h(
    MOLTIN,
    1104,
    'return fetchRetry(config, uri, method, version, headers, requestBody, _this.authenticate.bind(_this), 1);',
    null,
    'RequestFactory.send (req): call of fetchRetry, judged at line 990',
  ),
  ...each(
    MOLTIN,
    [1108, 1112],
    'return req(',
    'RequestFactory.send: call of req, which calls fetchRetry: judged at line 990',
  ),
  h(
    MOLTIN,
    1029,
    'createAuthRequest(config)',
    null,
    'RequestFactory.authenticate: call of createAuthRequest (unless a custom_authenticator is given), judged at line 953',
  ),
  h(
    MOLTIN,
    1000,
    'authenticate().then(function (data) {',
    null,
    'fetchRetry on a 401: call of the `authenticate` it was handed (RequestFactory.authenticate, line 1104), which calls createAuthRequest: judged at line 953',
  ),
  h(
    MOLTIN,
    1107,
    'return this.authenticate().then(function () {',
    null,
    'RequestFactory.send with an invalid token: call of authenticate, which calls createAuthRequest: judged at line 953',
  ),
  h(
    MOLTIN,
    5340,
    'return this.request.authenticate();',
    null,
    "the client's Authenticate: call of RequestFactory.authenticate, which calls createAuthRequest: judged at line 953",
  ),
];

// ---- operate-api-client (tsc CommonJS; got 11) ----
const OPERATE = 'operate-api-client@1.2.3/dist/lib/OperateApiClient.js';
const OPERATE_GOT =
  'got (^11.8.5, the module itself) with headers, the body or json, and this.gotOptions, which holds only prefixUrl (lines 49-51): no timeout, and got 11 has none by default';
const OPERATE_ROWS = [
  ...sends(
    OPERATE,
    [89, 138, 212, 234, 246, 262],
    'return got_1.default.post(',
    MISSING,
    `an API method: ${OPERATE_GOT}`,
  ),
  ...sends(
    OPERATE,
    [106, 112, 153, 176, 185, 228, 240, 301],
    'return (0, got_1.default)(',
    MISSING,
    `an API method: ${OPERATE_GOT}`,
  ),
  h(OPERATE, 167, 'return got_1.default.delete(', MISSING, `deleteProcessInstance: ${OPERATE_GOT}`),
  h(
    OPERATE,
    279,
    'const vars = yield got_1.default.post(',
    MISSING,
    `getJSONVariablesforProcess: ${OPERATE_GOT}`,
  ),
];

// ---- @ffflorian/api-client (tsc ES module; global fetch) ----
const FFF = '@ffflorian+api-client@2.5.0/dist/APIClient.js';
const FFFLORIAN = [
  h(
    FFF,
    90,
    'const response = await fetch(url, requestOptions);',
    MISSING,
    "request: the global fetch with method, url, the client's config spread in, headers and body, then whatever the request interceptors return (lines 55-88): a signal only if the caller puts one in the config or an interceptor, and fetch has no timeout",
  ),
  ...each(
    FFF,
    [11, 16, 21, 26, 31, 36, 41],
    'const request = await this.request(endpoint, {',
    'delete / get / head / options / patch / post / put: call of this.request, judged at line 90',
  ),
];

// ---- pokenode-ts (readable Rolldown CommonJS bundle; global fetch or an injected one) ----
const POKE = 'pokenode-ts@3.0.0/lib/index.cjs';
const POKENODE = [
  h(
    POKE,
    2261,
    'response = await this.config.fetch(url, init);',
    MISSING,
    "Transport.fetchResource: the caller's fetch or the default `(input, init) => globalThis.fetch(input, init)` (line 2099), with init = headers plus the request's signal when there is one (lines 2250-2253); requestSignal (lines 2237-2242) gives `AbortSignal.timeout(timeout)` only when the caller derived a scope with `with({ timeout })`, and the default transport has no scope: no bound by default, and fetch has no timeout",
  ),
  h(
    POKE,
    2099,
    'fetch: clientOptions?.fetch ?? ((input, init) => globalThis.fetch(input, init)),',
    null,
    "the default fetch: the global fetch called with the caller's input and init unchanged, a pass-through judged at line 2261",
  ),
  h(
    POKE,
    2208,
    'this.fetchResource(url, authorization, requestSignal)',
    null,
    'Transport.request: call of fetchResource (through the in-flight share), judged at line 2261',
  ),
  ...each(
    POKE,
    [2164, 2169, 2173],
    'return this.request(',
    'Transport.resource / byURL / list: call of this.request, which calls fetchResource: judged at line 2261',
  ),
];

// ---- messaging-api-slack (TypeScript source beside its tsc build; axios instances) ----
const SLACK_OAUTH = 'messaging-api-slack@1.1.0/src/SlackOAuthClient.ts';
const SLACK_HOOK = 'messaging-api-slack@1.1.0/src/SlackWebhookClient.ts';
const SLACK_ROWS = [
  h(
    SLACK_OAUTH,
    684,
    'const response = await this.axios.post(',
    MISSING,
    "callMethod: the axios instance the constructor builds, `axios.create({ baseURL, headers })` (lines 640-645), whose only request interceptor calls the caller's onRequest (messaging-api-common's createRequestInterceptor): no timeout, and axios has none by default",
  ),
  ...each(
    SLACK_OAUTH,
    [
      732, 761, 793, 877, 974, 1013, 1027, 1038, 1049, 1060, 1071, 1085, 1096, 1107, 1121, 1135, 1149, 1163,
      1193, 1223,
    ],
    'return this.callMethod(',
    'an API method: call of callMethod, judged at line 684',
  ),
  ...each(
    SLACK_OAUTH,
    [832, 922, 1258],
    'await this.get',
    'getAllConversationMembers / getAllConversationList / getAllUserList paging: call of a method that calls callMethod, judged at line 684',
  ),
  h(
    SLACK_OAUTH,
    943,
    'return this._postMessage({',
    null,
    'postMessage: call of _postMessage, which calls callMethod: judged at line 684',
  ),
  h(
    SLACK_OAUTH,
    996,
    'return this._postEphemeral({',
    null,
    'postEphemeral: call of _postEphemeral, which calls callMethod: judged at line 684',
  ),
  h(
    SLACK_HOOK,
    75,
    "return this.axios.post('', snakecaseKeysDeep(body)).then((res) => res.data);",
    MISSING,
    "sendRawBody: the axios instance the constructor builds, `axios.create({ baseURL: config.url, headers })` (lines 49-52), whose only request interceptor calls the caller's onRequest: no timeout, and axios has none by default",
  ),
  ...each(
    SLACK_HOOK,
    [92, 135],
    'return this.sendRawBody({',
    'sendText / sendAttachments: call of sendRawBody, judged at line 75',
  ),
  h(
    SLACK_HOOK,
    163,
    'return this.sendAttachments([attachment]);',
    null,
    "second reading: row added. sendAttachment: call of sendAttachments (line 135), which calls sendRawBody: judged at line 75 (the second level of calls, as the OAuth client's _postMessage / getConversationMembers rows)",
  ),
];

export const HELD_OUT_18_HTTP_RANK2_LABELS = [
  ...STOPFORUMSPAM,
  ...RABBITMQ,
  ...ORY_ROWS,
  ...DINERO,
  ...AMAZON_PAYMENTS,
  ...GRAPHQL_REACT,
  ...OPTIMIZELY,
  ...PAGERDUTY,
  ...LLAMA_ROWS,
  ...MOLTIN_ROWS,
  ...OPERATE_ROWS,
  ...FFFLORIAN,
  ...POKENODE,
  ...SLACK_ROWS,
];
