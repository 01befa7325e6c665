// Hand labels for HELD-OUT SET 20, HTTP family, the download-rank sample's window A (packages marked `"heldOut": 20`
// whose kind ends "; set 20 HTTP (download-rank sample)"). Written by reading the code and committed BEFORE any checker
// ran on these files: the commit that adds this file adds no scoring of it, and neither the checker's rule code nor any
// score of it was read while choosing or labelling. Same format and rules as labels-held-out-6…19-http*.mjs: one row per
// site, every outbound HTTP call in each labelled file; `expect` is the rule a correct checker reports on that line
// (limit 10 s; a bound of exactly 10 s is within it), or null (compliant, not network, a pass-through whose bound is
// chosen elsewhere, or not decidable from the kept files) with why. A bound the caller may give but that is absent by
// default is MISSING; a bound always applied whose value is not visible in the kept files is null (not decidable); a
// visible default above 10 s is TOO_LONG (a timer that aborts the request counts as its bound, and a `Promise.race`
// against a timer is judged by the timer's delay); an agent's idle timeout, or node's `timeout` option / `setTimeout`
// with no 'timeout' handler, alone is no bound. The verdict sits on the line that sends, with the bound traced through
// the callers in the kept files (a send that some path of the package reaches with no bound, or one above the limit,
// is labelled by that path); rows marked "judged at line N" are calls into the package's own function on the way to the
// send at N (calls of the senders and of their callers, two levels, as sets 10-19). Calls further up are not listed. A
// call whose receiver and method sit on different lines is labelled on the line where the call expression starts. A
// client library's own default is what its callers get (axios, request, node-fetch, global fetch, node http/https,
// superagent, XMLHttpRequest: no timeout), a fetch the caller may inject that defaults to one of those is judged as that
// default (set 13), and a request on another package's generic client with no timeout is MISSING (set 11's lead's
// decision); a service SDK's or protocol library's own client gets no row (set 15's unnbound, set 16's
// node-steam-openid). A superagent request is judged where it is built (set 12's proxycurl), its `send` / `end` rows
// null. Rows of one shape repeated per operation are written as a list of line numbers with one reason (set 17's
// second window).
//
// Packages were chosen WITHOUT categories, by the lead's rank-window rule (RANK-SAMPLE-20, "HTTP, window A", session
// 39): every row of the environment's npm list whose summary contains "API" and one of client / sdk / wrapper, sorted by
// monthly downloads, ranks 1051-1110 (opencv-react to rebrandly); walked in order with the skips of sets 12-19 (a name
// in sources.json or named in the corpus README / record as a whole package name; type packages; React Native / Expo /
// Vue / Svelte / Angular packages; Babel / ESLint / webpack / Vite / Storybook / Gatsby / Rollup plugins or presets;
// CLIs); every other candidate packed (the listed version) and kept when its package.json declares a licence (not "SEE
// LICENSE IN" / "UNLICENSED", nor a noncommercial one) and its own code makes an outbound HTTP call (a minified-only
// bundle left out); every eligible candidate kept in order until 15 are kept or rank 1110 is reached. The fifteenth
// was kept at rank 1078 (discord-webhook-ts), so the walk stopped there. Files kept: every file of the package that
// sends, less duplicate builds of the same code; at most 12 (threed-garden has more: the 12 with the most sites, ties
// in path order). The walk, with every reason, is in record/sets-19-on.md's set-20 HTTP window-A bullet. These
// packages are never used to tune the checker: a change made after measuring them says so.
//
// Judgement calls for the lead:
// - threed-garden (rank 1066) is a published Next.js application (a 3D garden planner built on an MUI admin template),
//   not a library; it was kept because the rule keeps any candidate whose own code sends. 33 of its files hold sends
//   outside its vendored builds and two demo files; the 12 with the most sites (send rows plus in-file wrapper rows:
//   9, 7, 7, 5, 5, 3, 3, then five of the files with 2) are kept, ties in path order (app/ before lib/, pagesX/, ui/). Left aside as not the package's own sending code: vendored third-party builds (public/draco/*,
//   lib/assets/demo/scripts/*.min.js and paper-full.js) and demo files (lib/threed/demo-b3.mm.js, a half-converted
//   jQuery demo whose `$` is never imported; app/pages/demo/fetch.js, whose fetchData is never called). Its axios calls
//   use relative URLs ('/api/modules/…', '/pages/…'); the template's fake-db mock adapter (lib/api/@fake-db/mock.js)
//   would answer them, but nothing outside lib/api/@fake-db imports it (grep), so they are read as real requests on the
//   axios module with no timeout: MISSING. Several kept pages sit where Next would not route them (app/pages/…/index.js
//   under the app router); they are labelled as the code reads. The other reading leaves the whole package out as an
//   application rather than an API client, or labels the relative-URL template calls null.
//   Second reading: the root layouts app/layout.tsx:46 and app/__layout.tsx:39 do import '#/lib/api/@fake-db', which
//   mocks every one of these URLs; the verdicts are kept (server-component layout), a judgement call: see TG_AXIOS.
// - @kibocommerce/sdk-authentication dist/index.js:29: `this._fetcher(url, options)` on the fetch the caller must pass
//   to the constructor (no default: it throws without one, lines 10-12), with an init built by the package (method,
//   headers, body, proxy agent; no signal): null as a pass-through of the caller's fetch (set 18's
//   @b3dotfun/anyspend-x402-fetch). The other reading: MISSING, since the package's own init carries no signal and a
//   standard fetch has no timeout.
//   Second reading: changed to MISSING by set 12's lead's decision (@openfoodfacts off.js:113), see the row.
// - notdiamond dist/index.cjs:421: modelSelect puts `timeout: DEFAULT_TIMEOUT` (5) in the JSON BODY it posts to the
//   router API (lines 483-485), a server-side routing parameter, not an axios option: the axios.post has no bound,
//   MISSING.
// - mparticle's src/ApiClient.js has the shape of a swagger-codegen javascript client (superagent, `this.timeout =
//   60000`), but no file of the package says it is generated (only "OpenAPI spec version: 1.0.1" in the header): counted
//   as hand-written by the three-way rule's letter ("said so in its files"); the other reading counts it generated.
// - soundcloud-api-ts (rank 1064) has a `bin` (sc-cli / soundcloud-cli, dist/cli.js) beside its library exports: probed
//   and kept, not skipped as a CLI (set 18's @orchestrator-claude/mcp-server; set 15's @codegouvfr/react-dsfr); its
//   package.json names a missing dist/index.cjs as `main` and `require` export, and the shipped CommonJS dist/index.js
//   re-exports the labelled chunk (dist/*.mjs are its ES duplicates; dist/cli.js only calls the chunk's operations).
// - Cap: @nycu-sdc/core-system-sdk (68: one Orval-generated unbounded fetch per operation) and threed-garden (30: one
//   unbounded axios call or fetch per template thunk or page loader, over 12 files) each hold more than a fifth of the
//   119 violations: every site kept, both pinned as cap exceptions.
//
// Generated SDKs (report every figure with and without them, the lead's set-13 decision): @nycu-sdc/core-system-sdk
// ("Auto-generated SDK from TypeSpec / OpenAPI", its README: "Source code is generated by Orval") and shotstack-sdk
// (OpenAPI Generator javascript: ApiClient.js, "This class is auto generated by OpenAPI Generator"). Every other kept
// package is hand-written (mparticle: see above).
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });
// Null wrapper rows of one shape, one per listed line.
const each = (file, lines, at, reason) => lines.map((line) => h(file, line, at, null, reason));
// Rows of one verdict and reason, one per [line, at].
const rowsOf = (file, list, expect, reason) => list.map(([line, at]) => h(file, line, at, expect, reason));

