// Hand labels for HELD-OUT SET 7, HTTP family, of the real-code corpus (packages marked `"heldOut": 7` in
// sources.json). Written by reading the code and committed BEFORE any checker ran on these files: the commit that
// adds this file adds no scoring of it, and neither the checker's rule code nor any score of it was read while
// choosing or labelling. Same format and rules as labels.mjs and labels-held-out-6-http.mjs: one row per site,
// every outbound HTTP call in each labelled file; `expect` is the rule a correct checker reports on that line
// (limit 10 s; a bound of exactly 10 s is within it), or null (compliant, not network, a pass-through whose bound
// is chosen elsewhere, or not decidable from the kept files) with why. A bound the caller may give but that is
// absent by default is MISSING; a bound always applied whose value is not visible in the kept files is null (not
// decidable); a visible default above 10 s is TOO_LONG (a timer that aborts or destroys the request counts as its
// bound); an agent's idle timeout, or node's `timeout` request option with no 'timeout' handler, alone is no bound;
// a socket timeout whose handler destroys or aborts the request is one. As in set 6, the verdict sits on the line
// that sends (the fetch / axios / http.request / got / undici call), with the bound traced through the callers in
// the kept files (callers kept only for that are listed as `context`); rows marked "judged at line N" are calls
// into the package's own function that performs the send at N, and expect nothing. Calls further up (resource
// methods, command objects, generated per-endpoint functions in files not kept) are not listed: they are not HTTP
// calls, and a finding there would count as a false positive all the same. A call whose receiver and method sit on
// different lines is labelled on the line where the call expression starts.
// Packages were chosen by a rule that does not favour easy cases: the official Node SDKs / HTTP clients of
// well-known services in categories probed in a fixed order (CRM and sales, shipping and logistics, maps and geo,
// search engines, object storage and CDN, CI/devops and source hosting, identity and auth, SMS/voice/video, crypto
// and exchange APIs, translation and speech, accounting/HR/e-signature, headless commerce and CMS not used before,
// monitoring and logging, vector and time-series databases), skipping any package already in sources.json and any
// whose transport lives in a package already used, keeping each one's transport files. Left out (see the corpus
// README for the full list and reasons): shippo (Speakeasy transport identical to set 6's @vercel/sdk), bitbucket
// (minified), @workos-inc/node (one bundle, 133 wrapper calls around one send), node-quickbooks and @freshbooks/api
// (one send among 19 / 91 wrapper calls and hundreds of calls of those), alchemy-sdk (JSON-RPC through ethers'
// provider, another package), @elevenlabs/elevenlabs-js (Fern core fetcher, as set 6's @deepgram/sdk),
// algoliasearch, @elastic/elasticsearch and @descope/node-sdk (transport in another package), @ory/client (pipedrive's
// generator, options built in a 27,079-line api.ts), exa-js (one bundle, 93 wrapper calls), @tavily/core (ten calls
// of one seconds wrapper with per-caller defaults, above the cap), no licence in package.json (@dropbox/sign,
// hellosign-sdk) or "SEE LICENSE IN LICENSE" (@medusajs/js-sdk, @logdna/logger), node-geocoder (not a service's own
// client). New judgement calls, labelled the conservative way: a bound that grows at run time
// (@questdb/nodejs-client's payload-scaled socket timeout) is null; a `timeout` key spread into a global fetch's init
// (stytch) is no fetch option and bounds nothing. deepl-node's per-attempt timeout follows its backoff but, with the
// default maxRetries of 5, never passes 8.1 s (second reading): null, within the limit. These packages are never
// used to tune the checker: a change made after measuring them says so.
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });

const JSFORCE = 'jsforce@3.10.16/src/request.ts';
const JSFORCE_WRAPPER = 'call of startFetchRequest / fetchWithRetries, which send at line 130: judged there';
const PIPEDRIVE = 'pipedrive@33.7.0/dist/versions/v1';
const PIPEDRIVE_OAUTH =
  'this.axios = axios.create() with no config (line 35); the post passes only headers (Content-Type, Authorization): axios waits forever by default';
const SHIPENGINE = 'shipengine@1.0.7/cjs/client/index.js';
const SHIPENGINE_WRAPPER =
  'call of sendRequestWithRetry, which calls sendRequest (line 32) and sends at line 57: judged there';
