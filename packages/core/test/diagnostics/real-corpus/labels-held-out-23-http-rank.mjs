// Hand labels for HELD-OUT SET 23, HTTP family, the download-rank sample's window A (packages marked `"heldOut": 23`
// whose kind ends "; set 23 HTTP (download-rank sample)"). Written by reading the code and committed BEFORE any checker
// ran on these files: the commit that adds this file adds no scoring of it, and neither the checker's rule code nor any
// score of it was read while choosing or labelling. Same format and rules as labels-held-out-6…22-http*.mjs: one row per
// site, every outbound HTTP call in each labelled file; `expect` is the rule a correct checker reports on that line
// (limit 10 s; a bound of exactly 10 s is within it), or null (compliant, not network, a pass-through whose bound is
// chosen elsewhere, or not decidable from the kept files) with why. A bound the caller may give but that is absent by
// default is MISSING; a bound always applied whose value is not visible in the kept files is null (not decidable); a
// visible default above 10 s is TOO_LONG (a timer that aborts the request counts as its bound, and a `Promise.race`
// against a timer is judged by the timer's delay); an agent's idle timeout, or node's `timeout` option / `setTimeout`
// with no 'timeout' handler, alone is no bound. The verdict sits on the line that sends, with the bound traced through
// the callers in the kept files (a send that some path of the package reaches with no bound, or one above the limit,
// is labelled by that path); rows marked "judged at line N" are calls into the package's own function on the way to the
// send at N (calls of the senders and of their callers, two levels, as sets 10-22). Calls further up are not listed. A
// call whose receiver and method sit on different lines is labelled on the line where the call expression starts. A
// client library's own default is what its callers get (axios, request, node-fetch, global fetch, got, node
// http/https, superagent, XMLHttpRequest: no timeout), and a request on another package's generic client with no
// timeout is MISSING (set 11's lead's decision); a service SDK's or protocol library's own client gets no row (set 15's
// unnbound). Rows of one shape repeated per operation are written as a list of line numbers with one reason (set 17's
// second window). Every file a reason relies on is kept, as `context` when it holds no labelled site (set 21's lesson).
//
// Packages were chosen WITHOUT categories, by the lead's rank-window rule (RANK-SAMPLE-23, "HTTP, window A", session
// 42): every row of the environment's npm list whose summary contains "API" and one of client / sdk / wrapper, sorted by
// monthly downloads, ranks 1424-1599; walked in order with the skips of sets 12-22 (a name in sources.json or named in
// the corpus README / record as a whole package name; type packages; React Native / Expo / Vue / Svelte / Angular
// packages; Babel / ESLint / webpack / Vite / Storybook / Gatsby / Rollup plugins or presets; CLIs); every other
// candidate packed (the listed version) and kept when its package.json declares a licence (not "SEE LICENSE IN" /
// "UNLICENSED", nor a noncommercial one) and its own code makes an outbound HTTP call (a minified-only bundle left out);
// every eligible candidate kept in order until 15 are kept or rank 1599 is reached. Files kept: every file of the
// package that sends, less duplicate builds of the same code (TypeScript or hand-written source labelled where the
// tarball ships it beside its build). The walk, with every reason, is in record/sets-19-on.md's set-23 HTTP window-A
// bullet. These packages are never used to tune the checker: a change made after measuring them says so.
//
// Judgement calls for the lead:
// - amazon-mws lib/AmazonMwsResource.js:565: the request is always given `req.setTimeout(timeout, handler)` (line 567,
//   the handler aborts), but the default is `require('http').createServer().timeout` (lib/amazon-mws.js:11, kept as
//   `context`): 0 on Node 13 and later, where `setTimeout(0)` disables the timer, so MISSING; on Node 12 and earlier it
//   was 120 s (TOO_LONG), and a reader who takes the value as not visible in the kept files would write null.
// - okcoin-china rest.js:123 and btc-china-fork index.js:126: one `request(options, cb)` reached by privateRequest's
//   options with no timeout and by publicRequest's with `timeout: this.timeout` (20 s / 30 s by default): labelled
//   MISSING, by the unbounded path (either path is a violation; the rule id is the question).
// - @balldontlie/sdk: the tarball ships two builds of different code, dist/*.js (package.json's main, the global fetch
//   in dist/types.js) and dist/src/*.js (a later build, with EPL, through an `axios.create()` instance in
//   dist/src/client.js, not loaded by main); both are the package's published sending code and both are kept and
//   labelled (two violations for one package's request path). The other reading keeps only the build main loads.
// - @pie-players/tts-client-server dist/ServerTTSProvider.js:276, 437, 551: the fetches carry a signal, but its
//   AbortController is aborted only by stop() (line 733), never on a timer: MISSING, as set 22's @brokerize/client
//   signal aborted by destroy().
// - cexio cexio.js:50: node's `req.setTimeout(60000, function() { req.abort(); })` is an idle timer whose handler aborts,
//   counted as a 60 s bound (TOO_LONG): the header's rule leaves out only a `setTimeout` with no handler.
// - graphhopper-js-api-client: axios's `timeout` option counted as the bound (three defaults of 30 s / 100 s, TOO_LONG;
//   six of exactly 10 s, null: Geocoding 55, Optimization 72 and 85, Routing 51, 99 and 121; second reading: the
//   header said five, the rows were always six); src/ labelled, dist/graphhopper-client.js its webpack build. wavespeed
//   dist/api/client.js:340 and 743: `Math.min(this.connectionTimeout, …)` seconds with connectionTimeout 10.0
//   (dist/config.js): at most 10 s, null.
// - @cinerino/api-abstract-client lib/service.js:91: a call of the auth client the caller passes in; the package's own
//   StubAuthClient (lib/auth/authClient.js, kept) hands the options to DefaultTransporter.fetch, so the row is null,
//   judged at lib/transporters.js:120 (an auth client from another package decides its own send).
// - thehandy holds 20 of the 43 violations, more than a fifth (8): every site kept and pinned as a cap exception (its
//   legacy v1 class sends each command with a bare `fetch(url)`, 15 of them, and a 16th for the uncounted first
//   server-time round trip at HandyLegacy.ts:146; second reading: the count of the rows, unchanged).
// - Left out as minified-only: tenacious-fetch (dist/*.js, one line each; its source maps hold sourcesContent, which is
//   not a published source file) and nature-remo (lib/index.js, one esbuild line). No package is counted as a generated
//   SDK.
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });
// Null wrapper rows of one shape, one per listed line.
const each = (file, lines, at, reason) => lines.map((line) => h(file, line, at, null, reason));
// Rows of one verdict and reason, one per [line, at].
const rowsOf = (file, list, expect, reason) => list.map(([line, at]) => h(file, line, at, expect, reason));

