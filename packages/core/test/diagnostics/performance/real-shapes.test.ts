// Shapes from real published packages (files kept in ../real-corpus/packages with their origin), reduced to
// the lines that decide each verdict; and one case per client kept as data in src/.../clients.ts.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const check = (text: string, path = 'src/client.js') => checkFile(text, path).found;

describe('fetch not called by its global name', () => {
  it("a local fetch bound to request.fetch || globalThis.fetch, signal only the caller's optional one (@octokit/request)", () => {
    const text = `async function fetchWrapper(requestOptions) {
  const fetch = requestOptions.request?.fetch || globalThis.fetch;
  return await fetch(requestOptions.url, { method: 'GET', signal: requestOptions.request?.signal });
}`;
    expect(check(text)).toEqual([[MISSING, 3]]);
  });

  it('this.fetch / config.fetch / fetchFn with and without a signal (@anthropic-ai/sdk, openai, stripe)', () => {
    expect(
      check("class A { async t(config, url) { return config.fetch(url, { method: 'POST' }); } }"),
    ).toEqual([[MISSING, 1]]);
    expect(
      check('class W { x(u) { return this.fetch(u, { signal: AbortSignal.timeout(5000) }); } }'),
    ).toEqual([]);
    // A wrapper's own signature (url, init, timeout) is not fetch's: judged by the wrapper, not here.
    expect(check('class F { m(u, t) { return this._fetchFn(u, { method: "GET" }, t); } }')).toEqual([]);
    // A method named fetch defined in the file is a wrapper.
    expect(
      check('class C { fetch(u, i) { return fetchWithRetry(u, i); } go(u) { return this.fetch(u, {}); } }'),
    ).toEqual([]);
    expect(
      check(
        'class D { go(u, o) { return (this.customFetch ?? this.fetch).call(undefined, u, { method: "GET" }); } }',
      ),
    ).toEqual([[MISSING, 1]]);
  });

  it('a default decided at run time: `this.timeout > 0 ? AbortSignal.timeout(this.timeout) : undefined` with timeout = 0 (@slack/web-api)', () => {
    const text = `class WebClient {
  constructor(token, { fetch = undefined, timeout = 0 } = {}) {
    this.fetchFn = fetch ?? globalThis.fetch;
    this.timeout = timeout;
  }
  async call(url) {
    const signal = this.timeout > 0 ? AbortSignal.timeout(this.timeout) : undefined;
    return this.fetchFn(url, { method: 'POST', signal });
  }
}`;
    expect(check(text)).toEqual([[MISSING, 8]]);
    expect(check(text.replace('timeout = 0', 'timeout = 5000'))).toEqual([]);
    expect(check(text.replace('timeout = 0', 'timeout = 30000'))).toEqual([[TOO_LONG, 8]]);
  });

  it('a controller aborted by setTimeout(() => controller.abort(), ms) is judged by ms when it is known', () => {
    const timer = (ms: string) => `const controller = new AbortController();
setTimeout(() => controller.abort(), ${ms});
await fetch(url, { signal: controller.signal });`;
    expect(check(timer('5000'))).toEqual([]);
    expect(check(timer('60_000'))).toEqual([[TOO_LONG, 3]]);
    expect(check(timer('options.timeout'))).toEqual([]);
  });

  it('an optional init and a spread of a parameter defaulting to {} carry no signal (ra-core)', () => {
    expect(
      check('export const f = async (url: string, init?: RequestInit) => fetch(url, init);', 'a.ts'),
    ).toEqual([[MISSING, 1]]);
    expect(check('export const j = (url, options = {}) => fetch(url, { ...options, headers: h });')).toEqual([
      [MISSING, 1],
    ]);
  });
});

describe('modules bound the way compilers write them', () => {
  it("tsc's __importStar(require('axios')), an instance on this, a config with a run-time default (twilio)", () => {
    const text = `const axios_1 = __importStar(require("axios"));
const DEFAULT_TIMEOUT = 30000;
class RequestClient {
  constructor(opts) {
    this.defaultTimeout = opts.timeout || DEFAULT_TIMEOUT;
    this.axios = axios_1.default.create();
  }
  request(opts) {
    const options = { timeout: opts.timeout || this.defaultTimeout, url: opts.uri };
    return this.axios(options);
  }
}`;
    expect(check(text)).toEqual([[TOO_LONG, 10]]);
  });

  it('a conditional require and setTimeout with a visible fallback (cloudinary)', () => {
    const uploader = `const https = isSecure ? require('https') : require('http');
function post(post_options, options, callback) {
  let post_request = https.request(post_options, callback);
  post_request.setTimeout(options.timeout != null ? options.timeout : 60000, () => post_request.destroy());
}`;
    expect(check(uploader)).toEqual([[TOO_LONG, 3]]);
    // lib/api_client/execute_request.js line 232: setTimeout with no callback and no 'timeout' listener. Node:
    // 'timeout' "only notifies that the socket has been idle. The request must be destroyed manually."
    // (https://nodejs.org/api/http.html#event-timeout): nothing ends this request, whatever the delay.
    const api = `const https = /^http:/.test(prefix) ? require('http') : require('https');
const request = https.request(request_options, handle_response);
request.setTimeout(ensureOption(options, "timeout", 60000));`;
    expect(check(api)).toEqual([[MISSING, 2]]);
  });

  it('a conditional member and a module table looked up by protocol (stripe, mixpanel)', () => {
    const stripe = `const http_ = require("http");
const https_ = require("https");
function make(insecure, host, ms) {
  const req = (insecure ? http_ : https_).request({ host, path: '/' });
  req.setTimeout(ms, () => req.destroy());
  const bare = (insecure ? http_ : https_).request({ host, path: '/x' });
}`;
    expect(check(stripe)).toEqual([[MISSING, 6]]);
    const mixpanel = `const http = require("http");
const https = require("https");
const REQUEST_LIBS = { http, https };
function send(config, request_options) {
  const request_lib = REQUEST_LIBS[config.protocol];
  const request = request_lib.request({ host: config.host, path: '/track' }, (res) => res.resume());
}`;
    expect(check(mixpanel)).toEqual([[MISSING, 6]]);
  });

  it("esbuild's (0, import_undici.request)(url, options) and a CommonJS node-fetch default", () => {
    expect(
      check(
        'var import_undici = require("undici");\nasync function m(url) { return (0, import_undici.request)(url, {}); }',
      ),
    ).toEqual([[MISSING, 2]]);
    expect(
      check(
        'const node_fetch_1 = __importDefault(require("node-fetch"));\n(0, node_fetch_1.default)(url, { timeout: 60000 });',
      ),
    ).toEqual([[TOO_LONG, 2]]);
  });
});

