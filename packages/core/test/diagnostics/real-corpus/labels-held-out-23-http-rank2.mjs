// Hand labels for HELD-OUT SET 23, HTTP family, the download-rank sample's second window (packages marked
// `"heldOut": 23` whose kind ends "; set 23 HTTP (download-rank sample, second window)"). Written by reading the code
// and committed BEFORE any checker ran on these files: the commit that adds this file adds no scoring of it, and neither
// the checker's rule code nor any score of it was read while choosing or labelling. Same format and rules as
// labels-held-out-6…22-http*.mjs: one row per site, every outbound HTTP call in each labelled file; `expect` is the rule
// a correct checker reports on that line (limit 10 s; a bound of exactly 10 s is within it), or null (compliant, not
// network, a pass-through whose bound is chosen elsewhere, or not decidable from the kept files) with why. A bound the
// caller may give but that is absent by default is MISSING; a bound always applied whose value is not visible in the
// kept files is null (not decidable); a visible default above 10 s is TOO_LONG (a timer that aborts the request counts
// as its bound, and so does one that abandons it, sets 6-22); an agent's idle timeout, or node's `timeout` option /
// `setTimeout` with no 'timeout' handler, alone is no bound (a socket timeout whose handler fails the call is one, set
// 9); a cancellation signal that only a caller's action fires (an unmount, an `abortAllRequests()`) is no bound (set
// 10's @openmrs, set 15's @harnessio). The verdict sits on the line that sends, with the bound traced through the
// callers in the kept files; rows marked "judged at line N" are calls into the package's own function on the way to
// the send at N (calls of the senders and of their callers, two levels, as sets 10-22), and expect nothing. Calls
// further up are not listed. A call whose receiver and method sit on different lines is labelled on the line where the
// call expression starts. A client library's own default is what its callers get (axios, request, got, node-fetch,
// cross-fetch, global fetch, XMLHttpRequest, node http(s), superagent: no timeout; ky: 10 s), a fetch the caller may
// inject that defaults to one of those is judged as that default (set 13), a request on another package's generic
// client with no timeout is MISSING (set 11). A pure pass-through that hands the caller's url and options on
// unchanged, or sends on a client the caller hands in, is null, with the verdict on the caller's line (set 7's influx
// helper, set 18's pokenode-ts, set 19's electerm-sync). Rows of one shape repeated per operation are written as a
// list of line numbers with one reason.
//
// Packages were chosen WITHOUT categories, by the lead's rank-window rule (RANK-SAMPLE-23, "HTTP, window B", session
// 42): the candidate list of sets 13-22 (every row of the environment's npm list whose summary contains "API" and one
// of client / sdk / wrapper, sorted by monthly downloads; `awk 'NR>=1185 && NR<=1399'`), from rank 1185 on, walked in
// order with set 22's skips (a name in sources.json or named in the corpus README or record/*.md as a whole package
// name; type packages; React Native / Expo / Vue / Svelte / Angular packages; Babel / ESLint / webpack / Vite /
// Storybook / Gatsby / Rollup plugins or presets; CLIs); every other candidate packed (the listed version) and kept
// when its package.json declares a licence (not "SEE LICENSE IN" / "UNLICENSED", not noncommercial) and its own code
// makes an outbound HTTP call (a minified-only bundle left out); keep every eligible candidate in order until 15 are
// kept or 60 probed or rank 1399 reached. Stopped at 15 kept at rank 1209 (mixpanel-node): 25 candidates walked (ranks
// 1185-1209), 23 probed, 15 kept, 2 skipped without probing (react-native-bildit-flybuy, rank 1191, and
// react-native-dark, rank 1200: React Native packages), 8 probed and left out (@htdangkhoa/google-ads: gRPC through
// @grpc/grpc-js only; @epilot/discussion-client: "UNLICENSED"; @switchboard-xyz/switchboard-v2: only Anchor /
// @solana/web3.js clients; @easyteam/core-ui: "SEE LICENSE IN LICENSE.txt"; @tencentcloud/universal-api: a
// minified-only bundle; @grvt/client: "UNLICENSED"; @azure/cognitiveservices-customvision-prediction: only
// @azure/ms-rest-js's ServiceClient; @effect/openapi-generator: a CLI). mixpanel-node (rank 1209) was probed, not
// skipped: its one whole-word hit in record/ is a file name of another package (mixpanel 0.24.0's
// lib/mixpanel-node.js), set 22's second reading of api-client. Files kept: every file of the package that sends, less
// duplicate builds of the same code; TypeScript source published beside its build is labelled (set 12's @api.video);
// context files are kept for every file a reason relies on that holds no labelled site (set 22's brief). At most 12
// files per package: the most is @paid-ai/paid-blocks' four. The walk, with every reason, is in the set-23 HTTP
// second-window bullet of record/sets-19-on.md. These packages are never used to tune the checker: a change made after
// measuring them says so.
//
// Judgement calls for the lead:
// - moleculer-http-client src/index.js:293, 310, 319 MISSING: the mixin builds its own got 11 instance,
//   `got.extend(defaultOptions)` (line 378) with logging hooks and no `timeout`, and its own methods send the caller's
//   url and options on it (set 21's got4aws / set 22's node-flinks: a got instance the package builds itself is its
//   own sending code). The other reading calls `_genericRequest` a pure pass-through (null, the verdict on a caller's
//   line outside the package). No row sits on the extend line (set 22's node-flinks), since the package calls it.
// - axios-fetch src/index.js:26 null: `axios.request(config)` on the axios instance the caller hands
//   `buildAxiosFetch(axios)`, the caller's client and bound, as set 19's electerm-sync (kept, its one row null). The
//   other reading is set 12's @openfoodfacts / set 20's @kibocommerce (a fetch the caller must hand in, MISSING); an
//   axios instance carries its own defaults (a `timeout` among them), which a bare fetch does not, so electerm-sync's
//   reading is taken.
// - twitter-api-client dist/base/Transport.js:87, 120, 153 MISSING: it sends through the `oauth` package's
//   `OAuth.get / post / delete`, taken as a generic HTTP client (any url, signed with OAuth 1.0a; node http(s) with no
//   timeout option), as set 22's apisauce and jQuery.ajax were. The other reading ("another package's client") leaves
//   the package out, and the walk's 15th keep moves one rank on.
// - @dasch-swiss/dsp-js src/api/endpoint.js: rxjs's `ajax` taken as a generic HTTP client (XMLHttpRequest under an
//   Observable); its `timeout: 0` (line 170) is XMLHttpRequest's "no timeout", so the five sends are MISSING.
// - @azure/cognitiveservices-customvision-prediction (rank 1206) left out: every operation is
//   `this.sendOperationRequest(…, operationSpec)` on @azure/ms-rest-js's ServiceClient, which it subclasses: the
//   Azure runtime's client, not a generic HTTP library, as set 21's @epilot clients on openapi-client-axios. The other
//   reading keeps it, and then mixpanel-node (rank 1209) is not kept.
// - @paid-ai/paid-blocks: dist/api/api/handleBlocks.ts (the TypeScript route handler published beside its build
//   dist/api/handleBlocks.js) is labelled, not the build; dist/utils/cache.js:84 (`cachedFetch`) is labelled MISSING
//   though nothing in the package calls it (it is exported, as set 21's got4aws instance was).
// - @squarecloud/api lib/index.js (the main ES module bundle; the other lib/ entry bundles repeat its code): the 26
//   `api.request(...)` calls are listed as first-level wrapper rows, and the second-level calls found inside the file
//   (518, 756, and 361 added by the second reading); calls of the modules' methods from the caller's side are not in
//   the package.
// - @here/olp-sdk-authentication lib/UserAuth.js:92 `this.config.tokenRequester({…})` is not labelled: it calls the
//   caller's token requester (the package's requestToken is what callers usually pass, from lib/requestToken.js, a
//   file that only calls requestToken_common), not a function of this file.
//
// Generated SDKs (report every figure with and without them, the lead's set-13 decision): three of the 15 kept packages
// say in their files that their sending code is generated — pdf-generator-api-client (README "This SDK is
// automatically generated by the OpenAPI Generator", ApiClient.js's `OpenAPI-Generator/4.0.2/Javascript` User-Agent),
// @harnessio/react-ng-manager-v2-client (its hooks: "This code is autogenerated using @harnessio/oats-cli"; the
// labelled fetcher is hand-written, counted with the generated as set 15 counted @harnessio/code-service-client) and
// llama-api-client (README "It is generated with Stainless"): 3 of the 36 violations. All: 15 packages, 23 files, 112
// rows, 36 violations (32 MISSING, 4 TOO_LONG). Without generated SDKs: 12 packages, 102 rows, 33 violations. No cap
// exception (a fifth of 36 is 7.2; the most, @dasch-swiss/dsp-js, holds 5).
//
// Second reading (session 42, branch s42-read-http-b): the walk re-run (ranks 1185-1209 as listed, no skipped name
// found by `grep -F -w` in README.md, record/ or sources.json but mixpanel-node's file-name hit; the licences and the
// left-out reasons of @htdangkhoa/google-ads, @switchboard-xyz/switchboard-v2, @azure/…-prediction, @epilot, @easyteam,
// @grvt, @tencentcloud and @effect checked by packing or `npm view`), every kept file's sending code and its callers
// read (each file grepped for its sends and for calls of its senders), each package grepped for sending files not kept
// (none). One row added: @squarecloud/api lib/index.js:361 (FilesModule.edit's `this.create(…)`, a
// second-level call, null). No verdict changed; every judgement call above read the same way (see the record).
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });
/** Wrapper calls of one shape, one per operation: null rows on the listed lines. */
const each = (file, lines, at, reason) => lines.map((line) => h(file, line, at, null, reason));
/** Sends of one shape, one per operation, each with the same verdict. */
const sends = (file, lines, at, expect, reason) => lines.map((line) => h(file, line, at, expect, reason));