// ---- amazon-mws@0.0.27 (hand-written CommonJS; node http / https) ----
const AM = 'amazon-mws@0.0.27/lib/AmazonMwsResource.js';
const AM_ROWS = [
  h(
    AM,
    565,
    'var req = (isInsecureConnection ? http : https).request(params);',
    MISSING,
    "makeRequest: node `(isInsecureConnection ? http : https).request(params)` with `req.setTimeout(timeout, self._timeoutHandler(…))` (line 567, the handler aborts), where timeout is the client's `timeout` field, by default `AmazonMws.DEFAULT_TIMEOUT = require('http').createServer().timeout` (lib/amazon-mws.js:11 and 58, kept as `context`): a node server's default timeout, 0 since Node 13, and `setTimeout(0)` disables the timer, so no bound unless the caller calls setTimeout (lib/amazon-mws.js:127)",
  ),
  h(
    AM,
    537,
    'makeRequest(requestParamsCopy);',
    null,
    '_request: call of the in-file makeRequest (line 540), which sends at line 565: judged there',
  ),
];

// ---- octocat@1.2.1 (Babel CommonJS; request) ----
const OC = 'octocat@1.2.1/lib/client.js';
const OC_ROWS = [
  h(
    OC,
    162,
    'var r = _request(_extends({}, this.opts.request, {',
    MISSING,
    'APIClient.request: `_request(_extends({}, this.opts.request, { method, uri, json, body, headers }), cb)` on the request module; `this.opts.request` defaults to `{}` (line 42), so no timeout unless the caller passes one, and request has none by default',
  ),
  ...rowsOf(
    OC,
    [
      [196, "return this.request('GET', uri, params, opts);"],
      [201, "return this.request('POST', uri, params, opts);"],
      [206, "return this.request('PATCH', uri, params, opts);"],
      [211, "return this.request('PUT', uri, params, opts);"],
      [216, "return this.request('DELETE', uri, params, opts);"],
    ],
    null,
    'get / post / patch / put / del: call of request (line 145), which sends at line 162: judged there',
  ),
];