describe('not network at all', () => {
  it("blob:, data:, about: URLs and a fetch guarded by url.startsWith('blob:') (decap-cms-core, openai)", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the scanned source holds a template literal
    expect(check("fetch('about:blank', {});\nfetch(`data:text/plain,${x}`);")).toEqual([]);
    expect(check("if (file.url?.startsWith('blob:')) {\n  const blob = await fetch(file.url);\n}")).toEqual(
      [],
    );
    expect(
      check(
        'class P { constructor(f) { this.url = URL.createObjectURL(f); } b() { return fetch(this.url); } }',
      ),
    ).toEqual([]);
    expect(check('const blob = await fetch(file.url);')).toEqual([[MISSING, 1]]);
  });
});

describe('clients kept as data, one entry each', () => {
  it('decap-cms-lib-util unsentRequest: 60 s unless a signal is passed', () => {
    const text = `import { unsentRequest } from 'decap-cms-lib-util';
const { fetchWithTimeout: fetch } = unsentRequest;
fetch(url, { headers });
unsentRequest.fetchWithTimeout(url, { signal: AbortSignal.timeout(5000) });
p.then(unsentRequest.performRequest);`;
    expect(check(text)).toEqual([
      [TOO_LONG, 3],
      [TOO_LONG, 5],
    ]);
  });

  it('request, needle, ofetch / $fetch, gaxios', () => {
    expect(
      check(
        "const request = require('request');\nrequest(url, cb);\nrequest.get(url, { timeout: 5000 }, cb);",
      ),
    ).toEqual([[MISSING, 2]]);
    expect(
      check(
        "const needle = require('needle');\nneedle.get(url, { open_timeout: 5000 }, cb);\nneedle.post(url, data, { response_timeout: 60000 }, cb);\nneedle('get', url, null, { read_timeout: 5000 });",
      ),
    ).toEqual([
      [MISSING, 2],
      [TOO_LONG, 3],
    ]);
    expect(
      check(
        "import { ofetch } from 'ofetch';\nofetch(url);\nofetch(url, { timeout: 3000 });\n$fetch('/api', { timeout: 20_000 });",
      ),
    ).toEqual([
      [MISSING, 2],
      [TOO_LONG, 4],
    ]);
    expect(
      check("import { request } from 'gaxios';\nrequest({ url });\nrequest({ url, timeout: 5000 });"),
    ).toEqual([[MISSING, 2]]);
  });

  it('graphql-request, Apollo links and http2 sessions', () => {
    expect(
      check(
        "import { request, GraphQLClient } from 'graphql-request';\nrequest(url, doc);\nnew GraphQLClient(url, { signal: AbortSignal.timeout(5000) });\nnew GraphQLClient(url, { headers });",
      ),
    ).toEqual([
      [MISSING, 2],
      [MISSING, 4],
    ]);
    expect(
      check(
        "import { createHttpLink, HttpLink, ApolloClient } from '@apollo/client';\ncreateHttpLink({ uri });\nnew HttpLink({ uri, fetch: timedFetch });\nnew ApolloClient({ uri, cache });\nnew ApolloClient({ link, cache });",
      ),
    ).toEqual([
      [MISSING, 2],
      [MISSING, 4],
    ]);
    // Node's http2 docs: `setTimeout(msecs, callback)` registers the callback "as a listener on the 'timeout'
    // event", and their example closes the stream in it (`req.setTimeout(5000, () => req.close(NGHTTP2_CANCEL))`,
    // https://nodejs.org/api/http2.html#http2streamsettimeoutmsecs-callback): without one nothing closes it.
    expect(
      check(
        "import http2 from 'node:http2';\nconst client = http2.connect(origin);\nconst other = http2.connect(origin);\nother.setTimeout(5000, () => other.close());",
      ),
    ).toEqual([[MISSING, 2]]);
    expect(
      check("import http2 from 'node:http2';\nconst other = http2.connect(origin);\nother.setTimeout(5000);"),
    ).toEqual([[MISSING, 2]]);
  });
});
