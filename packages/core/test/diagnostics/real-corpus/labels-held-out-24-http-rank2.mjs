// Hand labels for HELD-OUT SET 24, HTTP family, the download-rank sample's second window (packages marked
// `"heldOut": 24` whose kind ends "; set 24 HTTP (download-rank sample, second window)"). Written by reading the code
// and committed BEFORE any checker ran on these files: the commit that adds this file adds no scoring of it, and neither
// the checker's rule code nor any score of it was read while choosing or labelling. Same format and rules as
// labels-held-out-6…23-http*.mjs: one row per site, every outbound HTTP call in each labelled file; `expect` is the rule
// a correct checker reports on that line (limit 10 s; a bound of exactly 10 s is within it), or null (compliant, not
// network, a pass-through whose bound is chosen elsewhere, or not decidable from the kept files) with why. A bound the
// caller may give but that is absent by default is MISSING; a bound always applied whose value is not visible in the
// kept files is null (not decidable); a visible default above 10 s is TOO_LONG (a timer that aborts the request counts
// as its bound, and so does one that abandons it, sets 6-23); an agent's idle timeout, or node's `timeout` option /
// `setTimeout` with no 'timeout' handler, alone is no bound (a socket timeout whose handler fails the call is one, set
// 9); a cancellation signal that only a caller's action fires (an unmount, an `abort()`, a `stop()`) is no bound (set
// 10's @openmrs, set 15's @harnessio, set 22's @brokerize). The verdict sits on the line that sends, with the bound
// traced through the callers in the kept files; rows marked "judged at line N" are calls into the package's own
// function on the way to the send at N (calls of the senders and of their callers, two levels, as sets 10-23), and
// expect nothing. Calls further up are not listed. A call whose receiver and method sit on different lines is labelled
// on the line where the call expression starts. A client library's own default is what its callers get (axios,
// request, got, node-fetch, cross-fetch, global fetch, XMLHttpRequest, node http(s), superagent: no timeout; ky: 10 s),
// a library the caller may inject that defaults to one of those is judged as that default (set 13), a request on
// another package's generic client with no timeout is MISSING (set 11). A superagent request is judged where it is
// built, its `send` / `end` calls null (set 22's cryptoapis, set 23's pdf-generator-api-client); `new WebSocket(…)` is
// not an HTTP request, a null row (sets 15, 20). Calls on another package's API client (the openai and @google/genai
// SDK clients) are not sites of this package and are not listed; a fetch the package builds and hands such a client is
// labelled on its own send. Rows of one shape repeated per operation are written as a list of line numbers with one
// reason.
//
// (Selection, walk, counts and judgement calls: written at the end of the walk; first batch committed at six
// packages.)
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });
/** Wrapper calls of one shape, one per operation: null rows on the listed lines. */
const each = (file, lines, at, reason) => lines.map((line) => h(file, line, at, null, reason));
/** Sends of one shape, one per operation, each with the same verdict. */
const sends = (file, lines, at, expect, reason) => lines.map((line) => h(file, line, at, expect, reason));

// ---- traverson (hand-written CommonJS; the `request` library by default, superagent in the browser shim) ----
const TRAV = 'traverson@8.0.3/lib/http_requests.js';
const TRAV_SHIM = 'traverson@8.0.3/browser/lib/shim/request.js';
const TRAV_REQ =
  "`t.requestModuleInstance`, the `request` library by default (lib/builder.js:4 and 31, `this.requestModuleInstance = standardRequest`, kept as context; a caller may inject another with withRequestLibrary), with the caller's request options for the step (lib/transforms/get_options_for_step.js, kept as context: `t.requestOptions` plus Accept / Content-Type headers): a `timeout` only if the caller sets one, and request has none by default; the traversal handle's abort (lib/abort_traversal.js) fires only on the caller's call";
const TRAV_SA =
  "superagent, the browser build's stand-in for `request` (package.json's browser field maps request to this file): mapRequest copies only qs, headers, auth, body, form and withCredentials from the options (lines 32-39), so even a caller's `timeout` is dropped, and superagent has no timeout by default";
