// Hand labels for HELD-OUT SET 9, HTTP family, first file (packages marked `"heldOut": 9` in sources.json and labelled
// here; a second labeller labels set 9's HTTP packages from other categories in labels-held-out-9-http-more.mjs).
// Written by reading the code and committed BEFORE any checker ran on these files: the commit that adds this file adds
// no scoring of it, and neither the checker's rule code nor any score of it was read while choosing or labelling. Same
// format and rules as labels-held-out-6-http.mjs, labels-held-out-7-http.mjs and labels-held-out-8-http.mjs: one row
// per site, every outbound HTTP call in each labelled file; `expect` is the rule a correct checker reports on that line
// (limit 10 s; a bound of exactly 10 s is within it), or null (compliant, not network, a pass-through whose bound is
// chosen elsewhere, or not decidable from the kept files) with why. A bound the caller may give but that is absent by
// default is MISSING; a bound always applied whose value is not visible in the kept files is null (not decidable); a
// visible default above 10 s is TOO_LONG (a timer that aborts, destroys or abandons the request counts as its bound);
// an agent's idle timeout, or node's `timeout` request option with no 'timeout' handler, alone is no bound; a socket
// timeout whose handler destroys, aborts or ends the request is one; undici's own dispatcher defaults are not counted
// as a bound (set 6's node-appwrite, set 8's freshdesk-api). The verdict sits on the line that sends (the fetch /
// axios / http.request / superagent / needle / request call), with the bound traced through the callers in the kept
// files (callers kept only for that are listed as `context`); rows marked "judged at line N" are calls of the
// package's own functions on the way to the send at N (wrappers, retries, shorthands), and expect nothing. Calls
// further up (resource methods and public API methods in files not kept) are not listed. A call whose receiver and
// method sit on different lines is labelled on the line where the call expression starts; superagent requests are
// judged where they are built, as sets 3 and 4 label @easypost/api, wpapi and spotify-web-api-node.
// Packages were chosen by a rule that does not favour easy cases: the official Node SDKs / HTTP clients of services in
// categories probed in a fixed order (cloud storage and file hosting; identity, auth and user management; search
// engines and vector databases as a service; maps, geocoding and location; logging, observability and APM ingestion;
// devops / CI / code-hosting APIs; social media and community platform APIs; CRM and sales), within each category in
// order of the monthly download counts of the environment's npm package list, skipping any package already in
// sources.json (any set), any that the set 3-8 README paragraphs name as left out, and any whose transport lives in a
// package already used; the first two eligible packages of each category are kept with the files that send their
// requests. The packages checked and left out, with reasons, are in the corpus README's set-9 paragraph.
// Judgement calls of a new kind, labelled the conservative way (null) and listed for the lead: clearbit's needle
// `timeout` (client.js:65) is needle's open (connect) timeout in upstream needle, and clearbit depends on a git fork of
// needle that is not on the registry (second reading: the fork, clearbit/needle 84d28b5 = needle 0.7.10 on GitHub,
// aborts the request when no response has come within `timeout`, so the default bound is 10 s and the row stays null;
// streaming lookups, on the caller's request, get 60 s). These
// packages are never used to tune the checker: a change made after measuring them says so.
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });

const AWS = 'aws-sdk@2.1693.0/lib/http/node.js';
const NETLIFY = '@netlify+blobs@11.1.1/dist/chunk-6TDSNTDP.js';
const NETLIFY_FETCH =
  'this.fetch = fetch ?? globalThis.fetch (line 218), the caller’s fetch option or the global fetch';
const MSAL = '@azure+msal-node@7.2.1/src/network/HttpClient.ts';
const AUTH0 = '@auth0+auth0-spa-js@2.27.0/src';
const AUTH0_TIMEOUT =
  'the timeout defaults to DEFAULT_FETCH_TIMEOUT_MS = 10000 (constants.ts line 29) at every entry: switchFetch’s parameter default (http.ts line 105, which getJSON’s undefined timeout falls back to), revokeToken’s `timeout || DEFAULT_FETCH_TIMEOUT_MS` (api.ts line 124) and the client’s httpTimeoutMs (Auth0Client.ts lines 293-295, httpTimeoutInSeconds unset)';
const ES = 'elasticsearch@16.7.3/src/lib/connectors/http.js';
const COVEO = '@coveo+headless@4.0.0/dist/esm/api/platform-client.js';
const MAXMIND = '@maxmind+geoip2-node@7.1.0/dist/src/webServiceClient.js';
const MAXMIND_WRAPPER = 'call of the in-file responseFor, which sends at line 82: judged there';
const RADAR = 'radar-sdk-js@5.2.0/src/http.ts';
const LOGGLY = 'node-loggly-bulk@4.0.2/lib/loggly/common.js';
const LOGGLY_AXIOS =
  'the global axios module (line 56), called with requestOptions built at lines 146-152 (uri, method, headers, proxy, data) and, for auth, headers only (line 158): no timeout anywhere in the file and nothing sets axios.defaults, so axios waits forever by default';