const AFTERSHIP = '@aftership+tracking-sdk@17.0.0/dist/lib/request.js';
const GMAPS = '@googlemaps+google-maps-services-js@3.4.2/src';
const GMAPS_REASON =
  'axiosInstance defaults to defaultAxiosInstance = axios.create(defaultConfig) with timeout: defaultTimeout = 10000 (client.ts lines 91, 97, 106); a Client built with a config keeps it unless overridden ({ ...defaultConfig, ...config }, client.ts line 156): default 10 s, within the limit';
const MAPBOX = '@mapbox+mapbox-sdk@0.16.2/lib/node/node-layer.js';
const OPENCAGE = 'opencage-api-client@2.1.2/dist';
const SERPAPI = 'serpapi@2.2.1/script/src/utils.js';
const MINIO = 'minio@8.0.7/src/internal/request.ts';
const B2 = 'backblaze-b2@1.7.1/lib';
const STORAGE = '@supabase+storage-js@2.109.0/src/lib/common/fetch.ts';
const STORAGE_WRAPPER = 'call of the in-file _handleRequest, which sends at line 156: judged there';
const HEROKU = 'heroku-client@3.1.4/lib/request.js';
const HEROKU_REASON =
  "requestOptions (lines 96-105) carry no timeout; setRequestTimeout (line 221) returns at once `if (!this.options.timeout)`, and the caller's options.timeout has no default (line 26 takes options as given): when set, req.setTimeout's callback aborts the request (lines 224-229), but by default nothing bounds it";
const STYTCH = 'stytch@14.2.0/dist/shared/index.js';
const KEYCLOAK = '@keycloak+keycloak-admin-client@26.7.4/lib';
const AT = 'africastalking@0.8.3/lib/sms.js';
const AT_REASON =
  "the global axios module (line 3) with method, url, headers (and data); no timeout in the config and no axios.defaults set anywhere in the package's lib/: axios waits forever by default";
const AT_WRAPPER =
  'call of the in-file this._send (defined at line 15), which sends at line 123: judged there';
const LIVEKIT = 'livekit-server-sdk@2.19.2/src';
const BINANCE = '@binance+connector@3.6.1/src';
const BINANCE_WRAPPER = 'call of createRequest, which sends at helpers/utils.js line 71: judged there';
const DEEPL = 'deepl-node@1.28.0/dist/client.js';
const REVAI = 'revai-node-sdk@3.8.5/src/api-request-handler.js';
const XERO = 'xero-node@20.0.0/dist/gen/api/appStoreApi.js';
const XERO_REASON =
  "the global axios module (line 29) with localVarRequestOptions = method, params, headers, url, responseType and data; the authentications' applyToRequest only add auth, a header or a query parameter (model/appstore/models.js lines 209-250), and options only contribute headers: no timeout";
const PANDADOC = 'pandadoc-node-client@6.2.0/dist/http/isomorphic-fetch.js';
const AGILITY = '@agility+content-fetch@2.0.11/dist/node.js';
const AGILITY_WRAPPER = 'call of the client’s makeRequest (line 623), which sends at line 654: judged there';
const AGILITY_WRAPPER_CALLS = [157, 180, 206, 235, 306, 340, 384, 455, 478];
const CLAYER = '@commercelayer+sdk@7.12.1/lib';
const LOGZIO = 'logzio-nodejs@2.5.0/lib/logzio-nodejs.js';
const LOGTAIL = '@logtail+node@0.5.9/src/node.ts';
const UPSTASH = '@upstash+vector@1.2.3/dist/nodejs.js';
const TPUF = '@turbopuffer+turbopuffer@2.8.0/src';
const QUESTDB = '@questdb+nodejs-client@4.2.0/dist/cjs/index.js';