// ---- coinbase-pro@0.9.0 (hand-written CommonJS; request with a 10 s default) ----
const COINBASE = 'coinbase-pro@0.9.0/lib/clients/public.js';
const COINBASE_ROWS = [
  h(
    COINBASE,
    110,
    'request(opts, this.makeRequestCallback(callback, resolve, reject));',
    null,
    "PublicClient.request: `request(opts, …)` with `timeout: this.timeout` set on opts (line 106), `this.timeout = +options.timeout > 0 ? options.timeout : DEFAULT_TIMEOUT` (line 19) and `DEFAULT_TIMEOUT = 10 * 1000` (line 3): a 10 s default, within the limit (AuthenticatedClient's request only signs and calls super.request)",
  ),
  ...[
    [23, 'get'],
    [26, 'put'],
    [29, 'post'],
    [32, 'delete'],
  ].map(([line, fn]) =>
    h(
      COINBASE,
      line,
      'return this.request(',
      null,
      `${fn}: call of request (line 96), which sends at line 110: judged there`,
    ),
  ),
  ...each(
    COINBASE,
    [122, 134, 146, 158, 258, 270, 274, 278],
    'return this.get(',
    'a public API method: call of get (line 22), which calls request and sends at line 110: judged there',
  ),
];

// ---- timekit-sdk@1.19.8 (hand-written CommonJS; the axios module) ----
const TIMEKIT = 'timekit-sdk@1.19.8/src/timekit.js';
const TIMEKIT_ROWS = [
  h(
    TIMEKIT,
    143,
    'var request = axios(args);',
    MISSING,
    "TK.makeRequest: `axios(args)` on the axios module; args are the endpoint method's { url, method, params, data } (src/endpoints.js, `TK.makeRequest({ … })`) merged with the caller's `carry()` payload (utils.mergeNextPayload) and given headers only (lines 56-117): no timeout unless a caller carries one, and axios has none by default",
  ),
];