const TRAVERSON = [
  h(
    TRAV,
    57,
    't.requestModuleInstance.get(t.step.url, options,',
    MISSING,
    `executeHttpGet, every GET of the traversal: ${TRAV_REQ}`,
  ),
  h(
    TRAV,
    100,
    'method.call(request, t.step.url, requestOptions,',
    MISSING,
    `executeHttpRequest, the last POST / PUT / PATCH / DELETE: \`method\` is \`t.requestModuleInstance.post\` / put / patch / del (lib/actions.js:72-114, kept as context) on ${TRAV_REQ}`,
  ),
  h(
    TRAV,
    25,
    'return executeHttpGet(t, callback);',
    null,
    'fetchResource: call of executeHttpGet, judged at line 57',
  ),
  ...sends(
    TRAV_SHIM,
    [8, 13, 18, 23, 28],
    'return mapRequest(superagent.',
    MISSING,
    `Request.get / post / put / patch / del: the superagent request is built and ended here (\`.end(handleResponse(callback))\` on the next line): ${TRAV_SA}`,
  ),
  h(
    TRAV_SHIM,
    71,
    'superagentRequest = superagentRequest.send(body);',
    null,
    "mapBody: superagent's `send` sets the body of the request built by the verb methods (lines 8-28): judged there",
  ),
  h(
    TRAV_SHIM,
    85,
    'superagentRequest = superagentRequest.send(form);',
    null,
    "mapForm: superagent's `send` sets the form body of the request built by the verb methods (lines 8-28): judged there",
  ),
];

// ---- mealie-typescript (GENERATED: OpenAPI Generator typescript-axios, tsc CommonJS; the axios module) ----
const MEALIE = [
  h(
    'mealie-typescript@1.0.92/dist/common.js',
    213,
    'return axios.request(axiosRequestArgs);',
    MISSING,
    "generated createRequestFunction: `axios.request(axiosRequestArgs)` on the instance the API class hands in, by default BaseAPI's `axios = axios_1.default`, the axios module (dist/base.js:43, kept as context; `globalAxios` otherwise, the same module); the args are the operation's options (the caller's configuration.baseOptions and per-call options) and the url: a timeout only if a caller passes one, and axios has none by default",
  ),
];

// ---- alfresco-js-api-node (hand-written CommonJS over a swagger-style ApiClient; superagent with an undefined timeout) ----
const ALF = 'alfresco-js-api-node@2.6.1/src/alfrescoApiClient.js';
const ALF_CORE = 'alfresco-js-api-node@2.6.1/src/alfresco-core-rest-api/src/ApiClient.js';
const ALF_TIMEOUT =
  '`request.timeout(this.timeout)` with `this.timeout = undefined` (ApiClient constructor, src/alfresco-core-rest-api/src/ApiClient.js:57, though its comment says "@default 60000"), and nothing in the package sets it: superagent with no timeout';
const ALFRESCO = [
  h(
    ALF,
    262,
    'var request = superagent(httpMethod, url);',
    MISSING,
    `AlfrescoApiClient.buildRequest: the superagent request is built here (line 288 ${ALF_TIMEOUT}); callHostApi ends it at line 120`,
  ),
  h(
    ALF,
    120,
    'request.end((error, response) => {',
    null,
    'callHostApi: fires the superagent request built by buildRequest at line 262: judged there',
  ),
  h(
    ALF,
    299,
    'request.send(this.normalizeParams(formParams)).on(',
    null,
    "buildRequest: superagent's `send` sets the form body of the request built at line 262: judged there",
  ),
  h(
    ALF,
    319,
    'request.send(bodyParam).on(',
    null,
    "buildRequest: superagent's `send` sets the JSON body of the request built at line 262: judged there",
  ),
  h(
    ALF,
    112,
    'var request = this.buildRequest(',
    null,
    'callHostApi: call of buildRequest, judged at line 262',
  ),
  ...each(
    ALF,
    [52, 81],
    'return this.callHostApi(',
    'callApi / callCustomApi: call of callHostApi, which builds and ends the request: judged at line 262',
  ),
  h(
    ALF_CORE,
    343,
    'var request = superagent(httpMethod, url);',
    MISSING,
    `ApiClient.prototype.callApi (the core API's client, exported with a default \`exports.instance\`, line 523): the superagent request is built here (line 355 ${ALF_TIMEOUT})`,
  ),
  h(
    ALF_CORE,
    365,
    'request.send(this.normalizeParams(formParams));',
    null,
    "callApi: superagent's `send` sets the form body of the request built at line 343: judged there",
  ),
  h(
    ALF_CORE,
    379,
    'request.send(bodyParam);',
    null,
    "callApi: superagent's `send` sets the JSON body of the request built at line 343: judged there",
  ),
  h(
    ALF_CORE,
    388,
    'request.end(function(error, response) {',
    null,
    'callApi: fires the superagent request built at line 343: judged there',
  ),
];

// ---- @verdocs/js-sdk (tsup CommonJS bundle; an axios instance with a 60 s default) ----
const VD = '@verdocs+js-sdk@6.12.2/dist/index.js';
const VD_API =
  "on `endpoint.api`, the VerdocsEndpoint's `axios.create({ baseURL: this.baseURL, timeout: this.timeout })` (line 1181) with `timeout = 6e4` (line 1138) unless the caller's constructor options give another (line 1176); the setter setTimeout (line 1358) is never called in the package: a 60 s default, above the limit";
