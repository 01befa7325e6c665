// Hand labels for HELD-OUT SET 10, HTTP family, first file (packages marked `"heldOut": 10` in sources.json and labelled
// here; a second labeller labels set 10's HTTP packages from other categories in labels-held-out-10-http-more.mjs).
// Written by reading the code and committed BEFORE any checker ran on these files: the commit that adds this file adds
// no scoring of it, and neither the checker's rule code nor any score of it was read while choosing or labelling. Same
// format and rules as labels-held-out-6-http.mjs to labels-held-out-9-http.mjs: one row per site, every outbound HTTP
// call in each labelled file; `expect` is the rule a correct checker reports on that line (limit 10 s; a bound of
// exactly 10 s is within it), or null (compliant, not network, a pass-through whose bound is chosen elsewhere, or not
// decidable from the kept files) with why. A bound the caller may give but that is absent by default is MISSING; a
// bound always applied whose value is not visible in the kept files is null (not decidable); a visible default above
// 10 s is TOO_LONG (a timer that aborts, destroys or abandons the request counts as its bound); an agent's idle timeout,
// or node's `timeout` request option with no 'timeout' handler, alone is no bound; a socket timeout whose handler
// destroys, aborts or ends the request is one; undici's own dispatcher defaults are not counted as a bound (set 6's
// node-appwrite, set 8's freshdesk-api); the caller's optional signal with no timer is no bound (the lead's set-8 and
// set-9 decisions). The verdict sits on the line that sends (the fetch / axios / http.request call), with the bound
// traced through the callers in the kept files (callers kept only for that are listed as `context`); rows marked
// "judged at line N" are calls of the package's own functions on the way to the send at N (wrappers, shorthands), and
// expect nothing. Calls further up (resource methods and public API methods in files not kept) are not listed. A call
// whose receiver and method sit on different lines is labelled on the line where the call expression starts.
// Packages were chosen by a rule stated before any package was probed and that does not favour easy cases: the
// official Node SDKs / HTTP clients of services (not community wrappers, not frameworks) in categories probed in a
// fixed order (security, threat intelligence and vulnerability scanning; hosting, PaaS, DNS and domain-registrar
// provider APIs; education, learning-management and research / academic data APIs; healthcare, fitness and wellbeing
// APIs; government, public and open-data APIs; forms, surveys and quizzes), within each category in order of the
// monthly download counts of the environment's npm package list (npm.tsv, names and summaries searched by the
// category's words), skipping any package already in sources.json (any set), any that the set 3-9 README paragraphs
// name as left out, and any whose transport lives in a package already used; the first two eligible packages of each
// category are kept with the files that send their requests. The packages checked and left out, with reasons, are in
// the corpus README's set-10 paragraph.
// Judgement calls, labelled the conservative way or as the conventions say, listed for the lead: @vercel/queue's
// development-time "prime" POST to a handler on localhost (dist/index.js:1278) is a network request with no bound,
// MISSING (as the lead's set-9 decision on @coinbase/wallet-sdk's request to the page's own URL); @brightspace-ui/logging's
// `navigator.sendBeacon` (logging.js:70) is null (the browser queues a beacon and the page waits on no response: no
// bound can be set on it); @openmrs/esm-api's openmrsObservableFetch adds an AbortController aborted only on
// unsubscribe (openmrs-fetch.ts:284-306), a cancellation and not a timer, so the send at :157 stays MISSING;
// @formbricks/api's `wrapThrowsAsync(fetch)(url, init)` (dist/index.js:25) is judged as the fetch it calls, and the
// `fn(...args)` inside the wrapper (:13) is null as a pass-through. These packages are never used to tune the checker:
// a change made after measuring them says so.
const MISSING = 'perf/http-timeout-missing';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });

const PROTECT = '@snyk+protect@1.1307.4/dist/lib/http.js';
const QUEUE = '@vercel+queue@0.6.0/dist/index.js';
const QUEUE_WRAPPER =
  'call of the ApiClient’s own fetch method (line 2037), which sends with the global fetch at line 2062: judged there';
