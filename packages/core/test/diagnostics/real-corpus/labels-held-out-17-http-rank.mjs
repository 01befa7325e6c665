// Hand labels for HELD-OUT SET 17, HTTP family, the download-rank sample's window A (packages marked `"heldOut": 17`
// whose kind ends "; set 17 HTTP (download-rank sample)"). Written by reading the code and committed BEFORE any checker
// ran on these files: the commit that adds this file adds no scoring of it, and neither the checker's rule code nor any
// score of it was read while choosing or labelling. Same format and rules as labels-held-out-6…16-http*.mjs: one row per
// site, every outbound HTTP call in each labelled file; `expect` is the rule a correct checker reports on that line
// (limit 10 s; a bound of exactly 10 s is within it), or null (compliant, not network, a pass-through whose bound is
// chosen elsewhere, or not decidable from the kept files) with why. A bound the caller may give but that is absent by
// default is MISSING; a bound always applied whose value is not visible in the kept files is null (not decidable); a
// visible default above 10 s is TOO_LONG (a timer that aborts the request counts as its bound, and a `Promise.race`
// against a timer is judged by the timer's delay); an agent's idle timeout, or node's `timeout` option / `setTimeout`
// with no 'timeout' handler, alone is no bound. The verdict sits on the line that sends, with the bound traced through
// the callers in the kept files; rows marked "judged at line N" are calls into the package's own function on the way to
// the send at N (calls of the senders and of their callers, two levels, as sets 10-16), and expect nothing. Calls
// further up are not listed. A call whose receiver and method sit on different lines is labelled on the line where the
// call expression starts. A client library's own default is what its callers get (axios, request, superagent, got,
// node-fetch, @web-std/fetch, global fetch, XMLHttpRequest: no timeout), a fetch the caller may inject that defaults to
// one of those is judged as that default (set 13), and a request on another package's generic client with no timeout
// is MISSING (set 11's lead's decision); a service SDK's or protocol library's own client (openid-client,
// @inrupt/solid-client, gcs-resumable-upload, google-auto-auth, gRPC) gets no row (set 15's unnbound, set 16's
// node-steam-openid). superagent is judged where the request is built (set 9's libhoney, set 12's proxycurl), an
// XMLHttpRequest on its `send` line (set 14); two sends on two lines of one conditional are two sites.
//
// Packages were chosen WITHOUT categories, by the lead's rank-window rule (RANK-SAMPLE-17, "HTTP, window A", session
// 36): every row of the environment's npm list whose summary contains "API" and one of client / sdk / wrapper, sorted by
// monthly downloads, ranks 860-909 (bitget-api to mailchimp-api; set 16's window B stopped at rank 859,
// sendbird-platform-sdk); walked in order with the skips of sets 12-16 (a name in sources.json or named in the corpus
// README as a whole package name; type packages; React Native / Expo / Vue / Svelte / Angular packages; Babel / ESLint /
// webpack / Vite / Storybook / Gatsby / Rollup plugins or presets; CLIs); every other candidate packed (the listed
// version) and kept when its package.json declares a licence (not "SEE LICENSE IN" / "UNLICENSED") and its own code
// makes an outbound HTTP call (a minified-only bundle left out); keep every eligible candidate in order until 15 are
// kept or rank 909 is reached. Files kept: every file of the package that sends, less duplicate builds of the same
// code; source published beside its compiled `main` is labelled (set 12's @api.video/nodejs-client, set 15's
// detectlanguage); at most 12 files. The walk stopped at rank 884 (etsy-ts, the fifteenth kept). The walk, with every
// reason, is in the corpus README's set-17 HTTP window-A paragraph. These packages are never used to tune the checker: a
// change made after measuring them says so.
//
// Judgement calls for the lead:
// - telesignsdk src/RequestWrapper.js:22: `fetch(url, options)` (node-fetch by default, line 31) raced against
//   `setTimeout(() => reject({ code: 408 … }), options.timeout)` (line 23), options.timeout being RestClient's
//   `timeout = 15000` default (RestClient.js:17, :183; TeleSign.js:14 passes the same 15 s default): TOO_LONG on the
//   timer's 15 s (the request is abandoned, not aborted, as set 5's Promise.race convention; node-fetch 2's own
//   `timeout` option gets the same 15 s). RestClient.js and TeleSign.js kept as `context` (they hold the default).
// - gcloud 0.37.2 (the old monolithic Google Cloud client, 2016): two files send. lib/common/util.js builds `request`
//   with `request.defaults({ timeout: 60000 })` (line 30-31), so its four sends (253, 437, 441, 452) are TOO_LONG on the
//   60 s default; lib/vision/index.js:1318 uses the plain `require('request')` (line 32): MISSING. Its storage resumable
//   uploads (gcs-resumable-upload), token requests (google-auto-auth) and gRPC services (GrpcService, retry-request
//   with a gRPC `request` function) get no rows; the ~30 files that only call util.makeRequest /
//   makeAuthenticatedRequest / makeWritableStream are not kept (files that only call a kept sender, as set 16).
//   util.js:246 (`options.makeAuthenticatedRequest(reqOpts, { onAuthenticated … })`) sends nothing itself: with
//   `onAuthenticated` the factory only authorises the options (line 358-359) and the send is the `request(` at 253;
//   kept as a null row.
// - @wandelbots/nova-js: its API calls go through @wandelbots/nova-api's generated classes (another package's client,
//   on an axios instance built here with no timeout): those calls get no rows; its own sends are the 401 retry
//   `axiosInstance.request(error.config)` (a re-send of the failed request's config, a row of its own as set 15's
//   shapediver retry: MISSING, as the instance and nova-api's options carry no timeout by default) and a browser
//   `fetch(window.location.href)` probe after a 503 (MISSING), in v1 and v2. TS source labelled (main is a tsdown
//   build in dist/).
// - @inrupt/solid-client-vc: the TS source in src/ is labelled (main is a Rollup build in dist/). Every send is an
//   injectable fetch defaulting to the global one (`options?.fetch ?? fetch`, or `if (internalOptions.fetch ===
//   undefined) internalOptions.fetch = fetch`): MISSING. Its well-known discovery (common.ts:347 `getSolidDataset`,
//   @inrupt/solid-client) and its JSON-LD context loader (parser/jsonld.ts, jsonld-context-parser's
//   FetchDocumentLoader, handed the global `fetch`, used only when `allowContextFetching`) are another package's
//   client: no rows, parser/jsonld.ts not kept. lookup/derive.ts only calls query() (derive.ts:195): not kept.
//   verify.ts:120 and :246 call the package's getVerifiableCredentialApiConfiguration (common.ts:429), whose only
//   request is that getSolidDataset: no rows (the other reading adds two null rows there).
// - web3.storage: src/lib.js (the ES source, the `browser` export) is labelled rather than dist/src/lib.cjs (its
//   compiled `main`). Its `fetch` defaults to @web-std/fetch on node (src/platform.js) or the global fetch in browsers
//   (src/platform.web.js): no timeout in either; the caller's optional `signal` is the only bound: MISSING.
// - etsy-ts: its API classes and dist/api/http-client.js are generated by swagger-typescript-api (generate/generate.ts,
//   `httpClientType: "axios"`); dist/client/TokenRefresher.js is hand-written. Counted as generated (see below), its
//   hand-written token refresh included.
// - spotify-web-api-js: 80 wrapper rows (every API method calls `_checkParamsAndPerformRequest`, which calls
//   `_performRequest`, two levels); kept whole as the conventions say. Its XMLHttpRequest has two `send` lines (120
//   for GET, 132 otherwise): two sites.
//
// Second reading (s36-set17-r-http-a, before any checker ran): agrees with every call above; 4 null wrapper-call rows
// added (spotify :137, :140, :21; gcloud util.js:359), no verdict changed. For the lead: etsy-ts TokenRefresher.js:54 is
// hand-written (the without-generated figures drop it); @inrupt's getSolidDataset (common.ts:347) read as a protocol
// library's client, the other reading (set 11's generic client) one more MISSING there and null rows at verify.ts:120,
// :246.
//
// Generated SDKs (report every figure with and without them, the lead's set-13 decision): @ory/keto-client (OpenAPI
// Generator typescript-axios: one send in the generated common.ts), textmagic-client (OpenAPI Generator javascript
// ApiClient with superagent), docspring-ts (OpenAPI Generator typescript: one send in the generated
// http/isomorphic-fetch.js), etsy-ts (swagger-typescript-api's axios HttpClient, plus a hand-written token refresher).
// Every other kept package is hand-written.
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });

const BITGET = 'bitget-api@3.2.3/dist/cjs/util/BaseRestClient.js';
const TELESIGN = 'telesignsdk@3.0.4/src/RequestWrapper.js';
const W3S = 'web3.storage@4.5.5/src/lib.js';
const KETO = '@ory+keto-client@25.4.0/common.ts';
const TEXTMAGIC = 'textmagic-client@3.0.50062/dist/ApiClient.js';
const GCLOUD_UTIL = 'gcloud@0.37.2/lib/common/util.js';
const GCLOUD_VISION = 'gcloud@0.37.2/lib/vision/index.js';
const INRUPT_COMMON = '@inrupt+solid-client-vc@2.0.1/src/common/common.ts';
const INRUPT_ISSUE = '@inrupt+solid-client-vc@2.0.1/src/issue/issue.ts';
const INRUPT_QUERY = '@inrupt+solid-client-vc@2.0.1/src/lookup/query.ts';
const INRUPT_REVOKE = '@inrupt+solid-client-vc@2.0.1/src/revoke/revoke.ts';
const INRUPT_VERIFY = '@inrupt+solid-client-vc@2.0.1/src/verify/verify.ts';
const SPOTIFY = 'spotify-web-api-js@1.5.2/src/spotify-web-api.js';
const W3NAME = 'w3name@1.1.3/src/index.ts';
const NOVA_V1 = '@wandelbots+nova-js@3.6.0/src/lib/v1/NovaClient.ts';
const NOVA_V2 = '@wandelbots+nova-js@3.6.0/src/lib/v2/NovaClient.ts';
const DOCSPRING = 'docspring-ts@3.0.0/dist/http/isomorphic-fetch.js';
const FLOWISE = 'flowise-sdk@1.0.9/dist/flowise-sdk.js';
const MAIL7 = 'mail7@1.0.0/index.js';
const MONEYHUB_REQ = '@mft+moneyhub-api-client@5.2.1/dist/request.js';
const MONEYHUB_AUTH = '@mft+moneyhub-api-client@5.2.1/dist/get-auth-urls.js';
const ETSY_HTTP = 'etsy-ts@8.0.1/dist/api/http-client.js';
const ETSY_TOKEN = 'etsy-ts@8.0.1/dist/client/TokenRefresher.js';

