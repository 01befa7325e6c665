// Hand labels for HELD-OUT SET 6, HTTP family, of the real-code corpus (packages marked `"heldOut": 6` in
// sources.json). Written by reading the code and committed BEFORE any checker ran on these files: the commit that
// adds this file adds no scoring of it, and neither the checker's rule code nor any score of it was read while
// choosing or labelling. Same format and rules as labels.mjs and labels-held-out-5-http.mjs: one row per site,
// every outbound HTTP call in each labelled file; `expect` is the rule a correct checker reports on that line
// (limit 10 s), or null (compliant, not network, a pass-through whose bound is chosen elsewhere, or not decidable
// from the kept files) with why. A bound the caller may give but that is absent by default is MISSING; a bound
// always applied whose value is not visible in the kept files is null (not decidable); a visible default above
// 10 s is TOO_LONG (a timer that abandons the request rather than aborting it counts as its bound, as in set 5);
// an agent's idle timeout, or node's `timeout` request option with no 'timeout' handler, alone is no bound; a
// socket timeout whose handler destroys or aborts the request is one. Rows marked "judged at line N" are calls
// into a wrapper that performs the send at N; they expect nothing. A call whose receiver and method sit on different
// lines is labelled on the line where the call expression starts, as labels.mjs does for decap-cms-backend-git-gateway
// implementation.ts line 303 (`await unsentRequest` / `.fetchWithTimeout(`).
// Packages were chosen by a rule that does not favour easy cases: the official Node SDKs / HTTP clients of
// well-known services (payments, messaging, email, AI, databases, analytics, feature flags, cloud, observability)
// that sets 0-5 do not use, keeping each one's transport files; left out only when the transport is minified
// (@influxdata/influxdb-client, pocketbase), lives in another package (@azure/core-rest-pipeline,
// @airbrake/node, @sinch/sdk-core, @datocms/cma-client, @qdrant/js-client-rest, @doist/todoist-api-typescript),
// has no licence in package.json (@mailchimp/mailchimp_transactional: ""; stream-chat: "SEE LICENSE IN
// LICENSE"), or is one bundle of ~190 wrapper calls (@mollie/api-client), hundreds of them (@linode/api-v4), or
// 63 identical unbounded fetch calls that would hold more than half the set (pinata). Generators: Stainless
// (together-ai), Fern (@deepgram/sdk), Speakeasy (@vercel/sdk) once each; swagger-codegen twice (docusign-esign,
// sib-api-v3-sdk). These packages are never used to tune the checker: a change made after measuring them says so.
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });

const ADYEN = '@adyen+api-library@32.1.0/lib/src/httpClient/httpURLConnectionClient.js';
const ARANGO = 'arangojs@10.4.0/esm/connection.js';
const ASSEMBLY = 'assemblyai@4.41.5/src/services/base.ts';
const AXIOM = '@axiomhq+js@2.0.0/src/fetchClient.ts';
const CH = '@clickhouse+client@1.23.1/dist/connection';
const CH_REASON =
  'timeout: this.params.request_timeout is the socket idle timeout, and socket_pool.js (the only caller, line 98) also sets socket.setTimeout(request_timeout, onTimeout) (line 498) whose handler destroys the request (line 539), so it is a bound; request_timeout = config.request_timeout ?? 30_000 (common/config.js line 93): default 30 s, above 10 s';
const CONFIGCAT = 'configcat-node@11.4.1/lib/config-fetcher.js';
const CIO = 'customerio-node@4.4.0/dist/lib/request.js';
const DOCUSIGN = 'docusign-esign@10.0.0/src/ApiClient.js';
const FLAGSMITH = 'flagsmith-nodejs@8.1.2/sdk';
const GOCARDLESS = 'gocardless-nodejs@10.1.2/cjs/api/api.js';
const GEMINI = '@google+generative-ai@0.24.1/dist/index.js';
const GB = '@growthbook+growthbook@1.8.0/src/feature-repository.ts';
const HF = '@huggingface+inference@4.13.30/src';
const HF_REASON =
  "(options?.fetch ?? fetch) with info from makeRequestOptions (makeRequestOptions.ts lines 189-195): headers, method, body, credentials and signal, where signal is the caller's optional options.signal (line 124): none by default, no timer";
const IBM = 'ibm-cloud-sdk-core@5.9.1/lib/request-wrapper.js';
const APPWRITE = 'node-appwrite@27.1.0/dist/client.js';
const OCI = 'oci-common@2.142.1/lib';
const RAZORPAY = 'razorpay@2.9.8/dist/api.js';
const RAZORPAY_REASON =
  'this.rq = axios.create(this._createConfig(options)) (line 42), whose config is baseURL, headers and auth only (lines 47-63); no timeout per call either: axios waits forever by default';
