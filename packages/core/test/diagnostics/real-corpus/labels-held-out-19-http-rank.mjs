// Hand labels for HELD-OUT SET 19, HTTP family, the download-rank sample's window A (packages marked `"heldOut": 19`
// whose kind ends "; set 19 HTTP (download-rank sample)"). Written by reading the code and committed BEFORE any checker
// ran on these files: the commit that adds this file adds no scoring of it, and neither the checker's rule code nor any
// score of it was read while choosing or labelling. Same format and rules as labels-held-out-6…18-http*.mjs: one row per
// site, every outbound HTTP call in each labelled file; `expect` is the rule a correct checker reports on that line
// (limit 10 s; a bound of exactly 10 s is within it), or null (compliant, not network, a pass-through whose bound is
// chosen elsewhere, or not decidable from the kept files) with why. A bound the caller may give but that is absent by
// default is MISSING; a bound always applied whose value is not visible in the kept files is null (not decidable); a
// visible default above 10 s is TOO_LONG (a timer that aborts the request counts as its bound, and a `Promise.race`
// against a timer is judged by the timer's delay); an agent's idle timeout, or node's `timeout` option / `setTimeout`
// with no 'timeout' handler, alone is no bound. The verdict sits on the line that sends, with the bound traced through
// the callers in the kept files (a send that some path of the package reaches with no bound, or one above the limit,
// is labelled by that path, as set 12's livekit region fetch); rows marked "judged at line N" are calls into the
// package's own function on the way to the send at N (calls of the senders and of their callers, two levels, as sets
// 10-18). Calls further up are not listed. A call whose receiver and method sit on different lines is labelled on the
// line where the call expression starts. A client library's own default is what its callers get (axios, request,
// node-fetch, global fetch, node http/https, XMLHttpRequest: no timeout), a fetch the caller may inject that defaults to
// one of those is judged as that default (set 13), and a request on another package's generic client with no timeout is
// MISSING (set 11's lead's decision); a service SDK's or protocol library's own client gets no row (set 15's unnbound,
// set 16's node-steam-openid). An XMLHttpRequest is labelled on its `send` line (set 14); a stream held open with no
// bound is MISSING (set 14's lead's decision, set 5's xata). Rows of one shape repeated per operation are written as a
// list of line numbers with one reason (set 17's second window).
//
// Packages were chosen WITHOUT categories, by the lead's rank-window rule (RANK-SAMPLE-19, "HTTP, window A", session
// 38): every row of the environment's npm list whose summary contains "API" and one of client / sdk / wrapper, sorted by
// monthly downloads, ranks 963-995 (the ranks set 18's window A left unwalked when it stopped at rank 962, plex-api);
// walked in order with the skips of sets 12-18 (a name in sources.json or named in the corpus README as a whole package
// name; type packages; React Native / Expo / Vue / Svelte / Angular packages; Babel / ESLint / webpack / Vite /
// Storybook / Gatsby / Rollup plugins or presets; CLIs); every other candidate packed (the listed version) and kept when
// its package.json declares a licence (not "SEE LICENSE IN" / "UNLICENSED", nor a noncommercial one) and its own code
// makes an outbound HTTP call (a minified-only bundle left out); every eligible candidate kept in order until 15 are
// kept or rank 995 is reached. Files kept: every file of the package that sends, less duplicate builds of the same code;
// source published beside its compiled `main` is labelled; at most 12 files (none had more). The walk, with every
// reason, is in the corpus README's set-19 HTTP window-A paragraph. These packages are never used to tune the checker:
// a change made after measuring them says so.
//
// Judgement calls for the lead:
// - contensis-management-api src/vendor/sse.ts:195: the vendored SSE polyfill's XMLHttpRequest POST is the event
//   stream (events/event-operations.ts opens it with `new SSE(…)` and `eventSource.stream()`, never closes it on a
//   timer): MISSING as a stream held open with no bound (set 14's airops / set 5's xata). The other reading leaves a
//   by-design long-lived stream null.
// - @bitrix24/b24jssdk dist/cjs/pullClient/long-polling-connector.cjs:99: a long poll whose 60 s timer
//   (`LONG_POLLING_TIMEOUT = 60`, line 18; `setTimeout(this.onRequestTimeout…, LONG_POLLING_TIMEOUT * 1e3)`, line 94)
//   aborts and re-opens it: TOO_LONG by the timer convention; the other reading treats a long poll's server-held wait as
//   no request latency to bound. Its publish `send` (line 138) has no timer: MISSING.
// - @bitrix24/b24jssdk dist/cjs/pullClient/protobuf/protobuf.cjs (a vendored protobufjs build) holds protobufjs's
//   `util.fetch` (.proto file loader: fs, or an XMLHttpRequest in a browser); nothing in the package calls `load(` /
//   `fetch(` on it (grep of dist/cjs outside that file), so it is read as a dependency's unreached file loader and not
//   kept. The other reading keeps it with one MISSING XMLHttpRequest row.
// - @akashnetwork/chain-sdk: only the grpc-gateway transport (global fetch) is labelled; its gRPC transport
//   (dist/cjs/sdk/transport/grpc/createGrpcTransport.cjs) sends through @connectrpc/connect-node's HTTP/2 client
//   (`createNodeHttpClient`), read as a protocol library's own client (no row). The fetch's signal carries
//   `AbortSignal.timeout(timeoutMs)` only when `callOptions.timeoutMs ?? options.defaultTimeoutMs` is set (runCall.cjs:82,
//   transportUtils.cjs:34, both kept as `context`), and createChainNodeWebSDK (kept as `context`) passes the caller's
//   optional transportOptions: MISSING.
// - @goharvest/simforge: its HttpClient.request fetch (dist/index.cjs:177) aborts on a timer of `options?.timeout ??
//   this.timeout`, this.timeout being the constructor's `config.timeout ?? 12e4`; the Simforge client builds it with its
//   own `config.timeout ?? 12e4` (line 1204, 120 s), the OpenAI tracing processor with `config.timeout ?? 1e4` (line 822,
//   10 s), the replay calls pass 30 s: TOO_LONG by the client's 120 s path. dist/node.cjs (the "node" export condition)
//   bundles the same HttpClient byte for byte and is read as a duplicate build of `main` (dist/index.cjs).
// - graphdb lib/http/http-client.js:125: every HttpClient the package builds for requests carries a 10 s default
//   (ServerClientConfig / RepositoryClientConfig `defaultTimeout = 10000`, within the limit) except the repository
//   client's `this.httpClient = new HttpClient(endpoint)` (repository/base-repository-client.js:48, kept as `context`),
//   which AuthenticationService.login uses for the login request (service/authentication-service.js:49, kept as
//   `context`) with readTimeout / writeTimeout left at 0 (http-client.js:47-48; axios: 0 = no timeout): MISSING by that
//   path. The other reading judges the send by its 10 s data-request paths (null).
// - sendbird-platform-sdk-typescript (rank 973) was probed, not skipped: the README names sendbird-platform-sdk (set 16,
//   OpenAPI Generator javascript), a different package; this one's full name appears nowhere in the README or
//   sources.json.
// - @datastax/langflow-client and @or-sdk/files take only the caller's optional AbortSignal: MISSING (a bound the caller
//   may give, absent by default).
// - Cap: messaging-api-line (70: one unbounded send per Messaging / Notify / Pay API method on axios instances with no
//   timeout) and @meeting-baas/sdk (62: one Orval-generated axios send per operation, each with the client's 30 s
//   default) each hold more than a fifth of the violations: every site kept, both pinned as cap exceptions.
//
// Generated SDKs (report every figure with and without them, the lead's set-13 decision): sendbird-platform-sdk-typescript
// (OpenAPI Generator typescript: one send in http/isomorphic-fetch.ts) and @meeting-baas/sdk (Orval, "automatically
// generated from the Meeting BaaS OpenAPI specification" (its README), its sends in src/generated/, bundled with the
// hand-written client state and wrappers, counted with it). Every other kept package is hand-written.
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });
// Null wrapper rows of one shape, one per listed line.
const each = (file, lines, at, reason) => lines.map((line) => h(file, line, at, null, reason));
// Rows of one verdict and reason, one per [line, at].
const rowsOf = (file, list, expect, reason) => list.map(([line, at]) => h(file, line, at, expect, reason));