// ---- graphhopper-js-api-client@7.6.5 (hand-written CommonJS source, src/; the axios module) ----
const GH = (name) => `graphhopper-js-api-client@7.6.5/src/GraphHopper${name}.js`;
const GH_ROWS = [
  h(
    GH('Geocoding'),
    55,
    'request',
    null,
    'doRequest: `request.get(url, {timeout: that.timeout})` on the axios module (the call starts on this line, `.get(` on line 56), timeout `args.timeout ? args.timeout : 10000` (line 19): 10 s by default, within the limit',
  ),
  h(
    GH('Isochrone'),
    50,
    'request',
    TOO_LONG,
    'doRequest: `request.get(url, {timeout: that.timeout})` on the axios module (the call starts on this line, `.get(` on line 51), timeout `args.timeout ? args.timeout : 30000` (line 23): 30 s by default, above 10 s',
  ),
  h(
    GH('MapMatching'),
    55,
    'request.post(url, content, {',
    TOO_LONG,
    'doRequest: `request.post(url, content, { timeout: timeout, … })` on the axios module, timeout `this.timeout` (line 52), `args.timeout ? args.timeout : 100000` (line 26): 100 s by default, above 10 s',
  ),
  h(
    GH('Matrix'),
    39,
    'request.post(url, reqArgs, {',
    TOO_LONG,
    'doRequest: `request.post(url, reqArgs, { timeout: that.timeout, … })` on the axios module, timeout `args.timeout ? args.timeout : 30000` (line 21): 30 s by default, above 10 s',
  ),
  h(
    GH('Optimization'),
    72,
    'request.post(postURL, jsonInput, {',
    null,
    'doRawRequest: `request.post(postURL, jsonInput, { timeout: that.postTimeout, … })` on the axios module, postTimeout `args.postTimeout ? args.postTimeout : 10000` (line 12): 10 s by default, within the limit',
  ),
  h(
    GH('Optimization'),
    85,
    'request.get(solutionUrl, {timeout: that.timeout})',
    null,
    'doRawRequest pollTrigger: `request.get(solutionUrl, {timeout: that.timeout})` on the axios module, timeout `args.timeout ? args.timeout : 10000` (line 10): 10 s by default, within the limit',
  ),
  h(
    GH('Optimization'),
    195,
    'let promise = this.doRawRequest(jsonInput);',
    null,
    'doRequest: call of doRawRequest (line 67), which sends at lines 72 and 85: judged there',
  ),
  h(
    GH('Optimization'),
    64,
    'return that.doRequest(jsonInput);',
    null,
    'doVRPRequest: call of doRequest (line 117), which calls doRawRequest at line 195: judged at lines 72 and 85',
  ),
  h(
    GH('Routing'),
    51,
    'request.post(url, reqArgs, {',
    null,
    'doRequest: `request.post(url, reqArgs, { timeout: that.timeout, … })` on the axios module, timeout `args.timeout ? args.timeout : 10000` (line 24): 10 s by default, within the limit',
  ),
  h(
    GH('Routing'),
    99,
    "request.get(url, {timeout: that.timeout, headers: {'Content-Type': 'application/json'}})",
    null,
    'info: `request.get(url, {timeout: that.timeout, … })` on the axios module, timeout 10 s by default (line 24), within the limit',
  ),
  h(
    GH('Routing'),
    121,
    "request.get(url, {timeout: that.timeout, headers: {'Content-Type': 'application/json'}})",
    null,
    'i18n: `request.get(url, {timeout: that.timeout, … })` on the axios module, timeout 10 s by default (line 24), within the limit',
  ),
];