// ---- bigbluebutton-js@0.2.0 (hand-written CommonJS; the axios module) ----
const BBB = 'bigbluebutton-js@0.2.0/src/util.js';
const BBB_ROWS = [
  h(
    BBB,
    21,
    'return axios(url, {',
    MISSING,
    "httpClient: `axios(url, { headers: { Accept: … } })` (lines 21-23) on the axios module, exported as `http` for the caller's API URLs (index.js): no timeout, and axios has none by default",
  ),
];

// ---- mparticle@1.0.8 (hand-written by the rule's letter: a swagger-style ApiClient, superagent, 60 s) ----
const MPARTICLE = 'mparticle@1.0.8/src/ApiClient.js';
const MPARTICLE_ROWS = [
  h(
    MPARTICLE,
    358,
    'var request = superagent(httpMethod, url);',
    TOO_LONG,
    'ApiClient.callApi: the superagent request is built here (judged where it is built, as set 12\'s proxycurl) and given `request.timeout(this.timeout)` (line 373) with `this.timeout = 60000` (line 66, "The default HTTP timeout for all API calls"); nothing else in the package sets it: a 60 s default, above 10 s',
  ),
  h(
    MPARTICLE,
    386,
    'request.send(this.normalizeParams(formParams));',
    null,
    "superagent's `send` sets the form body of the request built at line 358: judged there",
  ),
  h(
    MPARTICLE,
    400,
    'request.send(bodyParam);',
    null,
    "superagent's `send` sets the JSON body of the request built at line 358: judged there",
  ),
  h(
    MPARTICLE,
    409,
    'request.end(function(error, response) {',
    null,
    'fires the superagent request built at line 358 (with its 60 s timeout): judged there',
  ),
];

// ---- @yusifaliyevpro/countries@5.2.5 (tsdown CommonJS bundle; an injectable fetch, the caller's optional init) ----
const COUNTRIES = '@yusifaliyevpro+countries@5.2.5/dist/index.cjs';
const COUNTRIES_SEND =
  "on `this.#fetch`, the constructor's `config.fetch ?? globalThis.fetch` (line 127), with `{ ...fetchOptions, headers }`: fetchOptions is the caller's optional last argument of every public method, so a signal only if a caller passes one; the injectable fetch defaults to the global one (set 13): no timeout";
const COUNTRIES_ROWS = [
  h(
    COUNTRIES,
    147,
    'const response = await this.#fetch(url.toString(), {',
    MISSING,
    `#request: the countries API GET ${COUNTRIES_SEND}`,
  ),
  h(
    COUNTRIES,
    376,
    'const response = await this.#fetch(url.toString(), {',
    MISSING,
    `#currencyRequest: the currencies API GET ${COUNTRIES_SEND}`,
  ),
  h(
    COUNTRIES,
    178,
    'await this.#request(path, {',
    null,
    '#first: call of #request (line 134), which sends at line 147: judged there',
  ),
  ...each(
    COUNTRIES,
    [200, 217, 261, 276, 290, 304, 319],
    'return this.#request(',
    'a public query method: call of #request (line 134), which sends at line 147: judged there',
  ),
  ...each(
    COUNTRIES,
    [246, 334, 347, 360],
    'return this.#first(',
    'a single-country method: call of #first (line 177), which calls #request and sends at line 147: judged there',
  ),
  ...each(
    COUNTRIES,
    [414, 425, 438],
    'await this.#currencyRequest(',
    'a currency method: call of #currencyRequest (line 370), which sends at line 376: judged there',
  ),
];

// ---- notdiamond@1.1.4 (unbuild CommonJS bundle; the axios module) ----
const NOTDIAMOND = 'notdiamond@1.1.4/dist/index.cjs';
const NOTDIAMOND_ROWS = [
  h(
    NOTDIAMOND,
    58,
    'const { data } = await axios__default.post(',
    MISSING,
    'ChatPerplexity.invoke: `axios.post("https://api.perplexity.ai/chat/completions", body, { headers })` (lines 58-71) on the axios module: no timeout, and axios has none by default',
  ),
  h(
    NOTDIAMOND,
    421,
    'const response = await axios__default.post(url, body, {',
    MISSING,
    'NotDiamond.postRequest: `axios.post(url, body, { headers })` (lines 421-428) on the axios module: no timeout option, and axios has none by default; the `timeout: DEFAULT_TIMEOUT` (5) that modelSelect sets (lines 483-485) is a field of the JSON body sent to the router API, not an axios option (see the header)',
  ),
  h(
    NOTDIAMOND,
    354,
    'const response = await model.invoke(langChainMessages, runtimeArgs);',
    null,
    "callLLM: `model.invoke` on getLangChainModel's model, a ChatPerplexity for the Perplexity provider (lines 300-305), whose invoke sends at line 58: judged there (the other providers' models are LangChain's own clients)",
  ),
  h(
    NOTDIAMOND,
    533,
    'const content = await callLLM(',
    null,
    'acreate: call of callLLM (line 347), whose `model.invoke` (line 354) sends at line 58 for the Perplexity provider: judged there',
  ),
  h(
    NOTDIAMOND,
    494,
    'return this.postRequest(',
    null,
    'modelSelect: call of postRequest (line 419), which sends at line 421: judged there',
  ),
  h(
    NOTDIAMOND,
    505,
    'return this.postRequest(this.feedbackUrl, {',
    null,
    'feedback: call of postRequest (line 419), which sends at line 421: judged there',
  ),
  h(
    NOTDIAMOND,
    516,
    'const response = await this.postRequest(',
    null,
    'createPreferenceId: call of postRequest (line 419), which sends at line 421: judged there',
  ),
  h(
    NOTDIAMOND,
    531,
    'const selectedModel = await this.modelSelect(options);',
    null,
    'acreate: call of modelSelect (line 443), which calls postRequest and sends at line 421: judged there',
  ),
  h(
    NOTDIAMOND,
    561,
    'const selectedModel = await this.modelSelect(options);',
    null,
    'astream: call of modelSelect (line 443), which calls postRequest and sends at line 421: judged there',
  ),
];