// ---- contensis-management-api@2.4.0 (TypeScript source beside tsc CommonJS; the injectable fetch, and an XHR SSE) ----
const CONTENSIS = 'contensis-management-api@2.4.0/src/client/client.ts';
const CONTENSIS_SSE = 'contensis-management-api@2.4.0/src/vendor/sse.ts';
const CONTENSIS_ROWS = [
  h(
    CONTENSIS,
    157,
    'return this.fetchFn(`',
    MISSING,
    "Client.authenticate: the token POST on `this.fetchFn` with `{ method, headers, body }` (lines 157-166), no signal; fetchFn is the constructor's optional fetch, else `window.fetch` (lines 58-60), or the config's fetchFn (line 64-65); NodejsClient passes node-fetch and UniversalClient the global fetch (cross-fetch polyfill): judged as those defaults (set 13), no timeout",
  ),
  h(
    CONTENSIS,
    136,
    'return this.authenticate()',
    null,
    'ensureBearerToken: call of authenticate (line 147), which sends at line 157: judged there',
  ),
  h(
    CONTENSIS_SSE,
    195,
    'this.xhr.send(this.payload);',
    MISSING,
    "SSE.stream: a vendored Server-Sent-Events polyfill's `new XMLHttpRequest()` opened with the caller's method and URL (lines 184-190) and sent here: no `xhr.timeout`, no timer, and its only caller (events/event-operations.ts, `new SSE(…)` then `eventSource.stream()`) never closes it on a timer: a stream held open with no bound (set 14's lead's decision)",
  ),
];

// ---- messaging-api-line@1.1.0 (TypeScript source beside tsc CommonJS; axios instances with no timeout) ----
const LINE = 'messaging-api-line@1.1.0/src/LineClient.ts';
const LINE_NOTIFY = 'messaging-api-line@1.1.0/src/LineNotify.ts';
const LINE_PAY = 'messaging-api-line@1.1.0/src/LinePay.ts';
const LINE_SEND =
  "LineClient method: a send on `this.axios` or `this.dataAxios` (`this.axios` / `this.dataAxios` … `.get` / `.post` / `.put` / `.delete`), the instances made at lines 102 and 114, `axios.create({ baseURL, headers })` with request interceptors that only call the caller's onRequest (messaging-api-common's createRequestInterceptor): no timeout, the method passes none (and no signal), and axios has none by default";