// ---- @balldontlie/sdk@1.2.2 (tsc CommonJS; the global fetch in dist/, an axios instance in dist/src/) ----
const BDL_ROWS = [
  h(
    '@balldontlie+sdk@1.2.2/dist/types.js',
    33,
    'const response = yield fetch(url, Object.assign(Object.assign({}, options), { headers:',
    MISSING,
    "BaseClient.request (the build package.json's main, dist/index.js, loads): the global `fetch(url, { ...options, headers })`, options the callers' (`options = {}` by default): no signal, and fetch has no timeout",
  ),
  h(
    '@balldontlie+sdk@1.2.2/dist/src/client.js',
    86,
    'const response = yield this.client.request(Object.assign({ url: path }, options));',
    MISSING,
    'BaseClient.request (the second build, dist/src/): `this.client.request({ url: path, ...options })` on the instance `axios_1.default.create({ baseURL, headers, paramsSerializer })` (lines 21-42): no timeout, and axios has none by default',
  ),
];

// ---- @elastic/site-search-node@1.0.1 (hand-written CommonJS; request) ----
const SS = '@elastic+site-search-node@1.0.1/lib/client.js';
const SS_ROWS = rowsOf(
  SS,
  [
    [18, 'request({'],
    [42, 'request({'],
    [66, 'request({'],
    [90, 'request({'],
  ],
  MISSING,
  'Client.get / post / put / delete: `request({ method, qs or json, url, auth, headers }, cb)` on the request module: no timeout option, and request has none by default',
);

// ---- okcoin-china@0.0.7 (hand-written CommonJS; request) ----
const OK = 'okcoin-china@0.0.7/rest.js';
const OK_ROWS = [
  h(
    OK,
    123,
    'request(options, function(err, response, data) {',
    MISSING,
    "executeRequest: `request(options, cb)` on the request module; privateRequest's options `{ url, method: 'POST', headers, form }` (lines 39-44) carry no timeout, and request has none by default (publicRequest's carry `timeout: this.timeout`, `timeout || 20000`, line 12: above 10 s too)",
  ),
  ...rowsOf(
    OK,
    [
      [49, 'executeRequest(options, requestDesc, callback);'],
      [117, 'executeRequest(options, requestDesc, callback)'],
    ],
    null,
    'privateRequest / publicRequest: call of executeRequest (line 120), which sends at line 123: judged there',
  ),
  ...each(
    OK,
    [167, 180, 187, 196, 200],
    'this.publicRequest(',
    'public API method: call of publicRequest (line 90), which calls executeRequest at line 117: judged at line 123',
  ),
  ...each(
    OK,
    [208, 220, 224, 232, 239, 246, 254, 263, 270, 279, 289],
    'this.privateRequest(',
    'trading API method: call of privateRequest (line 17), which calls executeRequest at line 49: judged at line 123',
  ),
];