// ---- fred-api@2.0.1 (hand-written CommonJS; node https) ----
const FRED = 'fred-api@2.0.1/lib/index.js';
const FRED_ROWS = [
  h(
    FRED,
    48,
    'http.get(requestUrl, function(response) {',
    MISSING,
    "Fred.prototype.get: `http.get(requestUrl, callback)` on node's https (`http = require('https')`, line 11): no timeout option, no `setTimeout`, and node https has none by default",
  ),
  ...each(
    FRED,
    Array.from({ length: 30 }, (_, i) => 92 + 6 * i),
    'this.get(',
    'a FRED endpoint method (getCategory … getTagsSeries): call of get (line 23), which sends at line 48: judged there',
  ),
];

// ---- soundcloud-api-ts@1.13.4 (tsup CommonJS chunk; the global fetch) ----
const SC = 'soundcloud-api-ts@1.13.4/dist/chunk-MZ7OS7LN.js';
const SC_ROWS = [
  h(
    SC,
    77,
    'const response = await fetch(url, {',
    MISSING,
    "scFetch's execute: the global `fetch(url, { method, headers, body, redirect: 'manual' })` (lines 77-82), once per retry attempt: no signal, and nothing in the client config or options carries one; the global fetch has no timeout",
  ),
  h(
    SC,
    176,
    'const response = await fetch(url, { method: "GET", headers, redirect: "manual" });',
    MISSING,
    "scFetchUrl: the global `fetch(url, { method: 'GET', headers, redirect: 'manual' })` for a pagination next_href: no signal, and the global fetch has no timeout",
  ),
  h(
    SC,
    649,
    'const res = await fetch("https://secure.soundcloud.com/sign-out", {',
    MISSING,
    'Auth.signOut: the global fetch POST to the sign-out URL with `{ method, headers, body }` (lines 649-653): no signal, and the global fetch has no timeout',
  ),
  h(
    SC,
    1779,
    'const res = await fetch("https://secure.soundcloud.com/sign-out", {',
    MISSING,
    'signOut (the standalone export): the global fetch POST with `{ method, headers, body }` (lines 1779-1783): no signal, and the global fetch has no timeout',
  ),
  h(
    SC,
    146,
    'return await execute();',
    null,
    'scFetch: call of its execute closure (line 50), which sends at line 77: judged there',
  ),
  h(
    SC,
    151,
    'return execute(newToken.access_token);',
    null,
    'scFetch: the retry after a token refresh calls execute (line 50), which sends at line 77: judged there',
  ),
  ...each(
    SC,
    [
      516, 664, 902, 1043, 1253, 1375, 1448, 1478, 1565, 1735, 1755, 1764, 1820, 1823, 1826, 1829, 1832, 1835,
      1838, 1841, 1844, 1847, 1854, 1862, 1865, 1873, 1876, 1879, 1882, 1887, 1897, 1905, 1913, 1916, 1919,
      1922, 1925, 1933, 1941, 1944, 1947, 1950, 1953, 1956, 1957, 1958, 1961, 1962, 1965, 1966, 1967, 1968,
      1971, 1974, 1977, 1980, 1985, 1993, 2003, 2011, 2019, 2027,
    ],
    'scFetch(',
    "a resource class's fetch(opts) or a standalone operation export: call of scFetch (line 33), which sends at line 77: judged there",
  ),
  ...each(
    SC,
    [470, 488, 507],
    'scFetchUrl(',
    'paginate / paginateItems / fetchAll: the page loader calls scFetchUrl (line 156), which sends at line 176: judged there',
  ),
  ...each(
    SC,
    [
      565, 599, 621, 683, 703, 717, 731, 751, 765, 779, 793, 811, 829, 843, 857, 871, 892, 922, 937, 952, 967,
      982, 998, 1013, 1033, 1063, 1091, 1111, 1126, 1148, 1168, 1183, 1204, 1225, 1243, 1273, 1289, 1304,
      1327, 1347, 1365, 1396, 1417, 1438, 1468, 1497, 1515, 1533, 1551, 1584, 1602, 1620, 1638,
    ],
    'this.fetch(',
    "a resource method (Auth, Me, Users, Tracks, Playlists, Search, Resolve, Likes, Reposts): call of its class's fetch(opts), which calls scFetch and sends at line 77: judged there",
  ),
];