// ---- pdf-generator-api-client (GENERATED: OpenAPI Generator javascript, Babel CommonJS; superagent with a 60 s default) ----
const PDFGEN = 'pdf-generator-api-client@5.0.1/dist/ApiClient.js';
const PDF_GENERATOR = [
  h(
    PDFGEN,
    448,
    'var request = (0, _superagent["default"])(httpMethod, url);',
    TOO_LONG,
    'ApiClient.callApi: the superagent request is built here (judged where it is built, as set 22\'s cryptoapis) and given `request.timeout(this.timeout)` (line 474) with `this.timeout = 60000` (line 77, "The default HTTP timeout for all API calls"); nothing else in the file lowers it: a 60 s default, above 10 s',
  ),
  h(
    PDFGEN,
    485,
    'request.send(_querystring["default"].stringify(this.normalizeParams(formParams)));',
    null,
    "superagent's `send` sets the form body of the request built at line 448: judged there",
  ),
  h(
    PDFGEN,
    511,
    'request.send(bodyParam);',
    null,
    "superagent's `send` sets the JSON body of the request built at line 448: judged there",
  ),
  h(
    PDFGEN,
    535,
    'request.end(function (error, response) {',
    null,
    'fires the superagent request built at line 448 (with its 60 s timeout): judged there',
  ),
  h(
    PDFGEN,
    99,
    'this.agent = new _superagent["default"].agent();',
    null,
    "as set 22's cryptoapis: the agent is used only as a cookie jar (`this.agent._attachCookies(request)` and `_saveCookies(response)` when enableCookies, lines 529 and 544): no request is sent through it",
  ),
];