// ---- thehandy@1.1.0 (TypeScript source, src/, labelled beside its tsc build lib/; the global fetch) ----
const TH = (name) => `thehandy@1.1.0/src/${name}.ts`;
const TH_ROWS = [
  h(
    TH('Handy'),
    622,
    'const response = await fetch(url, {',
    MISSING,
    'Handy.getJson: the global `fetch(url, { method: "GET", headers })` (lines 622-627): no signal, and fetch has no timeout',
  ),
  h(
    TH('Handy'),
    643,
    'const response = await fetch(url, {',
    MISSING,
    'Handy.putJson: the global `fetch(url, { method: "PUT", headers, body })` (lines 643-650): no signal, and fetch has no timeout',
  ),
  ...each(
    TH('Handy'),
    [89, 108, 118, 125, 134, 176, 187, 370, 394, 406, 414, 432, 443, 460, 469, 535],
    'await this.getJson(',
    'Handy API method: call of getJson (line 610), which sends at line 622: judged there',
  ),
  ...each(
    TH('Handy'),
    [99, 156, 166, 202, 223, 244, 265, 286, 307, 328, 344, 359, 381, 422, 485, 496, 515],
    'await this.putJson(',
    'Handy API method: call of putJson (line 638), which sends at line 643: judged there',
  ),
  ...each(
    TH('Handy'),
    [155, 165, 175, 185, 222, 243, 264, 285, 306, 324, 340, 353, 368, 379, 392],
    'await this.setMode(',
    'call of setMode (line 98), which calls putJson at line 99: judged at line 643',
  ),
  h(
    TH('Handy'),
    201,
    'await this.setHampStart();',
    null,
    'setHampVelocity: call of setHampStart (line 154), which calls putJson at line 156: judged at line 643',
  ),
  ...each(
    TH('Handy'),
    [545, 550],
    'await this.getServerTime();',
    'getServerTimeOffset: call of getServerTime (line 534), which calls getJson at line 535: judged at line 622',
  ),
  ...rowsOf(
    TH('HandyLegacy'),
    [49, 57, 66, 75, 83, 91, 99, 111, 120, 129, 152, 186, 203, 212, 228].map((line) => [
      line,
      'const response = await fetch(url);',
    ]),
    MISSING,
    'HandyLegacy API method: the global `fetch(url)` with no options: no signal, and fetch has no timeout',
  ),
  h(
    TH('HandyLegacy'),
    146,
    'await (await fetch(url)).json();',
    MISSING,
    'getServerTimeOffset: the global `fetch(url)` (the first, uncounted round trip) with no options: no signal, and fetch has no timeout',
  ),
  h(
    TH('HandyLegacy'),
    239,
    'const response = await fetch(url, {',
    MISSING,
    'HandyLegacy.uploadCsv: the global `fetch(url, { method: "post", body: formData })`: no signal, and fetch has no timeout',
  ),
  h(
    TH('HandyUtils'),
    10,
    'const response = await fetch(url, {',
    MISSING,
    'HandyUtils.uploadCsv: the global `fetch(url, { method: "post", body: formData })`: no signal, and fetch has no timeout',
  ),
];

// ---- @pie-players/tts-client-server@0.3.73 (tsc ES modules; the global fetch) ----
const PT = '@pie-players+tts-client-server@0.3.73/dist/ServerTTSProvider.js';
const PT_SIGNAL =
  'its only signal is `synthesisController.signal` (speak, lines 348-351), an AbortController aborted by stop() (line 733) when a new speak() or the caller stops, never on a timer: no bound, and fetch has no timeout';
const PT_ROWS = [
  h(
    PT,
    276,
    'const marksResponse = await fetch(marksUrl.toString(), {',
    MISSING,
    `the first adapter's parseResponse: the global \`fetch(marksUrl.toString(), { headers, signal, redirect: "error" })\` of the speech marks, with the signal synthesizeSpeech hands on (line 512); ${PT_SIGNAL}`,
  ),
  h(
    PT,
    437,
    'return await fetch(synthUrl, {',
    MISSING,
    `synthesizeSpeech: the global \`fetch(synthUrl, { method: "POST", headers, body, signal })\`; ${PT_SIGNAL}`,
  ),
  h(
    PT,
    551,
    'return await fetch(parsedAssetUrl.toString(), {',
    MISSING,
    `synthesizeSpeech: the global \`fetch(parsedAssetUrl.toString(), { headers, signal, redirect: "error" })\` of the audio asset; ${PT_SIGNAL}`,
  ),
  h(
    PT,
    875,
    'const response = await fetch(validationUrl, {',
    null,
    'testAPIAvailability: the global `fetch(validationUrl, { method, headers, signal: controller.signal })`, the controller aborted by `setTimeout(() => controller.abort(), 5000)` (line 864): a 5 s bound',
  ),
  h(
    PT,
    351,
    'const { audioUrl, wordTimings } = await this.synthesizeSpeech(text, synthesisController.signal, runId);',
    null,
    'speak: call of synthesizeSpeech (line 418), which sends at lines 437 and 551 (and through parseResponse at 276): judged there',
  ),
  h(
    PT,
    512,
    'const normalized = await this.adapter.parseResponse(response, this.config, headers, signal, text);',
    null,
    "synthesizeSpeech: call of the adapter's parseResponse (lines 223 and 255), whose second sends at line 276: judged there",
  ),
  h(
    PT,
    828,
    'const available = await this.testAPIAvailability();',
    null,
    'initialize: call of testAPIAvailability (line 854), which sends at line 875: judged there',
  ),
];