// ---- soundcloud-api-ts@1.13.4 dist/cli.js (the package's `bin`; added by the second reading) ----
const SC_CLI = 'soundcloud-api-ts@1.13.4/dist/cli.js';
const SC_CLI_ROWS = [
  h(
    SC_CLI,
    627,
    'const resp = await fetch(streamUrl, {',
    MISSING,
    "cmdPlay: the global `fetch(streamUrl, { headers: { Authorization } })` (lines 627-629) downloading a track's stream URL to a temporary file: no signal, and the global fetch has no timeout. Second reading: added (the first reading left cli.js out as only calling the chunk's operations, but it sends here itself); its other network calls are client resource methods (client.tracks.getTrack, client.auth.getClientToken, …), three levels above scFetch, so they get no rows",
  ),
];

// ---- threed-garden@0.15.0 (a Next.js application's source; the axios module and the global fetch; see the header) ----
const TG = (path) => `threed-garden@0.15.0/${path}`;
const TG_EMAIL = TG('lib/stores/redux/modules/email/index.js');
const TG_CHAT = TG('lib/stores/redux/modules/chat/index.js');
const TG_CAL = TG('lib/stores/redux/modules/calendar/index.js');
const TG_USER = TG('lib/stores/redux/modules/user/index.js');
const TG_INVOICE = TG('lib/stores/redux/modules/invoice/index.js');
const TG_API = TG('lib/api/api.ts');
const TG_KB_CAT = TG('app/pages/knowledge-base/[category]/index.js');
const TG_KB_Q = TG('app/pages/knowledge-base/[category]/[question].js');
const TG_KB = TG('app/pages/knowledge-base/index.js');
const TG_FAQ = TG('app/pages/faq/index.js');
const TG_ISR = TG('app/isr/[id]/page.tsx');
const TG_SSG = TG('app/ssg/[id]/page.tsx');
const TG_AXIOS =
  "on the axios module (`import axios from 'axios'`), with only params / data: no timeout, axios has none by default, and nothing in the package sets axios.defaults.timeout (see the header). Second reading, verdict kept, a judgement call for the lead: the first reading's 'nothing outside lib/api/@fake-db imports the mock' is wrong: the root layouts app/layout.tsx:46 and app/__layout.tsx:39 `import '#/lib/api/@fake-db'`, whose index.js registers an axios-mock-adapter handler on the axios module for this URL (every relative URL of the kept files has one; `mock.onAny().passThrough()` for the rest); kept MISSING because app/layout.tsx is a server component (no 'use client'), so the mock is not in the browser bundle where the thunks and search effects run, and the getStatic* loaders in app/ are never invoked by the app router; the other reading: null, answered in-process, not network";
const TG_THUNK = (name, line) =>
  `a thunk dispatches ${name} (createAsyncThunk), whose payload creator sends at line ${line}: judged there`;