// ---- @harnessio/react-ng-manager-v2-client (GENERATED oats-cli hooks over a hand-written fetcher; the global fetch) ----
const HARNESS = '@harnessio+react-ng-manager-v2-client@1.1.0/dist/custom-fetcher/index.js';
const HARNESS_NG = [
  h(
    HARNESS,
    48,
    'let response = yield fetch(request);',
    MISSING,
    "fetcher: the global fetch with `new Request(finalUrl, { headers, body, ...rest })` (line 44), `rest` being the caller's options less url / headers / body / queryParams and the two stringify options: a signal only if the caller passes one (the generated query hooks pass react-query's, which aborts on unmount or cancel, not on time; set 15's @harnessio/code-service-client), and fetch has no timeout",
  ),
];

// ---- llama-api-client (GENERATED: Stainless, TypeScript source in src/ beside its builds; the caller's or the global fetch under an abort timer) ----
const LLAMA = 'llama-api-client@0.3.0/src/client.ts';
const LLAMA_API = [
  h(
    LLAMA,
    536,
    'return await this.fetch.call(undefined, url, fetchOptions);',
    TOO_LONG,
    "fetchWithTimeout: `this.fetch` (the caller's fetch or `Shims.getDefaultFetch()`, the global fetch, line 189; src/internal/shims.ts kept as context) with `signal: controller.signal` and `setTimeout(() => controller.abort(), ms)` (line 516); ms is `options.timeout ?? this.timeout` (line 628) and this.timeout is `options.timeout ?? LlamaAPIClient.DEFAULT_TIMEOUT` (line 178), 60000 (line 721): a 60 s default, above the limit",
  ),
  h(
    LLAMA,
    390,
    'const response = await this.fetchWithTimeout(url, req, timeout, controller).catch(castToError);',
    null,
    'makeRequest: call of fetchWithTimeout, judged at line 536',
  ),
  h(
    LLAMA,
    347,
    'return new APIPromise(this, this.makeRequest(options, remainingRetries, undefined));',
    null,
    'request: call of makeRequest, judged at line 536',
  ),
  h(
    LLAMA,
    601,
    'return this.makeRequest(options, retriesRemaining - 1, requestLogID);',
    null,
    'retryRequest: call of makeRequest, judged at line 536',
  ),
];