const RUDDER = '@rudderstack+rudder-sdk-node@3.0.13/cjs/index.js';
const TENCENT = 'tencentcloud-sdk-nodejs-common@4.1.220/tencentcloud/common/http';
const UNLEASH = 'unleash-client@6.12.1/lib/request.js';
const QSTASH = '@upstash+qstash@2.12.0/chunk-F7X2AQ7W.mjs';
const OTEL = '@opentelemetry+otlp-exporter-base@0.223.1/build/src/transport';
const BREVO = 'sib-api-v3-sdk@8.5.0/src/ApiClient.js';
const TOGETHER = 'together-ai@0.52.0/src';
const VERCEL = '@vercel+sdk@1.28.35/src/lib/http.ts';
const DEEPGRAM = '@deepgram+sdk@5.13.0/dist/cjs/api/resources';
const DEEPGRAM_TIMEOUT =
  'this._options.fetcher ?? core.fetcher with timeoutMs = (requestOptions.timeoutInSeconds ?? this._options.timeoutInSeconds ?? 60) * 1000 in the call’s own options: default 60 s, above 10 s';
const FIRECRAWL = '@mendable+firecrawl-js@4.42.0/src/v2/utils/httpClient.ts';
const CHARGEBEE = 'chargebee@3.33.0/cjs/net/FetchClient.js';
const CHARGEBEE_TIMEOUT =
  'timeout = env.timeout, handed in by RequestWrapper.js line 174; the environment default is DEFAULT_TIME_OUT = 80000 (environment.js lines 5, 13): default 80 s';

// @upstash/qstash: every `http.request({` call of the bundle goes through HttpClient.request → requestWithBackoff.
const QSTASH_WRAPPER_CALLS = [
  1185, 1225, 1235, 1277, 1297, 1306, 1322, 1332, 1345, 1363, 1380, 1669, 1757, 1798, 1806, 1819, 1864, 1881,
  1890, 1902, 1921, 1953, 1966, 2062, 2074, 2086, 2101, 2114, 2124, 2142, 2154, 2166, 2176, 2186, 2320, 2362,
  2413, 2513, 3824,
];