const TG_ROWS = [
  h(
    TG_EMAIL,
    9,
    "const response = await axios.get('/api/modules/email/emails', {",
    MISSING,
    `fetchMails: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_EMAIL,
    18,
    "const response = await axios.get('/api/modules/email/get-email', {",
    MISSING,
    `getCurrentMail: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_EMAIL,
    29,
    "const response = await axios.post('/api/modules/email/update-emails', {",
    MISSING,
    `updateMail: axios.post ${TG_AXIOS}`,
  ),
  h(
    TG_EMAIL,
    42,
    "const response = await axios.post('/api/modules/email/update-emails-label', {",
    MISSING,
    `updateMailLabel: axios.post ${TG_AXIOS}`,
  ),
  h(
    TG_EMAIL,
    55,
    "const response = await axios.get('/api/modules/email/paginate-email', { params })",
    MISSING,
    `paginateMail: axios.get ${TG_AXIOS}`,
  ),
  ...each(TG_EMAIL, [32, 45], 'await dispatch(fetchMails(', TG_THUNK('fetchMails', 9)),
  ...each(TG_EMAIL, [34, 47], 'await dispatch(getCurrentMail(', TG_THUNK('getCurrentMail', 18)),
  h(
    TG_CHAT,
    9,
    "const response = await axios.get('/api/modules/chat/users/profile-user')",
    MISSING,
    `fetchUserProfile: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_CHAT,
    16,
    "const response = await axios.get('/api/modules/chat/chats-and-contacts')",
    MISSING,
    `fetchChatsContacts: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_CHAT,
    23,
    "const response = await axios.get('/api/modules/chat/get-chat', {",
    MISSING,
    `selectChat: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_CHAT,
    35,
    "const response = await axios.post('/api/modules/chat/send-msg', {",
    MISSING,
    `sendMsg: axios.post ${TG_AXIOS}`,
  ),
  ...each(TG_CHAT, [28, 43], 'await dispatch(fetchChatsContacts())', TG_THUNK('fetchChatsContacts', 16)),
  h(TG_CHAT, 41, 'await dispatch(selectChat(obj.contact.id))', null, TG_THUNK('selectChat', 23)),
  h(
    TG_CAL,
    9,
    "const response = await axios.get('/api/modules/calendar/events', {",
    MISSING,
    `fetchEvents: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_CAL,
    20,
    "const response = await axios.post('/api/modules/calendar/add-event', {",
    MISSING,
    `addEvent: axios.post ${TG_AXIOS}`,
  ),
  h(
    TG_CAL,
    32,
    "const response = await axios.post('/api/modules/calendar/update-event', {",
    MISSING,
    `updateEvent: axios.post ${TG_AXIOS}`,
  ),
  h(
    TG_CAL,
    44,
    "const response = await axios.delete('/api/modules/calendar/remove-event', {",
    MISSING,
    `deleteEvent: axios.delete ${TG_AXIOS}`,
  ),
  ...each(TG_CAL, [25, 37, 47], 'await dispatch(fetchEvents(', TG_THUNK('fetchEvents', 9)),
  h(
    TG_USER,
    8,
    "const response = await axios.get('/api/modules/users/list', {",
    MISSING,
    `fetchData: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_USER,
    17,
    "const response = await axios.post('/api/modules/users/add-user', {",
    MISSING,
    `addUser: axios.post ${TG_AXIOS}`,
  ),
  h(
    TG_USER,
    27,
    "const response = await axios.delete('/api/modules/users/delete', {",
    MISSING,
    `deleteUser: axios.delete ${TG_AXIOS}`,
  ),
  ...each(TG_USER, [20, 30], 'dispatch(fetchData(getState().user.params))', TG_THUNK('fetchData', 8)),
  h(
    TG_INVOICE,
    8,
    "const response = await axios.get('/api/modules/invoice/invoices', {",
    MISSING,
    `fetchData: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_INVOICE,
    16,
    "const response = await axios.delete('/api/modules/invoice/delete', {",
    MISSING,
    `deleteInvoice: axios.delete ${TG_AXIOS}`,
  ),
  h(TG_INVOICE, 19, 'await dispatch(fetchData(getState().invoice.params))', null, TG_THUNK('fetchData', 8)),
  h(
    TG_API,
    17,
    'const res = await fetch(API_URL, {',
    MISSING,
    'fetchAPI: the global fetch POST of a GraphQL query to NEXT_PUBLIC_WP_GRAPHQL_API_URL with `{ headers, method, body }` (lines 17-24): no signal, and fetch has no timeout',
  ),
  ...each(
    TG_API,
    [35, 52, 67, 115],
    'const data = await fetchAPI(',
    'getPreviewPost / getAllPostsWithSlug / getAllPostsForHome / getPostAndMorePosts: call of fetchAPI (line 9), which sends at line 17: judged there',
  ),
  h(
    TG_KB_CAT,
    73,
    "axios.get('/pages/knowledge-base/categories', { params: { q: searchTerm } })",
    MISSING,
    `the search effect: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_KB_CAT,
    159,
    "const res = await axios.get('/pages/knowledge-base')",
    MISSING,
    `getStaticPaths: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_KB_CAT,
    173,
    "const res = await axios.get('/pages/knowledge-base/categories')",
    MISSING,
    `getStaticProps: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_KB_Q,
    171,
    "const res = await axios.get('/pages/knowledge-base')",
    MISSING,
    `getStaticPaths: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_KB_Q,
    173,
    "const CategoryResponse = await axios.get('/pages/knowledge-base/categories')",
    MISSING,
    `getStaticPaths: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_KB,
    44,
    "axios.get('/pages/knowledge-base', { params: { q: searchTerm } })",
    MISSING,
    `the search effect: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_KB,
    116,
    "const res = await axios.get('/pages/knowledge-base')",
    MISSING,
    `getStaticProps: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_FAQ,
    37,
    "axios.get('/pages/faqs', { params: { q: searchTerm } })",
    MISSING,
    `the search effect: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_FAQ,
    68,
    "const res = await axios.get('/pages/faqs')",
    MISSING,
    `getStaticProps: axios.get ${TG_AXIOS}`,
  ),
  h(
    TG_ISR,
    8,
    'const res = await fetch(',
    MISSING,
    "fetchData: the global fetch of a jsonplaceholder post with `{ next: { revalidate: 15 } }` (lines 8-11), Next's cache revalidation period, not a request bound: no signal, and fetch has no timeout",
  ),
  h(
    TG_ISR,
    22,
    'const data = await fetchData(params);',
    null,
    'Page: call of fetchData (line 7), which sends at line 8: judged there',
  ),
  h(
    TG_SSG,
    6,
    'const res = await fetch(',
    MISSING,
    'fetchData: the global fetch of a jsonplaceholder post with no init (lines 6-8): no signal, and fetch has no timeout',
  ),
  h(
    TG_SSG,
    19,
    'const data = await fetchData(params);',
    null,
    'Page: call of fetchData (line 5), which sends at line 6: judged there',
  ),
];