// ---- moleculer-http-client (hand-written CommonJS; a got 11 instance it builds with no timeout) ----
const MOL = 'moleculer-http-client@0.4.2/src/index.js';
const MOL_GOT =
  "the got 11 instance the service builds in `created()`, `this._client = got.extend(defaultOptions)` (line 378), whose defaultOptions hold logging hooks, the logger and the response formatter only (lines 95-137, 354-375): no `timeout`, and got 11 has none by default; the caller's `opt` carries one only if the caller sets it";
const MOLECULER = [
  h(MOL, 293, 'return this._client(url, opt)', MISSING, `_genericRequest: ${MOL_GOT}`),
  h(
    MOL,
    310,
    'return this._client(url, opt).on("response", response => {',
    MISSING,
    `_streamRequest's GET stream: ${MOL_GOT}`,
  ),
  h(
    MOL,
    319,
    'const writeStream = this._client(opt);',
    MISSING,
    `_streamRequest's upload stream: ${MOL_GOT}`,
  ),
  h(
    MOL,
    290,
    'return this._streamRequest(url, opt, streamPayload);',
    null,
    '_genericRequest: call of _streamRequest, which sends at lines 310 / 319: judged there',
  ),
  ...each(
    MOL,
    [223, 237, 251, 265, 278],
    'return this._genericRequest(url, opt',
    'a method (_get, _post, _put, _patch, _delete): call of _genericRequest, which sends at line 293 (or through _streamRequest at 310 / 319): judged there',
  ),
  ...each(
    MOL,
    [149, 164, 179, 194, 204],
    '(ctx.params.url, ctx.params.opt);',
    'an action handler (get, post, put, patch, delete): call of the method of that verb, which calls _genericRequest: judged at line 293 (310 / 319 for streams)',
  ),
  ...each(
    MOL,
    [162, 177, 192],
    '(ctx.meta.url, ctx.meta, ctx.params);',
    'a streaming action handler (post, put, patch): call of the method of that verb, which calls _genericRequest and _streamRequest: judged at line 319',
  ),
];