const BITGET_W1 =
  'BaseRestClient.get / getPrivate / post / postPrivate / deletePrivate: call of this._call (line 136), which sends at line 145: judged there';
const TELESIGN_W1 =
  'FetchRequestWrapper.request: call of fetchWithTimeout (line 20), which sends at line 22 (raced against its timer): judged there';
const W3S_PUT =
  'Web3Storage.put: call of Web3Storage.putCar (line 174), which sends at line 232: judged there';
const GCLOUD_W1 =
  'makeAuthenticatedRequest: call of util.makeRequest (line 412), which sends at lines 437, 441 and 452: judged there';
const SPOTIFY_W1 =
  '_checkParamsAndPerformRequest: call of _performRequest (line 74), whose XMLHttpRequest sends at lines 120 and 132: judged there';
const SPOTIFY_W2 =
  'SpotifyWebApi method: call of _checkParamsAndPerformRequest (line 146), which calls _performRequest: judged at lines 120 and 132';
const GCLOUD_VISION_W2 =
  'Vision#detectFaces / detectLabels / detectLandmarks / detectLogos / detectProperties / detectSafeSearch / detectText: call of this.detect (line 285), which calls Vision.findImages_: judged at line 1318';
const MONEYHUB_W1 =
  'authorise-URL builder: call of getRequestUri (line 116), which sends at line 117: judged there';