// ---- @kibocommerce/sdk-authentication@1.0.1 (tsc CommonJS; the caller's required fetch) ----
const KIBO = '@kibocommerce+sdk-authentication@1.0.1/dist/index.js';
const KIBO_ROWS = [
  h(
    KIBO,
    29,
    'const response = await this._fetcher(url, options);',
    MISSING,
    "_fetchAuthTicket: `this._fetcher(url, options)` on the fetch implementation the caller must hand to the constructor (`if (!fetcher) throw …`, lines 10-12; no default), with the package's own init (`_buildFetchOptions`: method, headers, body, proxy agent; lines 22-25), which carries no signal and takes none from the caller. Second reading: null → MISSING, by set 12's lead's decision (record/sets-10-12.md: \"a fetch the caller must hand in with no default and no signal in any of the package's calls is missing\", @openfoodfacts off.js:113); set 18's anyspend was null because there the caller's own init was handed through, while here the package builds the init and a standard fetch has no timeout",
  ),
  h(
    KIBO,
    51,
    'const authTicket = await this._fetchAuthTicket(',
    null,
    'authenticate: call of _fetchAuthTicket (line 27), which sends at line 29: judged there',
  ),
  h(
    KIBO,
    67,
    'const refreshedTicket = await this._fetchAuthTicket(',
    null,
    'refreshTicket: call of _fetchAuthTicket (line 27), which sends at line 29: judged there',
  ),
  h(
    KIBO,
    80,
    'authTicket = await this.authenticate();',
    null,
    'getAccessToken: call of authenticate (line 41), which sends at line 29: judged there',
  ),
  h(
    KIBO,
    83,
    'authTicket = await this.refreshTicket(authTicket);',
    null,
    'getAccessToken: call of refreshTicket (line 56), which sends at line 29: judged there',
  ),
];

// ---- scaleapi@2.3.2 (hand-written CommonJS; request) ----
const SCALE = 'scaleapi@2.3.2/lib/scaleapi.js';
const SCALE_ROWS = [
  h(
    SCALE,
    169,
    'request.get({',
    MISSING,
    'getrequest: `request.get({ url, qs, json, auth }, callback)` (lines 169-179) on the request module: no timeout option, and request has none by default',
  ),
  h(
    SCALE,
    189,
    'request.post({',
    MISSING,
    'postrequest: `request.post({ url, json, auth }, callback)` (lines 189-197) on the request module: no timeout option, and request has none by default',
  ),
  ...each(
    SCALE,
    [54, 104],
    'getrequest(',
    'fetchTask / tasks: call of getrequest (line 168), which sends at line 169: judged there',
  ),
  ...each(
    SCALE,
    [66, 116],
    'postrequest(',
    'cancelTask / createTask: call of postrequest (line 188), which sends at line 189: judged there',
  ),
  h(
    SCALE,
    127,
    'return this.createTask(taskType, params, cb);',
    null,
    'the create<Type>Task methods: call of createTask (line 114), which calls postrequest and sends at line 189: judged there',
  ),
  h(
    SCALE,
    148,
    'this.client.fetchTask(this.id, (err, task) => {',
    null,
    'Task.refresh: call of fetchTask (line 53), which calls getrequest and sends at line 169: judged there',
  ),
  h(
    SCALE,
    165,
    'this.client.cancelTask(this.id, cb);',
    null,
    'Task.cancel: call of cancelTask (line 65), which calls postrequest and sends at line 189: judged there',
  ),
];

// ---- @nycu-sdc/core-system-sdk@1.0.1-snapshot-41ee862 (generated: Orval fetch client, tsc ES module) ----
const NYCU = '@nycu-sdc+core-system-sdk@1.0.1-snapshot-41ee862/dist/generated/index.js';
const NYCU_ROWS = each(
  NYCU,
  [
    12, 24, 37, 58, 70, 82, 101, 113, 125, 137, 149, 162, 175, 188, 201, 216, 229, 242, 257, 270, 283, 298,
    312, 324, 336, 348, 360, 373, 386, 400, 412, 426, 440, 452, 471, 484, 497, 512, 525, 539, 552, 565, 579,
    592, 607, 619, 632, 647, 659, 671, 691, 711, 724, 739, 752, 766, 786, 806, 819, 833, 847, 867, 879, 894,
    909, 924, 936, 948,
  ],
  'const res = await fetch(',
  '',
).map((row) => ({
  ...row,
  expect: MISSING,
  reason:
    "a generated operation (Orval): the global `fetch(get…Url(…), { ...options, method })` with the caller's optional RequestInit as its only source of a signal: a bound only if a caller passes one, and the global fetch has none by default",
}));

