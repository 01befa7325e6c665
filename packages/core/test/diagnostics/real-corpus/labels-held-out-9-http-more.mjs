// Hand labels for HELD-OUT SET 9, HTTP family, second file (packages marked `"heldOut": 9` in sources.json and
// labelled here; another labeller labels set 9's other HTTP packages in labels-held-out-9-http.mjs, from other
// categories). Written by reading the code and committed BEFORE any checker ran on these files: the commit that adds
// this file adds no scoring of it, and neither the checker's rule code nor any score of it was read while choosing or
// labelling. Same format and rules as labels-held-out-6/7/8-http*.mjs: one row per site, every outbound HTTP call in
// each labelled file; `expect` is the rule a correct checker reports on that line (limit 10 s; a bound of exactly 10 s
// is within it), or null (compliant, not network, a pass-through whose bound is chosen elsewhere, or not decidable from
// the kept files) with why. A bound the caller may give but that is absent by default is MISSING; a bound always
// applied whose value is not visible in the kept files is null (not decidable); a visible default above 10 s is
// TOO_LONG (a timer that aborts, or abandons, the request counts as its bound); an agent's idle timeout, or node's
// `timeout` option / `setTimeout` with no 'timeout' handler, alone is no bound. The verdict sits on the line that sends
// (the fetch / axios / http.request / xhr call), with the bound traced through the callers in the kept files (callers
// kept only for that are listed as `context`); rows marked "judged at line N" are calls into the package's own
// function on the way to the send at N, and expect nothing. Calls further up (resource methods in files not kept) are
// not listed. A call whose receiver and method sit on different lines is labelled on the line where the call
// expression starts; two sends on two lines of one conditional are two sites. A client library's own default is what
// its callers get (set 4's gaxios, set 8's simple-get and ofetch): node-fetch and axios are judged by their defaults.
// WebSocket connections are not HTTP request calls (null), as in set 8.
// Packages were chosen by a rule that does not favour easy cases: official Node SDKs / HTTP clients of services, in
// categories probed in a fixed order (shipping, logistics and postal; SMS, voice and telephony; translation and
// language APIs; video, streaming and conferencing; crypto exchanges and blockchain node APIs; travel, booking and
// transport data; IoT and smart-home APIs; news, sports and entertainment data; e-commerce marketplaces and affiliate
// APIs; community generic HTTP clients and API wrappers not yet used), within each in order of the monthly downloads
// in the environment's npm package list, and the first TWO eligible packages of each category kept with the files
// that send their requests. Not eligible: already in sources.json, left out by an earlier set's README paragraph,
// transport in another package (already used or not), minified or one-line bundles, no licence in package.json
// ("SEE LICENSE IN …" included), a community wrapper where the category asks for the service's own client, no HTTP
// request of its own (players, embeds, WebRTC / MQTT / WebSocket-only clients), or a generated runtime of a generator
// the corpus already holds. The packages checked and left out, with reasons, are in the corpus README's set-9
// paragraph. Judgement calls labelled the conservative way are listed there too. These packages are never used to
// tune the checker: a change made after measuring them says so.
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });

const AFTERSHIP = 'aftership@8.1.0/dist/lib/api_request.js';
const MAILOSAUR = 'mailosaur@11.1.1/cjs/request.js';
const RINGCENTRAL = '@ringcentral+sdk@5.0.11/src/http/Client.ts';
const LOKALISE = '@lokalise+node-api@16.4.1/src/http_client/base.ts';
const LOKALISE_AUTH = '@lokalise+node-api@16.4.1/src/oauth2/auth_request.ts';
const CROWDIN_AXIOS = '@crowdin+crowdin-api-client@1.58.0/out/core/internal/axios/axiosProvider.js';
const CROWDIN_FETCH = '@crowdin+crowdin-api-client@1.58.0/out/core/internal/fetch/fetchClient.js';
const LK_ENGINE = 'livekit-client@2.23.0/src/room/RTCEngine.ts';
const LK_ROOM = 'livekit-client@2.23.0/src/room/Room.ts';
const LK_REGION = 'livekit-client@2.23.0/src/room/RegionUrlProvider.ts';
const LK_TOKEN = 'livekit-client@2.23.0/src/room/token-source/TokenSource.ts';
const LK_SIGNAL = 'livekit-client@2.23.0/src/api/SignalClient.ts';
const UPCHUNK = '@mux+upchunk@3.5.0/src/upchunk.ts';
const CB_LINK = '@coinbase+wallet-sdk@4.4.0/dist/sign/walletlink/relay/connection/WalletLinkHTTP.js';
const CB_RPC = '@coinbase+wallet-sdk@4.4.0/dist/util/provider.js';
const CB_COOP = '@coinbase+wallet-sdk@4.4.0/dist/util/checkCrossOriginOpenerPolicy.js';
const TON_HTTP = '@ton+ton@16.3.0/dist/client/api/HttpApi.js';
const TON_V4 = '@ton+ton@16.3.0/dist/client/TonClient4.js';
const AMADEUS = 'amadeus@11.0.0/lib/amadeus/client.js';
const AZ_HTTP = 'azure-iot-http-base@1.12.3/dist/http.js';
const AZ_REST = 'azure-iot-http-base@1.12.3/dist/rest_api_client.js';
const C8Y = '@c8y+client@1023.77.1/lib/cjs/src/core/FetchClient.js';
const SPOTIFY = '@spotify+web-api-ts-sdk@1.2.0/src/SpotifyApi.ts';
const SPOTIFY_HELPERS = '@spotify+web-api-ts-sdk@1.2.0/src/auth/AccessTokenHelpers.ts';
const SPOTIFY_CC = '@spotify+web-api-ts-sdk@1.2.0/src/auth/ClientCredentialsStrategy.ts';
const SPOTIFY_PKCE = '@spotify+web-api-ts-sdk@1.2.0/src/auth/AuthorizationCodeWithPKCEStrategy.ts';
const TCGDEX = '@tcgdex+sdk@2.9.0/dist/tcgdex.js';
const EBAY = 'ebay-oauth-nodejs-client@1.2.2/src/request.js';
const VTEX_REQUEST = '@vtex+api@6.51.3/lib/HttpClient/middlewares/request/index.js';
const VTEX_RETRY =
  '@vtex+api@6.51.3/lib/HttpClient/middlewares/request/setupAxios/interceptors/exponentialBackoff.js';
