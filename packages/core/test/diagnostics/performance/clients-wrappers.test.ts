// Clients reached through a wrapper, a generated fetcher or a runtime object, and two shapes that are not a
// request without a bound (an http2 session handed back to its caller, a fetch of a Request that carries its own
// signal). Each case is a minimal copy of a real published file (origin and licence beside it); the silent cases
// are the shapes where the client or the bound is not known here.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts, summarizeHttpModule } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const check = (text: string, path = 'src/client.ts', siblings: Record<string, string> = {}) =>
  checkHttpTimeouts(
    { path, text },
    parseSource(path, text).program,
    { maxTimeoutMs: 10_000 },
    {
      imports: (specifier) => {
        const sibling = siblings[specifier];
        return sibling === undefined
          ? undefined
          : summarizeHttpModule(parseSource(`${specifier}.js`, sibling).program);
      },
    },
  ).map((f) => [f.ruleId, f.line, f.message]);
const rules = (text: string, path?: string, siblings?: Record<string, string>) =>
  check(text, path, siblings).map(([rule, line]) => [rule, line]);

describe('an http2 session handed back to the caller', () => {
  // @smithy/node-http-handler 4.14.2 dist-cjs/index.js lines 709-711 (Apache-2.0): the connection manager
  // opens the session and returns it; the pool that keeps it sets its timeout (sessionTimeout) and the streams
  // are bounded where they are sent (session.request).
  const smithy = `const http2 = require("node:http2");
class NodeHttp2ConnectionManager {
    connect(url) {
        return this.connectOptions === undefined ? http2.connect(url) : http2.connect(url, this.connectOptions);
    }
}`;

  it('is bounded (or not) where the caller keeps it: silent (smithy)', () => {
    expect(rules(smithy, 'dist-cjs/index.js')).toEqual([]);
  });

  it('a session kept in a name of this file with no setTimeout is still reported', () => {
    const kept =
      "import http2 from 'node:http2';\nconst client = http2.connect(origin);\nclient.request({});";
    expect(rules(kept)).toEqual([[MISSING, 2]]);
  });
});

describe('a fetch of a Request that may carry its own signal', () => {
  // @mistralai/mistralai 2.7.0 src/lib/http.ts lines 6-23 (Apache-2.0): the default fetcher forwards the
  // Request its builder made (with the signal set there, sdks.ts line 203).
  const mistral = `export type Fetcher = (
  input: RequestInfo | URL,
  init?: RequestInit,
) => Promise<Response>;

const DEFAULT_FETCHER: Fetcher = (input, init) => {
  if (init == null) {
    return fetch(input);
  } else {
    return fetch(input, init);
  }
};`;

  it('a parameter typed as a Request (through the function type) sent alone: silent (mistral)', () => {
    expect(rules(mistral, 'src/lib/http.ts')).toEqual([]);
  });

  it('the parameter typed directly as RequestInfo: silent', () => {
    expect(rules('export function send(input: RequestInfo) {\n  return fetch(input);\n}')).toEqual([]);
  });

  it('a URL string sent alone is still reported', () => {
    expect(rules('export function send(url: string) {\n  return fetch(url);\n}')).toEqual([[MISSING, 2]]);
  });
});