const LINE_ROWS = [
  ...rowsOf(
    LINE,
    [
      [135, 'return this.axios'],
      [148, 'return this.axios'],
      [165, 'return this.axios'],
      [178, 'return this.axios'],
      [207, 'return this.axios'],
      [663, 'return this.axios'],
      [1103, 'return this.axios'],
      [1562, 'return this.axios'],
      [1603, 'return this.dataAxios'],
      [1611, 'return this.dataAxios'],
      [1652, 'return this.axios'],
      [1687, 'return this.axios'],
      [1716, 'return this.axios'],
      [1741, 'return this.axios'],
      [1760, 'return this.axios'],
      [1789, 'return this.axios'],
      [1846, 'return this.axios'],
      [1875, 'return this.axios'],
      [1929, 'return this.axios'],
      [1945, 'return this.axios'],
      [1965, 'return this.axios'],
      [1984, 'return this.axios'],
      [2010, 'return this.axios'],
      [2030, 'return this.axios'],
      [2046, 'return this.axios'],
      [2078, 'return this.axios'],
      [2094, 'return this.axios'],
      [2109, 'return this.axios'],
      [2139, 'return this.axios'],
      [2154, 'return this.axios'],
      [2188, 'return this.dataAxios'],
      [2208, 'return this.dataAxios'],
      [2229, 'return this.axios'],
      [2247, 'return this.axios'],
      [2266, 'return this.axios'],
      [2285, 'return this.axios'],
      [2305, 'return this.axios'],
      [2321, 'return this.axios'],
      [2347, 'return this.axios'],
      [2368, 'return this.axios'],
      [2394, 'return this.axios'],
      [2427, 'return this.axios'],
      [2460, 'return this.axios'],
      [2495, 'return this.axios'],
      [2533, 'return this.axios'],
      [2566, 'return this.axios'],
      [2593, 'return this.axios'],
      [2643, "return this.axios.post('/v2/bot/message/narrowcast', body).then((res) => {"],
      [2747, 'return this.axios'],
      [2787, 'return this.axios'],
      [2828, 'return this.axios'],
      [2859, 'return this.axios'],
      [2888, 'return this.axios'],
      [2912, 'return this.axios'],
      [2936, 'return this.axios'],
      [2954, 'return this.axios'],
      [2976, 'return this.axios'],
      [2991, 'return this.axios'],
      [3012, 'return this.axios'],
    ],
    MISSING,
    LINE_SEND,
  ),
  ...[
    [233, 'this.replyRawBody(', 'reply', '207'],
    [685, 'this.pushRawBody(', 'push', '663'],
    [1129, 'this.multicastRawBody(', 'multicast', '1103'],
    [1583, 'this.broadcastRawBody(', 'broadcast', '1562'],
    [1626, 'this.getMessageContent(', 'retrieveMessageContent', '1603'],
    [1820, 'this.getGroupMemberIds(', 'getAllGroupMemberIds', '1789'],
    [1906, 'this.getRoomMemberIds(', 'getAllRoomMemberIds', '1875'],
    [2686, 'this.narrowcastRawBody(', 'narrowcast', '2643'],
  ].map(([line, at, fn, to]) =>
    h(LINE, line, at, null, `${fn}: call of ${at.slice(5, -1)}, which sends at line ${to}: judged there`),
  ),
  ...[
    [257, 'this.reply(', 'replyMessages', 'replyRawBody', '207'],
    [282, 'this.reply(', 'replyText', 'replyRawBody', '207'],
    [315, 'this.reply(', 'replyImage', 'replyRawBody', '207'],
    [351, 'this.reply(', 'replyVideo', 'replyRawBody', '207'],
    [379, 'this.reply(', 'replyAudio', 'replyRawBody', '207'],
    [404, 'this.reply(', 'replyLocation', 'replyRawBody', '207'],
    [429, 'this.reply(', 'replySticker', 'replyRawBody', '207'],
    [453, 'this.reply(', 'replyImagemap', 'replyRawBody', '207'],
    [479, 'this.reply(', 'replyFlex', 'replyRawBody', '207'],
    [507, 'this.reply(', 'replyTemplate', 'replyRawBody', '207'],
    [531, 'this.reply(', 'replyButtonTemplate', 'replyRawBody', '207'],
    [586, 'this.reply(', 'replyConfirmTemplate', 'replyRawBody', '207'],
    [613, 'this.reply(', 'replyCarouselTemplate', 'replyRawBody', '207'],
    [640, 'this.reply(', 'replyImageCarouselTemplate', 'replyRawBody', '207'],
    [705, 'this.push(', 'pushMessages', 'pushRawBody', '663'],
    [730, 'this.push(', 'pushText', 'pushRawBody', '663'],
    [763, 'this.push(', 'pushImage', 'pushRawBody', '663'],
    [799, 'this.push(', 'pushVideo', 'pushRawBody', '663'],
    [827, 'this.push(', 'pushAudio', 'pushRawBody', '663'],
    [852, 'this.push(', 'pushLocation', 'pushRawBody', '663'],
    [877, 'this.push(', 'pushSticker', 'pushRawBody', '663'],
    [901, 'this.push(', 'pushImagemap', 'pushRawBody', '663'],
    [925, 'this.push(', 'pushFlex', 'pushRawBody', '663'],
    [953, 'this.push(', 'pushTemplate', 'pushRawBody', '663'],
    [975, 'this.push(', 'pushButtonTemplate', 'pushRawBody', '663'],
    [1025, 'this.push(', 'pushConfirmTemplate', 'pushRawBody', '663'],
    [1052, 'this.push(', 'pushCarouselTemplate', 'pushRawBody', '663'],
    [1079, 'this.push(', 'pushImageCarouselTemplate', 'pushRawBody', '663'],
    [1150, 'this.multicast(', 'multicastMessages', 'multicastRawBody', '1103'],
    [1176, 'this.multicast(', 'multicastText', 'multicastRawBody', '1103'],
    [1210, 'this.multicast(', 'multicastImage', 'multicastRawBody', '1103'],
    [1247, 'this.multicast(', 'multicastVideo', 'multicastRawBody', '1103'],
    [1276, 'this.multicast(', 'multicastAudio', 'multicastRawBody', '1103'],
    [1302, 'this.multicast(', 'multicastLocation', 'multicastRawBody', '1103'],
    [1328, 'this.multicast(', 'multicastSticker', 'multicastRawBody', '1103'],
    [1353, 'this.multicast(', 'multicastImagemap', 'multicastRawBody', '1103'],
    [1380, 'this.multicast(', 'multicastFlex', 'multicastRawBody', '1103'],
    [1409, 'this.multicast(', 'multicastTemplate', 'multicastRawBody', '1103'],
    [1434, 'this.multicast(', 'multicastButtonTemplate', 'multicastRawBody', '1103'],
    [1486, 'this.multicast(', 'multicastConfirmTemplate', 'multicastRawBody', '1103'],
    [1514, 'this.multicast(', 'multicastCarouselTemplate', 'multicastRawBody', '1103'],
    [1542, 'this.multicast(', 'multicastImageCarouselTemplate', 'multicastRawBody', '1103'],
    [2719, 'this.narrowcast(', 'narrowcastMessages', 'narrowcastRawBody', '2643'],
  ].map(([line, at, fn, via, to]) =>
    h(LINE, line, at, null, `${fn}: call of ${at.slice(5, -1)}, which calls ${via}: judged at line ${to}`),
  ),
  ...rowsOf(
    LINE_NOTIFY,
    [
      [164, 'return this.axios'],
      [199, 'return this.apiAxios'],
      [239, 'return this.apiAxios'],
      [274, 'return this.apiAxios'],
    ],
    MISSING,
    'LineNotify method: a send on `this.axios` (OAuth endpoints) or `this.apiAxios` (notify API), `axios.create({ baseURL })` (lines 113-118): no timeout, the method passes none, and axios has none by default',
  ),
  ...rowsOf(
    LINE_PAY,
    [
      [109, 'return this.axios'],
      [139, 'return this.axios'],
      [170, 'return this.axios'],
      [192, 'return this.axios'],
      [210, 'return this.axios'],
      [219, 'return this.axios'],
      [225, 'return this.axios'],
    ],
    MISSING,
    'LinePay method: a send on `this.axios`, `axios.create({ baseURL, headers })` (lines 74-81): no timeout, the method passes none, and axios has none by default',
  ),
];