const QUEUE_METHOD =
  'call of an ApiClient method (sendMessage, sendBatch, receiveMessages, receiveMessageById, acknowledgeMessage or changeVisibility, lines 2075-2406), each of which calls this.fetch and so the send at line 2062: judged there';
const QUEUE_PRIME = 'call of the in-file ensureHandlersLoaded, which sends at line 1278: judged there';
const QUEUE_DEV =
  'call of the in-file invokeDevHandlers (line 1419), which calls ensureHandlersLoaded and so the send at line 1278: judged there';
const REMOTE = '@vercel+remote@1.0.1/dist/index.js';
const REMOTE_FETCH =
  'node-fetch 2 (line 91), whose timeout option defaults to 0 (none); the init holds method, headers and body only, no timeout, signal or agent, and nothing in the file sets one: none';
const BAP = 'brightspace-auth-provisioning@10.0.0/src/index.js';
const LOGGING = '@brightspace-ui+logging@1.8.1/logging.js';
const LOGGING_LOG = 'call of the in-file _log, which sends at lines 48 and 54: judged there';
const LOGGING_PROVISION =
  'call of the in-file _provisionLoggerEndpoint, which sends at line 86: judged there';
const LOGGING_BATCH =
  'call of the logger’s logBatch: the logger is the application’s, the file’s ServerLogger (line 22) when it passes one, whose logBatch calls _provisionLoggerEndpoint and _log and so the sends at lines 48, 54 and 86: judged there';
const FPL = 'fhir-package-loader@2.2.4/dist/utils/axiosUtils.js';
const FPL_CALLERS =
  'the global axios module (line 16); axiosOptions are the caller’s options plus, behind a proxy, an HttpsProxyAgent and proxy: false (lines 30-35) and, for a private registry, an Authorization header (lines 37-41); the callers (registry/NPMRegistryClient.js lines 35 and 48, FHIRRegistryClient.js line 58, registry/utils.js lines 35 and 57, current/BuildDotFhirDotOrgClient.js lines 29, 40 and 47) pass nothing or responseType only, and nothing sets axios.defaults: no timeout, none by default';
const FPL_REGISTRY = 'fhir-package-loader@2.2.4/dist/registry/FHIRRegistryClient.js';
const OPENMRS = '@openmrs+esm-api@10.0.0/src/openmrs-fetch.ts';
const NOTIFY = 'notifications-node-client@8.4.0/client/api_client.js';
const NOTIFY_CLIENT =
  'this.restClient is the global axios function (lines 1 and 15) unless the application hands its own client to setClient (line 111); the options hold method, url, headers';
const FORMSG = '@opengovsg+formsg-sdk@0.15.0/dist/crypto.js';
const DELIGHTED = 'delighted@2.2.0/lib/Client.js';
const DELIGHTED_WRAPPER = 'call of the in-file _makeRequest, which sends at line 67: judged there';
const FORMBRICKS = '@formbricks+api@3.0.0/dist/index.js';
const FORMBRICKS_WRAPPER = 'call of the in-file makeRequest, which sends at line 25: judged there';