// ---- @bugsplat/js-api-client (tsc ES modules, beside a CommonJS build of the same code; the global fetch) ----
const BS_DIR = '@bugsplat+js-api-client@14.5.0/dist/esm/common/client';
const BS_API = `${BS_DIR}/bugsplat-api-client/bugsplat-api-client.js`;
const BS_OAUTH = `${BS_DIR}/oauth-client-credentials-api-client/oauth-client-credentials-api-client.js`;
const BS_S3 = `${BS_DIR}/s3-api-client/s3-api-client.js`;
const BUGSPLAT = [
  h(
    BS_API,
    37,
    'const response = await this._fetch(url.href, init);',
    MISSING,
    "BugSplatApiClient.fetch: `this._fetch`, `globalThis.fetch` (line 7), with the caller's init plus headers and credentials (lines 27-35): a signal only if a caller passes one (none of the package's API clients does), and fetch has no timeout",
  ),
  h(
    BS_API,
    61,
    'const response = await this._fetch(url.href, request);',
    MISSING,
    'BugSplatApiClient.login: `this._fetch`, `globalThis.fetch` (line 7), with method, form body, cache, redirect, credentials and duplex only (lines 53-60): no signal, and fetch has no timeout',
  ),
  ...each(
    BS_API,
    [15, 20],
    'await client.login(email, password);',
    'createAuthenticatedClientForNode / ForWebBrowser: call of login, which sends at line 61: judged there',
  ),
  h(
    BS_OAUTH,
    53,
    'const response = await this._fetch(url.href, init);',
    MISSING,
    "OAuthClientCredentialsClient.fetch: `this._fetch`, `globalThis.fetch` (line 10), with the caller's init plus an Authorization header (lines 48-52): a signal only if a caller passes one, and login's (lines 28-33) has none; fetch has no timeout",
  ),
  h(
    BS_OAUTH,
    33,
    'const response = await this.fetch(route, request);',
    null,
    'login: call of this.fetch (line 46), which sends at line 53: judged there',
  ),
  h(
    BS_OAUTH,
    18,
    'await client.login();',
    null,
    'createAuthenticatedClient: call of login, which calls this.fetch: judged at line 53',
  ),
  h(
    BS_S3,
    4,
    'const response = await this._fetch(presignedUrl, {',
    MISSING,
    'S3ApiClient.uploadFileToPresignedUrl: `this._fetch`, `globalThis.fetch` (line 2), with method, headers, body and duplex only (lines 4-13): no signal, and fetch has no timeout',
  ),
];

// ---- fantasydata-node-client (hand-written CommonJS; node https) ----
const FANTASYDATA = [
  h(
    'fantasydata-node-client@1.8.2/baseClient.js',
    30,
    'const request = https.get(options, (response)=>{',
    MISSING,
    "GetPromise: node https.get with hostname, path and the subscription-key header only (lines 25-29), and only an 'error' handler on the request (line 43): no timeout, and node http(s) has none by default",
  ),
];

// ---- axios-fetch (hand-written CommonJS; the caller's axios instance) ----
const AXIOS_FETCH = [
  h(
    'axios-fetch@1.1.0/src/index.js',
    26,
    'const result = await axios.request(config);',
    null,
    "axiosFetch: `axios` is the instance the caller hands `buildAxiosFetch(axios)` (lines 43-44), called with url, method, data, headers and validateStatus (lines 18-24): the caller's client and its defaults decide the bound, a pass-through (set 19's electerm-sync); judged at the caller's line",
  ),
];