const VERDOCS = [
  ...sends(
    VD,
    [
      1030, 1042, 1043, 1044, 1045, 1046, 1052, 1083, 1084, 1085, 1086, 1087, 1090, 1093, 1094, 1095, 1096,
      1097, 1100, 1115, 1116, 1117, 1554, 1555, 1556, 1569, 1570, 1571, 1572, 1591, 1593, 1594, 1701, 1702,
      1703, 1827, 1828, 1829, 1832, 1834, 1888, 1895, 1896, 1897, 1913, 1914, 1915, 1916, 1917, 1918, 1919,
      1920, 1991, 1995, 1996, 1997, 1998, 2001, 2002, 2003, 2005, 2010, 2011, 2012, 2013, 2014, 2015, 2016,
      2062, 2083, 2084, 2085, 2086, 2087, 2090, 2091, 2092, 2093, 2097, 2108, 2116, 2117, 2118, 2119, 2122,
      2123, 2124, 2125, 2128, 2129, 2130, 2131, 2132, 2133, 2134, 2137, 2138, 2139, 2140, 2141, 2142, 2143,
      2144, 2147, 2148, 2149, 2150, 2151, 2152, 2153, 2156, 2157, 2158, 2159, 2160, 2163, 2164, 2165, 2166,
      2167, 2168, 2169, 2170, 2195, 2205, 2206, 2207,
    ],
    'endpoint.api.',
    TOO_LONG,
    `an API operation (one per endpoint): a request ${VD_API}; no per-call timeout`,
  ),
  ...sends(
    VD,
    [1558, 1561, 1564, 1567],
    'endpoint.api.get(',
    TOO_LONG,
    `a document download operation, sent through retryOnceOnTimeout (line 1542, one re-send after a timeout): a GET ${VD_API}`,
  ),
  ...sends(
    VD,
    [1104, 1580, 1595, 1883, 1885, 1893, 1904, 2174, 2186],
    'endpoint.api.',
    TOO_LONG,
    `an upload or archive operation: a request ${VD_API}, given a per-call \`timeout: 12e4\` (120 s, on this line or in its options object just above or below): above the limit`,
  ),
  h(
    VD,
    1041,
    'authenticate(endpoint, { grant_type: "refresh_token"',
    null,
    'refreshToken: call of authenticate, judged at line 1030',
  ),
  h(
    VD,
    1425,
    'getCurrentProfile(this).then((r) => {',
    null,
    'VerdocsEndpoint.setToken (user sessions): call of getCurrentProfile, judged at line 1094',
  ),
  h(
    VD,
    1535,
    'return this.token ? this : this.setToken(token);',
    null,
    'loadSession: call of setToken, which calls getCurrentProfile for a user session: judged at line 1094',
  ),
  h(
    VD,
    2200,
    'const entitlements = await getEntitlements(endpoint);',
    null,
    'getActiveEntitlements: call of getEntitlements, judged at line 2195',
  ),
];

// ---- @ljoukov/llm (tsup CommonJS bundle; the global fetch, and undici fetches behind 15-minute dispatcher timeouts) ----
const LJ = '@ljoukov+llm@8.1.0/dist/index.cjs';
const LJ_SIGNAL =
  "`signal: options.signal`, the caller's request signal handed down (collectChatGptCodexResponse, line 2070, passes its options on), or a controller the package aborts only when the caller's signal or the returned handle's `abort()` fires (lines 8539-8553, 8979): nothing aborts on a timer, and fetch has no timeout";