// ---- zendesk-node-api@1.3.0 (hand-written CommonJS; request, no timeout) ----
const ZENDESK = 'zendesk-node-api@1.3.0/src/zdrequest.js';
const ZENDESK_ROWS = rowsOf(
  ZENDESK,
  [
    [16, 'request(options, function(err, res, body){'],
    [32, 'request.post(options, function(err, res, body){'],
    [49, 'request.put(options, function(err, res, body){'],
    [65, 'request.delete(options, function(err, res, body){'],
  ],
  MISSING,
  'ZDRequest get / post / put / delete: `request` (the request package) with `{ url, headers, json }` (and `forever: true` on the GET, a keep-alive agent): no `timeout` option, and request has none by default',
);

// ---- @goharvest/simforge@0.9.1 (tsup CommonJS bundle, readable; global fetch with abort timers of 120 s and 30 s) ----
const SIMFORGE = '@goharvest+simforge@0.9.1/dist/index.cjs';
const SIMFORGE_ROWS = [
  h(
    SIMFORGE,
    177,
    'const response = await fetch(url, {',
    TOO_LONG,
    "HttpClient.request: the global fetch with `signal: controller.signal`, aborted by `setTimeout(() => controller.abort(), timeout)` (line 159), `timeout = options?.timeout ?? this.timeout` and `this.timeout = config.timeout ?? 12e4` (line 144); the Simforge client builds its HttpClient with `timeout: this.timeout`, itself `config.timeout ?? 12e4` (lines 1204, 1216-1219): a 120 s default (the tracing processor's 10 s, line 822, and the replay calls' 30 s are other paths), above 10 s",
  ),
  h(
    SIMFORGE,
    299,
    'const response = await fetch(url, {',
    TOO_LONG,
    'HttpClient.getExternalSpan: the global fetch with `signal: controller.signal`, aborted by `setTimeout(() => controller.abort(), 3e4)` (line 297): a fixed 30 s bound, above 10 s',
  ),
  ...[
    [223, 'this.request(', 'lookupFunction', 177],
    [231, 'this.request(', 'sendInternalTrace', 177],
    [249, 'this.request(', 'sendExternalSpan', 177],
    [266, 'this.request(', 'sendExternalTrace', 177],
    [286, 'this.request(', 'startReplay (with `timeout: 3e4`)', 177],
    [331, 'this.request(', 'completeReplay (with `timeout: 3e4`)', 177],
    [422, 'httpClient.getExternalSpan(', 'processItem', 299],
  ].map(([line, at, fn, to]) =>
    h(
      SIMFORGE,
      line,
      at,
      null,
      `HttpClient ${fn}: call of ${at.slice(0, -1)}, which sends at line ${to}: judged there`,
    ),
  ),
  ...[
    [461, 'httpClient.startReplay(', 'replay', 'startReplay', 177],
    [468, 'processItem(', 'replay', 'processItem', 299],
    [473, 'httpClient.completeReplay(', 'replay', 'completeReplay', 177],
    [
      891,
      'this.httpClient.sendExternalTrace(',
      'SimforgeOpenAITracingProcessor.sendRawTrace',
      'sendExternalTrace',
      177,
    ],
    [
      990,
      'this.httpClient.sendExternalSpan(',
      'SimforgeOpenAITracingProcessor.sendRawSpan',
      'sendExternalSpan',
      177,
    ],
    [1230, 'this.httpClient.lookupFunction(', 'Simforge.fetchFunctionVersion', 'lookupFunction', 177],
    [1263, 'this.httpClient.sendInternalTrace(', 'Simforge.call', 'sendInternalTrace', 177],
    [1563, 'this.httpClient.sendExternalTrace(', 'Simforge.sendTraceCompletion', 'sendExternalTrace', 177],
    [1613, 'this.httpClient.sendExternalSpan(', 'Simforge.sendWrapperSpan', 'sendExternalSpan', 177],
  ].map(([line, at, fn, via, to]) =>
    h(SIMFORGE, line, at, null, `${fn}: call of ${via}, which calls the send: judged at line ${to}`),
  ),
];

// ---- @datastax/langflow-client@0.4.1 (TypeScript source beside tsc output; injectable fetch, the caller's optional signal) ----
const LANGFLOW = '@datastax+langflow-client@0.4.1/src/index.ts';
const LANGFLOW_FETCH =
  "`this.fetch` is the constructor's `opts.fetch ?? fetch` (line 59), the global fetch by default (judged as it, set 13); the only signal is the caller's optional `options.signal` (RequestOptions, line 41), absent by default, and no timer is set: no bound unless the caller gives one";
const LANGFLOW_ROWS = [
  h(
    LANGFLOW,
    165,
    'const response = await this.fetch(url, { method, body, headers, signal });',
    MISSING,
    `LangflowClient.request: ${LANGFLOW_FETCH}`,
  ),
  h(
    LANGFLOW,
    197,
    'const response = await this.fetch(url, {',
    MISSING,
    `LangflowClient.stream: the NDJSON streaming request (lines 197-202); ${LANGFLOW_FETCH}`,
  ),
];

// ---- @akashnetwork/chain-sdk@1.0.0-alpha.25 (tsc CommonJS; injectable fetch, a deadline only when the caller sets one) ----
const AKASH =
  '@akashnetwork+chain-sdk@1.0.0-alpha.25/dist/cjs/sdk/transport/grpc-gateway/createGrpcGatewayTransport.cjs';
const AKASH_ROWS = [
  h(
    AKASH,
    73,
    'const response = await fetch(url, {',
    MISSING,
    "grpc-gateway transport `next`: `fetch = options.fetch ?? globalThis.fetch` (line 68; judged as the global fetch, set 13) with `signal: req.signal`; that signal is runUnaryCall's (runCall.cjs:30, kept as `context`), which adds `AbortSignal.timeout(options.timeoutMs)` only when timeoutMs is defined (runCall.cjs:82-85), and timeoutMs is `coerceTimeoutMs(callOptions?.timeoutMs, options.defaultTimeoutMs)` (line 34; transportUtils.cjs:34, `context`): both the caller's, unset by default (createChainNodeWebSDK.cjs:34 spreads the caller's optional transportOptions, `context`): no bound unless the caller gives one",
  ),
  h(
    AKASH,
    46,
    'return await (0, import_runCall.runUnaryCall)({',
    null,
    "unary: call of the package's runUnaryCall (runCall.cjs:28), which runs the `next` closure that sends at line 73: judged there",
  ),
];