// ---- twitter-api-client (tsc CommonJS; the `oauth` package's OAuth 1.0a client) ----
const TW = 'twitter-api-client@1.6.1/dist/base/Transport.js';
const TW_OAUTH =
  "on `this.oauth`, the `oauth` package's `new OAuth(…)` built in the constructor (line 59) with Twitter's token urls, keys, version and signature method only: a generic signed-HTTP client with no timeout option, and nothing here bounds the call (the callback waits for the response)";
const TWITTER = [
  h(TW, 87, '_this.oauth.delete(formattedUrl,', MISSING, `doDeleteRequest: a DELETE ${TW_OAUTH}`),
  h(TW, 120, '_this.oauth.get(formattedUrl,', MISSING, `doGetRequest: a GET ${TW_OAUTH}`),
  h(TW, 153, '_this.oauth.post(formattedUrl,', MISSING, `doPostRequest: a POST ${TW_OAUTH}`),
];

// ---- @paid-ai/paid-blocks (tsc ES modules, and a TypeScript route handler source beside its build; the global fetch) ----
const PAID = '@paid-ai+paid-blocks@0.5.5/dist';
const PAID_BLOCKS = [
  h(
    `${PAID}/api/api/handleBlocks.ts`,
    140,
    'const response = await fetch(url, fetchOptions);',
    MISSING,
    "handleBlocks' Next.js route handler: the global fetch with `fetchOptions` of method and headers (and a JSON body for blocks queries) only (lines 125-138): no signal, and fetch has no timeout",
  ),
  h(
    `${PAID}/utils/apiClient.js`,
    174,
    'const response = await fetch(url, fetchOptions);',
    MISSING,
    "fetchPaidData: the global fetch with `fetchOptions` of method, body, the caller's headers and credentials only (lines 155-173; the caller's `options` contributes only `headers`): no signal, and fetch has no timeout",
  ),
  h(
    `${PAID}/utils/cache.js`,
    84,
    'const response = await fetch(url);',
    MISSING,
    'cachedFetch (exported): the global fetch with the url only: no signal, and fetch has no timeout',
  ),
  h(
    `${PAID}/utils/queryProxy.js`,
    80,
    'const response = await fetch(url, fetchOptions);',
    MISSING,
    "runPaidQuery: the global fetch with `fetchOptions` of method, the caller's headers, body and credentials only (lines 62-79): no signal, and fetch has no timeout",
  ),
];

// ---- @here/olp-sdk-authentication (tsc CommonJS; the global fetch) ----
const HERE_DIR = '@here+olp-sdk-authentication@1.11.0/lib';
const HERE_AUTH = [
  h(
    `${HERE_DIR}/requestToken_common.js`,
    91,
    'const request = yield fetch(olp_sdk_core_1.addSentWithParam(args.url), requestInit);',
    MISSING,
    'requestToken_common: the global fetch with `requestInit` of method, body and headers only (lines 86-90): no signal, and fetch has no timeout',
  ),
  h(
    `${HERE_DIR}/UserAuth.js`,
    129,
    'const request = yield fetch(this.m_apiUrl + "verify/accessToken"',
    MISSING,
    'validateAccessToken: the global fetch with method, body and headers only (lines 129-133): no signal, and fetch has no timeout',
  ),
  h(
    `${HERE_DIR}/UserAuth.js`,
    152,
    'const request = yield fetch(this.m_apiUrl + "user/me"',
    MISSING,
    'getUserInfo: the global fetch with method and headers only (lines 152-155): no signal, and fetch has no timeout',
  ),
];