const HONEY = 'libhoney@4.3.1/dist/libhoney.cjs.js';
const HONEY_WRAPPER = 'call of the in-file _sendBatch, which builds the request at line 424: judged there';
const ACTIONS = '@actions+http-client@4.0.1/lib/index.js';
const ACTIONS_WRAPPER =
  'call of the in-file request / requestRaw / requestRawWithCallback, on the way to the send at line 380: judged there';
const K8S = '@kubernetes+client-node@2.0.1/dist';
const ZULIP = 'zulip-js@2.1.0/lib/api.js';
const ZULIP_ACCOUNTS = 'zulip-js@2.1.0/lib/resources/accounts.js';
const ROCKET = '@rocket.chat+sdk@0.2.9/dist/lib/api.js';
const ROCKET_CLIENT =
  'exports.client = new node_rest_client_1.Client() with no options (line 28), and the call passes only headers / data: no requestConfig timeout, and node-rest-client waits forever by default';
const ROCKET_GET = 'call of the in-file get, which sends at line 138: judged there';
const CLEARBIT = 'clearbit@1.3.5/src/client.js';
const CLOSE = 'close.io@1.3.0/lib/close.io.js';
const CLOSE_WRAPPER = 'call of Closeio.prototype._request (line 273), which sends at line 280: judged there';
const CLOSE_SHORTHAND =
  'call of the in-file _get / _post / _put / _delete shorthand, each of which calls _request and its send at line 280: judged there';