// ---- btc-china-fork@0.0.6 (hand-written CommonJS; request) ----
const BC = 'btc-china-fork@0.0.6/index.js';
const BC_ROWS = [
  h(
    BC,
    126,
    'request(options, function(err, response, data)',
    MISSING,
    "executeRequest: `request(options, cb)` on the request module; privateRequest's options `{ url, method: 'POST', headers, json }` (lines 60-67) carry no timeout, and request has none by default (publicRequest's carry `timeout: this.timeout`, `timeout || 30000`, line 15: above 10 s too)",
  ),
  h(
    BC,
    332,
    'request(options, function(err, response, html)',
    TOO_LONG,
    "getFiatExchangeRates: `request(options, cb)` with options `{ url, method: 'GET', timeout: this.timeout }` (lines 323-327), `timeout || 30000` (line 15): 30 s by default, above 10 s",
  ),
  ...rowsOf(
    BC,
    [
      [73, 'executeRequest(options, requestDesc, callback);'],
      [119, 'executeRequest(options, requestDesc, callback)'],
    ],
    null,
    'privateRequest / publicRequest: call of executeRequest (line 122), which sends at line 126: judged there',
  ),
  ...each(
    BC,
    [180, 190, 195, 202],
    'this.publicRequest(',
    'public API method: call of publicRequest (line 76), which calls executeRequest at line 119: judged at line 126',
  ),
  ...each(
    BC,
    [213, 220, 232, 236, 249, 256, 263, 270, 277, 284, 291, 298, 305, 312],
    'this.privateRequest(',
    'trading API method: call of privateRequest (line 18), which calls executeRequest at line 73: judged at line 126',
  ),
];

// ---- cexio@0.0.5 (hand-written CommonJS; node https) ----
const CX = 'cexio@0.0.5/cexio.js';
const CX_ROWS = [
  h(
    CX,
    50,
    'var req = https.request(options, function(res) {',
    TOO_LONG,
    '_request: node `https.request(options, cb)` with `req.setTimeout(60000, function() { req.abort(); })` (lines 72-74): a handler that aborts, so a 60 s bound, above 10 s',
  ),
  ...rowsOf(
    CX,
    [
      [88, "this._request('get', path, undefined, callback, args);"],
      [110, "this._request('post', path, data, callback, args);"],
    ],
    null,
    '_get / _post: call of _request (line 34), which sends at line 50: judged there',
  ),
  ...each(
    CX,
    [122, 126, 130],
    'this._get(',
    'public API method: call of _get (line 78), which calls _request at line 88: judged at line 50',
  ),
  ...each(
    CX,
    [134, 138, 142, 146],
    'this._post(',
    'private API method: call of _post (line 91), which calls _request at line 110: judged at line 50',
  ),
];