export const HELD_OUT_7_HTTP_LABELS = [
  // ---- jsforce (TypeScript source, node-fetch 2 under a 30-minute abort timer) ----
  h(
    JSFORCE,
    130,
    'const res = await fetch(url, fetchOpts);',
    TOO_LONG,
    "node-fetch (line 3) with signal: controller.signal (line 125); the controller is aborted by executeWithTimeout's timer (line 193; request-helper.ts lines 106-111) after fetchTimeout = options.timeout ?? 1_800_000 (line 190); options = { ...defaults, ...options_ } (line 244) and the defaults set by transport.ts (lines 23-29) hold timeout only when the HTTP_TIMEOUT environment variable is set: default 30 minutes for the whole request with its retries",
  ),
  h(JSFORCE, 149, 'return await fetchWithRetries(maxRetry);', null, JSFORCE_WRAPPER),
  h(JSFORCE, 177, 'return fetchWithRetries(maxRetry);', null, JSFORCE_WRAPPER),
  h(
    JSFORCE,
    193,
    'res = await executeWithTimeout(fetchWithRetries, fetchTimeout, () =>',
    null,
    'runs fetchWithRetries under the abort timer: judged at its fetch, line 130',
  ),
  h(JSFORCE, 219, 'startFetchRequest(', null, JSFORCE_WRAPPER),
  h(JSFORCE, 249, 'startFetchRequest(req, options, input, output, stream);', null, JSFORCE_WRAPPER),

  // ---- pipedrive (OpenAPI Generator typescript-axios, tsc CommonJS) ----
  h(
    `${PIPEDRIVE}/common.js`,
    157,
    'return axios.request(axiosRequestArgs);',
    MISSING,
    "axios is the API class's this.axios = axios.create() with no config (base.js line 67) or the global axios the generated methods hand in (api/activity-types-api.js line 195); axiosArgs.options = Object.assign({ method }, baseOptions) plus headers and data (activity-types-api.js lines 56-68; the generated methods take no per-call options), where Configuration sets baseOptions = undefined (configuration.js line 174): no timeout",
  ),
  h(
    `${PIPEDRIVE}/configuration.js`,
    63,
    'const response = yield this.axios.post(authorizationUrl, (0, qs_1.stringify)({',
    MISSING,
    PIPEDRIVE_OAUTH,
  ),
  h(
    `${PIPEDRIVE}/configuration.js`,
    79,
    'const response = yield this.axios.post(refreshUrl, (0, qs_1.stringify)({',
    MISSING,
    PIPEDRIVE_OAUTH,
  ),
  h(
    `${PIPEDRIVE}/configuration.js`,
    151,
    'const response = yield this.axios.post(revokeUrl, (0, qs_1.stringify)({',
    MISSING,
    PIPEDRIVE_OAUTH,
  ),
  h(
    `${PIPEDRIVE}/configuration.js`,
    43,
    'const newToken = yield this.tokenRefresh();',
    null,
    'getAccessToken: call of the in-file tokenRefresh, which sends at line 79: judged there',
  ),

  // ---- shipengine (tsc CommonJS, fetch aborted by a timer) ----
  h(
    SHIPENGINE,
    57,
    'const response = await fetch(url.toString(), {',
    TOO_LONG,
    'signal of a controller aborted by setTimeout(() => controller.abort(), config.timeout) (lines 55-56); ShipEngineConfig sets timeout = 65000 when the caller gives none (config.js lines 56-57): default 65 s',
  ),
  h(
    SHIPENGINE,
    10,
    'return await sendRequestWithRetry(endpoint, "GET", undefined, config);',
    null,
    SHIPENGINE_WRAPPER,
  ),
  h(
    SHIPENGINE,
    14,
    'return await sendRequestWithRetry(endpoint, "POST", body, config);',
    null,
    SHIPENGINE_WRAPPER,
  ),
  h(
    SHIPENGINE,
    18,
    'return await sendRequestWithRetry(endpoint, "PUT", body, config);',
    null,
    SHIPENGINE_WRAPPER,
  ),
  h(
    SHIPENGINE,
    22,
    'return await sendRequestWithRetry(endpoint, "DELETE", undefined, config);',
    null,
    SHIPENGINE_WRAPPER,
  ),
  h(
    SHIPENGINE,
    32,
    'return await sendRequest(urlWithPath, method, body, config);',
    null,
    'call of sendRequest, which sends at line 57: judged there',
  ),

  // ---- @aftership/tracking-sdk (tsc CommonJS, axios) ----
  h(
    AFTERSHIP,
    77,
    'const response = yield (0, axios_1.default)(requestConfig);',
    null,
    "requestConfig is makeRequest's axiosConfig (line 120) with timeout: this.options.timeout (line 102); AfterShip's constructor sets options.timeout = DEFAULT_TIMEOUT when neither the caller nor AFTERSHIP_TRACKING_SDK_TIMEOUT gives one (aftership.js lines 55-58) and DEFAULT_TIMEOUT = 10000 (line 23): default 10 s, within the limit",
  ),
  h(
    AFTERSHIP,
    84,
    'return this.withRetry(requestConfig, retry);',
    null,
    'retry of withRetry, which sends at line 77: judged there',
  ),
  h(
    AFTERSHIP,
    120,
    'const response = yield this.withRetry(axiosConfig);',
    null,
    'call of withRetry, which sends at line 77: judged there',
  ),

  // ---- fastly (generated ApiClient, Babel CommonJS, superagent) ----
  h(
    'fastly@13.0.0/dist/ApiClient.js',
    447,
    'var request = (0, _superagent["default"])(httpMethod, url);',
    TOO_LONG,
    'superagent request sent by request.end (line 527) after request.timeout(this.timeout) (line 474); the constructor sets this.timeout = 60000 (line 97) and no other method of the file assigns it: default 60 s',
  ),
  h(
    'fastly@13.0.0/dist/ApiClient.js',
    119,
    'this.agent = new _superagent["default"].agent();',
    null,
    'the agent is used only as a cookie jar (this.agent._attachCookies(request), line 521): no request is sent through it',
  ),

  // ---- @googlemaps/google-maps-services-js (TypeScript source, axios instance) ----
  h(`${GMAPS}/geocode/geocode.ts`, 123, 'return axiosInstance({', null, GMAPS_REASON),
  h(`${GMAPS}/directions.ts`, 223, 'return axiosInstance({', null, GMAPS_REASON),

  // ---- @mapbox/mapbox-sdk (hand-written CommonJS, got 11) ----
  h(
    MAPBOX,
    70,
    'var gotStream = got.stream(url, gotOptions);',
    MISSING,
    'got ^11 (package.json) stream with gotOptions = method, headers, retries: 0, followRedirect and throwHttpErrors (lines 32-38) plus a body; got has no timeout by default, and nodeAbort (line 17) only runs when the caller aborts',
  ),
  h(
    MAPBOX,
    109,
    'return createRequestStreams(request);',
    null,
    'nodeSend: call of the in-file createRequestStreams, which sends at line 70: judged there',
  ),

  // ---- opencage-api-client (compiled ESM, global fetch) ----
  h(
    `${OPENCAGE}/fetch.js`,
    19,
    'fetch(url, {',
    MISSING,
    "global fetch with method, headers and signal, where signal is the caller's optional options?.signal (opencage.js line 21): none by default, no timer",
  ),
  h(
    `${OPENCAGE}/opencage.js`,
    21,
    'fetchUrl(url, resolve, reject, options?.signal);',
    null,
    'call of fetchUrl, which sends at fetch.js line 19: judged there',
  ),

  // ---- serpapi (dnt CommonJS, node https with a timer that destroys the request) ----
  h(
    SERPAPI,
    97,
    'const req = https_1.default.get(options, handleResponse).on("error", handleError);',
    TOO_LONG,
    'a timer rejects and calls req.destroy() after `timeout` ms (lines 98-103); every caller passes timeout = validateTimeout(parameters.timeout) (serpapi.js lines 30, 55, 83, …), which falls back to config.timeout = 60000 (validators.js line 18, config.js line 6): default 60 s',
  ),

  // ---- minio (TypeScript source, node http/https module handed in) ----
  h(
    MINIO,
    17,
    'const requestObj = transport.request(opt, (response) => {',
    MISSING,
    "transport is node's http or https module unless the caller gives its own (client.ts lines 292-316); opt comes from getRequestOptions (client.ts line 758), which sets no timeout, and nothing here listens for 'timeout' or sets a timer: no bound",
  ),
  h(
    MINIO,
    73,
    'const response = await request(transport, opt, body)',
    null,
    'call of request, which sends at line 17: judged there',
  ),

  // ---- backblaze-b2 (hand-written CommonJS, axios instance) ----
  h(
    `${B2}/request.js`,
    10,
    'return requestInstance(options, utils.processResponseGeneric());',
    MISSING,
    "requestInstance is the B2 instance's axios.create(Object.assign({}, options.axios)) (b2.js line 17; 'no defaults for now') or the global axios; every caller (actions/bucket.js, file.js, key.js) passes _.merge({}, args.axios, { url, method, headers, data }, args.axiosOverride), the caller's optional axios config: no timeout by default",
  ),
  h(
    `${B2}/actions/auth.js`,
    14,
    'return axiosInstance(options).then(function(res) {',
    MISSING,
    'axiosInstance = request.getInstance() (line 13): the instance built without defaults (b2.js line 17) or the global axios; options = _.merge({}, args.axios, { url, headers }, args.axiosOverride) (lines 8-12): no timeout unless the caller gives one',
  ),

  // ---- @supabase/storage-js (TypeScript source, injected fetch) ----
  h(
    STORAGE,
    156,
    'fetcher(url, _getRequestParams(method, options, parameters, body))',
    MISSING,
    "fetcher is the client's resolveFetch(customFetch), global fetch unless the caller gives one (helpers.ts lines 10-15); the init is method, headers, body and duplex plus the caller's optional FetchParameters, whose only member is signal (types.ts lines 289-293): no signal by default, no timer",
  ),
  h(
    STORAGE,
    208,
    "return _handleRequest(fetcher, 'GET', url, options, parameters, undefined, namespace)",
    null,
    STORAGE_WRAPPER,
  ),
  h(
    STORAGE,
    227,
    "return _handleRequest(fetcher, 'POST', url, options, parameters, body, namespace)",
    null,
    STORAGE_WRAPPER,
  ),
  h(
    STORAGE,
    246,
    "return _handleRequest(fetcher, 'PUT', url, options, parameters, body, namespace)",
    null,
    STORAGE_WRAPPER,
  ),
  h(STORAGE, 263, 'return _handleRequest(', null, STORAGE_WRAPPER),
  h(
    STORAGE,
    293,
    "return _handleRequest(fetcher, 'DELETE', url, options, parameters, body, namespace)",
    null,
    STORAGE_WRAPPER,
  ),

  // ---- heroku-client (hand-written CommonJS, node http/https) ----
  h(
    HEROKU,
    113,
    'req = https.request(requestOptions, this.handleResponse.bind(this))',
    MISSING,
    HEROKU_REASON,
  ),
  h(
    HEROKU,
    116,
    'req = http.request(requestOptions, this.handleResponse.bind(this))',
    MISSING,
    HEROKU_REASON,
  ),
  h(
    HEROKU,
    165,
    'setTimeout(() => this.request(), (1 << this.retries) * 1000 + noise)',
    null,
    'retry of Request.request, which sends at lines 113/116: judged there',
  ),
  h(
    HEROKU,
    290,
    'this.request()',
    null,
    'next-range call of Request.request, which sends at lines 113/116: judged there',
  ),

  // ---- stytch (Babel CommonJS, global fetch) ----
  h(
    STYTCH,
    25,
    'response = await fetch(url.toString(), {',
    MISSING,
    "global fetch with method, body, cache and ...fetchConfig; the callers pass the client's fetchConfig = { baseURL, fraudBaseURL, headers, timeout: config.timeout || DEFAULT_TIMEOUT, dispatcher: config.dispatcher } (client.js lines 51-57): fetch has no `timeout` option, so the 10-minute value (line 11) is ignored, there is no signal, and the undici dispatcher is the caller's optional one: no bound by default",
  ),

  // ---- @keycloak/keycloak-admin-client (tsc ESM, global fetch through a helper) ----
  h(
    `${KEYCLOAK}/utils/fetchWithError.js`,
    12,
    'const response = await fetch(input, init);',
    MISSING,
    "global fetch with the caller's init; both callers in the package add a signal only when a timeout was configured: resources/agent.js line 131 (`...(this.#client.timeout ? { signal: AbortSignal.timeout(…) } : {})`) and utils/auth.js line 50 (settings.requestOptions, built by client.js line 96 the same way); client.js line 58 takes connectionConfig?.timeout with no default: no bound by default",
  ),
  h(
    `${KEYCLOAK}/resources/agent.js`,
    127,
    'const res = await fetchWithError(url, {',
    null,
    'call of fetchWithError, which sends at utils/fetchWithError.js line 12: judged there',
  ),
  h(
    `${KEYCLOAK}/utils/auth.js`,
    50,
    'const response = await fetchWithError(url, {',
    null,
    'call of fetchWithError, which sends at utils/fetchWithError.js line 12: judged there',
  ),

  // ---- africastalking (hand-written CommonJS, global axios) ----
  h(AT, 123, 'axios({', MISSING, AT_REASON),
  h(AT, 200, 'axios({', MISSING, AT_REASON),
  h(AT, 247, 'axios({', MISSING, AT_REASON),
  h(AT, 298, 'axios({', MISSING, AT_REASON),
  h(AT, 361, 'axios({', MISSING, AT_REASON),
  h(AT, 149, 'return this._send(opt, true, false)', null, AT_WRAPPER),
  h(AT, 168, 'return this._send(opts, true, false)', null, AT_WRAPPER),
  h(AT, 178, 'return this._send(opts, false, true)', null, AT_WRAPPER),

  // ---- livekit-server-sdk (TypeScript source, Twirp over global fetch) ----
  h(
    `${LIVEKIT}/TwirpRPC.ts`,
    212,
    'response = await fetch(new URL(path, current), init);',
    null,
    'init.signal = AbortSignal.timeout(timeout * 1000) `if (timeout)` (lines 205-207), with timeout defaulting to this.requestTimeout = options?.requestTimeout ?? defaultTimeoutSeconds and defaultTimeoutSeconds = 10 (lines 41, 160, 179): default 10 s, within the limit',
  ),
  h(
    `${LIVEKIT}/TwirpRPC.ts`,
    232,
    'regions = await regionOrigins(origin, headers);',
    null,
    'region discovery: regionOrigins calls fetchRegions (failover.ts line 108), which sends at failover.ts line 136: judged there',
  ),
  h(
    `${LIVEKIT}/failover.ts`,
    108,
    'const { origins, ttl } = await fetchRegions(origin, headers);',
    null,
    'call of fetchRegions, which sends at line 136: judged there',
  ),
  h(
    `${LIVEKIT}/failover.ts`,
    136,
    "const response = await fetch(new URL('/settings/regions', origin.origin), {",
    null,
    'signal: AbortSignal.timeout(2000) (line 141): 2 s',
  ),

  // ---- @binance/connector (hand-written CommonJS, axios instances) ----
  h(
    `${BINANCE}/helpers/utils.js`,
    71,
    'return getRequestInstance(requestInstance)',
    MISSING,
    'axios.create({ ...config }) (lines 49-53) then .request({ method, url }) (line 72); config.timeout is the caller’s, and both callers pass timeout: this.timeout (APIBase.js lines 41, 85) with this.timeout = timeout || 0 (APIBase.js line 17, "default is 0 (no timeout)"): axios timeout 0 is none',
  ),
  h(`${BINANCE}/APIBase.js`, 36, 'return createRequest({', null, BINANCE_WRAPPER),
  h(`${BINANCE}/APIBase.js`, 80, 'return createRequest({', null, BINANCE_WRAPPER),

  // ---- deepl-node (tsc CommonJS, axios instance) ----
  h(
    DEEPL,
    209,
    'const response = await axiosInstance.request(axiosRequestConfig);',
    null,
    'axiosInstance = axios.create with keep-alive agents only (line 52); its only caller (line 172) passes prepareRequest’s config with timeout: timeoutMs (line 110), timeoutMs = Math.max(this.minTimeout, backoff.getTimeout()) (line 169), minTimeout defaulting to 5000 and maxRetries to 5 (translator.js lines 132-133); getTimeout is what is left of the backoff interval, 1 s growing 1.6× after each retry with ±23 % jitter (lines 62-68, 79-87), and the loop stops after the attempt where numRetries + 1 >= maxRetries (line 180): with the defaults 5 attempts, bounded by 5 s, 5 s, 5 s, 5 s (at most 5.04 s) and 6.55 s ±23 % (at most 8.1 s): within the limit by default; only a caller who raises maxRetries lets a later attempt pass 10 s',
  ),
  h(
    DEEPL,
    172,
    'response = await HttpClient.sendAxiosRequest(axiosRequestConfig);',
    null,
    'call of sendAxiosRequest, which sends at line 209: judged there',
  ),

  // ---- revai-node-sdk (tsc CommonJS, axios instance) ----
  h(
    REVAI,
    38,
    'const response = yield this.instance.request({',
    MISSING,
    'this.instance = axios.create({ baseURL, maxContentLength, headers }) (lines 25-32), and the call passes method, url, data, headers, responseType and maxBodyLength: no timeout',
  ),

  // ---- xero-node (OpenAPI Generator, tsc CommonJS, global axios) ----
  h(XERO, 126, 'const response = yield (0, axios_1.default)(localVarRequestOptions);', MISSING, XERO_REASON),
  h(XERO, 192, 'const response = yield (0, axios_1.default)(localVarRequestOptions);', MISSING, XERO_REASON),
  h(XERO, 271, 'const response = yield (0, axios_1.default)(localVarRequestOptions);', MISSING, XERO_REASON),
  h(XERO, 356, 'const response = yield (0, axios_1.default)(localVarRequestOptions);', MISSING, XERO_REASON),

  // ---- pandadoc-node-client (OpenAPI Generator typescript, node-fetch 2) ----
  h(
    PANDADOC,
    11,
    'const resultPromise = (0, node_fetch_1.default)(request.getUrl(), {',
    MISSING,
    'node-fetch 2 with method, body, headers and agent only (lines 11-16): no signal and no node-fetch `timeout` option (its default is 0, none)',
  ),

  // ---- @agility/content-fetch (esbuild CommonJS bundle, global fetch) ----
  h(
    AGILITY,
    654,
    'const response = await fetch(fullUrl, init);',
    MISSING,
    "global fetch with init = { ...this.config.fetchConfig, method, headers } (lines 629-637): fetchConfig is the caller's optional object, {} when not given (lines 733-734), so no signal by default and no timer",
  ),
  ...AGILITY_WRAPPER_CALLS.map((line) =>
    h(AGILITY, line, 'return this.makeRequest(req);', null, AGILITY_WRAPPER),
  ),
  h(AGILITY, 417, 'self.makeRequest(req).then((data) => {', null, AGILITY_WRAPPER),

  // ---- @commercelayer/sdk (tsup ESM chunks, injected fetch) ----
  h(
    `${CLAYER}/chunk-PIHQS6OG.js`,
    129,
    'let response = await fetchClient(url, requestOptions);',
    TOO_LONG,
    "fetchClient = clientOptions?.fetch || fetch (line 128); its callers (chunk-IKCYKGYL.js lines 111, 126) set requestOptions.signal = AbortSignal.timeout(timeout) with timeout = options?.timeout || this.#clientConfig.timeout (lines 98-100), the client's timeout being options.timeout || config_default.client.timeout (line 35) = 15e3 (chunk-Z4LKTHPE.js line 9): default 15 s",
  ),
  h(
    `${CLAYER}/chunk-IKCYKGYL.js`,
    111,
    'return await fetchURL(url, requestOptions, clientOptions).catch((error) => handleError(error));',
    null,
    'call of fetchURL, which sends at chunk-PIHQS6OG.js line 129: judged there',
  ),
  h(
    `${CLAYER}/chunk-IKCYKGYL.js`,
    126,
    'const response = await fetchURL(url, requestOptions, clientOptions).catch((error) => handleError(error));',
    null,
    'retry after a token refresh, with the same requestOptions: call of fetchURL, judged at chunk-PIHQS6OG.js line 129',
  ),

  // ---- logzio-nodejs (hand-written CommonJS, axios instance) ----
  h(
    LOGZIO,
    355,
    'return this.axiosInstance.post(this.url, body)',
    MISSING,
    "axiosInstance = axios.create() with no config (axiosInstance.js line 3); _send sets axiosInstance.defaults.timeout only `if (typeof this.timeout !== 'undefined')` (lines 337-339), and the constructor destructures timeout with no default (line 55): no bound by default",
  ),
  h(
    LOGZIO,
    175,
    'this.udpClient.send(buff, 0, buff.length, this.port, this.host, udpSentCallback);',
    null,
    "a dgram UDP socket's send (protocol 'udp'), not HTTP",
  ),
  h(
    LOGZIO,
    349,
    'this._tryToSend(finalBody, bulk);',
    null,
    '_send: call of the in-file _tryToSend, which sends at line 355: judged there',
  ),

  // ---- @logtail/node (TypeScript source, node http/https) ----
  h(
    LOGTAIL,
    31,
    'const request = this.getHttpModule().request(nodeOptions.endpoint, {',
    TOO_LONG,
    "http or https by the endpoint's scheme (line 131), timeout: nodeOptions.timeout when > 0 (line 40), and a 'timeout' listener that destroys the request and rejects (lines 45-49), so it is a bound; the constructor defaults options.timeout to 30000 (line 21): default 30 s",
  ),

  // ---- @upstash/vector (tsup CommonJS bundle, global fetch) ----
  h(
    UPSTASH,
    77,
    'res = await fetch([this.baseUrl, ...req.path ?? []].join("/"), requestOptions);',
    MISSING,
    "global fetch with signal: the client's options.signal (lines 63-71), which is the caller's optional configOrRequester?.signal (line 948): none by default, no timer",
  ),
  h(
    UPSTASH,
    122,
    'const { result, error } = await client.request({',
    null,
    'Command.exec: call of HttpClient.request, which sends at line 77: judged there',
  ),

  // ---- @turbopuffer/turbopuffer (Stainless TypeScript source, undici request as its fetch) ----
  h(
    `${TPUF}/client.ts`,
    712,
    'return await fetch.call(undefined, url, fetchOptions);',
    TOO_LONG,
    'fetch = this.fetch = options.fetch ?? makeFetch(…) (line 301; internal/custom/fetch-node.ts on node); signal of a controller aborted by setTimeout(abort, ms) (lines 691, 698); ms is the request’s timeout = options.timeout ?? this.timeout (line 808), this.timeout = options.timeout ?? Turbopuffer.DEFAULT_TIMEOUT (line 289) and DEFAULT_TIMEOUT = 60000 (line 937): default 60 s',
  ),
  h(
    `${TPUF}/client.ts`,
    536,
    'let response = await this.fetchWithTimeout(url, req, timeout, controller).catch(castToError);',
    null,
    'call of the in-file wrapper fetchWithTimeout (line 681): judged at its fetch, line 712',
  ),
  h(
    `${TPUF}/internal/custom/fetch-node.ts`,
    53,
    'const { statusCode, headers, body } = await agent.request({',
    null,
    "the undici Agent's request inside the fetch the client calls (client.ts line 712), with that call's signal (line 59): judged at client.ts line 712",
  ),

  // ---- @questdb/nodejs-client (rollup CommonJS bundle: fetch, undici dispatcher, node http/https) ----
  h(
    QUESTDB,
    200,
    'response = await fetch(url, {',
    null,
    'signal of a controller aborted by setTimeout(() => controller.abort(), timeout) (lines 195-197); the only caller (line 485) passes request_timeout or DEFAULT_REQUEST_TIMEOUT = 10000 (line 258): default 10 s, within the limit',
  ),
  h(
    QUESTDB,
    485,
    'const settings = await fetchJson(url, isInteger(options.request_timeout, 1) ? options.request_timeout : DEFAULT_REQUEST_TIMEOUT, new undici.Agent({',
    null,
    'call of fetchJson, which sends at line 200: judged there',
  ),
  h(
    QUESTDB,
    857,
    'responseData = await this.dispatcher.request({',
    null,
    'undici RetryAgent request whose signal is aborted after this.retryTimeout (lines 851-853), default DEFAULT_RETRY_TIMEOUT = 10000 (lines 260, 303), with headersTimeout: this.requestTimeout, default 10000 (lines 258, 302): default 10 s, within the limit',
  ),
  h(
    QUESTDB,
    1172,
    'const req = request(options, (response)=>{',
    null,
    "http or https request (line 1167) with timeout: timeoutMillis = data.length / requestMinThroughput * 1000 + requestTimeout (lines 1168-1169, 1244) and a 'timeout' listener that destroys the request (lines 1198-1202), so it is a bound: 10 s plus 1 s per 100 KiB of payload (DEFAULT_REQUEST_MIN_THROUGHPUT = 102400, line 256), decided by the payload at run time; not judged",
  ),
  h(
    QUESTDB,
    1221,
    'this.send(data, retryBegin, retryInterval).then(()=>resolve(true)).catch((e)=>reject(e));',
    null,
    'retry of HttpTransport.send, which sends at line 1172: judged there',
  ),
  h(
    QUESTDB,
    2329,
    'await this.transport.send(dataToSend);',
    null,
    "call of the sender's transport send (the undici transport sends at line 857, the http one at line 1172): judged there",
  ),
];