export const HELD_OUT_9_HTTP_LABELS = [
  // ---- aws-sdk v2 (hand-written CommonJS, node http/https) ----
  h(
    AWS,
    46,
    'var stream = http.request(options, function (httpResp) {',
    TOO_LONG,
    'http or https by scheme (line 26); stream.setTimeout(httpOptions.timeout || 0, …) whose handler calls errCallback and stream.abort() (lines 83-89) is the bound; httpOptions is the service config’s httpOptions (event_listeners.js line 450), whose default is { timeout: 120000 } (config.js lines 626-628): default 120 s',
  ),

  // ---- @netlify/blobs (esbuild ESM chunk, global or injected fetch) ----
  h(
    NETLIFY,
    182,
    'const res = await fetch(url, options);',
    MISSING,
    `fetch is the parameter handed in by makeRequest as this.fetch (line 352), i.e. ${NETLIFY_FETCH}; options are body, headers, method and duplex only (lines 334-341), no signal; the retries (up to MAX_RETRY = 5, line 178) wait between attempts but never bound one: none by default`,
  ),
  h(
    NETLIFY,
    188,
    'return fetchAndRetry(fetch, retryUrl, options, attemptsLeft - 1, getRetryUrl);',
    null,
    'retry through fetchAndRetry itself: judged at line 182',
  ),
  h(
    NETLIFY,
    198,
    'return fetchAndRetry(fetch, retryUrl, options, attemptsLeft - 1, getRetryUrl);',
    null,
    'retry through fetchAndRetry itself: judged at line 182',
  ),
  h(
    NETLIFY,
    291,
    'const res = await this.fetch(url.toString(), {',
    MISSING,
    `the signed-URL request of getFinalRequest; ${NETLIFY_FETCH}; init holds headers and method only (lines 292-293), no signal: none by default`,
  ),
  h(
    NETLIFY,
    316,
    'const { headers: baseHeaders = {}, url } = await this.getFinalRequest({',
    null,
    'call of the in-file getFinalRequest, which sends at line 291: judged there',
  ),
  h(
    NETLIFY,
    348,
    'const finalRequest = await this.getFinalRequest({ consistency, key, metadata, method, parameters, storeName });',
    null,
    'call of the in-file getFinalRequest, which sends at line 291: judged there',
  ),
  h(
    NETLIFY,
    352,
    'return fetchAndRetry(this.fetch, url, options, void 0, getRetryUrl);',
    null,
    'call of the in-file fetchAndRetry, which sends at line 182: judged there',
  ),

  // ---- @azure/msal-node (TypeScript source, global fetch) ----
  h(
    MSAL,
    128,
    'response = await fetch(url, fetchOptions);',
    MISSING,
    'global fetch with signal: controller.signal (line 119), and the controller is aborted by a timer only `if (timeout)` (lines 109-114); timeout is sendGetRequestAsync’s optional third parameter (lines 40-45), with no default, and sendPostRequestAsync passes none (line 65): none by default, and never for POST (the token requests)',
  ),
  h(
    MSAL,
    45,
    'return this.sendRequest<T>(url, HttpMethod.GET, options, timeout);',
    null,
    'call of the in-file sendRequest, which sends at line 128: judged there',
  ),
  h(
    MSAL,
    65,
    'return this.sendRequest<T>(url, HttpMethod.POST, options);',
    null,
    'call of the in-file sendRequest, which sends at line 128: judged there',
  ),

  // ---- @auth0/auth0-spa-js (TypeScript source, fetch raced against an abort timer) ----
  h(
    `${AUTH0}/http.ts`,
    37,
    'fetch(fetchUrl, fetchOptions),',
    null,
    `global fetch raced against a timer that aborts the controller whose signal the fetch carries (lines 30-31, 39-42) after timeout; its callers are fetchWithoutWorker (line 54) and revokeToken (api.ts lines 168-172, resolvedTimeout); ${AUTH0_TIMEOUT}: 10 s, within the limit`,
  ),
  h(
    `${AUTH0}/http.ts`,
    54,
    'const response = await fetchWithTimeout(fetchUrl, fetchOptions, timeout);',
    null,
    'call of the in-file fetchWithTimeout, which sends at line 37: judged there',
  ),
  h(
    `${AUTH0}/http.ts`,
    79,
    'return sendMessage(',
    null,
    'not an HTTP call: posts the request (with its timeout, line 85) to the token worker, whose fetch is labelled at worker/token.worker.ts line 153',
  ),
  h(
    `${AUTH0}/http.ts`,
    111,
    'return fetchWithWorker(',
    null,
    'call of the in-file fetchWithWorker, whose worker sends at worker/token.worker.ts line 153: judged there',
  ),
  h(
    `${AUTH0}/http.ts`,
    124,
    'return fetchWithoutWorker(fetchUrl, fetchOptions, timeout);',
    null,
    'call of the in-file fetchWithoutWorker, on the way to the send at line 37: judged there',
  ),
  h(
    `${AUTH0}/http.ts`,
    157,
    'response = await switchFetch(',
    null,
    'call of the in-file switchFetch, on the way to the sends at line 37 and worker/token.worker.ts line 153: judged there',
  ),
  h(
    `${AUTH0}/http.ts`,
    230,
    'return getJSON(',
    null,
    'DPoP nonce retry through getJSON itself: judged at line 37 and worker/token.worker.ts line 153',
  ),
  h(
    `${AUTH0}/worker/token.worker.ts`,
    153,
    'fetch(fetchUrl, { ...fetchOptions })',
    null,
    `the worker’s refresh fetch carries abortController.signal (lines 141-146) and races wait(timeout) (lines 47-48, 151-154); when the timer wins the controller is aborted (line 166); timeout comes in the message from http.ts fetchWithWorker (lines 79-93), whose value is switchFetch’s; ${AUTH0_TIMEOUT}: 10 s, within the limit`,
  ),
  h(
    `${AUTH0}/worker/token.worker.ts`,
    260,
    'fetch(fetchUrl, { ...fetchOptions, body, signal })',
    null,
    `the worker’s revoke fetch carries the controller’s signal (lines 250-252) and races a timer of timeout ms (line 259); when the timer wins the controller is aborted (line 268); timeout comes in the revoke message as resolvedTimeout (api.ts lines 124, 146-149); ${AUTH0_TIMEOUT}: 10 s, within the limit`,
  ),

  h(
    `${AUTH0}/fetcher.ts`,
    252,
    'const response = await this.config.fetch(request);',
    MISSING,
    'the Fetcher’s send, used by the SDK itself for Auth0’s My Account API (Auth0Client.ts lines 354-368: createFetcher with no fetch option, requests to the tenant domain’s /me/ API) and by createFetcher’s callers (Auth0Client.ts lines 2181-2184); config.fetch is the caller’s fetch or the global fetch (lines 64-72); the request is new Request(info, init) from the caller’s info and init (lines 115-125), with no signal or timer added anywhere in the file: none by default',
  ),
  h(
    `${AUTH0}/fetcher.ts`,
    264,
    'this.internalFetchWithAuth(',
    null,
    'DPoP nonce retry through the in-file internalFetchWithAuth, which sends at line 252: judged there',
  ),
  h(
    `${AUTH0}/fetcher.ts`,
    276,
    'return this.internalFetchWithAuth(info, init, callbacks, authParams);',
    null,
    'call of the in-file internalFetchWithAuth, which sends at line 252: judged there',
  ),

  // ---- elasticsearch, the legacy client (hand-written CommonJS, node http/https) ----
  h(
    ES,
    182,
    'request = this.hand.request(reqParams, function(_incoming) {',
    TOO_LONG,
    'this.hand is the http or https module by the host’s protocol (line 34); no socket timeout here, but the caller Transport.prototype.request (transport.js line 263, connection.request) arms a timer of requestTimeout that responds with RequestTimeout and calls abortRequest (transport.js lines 394-402), which calls the aborter this function returns, request.abort() (lines 215-217); requestTimeout defaults to 30000 (transport.js lines 56-59) unless the call or config gives one (lines 235-237), and only a HEAD / ping uses pingTimeout = 3000 (lines 239-244; connection.js line 20): default 30 s',
  ),

  // ---- @coveo/headless (compiled ESM, global fetch) ----
  h(
    COVEO,
    17,
    'const response = await fetch(url, requestData);',
    MISSING,
    'global fetch; requestData carries only the caller’s signal (buildDefaultRequestOptions, lines 89-101), and the search client’s signal comes from APICallsQueue (search-api-client.js lines 63-68), whose controller is aborted only when a newer call is enqueued (api-calls-queue.js lines 7-15): no timer anywhere in the kept files, none by default',
  ),
  h(
    COVEO,
    24,
    'const response = await backOff(request, {',
    null,
    'exponential-backoff retries of the in-file request closure, which sends at line 17: judged there',
  ),

  // ---- @maxmind/geoip2-node (tsc ESM, fetch) ----
  h(
    MAXMIND,
    82,
    'response = await this.fetcher(url, options);',
    null,
    'this.fetcher = the global fetch or the caller’s fetcher (lines 21, 29-34), with signal: AbortSignal.timeout(this.timeout) (line 78) and this.timeout = 3000 unless the caller gives one (lines 19, 41-47, 50): default 3 s, within the limit',
  ),
  h(MAXMIND, 53, "return this.responseFor('city', ipAddress, models.City);", null, MAXMIND_WRAPPER),
  h(MAXMIND, 56, "return this.responseFor('country', ipAddress, models.Country);", null, MAXMIND_WRAPPER),
  h(MAXMIND, 59, "return this.responseFor('insights', ipAddress, models.Insights);", null, MAXMIND_WRAPPER),

  // ---- radar-sdk-js (TypeScript source, global fetch) ----
  h(
    RADAR,
    207,
    'response = await fetch(url, {',
    null,
    'global fetch with signal: fetchSignal (line 212), which combines the requestId controller with AbortSignal.timeout(getNetworkTimeoutInterval(options.networkTimeoutInterval) * 1000) (lines 188-192, 93-96); the interval defaults to DEFAULT_NETWORK_TIMEOUT_INTERVAL = 10 s and is clamped to 1-300 s (lines 64-77); options = Config.get() (line 154): default 10 s, within the limit (on a runtime without AbortSignal.any, a call that has a requestId keeps only its cancel signal, lines 98-114; judged on a runtime that has it)',
  ),

  // ---- node-loggly-bulk (hand-written CommonJS, the global axios module) ----
  h(
    LOGGLY,
    193,
    'axios(uri, requestOptions).then(function(res){',
    MISSING,
    `input endpoint (sendInputLogs): ${LOGGLY_AXIOS}`,
  ),
  h(
    LOGGLY,
    241,
    'axios(uri, requestOptions).then(function(res){',
    MISSING,
    `bulk endpoint (sendBulkLogs): ${LOGGLY_AXIOS}`,
  ),
  h(
    LOGGLY,
    355,
    'axios(uri, requestOptionsForBufferedLogs)',
    MISSING,
    `buffered logs (sendBufferdLogstoLoggly): requestOptionsForBufferedLogs is a JSON copy of requestOptions (line 154); ${LOGGLY_AXIOS}`,
  ),
  h(
    LOGGLY,
    164,
    'sendBulkLogs(bulk);',
    null,
    'call of the in-file sendBulkLogs, which sends at line 241: judged there',
  ),
  h(
    LOGGLY,
    167,
    'sendInputLogs(input);',
    null,
    'call of the in-file sendInputLogs, which sends at line 193: judged there',
  ),
  h(
    LOGGLY,
    208,
    'retryOnError(input, res);',
    null,
    'call of the in-file retryOnError, which resends through line 304: judged at line 193',
  ),
  h(
    LOGGLY,
    224,
    'retryOnError(input, err);',
    null,
    'in handleRequestError, reached from both senders (lines 212 and 256): call of the in-file retryOnError, which resends through line 304: judged at lines 193 and 241',
  ),
  h(
    LOGGLY,
    252,
    'retryOnError(bulk, res);',
    null,
    'call of the in-file retryOnError, which resends through line 304: judged at line 241',
  ),
  h(
    LOGGLY,
    268,
    'if (arrMsg.length) popMsgsAndSend();',
    null,
    'call of the in-file popMsgsAndSend, which calls the senders at lines 164 and 167: judged at lines 241 and 193',
  ),
  h(
    LOGGLY,
    284,
    'popMsgsAndSend();',
    null,
    'call of the in-file popMsgsAndSend, which calls the senders at lines 164 and 167: judged at lines 241 and 193',
  ),
  h(
    LOGGLY,
    291,
    'popMsgsAndSend();',
    null,
    'call of the in-file popMsgsAndSend, which calls the senders at lines 164 and 167: judged at lines 241 and 193',
  ),
  h(
    LOGGLY,
    304,
    'isBulk ? sendBulkLogs(mode) : sendInputLogs(mode);',
    null,
    'retry through the in-file sendBulkLogs / sendInputLogs: judged at lines 241 and 193',
  ),
  h(
    LOGGLY,
    336,
    'if (arrBufferedMsg.length) sendBufferdLogstoLoggly();',
    null,
    'call of the in-file sendBufferdLogstoLoggly, which sends at line 355: judged there',
  ),
  h(
    LOGGLY,
    361,
    'sendBufferdLogstoLoggly();',
    null,
    'call of the in-file sendBufferdLogstoLoggly, which sends at line 355: judged there',
  ),

  // ---- libhoney (rollup CommonJS bundle, superagent) ----
  h(
    HONEY,
    424,
    'let postReq = superagent.post(url);',
    TOO_LONG,
    'superagent request built here and sent by the chain at line 453 with .timeout(this._timeout) (line 460), superagent’s whole-request deadline; this._timeout = deadlineTimeoutMs = 60000 (lines 103, 285) unless options.timeout is a number (lines 305-307), and the client’s defaults pass timeout: 60000 (line 896): default 60 s',
  ),
  h(HONEY, 453, 'req', null, 'sends (.end, line 462) the request built at line 424: judged there'),
  h(HONEY, 368, 'this._sendBatch();', null, HONEY_WRAPPER),
  h(HONEY, 409, 'this._sendBatch();', null, HONEY_WRAPPER),
  h(HONEY, 521, '() => this._sendBatch(),', null, HONEY_WRAPPER),

  // ---- @actions/http-client (tsc ESM, node http/https) ----
  h(
    ACTIONS,
    380,
    'const req = info.httpModule.request(info.options, (msg) => {',
    TOO_LONG,
    'info.httpModule is http or https by scheme (line 435); req.setTimeout(this._socketTimeout || 3 * 60000, …) whose handler ends the socket and fails the call with “Request timeout” (lines 389-394) is the bound; this._socketTimeout is set only from the caller’s requestOptions.socketTimeout (line 138): default 180 s',
  ),
  h(
    ACTIONS,
    161,
    "return this.request('OPTIONS', requestUrl, null, additionalHeaders || {});",
    null,
    ACTIONS_WRAPPER,
  ),
  h(
    ACTIONS,
    166,
    "return this.request('GET', requestUrl, null, additionalHeaders || {});",
    null,
    ACTIONS_WRAPPER,
  ),
  h(
    ACTIONS,
    171,
    "return this.request('DELETE', requestUrl, null, additionalHeaders || {});",
    null,
    ACTIONS_WRAPPER,
  ),
  h(
    ACTIONS,
    176,
    "return this.request('POST', requestUrl, data, additionalHeaders || {});",
    null,
    ACTIONS_WRAPPER,
  ),
  h(
    ACTIONS,
    181,
    "return this.request('PATCH', requestUrl, data, additionalHeaders || {});",
    null,
    ACTIONS_WRAPPER,
  ),
  h(
    ACTIONS,
    186,
    "return this.request('PUT', requestUrl, data, additionalHeaders || {});",
    null,
    ACTIONS_WRAPPER,
  ),
  h(
    ACTIONS,
    191,
    "return this.request('HEAD', requestUrl, null, additionalHeaders || {});",
    null,
    ACTIONS_WRAPPER,
  ),
  h(ACTIONS, 196, 'return this.request(verb, requestUrl, stream, additionalHeaders);', null, ACTIONS_WRAPPER),
  h(
    ACTIONS,
    206,
    'const res = yield this.get(requestUrl, additionalHeaders);',
    null,
    `getJson through the in-file get (line 166); ${ACTIONS_WRAPPER}`,
  ),
  h(
    ACTIONS,
    216,
    'const res = yield this.post(requestUrl, data, additionalHeaders);',
    null,
    `postJson through the in-file post (line 176); ${ACTIONS_WRAPPER}`,
  ),
  h(
    ACTIONS,
    226,
    'const res = yield this.put(requestUrl, data, additionalHeaders);',
    null,
    `putJson through the in-file put (line 186); ${ACTIONS_WRAPPER}`,
  ),
  h(
    ACTIONS,
    236,
    'const res = yield this.patch(requestUrl, data, additionalHeaders);',
    null,
    `patchJson through the in-file patch (line 181); ${ACTIONS_WRAPPER}`,
  ),
  h(ACTIONS, 259, 'response = yield this.requestRaw(info, data);', null, ACTIONS_WRAPPER),
  h(
    ACTIONS,
    310,
    'response = yield this.requestRaw(info, data);',
    null,
    `redirect follow-up; ${ACTIONS_WRAPPER}`,
  ),
  h(ACTIONS, 356, 'this.requestRawWithCallback(info, data, callbackForResult);', null, ACTIONS_WRAPPER),

  // ---- @kubernetes/client-node (tsc ESM, undici fetch) ----
  h(
    `${K8S}/gen/http/isomorphic-fetch.js`,
    8,
    'const resultPromise = fetch(request.getUrl(), {',
    MISSING,
    'undici’s fetch (line 3), the transport of every generated API call; signal: request.getSignal() (line 12), which RequestContext leaves undefined (gen/http/http.js line 43) unless the caller sets one (setSignal, lines 110-111); the dispatcher’s own undici defaults are not counted: none by default',
  ),
  h(
    `${K8S}/health.js`,
    25,
    'const response = await fetch(requestURL, {',
    MISSING,
    'undici’s fetch (line 1) with signal: opts?.signal (line 29), the caller’s optional signal, with no timer and no default in the file: none by default',
  ),
  h(
    `${K8S}/health.js`,
    8,
    "return this.check('/readyz', opts);",
    null,
    'call of the in-file check, which sends at line 25: judged there',
  ),
  h(
    `${K8S}/health.js`,
    11,
    "return this.check('/livez', opts);",
    null,
    'call of the in-file check, which sends at line 25: judged there',
  ),
  h(
    `${K8S}/health.js`,
    14,
    "return this.check('/healthz', opts);",
    null,
    'call of the in-file check, which sends at line 25: judged there',
  ),
  h(
    `${K8S}/health.js`,
    40,
    'return this.healthz(opts);',
    null,
    'fallback through the in-file healthz and check: judged at line 25',
  ),
  h(
    `${K8S}/metrics.js`,
    31,
    'const response = await fetch(requestURL, {',
    MISSING,
    'undici’s fetch (line 1) with method, headers and dispatcher only (lines 32-34), no signal: none',
  ),
  h(
    `${K8S}/metrics.js`,
    10,
    "return this.metricsApiRequest('/apis/metrics.k8s.io/v1beta1/nodes');",
    null,
    'call of the in-file metricsApiRequest, which sends at line 31: judged there',
  ),
  h(
    `${K8S}/metrics.js`,
    20,
    'return this.metricsApiRequest(path);',
    null,
    'call of the in-file metricsApiRequest, which sends at line 31: judged there',
  ),
  h(
    `${K8S}/log.js`,
    53,
    'const response = await fetch(requestURL.toString(), {',
    MISSING,
    'undici’s fetch (line 1) with signal: controller.signal (line 57), a controller made at line 51 that nothing in the file aborts on a timer; it is returned to the caller only after the response has come (line 89): none',
  ),
  h(
    `${K8S}/watch.js`,
    64,
    'const response = await fetch(watchURL, {',
    TOO_LONG,
    'undici’s fetch (line 4) with signal: controller.signal (line 68); resetTimer (lines 38-45) arms a timer of this.requestTimeoutMs that aborts the controller, armed before the fetch (line 63) and re-armed when the response has come and on each chunk (lines 72, 90); requestTimeoutMs = 30000 (line 8): default 30 s',
  ),

  h(
    `${K8S}/proto-client.js`,
    12,
    'const req = http.request(options);',
    MISSING,
    'node http (line 1) with path, hostname and protocol (lines 6-10) plus what config.applyToHTTPSOptions adds (line 11, an agent and TLS options); no req.setTimeout, no timeout handler and no signal anywhere in the file, so an agent’s or a `timeout` option alone would be no bound: none (ProtoClient is not re-exported by dist/index.js, but the package has no exports map, so the file is importable)',
  ),
  h(
    `${K8S}/oidc_auth.js`,
    116,
    'const req = https.request(requestOptions, (res) => {',
    MISSING,
    'node https (line 1) inside customFetchFn, the fetch handed to openid-client when an IdP CA is configured (lines 103-159); requestOptions are hostname, port, path, method, headers and agent only (lines 107-114), the agent is new https.Agent({ ca }) (line 100), and the options.signal openid-client passes is never read: no timeout, handler or signal, none',
  ),
  h(
    `${K8S}/oidc_auth.js`,
    10,
    'const newToken = await oidc.refreshTokenGrant(this.config, token);',
    null,
    'openid-client’s refresh grant with the configuration from getClient: its request goes through customFetchFn (judged at line 116) when an IdP CA is configured, otherwise through openid-client’s own fetch, whose bound is chosen in that package: not decidable from the kept files',
  ),
  h(
    `${K8S}/oidc_auth.js`,
    159,
    'configuration = await oidc.discovery(',
    null,
    'openid-client’s discovery with customFetchFn as its fetch: its request is the https.request at line 116, judged there',
  ),
  h(
    `${K8S}/oidc_auth.js`,
    162,
    'configuration = await oidc.discovery(',
    null,
    'openid-client’s discovery with its own fetch, whose bound is chosen in that package: not decidable from the kept files',
  ),
  h(
    `${K8S}/oidc_auth.js`,
    57,
    'const token = await this.getToken(user, overrideClient);',
    null,
    'call of the in-file getToken, on the way to the refresh at line 85: judged at lines 10 and 116',
  ),
  h(
    `${K8S}/oidc_auth.js`,
    72,
    'return this.refresh(user, overrideClient);',
    null,
    'call of the in-file refresh, on the way to lines 84-85: judged at lines 10 and 116',
  ),
  h(
    `${K8S}/oidc_auth.js`,
    84,
    'const client = overrideClient ? overrideClient : await this.getClient(user);',
    null,
    'call of the in-file getClient, whose discovery is judged at lines 159 and 162',
  ),
  h(
    `${K8S}/oidc_auth.js`,
    85,
    "const newToken = await client.refresh(user.authProvider.config['refresh-token']);",
    null,
    'call of the in-file OidcClient.refresh (or a test’s overrideClient), judged at line 10',
  ),

  // ---- zulip-js (Babel CommonJS, isomorphic-fetch) ----
  h(
    ZULIP,
    44,
    'return helper.fetch(url.href, options);',
    MISSING,
    'helper.fetch is isomorphic-fetch (helper.js lines 3, 6), node-fetch on Node; options are method, headers and body only (lines 20-34): no signal and no node-fetch timeout, none by default',
  ),
  h(
    ZULIP,
    9,
    'return _api.apply(this, arguments);',
    null,
    'Babel’s async wrapper: api calls the in-file _api, whose generator sends at line 44: judged there',
  ),
  h(
    ZULIP,
    75,
    'return _api.apply(this, arguments);',
    null,
    'Babel’s async wrapper: _api, redefined on its first call (line 12), calls itself, whose generator sends at line 44: judged there',
  ),
  h(
    ZULIP_ACCOUNTS,
    20,
    'return helper.fetch(url, {',
    MISSING,
    'the API-key request (POST /fetch_api_key with username and password, lines 15-18); helper.fetch is isomorphic-fetch (helper.js lines 3, 6), node-fetch on Node; options are method and body only (lines 21-22): no signal and no node-fetch timeout, none by default',
  ),
  h(
    ZULIP_ACCOUNTS,
    34,
    'return _retrieve.apply(this, arguments);',
    null,
    'Babel’s async wrapper: retrieve calls the in-file _retrieve, whose generator sends at line 20: judged there',
  ),

  // ---- @rocket.chat/sdk (tsc CommonJS, node-rest-client) ----
  h(
    ROCKET,
    103,
    'exports.client.post(exports.url + endpoint, { headers, data }, (result) => {',
    MISSING,
    `POST: ${ROCKET_CLIENT}`,
  ),
  h(
    ROCKET,
    138,
    'exports.client.get(exports.url + endpoint + query, { headers }, (result) => {',
    MISSING,
    `GET: ${ROCKET_CLIENT}`,
  ),
  h(
    ROCKET,
    100,
    'yield login();',
    null,
    'post logs in first when auth is required: call of the in-file login, which calls post (line 176) and its send at line 103: judged there',
  ),
  h(
    ROCKET,
    134,
    'yield login();',
    null,
    'get logs in first when auth is required: call of the in-file login, which calls post (line 176) and its send at line 103: judged there',
  ),
  h(
    ROCKET,
    173,
    'yield logout();',
    null,
    'call of the in-file logout, which calls get (line 201) and its send at line 138: judged there',
  ),
  h(
    ROCKET,
    176,
    "const result = yield post('login', user, false);",
    null,
    'call of the in-file post, which sends at line 103: judged there',
  ),
  h(ROCKET, 201, "return get('logout', null, true).then(() => {", null, ROCKET_GET),
  h(
    ROCKET,
    211,
    "all: (fields = exports.userFields) => get('users.list', { fields }).then((r) => r.users),",
    null,
    ROCKET_GET,
  ),
  h(ROCKET, 212, "allNames: () => get('users.list', { fields: { 'username': 1 } })", null, ROCKET_GET),
  h(ROCKET, 213, "allIDs: () => get('users.list', { fields: { '_id': 1 } })", null, ROCKET_GET),
  h(ROCKET, 214, 'online: (fields = exports.userFields) => get(', null, ROCKET_GET),
  h(
    ROCKET,
    215,
    "onlineNames: () => get('users.list', { fields: { 'username': 1 }, query:",
    null,
    ROCKET_GET,
  ),
  h(ROCKET, 216, "onlineIds: () => get('users.list', { fields: { '_id': 1 }, query:", null, ROCKET_GET),

  // ---- clearbit (hand-written CommonJS, needle from a git fork) ----
  h(
    CLEARBIT,
    65,
    'return needle.requestAsync(',
    null,
    'needle with timeout: options.timeout || (options.stream && 60000) || 10000 (lines 63, 72): 10 s by default, 60 s only when the caller asks for a streaming lookup (stream defaults to false, line 38); clearbit depends on a git fork of needle (package.json, clearbit/needle#84d28b5, needle 0.7.10, not on the registry), whose lib/needle.js (lines 350-354, 224) arms a timer of `timeout` that aborts the request and is cleared when the response headers arrive (its README: “Returns error if no response received in X milisecs”), unlike current upstream needle, where `timeout` is an alias of the connect-only open_timeout: bound 10 s by default, within the limit (judgement call: the other reading takes the 60 s streaming default, a package-chosen bound on a caller-chosen path, as TOO_LONG)',
  ),

  // ---- close.io (hand-written CommonJS, request) ----
  h(
    CLOSE,
    280,
    'request(options, function(error, response, body) {',
    MISSING,
    'the request module (line 3); options are uri, method, headers, body or qs (the shorthands at lines 300-339) plus auth and jar (lines 274-278): no timeout, and request waits forever by default',
  ),
  h(CLOSE, 309, 'return this._request(options);', null, CLOSE_WRAPPER),
  h(CLOSE, 318, 'return this._request(options);', null, CLOSE_WRAPPER),
  h(CLOSE, 330, 'return this._request(options);', null, CLOSE_WRAPPER),
  h(CLOSE, 338, 'return this._request(options);', null, CLOSE_WRAPPER),
  h(CLOSE, 37, "return closeio._get('/lead/', parameters);", null, CLOSE_SHORTHAND),
  h(CLOSE, 40, "return closeio._post('/lead/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 43, 'return closeio._post("/lead/merge/", options);', null, CLOSE_SHORTHAND),
  h(CLOSE, 46, "return closeio._get('/lead/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 49, "return closeio._put('/lead/' + id + '/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 52, "return closeio._delete('/lead/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 57, "return closeio._get('/contact/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 60, "return closeio._post('/contact/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 63, "return closeio._get('/contact/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 66, "return closeio._put('/contact/' + id + '/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 69, "return closeio._delete('/contact/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 74, "return closeio._get('/activity/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 78, "return closeio._get('/activity/note/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 81, "return closeio._post('/activity/note/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 84, "return closeio._put('/activity/note/' + id + '/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 87, "return closeio._delete('/activity/note/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 92, "return closeio._get('/activity/email/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 95, "return closeio._post('/activity/email/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 98, "return closeio._put('/activity/email/' + id + '/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 101, "return closeio._delete('/activity/email/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 106, "return closeio._get('/activity/call/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 109, "return closeio._delete('/activity/call/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 115, "return closeio._get('/opportunity/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 118, "return closeio._post('/opportunity/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 121, "return closeio._get('/opportunity/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 124, "return closeio._put('/opportunity/' + id + '/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 127, "return closeio._delete('/opportunity/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 132, "return closeio._get('/task/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 135, "return closeio._post('/task/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 138, "return closeio._get('/task/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 141, "return closeio._put('/task/' + id + '/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 144, "return closeio._delete('/task/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 149, "return closeio._get('/me/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 152, "return closeio._get('/user/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 157, "return closeio._get('/organization/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 160, "return closeio._put('/organization/' + id + '/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 165, "return closeio._get('/report/' + id + '/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 170, "return closeio._get('/email_template/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 173, "return closeio._post('/email_template/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 176, "return closeio._get('/email_template/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 179, "return closeio._put('/email_template/' + id + '/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 182, "return closeio._delete('/email_template/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 187, "return closeio._get('/saved_search/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 190, "return closeio._post('/saved_search/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 193, "return closeio._get('/saved_search/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 196, "return closeio._put('/saved_search/' + id + '/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 199, "return closeio._delete('/saved_search/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 204, "return closeio._get('/sequence/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 207, "return closeio._post('/sequence/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 210, "return closeio._get('/sequence/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 213, "return closeio._put('/sequence/' + id + '/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 216, "return closeio._delete('/sequence/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 221, "return closeio._post('/sequence_subscription/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 224, "return closeio._put('/sequence_subscription/' + id + '/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 230, "return closeio._get('/status/lead/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 233, "return closeio._post('/status/lead/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 236, "return closeio._get('/status/lead/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 239, "return closeio._put('/status/lead/' + id + '/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 242, "return closeio._delete('/status/lead/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 247, "return closeio._get('/status/opportunity/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 250, "return closeio._post('/status/opportunity/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 253, "return closeio._get('/status/opportunity/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 256, "return closeio._put('/status/opportunity/' + id + '/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 259, "return closeio._delete('/status/opportunity/' + id + '/');", null, CLOSE_SHORTHAND),
  h(CLOSE, 265, "return closeio._get('/event/', options);", null, CLOSE_SHORTHAND),
  h(CLOSE, 268, "return closeio._get('/event/' + id + '/');", null, CLOSE_SHORTHAND),
];