describe('a wrapper one relative import away, judged by the bound its caller passes', () => {
  // cohere-ai 8.1.0 core/fetcher/makeRequest.js lines 36-58 (MIT): a timer signal only when timeoutMs is given.
  const makeRequest = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.makeRequest = void 0;
const signals_1 = require("./signals");
const makeRequest = (fetchFn, url, method, headers, requestBody, timeoutMs, abortSignal, withCredentials, duplex, disableCache) => __awaiter(void 0, void 0, void 0, function* () {
    const signals = [];
    let timeoutAbortId;
    if (timeoutMs != null) {
        const { signal, abortId } = (0, signals_1.getTimeoutSignal)(timeoutMs);
        timeoutAbortId = abortId;
        signals.push(signal);
    }
    if (abortSignal != null) {
        signals.push(abortSignal);
    }
    const newSignals = (0, signals_1.anySignal)(signals);
    const response = yield fetchFn(url, Object.assign({ method: method, headers, body: requestBody, signal: newSignals }));
    return response;
});
exports.makeRequest = makeRequest;`;
  // cohere-ai 8.1.0 core/fetcher/makePassthroughRequest.js lines 110-124 (MIT): no default timeout.
  const passthrough = `"use strict";
const makeRequest_1 = require("./makeRequest");
function makePassthroughRequest(input, init, clientOptions, requestOptions) {
    return __awaiter(this, void 0, void 0, function* () {
        var _c;
        const timeoutInSeconds = (_c = requestOptions === null || requestOptions === void 0 ? void 0 : requestOptions.timeoutInSeconds) !== null && _c !== void 0 ? _c : clientOptions.timeoutInSeconds;
        const timeoutMs = timeoutInSeconds != null ? timeoutInSeconds * 1000 : undefined;
        const response = yield (0, requestWithRetries_1.requestWithRetries)(() => __awaiter(this, void 0, void 0, function* () {
            return (0, makeRequest_1.makeRequest)(fetchFn, fullUrl, method, mergedHeaders, body, timeoutMs, abortSignal, false, undefined, false);
        }), maxRetries);
        return response;
    });
}
exports.makePassthroughRequest = makePassthroughRequest;`;

  it('the wrapper bounds through a timeout signal helper: its timeoutMs parameter is the bound', () => {
    const summary = summarizeHttpModule(parseSource('makeRequest.js', makeRequest).program);
    expect(summary.wrappers.get('makeRequest')).toEqual({ index: 5, name: 'makeRequest' });
  });

  it('a caller passing a timeout with no default is reported as missing (cohere makePassthroughRequest)', () => {
    expect(
      rules(passthrough, 'core/fetcher/makePassthroughRequest.js', { './makeRequest': makeRequest }),
    ).toEqual([[MISSING, 9]]);
  });

  it('a caller passing a visible timeout is judged by it', () => {
    const caller = `const makeRequest_1 = require("./makeRequest");
function send(fetchFn, url) {
    return (0, makeRequest_1.makeRequest)(fetchFn, url, "GET", {}, undefined, 5000, undefined);
}
function slow(fetchFn, url, options) {
    return (0, makeRequest_1.makeRequest)(fetchFn, url, "GET", {}, undefined, (options.timeout ?? 120) * 1000, undefined);
}
exports.send = send;
exports.slow = slow;`;
    expect(rules(caller, 'core/x.js', { './makeRequest': makeRequest })).toEqual([[TOO_LONG, 6]]);
  });

  it("a caller's value merely handed on is judged where it is chosen: silent (cohere Fetcher.js, segment)", () => {
    // cohere-ai 8.1.0 core/fetcher/Fetcher.js line 209 (MIT): every Client.js call chooses args.timeoutMs.
    const fetcher = `const makeRequest_1 = require("./makeRequest");
function fetcherImpl(args) {
    return (0, makeRequest_1.makeRequest)(fetchFn, url, args.method, headers, requestBody, args.timeoutMs, args.abortSignal);
}
exports.fetcherImpl = fetcherImpl;`;
    expect(rules(fetcher, 'core/fetcher/Fetcher.js', { './makeRequest': makeRequest })).toEqual([]);
    // @segment/analytics-node 3.1.0 dist/cjs/lib/http-client.js line 15 (MIT): abort.js arms setTimeout(abort, timeoutMs).
    const abort = `const abortSignalAfterTimeout = (timeoutMs) => {
    const ac = new (globalThis.AbortController || AbortController)();
    const timeoutId = setTimeout(() => {
        ac.abort();
    }, timeoutMs);
    return [ac.signal, timeoutId];
};
exports.abortSignalAfterTimeout = abortSignalAfterTimeout;`;
    const client = `const abort_1 = require("./abort");
class FetchHTTPClient {
    async makeRequest(options) {
        const [signal, timeoutId] = (0, abort_1.abortSignalAfterTimeout)(options.httpRequestTimeout);
        return this._fetch(options.url, { signal }).finally(() => clearTimeout(timeoutId));
    }
}
exports.FetchHTTPClient = FetchHTTPClient;`;
    expect(rules(client, 'dist/cjs/lib/http-client.js', { './abort': abort })).toEqual([]);
  });
});

describe("Fern's generated fetcher (a client the generator writes into each SDK)", () => {
  // cohere-ai 8.1.0 Client.js lines 1-2, 68, 118-145 (MIT): each call writes its own default, 300 s.
  const cohere = `"use strict";
// This file was auto-generated by Fern from our API Definition.
const core = __importStar(require("./core"));
class CohereClient {
    __chat(request, requestOptions) {
        return __awaiter(this, void 0, void 0, function* () {
            var _d, _g, _h, _j;
            const _response = yield ((_d = this._options.fetcher) !== null && _d !== void 0 ? _d : core.fetcher)({
                url: "v1/chat",
                method: "POST",
                timeoutMs: ((_j = (_g = requestOptions === null || requestOptions === void 0 ? void 0 : requestOptions.timeoutInSeconds) !== null && _g !== void 0 ? _g : (_h = this._options) === null || _h === void 0 ? void 0 : _h.timeoutInSeconds) !== null && _j !== void 0 ? _j : 300) * 1000,
                abortSignal: requestOptions === null || requestOptions === void 0 ? void 0 : requestOptions.abortSignal,
            });
            return _response;
        });
    }
}
exports.CohereClient = CohereClient;`;

  it("the call's visible default timeoutMs is judged: 300 s is too long (cohere Client.js)", () => {
    expect(rules(cohere, 'Client.js')).toEqual([[TOO_LONG, 8]]);
    expect(check(cohere, 'Client.js')[0]?.[2]).toContain('300 s');
  });

  it('the TypeScript source form, with a bound within the limit: silent', () => {
    const source = `// This file was auto-generated by Fern from our API Definition.
import * as core from "../../../../core";
export class Models {
    async list(requestOptions?: Models.RequestOptions) {
        return core.fetcher({ url: "models", method: "GET", timeoutMs: (requestOptions?.timeoutInSeconds ?? 5) * 1000 });
    }
}`;
    expect(rules(source, 'src/api/resources/models/client/Client.ts')).toEqual([]);
  });

  it('a generated call with no timeoutMs has no timer: missing', () => {
    const source = `// This file was auto-generated by Fern from our API Definition.
import * as core from "../core";
export async function ping() {
    return core.fetcher({ url: "ping", method: "GET" });
}`;
    expect(rules(source, 'src/api/ping.ts')).toEqual([[MISSING, 4]]);
  });

  it('the same call in a file no generator wrote is not known: silent', () => {
    const hand = cohere.replace('// This file was auto-generated by Fern from our API Definition.\n', '');
    expect(rules(hand, 'Client.js')).toEqual([]);
  });
});

describe('the global fetch reached through an object of the file', () => {
  // @clerk/backend 3.25.0 dist/index.js lines 1579-1584 and 2133 (MIT): runtime.fetch is a getter.
  const clerk = `var import_crypto = require("#crypto");
var globalFetch = fetch.bind(globalThis);
var runtime = {
  crypto: import_crypto.webcrypto,
  get fetch() {
    return process.env.NODE_ENV === "test" ? fetch : globalFetch;
  },
  AbortController: globalThis.AbortController,
};
async function loadJWKSFromBAPI({ secretKey, apiUrl }) {
  const url = new URL(apiUrl);
  const response = await runtime.fetch(url.href, {
    headers: { Authorization: \`Bearer \${secretKey}\` }
  });
  return response.json();
}`;

  it('a getter returning the global fetch (or it bound to globalThis) is the global fetch (clerk)', () => {
    expect(rules(clerk, 'dist/index.js')).toEqual([[MISSING, 12]]);
  });

  it('a getter that may return something else is not known: silent', () => {
    const other = clerk.replace('? fetch : globalFetch', '? fetch : customFetch');
    expect(rules(other, 'dist/index.js')).toEqual([]);
  });

  it('an object the file reassigns is not known: silent', () => {
    expect(rules(`${clerk}\nruntime = makeRuntime();`, 'dist/index.js')).toEqual([]);
  });
});

describe('a helper of the file that sends the init each caller gives', () => {
  // jira.js 6.2.0 dist/core/oauth/helpers.js lines 17-20, 60-71, 100-104 (MIT).
  const jira = `const TOKEN_URL = 'https://auth.atlassian.com/oauth/token';
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };
async function requestJson(url, init) {
    let response;
    response = await fetch(url, init);
    return response.json();
}
export async function exchangeAuthorizationCode(params) {
    const data = await requestJson(TOKEN_URL, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ code: params.code }),
    });
    return data;
}
export async function getAccessibleResources(accessToken) {
    return requestJson(TOKEN_URL, {
        method: 'GET',
        headers: { Authorization: \`Bearer \${accessToken}\` },
    });
}`;

  it('every caller passes an init with no signal: missing at the send (jira.js)', () => {
    expect(rules(jira, 'dist/core/oauth/helpers.js')).toEqual([[MISSING, 5]]);
  });

  it('one caller passing a signal: not known, silent', () => {
    const one = jira.replace("method: 'GET',", "method: 'GET', signal: AbortSignal.timeout(5000),");
    expect(rules(one, 'dist/core/oauth/helpers.js')).toEqual([]);
  });

  it('an exported helper is called from elsewhere too: silent', () => {
    const exported = jira.replace('async function requestJson', 'export async function requestJson');
    expect(rules(exported, 'dist/core/oauth/helpers.js')).toEqual([]);
  });
});

describe('a fetch handed back by a getter of another module', () => {
  // @pinecone-database/pinecone 9.0.0 dist/data/vectors/upsertRecords.js lines 28-43 (Apache-2.0): getFetch
  // returns the user's or the global fetch wrapped in retries, with no timeout (utils/fetch.js).
  const pinecone = `const utils_1 = require("../../utils");
class UpsertRecordsCommand {
    async run(records, maxRetries) {
        const fetch = (0, utils_1.getFetch)(this.config);
        const hostUrl = await this.apiProvider.provideHostUrl();
        const response = await fetch(\`\${hostUrl}/records/namespaces/\${this.namespace}/upsert\`, {
            method: 'POST',
            headers: this.headers,
            body: records.map((r) => JSON.stringify(r)).join('\\n'),
        });
        return response;
    }
}
exports.UpsertRecordsCommand = UpsertRecordsCommand;`;

  it('getFetch(config) is a fetch: an init with no signal is missing (pinecone)', () => {
    expect(rules(pinecone, 'dist/data/vectors/upsertRecords.js')).toEqual([[MISSING, 6]]);
  });

  it('a fetch made by createFetch may carry defaults of its own: silent', () => {
    expect(rules(pinecone.replace('getFetch', 'createFetch'), 'dist/data/vectors/upsertRecords.js')).toEqual(
      [],
    );
  });

  it('a getFetch defined in the file is judged by its own code: silent here', () => {
    const own = `function getFetch(config) { return wrap(config.fetchApi); }\n${pinecone.replace('(0, utils_1.getFetch)', 'getFetch')}`;
    expect(rules(own, 'dist/data/vectors/upsertRecords.js')).toEqual([]);
  });
});

describe("node's http module picked from a table written where it is looked up", () => {
  // rollbar 3.1.0 src/server/transport.js lines 1-2 and 166-168 (MIT); the request is sent as at line 57, here
  // with its options written out (rollbar's come from its caller, and `t` is chosen by an if/else).
  const rollbar = `import http from 'http';
import https from 'https';
function _transport(options) {
  return { 'http:': http, 'https:': https }[options.protocol];
}
Transport.prototype.get = function (accessToken, options, params, callback) {
  const t = _transport(options);
  var req = t.request({ hostname: options.hostname, path: options.path, method: 'GET' }, function (resp) {
    this.handleResponse(resp, callback);
  });
  req.end();
};`;

  it('a function of the file returning { http, https }[protocol]: its request is judged (rollbar)', () => {
    expect(rules(rollbar, 'src/server/transport.js')).toEqual([[MISSING, 8]]);
  });

  it('a table holding something other than the http modules is not known: silent', () => {
    const mixed = rollbar.replace("'https:': https", "'https:': other");
    expect(rules(mixed, 'src/server/transport.js')).toEqual([]);
  });
});

describe("node-fetch 2's own timeout beside a signal", () => {
  // telegraf 4.16.3 lib/core/network/client.js lines 35 and 301-304 (MIT): the caller's optional signal and
  // node-fetch's `timeout` (README of node-fetch 2.x, "Options": req/res timeout in ms, 0 disables it).
  const telegraf = (ms: number) => `const node_fetch_1 = __importDefault(require("node-fetch"));
async function callApi(method, payload, options) {
  const res = await (0, node_fetch_1.default)(apiUrl, { method: 'POST', signal: options?.signal, timeout: ${ms} });
  return res;
}
exports.callApi = callApi;`;

  it('with no signal by default, the timeout is the bound: 500 s is too long (telegraf)', () => {
    expect(rules(telegraf(500000))).toEqual([[TOO_LONG, 3]]);
    expect(check(telegraf(500000))[0]?.[2]).toContain('500 s');
  });

  it('a timeout within the limit bounds the call even when the signal is absent: silent', () => {
    expect(rules(telegraf(5000))).toEqual([]);
  });
});

describe('an init spreading what a helper of the file returns', () => {
  // @clerk/backend 3.25.0 dist/index.js lines 6284-6299 (MIT): buildBody returns null or { body }.
  const clerk = (extra: string) => `async function request(method, bodyParams, headers, finalUrl) {
  const buildBody = () => {
    const hasBody = method !== "GET" && bodyParams && Object.keys(bodyParams).length > 0;
    if (!hasBody) {
      return null;
    }
    return {
      body: JSON.stringify(bodyParams)${extra}
    };
  };
  const res = await fetch(finalUrl.href, {
    method,
    headers,
    ...buildBody()
  });
  return res;
}`;

  it('null or an object with no signal adds no signal: missing (clerk)', () => {
    expect(rules(clerk(''), 'dist/index.js')).toEqual([[MISSING, 11]]);
  });

  it('an object that may carry a signal is judged by it: silent', () => {
    expect(rules(clerk(', signal: AbortSignal.timeout(5000)'), 'dist/index.js')).toEqual([]);
  });

  it("a pass-through spreading the caller's optional init is not known: silent (prismic graphQLFetch)", () => {
    const prismic = `export class Client {
  async graphQLFetch(input: RequestInfo, init?: RequestInit): Promise<Response> {
    const headers = {};
    return (await this.fetchFn(String(input), { ...init, headers })) as Response;
  }
}`;
    expect(rules(prismic)).toEqual([]);
  });
});

describe("another module's fetch pass-through, judged by the init each caller hands it", () => {
  // @directus/sdk 26.0.0 dist/utils/request.cjs (MIT, minified): sends i(n, r) with i defaulting to globalThis.fetch.
  const request =
    'const e=require(`./error.cjs`),t=require(`./extract-data.cjs`),n=async(n,r,i=globalThis.fetch)=>(r.headers=typeof r.headers==`object`&&!Array.isArray(r.headers)?r.headers:{},i(n,r).then(n=>t.extractData(n)));exports.request=n;';
  // @directus/sdk 26.0.0 dist/graphql/composable.cjs (MIT, minified, shortened): the init s has no signal.
  const graphql =
    'const e=require(`../utils/get-request-url.cjs`),t=require(`../utils/request.cjs`),n={},r=(r={})=>i=>{let a={...n,...r};return{async query(n,r,o=`items`){let s={method:`POST`,body:JSON.stringify({query:n,variables:r})};`credentials`in a&&(s.credentials=a.credentials);let c={};s.headers=c;let l=o===`items`?`/graphql`:`/graphql/system`;return await t.request(e.getRequestUrl(i.url,l).toString(),s,i.globals.fetch)}}};exports.graphql=r;';
  const siblings = { '../utils/request.cjs': request };

  it('a signal-less init handed to it is missing (directus graphql)', () => {
    expect(rules(graphql, 'dist/graphql/composable.cjs', siblings)).toEqual([[MISSING, 1]]);
  });

  it('an init with a bounded signal: silent', () => {
    const bounded = graphql.replace(
      'let s={method:`POST`,',
      'let s={signal:AbortSignal.timeout(5e3),method:`POST`,',
    );
    expect(rules(bounded, 'dist/graphql/composable.cjs', siblings)).toEqual([]);
  });

  it('a pass-through that adds a signal of its own is not one: silent', () => {
    const own = request.replace('i(n,r)', 'i(n,{...r,signal:AbortSignal.timeout(5e3)})');
    expect(rules(graphql, 'dist/graphql/composable.cjs', { '../utils/request.cjs': own })).toEqual([]);
  });
});