// ---- @namehash/nameguard (tsup ES module; the global fetch, one signal aborted only by the caller) ----
const NG = '@namehash+nameguard@0.9.0/dist/index.js';
const NAMEGUARD = [
  h(
    NG,
    130,
    'const response = await fetch(url);',
    MISSING,
    'inspectNamehash: the global fetch with the url only: no signal, and fetch has no timeout',
  ),
  h(
    NG,
    272,
    'const response = await fetch(url, options);',
    MISSING,
    "rawRequest: the global fetch with method, headers, body and `signal: this.abortController.signal` (lines 261-271); that controller is aborted only by the caller's `abortAllRequests()` (lines 281-284), never on a timer: no bound, and fetch has no timeout",
  ),
  ...each(
    NG,
    [72, 101, 186, 211, 244],
    'this.rawRequest(',
    'an API method (inspectName, bulkInspectNames, inspectGrapheme, getSecurePrimaryName, fakeEthNameCheck): call of rawRequest, judged at line 272',
  ),
  ...each(
    NG,
    [173, 175],
    'return await this.inspectName(',
    'inspectLabelhash: call of inspectName, which calls rawRequest: judged at line 272',
  ),
];

// ---- @dasch-swiss/dsp-js (tsc ES modules; rxjs ajax with timeout 0) ----
const DSP = '@dasch-swiss+dsp-js@12.0.1/src/api/endpoint.js';
const DSP_JS = [
  ...sends(
    DSP,
    [46, 59, 72, 85, 96],
    'return ajax(this.setAjaxRequest(path,',
    MISSING,
    "an Endpoint verb method (httpGet, httpPost, httpPut, httpPatch, httpDelete): rxjs's `ajax` (an XMLHttpRequest) with the request setAjaxRequest builds, whose `timeout: 0` (line 170) is no timeout; the retryOnError operator only re-sends on failure: no bound",
  ),
];

// ---- @squarecloud/api (tsup ES module bundle, the main entry; the global fetch) ----
const SQ = '@squarecloud+api@3.8.0/lib/index.js';
const SQUARECLOUD = [
  h(
    SQ,
    619,
    'const response = await fetch(url, init).catch((err) => {',
    MISSING,
    "APIService.request: the global fetch with the init parseRequestOptions builds from the caller's options (method, headers, query, body; lines 644-666); none of the package's calls passes a signal, and fetch has no timeout",
  ),
  h(
    SQ,
    468,
    'const res = await fetch(this.url).then((res2) => res2.arrayBuffer()).catch(() => void 0);',
    MISSING,
    "Snapshot.download: the global fetch of the snapshot's url only: no signal, and fetch has no timeout",
  ),
  h(
    SQ,
    519,
    'const res = await fetch(snapshot.url).then((res2) => res2.arrayBuffer()).catch(() => void 0);',
    MISSING,
    "SnapshotsModule.download: the global fetch of the new snapshot's url only: no signal, and fetch has no timeout",
  ),
  ...each(
    SQ,
    [264, 274, 285, 306, 319, 343, 372, 385, 406, 418, 427, 487, 507, 583, 1094],
    'api.request(',
    'a module or structure method (deploys, files, network, snapshots, applications, application status): call of APIService.request, judged at line 619',
  ),
  ...each(
    SQ,
    [533, 562, 572, 599, 762, 772, 783, 793, 803, 815, 847],
    'await this.client.api.request(Routes.',
    'an applications / user module or application method: call of APIService.request, judged at line 619',
  ),
  h(
    SQ,
    518,
    'const snapshot = await this.create();',
    null,
    'SnapshotsModule.download: call of create (line 506), which calls APIService.request: judged at line 619',
  ),
  h(
    SQ,
    361,
    'return this.create(file, "", path);',
    null,
    'FilesModule.edit: call of FilesModule.create (line 335), which calls APIService.request (line 343): judged at line 619. Second reading: row added, a second-level call inside the file the first reading missed (it named only 518 and 756)',
  ),
  h(
    SQ,
    756,
    'return this.client.applications.fetch(this.id);',
    null,
    'BaseApplication.fetch: call of ApplicationsModule.fetch (line 582), which calls APIService.request: judged at line 619',
  ),
];