// ---- coinbase-api@1.2.6 (tsc CommonJS; the axios module with a 5 min default) ----
const COINBASE = 'coinbase-api@1.2.6/dist/cjs/lib/BaseRestClient.js';
const COINBASE_ROWS = [
  h(
    COINBASE,
    175,
    'return (0, axios_1.default)(options)',
    TOO_LONG,
    'BaseRestClient._call: `axios(options)` on the axios module, options from buildRequest (line 170), which spreads `this.globalRequestOptions` (line 433), whose `timeout: 1000 * 60 * 5` (line 84; its comment, line 83: "in ms == 5 minutes by default") the caller\'s optional networkOptions may replace: a 300 s default, above 10 s',
  ),
  ...each(
    COINBASE,
    [143, 146, 149, 152, 155, 158, 161],
    'this._call(',
    'BaseRestClient get / post / getPrivate / postPrivate / deletePrivate / putPrivate / patchPrivate: call of _call (line 166), which sends at line 175: judged there',
  ),
];

// ---- @bitrix24/b24jssdk@2.2.0 (unbuild / Rollup CommonJS build; axios with 30 s, axios with none, XHR, global fetch) ----
const B24_HTTP = '@bitrix24+b24jssdk@2.2.0/dist/cjs/core/http/abstract-http.cjs';
const B24_AUTH = '@bitrix24+b24jssdk@2.2.0/dist/cjs/oauth/auth.cjs';
const B24_POLL = '@bitrix24+b24jssdk@2.2.0/dist/cjs/pullClient/long-polling-connector.cjs';
const B24_TG = '@bitrix24+b24jssdk@2.2.0/dist/cjs/logger/handler/telegram-handler.cjs';
const B24_ROWS = [
  h(
    B24_HTTP,
    367,
    'const response = await this._clientAxios.post(methodFormatted, paramsFormatted);',
    TOO_LONG,
    "AbstractHttp._makeAxiosRequest: every REST call's POST on `this._clientAxios`, `axios.create({ timeout: 3e4, timeoutErrorMessage, ...options ?? {}, headers })` (lines 72-82): a 30 s default that only the caller's optional options replace, above 10 s",
  ),
  ...each(
    B24_HTTP,
    [327, 349],
    'this._makeAxiosRequest(',
    '_makeRequestWithAuthRetry (first try, and the retry after a 401 and a token refresh): call of _makeAxiosRequest (line 354), which sends at line 367: judged there',
  ),
  h(
    B24_HTTP,
    294,
    'this._makeRequestWithAuthRetry(',
    null,
    '_executeSingleCall: call of _makeRequestWithAuthRetry (line 324), which calls _makeAxiosRequest: judged at line 367',
  ),
  h(
    B24_HTTP,
    315,
    'this._authActions.refreshAuth()',
    null,
    "_refreshAuth: call of the auth manager's refreshAuth; B24OAuth hands its AuthOAuthManager in as `_authActions` (oauth/b24.cjs:33, :35), whose refreshAuth sends the token refresh at auth.cjs:88: judged there (second reading: row added, a call of a kept sender the first reading did not list)",
  ),
  ...each(
    B24_HTTP,
    [302, 347],
    'this._refreshAuth()',
    "_ensureAuth (no auth data yet) / _makeRequestWithAuthRetry (after a 401): call of _refreshAuth (line 311), which calls the auth manager's refreshAuth: judged at auth.cjs:88 (second reading: rows added, the second level of the same calls)",
  ),
  h(
    B24_AUTH,
    88,
    'const response = await this.#clientAxios.post(',
    MISSING,
    'AuthOAuthManager.refreshAuth: the OAuth token refresh POST (lines 88-92) on `this.#clientAxios`, `axios.create({ baseURL: this.#oAuthTarget })` (lines 51-53): no timeout, the call passes only headers, and axios has none by default',
  ),
  h(
    B24_POLL,
    99,
    'xhr.send();',
    TOO_LONG,
    "LongPollingConnector.performRequest: the long-poll GET on the connector's XMLHttpRequest (opened at line 98), aborted and re-opened by `setTimeout(this.onRequestTimeout.bind(this), LONG_POLLING_TIMEOUT * 1e3)` (lines 94-97; onRequestTimeout calls `this._xhr?.abort()`, line 103) with `LONG_POLLING_TIMEOUT = 60` (line 18): a 60 s abort timer, above 10 s",
  ),
  h(
    B24_POLL,
    138,
    'xhr.send(buffer);',
    MISSING,
    'LongPollingConnector.send: a publish POST on a fresh `new XMLHttpRequest()` (lines 136-137): no `xhr.timeout`, no timer and no abort, and an XMLHttpRequest has none by default',
  ),
  ...[
    [58, 'connect'],
    [104, 'onRequestTimeout (the re-open after the 60 s abort)'],
    [154, 'onResponse (after a 200)'],
    [163, 'onResponse (after a 304)'],
  ].map(([line, fn]) =>
    h(
      B24_POLL,
      line,
      'this.performRequest(',
      null,
      `${fn}: call of performRequest (line 76), which sends at line 99: judged there`,
    ),
  ),
  h(
    B24_POLL,
    113,
    'this.onResponse(',
    null,
    'onXhrReadyStateChange: call of onResponse (line 141), which calls performRequest: judged at line 99',
  ),
  h(
    B24_TG,
    92,
    'const response = await fetch(url, {',
    MISSING,
    "TelegramHandler._handleInNode: the global fetch of Telegram's sendMessage POST (lines 92-98), no signal and no timer: the global fetch has no timeout",
  ),
  h(
    B24_TG,
    148,
    'const response = await fetch(url);',
    MISSING,
    "TelegramHandler.testConnection: the global fetch of Telegram's getMe with the URL only: no signal, no timer, no timeout",
  ),
  h(
    B24_TG,
    59,
    'this._handleInNode(',
    null,
    'handle: call of _handleInNode (line 82), which sends at line 92: judged there',
  ),
];

// ---- sendbird-platform-sdk-typescript@0.0.18 (generated: OpenAPI Generator typescript, TypeScript source beside tsc output) ----
const SENDBIRD = 'sendbird-platform-sdk-typescript@0.0.18/http/isomorphic-fetch.ts';
const SENDBIRD_ROWS = [
  h(
    SENDBIRD,
    11,
    'const resultPromise = fetch(request.getUrl(), {',
    MISSING,
    "generated IsomorphicFetchHttpLibrary.send: node-fetch (line 3) with `{ method, body, headers, agent: request.getAgent() }` (lines 11-16): no signal and no `timeout`, and node-fetch has none by default; every generated API call goes through it (the configuration's default httpApi)",
  ),
];