const LJOUKOV = [
  h(
    LJ,
    987,
    'const response = await fetch(url.toString(), {',
    MISSING,
    'fetchChatGptAuthProfileFromTokenProvider: the global fetch with method and headers only (lines 987-994): no signal, and fetch has no timeout',
  ),
  h(
    LJ,
    1044,
    'const response = await fetch(CHATGPT_OAUTH_TOKEN_URL, {',
    MISSING,
    'exchangeChatGptOauthCode: the global fetch with method, headers and the form body only (lines 1044-1050): no signal, and fetch has no timeout',
  ),
  h(
    LJ,
    1063,
    'const response = await fetch(CHATGPT_OAUTH_TOKEN_URL, {',
    MISSING,
    'refreshChatGptOauthToken: the global fetch with method, headers and the form body only (lines 1063-1069): no signal, and fetch has no timeout',
  ),
  h(
    LJ,
    1910,
    'const response = await fetch(options.endpointConfig.url, {',
    MISSING,
    `streamChatGptCodexResponseSse: the global fetch with method, headers, body and ${LJ_SIGNAL}`,
  ),
  h(
    LJ,
    2045,
    'const response = await fetch(',
    MISSING,
    `requestChatGptCodexImages: the global fetch with method, headers, body and ${LJ_SIGNAL}`,
  ),
  h(
    LJ,
    2717,
    'return (0, import_undici.fetch)(input, {',
    TOO_LONG,
    "getFireworksFetch's fetch (handed to the Fireworks OpenAI client, line 2732): undici's fetch on `new Agent({ bodyTimeout: timeoutMs, headersTimeout: timeoutMs })` (lines 2712-2715), timeoutMs = FIREWORKS_TIMEOUT_MS or DEFAULT_FIREWORKS_TIMEOUT_MS, `15 * 6e4` (line 2663): an explicit 15-minute bound, above the limit",
  ),
  h(
    LJ,
    3209,
    'return fetch(input, {',
    TOO_LONG,
    "getOpenAiFetch's fetch (handed to the OpenAI client, line 3329): the global fetch with `dispatcher: new Agent({ bodyTimeout: timeoutMs, headersTimeout: timeoutMs })` (lines 3204-3207), timeoutMs = OPENAI_STREAM_TIMEOUT_MS / OPENAI_TIMEOUT_MS or DEFAULT_OPENAI_TIMEOUT_MS, `15 * 6e4` (line 3189): an explicit 15-minute bound, above the limit",
  ),
  h(
    LJ,
    1592,
    'const socket = new import_ws.default(options.url, {',
    null,
    'connectWebSocket: a ws WebSocket (the Responses WebSocket stream), not an HTTP request (sets 15, 20)',
  ),
  h(
    LJ,
    1083,
    'return fetchChatGptAuthProfileFromTokenProvider({',
    null,
    'getChatGptAuthProfile: call of fetchChatGptAuthProfileFromTokenProvider, judged at line 987',
  ),
  h(
    LJ,
    1098,
    'await refreshAndPersistCodexProfile(baseProfile)',
    null,
    'getChatGptAuthProfile: call of refreshAndPersistCodexProfile, which calls refreshChatGptOauthToken: judged at line 1063',
  ),
  h(
    LJ,
    1166,
    'const refreshed = await refreshChatGptOauthToken(',
    null,
    'refreshAndPersistCodexProfile: call of refreshChatGptOauthToken, judged at line 1063',
  ),
  h(
    LJ,
    1943,
    'await getChatGptAuthProfile();',
    null,
    'resolveChatGptCodexEndpointConfig: call of getChatGptAuthProfile, which fetches at line 987 (token provider) or refreshes at line 1063: judged there',
  ),
  h(
    LJ,
    1853,
    'const streamPromise = streamChatGptCodexResponseSse({',
    null,
    'streamChatGptCodexResponse: call of streamChatGptCodexResponseSse, judged at line 1910',
  ),
  h(
    LJ,
    2077,
    'const stream = await streamChatGptCodexResponse({',
    null,
    'collectChatGptCodexResponse: call of streamChatGptCodexResponse, which calls streamChatGptCodexResponseSse: judged at line 1910',
  ),
  h(
    LJ,
    11202,
    'const response = await requestChatGptCodexImages({',
    null,
    'generateImagesWithChatGptImageApi: call of requestChatGptCodexImages, judged at line 2045',
  ),
  h(
    LJ,
    11261,
    'return await generateImagesWithChatGptImageApi(request);',
    null,
    'generateImages: call of generateImagesWithChatGptImageApi, which calls requestChatGptCodexImages: judged at line 2045',
  ),
];

// ---- facebook-node-sdk (hand-written CommonJS; node https) ----
const FB = 'facebook-node-sdk@0.2.0/lib/requestutil.js';
const FB_HTTPS =
  "`this.http` is node's https module, which BaseFacebook hands requestFacebookApi (lib/basefacebook.js:1183, kept as context), with host, path, port, method and headers only, and only 'error' and 'response' handlers on the request (the constructor's `// TODO request timeout setting`, line 27): no timeout, and node http(s) has none by default";
const FACEBOOK = [
  h(
    FB,
    103,
    'self.req = self.http.request(options);',
    MISSING,
    `FacebookApiRequest.start, the multipart upload POST: ${FB_HTTPS}`,
  ),
  h(
    FB,
    142,
    'this.req = this.http.request(options);',
    MISSING,
    `FacebookApiRequest.start, the form POST: ${FB_HTTPS}`,
  ),
  h(
    FB,
    8,
    'req.start(withMultipart, callback);',
    null,
    'requestFacebookApi: call of FacebookApiRequest.start, judged at lines 103 / 142',
  ),
];

export const HELD_OUT_24_HTTP_RANK2_LABELS = [
  ...TRAVERSON,
  ...MEALIE,
  ...ALFRESCO,
  ...VERDOCS,
  ...LJOUKOV,
  ...FACEBOOK,
];