// ---- bitcoin-co-id-update@0.0.2 (hand-written CommonJS; request) ----
const BI = 'bitcoin-co-id-update@0.0.2/index.js';
const BI_ROWS = [
  h(
    BI,
    65,
    'request(requestOptions, function(err, response, body) {',
    null,
    "_request: `request(requestOptions, cb)` with `timeout: self.timeout` (line 56), `this.timeout = 5000` in the constructor (line 12), the callers' options (url, method, form, headers) never replacing it: a 5 s bound",
  ),
  ...rowsOf(
    BI,
    [
      [17, 'this._request({'],
      [49, 'self._request(options, callback);'],
    ],
    null,
    '_get / _post: call of _request (line 52), which sends at line 65: judged there',
  ),
  ...each(
    BI,
    [112, 116, 120],
    'this._get(',
    'public API method: call of _get (line 16), which calls _request at line 17: judged at line 65',
  ),
  ...each(
    BI,
    [130, 136, 163, 169, 182, 190, 200, 209],
    'this._post(',
    'private API method: call of _post (line 22), which calls _request at line 49: judged at line 65',
  ),
];

// ---- wavespeed@0.3.2 (tsc CommonJS; the global fetch with abort timers) ----
const WS = 'wavespeed@0.3.2/dist/api/client.js';
const WS_CONF =
  'dist/config.js, kept as `context`: `api.connectionTimeout = 10.0` and `api.timeout = 36000.0` (seconds), the constructor taking `options?.timeout ?? config_1.api.timeout` (line 217)';
const WS_ROWS = [
  h(
    WS,
    283,
    'response = await fetch(url, {',
    TOO_LONG,
    `_submit: the global \`fetch(url, { method: 'POST', headers, body, signal: controller.signal })\`, the controller aborted by \`setTimeout(() => controller.abort(), requestTimeout * 1000)\` (lines 275-278), requestTimeout \`timeout ?? this.timeout\`; ${WS_CONF}: 36 000 s by default, above 10 s`,
  ),
  h(
    WS,
    340,
    'response = await fetch(url, {',
    null,
    `_getResult: the global \`fetch(url, { method: 'GET', headers, signal: controller.signal })\`, aborted after \`Math.min(this.connectionTimeout, requestTimeout)\` seconds (lines 329-337); ${WS_CONF}: at most 10 s, within the limit`,
  ),
  h(
    WS,
    743,
    'const response = await fetch(url, {',
    null,
    `upload: the global \`fetch(url, { method: 'POST', headers, body, signal: controller.signal })\` of the upload ticket, aborted after \`Math.min(this.connectionTimeout, timeout)\` seconds (lines 718-741); ${WS_CONF}: at most 10 s, within the limit`,
  ),
  h(
    WS,
    770,
    'const uploadResponse = await fetch(instruction.url, {',
    TOO_LONG,
    `upload: the global \`fetch(instruction.url, { method: 'PUT', headers, body: data, signal: uploadController.signal })\`, aborted by \`setTimeout(() => uploadController.abort(), timeout * 1000)\` (line 768), timeout \`options?.timeout ?? this.timeout\` (line 717); ${WS_CONF}: 36 000 s by default, above 10 s`,
  ),
  ...each(
    WS,
    [502, 574],
    'await this._submit(model, input, enableSyncMode, timeout);',
    'run / runNoThrow: call of _submit (line 263), which sends at line 283: judged there',
  ),
  h(
    WS,
    414,
    'const result = await this._getResult(requestId, timeout);',
    null,
    '_wait: call of _getResult (line 325), which sends at line 340: judged there',
  ),
  ...each(
    WS,
    [513, 609],
    'await this._wait(requestId, timeout, pollInterval);',
    'run / runNoThrow: call of _wait (line 404), which calls _getResult at line 414: judged at line 340',
  ),
];

// ---- coingi@1.0.7 (hand-written CommonJS; got 7) ----
const CG = 'coingi@1.0.7/coingi.js';
const CG_ROWS = [
  h(
    CG,
    36,
    'const {body} = await got(url, options);',
    null,
    "rawHttpRequest: `got(url, options)` with options `{headers, timeout}` (line 22), the timeout the client's `this.config.timeout` handed in by its callers, `Object.assign({key, secret}, defaults, options)` (line 67) over `defaults.timeout: 5000` (line 14): a 5 s bound by default",
  ),
  ...rowsOf(
    CG,
    [
      [147, 'const response = rawHttpRequest("get", url, {}, params, this.config.timeout);'],
      [187, 'const response = rawHttpRequest("post", url, headers, params, this.config.timeout);'],
    ],
    null,
    'publicMethod / privateMethod: call of rawHttpRequest (line 18), which sends at line 36: judged there',
  ),
  ...rowsOf(
    CG,
    [
      [117, 'return this.publicMethod(method, params, callback);'],
      [123, 'return this.privateMethod(method, params, callback);'],
    ],
    null,
    'api: call of publicMethod (line 136) / privateMethod (line 165), which call rawHttpRequest at lines 147 / 187: judged at line 36',
  ),
];