export const HELD_OUT_10_HTTP_LABELS = [
  // sonarqube-scanner 4.4.0 was labelled here (2 violations) and removed by the lead before any checker ran: its source
  // files are licensed under the Sonar Source-Available License v1, not the LGPL its package.json names (corpus README,
  // set 10 lead's decisions).
  // ---- @snyk/protect (tsc CommonJS, node http/https) ----
  h(
    PROTECT,
    13,
    'const request = client.request(url, requestOptions, (response) => {',
    MISSING,
    'http or https by the URL’s protocol (line 8); requestOptions are the caller’s options plus a new keep-alive Agent (lines 9-12), an agent and no timeout; the callers pass none (fetch-patches.js lines 9 and 23) or method and headers through postJson (line 36, from analytics.js line 33); no setTimeout or timer on the request: none',
  ),
  h(
    PROTECT,
    36,
    'return request(url, jsonString, requestOptions);',
    null,
    'call of the in-file request, which sends at line 13: judged there',
  ),

  // ---- @vercel/queue (esbuild CommonJS bundle, global fetch) ----
  h(QUEUE, 398, 'await this.client.changeVisibility({', null, QUEUE_METHOD),
  h(QUEUE, 474, 'await this.client.acknowledgeMessage({', null, QUEUE_METHOD),
  h(QUEUE, 492, '() => this.client.acknowledgeMessage({', null, QUEUE_METHOD),
  h(QUEUE, 507, '() => this.client.changeVisibility({', null, QUEUE_METHOD),
  h(QUEUE, 552, 'const response = await this.client.receiveMessageById({', null, QUEUE_METHOD),
  h(QUEUE, 563, 'for await (const message of this.client.receiveMessages({', null, QUEUE_METHOD),
  h(QUEUE, 613, 'const result = await this.client.sendMessage({', null, QUEUE_METHOD),
  h(QUEUE, 623, 'invokeDevHandlers(', null, QUEUE_DEV),
  h(QUEUE, 1425, 'invokeDevHandlers(', null, QUEUE_DEV),
  h(QUEUE, 1442, 'await ensureHandlersLoaded(topicName, { refreshRegistered: true });', null, QUEUE_PRIME),
  h(QUEUE, 1445, 'diagnostics = await ensureHandlersLoaded(topicName);', null, QUEUE_PRIME),
  h(
    QUEUE,
    1278,
    'const response = await fetch(url, {',
    MISSING,
    'global fetch of a POST to the local development server’s handler (http://localhost: plus a listening port, line 1276) to make it register; the init holds method and headers only (lines 1279-1283), no signal: a network request with no bound (judgement call: a request to the developer’s own machine)',
  ),
  h(
    QUEUE,
    2062,
    'const response = await fetch(url, fetchInit);',
    MISSING,
    'the global fetch (the method is named fetch, the bare name is the global); fetchInit is the caller’s init plus, only if the application passed one, its undici dispatcher (line 2061, from options.dispatcher at line 1946); every caller in the file (lines 2091-2422) builds an init of method, headers and body, no signal: none by default',
  ),
  h(QUEUE, 2091, 'const response = await this.fetch(this.buildUrl(queueName), {', null, QUEUE_WRAPPER),
  h(
    QUEUE,
    2155,
    'const response = await this.fetch(this.buildUrl(queueName, "batch"), {',
    null,
    QUEUE_WRAPPER,
  ),
  h(QUEUE, 2244, 'const response = await this.fetch(', null, QUEUE_WRAPPER),
  h(QUEUE, 2304, 'const response = await this.fetch(', null, QUEUE_WRAPPER),
  h(QUEUE, 2370, 'const response = await this.fetch(', null, QUEUE_WRAPPER),
  h(QUEUE, 2422, 'const response = await this.fetch(', null, QUEUE_WRAPPER),
  h(QUEUE, 2550, 'const result = await api.sendMessage({', null, QUEUE_METHOD),
  h(QUEUE, 2560, 'invokeDevHandlers(', null, QUEUE_DEV),
  h(QUEUE, 2578, 'const results = await api.sendBatch({', null, QUEUE_METHOD),
  h(QUEUE, 2591, 'invokeDevHandlers(', null, QUEUE_DEV),
  h(QUEUE, 2767, 'const result = await api.sendMessage({', null, QUEUE_METHOD),
  h(QUEUE, 2785, 'return getApi(this).sendBatch({', null, QUEUE_METHOD),

  // ---- @vercel/remote (esbuild CommonJS bundle, node-fetch 2) ----
  h(
    REMOTE,
    136,
    'const res = await (0, import_node_fetch.default)(this.url, {',
    MISSING,
    `ArtifactPutRequest.stream; ${REMOTE_FETCH}`,
  ),
  h(
    REMOTE,
    148,
    'const res = await (0, import_node_fetch.default)(this.url, {',
    MISSING,
    `ArtifactPutRequest.buffer; ${REMOTE_FETCH}`,
  ),
  h(
    REMOTE,
    162,
    'const res = await (0, import_node_fetch.default)(this.url, {',
    MISSING,
    `ArtifactGetRequest.stream; ${REMOTE_FETCH}`,
  ),
  h(
    REMOTE,
    174,
    'const res = await (0, import_node_fetch.default)(this.url, {',
    MISSING,
    `ArtifactGetRequest.buffer; ${REMOTE_FETCH}`,
  ),
  h(
    REMOTE,
    197,
    'const res = await (0, import_node_fetch.default)(this.url, {',
    MISSING,
    `ArtifactExistsRequest.send (HEAD); ${REMOTE_FETCH}`,
  ),

  // ---- brightspace-auth-provisioning (hand-written ESM, global fetch) ----
  h(
    BAP,
    82,
    'const token = await this._makeAssertion(assertion, scope);',
    null,
    'call of the in-file _makeAssertion, which sends at line 125: judged there',
  ),
  h(
    BAP,
    125,
    'const res = await fetch(self._tokenEndpoint, {',
    MISSING,
    'global fetch of the token endpoint; the init holds method, headers and body only (lines 126-134), no signal, and the constructor takes no timeout option: none',
  ),

  // ---- @brightspace-ui/logging (browser ESM, window.fetch) ----
  h(
    LOGGING,
    24,
    'this._loggerPromise = this._loggerPromise || this._provisionLoggerEndpoint(false);',
    null,
    LOGGING_PROVISION,
  ),
  h(LOGGING, 29, 'this._log(batch);', null, LOGGING_LOG),
  h(LOGGING, 33, 'this._log(this._logs);', null, LOGGING_LOG),
  h(
    LOGGING,
    48,
    'const resp = await window.fetch(logger.Endpoint, options);',
    MISSING,
    'window.fetch with options of method, mode, headers and body (lines 40-45), no signal: none',
  ),
  h(LOGGING, 51, 'this._loggerPromise = this._provisionLoggerEndpoint(true);', null, LOGGING_PROVISION),
  h(
    LOGGING,
    54,
    'window.fetch(logger.Endpoint, options);',
    MISSING,
    'the retry after a 410: window.fetch with the same options and mode no-cors (line 53), no signal: none',
  ),
  h(
    LOGGING,
    70,
    'navigator.sendBeacon(logger.Endpoint, data);',
    null,
    'a beacon on unload: the browser queues it and the page waits on no response, and no bound can be set on it (judgement call: not a request call a timeout applies to)',
  ),
  h(
    LOGGING,
    86,
    "const response = await window.fetch(provisionEndpoint, reload ? { cache: 'reload' } : {});",
    MISSING,
    'window.fetch of the provisioning endpoint read from the page’s html attribute; the init holds at most cache: reload, no signal: none',
  ),
  h(LOGGING, 194, 'this._logger.logBatch(logs);', null, LOGGING_BATCH),
  h(LOGGING, 212, 'this._logger.logBatch(logs);', null, LOGGING_BATCH),
  h(LOGGING, 227, 'this._logger.logBatch(logs);', null, LOGGING_BATCH),

  // ---- fhir-package-loader (tsc CommonJS, global axios) ----
  h(FPL, 44, 'return yield axios_1.default.get(url, axiosOptions);', MISSING, FPL_CALLERS),
  h(
    FPL,
    47,
    'return yield axios_1.default.get(url);',
    MISSING,
    `the branch with no options at all; ${FPL_CALLERS}`,
  ),
  h(
    FPL_REGISTRY,
    43,
    'https_1.default',
    MISSING,
    'second reading: this file was kept only as context, but it sends on its own: download’s browser branch (taken when the application passes isBrowserEnvironment, line 25, handed down by DefaultRegistryClient) calls node’s https.get(url, callback) (lines 43-54; https from line 16) with no options, no timeout, no setTimeout on the request and no timer, only an error handler: none. The call expression starts at line 43 (`https_1.default`, `.get(` on line 44)',
  ),
  h(
    FPL_REGISTRY,
    58,
    "const res = yield (0, utils_1.axiosGet)(url, { responseType: 'stream' });",
    null,
    'second reading: call of the package’s axiosGet (utils/axiosUtils.js), which sends at line 44 of that file: judged there',
  ),

  // ---- @openmrs/esm-api (TypeScript source, window.fetch) ----
  h(
    OPENMRS,
    157,
    'return window.fetch(url, fetchInit as RequestInit).then(async (r) => {',
    MISSING,
    'window.fetch with the caller’s fetchInit (default {}, line 90) to which only headers and a stringified body are added (lines 108-145); a signal is there only if the caller passes one (the doc at lines 62-63), and openmrsObservableFetch’s controller (lines 284-286) is aborted only on unsubscribe, a cancellation, not a timer: none by default',
  ),
  h(
    OPENMRS,
    291,
    'openmrsFetch(url, fetchInit).then(',
    null,
    'call of the in-file openmrsFetch, which sends at line 157: judged there',
  ),

  // ---- notifications-node-client (hand-written CommonJS, global axios) ----
  h(
    NOTIFY,
    75,
    'return this.restClient(options);',
    MISSING,
    `${NOTIFY_CLIENT}, merged with additionalOptions (line 72), which the callers pass only as { responseType: 'arraybuffer' } (notification.js line 300): no timeout, and axios waits forever by default`,
  ),
  h(
    NOTIFY,
    96,
    'return this.restClient(options);',
    MISSING,
    `${NOTIFY_CLIENT} and data (lines 84-92), and the proxy only when set (line 94): no timeout, and axios waits forever by default`,
  ),

  // ---- @opengovsg/formsg-sdk (tsc CommonJS ES5, global axios) ----
  h(
    FORMSG,
    187,
    'return (axios_1.default',
    MISSING,
    'the global axios module’s get (line 189) of each attachment URL, with { responseType: json } only (lines 189-191); nothing in the file sets a timeout or axios.defaults: none',
  ),

  // ---- delighted (hand-written CommonJS, node http/https) ----
  h(DELIGHTED, 37, 'return this._makeRequest(options);', null, DELIGHTED_WRAPPER),
  h(DELIGHTED, 43, 'return this._makeRequest(options);', null, DELIGHTED_WRAPPER),
  h(DELIGHTED, 49, 'return this._makeRequest(options, data);', null, DELIGHTED_WRAPPER),
  h(DELIGHTED, 55, 'return this._makeRequest(options, data);', null, DELIGHTED_WRAPPER),
  h(
    DELIGHTED,
    67,
    'var request = client.request(options, function(response) {',
    MISSING,
    'http or https by the configured scheme (line 59); options are hostname, port, headers, path and method (lines 121-140), no timeout or agent, and no setTimeout or timer on the request (lines 105-113): none',
  ),

  // ---- @formbricks/api (vite ESM bundle, global fetch) ----
  h(
    FORMBRICKS,
    13,
    'data: await fn(...args)',
    null,
    'pass-through: fn is the function handed to wrapThrowsAsync, here the global fetch with makeRequest’s arguments (line 25): judged there',
  ),
  h(
    FORMBRICKS,
    25,
    'const res = await wrapThrowsAsync(fetch)(url.toString(), {',
    MISSING,
    'the global fetch, called through wrapThrowsAsync (lines 9-21, which only catches); the init holds method, headers and body (lines 26-30), no signal: none',
  ),
  h(FORMBRICKS, 60, 'return makeRequest(', null, FORMBRICKS_WRAPPER),
  h(FORMBRICKS, 76, '/displays`, "POST", displayInput);', null, FORMBRICKS_WRAPPER),
  h(FORMBRICKS, 87, '/responses`, "POST", responseInput);', null, FORMBRICKS_WRAPPER),
  h(FORMBRICKS, 98, '}`, "PUT", {', null, FORMBRICKS_WRAPPER),
  h(
    FORMBRICKS,
    125,
    'const response = await fetch(`',
    MISSING,
    'global fetch of the storage endpoint; the init holds method, headers and body (lines 126-130), no signal: none',
  ),
  h(
    FORMBRICKS,
    170,
    'uploadResponse = await fetch(signedUrlCopy, {',
    MISSING,
    'global fetch of the upload to the signed URL; the init holds method, the signing headers and the body (lines 171-177), no signal: none',
  ),
];
