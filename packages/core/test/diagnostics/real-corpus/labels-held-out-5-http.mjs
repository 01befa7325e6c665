// Hand labels for HELD-OUT SET 5, HTTP family, of the real-code corpus (packages marked `"heldOut": 5` in
// sources.json). Written by reading the code and committed BEFORE any checker ran on these files: the commit that
// adds this file adds no scoring of it (see git history). Same format and rules as labels.mjs and
// labels-held-out-4-http.mjs: one row per site, every outbound HTTP call in each labelled file; `expect` is the
// rule a correct checker reports on that line (limit 10 s), or null (compliant, not network, a pass-through whose
// bound is chosen elsewhere, or not decidable from the kept files) with why. A bound the caller may give but that
// is absent by default is MISSING; a bound always applied whose value is not visible in the kept files is null
// (not decidable); a visible default above 10 s is TOO_LONG; an agent's idle timeout alone is no bound, a socket
// idle timeout whose handler aborts the request is one. Rows marked "judged at line N" are calls into a wrapper
// that performs the send at N; they expect nothing.
// Packages were chosen by a rule that does not favour easy cases: the official Node SDKs / HTTP clients of
// well-known services named in the set's brief that sets 0-4 do not use, keeping each one's transport files;
// left out only when the transport is minified (@neondatabase/serverless, @lemonsqueezy/lemonsqueezy.js,
// node-mailjet), lives in another package (@vercel/kv: @upstash/redis; contentful-management: contentful-sdk-core's
// axios; @libsql/client: its hrana client), has no licence in package.json (pushover-notifications) or is not
// public (@sendbird/chat: "SEE LICENSE IN LICENSE.md"), or is a bundle of dozens of wrapper calls around one send
// (@supabase/storage-js). Stainless: telnyx and cloudflare. Fern: intercom-client (three resource files, as set 4
// kept five of auth0's). These packages are never used to tune the checker: a change made after measuring them
// says so.
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });

const MONDAY = 'monday-sdk-js@0.5.9/src/monday-api-client';
const ONESIGNAL = '@onesignal+node-onesignal@5.18.0/dist/http/isomorphic-fetch.js';
const OPSGENIE = 'opsgenie-sdk@0.5.1/lib/restApi.js';
const PLIVO = 'plivo@4.79.0/dist/rest/axios.js';
const CONVEX = 'convex@1.49.0/src/browser/http_client.ts';
const CONVEX_REASON =
  'localFetch = this.fetch || specifiedFetch || fetch (global by default); init = ...this.fetchOptions (type FetchOptions = { cache } only, line 616), body, method, headers: no signal, no timer, nothing can bound it';
const TELNYX = 'telnyx@7.24.0/src/client.ts';
const MB = 'messagebird@4.0.1/lib/messagebird.js';
const CB = 'coinbase-commerce-node@1.0.4/lib/Client.js';
const POLAR = '@polar-sh+sdk@1.0.1/dist/base-BUt6nZzk.mjs';
const NETLIFY = '@netlify+api@14.0.19/lib/methods/index.js';
const MILVUS = '@zilliz+milvus2-sdk-node@3.0.6/dist/milvus';
const MILVUS_REASON =
  'this.fetch = config.fetch ?? global fetch (line 98); signal of an AbortController aborted by setTimeout(abort, timeout); timeout = options?.timeout ?? this.timeout, this.timeout = config.timeout ?? DEFAULT_HTTP_TIMEOUT (line 82), DEFAULT_HTTP_TIMEOUT = 60000 (const/defaults.js line 19, re-exported by const/index.js): default 60 s, above 10 s';