// ---- kore-wireless-sdk (tsc CommonJS; the global fetch under 30 s abort timers) ----
const KORE_BASE = 'kore-wireless-sdk@1.0.8/dist/api/baseApi.js';
const KORE_TOKEN = 'kore-wireless-sdk@1.0.8/dist/api/tokenApi.js';
const KORE = [
  h(
    KORE_BASE,
    153,
    'const response = await fetch(url.toString(), {',
    TOO_LONG,
    'BaseApi.makeRequest: the global fetch with `signal: controller.signal`, aborted by `setTimeout(() => controller.abort(), this.requestTimeout)` (line 152) and cleared only after the body is read (line 201), with `this.requestTimeout = 30000` (line 13), which nothing in the package changes: a 30 s bound, above the limit',
  ),
  h(
    KORE_BASE,
    107,
    'const result = await this.makeRequest(options);',
    null,
    'BaseApi.request: call of makeRequest, judged at line 153',
  ),
  ...each(
    KORE_BASE,
    [45, 54, 63],
    'return this.request({',
    'BaseApi.get / post / patch: call of request, judged at line 153',
  ),
  h(
    KORE_TOKEN,
    52,
    'const response = await fetch(`',
    TOO_LONG,
    'TokenApi.makeTokenRequest: the global fetch with `signal: controller.signal`, aborted by `setTimeout(() => controller.abort(), this.requestTimeout)` (line 50) and cleared after the body is read (line 84), with `this.requestTimeout = 30000` (line 11): a 30 s bound, above the limit',
  ),
  h(
    KORE_TOKEN,
    29,
    'return await this.makeTokenRequest(clientId, clientSecret, grantType);',
    null,
    'TokenApi.getToken: call of makeTokenRequest, judged at line 52',
  ),
];

// ---- mixpanel-node (tsc CommonJS; the axios module with a baseURL default) ----
const MP_EVENT = 'mixpanel-node@0.0.17/dist/lib/ingestion/event.js';
const MP_PROFILE = 'mixpanel-node@0.0.17/dist/lib/ingestion/profile.js';
const MP_AXIOS =
  "on axiosWrapper's default export, the axios module itself with only `axios.defaults.baseURL` set (dist/lib/axiosWrapper.js:4-14, kept as context), with headers and params (and auth) only: no `timeout`, and axios has none by default";
const MIXPANEL = [
  h(
    MP_EVENT,
    7,
    'const response = await axiosWrapper_1.default.post("/import", events, {',
    MISSING,
    `importEvents: a POST ${MP_AXIOS}`,
  ),
  h(
    MP_EVENT,
    19,
    'const response = await axiosWrapper_1.default.post("/track", events, {',
    MISSING,
    `trackEvents: a POST ${MP_AXIOS}`,
  ),
  h(
    MP_PROFILE,
    7,
    'const response = await axiosWrapper_1.default.post(subdirectory, profiles, {',
    MISSING,
    `post (the engage profile operations): a POST ${MP_AXIOS}`,
  ),
  ...each(
    MP_PROFILE,
    [16, 20, 24, 28, 32, 36, 40, 44, 48],
    'return post("/engage#profile-',
    'a profile operation (setProperty, setPropertyOnce, numericalAdd, union, listAppend, listRemove, unset, batchUpdate, profileDelete): call of post, judged at line 7',
  ),
];

export const HELD_OUT_23_HTTP_RANK2_LABELS = [
  ...PDF_GENERATOR,
  ...HARNESS_NG,
  ...LLAMA_API,
  ...MOLECULER,
  ...BUGSPLAT,
  ...FANTASYDATA,
  ...AXIOS_FETCH,
  ...TWITTER,
  ...PAID_BLOCKS,
  ...HERE_AUTH,
  ...NAMEGUARD,
  ...DSP_JS,
  ...SQUARECLOUD,
  ...KORE,
  ...MIXPANEL,
];