const VTEX_AUTH = '@vtex+api@6.51.3/lib/service/worker/runtime/graphql/schema/schemaDirectives/Auth.js';
const NODEFETCH = 'node-fetch@3.3.2/src/index.js';
const AXIOS_HTTP = 'axios@1.21.1/lib/adapters/http.js';
const AXIOS_XHR = 'axios@1.21.1/lib/adapters/xhr.js';
const AXIOS_FETCH = 'axios@1.21.1/lib/adapters/fetch.js';

export const HELD_OUT_9_HTTP_MORE_LABELS = [
  // ---- aftership (AfterShip tracking, tsc CommonJS, global axios with a fixed timeout) ----
  h(
    AFTERSHIP,
    67,
    'var request = axios_1.default.request({',
    TOO_LONG,
    'axios.request with `timeout: TIMEOUT` (line 73), and TIMEOUT = 50000 (line 29): every AfterShip request is bounded at 50 s, above 10 s',
  ),

  // ---- mailosaur (email and SMS testing, tsc CommonJS, node https) ----
  h(
    MAILOSAUR,
    104,
    'const req = https.request(spread, res => {',
    MISSING,
    "https.request with buildOptions' result (lines 57-94: method, url, headers, data, an optional proxy agent) spread with the URL's parts (line 103): no timeout key, no setTimeout and no 'timeout' handler, only an 'error' listener (line 121): no bound",
  ),
  h(
    MAILOSAUR,
    138,
    'this.invoke(requestOptions, cb);',
    null,
    'request: call of the in-file invoke (line 95), which sends at line 104: judged there',
  ),
  h(
    MAILOSAUR,
    141,
    "this.request('GET', path, options, callback);",
    null,
    'get: call of the in-file request (line 127), which sends through invoke at line 104: judged there',
  ),
  h(
    MAILOSAUR,
    144,
    "this.request('PUT', path, options, callback);",
    null,
    'put: call of the in-file request (line 127), which sends through invoke at line 104: judged there',
  ),
  h(
    MAILOSAUR,
    147,
    "this.request('POST', path, options, callback);",
    null,
    'post: call of the in-file request (line 127), which sends through invoke at line 104: judged there',
  ),
  h(
    MAILOSAUR,
    150,
    "this.request('DELETE', path, options, callback);",
    null,
    'del: call of the in-file request (line 127), which sends through invoke at line 104: judged there',
  ),

  // ---- @ringcentral/sdk (voice and SMS platform, TypeScript source, node-fetch 2 as an external) ----
  h(
    RINGCENTRAL,
    94,
    'return this._externals.fetch.call(null, request); // fixed illegal',
    MISSING,
    "the externals' fetch with a Request that createRequest builds (lines 112-163) from defaultRequestInit (an SDK option with no default, SDK.ts:60 and :77) and the caller's init; the default fetch is node-fetch 2 (index.ts:2 and :11), whose `timeout` defaults to 0, and no signal is added: no bound by default",
  ),
  h(
    RINGCENTRAL,
    77,
    'response = await this._loadResponse(request);',
    null,
    'sendRequest: call of the in-file _loadResponse (line 93), which sends at line 94: judged there',
  ),

  // ---- @lokalise/node-api (translation management, TypeScript source, global fetch) ----
  h(
    LOKALISE,
    135,
    'const response = await fetch(target, {',
    MISSING,
    'global fetch whose signal is AbortSignal.timeout(requestTimeout) only when requestTimeout > 0 (lines 131-132); requestTimeout defaults to 0 (line 125), and the client stores `requestTimeout ?? 0` (base_client.ts:47): no bound by default',
  ),
  h(
    LOKALISE,
    66,
    'apiRequest.response = await apiRequest.createPromise(',
    null,
    'create: call of the in-file createPromise (line 83), which sends through fetchAndHandleResponse at line 135: judged there',
  ),
  h(
    LOKALISE,
    107,
    'return this.fetchAndHandleResponse(',
    null,
    'createPromise: call of the in-file fetchAndHandleResponse (line 122), which sends at line 135: judged there',
  ),
  h(
    LOKALISE_AUTH,
    32,
    'const response = await fetch(target, options);',
    MISSING,
    'OAuth2 token request: global fetch with method, headers and body only (lines 69-73), no signal and no timer: no bound',
  ),
  h(
    LOKALISE_AUTH,
    75,
    'return fetchAndHandleResponse<T>(target, options);',
    null,
    'createPromise: call of the in-file fetchAndHandleResponse (line 27), which sends at line 32: judged there',
  ),

  // ---- @crowdin/crowdin-api-client (localization, tsc CommonJS, axios instance or global fetch) ----
  h(
    CROWDIN_AXIOS,
    20,
    'return this.unwrap(this.axios.get(url, config));',
    MISSING,
    "get: the provider's axios instance, created with `{}` (line 11); its timeout is set only by withTimeout (line 16), which CrowdinApi calls only when the application gives config.httpRequestTimeout (index.js:144-147); the per-call config is the client's defaultConfig, headers only (index.js:172-186); this provider is the default httpClient (index.js:188-203): no bound by default",
  ),
  h(
    CROWDIN_AXIOS,
    23,
    'return this.unwrap(this.axios.delete(url, config));',
    MISSING,
    "delete: the provider's axios instance, created with `{}` (line 11); its timeout is set only by withTimeout (line 16), which CrowdinApi calls only when the application gives config.httpRequestTimeout (index.js:144-147); the per-call config is the client's defaultConfig, headers only (index.js:172-186); this provider is the default httpClient (index.js:188-203): no bound by default",
  ),
  h(
    CROWDIN_AXIOS,
    26,
    'return this.unwrap(this.axios.head(url, config));',
    MISSING,
    "head: the provider's axios instance, created with `{}` (line 11); its timeout is set only by withTimeout (line 16), which CrowdinApi calls only when the application gives config.httpRequestTimeout (index.js:144-147); the per-call config is the client's defaultConfig, headers only (index.js:172-186); this provider is the default httpClient (index.js:188-203): no bound by default",
  ),
  h(
    CROWDIN_AXIOS,
    29,
    'return this.unwrap(this.axios.post(url, data, config));',
    MISSING,
    "post: the provider's axios instance, created with `{}` (line 11); its timeout is set only by withTimeout (line 16), which CrowdinApi calls only when the application gives config.httpRequestTimeout (index.js:144-147); the per-call config is the client's defaultConfig, headers only (index.js:172-186); this provider is the default httpClient (index.js:188-203): no bound by default",
  ),
  h(
    CROWDIN_AXIOS,
    32,
    'return this.unwrap(this.axios.put(url, data, config));',
    MISSING,
    "put: the provider's axios instance, created with `{}` (line 11); its timeout is set only by withTimeout (line 16), which CrowdinApi calls only when the application gives config.httpRequestTimeout (index.js:144-147); the per-call config is the client's defaultConfig, headers only (index.js:172-186); this provider is the default httpClient (index.js:188-203): no bound by default",
  ),
  h(
    CROWDIN_AXIOS,
    35,
    'return this.unwrap(this.axios.patch(url, data, config));',
    MISSING,
    "patch: the provider's axios instance, created with `{}` (line 11); its timeout is set only by withTimeout (line 16), which CrowdinApi calls only when the application gives config.httpRequestTimeout (index.js:144-147); the per-call config is the client's defaultConfig, headers only (index.js:172-186); this provider is the default httpClient (index.js:188-203): no bound by default",
  ),
  h(
    CROWDIN_FETCH,
    56,
    'request = fetch(url, { method, headers, body, signal: controller.signal',
    null,
    "reached only when this.timeout is set (line 53), which withTimeout does from the application's httpRequestTimeout (index.js:144-146): a controller aborted after that timeout (line 55), a bound always applied on this branch whose value is the application's: not decidable",
  ),
  h(
    CROWDIN_FETCH,
    62,
    'request = fetch(url, { method, headers, body });',
    MISSING,
    "the branch without a timeout (line 53): global fetch with method, headers and body, no signal; this client is used when the application picks httpClientType 'fetch' (index.js:193-198), and it has a timeout only if httpRequestTimeout is given (index.js:144-146): no bound by default",
  ),
  h(
    CROWDIN_FETCH,
    19,
    "return this.request(url, 'GET', config);",
    null,
    'get shorthand: call of the in-file request (line 36), which sends at line 56 or line 62: judged there',
  ),
  h(
    CROWDIN_FETCH,
    22,
    "return this.request(url, 'DELETE', config);",
    null,
    'delete shorthand: call of the in-file request (line 36), which sends at line 56 or line 62: judged there',
  ),
  h(
    CROWDIN_FETCH,
    25,
    "return this.request(url, 'HEAD', config);",
    null,
    'head shorthand: call of the in-file request (line 36), which sends at line 56 or line 62: judged there',
  ),
  h(
    CROWDIN_FETCH,
    28,
    "return this.request(url, 'POST', config, data);",
    null,
    'post shorthand: call of the in-file request (line 36), which sends at line 56 or line 62: judged there',
  ),
  h(
    CROWDIN_FETCH,
    31,
    "return this.request(url, 'PUT', config, data);",
    null,
    'put shorthand: call of the in-file request (line 36), which sends at line 56 or line 62: judged there',
  ),
  h(
    CROWDIN_FETCH,
    34,
    "return this.request(url, 'PATCH', config, data);",
    null,
    'patch shorthand: call of the in-file request (line 36), which sends at line 56 or line 62: judged there',
  ),

  // ---- livekit-client (video conferencing, TypeScript source, global fetch) ----
  h(
    LK_ENGINE,
    2100,
    'const hasNetworkConnection = await fetch(toHttpUrl(this.url!), {',
    MISSING,
    'handleBrowserOnLine: global fetch HEAD of the server URL with no signal and no timer: no bound',
  ),
  h(
    LK_ENGINE,
    2128,
    "fetch(toHttpUrl(this.url), { method: 'HEAD' }),",
    null,
    'handleBrowserOffline: the HEAD fetch races sleep(4_000), which rejects (lines 2127-2131): abandoned after 4 s, a timer that abandons counting as the bound (set 6): within 10 s',
  ),
  h(
    LK_ROOM,
    833,
    'this.regionUrlProvider ? this.regionUrlProvider.getNextBestRegionUrl(',
    null,
    'region strategy: call of RegionUrlProvider.getNextBestRegionUrl (RegionUrlProvider.ts:216), which sends through fetchRegionSettings at RegionUrlProvider.ts:39: judged there',
  ),
  h(
    LK_ROOM,
    876,
    'const regionUrl = await this.regionUrlProvider.getNextBestRegionUrl();',
    null,
    'prepareConnection: call of RegionUrlProvider.getNextBestRegionUrl (RegionUrlProvider.ts:216), which sends through fetchRegionSettings at RegionUrlProvider.ts:39: judged there',
  ),
  h(
    LK_ROOM,
    881,
    "await fetch(toHttpUrl(regionUrl), { method: 'HEAD' });",
    MISSING,
    'prepareConnection: global fetch HEAD of the region URL, no signal and no timer: no bound',
  ),
  h(
    LK_ROOM,
    885,
    "await fetch(toHttpUrl(url), { method: 'HEAD' });",
    MISSING,
    'prepareConnection: global fetch HEAD of the server URL, no signal and no timer: no bound',
  ),
  h(
    LK_ROOM,
    932,
    'this.regionUrlProvider',
    null,
    'call of regionUrlProvider.fetchRegionSettings() (RegionUrlProvider.ts:212; the method name is on line 933, the call expression starts here), which sends at RegionUrlProvider.ts:39: judged there',
  ),
  h(
    LK_ROOM,
    975,
    'nextUrl = await this.regionUrlProvider.getNextBestRegionUrl(',
    null,
    'reconnect to the next region: call of RegionUrlProvider.getNextBestRegionUrl (RegionUrlProvider.ts:216), which sends through fetchRegionSettings at RegionUrlProvider.ts:39: judged there',
  ),
  h(
    LK_REGION,
    39,
    'const regionSettingsResponse = await fetch(`${getCloudConfigUrl(',
    MISSING,
    "global fetch of the region settings with the caller's optional `signal` (line 35) and no timer; the scheduled refetch (line 85), Room.ts:876 and Room.ts:932 pass none, and Room.ts:975 passes the connection's abort-controller signal, a cancellation rather than a timer: no bound by default",
  ),
  h(
    LK_REGION,
    85,
    'const newSettings = await RegionUrlProvider.fetchRegionSettings(url,',
    null,
    'scheduled refetch: call of the in-file static fetchRegionSettings (line 32), which sends at line 39: judged there',
  ),
  h(
    LK_REGION,
    213,
    'return RegionUrlProvider.fetchRegionSettings(this.serverUrl, this.token',
    null,
    'instance fetchRegionSettings: call of the static fetchRegionSettings (line 32), which sends at line 39: judged there',
  ),
  h(
    LK_REGION,
    97,
    'RegionUrlProvider.scheduleRefetch(url, token, maxAgeInMs);',
    null,
    'retry: call of the in-file scheduleRefetch (line 78), whose timer sends through fetchRegionSettings at line 39 (line 85): judged there',
  ),
  h(
    LK_REGION,
    109,
    'RegionUrlProvider.scheduleRefetch(url, token, settings.maxAgeInMs);',
    null,
    'call of the in-file scheduleRefetch (line 78), whose timer sends through fetchRegionSettings at line 39 (line 85): judged there',
  ),
  h(
    LK_REGION,
    196,
    'RegionUrlProvider.scheduleRefetch(',
    null,
    'updateToken: call of the in-file scheduleRefetch (line 78), whose timer sends through fetchRegionSettings at line 39 (line 85): judged there',
  ),
  h(
    LK_REGION,
    224,
    'cachedSettings = await this.fetchRegionSettings(abortSignal);',
    null,
    'getNextBestRegionUrl: call of the in-file fetchRegionSettings (line 212), which sends at line 39: judged there',
  ),
  h(
    LK_TOKEN,
    195,
    'const response = await fetch(this.url, {',
    MISSING,
    'global fetch with the endpoint options the application gives the constructor (default `{}`, line 134) plus method, headers and body (lines 196-204): a signal only if the application puts one in those options: no bound by default',
  ),
  h(
    LK_TOKEN,
    67,
    'const tokenResponse = await this.update(options);',
    null,
    'fetch: call of update, which for an endpoint token source (line 192) sends at line 195: judged there',
  ),
  h(
    LK_SIGNAL,
    1330,
    'const resp = await fetch(validateUrl, { signal: abortSignalTimeout(',
    null,
    'connection-error check: global fetch with signal abortSignalTimeout(3000) (imported at line 66): bounded at 3 s, within 10 s',
  ),
  h(
    LK_SIGNAL,
    529,
    'this.ws = new WebSocketStream<ArrayBuffer>(rtcUrl);',
    null,
    'new WebSocketStream(rtcUrl): a WebSocket connection, not an HTTP request call (set 8)',
  ),
  h(
    LK_SIGNAL,
    594,
    'const error = await this.handleConnectionError(reason, validateUrl);',
    null,
    'connect, when the WebSocket fails before connecting: call of the in-file handleConnectionError (line 1325), which sends at line 1330: judged there',
  ),

  // ---- @mux/upchunk (Mux video uploads, TypeScript source, the xhr package) ----
  h(
    UPCHUNK,
    678,
    'this.currentXhr = xhr({ ...options, beforeSend }, (err, resp) => {',
    MISSING,
    "the xhr package with the chunk's url, method, headers and body (lines 714-719) plus beforeSend: no `timeout` option, and xhr sets none by default; only the application's abort stops it: no bound",
  ),
  h(
    UPCHUNK,
    714,
    'return this.xhrPromise({',
    null,
    'sendChunk: call of the in-file xhrPromise (line 656), which sends at line 678: judged there',
  ),
  h(
    UPCHUNK,
    801,
    'const chunkUploadSuccess = await this.sendChunkWithRetries(chunk);',
    null,
    'call of the in-file sendChunkWithRetries (line 722), which sends through sendChunk and xhrPromise at line 678: judged there',
  ),
  h(
    UPCHUNK,
    811,
    'res = await this.sendChunk(chunk);',
    null,
    'call of the in-file sendChunk (line 695), which sends through xhrPromise at line 678: judged there',
  ),
  h(
    UPCHUNK,
    848,
    'const chunkUploadSuccess = await this.sendChunkWithRetries(chunk);',
    null,
    'call of the in-file sendChunkWithRetries (line 722), which sends through sendChunk and xhrPromise at line 678: judged there',
  ),
  h(
    UPCHUNK,
    860,
    'chunkUploadSuccess = await this.sendChunkWithRetries(chunk);',
    null,
    'call of the in-file sendChunkWithRetries (line 722), which sends through sendChunk and xhrPromise at line 678: judged there',
  ),
  h(
    UPCHUNK,
    416,
    'this.sendChunks();',
    null,
    'call of the in-file sendChunks (line 841), which sends through sendChunkWithRetries, sendChunk and xhrPromise at line 678: judged there',
  ),
  h(
    UPCHUNK,
    444,
    '.then(() => this.sendChunks())',
    null,
    'call of the in-file sendChunks (line 841), which sends through sendChunkWithRetries, sendChunk and xhrPromise at line 678: judged there',
  ),
  h(
    UPCHUNK,
    460,
    'this.sendChunks();',
    null,
    'call of the in-file sendChunks (line 841), which sends through sendChunkWithRetries, sendChunk and xhrPromise at line 678: judged there',
  ),
  h(
    UPCHUNK,
    540,
    'this.sendChunks();',
    null,
    'call of the in-file sendChunks (line 841), which sends through sendChunkWithRetries, sendChunk and xhrPromise at line 678: judged there',
  ),

  // ---- @coinbase/wallet-sdk (Coinbase Wallet, tsc ESM, global fetch) ----
  h(
    CB_LINK,
    10,
    'return Promise.all(events.map((e) => fetch(',
    MISSING,
    'markUnseenEventsAsSeen: one global fetch POST per event with method and headers only: no signal, no timer: no bound',
  ),
  h(
    CB_LINK,
    19,
    'const response = await fetch(',
    MISSING,
    'fetchUnseenEvents: global fetch with headers only: no signal, no timer: no bound',
  ),
  h(
    CB_LINK,
    36,
    'this.markUnseenEventsAsSeen(responseEvents);',
    null,
    'call of the in-file markUnseenEventsAsSeen (line 9), which sends at line 10: judged there',
  ),
  h(
    CB_RPC,
    5,
    'const res = await window.fetch(rpcUrl, {',
    MISSING,
    "fetchRPCRequest: window.fetch POST of the JSON-RPC request to the chain's rpcUrl, with method, body, mode and headers only: no bound",
  ),
  h(
    CB_COOP,
    36,
    'const response = await fetch(url, {',
    MISSING,
    "global fetch HEAD of the page's own URL to read its Cross-Origin-Opener-Policy header: a network request with no signal and no timer: no bound",
  ),

  // ---- @ton/ton (TON blockchain node APIs, tsc CommonJS, global axios and an axios instance) ----
  h(
    TON_HTTP,
    298,
    'let res = await axios_1.default.post(this.endpoint, JSON.stringify({',
    TOO_LONG,
    'global axios.post with `timeout: this.parameters.timeout` (line 305), set to `parameters?.timeout || 30000` (line 162): 30 s by default, above 10 s',
  ),
  h(
    TON_HTTP,
    174,
    'let loaded = (await this.doCall("shards", { seqno: v },',
    null,
    'call of the in-file doCall (line 290), which sends at line 298: judged there',
  ),
  h(
    TON_HTTP,
    187,
    'let loaded = await this.doCall("getBlockTransactions", {',
    null,
    'call of the in-file doCall (line 290), which sends at line 298: judged there',
  ),
  h(
    TON_HTTP,
    200,
    'return this.doCall("getAddressInformation", { address: address.toString(',
    null,
    'call of the in-file doCall (line 290), which sends at line 298: judged there',
  ),
  h(
    TON_HTTP,
    216,
    'let res = await this.doCall("getTransactions", { address:',
    null,
    'call of the in-file doCall (line 290), which sends at line 298: judged there',
  ),
  h(
    TON_HTTP,
    230,
    'return await this.doCall("getMasterchainInfo", {}, getMasterchain);',
    null,
    'call of the in-file doCall (line 290), which sends at line 298: judged there',
  ),
  h(
    TON_HTTP,
    244,
    'let res = await this.doCall("getTransactions", { address:',
    null,
    'call of the in-file doCall (line 290), which sends at line 298: judged there',
  ),
  h(
    TON_HTTP,
    254,
    'return await this.doCall("runGetMethod", {',
    null,
    'call of the in-file doCall (line 290), which sends at line 298: judged there',
  ),
  h(
    TON_HTTP,
    261,
    'await this.doCall("sendBoc", { boc: body.toString("base64") },',
    null,
    'call of the in-file doCall (line 290), which sends at line 298: judged there',
  ),
  h(
    TON_HTTP,
    264,
    'return await this.doCall("estimateFee", {',
    null,
    'call of the in-file doCall (line 290), which sends at line 298: judged there',
  ),
  h(
    TON_HTTP,
    277,
    'return await this.doCall("tryLocateResultTx", {',
    null,
    'call of the in-file doCall (line 290), which sends at line 298: judged there',
  ),
  h(
    TON_HTTP,
    284,
    'return await this.doCall("tryLocateSourceTx", {',
    null,
    'call of the in-file doCall (line 290), which sends at line 298: judged there',
  ),
  h(
    TON_V4,
    49,
    'let res = await __classPrivateFieldGet(this, _TonClient4_axios,',
    null,
    "the client's axios instance (created with no defaults, line 36) with `timeout` the client's, `args.timeout || 5000` (line 38): 5 s by default, within 10 s",
  ),
  h(
    TON_V4,
    66,
    'let res = await __classPrivateFieldGet(this, _TonClient4_axios,',
    null,
    "the client's axios instance (created with no defaults, line 36) with `timeout` the client's, `args.timeout || 5000` (line 38): 5 s by default, within 10 s",
  ),
  h(
    TON_V4,
    85,
    'let res = await __classPrivateFieldGet(this, _TonClient4_axios,',
    null,
    "the client's axios instance (created with no defaults, line 36) with `timeout` the client's, `args.timeout || 5000` (line 38): 5 s by default, within 10 s",
  ),
  h(
    TON_V4,
    105,
    'let res = await __classPrivateFieldGet(this, _TonClient4_axios,',
    null,
    "the client's axios instance (created with no defaults, line 36) with `timeout` the client's, `args.timeout || 5000` (line 38): 5 s by default, within 10 s",
  ),
  h(
    TON_V4,
    123,
    'let res = await __classPrivateFieldGet(this, _TonClient4_axios,',
    null,
    "the client's axios instance (created with no defaults, line 36) with `timeout` the client's, `args.timeout || 5000` (line 38): 5 s by default, within 10 s",
  ),
  h(
    TON_V4,
    152,
    'let res = await __classPrivateFieldGet(this, _TonClient4_axios,',
    null,
    "the client's axios instance (created with no defaults, line 36) with `timeout` the client's, `args.timeout || 5000` (line 38): 5 s by default, within 10 s",
  ),
  h(
    TON_V4,
    173,
    'let res = await __classPrivateFieldGet(this, _TonClient4_axios,',
    null,
    "the client's axios instance (created with no defaults, line 36) with `timeout` the client's, `args.timeout || 5000` (line 38): 5 s by default, within 10 s",
  ),
  h(
    TON_V4,
    204,
    'let res = await __classPrivateFieldGet(this, _TonClient4_axios,',
    null,
    "the client's axios instance (created with no defaults, line 36) with `timeout` the client's, `args.timeout || 5000` (line 38): 5 s by default, within 10 s",
  ),
  h(
    TON_V4,
    234,
    'let res = await __classPrivateFieldGet(this, _TonClient4_axios,',
    null,
    "the client's axios instance (created with no defaults, line 36) with `timeout` the client's, `args.timeout || 5000` (line 38): 5 s by default, within 10 s",
  ),
  h(
    TON_V4,
    264,
    'let res = await __classPrivateFieldGet(this, _TonClient4_axios,',
    null,
    "the client's axios instance (created with no defaults, line 36) with `timeout` the client's, `args.timeout || 5000` (line 38): 5 s by default, within 10 s",
  ),
  h(
    TON_V4,
    290,
    'let res = await __classPrivateFieldGet(this, _TonClient4_axios,',
    null,
    "the client's axios instance (created with no defaults, line 36) with `timeout` the client's, `args.timeout || 5000` (line 38): 5 s by default, within 10 s",
  ),
  h(
    TON_V4,
    141,
    'let account = await this.getAccountLite(seqno, address);',
    null,
    "call of the client's getAccountLite (line 122), which sends at line 123 with the 5 s default: judged there",
  ),
  h(
    TON_V4,
    342,
    'let res = await client.getLastBlock();',
    null,
    "call of the client's getLastBlock (line 48), which sends at line 49 with the 5 s default: judged there",
  ),
  h(
    TON_V4,
    346,
    'let state = await client.getAccount(sq, address);',
    null,
    "call of the client's getAccount (line 104), which sends at line 105 with the 5 s default: judged there",
  ),
  h(
    TON_V4,
    401,
    'let res = await client.getLastBlock();',
    null,
    "call of the client's getLastBlock (line 48), which sends at line 49 with the 5 s default: judged there",
  ),
  h(
    TON_V4,
    404,
    'let method = await client.runMethod(sq, address, name, args);',
    null,
    "call of the client's runMethod (line 249), which sends at line 264 with the 5 s default: judged there",
  ),
  h(
    TON_V4,
    414,
    'let last = await client.getLastBlock();',
    null,
    "call of the client's getLastBlock (line 48), which sends at line 49 with the 5 s default: judged there",
  ),
  h(
    TON_V4,
    418,
    '(await client.getAccountLite(last.last.seqno, address)).account',
    null,
    "call of the client's getAccountLite (line 122), which sends at line 123 with the 5 s default: judged there",
  ),
  h(
    TON_V4,
    429,
    'await client.sendMessage(pkg);',
    null,
    "call of the client's sendMessage (line 289), which sends at line 290 with the 5 s default: judged there",
  ),
  h(
    TON_V4,
    433,
    'let last = await client.getLastBlock();',
    null,
    "call of the client's getLastBlock (line 48), which sends at line 49 with the 5 s default: judged there",
  ),
  h(
    TON_V4,
    437,
    '(await client.getAccountLite(last.last.seqno, address)).account',
    null,
    "call of the client's getAccountLite (line 122), which sends at line 123 with the 5 s default: judged there",
  ),
  h(
    TON_V4,
    485,
    'const txs = await client.getAccountTransactions(address, lt, hash);',
    null,
    "call of the client's getAccountTransactions (line 172), which sends at line 173 with the 5 s default: judged there",
  ),

  // ---- amadeus (travel APIs, Babel CommonJS, node http/https) ----
  h(
    AMADEUS,
    179,
    'var http_request = this.http.request(request.options());',
    MISSING,
    "this.http.request with request.options() (client/request.js:74-85: host, port, protocol, path, method, headers); this.http is the application's `http` option or node https / http by `ssl` (client/validator.js:90-91); no timeout, no setTimeout, only 'response' and 'error' listeners (lines 181-182): no bound",
  ),
  h(
    AMADEUS,
    77,
    "return this.request('GET', path, params);",
    null,
    'get: call of the in-file request (line 131), which sends through unauthenticatedRequest and execute at line 179: judged there',
  ),
  h(
    AMADEUS,
    95,
    "return this.request('POST', path, stringifiedParams);",
    null,
    'post: call of the in-file request (line 131), which sends through unauthenticatedRequest and execute at line 179: judged there',
  ),
  h(
    AMADEUS,
    112,
    "return this.request('DELETE', path, params);",
    null,
    'delete: call of the in-file request (line 131), which sends through unauthenticatedRequest and execute at line 179: judged there',
  ),
  h(
    AMADEUS,
    135,
    'return _this.unauthenticatedRequest(verb, path, params, bearerToken);',
    null,
    'request: call of the in-file unauthenticatedRequest (line 159), which sends through execute at line 179: judged there',
  ),
  h(
    AMADEUS,
    165,
    'this.execute(request, emitter);',
    null,
    'unauthenticatedRequest: call of the in-file execute (line 178), which sends at line 179: judged there',
  ),
  h(
    AMADEUS,
    134,
    'return this.accessToken.bearerToken(this).then(function (bearerToken) {',
    null,
    "request: call of the client's AccessToken (line 59; client/access_token.js, not kept), which may first fetch a token; in the published package it does so through this client's unauthenticatedRequest (line 159), which sends through execute at line 179: judged there",
  ),

  // ---- azure-iot-http-base (Azure IoT SDKs, tsc CommonJS, node https) ----
  h(
    AZ_HTTP,
    101,
    'const httpReq = request(httpOptions, (response) => {',
    MISSING,
    "https.request (http for a unix socket, or the caller's requestOptions.request, lines 65-86) with method, path, headers, host, agent and certificates: no timeout and no 'timeout' handler; the request is returned for the caller to end (line 123), and the package's caller adds only `request.setTimeout(timeout)`, with no handler and only when given a timeout (rest_api_client.js:229-230), which alone is no bound: no bound",
  ),
  h(
    AZ_REST,
    217,
    'request = this._http.buildRequest(method, path, httpHeaders,',
    null,
    'x509: call of Http.buildRequest (this._http is an Http of http.js unless one is handed in, line 42), which creates the request at http.js:101: judged there',
  ),
  h(
    AZ_REST,
    222,
    'request = this._http.buildRequest(method, path, httpHeaders,',
    null,
    'with requestOptions: call of Http.buildRequest (this._http is an Http of http.js unless one is handed in, line 42), which creates the request at http.js:101: judged there',
  ),
  h(
    AZ_REST,
    225,
    'request = this._http.buildRequest(method, path, httpHeaders,',
    null,
    'call of Http.buildRequest (this._http is an Http of http.js unless one is handed in, line 42), which creates the request at http.js:101: judged there',
  ),
  h(
    AZ_REST,
    88,
    'this.executeBody(requestBody, httpHeaders, headers, method, path,',
    null,
    'executeApiCall after the token: call of the in-file executeBody (line 149), which builds the request through http.js:101: judged there',
  ),
  h(
    AZ_REST,
    97,
    'this.executeBody(requestBody, httpHeaders, headers, method, path,',
    null,
    'executeApiCall: call of the in-file executeBody (line 149), which builds the request through http.js:101: judged there',
  ),

  // ---- @c8y/client (Cumulocity IoT, tsc CommonJS, cross-fetch or window.fetch) ----
  h(
    C8Y,
    46,
    'return fetchFn(fullUrl, optionsWithAdjustedBody);',
    MISSING,
    "cross-fetch, or window.fetch in a browser (lines 36-42), with defaultFetchOptions (`{}`, line 13), the caller's init and the auth's headers (lines 68-77): no signal by default, no timer: no bound",
  ),
  h(
    C8Y,
    28,
    'return auth.logout();',
    null,
    "performLogoutOnCurrentAuthStrategy: call of the auth strategy's logout (the strategies are not kept); in the published package the cookie and bearer strategies' logout calls this client's fetch (line 35), which sends at line 46: judged there",
  ),

  // ---- @spotify/web-api-ts-sdk (Spotify Web API, TypeScript source, injectable fetch) ----
  h(
    SPOTIFY,
    98,
    'const result = await this.sdkConfig.fetch(fullUrl, opts);',
    MISSING,
    "sdkConfig.fetch with method, headers and body only (lines 88-95); sdkConfig.fetch is the application's or by default the global fetch (line 120), and beforeRequest is a no-op by default (line 121): no signal, no timer by default",
  ),
  h(
    SPOTIFY,
    120,
    'fetch: (req: RequestInfo | URL, init: RequestInit | undefined) => fetch(',
    null,
    'the default sdkConfig.fetch hands the url and init of line 98 to the global fetch unchanged: pass-through, judged at line 98',
  ),
  h(
    SPOTIFY,
    220,
    'await fetch(onAuthorizationOrUrl, {',
    MISSING,
    "performUserAuthorization: global fetch POST of the access token to the application's postback URL, no signal, no timer: no bound",
  ),
  h(
    SPOTIFY,
    79,
    'const accessToken = await this.authenticationStrategy.getOrCreateAccessT',
    null,
    "makeRequest: call of the authentication strategy's getOrCreateAccessToken, which may send at auth/ClientCredentialsStrategy.ts:61, auth/AuthorizationCodeWithPKCEStrategy.ts:117 or auth/AccessTokenHelpers.ts:28 (the other strategies are not kept): judged there",
  ),
  h(
    SPOTIFY,
    138,
    'this.authenticationStrategy.getOrCreateAccessToken(); // trigger any',
    null,
    "switchAuthenticationStrategy: call of the authentication strategy's getOrCreateAccessToken, which may send at auth/ClientCredentialsStrategy.ts:61, auth/AuthorizationCodeWithPKCEStrategy.ts:117 or auth/AccessTokenHelpers.ts:28 (the other strategies are not kept): judged there",
  ),
  h(
    SPOTIFY,
    145,
    'const response = await this.authenticationStrategy.getOrCreateAccessToke',
    null,
    "authenticate: call of the authentication strategy's getOrCreateAccessToken, which may send at auth/ClientCredentialsStrategy.ts:61, auth/AuthorizationCodeWithPKCEStrategy.ts:117 or auth/AccessTokenHelpers.ts:28 (the other strategies are not kept): judged there",
  ),
  h(
    SPOTIFY,
    215,
    'const accessToken = await client.authenticationStrategy.getOrCreateAcces',
    null,
    "performUserAuthorization: call of the authentication strategy's getOrCreateAccessToken, which may send at auth/ClientCredentialsStrategy.ts:61, auth/AuthorizationCodeWithPKCEStrategy.ts:117 or auth/AccessTokenHelpers.ts:28 (the other strategies are not kept): judged there",
  ),
  h(
    SPOTIFY_HELPERS,
    28,
    'const result = await fetch("https://accounts.spotify.com/api/token", {',
    MISSING,
    'refreshToken: global fetch POST to the token endpoint with method, headers and body only: no bound',
  ),
  h(
    SPOTIFY_HELPERS,
    6,
    'const updated = await AccessTokenHelpers.refreshToken(clientId,',
    null,
    'refreshCachedAccessToken: call of the in-file refreshToken (line 22), which sends at line 28: judged there',
  ),
  h(
    SPOTIFY_CC,
    61,
    'const result = await fetch("https://accounts.spotify.com/api/token", {',
    MISSING,
    'getTokenFromApi: global fetch POST to the token endpoint with method, headers and body only: no bound',
  ),
  h(
    SPOTIFY_CC,
    26,
    'const token = await this.getTokenFromApi();',
    null,
    'call of the in-file getTokenFromApi (line 47), which sends at line 61: judged there',
  ),
  h(
    SPOTIFY_CC,
    30,
    'const refreshed = await this.getTokenFromApi();',
    null,
    'refresh: call of the in-file getTokenFromApi (line 47), which sends at line 61: judged there',
  ),
  h(
    SPOTIFY_PKCE,
    117,
    'const result = await fetch("https://accounts.spotify.com/api/token", {',
    MISSING,
    'exchangeCodeForToken: global fetch POST to the token endpoint with method, headers and body only: no bound',
  ),
  h(
    SPOTIFY_PKCE,
    34,
    'return AccessTokenHelpers.refreshCachedAccessToken(this.clientId,',
    null,
    'call of AccessTokenHelpers.refreshCachedAccessToken (AccessTokenHelpers.ts:5), which sends at AccessTokenHelpers.ts:28: judged there',
  ),
  h(
    SPOTIFY_PKCE,
    84,
    'return await this.exchangeCodeForToken(code, verifier!);',
    null,
    'call of the in-file exchangeCodeForToken (line 109), which sends at line 117: judged there',
  ),
  h(
    SPOTIFY_PKCE,
    31,
    'const token = await this.redirectOrVerifyToken();',
    null,
    'getOrCreateAccessToken, no cached token: call of the in-file redirectOrVerifyToken (line 50), which sends through verifyAndExchangeCode and exchangeCodeForToken at line 117 when the URL carries a code: judged there',
  ),
  h(
    SPOTIFY_PKCE,
    55,
    'const token = await this.verifyAndExchangeCode(code);',
    null,
    'redirectOrVerifyToken: call of the in-file verifyAndExchangeCode (line 75), which sends through exchangeCodeForToken at line 117: judged there',
  ),

  // ---- @tcgdex/sdk (TCGdex card data, tsup CommonJS bundle, global fetch) ----
  h(
    TCGDEX,
    544,
    'const resp = await _TCGdex.fetch(path, {',
    MISSING,
    '_TCGdex.fetch, the global fetch (or window.fetch in a browser, line 568), with a user-agent header only: no signal, no timer: no bound',
  ),
  h(
    TCGDEX,
    568,
    '_TCGdex.fetch = detectContext() === "browser" ? (...params) =>',
    null,
    'in a browser _TCGdex.fetch hands its arguments to window.fetch unchanged: pass-through, judged at line 544',
  ),
  h(
    TCGDEX,
    512,
    'return this.actualFetch(this.getFullURL([baseEndpoint, ...endpoint]));',
    null,
    'fetch: call of the in-file actualFetch (line 539), which sends at line 544: judged there',
  ),
  h(
    TCGDEX,
    526,
    'return this.actualFetch(this.getFullURL(endpoint, query));',
    null,
    'fetchWithQuery: call of the in-file actualFetch (line 539), which sends at line 544: judged there',
  ),
  h(
    TCGDEX,
    153,
    'const res = await this.tcgdex.fetch(this.endpoint, id);',
    null,
    "call of the client's fetch method (line 504), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    173,
    'const res = await this.tcgdex.fetch(this.endpoint, id);',
    null,
    "call of the client's fetch method (line 504), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    354,
    'const res = await this.fetch("random", "card");',
    null,
    "call of the client's fetch method (line 504), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    358,
    'const res = await this.fetch("random", "set");',
    null,
    "call of the client's fetch method (line 504), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    362,
    'const res = await this.fetch("random", "serie");',
    null,
    "call of the client's fetch method (line 504), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    453,
    'return this.fetch(...path, id);',
    null,
    "call of the client's fetch method (line 504), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    462,
    'const fSet = await this.fetch("sets", set);',
    null,
    "call of the client's fetch method (line 504), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    465,
    'return this.fetch("cards");',
    null,
    "call of the client's fetch method (line 504), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    471,
    'return this.fetch("sets", set);',
    null,
    "call of the client's fetch method (line 504), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    477,
    'return this.fetch("series", serie);',
    null,
    "call of the client's fetch method (line 504), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    483,
    'return this.fetch("series");',
    null,
    "call of the client's fetch method (line 504), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    492,
    'const fSerie = await this.fetch("series", serie);',
    null,
    "call of the client's fetch method (line 504), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    495,
    'return this.fetch("sets");',
    null,
    "call of the client's fetch method (line 504), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    160,
    'const res = await this.tcgdex.fetchWithQuery([this.endpoint], query ==',
    null,
    "call of the client's fetchWithQuery (line 518), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    181,
    'return (_a = await this.tcgdex.fetchWithQuery([this.endpoint], query ==',
    null,
    "call of the client's fetchWithQuery (line 518), which sends through actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    206,
    'return await this.sdk.card.get(this.id);',
    null,
    "model getter: call of an endpoint's get (line 152), which sends through the client's fetch (line 504) and actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    216,
    'return await this.sdk.set.get(this.set.id);',
    null,
    "model getter: call of an endpoint's get (line 152), which sends through the client's fetch (line 504) and actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    244,
    'return await this.sdk.serie.get(this.id);',
    null,
    "model getter: call of an endpoint's get (line 152), which sends through the client's fetch (line 504) and actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    251,
    'return await this.sdk.set.get(this.id);',
    null,
    "model getter: call of an endpoint's get (line 152), which sends through the client's fetch (line 504) and actualFetch at line 544: judged there",
  ),
  h(
    TCGDEX,
    275,
    'return this.sdk.serie.get(this.serie.id);',
    null,
    "model getter: call of an endpoint's get (line 152), which sends through the client's fetch (line 504) and actualFetch at line 544: judged there",
  ),

  // ---- ebay-oauth-nodejs-client (eBay OAuth tokens, hand-written CommonJS, node https) ----
  h(
    EBAY,
    31,
    'const request = https.request({',
    MISSING,
    "https.request with headers, path, hostname and method (lines 31-40): no timeout, no setTimeout, only 'response' and 'error' listeners (lines 41, 53): no bound",
  ),

  // ---- @vtex/api (VTEX IO commerce, tsc CommonJS, axios) ----
  h(
    VTEX_REQUEST,
    85,
    'const makeRequest = () => http.request(ctx.config);',
    null,
    "the configured axios instance (line 13) with ctx.config from defaultsMiddleware (lines 22-44), whose timeout is the HttpClient's `timeout = DEFAULT_TIMEOUT_MS`, DEFAULT_TIMEOUT_MS = 1000 (HttpClient.js:22, :105, :131), unless a client or call sets another: 1 s by default, within 10 s",
  ),
  h(
    VTEX_RETRY,
    48,
    'return new Promise(resolve => setTimeout(() => resolve(http(config)), delay));',
    null,
    "retry: the same configured axios instance (setupAxios/index.js:12-14, :19) resends the failed request's config (line 26), whose timeout is the one judged at request/index.js:85 (1 s by default), multiplied only when the client sets exponentialTimeoutCoefficient (line 30, no default; lines 39-41): 1 s by default, within 10 s (the same judgement call as request/index.js:85)",
  ),
  h(
    VTEX_AUTH,
    13,
    'const req = await axios_1.default.request({',
    MISSING,
    "parseIdToken: global axios.request with headers, method and url only: axios' default timeout is 0: no bound",
  ),
  h(
    VTEX_AUTH,
    29,
    'const req = await axios_1.default.request({',
    MISSING,
    'getUserCanAccessResource: global axios.request with headers, method and url only: no bound',
  ),
  h(
    VTEX_AUTH,
    43,
    'const parsedToken = await parseIdToken(ctx.vtex.authToken, vtexIdToken);',
    null,
    'call of the in-file parseIdToken (line 11), which sends at line 13: judged there',
  ),
  h(
    VTEX_AUTH,
    47,
    'const userCanAccessResource = await getUserCanAccessResource(',
    null,
    'call of the in-file getUserCanAccessResource (line 27), which sends at line 29: judged there',
  ),

  // ---- node-fetch (community HTTP client, ESM source, node http/https) ----
  h(
    NODEFETCH,
    94,
    'const request_ = send(parsedURL.toString(), options);',
    MISSING,
    "http.request or https.request by scheme (line 65) with getNodeRequestOptions' options (request.js), which carry no timeout; the only abort is the caller's optional signal (lines 66, 96-98), absent by default; as set 4 labels gaxios and set 8 simple-get, a client library's own default is what its callers get: no bound by default",
  ),
  h(
    NODEFETCH,
    236,
    'resolve(fetch(new Request(locationURL, requestOptions)));',
    null,
    'redirect: recursive call of fetch (line 48), which sends at line 94: judged there',
  ),

  // ---- axios (community HTTP client, ESM source: http/https/http2, XMLHttpRequest and fetch adapters) ----
  h(
    AXIOS_HTTP,
    1258,
    'req = transport.request(options, function handleResponse(res) {',
    MISSING,
    "transport.request (node http/https, follow-redirects or the http2 transport) with the resolved options; a timer is armed only when config.timeout is truthy (lines 1504-1538), axios' default timeout is 0, no timeout (defaults/index.js:146-149), and the caller's signal or cancelToken is optional; as set 4 labels gaxios, a client library's own default is what its callers get: no bound by default",
  ),
  h(
    AXIOS_HTTP,
    649,
    'const req = session.request(http2Headers);',
    null,
    "the http2 transport's request (http2Transport.request, line 624), which line 1258 calls as transport.request when httpVersion is 2: judged there",
  ),
  h(
    AXIOS_XHR,
    328,
    'request.send(requestData || null);',
    MISSING,
    "XMLHttpRequest.send; request.timeout = _config.timeout (line 85), and axios' default timeout is 0, no timeout (defaults/index.js:146-149); the abort comes only from the caller's optional signal or cancelToken: no bound by default",
  ),
  h(
    AXIOS_XHR,
    82,
    'request.open(_config.method.toUpperCase(), _config.url, true);',
    null,
    'request.open only opens the XMLHttpRequest that line 328 sends: judged there',
  ),
  h(
    AXIOS_FETCH,
    532,
    '? _fetch(request, safeFetchOptions)',
    MISSING,
    "the env's fetch or the global fetch (line 237) with composedSignal (line 497): composeSignals of the caller's optional signal / cancelToken and timeout (lines 241-244), which arms a timer only for a truthy timeout (composeSignals.js:8, :30); axios' default timeout is 0, no timeout (defaults/index.js:146-149): no bound by default",
  ),
  h(
    AXIOS_FETCH,
    533,
    ': _fetch(url, resolvedOptions));',
    MISSING,
    'the other branch of the same call (a Request object unsupported): the same fetch and composedSignal as line 532: no bound by default',
  ),
];