// ---- shotstack-sdk@0.2.9 (generated: OpenAPI Generator javascript ApiClient, Babel CommonJS, superagent, 60 s) ----
const SHOTSTACK = 'shotstack-sdk@0.2.9/src/ApiClient.js';
const SHOTSTACK_ROWS = [
  h(
    SHOTSTACK,
    404,
    'var request = (0, _superagent["default"])(httpMethod, url);',
    TOO_LONG,
    'ApiClient.callApi: the superagent request is built here (judged where it is built, as set 12\'s proxycurl) and given `request.timeout(this.timeout)` (line 431) with `this.timeout = 60000` (line 80, "The default HTTP timeout for all API calls"); nothing else in the package sets it (the optional plugins / requestAgent are the caller\'s): a 60 s default, above 10 s',
  ),
  h(
    SHOTSTACK,
    440,
    'request.send(_querystring["default"].stringify(this.normalizeParams(formParams)));',
    null,
    "superagent's `send` sets the form body of the request built at line 404: judged there",
  ),
  h(
    SHOTSTACK,
    463,
    'request.send(bodyParam);',
    null,
    "superagent's `send` sets the JSON body of the request built at line 404: judged there",
  ),
  h(
    SHOTSTACK,
    484,
    'request.end(function (error, response) {',
    null,
    'fires the superagent request built at line 404 (with its 60 s timeout): judged there',
  ),
  h(
    SHOTSTACK,
    102,
    'this.agent = new _superagent["default"].agent();',
    null,
    "as set 16's @goplus ApiClient.js:95: the agent is used only as a cookie jar (`this.agent._attachCookies(request)`, line 478, and `_saveCookies`, when enableCookies): no request is sent through it",
  ),
];

// ---- apple-signin@1.0.9 (hand-written CommonJS; request-promise-native) ----
const APPLE = 'apple-signin@1.0.9/source/index.js';
const APPLE_REQUEST =
  "on request-promise-native (`require('request-promise-native')`, line 5, request underneath) with no timeout option, and request has none by default";
const APPLE_ROWS = [
  h(
    APPLE,
    71,
    "const body = await request({ url: url.toString(), method: 'POST', form });",
    MISSING,
    `getAuthorizationToken: the token POST ${APPLE_REQUEST}`,
  ),
  h(
    APPLE,
    89,
    "const body = await request({ url: url.toString(), method: 'POST', form });",
    MISSING,
    `refreshAuthorizationToken: the token POST ${APPLE_REQUEST}`,
  ),
  h(
    APPLE,
    97,
    "const data = await request({ url: url.toString(), method: 'GET' });",
    MISSING,
    `getApplePublicKey: the /auth/keys GET ${APPLE_REQUEST}`,
  ),
  h(
    APPLE,
    106,
    'const applePublicKey = await getApplePublicKey();',
    null,
    'verifyIdToken: call of getApplePublicKey (line 93), which sends at line 97: judged there',
  ),
];

// ---- discord-webhook-ts@5.0.0 (tsc CommonJS; an axios instance with no timeout) ----
const DISCORD = 'discord-webhook-ts@5.0.0/dist/index.js';
const DISCORD_SEND =
  'on `this.client`, `axios.create({ baseURL: webhookUrl })` (lines 12-14) with no timeout, and the method passes none: axios has none by default';
const DISCORD_ROWS = [
  ...rowsOf(
    DISCORD,
    [
      [20, 'return this.client.request({'],
      [29, 'return this.client.request({'],
      [38, 'return this.client.request({'],
    ],
    MISSING,
    `execute / modify / get: \`this.client.request({ method, data })\` ${DISCORD_SEND}`,
  ),
  h(
    DISCORD,
    46,
    'return this.get()',
    null,
    'isValid: call of get (line 37), which sends at line 38: judged there',
  ),
];

export const HELD_OUT_20_HTTP_RANK_LABELS = [
  ...COINBASE_ROWS,
  ...TIMEKIT_ROWS,
  ...BBB_ROWS,
  ...MPARTICLE_ROWS,
  ...COUNTRIES_ROWS,
  ...NOTDIAMOND_ROWS,
  ...FRED_ROWS,
  ...SC_ROWS,
  ...SC_CLI_ROWS,
  ...TG_ROWS,
  ...KIBO_ROWS,
  ...SCALE_ROWS,
  ...NYCU_ROWS,
  ...SHOTSTACK_ROWS,
  ...APPLE_ROWS,
  ...DISCORD_ROWS,
];