// ---- @fillout/api@1.5.0 (tsup ES module `main`, readable; global fetch) ----
const FILLOUT = '@fillout+api@1.5.0/dist/index.js';
const FILLOUT_ROWS = rowsOf(
  FILLOUT,
  [
    [10, 'const res = await fetch(`'],
    [24, 'const res = await fetch('],
    [42, 'const res = await fetch('],
    [65, 'const res = await fetch('],
    [88, 'const res = await fetch('],
    [110, 'const res = await fetch(`'],
    [127, 'const res = await fetch(`'],
    [147, 'const res = await fetch('],
  ],
  MISSING,
  'Fillout method (getForms, getForm, getSubmissions, getSubmission, deleteSubmission, createWebhook, deleteWebhook, createSubmissions): the global fetch with the URL, headers and (for writes) method and body only: no signal, no timer, and the global fetch has no timeout',
);

// ---- @or-sdk/files@3.13.1 (TypeScript source beside tsc output; the axios module, the caller's optional signal) ----
const ORSDK = '@or-sdk+files@3.13.1/src/Files.ts';
const ORSDK_ROWS = [
  h(
    ORSDK,
    621,
    'return await axios.post(url, formData, {',
    MISSING,
    "Files.uploadToSignedUrl: the upload POST to the signed URL on the axios module (line 2) with headers, onUploadProgress, `maxBodyLength` / `maxContentLength: Infinity` and the caller's optional `signal` (line 594, `options?.signal`): no timeout, and axios has none by default (the package's other requests go through @or-sdk/base's `callApi`, the service SDK's own client: no rows)",
  ),
  ...each(
    ORSDK,
    [406, 474],
    'this.uploadToSignedUrl(',
    'uploadFileV2 / uploadSystemFileV3: call of uploadToSignedUrl (line 584), which sends at line 621: judged there',
  ),
  h(
    ORSDK,
    719,
    'this.uploadFileV2(',
    null,
    'uploadFile (deprecated): call of uploadFileV2, which calls uploadToSignedUrl: judged at line 621',
  ),
  ...each(
    ORSDK,
    [776, 802],
    'this.uploadSystemFileV3(',
    'uploadSystemFile / uploadSystemFileV2 (deprecated): call of uploadSystemFileV3, which calls uploadToSignedUrl: judged at line 621',
  ),
];

// ---- ipfs-api@26.1.2 (hand-written CommonJS, src/ is `main`; node http / https) ----
const IPFS_SEND = 'ipfs-api@26.1.2/src/utils/send-request.js';
const IPFS_URL = 'ipfs-api@26.1.2/src/util/url-add.js';
const IPFS_ROWS = [
  h(
    IPFS_SEND,
    174,
    'const req = request(config.protocol)(reqOptions, onRes(options.buffer, callback))',
    MISSING,
    "requestAPI: `request(config.protocol)` is node's `http.request` or `https.request` (src/utils/request.js, kept as `context`), called with `{ hostname, path, port, method, headers, protocol }` (lines 165-172): no `timeout`, no `req.setTimeout`, no abort; every API command of the package goes through it",
  ),
  h(
    IPFS_SEND,
    205,
    'requestAPI(',
    null,
    'send: call of requestAPI (line 84), which sends at line 174: judged there',
  ),
  h(
    IPFS_SEND,
    213,
    'send(',
    null,
    'send.andTransform: call of send, which calls requestAPI: judged at line 174',
  ),
  h(
    IPFS_URL,
    40,
    'const req = request(parsedUrl.protocol)(url, (res) => {',
    MISSING,
    "requestWithRedirect: node's `http.request` / `https.request` (request.js, `context`) of the URL to add, ended at line 69: no `timeout`, no `req.setTimeout`, no abort",
  ),
  h(
    IPFS_URL,
    31,
    'requestWithRedirect(',
    null,
    'addFromURL: call of requestWithRedirect (line 37), which sends at line 40: judged there',
  ),
  h(
    IPFS_URL,
    52,
    'requestWithRedirect(',
    null,
    'requestWithRedirect following a redirect: call of requestWithRedirect itself, which sends at line 40: judged there',
  ),
];

// ---- testit-api-client@1.0.8 (tsc CommonJS; an axios instance with none, the axios module, a synchronous XHR) ----
const TESTIT = 'testit-api-client@1.0.8/dist/client.js';
const TESTIT_ROWS = [
  ...rowsOf(
    TESTIT,
    [
      [69, 'return this.axios'],
      [74, "return this.axios.post('/autoTests', autotest).then((res) => res.data);"],
      [77, "return this.axios.put('/autoTests', autotest);"],
      [80, 'return this.axios.post(`/autoTests/'],
      [91, 'return this.axios'],
      [96, 'return this.axios'],
      [101, 'return this.axios.post(`/testRuns/'],
      [104, 'return await this.axios'],
      [109, 'return this.axios.post(`/testRuns/'],
      [117, 'return this.axios'],
    ],
    MISSING,
    'Client method (getAutotest, createAutotest, updateAutotest, linkToWorkItem, getTestRunById, createTestRun, startTestRun, loadTestRunResults, completeTestRun, loadAttachment): a send on `this.axios`, `axios.create({ baseURL, headers })` (lines 37-42): no timeout, the method passes none, and axios has none by default',
  ),
  h(
    TESTIT,
    48,
    "await axios_1.default.get(new URL('version.json', this.config.url).toString());",
    MISSING,
    'Client.checkConnection: a GET on the axios module with the URL only: no timeout, and axios has none by default',
  ),
  h(
    TESTIT,
    87,
    'this.request.send(null);',
    MISSING,
    'Client.getTestRun: a synchronous GET (`this.request.open("GET", …, false)`, line 85) on `this.request = new XMLHttpRequest()` (line 44), the xmlhttprequest package\'s XMLHttpRequest (line 24): no timeout is set (and a synchronous request takes none): no bound',
  ),
];