const XATA = '@xata.io+client@0.30.1/dist/index.cjs';
const INTERCOM = 'intercom-client@7.0.3/dist/cjs/api/resources';
const CF = 'cloudflare@7.3.0/src/client.ts';
const SBF = '@supabase+functions-js@2.109.0/dist/main/FunctionsClient.js';
const SBA = '@supabase+auth-js@2.109.0/dist/main/lib/fetch.js';
const INTERCOM_TIMEOUT =
  'this._options.fetcher ?? core.fetcher with timeoutMs = (requestOptions.timeoutInSeconds ?? this._options.timeoutInSeconds ?? 20) * 1000 in the call’s own options: default 20 s, above 10 s';

export const HELD_OUT_5_HTTP_LABELS = [
  // ---- monday-sdk-js (hand-written CommonJS, node-fetch behind a one-line wrapper) ----
  h(
    `${MONDAY}/monday-api-client.js`,
    9,
    'return fetch.nodeFetch(url, {',
    null,
    'call of the wrapper nodeFetch in fetch.js: judged at its fetch, fetch.js line 5',
  ),
  h(
    `${MONDAY}/fetch.js`,
    5,
    'return fetch(url, options);',
    MISSING,
    'node-fetch with the options handed in; its only caller (monday-api-client.js line 9) passes method, body and headers: no signal and no node-fetch timeout, so the request can wait forever',
  ),

  // ---- @onesignal/node-onesignal (OpenAPI Generator, tsc CommonJS) ----
  h(
    ONESIGNAL,
    10,
    'const resultPromise = fetch(request.getUrl(), {',
    MISSING,
    'global fetch with method, body and headers only: no signal, no timer',
  ),

  // ---- opsgenie-sdk (hand-written CommonJS, requestretry) ----
  h(
    OPSGENIE,
    109,
    'request(http_options, function (error, response, body) {',
    MISSING,
    'requestretry (request) with http_options = the caller’s optional options merged with configure.js’s default_http_options, which hold headers only (configure.js lines 16-22): no timeout by default, and up to 5 attempts (maxAttempts, configure.js line 11)',
  ),

  // ---- plivo (Babel CommonJS, axios) ----
  h(
    PLIVO,
    100,
    'resolve(requestAxios(config));',
    null,
    'retry of a voice request from the response interceptor: config is the failed request’s own config, which carries the timeout set at lines 282-286 (5 s by default for voice): compliant',
  ),
  h(
    PLIVO,
    163,
    '(0, _axios2.default)(config).then(function (response) {',
    MISSING,
    'multipart upload: config has method, url, headers and data only, no timeout; axios’s default timeout is 0 and the agents’ timeout: 60000 (lines 46, 55) is a socket idle timeout, no bound',
  ),
  h(
    PLIVO,
    301,
    'retryAxios(options).then(function (response) {',
    null,
    'voice request: options.timeout = config.timeout when the caller gave one, else 5000 (lines 282-286): default 5 s, compliant',
  ),
  h(
    PLIVO,
    367,
    '(0, _axios2.default)(options).then(function (response) {',
    MISSING,
    'every non-voice request: options.timeout is set only when config.timeout !== undefined (lines 282-283), and there is no default; the agents’ 60 s is a socket idle timeout, no bound',
  ),

  // ---- convex (TypeScript source, global or injected fetch) ----
  h(CONVEX, 257, '/api/query_ts`, {', MISSING, `query timestamp: ${CONVEX_REASON}`),
  h(CONVEX, 325, 'const response = await localFetch(endpoint, {', MISSING, `query: ${CONVEX_REASON}`),
  h(CONVEX, 381, '/api/mutation`, {', MISSING, `mutation: ${CONVEX_REASON}`),
  h(CONVEX, 505, '/api/action`, {', MISSING, `action: ${CONVEX_REASON}`),
  h(CONVEX, 576, '/api/function`, {', MISSING, `function: ${CONVEX_REASON}`),

  // ---- telnyx (Stainless, TypeScript source) ----
  h(
    TELNYX,
    2101,
    "promise: this.fetch(this.buildURL('https://api.telnyx.com/v2/oauth/token', {}), {",
    MISSING,
    'OAuth client-credentials token request sent with this.fetch directly, not through fetchWithTimeout: method, headers and body only, no signal',
  ),
  h(
    TELNYX,
    2275,
    'await this.fetchWithTimeout(url, req, timeout, controller)',
    null,
    'call of the in-file wrapper fetchWithTimeout (line 2416): judged at its fetch, line 2446',
  ),
  h(
    TELNYX,
    2446,
    'return await this.fetch.call(undefined, url, fetchOptions);',
    TOO_LONG,
    'this.fetch = options.fetch ?? Shims.getDefaultFetch() (line 1995); signal of a controller aborted by setTimeout(abort, ms) (line 2426); options.timeout = options.timeout ?? this.timeout (line 2545), this.timeout = options.timeout ?? Telnyx.DEFAULT_TIMEOUT (line 1984) and DEFAULT_TIMEOUT = 60000 (line 2660): default 60 s',
  ),

  // ---- messagebird (hand-written CommonJS, node https) ----
  h(
    MB,
    120,
    'request = http.request(options);',
    null,
    "http is require('https') (line 7); on 'socket' the socket gets setTimeout(config.timeout) and its 'timeout' handler calls request.abort() (lines 123-127); config.timeout = timeout || 5000 (line 25): default 5 s, compliant",
  ),

  // ---- coinbase-commerce-node (hand-written CommonJS, request) ----
  h(
    CB,
    134,
    'request(options, function (error, response) {',
    null,
    'request with options from generateReqOptions, whose timeout is getRequestTimeout() (line 107); config timeout = DEFAULT_TIMEOUT = 3000 (lines 16, 34), replaced only by a truthy caller value (line 67): default 3 s, compliant',
  ),

  // ---- @polar-sh/sdk (bundled ESM chunk, global fetch) ----
  h(
    POLAR,
    101,
    'return await fetch(fullUrl, {',
    null,
    'timeout = requestOptions?.timeout ?? this.options.timeout, and this.options = { timeout: 5, ...options } (line 67); signal = AbortSignal.timeout(timeout * 1000) (lines 94-98): default 5 s, compliant',
  ),

  // ---- @netlify/api (tsc ESM, node-fetch) ----
  h(
    NETLIFY,
    64,
    'const { response, error } = await makeRequest(url, optsA);',
    null,
    'call of the in-file wrapper makeRequest (line 75): judged at its fetch, line 77',
  ),
  h(
    NETLIFY,
    77,
    'const response = await fetch(url, opts);',
    MISSING,
    "node-fetch (line 1); opts = getOpts: the caller's optional opts plus method, headers, body and agent (lines 29-58), no signal or timeout by default; retried up to MAX_RETRY times",
  ),

  // ---- @zilliz/milvus2-sdk-node, HTTP client (tsc CommonJS) ----
  h(
    `${MILVUS}/HttpClient.js`,
    129,
    'const response = yield this.fetch(fullUrl, {',
    TOO_LONG,
    `POST: ${MILVUS_REASON}`,
  ),
  h(
    `${MILVUS}/HttpClient.js`,
    166,
    'const response = yield this.fetch(fullUrl, {',
    TOO_LONG,
    `GET: ${MILVUS_REASON}`,
  ),
  h(
    `${MILVUS}/utils/GlobalTopology.js`,
    92,
    'const response = yield fetch(url, {',
    null,
    'signal of a controller aborted by setTimeout(abort, REQUEST_TIMEOUT) (line 91), REQUEST_TIMEOUT = 10000 (line 22): 10 s, not above the limit, compliant',
  ),

  // ---- @xata.io/client (rollup CommonJS bundle, global or injected fetch) ----
  h(
    XATA,
    2073,
    'const response = await Promise.race([fetchImpl(url, options), promise.then(() => null)]).finally(cancel);',
    TOO_LONG,
    'ApiRequestPool.request: the fetch races timeoutWithCancel(REQUEST_TIMEOUT) and is abandoned (not aborted) when it fires; REQUEST_TIMEOUT = 5 * 60 * 1e3 (line 2038): 300 s, above 10 s; the caller’s optional signal (line 2515) is the only abort',
  ),
  h(
    XATA,
    2261,
    'const response = await fetchImpl(input, {',
    MISSING,
    'fetchEventSource: signal of curRequestController, aborted only when the caller’s optional signal aborts (line 2252); no timer bounds the request until its response arrives',
  ),
  h(
    XATA,
    2510,
    'const response = await pool.request(url, {',
    null,
    'call of ApiRequestPool.request (line 2068): judged at its fetch, line 2073',
  ),
  h(
    XATA,
    2572,
    'void fetchEventSource(url, {',
    null,
    'call of the in-file fetchEventSource (line 2233): judged at its fetch, line 2261',
  ),

  // ---- intercom-client (Fern, tsc CommonJS) ----
  h(
    `${INTERCOM}/teams/client/Client.js`,
    79,
    'core.fetcher)({',
    TOO_LONG,
    `teams list: ${INTERCOM_TIMEOUT} (line 84)`,
  ),
  h(
    `${INTERCOM}/teams/client/Client.js`,
    131,
    'core.fetcher)({',
    TOO_LONG,
    `teams find: ${INTERCOM_TIMEOUT} (line 136)`,
  ),
  h(
    `${INTERCOM}/segments/client/Client.js`,
    87,
    'core.fetcher)({',
    TOO_LONG,
    `segments list: ${INTERCOM_TIMEOUT} (line 92)`,
  ),
  h(
    `${INTERCOM}/segments/client/Client.js`,
    139,
    'core.fetcher)({',
    TOO_LONG,
    `segments find: ${INTERCOM_TIMEOUT} (line 144)`,
  ),
  h(
    `${INTERCOM}/jobs/client/Client.js`,
    84,
    'core.fetcher)({',
    TOO_LONG,
    `jobs status: ${INTERCOM_TIMEOUT} (line 89)`,
  ),

  // ---- cloudflare (Stainless, TypeScript source) ----
  h(
    CF,
    621,
    'const response = await this.fetchWithTimeout(url, req, timeout, controller).catch(castToError);',
    null,
    'call of the in-file wrapper fetchWithTimeout (line 762): judged at its fetch, line 792',
  ),
  h(
    CF,
    792,
    'return await this.fetch.call(undefined, url, fetchOptions);',
    TOO_LONG,
    'this.fetch = options.fetch ?? Shims.getDefaultFetch() (line 352); signal of a controller aborted by setTimeout(abort, ms) (line 772); options.timeout = options.timeout ?? this.timeout (line 884), this.timeout = options.timeout ?? BaseCloudflare.DEFAULT_TIMEOUT (line 341) and DEFAULT_TIMEOUT = 60000 (line 1001): default 60 s',
  ),

  // ---- @supabase/functions-js (tsc CommonJS, injected or global fetch) ----
  h(
    SBF,
    252,
    'const response = yield this.fetch(url.toString(), {',
    MISSING,
    'this.fetch = resolveFetch(customFetch) (line 38; helper.js: the custom fetch or the global one); a timer signal is made only when the invoke options carry a timeout (lines 239-251), and there is no default; otherwise the caller’s optional signal is the only abort',
  ),

  // ---- @supabase/auth-js, request helper (tsc CommonJS, injected or global fetch) ----
  h(
    SBA,
    109,
    'const data = await _handleRequest(fetcher, method, url + queryString, {',
    null,
    'call of the in-file _handleRequest (line 115): judged at its fetch, line 119',
  ),
  h(
    SBA,
    119,
    'result = await fetcher(url, Object.assign({}, requestParams));',
    MISSING,
    'requestParams = _getRequestParams(method, options, parameters, body) (lines 86-94): method, headers, body and the parameters, which _request passes as {} (line 112): no signal, no timer',
  ),
];