// ---- @cinerino/api-abstract-client@3.133.0 (tsc CommonJS; isomorphic-fetch) ----
const CN = (name) => `@cinerino+api-abstract-client@3.133.0/lib/${name}.js`;
const CN_ROWS = [
  h(
    CN('transporters'),
    120,
    'return [2 /*return*/, fetch(url, fetchOptions)',
    MISSING,
    'DefaultTransporter.fetch: `fetch(url, fetchOptions)` on isomorphic-fetch (line 60), fetchOptions passed through CONFIGURE unchanged (lines 98-109); Service.fetch builds them as `{ method, headers, body }` (lib/service.js:84-88): no signal or timeout, and isomorphic-fetch has none by default',
  ),
  h(
    CN('service'),
    97,
    'return [2 /*return*/, transporter.fetch(url, fetchOptions)];',
    null,
    "Service.fetch: call of the transporter's fetch, by default `new transporters_1.DefaultTransporter(…)` (line 96), which sends at lib/transporters.js:120: judged there",
  ),
  h(
    CN('service'),
    91,
    'return [2 /*return*/, this.options.auth.fetch(url, fetchOptions, defaultOptions.expectedStatusCodes)];',
    null,
    "Service.fetch: call of the auth client's fetch; the package's own, StubAuthClient.fetch (lib/auth/authClient.js:59), hands the same options to DefaultTransporter.fetch (authClient.js:62): judged at lib/transporters.js:120",
  ),
  h(
    CN('auth/authClient'),
    62,
    'return [2 /*return*/, (new transporters_1.DefaultTransporter(expectedStatusCodes)).fetch(url, options)];',
    null,
    'StubAuthClient.fetch: call of DefaultTransporter.fetch (lib/transporters.js:113), which sends at lib/transporters.js:120: judged there',
  ),
];

// ---- testrail-promise@0.1.19 (hand-written CommonJS; request-promise) ----
const TR = 'testrail-promise@0.1.19/lib/index.js';
const TR_ROWS = [
  h(
    TR,
    47,
    'return rp(options).auth(this.user, this.password, true);',
    MISSING,
    'TestRail.get: `rp(options)` on request-promise with options `{ simple, uri, json, rejectUnauthorized, headers }` (lines 38-46): no timeout, and request has none by default',
  ),
  h(
    TR,
    61,
    'return rp.post(options).auth(this.user, this.password, true);',
    MISSING,
    'TestRail.post: `rp.post(options)` on request-promise with options `{ simple, uri, json, rejectUnauthorized, headers, body }` (lines 51-60): no timeout, and request has none by default',
  ),
  ...rowsOf(
    TR,
    [
      [66, 'return this.get("get_statuses/");'],
      [71, 'return this.get("get_templates/" + obj.project_id);'],
    ],
    null,
    'getStatuses / getTemplates: call of TestRail.get (line 32), which sends at line 47: judged there',
  ),
];

export const HELD_OUT_23_HTTP_RANK_LABELS = [
  ...AM_ROWS,
  ...OC_ROWS,
  ...GH_ROWS,
  ...BDL_ROWS,
  ...SS_ROWS,
  ...OK_ROWS,
  ...TH_ROWS,
  ...PT_ROWS,
  ...BC_ROWS,
  ...CX_ROWS,
  ...BI_ROWS,
  ...WS_ROWS,
  ...CG_ROWS,
  ...CN_ROWS,
  ...TR_ROWS,
];