// ---- @meeting-baas/sdk@6.0.5 (generated: Orval axios functions in a tsup CommonJS bundle; the client's 30 s default) ----
const MBAAS = '@meeting-baas+sdk@6.0.5/dist/index.js';
const MBAAS_ROWS = [
  ...rowsOf(
    MBAAS,
    [
      [3360, 'return import_axios.default.post("/bots/", joinRequest, options);'],
      [3363, 'return import_axios.default.delete(`/bots/'],
      [3366, 'return import_axios.default.get("/bots/meeting_data", {'],
      [3372, 'return import_axios.default.post(`/bots/'],
      [3375, 'return import_axios.default.get("/bots/bots_with_metadata", {'],
      [3381, 'return import_axios.default.post("/bots/retranscribe", retranscribeBody, options);'],
      [3384, 'return import_axios.default.get(`/bots/'],
      [3411, 'return import_axios2.default.post("/calendars/raw", listRawCalendarsParams, options);'],
      [3414, 'return import_axios2.default.get("/calendars/", options);'],
      [3417, 'return import_axios2.default.post("/calendars/", createCalendarParams, options);'],
      [3420, 'return import_axios2.default.post("/calendars/resync_all", void 0, {'],
      [3426, 'return import_axios2.default.get(`/calendars/'],
      [3429, 'return import_axios2.default.delete(`/calendars/'],
      [3432, 'return import_axios2.default.patch(`/calendars/'],
      [3435, 'return import_axios2.default.get(`/calendar_events/'],
      [3438, 'return import_axios2.default.post(`/calendar_events/'],
      [3444, 'return import_axios2.default.delete(`/calendar_events/'],
      [3450, 'return import_axios2.default.patch(`/calendar_events/'],
      [3456, 'return import_axios2.default.get("/calendar_events/", {'],
      [3477, 'return import_axios3.default.get("/bots/webhooks", options);'],
      [3480, 'return import_axios3.default.get("/bots/webhooks/bot", options);'],
      [3483, 'return import_axios3.default.get("/bots/webhooks/calendar", options);'],
      [3502, 'return import_axios4.default.get("/zoom_oauth_connections/", options);'],
      [3505, 'return import_axios4.default.post("/zoom_oauth_connections/", createConnectionRequest, opt'],
      [3508, 'return import_axios4.default.get(`/zoom_oauth_connections/'],
      [3511, 'return import_axios4.default.delete(`/zoom_oauth_connections/'],
      [3608, 'return import_axios5.default.post("/v2/bots", createBotRequestBodyInput, options);'],
      [3611, 'return import_axios5.default.get("/v2/bots", {'],
      [3617, 'return import_axios5.default.post("/v2/bots/batch", batchCreateBotsRequestBodyInput, optio'],
      [3620, 'return import_axios5.default.get(`/v2/bots/'],
      [3623, 'return import_axios5.default.get(`/v2/bots/'],
      [3626, 'return import_axios5.default.get(`/v2/bots/'],
      [3632, 'return import_axios5.default.post(`/v2/bots/'],
      [3635, 'return import_axios5.default.delete(`/v2/bots/'],
      [3641, 'return import_axios5.default.post(`/v2/bots/'],
      [3644, 'return import_axios5.default.post(`/v2/bots/'],
      [3647, 'return import_axios5.default.patch(`/v2/bots/'],
      [3650, 'return import_axios5.default.post("/v2/bots/scheduled", createScheduledBotRequestBodyInput'],
      [3653, 'return import_axios5.default.get("/v2/bots/scheduled", {'],
      [3659, 'return import_axios5.default.post("/v2/bots/scheduled/batch", batchCreateScheduledBotsRequ'],
      [3662, 'return import_axios5.default.get(`/v2/bots/scheduled/'],
      [3665, 'return import_axios5.default.patch(`/v2/bots/scheduled/'],
      [3668, 'return import_axios5.default.delete(`/v2/bots/scheduled/'],
      [3697, 'return import_axios6.default.post("/v2/calendars/list-raw", listRawCalendarsRequestBodyInp'],
      [3700, 'return import_axios6.default.post("/v2/calendars", createCalendarConnectionRequestBodyInpu'],
      [3703, 'return import_axios6.default.get("/v2/calendars", {'],
      [3709, 'return import_axios6.default.get(`/v2/calendars/'],
      [3712, 'return import_axios6.default.delete(`/v2/calendars/'],
      [3715, 'return import_axios6.default.patch('],
      [3722, 'return import_axios6.default.post(`/v2/calendars/'],
      [3725, 'return import_axios6.default.post(`/v2/calendars/'],
      [3728, 'return import_axios6.default.get(`/v2/calendars/'],
      [3734, 'return import_axios6.default.get(`/v2/calendars/'],
      [3740, 'return import_axios6.default.get(`/v2/calendars/'],
      [3743, 'return import_axios6.default.post(`/v2/calendars/'],
      [3746, 'return import_axios6.default.patch(`/v2/calendars/'],
      [3749, 'return import_axios6.default.delete(`/v2/calendars/'],
      [3772, 'return import_axios7.default.post("/v2/zoom-credentials", createZoomCredentialBody2, optio'],
      [3775, 'return import_axios7.default.get("/v2/zoom-credentials", options);'],
      [3778, 'return import_axios7.default.get(`/v2/zoom-credentials/'],
      [3781, 'return import_axios7.default.patch(`/v2/zoom-credentials/'],
      [3784, 'return import_axios7.default.delete(`/v2/zoom-credentials/'],
    ],
    TOO_LONG,
    "generated (Orval, src/generated/v1 and v2/api/*.ts in the bundle) operation: a send on the axios module with the `options` its caller hands in; the only callers are the client's methods (src/node/v1-methods.ts, v2-methods.ts: the generated functions are not exported), which pass `state.getOptions()`, `{ baseURL, headers, timeout: this.timeout }` with `this.timeout = config?.timeout ?? 3e4` (ClientState, lines 5197 and 5208-5216): a 30 s default, above 10 s",
  ),
  ...[
    [5243, 'operation('],
    [5263, 'operation('],
    [5302, 'operation('],
    [5342, 'operation('],
    [5397, 'operation('],
    [5446, 'apiWrapper('],
    [5456, 'apiWrapper('],
    [5457, 'leave2('],
    [5471, 'apiWrapper('],
    [5481, 'apiWrapper('],
    [5482, 'deleteData2('],
    [5496, 'apiWrapper('],
    [5511, 'apiWrapper('],
    [5521, 'apiWrapper('],
    [5522, 'getScreenshotsApi('],
    [5536, 'apiWrapper('],
    [5544, 'apiWrapperNoParams('],
    [5554, 'apiWrapper('],
    [5555, 'getCalendarApi('],
    [5569, 'apiWrapper('],
    [5570, 'updateCalendarApi('],
    [5587, 'apiWrapper('],
    [5588, 'deleteCalendarApi('],
    [5602, 'apiWrapper('],
    [5603, 'getEvent2('],
    [5617, 'apiWrapper('],
    [5618, 'scheduleRecordEvent2('],
    [5636, 'apiWrapper('],
    [5637, 'unscheduleRecordEvent2('],
    [5654, 'apiWrapper('],
    [5655, 'patchBotApi('],
    [5673, 'apiWrapper('],
    [5681, 'apiWrapperNoParams('],
    [5689, 'apiWrapperNoParams('],
    [5697, 'apiWrapperNoParams('],
    [5706, 'apiWrapper('],
    [5721, 'apiWrapper('],
    [5729, 'apiWrapperNoParams('],
    [5739, 'apiWrapper('],
    [5754, 'apiWrapper('],
    [5755, 'getZoomOauthConnectionApi('],
    [5769, 'apiWrapper('],
    [5770, 'deleteZoomOauthConnectionApi('],
    [5793, 'apiWrapperV2('],
    [5803, 'apiWrapperV2('],
    [5814, 'apiWrapperV2List('],
    [5824, 'apiWrapperV2('],
    [5825, 'getBotDetailsApi('],
    [5834, 'apiWrapperV2('],
    [5835, 'getBotStatusApi('],
    [5844, 'apiWrapperV2List('],
    [5845, 'getBotScreenshotsApi('],
    [5862, 'apiWrapperV2('],
    [5863, 'leaveBotApi('],
    [5872, 'apiWrapperV2('],
    [5873, 'deleteBotDataApi('],
    [5889, 'apiWrapperV2('],
    [5890, 'resendFinalWebhookApi('],
    [5899, 'apiWrapperV2('],
    [5900, 'retryCallbackApi('],
    [5912, 'apiWrapperV2('],
    [5913, 'updateBotConfigApi('],
    [5926, 'apiWrapperV2('],
    [5936, 'apiWrapperV2('],
    [5946, 'apiWrapperV2List('],
    [5956, 'apiWrapperV2('],
    [5957, 'getScheduledBotApi('],
    [5966, 'apiWrapperV2('],
    [5967, 'updateScheduledBotApi('],
    [5979, 'apiWrapperV2('],
    [5980, 'deleteScheduledBotApi('],
    [5990, 'apiWrapperV2('],
    [6000, 'apiWrapperV2('],
    [6006, 'apiWrapperV2List('],
    [6016, 'apiWrapperV2('],
    [6017, 'getCalendarDetailsApi('],
    [6026, 'apiWrapperV2('],
    [6027, 'updateCalendarConnectionApi('],
    [6039, 'apiWrapperV2('],
    [6040, 'deleteCalendarConnectionApi('],
    [6049, 'apiWrapperV2('],
    [6050, 'syncCalendarApi('],
    [6059, 'apiWrapperV2('],
    [6060, 'resubscribeCalendarApi('],
    [6069, 'apiWrapperV2List('],
    [6070, 'listEventsApi('],
    [6086, 'apiWrapperV2List('],
    [6087, 'listEventSeriesApi('],
    [6103, 'apiWrapperV2('],
    [6104, 'getEventDetailsApi('],
    [6113, 'apiWrapperV2('],
    [6114, 'createCalendarBotApi('],
    [6130, 'apiWrapperV2('],
    [6131, 'updateCalendarBotApi('],
    [6149, 'apiWrapperV2('],
    [6150, 'deleteCalendarBotApi('],
    [6163, 'apiWrapperV2('],
    [6172, 'apiWrapperV2NoParams('],
    [6177, 'apiWrapperV2('],
    [6178, 'getZoomCredentialApi('],
    [6187, 'apiWrapperV2('],
    [6188, 'updateZoomCredentialApi('],
    [6200, 'apiWrapperV2('],
    [6201, 'deleteZoomCredentialApi('],
  ].map(([line, at]) =>
    h(
      MBAAS,
      line,
      at,
      null,
      at === 'operation('
        ? 'apiWrapper* (src/node/api.ts): call of the generated operation it is handed, which sends on the axios module (lines 3360-3784): judged there (second reading: the range corrected from 3360-4005; lines 3785-4005 hold zod schemas, no send)'
        : at.startsWith('apiWrapper')
          ? "client method (src/node/v1-methods.ts / v2-methods.ts): call of an apiWrapper function, which calls the generated operation it is handed: judged at that operation's send (lines 3360-3784; second reading: the range corrected from 3360-4005)"
          : 'client method: call of a generated operation (imported under another name), which sends on the axios module (lines 3360-3784): judged there (second reading: the range corrected from 3360-4005)',
    ),
  ),
];