export const HELD_OUT_6_HTTP_LABELS = [
  // ---- @adyen/api-library (tsc CommonJS, node https) ----
  h(
    ADYEN,
    137,
    'const req = (0, https_1.request)(requestOptions);',
    TOO_LONG,
    "requestOptions.timeout = config.connectionTimeoutMillis (line 76), applied as req.setTimeout(timeout) (line 140) whose 'timeout' handler aborts the request (line 248), so it is a bound; config.js sets connectionTimeoutMillis = options.connectionTimeoutMillis ?? DEFAULT_TIMEOUT and DEFAULT_TIMEOUT = 30000 (config.js lines 36, 53): default 30 s",
  ),
  h(
    ADYEN,
    195,
    'const redirectedRequest = clientRequestFn(newRequestOptions);',
    MISSING,
    "following a 308 redirect: newRequestOptions (lines 186-193) are hostname, port, path, method, headers and protocol only, and setTimeout is never called on this request, so doRequest's 'timeout' handler never fires: no bound",
  ),
  h(
    ADYEN,
    99,
    'return this.doRequest(httpConnection, json,',
    null,
    'doRequest writes and ends the request created at line 137: judged there',
  ),
  h(
    ADYEN,
    197,
    'const redirectResponse = this.doRequest(redirectedRequest, json, false);',
    null,
    'doRequest ends the redirected request created at line 195: judged there',
  ),

  // ---- arangojs (tsc ESM, global fetch or undici's) ----
  h(
    ARANGO,
    105,
    'response = Object.assign(await fetch(request), {',
    MISSING,
    'fetch is globalThis.fetch, or undici.fetch when agentOptions are given (lines 19, 54); the Request carries the signal of a controller aborted by a timer only `if (timeout)` (lines 97-101), and request() destructures timeout = 0 by default from the connection’s and the call’s optional options (line 670): no bound by default',
  ),
  h(
    ARANGO,
    399,
    'const res = Object.assign(await host.fetch(task.options), {',
    null,
    'call of the host’s fetch wrapper (createHost, line 61) with the queued task’s options: judged at its fetch, line 105',
  ),
  h(
    ARANGO,
    644,
    'await this.request({',
    null,
    'waitForPropagation: a call of Connection.request, which queues a task sent by host.fetch: judged at line 105',
  ),

  // ---- assemblyai (TypeScript source, global fetch) ----
  h(
    ASSEMBLY,
    52,
    'return await fetch(input, init);',
    MISSING,
    "global fetch with init = { ...DEFAULT_FETCH_INIT, ...init } (line 26; DEFAULT_FETCH_INIT is { cache: 'no-store' }, polyfills/fetch/default.ts) plus headers; the service calls (transcripts/index.ts lines 77, 101, 148, 167, 184, 196, 207, 216, 239, 259) pass method and body only: no signal, no timer",
  ),
  h(
    ASSEMBLY,
    59,
    'const response = await this.fetchResponse(input, init);',
    null,
    'call of the in-file fetchResponse: judged at its fetch, line 52',
  ),
  h(
    ASSEMBLY,
    83,
    'const response = await this.fetch(input, init);',
    null,
    'call of the class’s own fetch method (line 55), not the global: judged at line 52',
  ),

  // ---- @axiomhq/js (TypeScript source, fetch-retry over injected or global fetch) ----
  h(
    AXIOM,
    71,
    'const resp = await fetchRetry(fetchFn)(finalUrl, {',
    TOO_LONG,
    'fetchFn = this.config.fetch ?? fetch (line 70), wrapped by fetch-retry; signal: AbortSignal.timeout(timeout) (line 80) with timeout = this.config.timeout by default (line 59), and httpClient.ts builds the FetchClient with timeout: 20_000 (httpClient.ts line 320): default 20 s, above 10 s',
  ),
  h(
    AXIOM,
    108,
    "return this.doReq<T>(url, 'POST', init, searchParams, timeout, useAbsoluteUrl);",
    null,
    'call of the in-file doReq: judged at its fetch, line 71',
  ),
  h(
    AXIOM,
    118,
    "return this.doReq<T>(url, 'GET', init, searchParams, timeout, useAbsoluteUrl);",
    null,
    'call of the in-file doReq: judged at its fetch, line 71',
  ),
  h(
    AXIOM,
    128,
    "return this.doReq<T>(url, 'PUT', init, searchParams, timeout, useAbsoluteUrl);",
    null,
    'call of the in-file doReq: judged at its fetch, line 71',
  ),
  h(
    AXIOM,
    138,
    "return this.doReq<T>(url, 'DELETE', init, searchParams, timeout, useAbsoluteUrl);",
    null,
    'call of the in-file doReq: judged at its fetch, line 71',
  ),

  // ---- @clickhouse/client (tsc CommonJS, node http/https) ----
  h(
    `${CH}/node_http_connection.js`,
    24,
    'return http_1.default.request(params.url, {',
    TOO_LONG,
    `http: ${CH_REASON}`,
  ),
  h(
    `${CH}/node_https_connection.js`,
    62,
    'return https_1.default.request(params.url, {',
    TOO_LONG,
    `https: ${CH_REASON}`,
  ),
  h(
    `${CH}/node_custom_agent_connection.js`,
    32,
    'return this.httpRequestFn(params.url, {',
    TOO_LONG,
    `httpRequestFn is https.request or http.request by the URL's protocol (lines 19-24): ${CH_REASON}`,
  ),

  // ---- configcat-node (tsc CommonJS, node http/https chosen at run time) ----
  h(
    CONFIGCAT,
    82,
    'var request_1 = (isBaseUrlSecure ? https : http).get(baseUrl, requestOptions, function (response) { return _this.handleResponse(response, resolve, reject); })',
    null,
    "timeout: options.requestTimeoutMs (line 77) with a 'timeout' handler that destroys the request (lines 83-85): always bounded, but requestTimeoutMs's default is set in configcat-common (another package), not visible here: not decidable",
  ),

  // ---- customerio-node (tsc CommonJS, node https) ----
  h(
    CIO,
    42,
    'let req = (0, https_1.request)(options, (res) => {',
    MISSING,
    "options = this.defaults ({ timeout: TIMEOUT }, TIMEOUT = 10000, lines 7, 19-21) plus method, headers, hostname and path; node's `timeout` request option only sets the socket idle timeout and emits 'timeout', and no 'timeout' handler is attached (only 'error', line 75): nothing aborts the request, no bound",
  ),
  h(
    CIO,
    56,
    'return this.handler({ uri: newURI, body, method, headers }).then(resolve).catch(reject);',
    null,
    'redirect followed through the in-file handler: judged at its request, line 42',
  ),
  h(
    CIO,
    85,
    "return this.handler(this.options(uri, 'GET'));",
    null,
    'call of the in-file handler: judged at its request, line 42',
  ),
  h(
    CIO,
    88,
    "return this.handler(this.options(uri, 'PUT', data));",
    null,
    'call of the in-file handler: judged at its request, line 42',
  ),
  h(
    CIO,
    91,
    "return this.handler(this.options(uri, 'DELETE'));",
    null,
    'call of the in-file handler: judged at its request, line 42',
  ),
  h(
    CIO,
    94,
    "return this.handler(this.options(uri, 'POST', data));",
    null,
    'call of the in-file handler: judged at its request, line 42',
  ),

  // ---- docusign-esign (swagger-codegen UMD CommonJS, axios) ----
  h(
    DOCUSIGN,
    112,
    'const oauthRequest = axios.request(requestConfig);',
    MISSING,
    'sendJWTTokenRequest sets timeout: exports.prototype.timeout (line 100), but nothing sets timeout on the prototype: the constructor sets this.timeout = 60000 on each instance (line 225); so timeout is undefined and axios waits forever',
  ),
  h(
    DOCUSIGN,
    695,
    'const request = axios.request(requestConfig);',
    TOO_LONG,
    'callApi (every API call): requestConfig.timeout = this.timeout (lines 604, 640), this.timeout = 60000 (line 225): default 60 s',
  ),
  h(
    DOCUSIGN,
    935,
    'const request = axios.request(requestConfig);',
    MISSING,
    'generateAccessToken: requestConfig (lines 925-933) is baseURL, method, url, headers and data: no timeout, axios default 0',
  ),
  h(
    DOCUSIGN,
    984,
    'const request = axios.request(requestConfig);',
    MISSING,
    'getUserInfo: requestConfig (lines 973-978) is baseURL, method, url and headers (plus a proxy): no timeout, axios default 0',
  ),
  h(
    DOCUSIGN,
    1104,
    'const request = axios.request(requestConfig);',
    TOO_LONG,
    'configureJWTAuthorizationFlow: timeout: this.timeout (line 1097) = 60000 (line 225): default 60 s',
  ),
  h(
    DOCUSIGN,
    1140,
    'return sendJWTTokenRequest(',
    null,
    'call of the module’s sendJWTTokenRequest: judged at its request, line 112',
  ),
  h(
    DOCUSIGN,
    1167,
    'return sendJWTTokenRequest(',
    null,
    'call of the module’s sendJWTTokenRequest: judged at its request, line 112',
  ),
  h(
    DOCUSIGN,
    1192,
    'return sendJWTTokenRequest(',
    null,
    'call of the module’s sendJWTTokenRequest: judged at its request, line 112',
  ),

  // ---- flagsmith-nodejs (TypeScript source, injected or global fetch) ----
  h(
    `${FLAGSMITH}/utils.ts`,
    80,
    'return await customFetch(url, {',
    null,
    'signal: AbortSignal.timeout(timeoutMs) (line 82); the only caller, index.ts lines 361-372, passes this.requestTimeoutMs = 1000 * (requestTimeoutSeconds ?? DEFAULT_REQUEST_TIMEOUT_SECONDS) and DEFAULT_REQUEST_TIMEOUT_SECONDS = 10 (index.ts lines 45, 115-116): 10 s, not above the limit, compliant',
  ),
  h(
    `${FLAGSMITH}/analytics.ts`,
    67,
    'this.currentFlush = this.customFetch(this.analyticsUrl, {',
    null,
    'signal: AbortSignal.timeout(this.requestTimeoutMs) (line 70), default DEFAULT_REQUEST_TIMEOUT_MS = 3000 (lines 11, 44, 54): 3 s, compliant',
  ),

  // ---- gocardless-nodejs (tsc CommonJS, got) ----
  h(
    GOCARDLESS,
    82,
    'const response = await (0, got_1.default)(path, requestOptions);',
    MISSING,
    'got with requestOptions from createRequestOptions (lines 154-163): agent, prefixUrl, method, responseType, headers, searchParams and json; no timeout, and got sets none by default',
  ),
  h(
    GOCARDLESS,
    100,
    'return fetch(err.conflictingResourceId);',
    null,
    '`fetch` is the destructured request option (line 68), the resource’s own find callback, which sends through this request(): judged at line 82, not the global fetch',
  ),

  // ---- @google/generative-ai (rollup CommonJS bundle, injected or global fetch) ----
  h(
    GEMINI,
    397,
    'response = await fetchFn(url, fetchOptions);',
    MISSING,
    'fetchFn defaults to the global fetch (lines 390, 394); fetchOptions come from buildFetchOptions (lines 441-455), which adds a signal only when requestOptions.signal is given or requestOptions.timeout >= 0: requestOptions defaults to {} (line 388), so no bound by default',
  ),
  h(
    GEMINI,
    392,
    'return makeRequest(url, fetchOptions, fetchFn);',
    null,
    'call of the in-file makeRequest: judged at its fetch, line 397',
  ),
  h(
    GEMINI,
    862,
    'const response = await makeModelRequest(model, Task.STREAM_GENERATE_CONTENT, apiKey,',
    null,
    'call of makeModelRequest: judged at line 397',
  ),
  h(
    GEMINI,
    867,
    'const response = await makeModelRequest(model, Task.GENERATE_CONTENT, apiKey,',
    null,
    'call of makeModelRequest: judged at line 397',
  ),
  h(
    GEMINI,
    1294,
    'const response = await makeModelRequest(model, Task.COUNT_TOKENS, apiKey,',
    null,
    'call of makeModelRequest: judged at line 397',
  ),
  h(
    GEMINI,
    1315,
    'const response = await makeModelRequest(model, Task.EMBED_CONTENT, apiKey,',
    null,
    'call of makeModelRequest: judged at line 397',
  ),
  h(
    GEMINI,
    1322,
    'const response = await makeModelRequest(model, Task.BATCH_EMBED_CONTENTS, apiKey,',
    null,
    'call of makeModelRequest: judged at line 397',
  ),

  // ---- @growthbook/growthbook (TypeScript source, polyfilled fetch and EventSource) ----
  h(
    GB,
    57,
    'return (polyfills.fetch as typeof globalThis.fetch)(',
    MISSING,
    'features GET: init is { headers } only; fetchFeaturesWithCache only stops waiting when the caller gives a timeout (promiseTimeout, line 286), and the request itself is never aborted: no bound',
  ),
  h(
    GB,
    68,
    'return (polyfills.fetch as typeof globalThis.fetch)(',
    MISSING,
    'remote evaluation POST: options are method, headers and body (lines 63-67), no signal; as for line 57, nothing aborts the request',
  ),
  h(
    GB,
    75,
    'return new polyfills.EventSource(',
    null,
    'server-sent events stream, kept open by design: no request timeout applies',
  ),
  h(
    GB,
    79,
    'return new polyfills.EventSource(',
    null,
    'server-sent events stream, kept open by design: no request timeout applies',
  ),
  h(
    GB,
    433,
    '? helpers.fetchRemoteEvalCall({',
    null,
    'call of helpers.fetchRemoteEvalCall: judged at its fetch, line 68',
  ),
  h(
    GB,
    444,
    ': helpers.fetchFeaturesCall({',
    null,
    'call of helpers.fetchFeaturesCall: judged at its fetch, line 57',
  ),
  h(
    GB,
    576,
    'channel.src = helpers.eventSourceCall({',
    null,
    'call of helpers.eventSourceCall: the server-sent events stream of lines 75/79, kept open by design',
  ),

  // ---- @huggingface/inference (TypeScript source, injected or global fetch) ----
  h(
    `${HF}/utils/request.ts`,
    50,
    'const response = await (options?.fetch ?? fetch)(url, info);',
    MISSING,
    `innerRequest: ${HF_REASON}`,
  ),
  h(
    `${HF}/utils/request.ts`,
    55,
    'return innerRequest(args, providerHelper, options);',
    null,
    'retry on 503 through innerRequest itself: judged at line 50',
  ),
  h(
    `${HF}/utils/request.ts`,
    136,
    'const response = await (options?.fetch ?? fetch)(url, info);',
    MISSING,
    `innerStreamingRequest: ${HF_REASON}`,
  ),
  h(
    `${HF}/utils/request.ts`,
    139,
    'return yield* innerStreamingRequest(args, providerHelper, options);',
    null,
    'retry on 503 through innerStreamingRequest itself: judged at line 136',
  ),
  h(
    `${HF}/lib/makeRequestOptions.ts`,
    214,
    'const res = await fetch(url);',
    MISSING,
    'loadTaskInfo: global fetch of the Hub’s task list with no init at all: no signal, no timer',
  ),

  // ---- ibm-cloud-sdk-core (tsc CommonJS, axios instance) ----
  h(
    IBM,
    347,
    'this.axiosInstance(requestParams)',
    MISSING,
    "this.axiosInstance = axios.create(axiosConfig) (line 136), axiosConfig = { maxContentLength, maxBodyLength } extended with the caller's optional axiosOptions (lines 113-118); requestParams add only the request's optional axiosOptions (line 346): no timeout by default, axios waits forever",
  ),

  // ---- node-appwrite (bundled CommonJS, undici fetch) ----
  h(
    APPWRITE,
    570,
    'const response = await undici.fetch(uri, {',
    MISSING,
    'redirect: undici fetch with ...options from prepareRequest (lines 326-338: method, headers, body, and a dispatcher only when selfSigned, an Agent with only connect.rejectUnauthorized) plus redirect: "manual": no signal, no timeout',
  ),
  h(
    APPWRITE,
    583,
    'const response = await undici.fetch(uri, options);',
    MISSING,
    'call: undici fetch with options from prepareRequest (lines 326-338): method, headers, body, and a dispatcher only when selfSigned (an Agent with only connect.rejectUnauthorized): no signal, no timeout',
  ),
  h(
    APPWRITE,
    381,
    'return await this.call(method, url, headers, payload);',
    null,
    'call of the in-file call(): judged at its fetch, line 583',
  ),
  h(
    APPWRITE,
    389,
    'let response2 = await this.call(method, url, firstChunkHeaders2, firstPayload2);',
    null,
    'call of the in-file call(): judged at its fetch, line 583',
  ),
  h(
    APPWRITE,
    429,
    'const chunkResponse = await this.call(method, url, chunkHeaders, chunkPayload);',
    null,
    'call of the in-file call(): judged at its fetch, line 583',
  ),
  h(
    APPWRITE,
    472,
    'return await this.call(method, url, headers, originalPayload);',
    null,
    'call of the in-file call(): judged at its fetch, line 583',
  ),
  h(
    APPWRITE,
    480,
    'let response = await this.call(method, url, firstChunkHeaders, firstPayload);',
    null,
    'call of the in-file call(): judged at its fetch, line 583',
  ),
  h(
    APPWRITE,
    520,
    'const chunkResponse = await this.call(method, url, chunkHeaders, chunkPayload);',
    null,
    'call of the in-file call(): judged at its fetch, line 583',
  ),
  h(
    APPWRITE,
    563,
    'return this.call("GET", new URL(this.config.endpoint + "/ping"), {',
    null,
    'call of the in-file call(): judged at its fetch, line 583',
  ),

  // ---- oci-common (tsc CommonJS, node-fetch or global fetch, opossum circuit breaker) ----
  h(
    `${OCI}/http-options.js`,
    50,
    'return hasNodeHttpAgent(options) ? getNodeFetch()(uri, options) : fetch(uri, options);',
    MISSING,
    "node-fetch when the options carry an agent, the global fetch otherwise, with the options handed in; FetchHttpClient.send builds them (http.js lines 75-85): method, headers, body, duplex and the client's optional httpOptions: no signal and no node-fetch timeout. With a circuit breaker, opossum's timeout (3600000 by default, circuit-breaker.js line 109) only rejects the breaker's promise and never aborts the request",
  ),
  h(
    `${OCI}/http.js`,
    90,
    'return this.circuitBreaker',
    null,
    "this.circuitBreaker.fire(…), split over lines 90-91: the circuit breaker fires circuit-breaker.js's FetchWrapper, which sends through fetchWithSelectedTransport: judged at http-options.js line 50",
  ),
  h(
    `${OCI}/http.js`,
    107,
    'return http_options_1.fetchWithSelectedTransport(requestUri, options);',
    null,
    'call of fetchWithSelectedTransport: judged at its fetch, http-options.js line 50',
  ),

  // ---- razorpay (Babel CommonJS, axios instance) ----
  h(
    RAZORPAY,
    74,
    'return nodeify(this.rq.get(this.getEntityUrl(params), {',
    MISSING,
    `GET: ${RAZORPAY_REASON}`,
  ),
  h(
    RAZORPAY,
    81,
    'return nodeify(this.rq.post(this.getEntityUrl(params), params.data)',
    MISSING,
    `POST: ${RAZORPAY_REASON}`,
  ),
  h(
    RAZORPAY,
    88,
    'return nodeify(this.rq.post(this.getEntityUrl(params), params.formData, {',
    MISSING,
    `multipart POST: ${RAZORPAY_REASON}`,
  ),
  h(
    RAZORPAY,
    97,
    'return nodeify(this.rq.put(this.getEntityUrl(params), params.data)',
    MISSING,
    `PUT: ${RAZORPAY_REASON}`,
  ),
  h(
    RAZORPAY,
    102,
    'return nodeify(this.rq.patch(this.getEntityUrl(params), params.data)',
    MISSING,
    `PATCH: ${RAZORPAY_REASON}`,
  ),
  h(
    RAZORPAY,
    107,
    'return nodeify(this.rq["delete"](this.getEntityUrl(params))',
    MISSING,
    `DELETE: ${RAZORPAY_REASON}`,
  ),

  // ---- @rudderstack/rudder-sdk-node (tsc CommonJS, axios instance) ----
  h(
    RUDDER,
    173,
    'axiosInstance',
    MISSING,
    'persistent-queue job, axiosInstance.post(…) split over lines 173-174: req = jobData.request, built in flush (lines 629-637) with a timeout only `if (this.timeout)`, and this.timeout = timeout || false (line 65); axiosInstance = axios.create(the caller’s optional axiosConfig) (lines 61-62): no bound by default',
  ),
  h(
    RUDDER,
    668,
    'this.pendingFlush = this.axiosInstance',
    MISSING,
    'in-memory flush, this.axiosInstance.post(…) split over lines 668-669: req has auth and headers, and a timeout only `if (this.timeout)` (lines 629-637), this.timeout = timeout || false (line 65); the axios instance has no default timeout (lines 61-62): no bound by default',
  ),

  // ---- tencentcloud-sdk-nodejs-common (tsc CommonJS, node-fetch 2 behind a wrapper) ----
  h(
    `${TENCENT}/fetch.js`,
    13,
    'return (0, node_fetch_1.default)(url, instanceOptions);',
    TOO_LONG,
    "node-fetch 2 (dependency ^2.2.0), whose own `timeout` option bounds the request; the options come from http_connection.js's doRequest (lines 18-26) and doRequestWithSign3 (lines 36, 53-55), whose timeout is abstract_client.js's reqTimeout * 1000 (abstract_client.js lines 190, 232) with reqTimeout defaulting to 60 (line 77): default 60 s",
  ),
  h(
    `${TENCENT}/http_connection.js`,
    34,
    'return await (0, fetch_1.default)(url, config);',
    null,
    'call of the fetch.js wrapper: judged at fetch.js line 13',
  ),
  h(
    `${TENCENT}/http_connection.js`,
    115,
    'return await (0, fetch_1.default)(url, config);',
    null,
    'call of the fetch.js wrapper: judged at fetch.js line 13',
  ),

  // ---- unleash-client (tsc CommonJS, make-fetch-happen) ----
  h(
    UNLEASH,
    66,
    'const post = ({ url, appName, timeout, instanceId, connectionId, interval, headers, json, httpOptions, }) => (0, make_fetch_happen_1.default)(url, {',
    null,
    "make-fetch-happen with timeout: timeout || 10000 (line 67); callers pass the client's optional timeout option, undefined by default: 10 s, not above the limit, compliant (the agents' 10 s idle timeout, line 17, is no bound by itself)",
  ),
  h(
    UNLEASH,
    83,
    'const get = ({ url, etag, appName, timeout, instanceId, connectionId, interval, headers, httpOptions, supportedSpecVersion, }) => (0, make_fetch_happen_1.default)(url, {',
    null,
    'make-fetch-happen with timeout: timeout || 10_000 (line 85) and two retries: 10 s per attempt by default, compliant',
  ),

  // ---- @upstash/qstash (tsup ESM chunk, global fetch and node http/https) ----
  h(
    QSTASH,
    549,
    'const request = httpModule.get(url, { headers }, (response) => {',
    MISSING,
    'node http/https get (line 547); request.setTimeout(timeoutMs, destroy) only `if (timeoutMs)` (lines 562-566), and the dev-server version lookup (line 665) and binary download (line 737) call nativeGet with no timeoutMs: no bound for them',
  ),
  h(
    QSTASH,
    575,
    'const { ok: ok4, body } = await nativeGet(',
    null,
    'health check: passes HEALTH_CHECK_TIMEOUT_MS = 2e3 (line 572), so the get at line 549 is destroyed after 2 s here: compliant',
  ),
  h(
    QSTASH,
    604,
    '/v2/keys`, {',
    null,
    'signal of a controller aborted by setTimeout(abort, HEALTH_CHECK_TIMEOUT_MS) (lines 600-603), 2 s: compliant',
  ),
  h(
    QSTASH,
    665,
    'const { ok: ok4, statusCode, body } = await nativeGet(ARTIFACTS_LIST_URL);',
    null,
    'call of nativeGet without a timeout: judged at its get, line 549',
  ),
  h(
    QSTASH,
    737,
    'const { ok: ok4, statusCode, body } = await nativeGet(archiveUrl);',
    null,
    'call of nativeGet without a timeout: judged at its get, line 549',
  ),
  h(
    QSTASH,
    1414,
    'const { response } = await this.requestWithBackoff(request);',
    null,
    'call of requestWithBackoff: judged at its fetch, line 1459',
  ),
  h(
    QSTASH,
    1422,
    'const { response } = await this.requestWithBackoff(request);',
    null,
    'call of requestWithBackoff: judged at its fetch, line 1459',
  ),
  h(
    QSTASH,
    1459,
    'response = await fetch(url.toString(), requestOptions);',
    MISSING,
    'global fetch with requestOptions from processRequest (lines 1490-1495): method, headers, body and keepalive; no signal, no timer, and retried up to 5 times on failure',
  ),
  h(
    QSTASH,
    1663,
    'this.http.requestStream({',
    null,
    'call of HttpClient.requestStream: judged at its fetch, line 1459',
  ),
  h(
    QSTASH,
    1711,
    'const response = await this.http[isStream ? "requestStream" : "request"]({',
    null,
    'chat completion through HttpClient.requestStream or HttpClient.request, chosen by a computed member: judged at their fetch, line 1459',
  ),
  ...QSTASH_WRAPPER_CALLS.map((line) =>
    h(
      QSTASH,
      line,
      'http.request({',
      null,
      'call of HttpClient.request (line 1412): judged at its fetch, line 1459',
    ),
  ),

  // ---- @opentelemetry/otlp-exporter-base (tsc CommonJS, node http/https handed in, and fetch) ----
  h(
    `${OTEL}/http-transport-utils.js`,
    41,
    'const req = request(parsedUrl, options, (res) => {',
    null,
    "request is http.request or https.request handed in by http-exporter-transport.js (line 18); req.setTimeout(timeoutMillis, () => req.destroy()) (lines 108-109) bounds it; timeoutMillis is the exporter's configured timeoutMillis ?? 10000 (configuration/shared-configuration.js lines 29-31, 43): 10 s, not above the limit, compliant",
  ),
  h(
    `${OTEL}/fetch-transport.js`,
    70,
    'const response = await fetchApi(url.href, {',
    null,
    'signal of a controller aborted by setTimeout(abort, timeoutMillis) (lines 40-41, 74); timeoutMillis defaults to 10000 as above: compliant',
  ),

  // ---- sib-api-v3-sdk, Brevo (swagger-codegen UMD CommonJS, superagent) ----
  h(
    BREVO,
    381,
    'var request = superagent(httpMethod, url);',
    TOO_LONG,
    'superagent request sent by request.end (line 473), with request.timeout(this.timeout) (line 421) and this.timeout = 60000 (line 77): default 60 s',
  ),

  // ---- together-ai (Stainless, TypeScript source, and a hand-written upload helper) ----
  h(
    `${TOGETHER}/client.ts`,
    477,
    'const response = await this.fetchWithTimeout(url, req, timeout, controller).catch(castToError);',
    null,
    'call of the in-file wrapper fetchWithTimeout (line 618): judged at its fetch, line 648',
  ),
  h(
    `${TOGETHER}/client.ts`,
    648,
    'return await this.fetch.call(undefined, url, fetchOptions);',
    TOO_LONG,
    'this.fetch = options.fetch ?? Shims.getDefaultFetch() (line 265); signal of a controller aborted by setTimeout(abort, ms) (line 628); options.timeout = options.timeout ?? this.timeout (line 741), this.timeout = options.timeout ?? Together.DEFAULT_TIMEOUT (line 254) and DEFAULT_TIMEOUT = 60000 (line 856): default 60 s',
  ),
  h(
    `${TOGETHER}/lib/upload.ts`,
    59,
    'const r = await fetch(fullUrl, {',
    MISSING,
    'hand-written upload: global fetch with method, headers, redirect and body, no signal, no timer',
  ),
  h(
    `${TOGETHER}/lib/upload.ts`,
    85,
    'const uploadResponse = await fetch(uploadUrl, {',
    MISSING,
    'PUT of the file stream to the returned location: global fetch with method, headers and body, no signal, no timer',
  ),
  h(
    `${TOGETHER}/lib/upload.ts`,
    100,
    'const data = await client.files.retrieve(fileId).asResponse();',
    null,
    'call through the SDK’s own resource method: judged at client.ts line 648',
  ),

  // ---- @vercel/sdk (Speakeasy, TypeScript source) ----
  h(
    VERCEL,
    18,
    'return fetch(input);',
    MISSING,
    "DEFAULT_FETCHER (line 12), used unless the caller gives a fetcher (line 52), sends the Request alone (HTTPClient.request, line 65); the Request carries a timeout signal only when context.timeoutMs > 0 (sdks.ts lines 226-227, 280-284), and each call's timeoutMs = options?.timeoutMs || client._options.timeoutMs || -1 (funcs/accessGroupsCreateAccessGroup.ts line 136; SDKOptions.timeoutMs has no default, config.ts line 40): no bound by default",
  ),
  h(
    VERCEL,
    20,
    'return fetch(input, init);',
    null,
    "taken only when a caller hands the fetcher an init; the SDK's own call (line 65) passes the Request alone: judged at line 18",
  ),
  h(
    VERCEL,
    65,
    'const res = await this.fetcher(req);',
    null,
    'call of the fetcher (DEFAULT_FETCHER unless the caller gives one): judged at line 18',
  ),

  // ---- @deepgram/sdk (Fern, tsc CommonJS) ----
  h(
    `${DEEPGRAM}/auth/resources/v1/resources/tokens/client/Client.js`,
    80,
    'core.fetcher)({',
    TOO_LONG,
    `auth token grant: ${DEEPGRAM_TIMEOUT} (line 88)`,
  ),
  h(
    `${DEEPGRAM}/speak/resources/v1/resources/audio/client/Client.js`,
    98,
    'core.fetcher)({',
    TOO_LONG,
    `text to speech: ${DEEPGRAM_TIMEOUT} (line 111)`,
  ),
  h(
    `${DEEPGRAM}/read/resources/v1/resources/text/client/Client.js`,
    111,
    'core.fetcher)({',
    TOO_LONG,
    `text analysis: ${DEEPGRAM_TIMEOUT} (line 123)`,
  ),

  // ---- @mendable/firecrawl-js, v2 HTTP client (TypeScript source, axios instance) ----
  h(
    FIRECRAWL,
    102,
    'const res = await this.instance.request<T>(cfg);',
    TOO_LONG,
    "this.instance = axios.create({ timeout: options.timeoutMs ?? 300000, ... }) (lines 33-35); the callers' timeout: options?.timeoutMs is undefined by default, and axios then keeps the instance default: 300 s, above 10 s; retried up to maxRetries = 3 times on 502 (line 31)",
  ),
  h(
    FIRECRAWL,
    130,
    'return this.request<T>({',
    null,
    'post: call of the in-file request: judged at its send, line 102',
  ),
  h(
    FIRECRAWL,
    144,
    'return this.request<T>({',
    null,
    'postMultipart: call of the in-file request: judged at its send, line 102',
  ),
  h(
    FIRECRAWL,
    154,
    'return this.request<T>({ method: "get", url: endpoint, headers });',
    null,
    'get: call of the in-file request: judged at its send, line 102',
  ),
  h(
    FIRECRAWL,
    158,
    'return this.request<T>({ method: "delete", url: endpoint, headers });',
    null,
    'delete: call of the in-file request: judged at its send, line 102',
  ),
  h(
    FIRECRAWL,
    166,
    'return this.request<T>({',
    null,
    'patch: call of the in-file request: judged at its send, line 102',
  ),

  // ---- chargebee (tsc CommonJS, global fetch) ----
  h(
    CHARGEBEE,
    9,
    '? await this.fetchWithAbortTimeout(request, timeout)',
    null,
    'call of the in-file fetchWithAbortTimeout: judged at its fetch, line 46',
  ),
  h(
    CHARGEBEE,
    10,
    ': await this.fetchWithTimeout(request, timeout);',
    null,
    'call of the in-file fetchWithTimeout: judged at its fetch, line 32',
  ),
  h(
    CHARGEBEE,
    32,
    'const fetchPromise = fetch(request);',
    TOO_LONG,
    `runtimes without AbortController: the fetch races a timer that rejects after timeout (lines 26-33) and is abandoned, not aborted; ${CHARGEBEE_TIMEOUT}`,
  ),
  h(
    CHARGEBEE,
    46,
    'return await fetch(new Request(request, { signal: abort.signal }));',
    TOO_LONG,
    `the Request gets the signal of a controller aborted after timeout (lines 40-44); ${CHARGEBEE_TIMEOUT}`,
  ),
];