export const HELD_OUT_17_HTTP_RANK_LABELS = [
  // ---- bitget-api@3.2.3 (tsc CommonJS, the axios module with a 5 min default) ----
  h(
    BITGET,
    145,
    'return (0, axios_1.default)(options)',
    TOO_LONG,
    "BaseRestClient._call: `axios(options)` with options from buildRequest (line 243), which spreads `...this.globalRequestOptions` (line 245), set in the constructor to `{ timeout: 1000 * 60 * 5, ...networkOptions, headers }` (lines 64-73): a 5 min default unless the caller's networkOptions replace it, above 10 s",
  ),
  h(BITGET, 119, "return this._call('GET', endpoint, params, true);", null, BITGET_W1),
  h(BITGET, 122, "return this._call('GET', endpoint, params, false);", null, BITGET_W1),
  h(BITGET, 125, "return this._call('POST', endpoint, params, true);", null, BITGET_W1),
  h(BITGET, 128, "return this._call('POST', endpoint, params, false);", null, BITGET_W1),
  h(BITGET, 131, "return this._call('DELETE', endpoint, params, false);", null, BITGET_W1),
  // ---- telesignsdk@3.0.4 (hand-written CommonJS, node-fetch raced against a 15 s timer) ----
  h(
    TELESIGN,
    22,
    'fetch(url, options),',
    TOO_LONG,
    "fetchWithTimeout: `Promise.race([fetch(url, options), new Promise((_, reject) => setTimeout(() => reject({ code: 408, message: 'Timeout' }), options.timeout))])` (lines 21-24); `fetch` is node-fetch unless injected (line 31) and options.timeout is RestClient's `timeout = 15000` default (RestClient.js:17, :183; TeleSign.js:14): abandoned after 15 s by default, above 10 s (see the header)",
  ),
  h(TELESIGN, 39, 'fetchWithTimeout(this.fetch, options.url, {', null, TELESIGN_W1),
  h(TELESIGN, 50, 'fetchWithTimeout(this.fetch, options.url, {', null, TELESIGN_W1),
  // ---- web3.storage@4.5.5 (ES module source; @web-std/fetch or the global fetch, injectable) ----
  h(
    W3S,
    232,
    'response = await fetch(url.toString(), {',
    MISSING,
    "Web3Storage.putCar's chunk upload: `fetch(url, { method: 'POST', headers, body, signal })` inside pRetry; `fetch` is the service's, `fetch = _fetch` by default (line 174), _fetch being @web-std/fetch on node or the global fetch in browsers (src/platform.js, platform.web.js), and `signal` is the caller's optional option (line 180): no timeout unless the caller passes a signal",
  ),
  h(
    W3S,
    276,
    'const res = await fetch(url.toString(), {',
    MISSING,
    "Web3Storage.get: `fetch(url, { method: 'GET', headers, signal: options.signal })`, fetch defaulting to _fetch (line 273): the signal is only the caller's optional one, no timeout by default",
  ),
  h(
    W3S,
    309,
    'const res = await fetch(url.toString(), {',
    MISSING,
    "Web3Storage.status: `fetch(url, { method: 'GET', headers, signal: options.signal })`, fetch defaulting to _fetch (line 306): no timeout unless the caller passes a signal",
  ),
  h(
    W3S,
    342,
    'return fetch(url.toString(), {',
    MISSING,
    "Web3Storage.list's listPage: `fetch(url, { method: 'GET', headers, signal })`, fetch defaulting to _fetch (line 338), signal the caller's optional list option (line 332): no timeout by default",
  ),
  h(
    W3S,
    162,
    'return await Web3Storage.putCar({ endpoint, token, rateLimiter, fetch }, car, { onStoredChunk',
    null,
    W3S_PUT,
  ),
  h(
    W3S,
    353,
    'for await (const res of paginator(listPage, service, { before, size })) {',
    null,
    'Web3Storage.list: call of paginator (line 583) with listPage, which sends at line 342: judged there',
  ),
  h(
    W3S,
    584,
    'let res = await fn(service, opts)',
    null,
    'paginator: call of `fn`, listPage here (line 353), which sends at line 342: judged there',
  ),
  h(
    W3S,
    590,
    'res = await fn(service, link.next)',
    null,
    'paginator: call of `fn` for the next page, listPage (line 353), which sends at line 342: judged there',
  ),
  h(
    W3S,
    392,
    'return Web3Storage.put(this, files, options)',
    null,
    'Web3Storage#put: call of Web3Storage.put (line 139), which calls putCar: judged at line 232',
  ),
  h(
    W3S,
    437,
    'return Web3Storage.putCar(this, car, options)',
    null,
    'Web3Storage#putCar: call of Web3Storage.putCar (line 174), which sends at line 232: judged there',
  ),
  h(
    W3S,
    446,
    'return Web3Storage.get(this, cid, options)',
    null,
    'Web3Storage#get: call of Web3Storage.get (line 273), which sends at line 276: judged there',
  ),
  h(
    W3S,
    464,
    'return Web3Storage.status(this, cid, options)',
    null,
    'Web3Storage#status: call of Web3Storage.status (line 306), which sends at line 309: judged there',
  ),
  h(
    W3S,
    482,
    'return Web3Storage.list(this, opts)',
    null,
    'Web3Storage#list: call of Web3Storage.list (line 332), whose listPage sends at line 342: judged there',
  ),
  // ---- @ory/keto-client@25.4.0 (generated: OpenAPI Generator typescript-axios) ----
  h(
    KETO,
    148,
    'return axios.request<T, R>(axiosRequestArgs);',
    MISSING,
    "generated createRequestFunction: `axios.request(axiosRequestArgs)` on the instance the API class hands in, the axios module by default (BaseAPI, base.ts:53, `axios: AxiosInstance = globalAxios`), args = the operation's options (configuration.baseOptions, unset by default, and the caller's per-call options) and the url (line 147): a timeout only if a caller passes one, and axios has none by default",
  ),
  // ---- textmagic-client@3.0.50062 (generated: OpenAPI Generator javascript ApiClient, superagent, 60 s) ----
  h(
    TEXTMAGIC,
    381,
    'var request = (0, _superagent.default)(httpMethod, url);',
    TOO_LONG,
    'ApiClient.callApi: the superagent request is built here (judged where it is built, as set 12\'s proxycurl) and given `request.timeout(this.timeout)` (line 408) with `this.timeout = 60000` (line 72, "The default HTTP timeout for all API calls"); nothing else in the package sets it: a 60 s default, above 10 s',
  ),
  h(
    TEXTMAGIC,
    420,
    'request.send(queryString);',
    null,
    "superagent's `send` sets the form body of the request built at line 381: judged there",
  ),
  h(
    TEXTMAGIC,
    441,
    'request.send(bodyParam);',
    null,
    "superagent's `send` sets the JSON body of the request built at line 381: judged there",
  ),
  h(
    TEXTMAGIC,
    462,
    'request.end((error, response) => {',
    null,
    'fires the superagent request built at line 381 (with its 60 s timeout): judged there',
  ),
  h(
    TEXTMAGIC,
    94,
    'this.agent = new _superagent.default.agent();',
    null,
    "as set 16's @goplus ApiClient.js:95: the agent is used only as a cookie jar (`this.agent._attachCookies(request)`, line 456, when enableCookies): no request is sent through it",
  ),
  // ---- gcloud@0.37.2 (hand-written CommonJS, request with a 60 s default; see the header) ----
  h(
    GCLOUD_UTIL,
    253,
    'request(authenticatedReqOpts, function(err, resp, body) {',
    TOO_LONG,
    "makeWritableStream's multipart upload: `request` is `require('request').defaults({ timeout: 60000, pool: … })` (lines 30-35) and reqOpts (lines 240-244) set no timeout: a 60 s default, above 10 s",
  ),
  h(
    GCLOUD_UTIL,
    437,
    'requestStream = retryRequest(reqOpts, options);',
    TOO_LONG,
    'makeRequest, streaming GET: retry-request sends with `options.request = request` (line 421), the defaults-built request with `timeout: 60000` (lines 30-31); reqOpts come from the callers and set none by default: 60 s, above 10 s',
  ),
  h(
    GCLOUD_UTIL,
    441,
    'requestStream = request(reqOpts);',
    TOO_LONG,
    'makeRequest, streaming writes: `request(reqOpts)` with the 60 s default of `request.defaults({ timeout: 60000 })` (lines 30-31): above 10 s',
  ),
  h(
    GCLOUD_UTIL,
    452,
    'return retryRequest(reqOpts, options, function(err, response, body) {',
    TOO_LONG,
    'makeRequest, callback form: retry-request with `options.request = request` (line 421), the 60 s defaults-built request (lines 30-31): above 10 s',
  ),
  h(GCLOUD_UTIL, 362, 'util.makeRequest(authenticatedReqOpts, reqConfig, options);', null, GCLOUD_W1),
  h(
    GCLOUD_UTIL,
    369,
    'onAuthenticated(null, reqOpts);',
    null,
    'makeAuthenticatedRequest with a custom endpoint: call of onAuthenticated (line 345), which calls util.makeRequest: judged at lines 437, 441 and 452',
  ),
  h(
    GCLOUD_UTIL,
    246,
    'options.makeAuthenticatedRequest(reqOpts, {',
    null,
    "makeWritableStream: call of the service's makeAuthenticatedRequest with `onAuthenticated` (lines 246-247), for which the factory only authorises the options and calls back (lines 358-359), sending nothing; the upload is the `request(` at line 253: judged there",
  ),
  h(
    GCLOUD_UTIL,
    359,
    'options.onAuthenticated(null, authenticatedReqOpts);',
    null,
    "second reading: added. makeAuthenticatedRequest's onAuthenticated: calls the caller's `options.onAuthenticated`, which only makeWritableStream passes (line 247, the one `onAuthenticated` in the package), the closure that sends at line 253: judged there (a call of the function handed in, as web3.storage lib.js:584). Line 350's `(options.onAuthenticated || options)(err)` calls it only with an error, on which the closure returns before the send (lines 248-251): no row",
  ),
  h(
    GCLOUD_VISION,
    1318,
    'request({',
    MISSING,
    "Vision.findImages_: an image given as a URL is downloaded with `request({ method: 'GET', uri: image, encoding: 'base64' }, …)` (lines 1318-1322), `request` being the plain `require('request')` (line 32): no timeout, and request has none by default",
  ),
  h(
    GCLOUD_VISION,
    348,
    'Vision.findImages_(images, function(err, images) {',
    null,
    'Vision#detect: call of Vision.findImages_ (line 1298), whose findImage downloads URL images at line 1318: judged there',
  ),
  h(GCLOUD_VISION, 900, 'this.detect(images, options, callback);', null, GCLOUD_VISION_W2),
  h(GCLOUD_VISION, 956, 'this.detect(images, options, callback);', null, GCLOUD_VISION_W2),
  h(GCLOUD_VISION, 1028, 'this.detect(images, options, callback);', null, GCLOUD_VISION_W2),
  h(GCLOUD_VISION, 1092, 'this.detect(images, options, callback);', null, GCLOUD_VISION_W2),
  h(GCLOUD_VISION, 1165, 'this.detect(images, options, callback);', null, GCLOUD_VISION_W2),
  h(GCLOUD_VISION, 1197, 'this.detect(images, options, callback);', null, GCLOUD_VISION_W2),
  h(GCLOUD_VISION, 1257, 'this.detect(images, options, callback);', null, GCLOUD_VISION_W2),
  // ---- @inrupt/solid-client-vc@2.0.1 (TypeScript source; injectable fetch defaulting to the global one) ----
  h(
    INRUPT_COMMON,
    739,
    'const response = await authFetch(vcUrl);',
    MISSING,
    'getVerifiableCredential: `authFetch(vcUrl)` with `const authFetch = options?.fetch ?? fetch` (line 738): the global fetch unless the caller injects one, no signal: no timeout by default',
  ),
  h(
    INRUPT_ISSUE,
    172,
    'const response = await (internalOptions.fetch as typeof fetch)(',
    MISSING,
    "issueVerifiableCredential: `internalOptions.fetch(issuerEndpoint, { headers, method: 'POST', body })` (lines 172-180), internalOptions.fetch set to the global fetch when the caller gives none (lines 136-137): no signal, no timeout by default",
  ),
  h(
    INRUPT_QUERY,
    171,
    'const response = await internalOptions.fetch(queryEndpoint, {',
    MISSING,
    "query: `internalOptions.fetch(queryEndpoint, { headers, method: 'POST', body })`, the global fetch unless injected (lines 168-169): no signal, no timeout by default",
  ),
  h(
    INRUPT_REVOKE,
    52,
    'const response = await internalOptions.fetch(issuerEndpoint, {',
    MISSING,
    "revokeVerifiableCredential: `internalOptions.fetch(issuerEndpoint, { method: 'POST', headers, body })`, the global fetch unless injected (lines 49-50): no signal, no timeout by default",
  ),
  h(
    INRUPT_VERIFY,
    131,
    'const response = await fetcher(verifierEndpoint, {',
    MISSING,
    "isValidVc: `fetcher(verifierEndpoint, { headers, method: 'POST', body })` with `const fetcher = options?.fetch ?? fetch` (line 100): the global fetch unless injected, no signal: no timeout by default",
  ),
  h(
    INRUPT_VERIFY,
    258,
    'const response = await fetcher(verifierEndpoint, {',
    MISSING,
    "isValidVerifiablePresentation: `fetcher(verifierEndpoint, { headers, method: 'POST', body })` with `const fetcher = options.fetch ?? fetch` (line 209): no timeout by default",
  ),
  h(
    INRUPT_VERIFY,
    71,
    'return getVerifiableCredential(vc.toString(), options);',
    null,
    "dereferenceVc: call of the package's getVerifiableCredential (common/common.ts:729), which sends at common.ts:739: judged there",
  ),
  h(
    INRUPT_VERIFY,
    102,
    'const vcObject = await dereferenceVc(vc, options);',
    null,
    'isValidVc: call of dereferenceVc (line 56), which calls getVerifiableCredential for a VC given as a URL: judged at common/common.ts:739',
  ),
  // ---- spotify-web-api-js@1.5.2 (hand-written browser script, XMLHttpRequest) ----
  h(
    SPOTIFY,
    120,
    'req.send(null);',
    MISSING,
    "_performRequest, GET: `req.send(null)` on `new XMLHttpRequest()` (line 75), opened at line 97 with no `req.timeout` set anywhere; the promise's abort handler (line 141, `req.abort()`) runs only when a caller aborts: no timeout",
  ),
  h(
    SPOTIFY,
    132,
    'req.send(postData);',
    MISSING,
    '_performRequest, other methods: `req.send(postData)` on the same XMLHttpRequest, no `timeout` set: no bound',
  ),
  h(SPOTIFY, 169, 'return _performRequest(requestData, cb);', null, SPOTIFY_W1),
  h(
    SPOTIFY,
    137,
    'promiseFunction();',
    null,
    "second reading: added. _performRequest, callback form: call of its own promiseFunction (line 77), which holds the sends at lines 120 and 132: judged there (a call of the package's own function on the way to the send, as web3.storage lib.js:584)",
  ),
  h(
    SPOTIFY,
    140,
    'return _promiseProvider(promiseFunction, function () {',
    null,
    'second reading: added. _performRequest, promise form: call of _promiseProvider (line 17) with promiseFunction, which it calls at line 21 or hands to `new window.Promise` (line 32): judged at lines 120 and 132 (as web3.storage lib.js:353, paginator with listPage)',
  ),
  h(
    SPOTIFY,
    21,
    'promiseFunction(',
    null,
    "second reading: added. _promiseProvider with a custom promise implementation: call of the `promiseFunction` it is handed, only ever _performRequest's (line 140), which sends at lines 120 and 132: judged there (as web3.storage lib.js:584, paginator's `fn`, and set 15's @whop/api retry `fn(...args)`)",
  ),
  h(SPOTIFY, 193, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 210, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 227, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 248, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 273, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 297, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 314, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 335, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 360, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 384, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 401, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 418, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 435, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 458, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 481, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 504, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 527, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 550, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 569, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 593, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 617, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 646, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 669, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 688, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 717, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 736, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 759, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 777, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 798, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 823, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 852, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 877, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 912, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 947, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 988, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1021, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1047, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1066, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1085, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1105, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1123, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1143, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1162, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1182, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1201, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1227, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1250, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1267, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1284, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1301, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1319, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1341, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1365, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1472, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1491, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1508, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1525, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1541, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1557, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1574, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1591, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1617, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1649, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1673, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1695, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1717, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1741, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1768, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1795, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1822, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1849, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1867, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1887, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1904, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1925, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1950, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1974, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 1993, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 2011, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  h(SPOTIFY, 2031, 'return _checkParamsAndPerformRequest(requestData', null, SPOTIFY_W2),
  // ---- w3name@1.1.3 (TypeScript source, the global fetch) ----
  h(
    W3NAME,
    333,
    'await maybeHandleError(fetch(url.toString(), {',
    MISSING,
    "publish: the global `fetch(url, { method: 'POST', body })` (lines 333-336), no signal; the service's rate limiter (line 331) only delays the start: no timeout",
  ),
  h(
    W3NAME,
    349,
    'const res: globalThis.Response = await maybeHandleError(fetch(url.toString()))',
    MISSING,
    'resolve: the global `fetch(url)` with no init: no timeout',
  ),
  // ---- @wandelbots/nova-js@3.6.0 (TypeScript source; axios instance and global fetch; see the header) ----
  h(
    NOVA_V1,
    123,
    'return axiosInstance.request(error.config)',
    MISSING,
    "the response interceptor's 401 retry: re-sends the failed request's config on `axiosInstance`, `axios.create({ baseURL, headers })` (lines 82-93) with no timeout; the config is what @wandelbots/nova-api's generated method built from `baseOptions` (`...config.baseOptions`, the caller's, unset by default, line 158) and its per-call options: no timeout by default",
  ),
  h(
    NOVA_V1,
    130,
    'const res = await fetch(window.location.href)',
    MISSING,
    "the response interceptor's 503 check: the global `fetch(window.location.href)` (in a browser, `typeof window !== 'undefined'`, line 106), no signal: no timeout",
  ),
  h(
    NOVA_V2,
    116,
    'return axiosInstance.request(error.config)',
    MISSING,
    "v2's 401 retry, as v1's NovaClient.ts:123: the failed request's config re-sent on `axios.create({ baseURL, headers })` (lines 75-86), no timeout; baseOptions the caller's, unset by default (line 150)",
  ),
  h(
    NOVA_V2,
    123,
    'const res = await fetch(window.location.href)',
    MISSING,
    "v2's 503 check, as v1's line 130: the global `fetch(window.location.href)`, no signal: no timeout",
  ),
  // ---- docspring-ts@3.0.0 (generated: OpenAPI Generator typescript, the global fetch) ----
  h(
    DOCSPRING,
    24,
    'var resultPromise = fetch(request.getUrl(), {',
    MISSING,
    "generated IsomorphicFetchHttpLibrary.send: the global `fetch` (whatwg-fetch polyfill, line 17) with `signal: request.getSignal()` (line 28); RequestContext's signal is undefined until `setSignal` is called (dist/http/http.js:102, :140), which nothing in the package calls (only a caller's middleware could): no timeout by default",
  ),
  // ---- flowise-sdk@1.0.9 (tsc CommonJS, the global fetch) ----
  h(
    FLOWISE,
    13,
    'const resp = await fetch(chatFlowStreamingUrl, {',
    MISSING,
    "createPrediction's streaming check: the global `fetch(chatFlowStreamingUrl, { method: 'GET', headers })` (lines 13-18), no signal: no timeout",
  ),
  h(
    FLOWISE,
    35,
    'const response = await fetch(predictionUrl, options);',
    MISSING,
    'createPrediction, streaming: the global `fetch(predictionUrl, options)`, options `{ method, headers, body }` (lines 22-28), no signal; the body is read as a stream (line 40): no bound',
  ),
  h(
    FLOWISE,
    70,
    'const response = await fetch(predictionUrl, options);',
    MISSING,
    'createPrediction, not streaming: the global `fetch(predictionUrl, options)`, the same options (lines 22-28), no signal: no timeout',
  ),
  // ---- mail7@1.0.0 (hand-written CommonJS, request) ----
  h(
    MAIL7,
    35,
    'request(options, (error, response, body) => {',
    MISSING,
    "config.request: `request(options, …)` with `options = { method, uri, headers }` and perhaps `json` (lines 24-32), `request` the plain `require('request')` (line 2): no timeout, and request has none by default",
  ),
  // ---- @mft/moneyhub-api-client@5.2.1 (tsc CommonJS, got) ----
  h(
    MONEYHUB_REQ,
    74,
    'const req = (0, got_1.default)(url, gotOpts);',
    TOO_LONG,
    'the API request function: `got(url, gotOpts)` with `timeout` (line 55) taken from `options: { timeout }` (line 50), which dist/index.js passes as `const { timeout = DEFAULT_TIMEOUT } = options` with `DEFAULT_TIMEOUT = 60000` (index.js:36, :42, :56-59): a 60 s default for the whole request, above 10 s',
  ),
  h(
    MONEYHUB_AUTH,
    117,
    'const { body } = await got_1.default.post(identityServiceUrl + "/request", {',
    MISSING,
    "getRequestUri: `got.post(identityServiceUrl + '/request', { body, headers })` (lines 117-122), no timeout (the client's 60 s default is given to request.js and openid-client's defaults, not to this call), and got 11 has none by default",
  ),
  h(MONEYHUB_AUTH, 280, 'const requestUri = await getRequestUri(request);', null, MONEYHUB_W1),
  h(MONEYHUB_AUTH, 322, 'const requestUri = await getRequestUri(request);', null, MONEYHUB_W1),
  h(MONEYHUB_AUTH, 375, 'const requestUri = await getRequestUri(request);', null, MONEYHUB_W1),
  h(MONEYHUB_AUTH, 426, 'const requestUri = await getRequestUri(request);', null, MONEYHUB_W1),
  // ---- etsy-ts@8.0.1 (generated: swagger-typescript-api's axios HttpClient; a hand-written token refresher) ----
  h(
    ETSY_HTTP,
    42,
    'this.instance.request(tslib_1.__assign(',
    MISSING,
    "generated HttpClient.request: `this.instance.request({ ...requestParams, headers, params, responseType, data, url })` on `axios.create({ ...axiosConfig, baseURL })` (line 46), axiosConfig being the constructor's config less securityWorker / secure / format (line 17), which dist/client/Etsy.js:51 fills with the caller's optional apiConfig; requestParams merge the instance defaults and the call's params (line 53): no timeout unless a caller passes one, and axios has none",
  ),
  h(
    ETSY_TOKEN,
    54,
    'case 0: return [4 /*yield*/, axios_1.default.request({',
    MISSING,
    "TokenRefresher.getNewToken: `axios.request({ method: 'POST', url: 'https://api.etsy.com/v3/public/oauth/token', data })` (lines 54-61) on the axios module: no timeout",
  ),
  h(
    ETSY_TOKEN,
    32,
    'return [4 /*yield*/, this.getNewToken(apiKey, refreshToken)];',
    null,
    'TokenRefresher.refreshAuthLogic: call of this.getNewToken (line 49), which sends at line 54: judged there',
  ),
  h(
    ETSY_TOKEN,
    15,
    'return _this.refreshAuthLogic(_this.apiKey, error.config);',
    null,
    "TokenRefresher.init: axios-auth-refresh's callback calls this.refreshAuthLogic (line 17), which calls getNewToken: judged at line 54",
  ),
];