// ---- graphdb@3.0.4 (Babel CommonJS; an axios instance per client, timeouts set by the caller of HttpClient) ----
const GRAPHDB = 'graphdb@3.0.4/lib/http/http-client.js';
const GRAPHDB_ROWS = [
  h(
    GRAPHDB,
    125,
    'return this.axios.request(config);',
    MISSING,
    "HttpClient.request: `this.axios.request(config)` on `axios.create({ baseURL, maxContentLength, maxBodyLength, paramsSerializer })` (lines 41-46), config's timeout set by addDefaultTimeout to readTimeout / writeTimeout when the builder has none (lines 163-172), both 0 unless set (lines 47-48; axios: 0 = no timeout); BaseRepositoryClient's login client is `new HttpClient(endpoint)` with neither set (repository/base-repository-client.js:48, kept as `context`) and AuthenticationService.login sends on it (service/authentication-service.js:49, `context`): that path has no bound (the server and repository data clients set the configs' 10 s defaults)",
  ),
];

export const HELD_OUT_19_HTTP_RANK_LABELS = [
  ...CONTENSIS_ROWS,
  ...LINE_ROWS,
  ...ZENDESK_ROWS,
  ...SIMFORGE_ROWS,
  ...LANGFLOW_ROWS,
  ...AKASH_ROWS,
  ...COINBASE_ROWS,
  ...B24_ROWS,
  ...SENDBIRD_ROWS,
  ...FILLOUT_ROWS,
  ...ORSDK_ROWS,
  ...IPFS_ROWS,
  ...TESTIT_ROWS,
  ...MBAAS_ROWS,
  ...GRAPHDB_ROWS,
];
