// A fetch made by a fetch-wrapping factory (fetch-retry, fetch-retry-ts, @vercel/fetch-retry: clients.ts
// FETCH_WRAPPERS) is called with fetch's own `(url, init)`: the call is judged as a call of the fetch it wraps.
// Each snippet is a copy of a real file's lines, origin and licence beside it.
import { describe, expect, it } from 'vitest';
import { checkWithConstructions } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const check = checkWithConstructions;

// @axiomhq/js 2.0.0 src/fetchClient.ts lines 1, 49-82 (MIT): fetch-retry over the injected or global fetch,
// bounded by AbortSignal.timeout(timeout), timeout = this.config.timeout by default.
const AXIOM_FETCH_CLIENT = (signal: string) => `import fetchRetry from 'fetch-retry';

export class FetchClient {
  constructor(
    public config: { headers: HeadersInit; baseUrl: string; timeout: number; fetch?: typeof globalThis.fetch },
  ) {}

  async doReq<T>(endpoint: string, method: string, init: RequestInit = {}, timeout = this.config.timeout): Promise<T> {
    const fetchFn = this.config.fetch ?? fetch;
    const resp = await fetchRetry(fetchFn)(\`\${this.config.baseUrl}\${endpoint}\`, {
      retries: 1,
      retryOn: [503, 502, 504, 500],
      headers: this.config.headers,
      method,
      body: init.body ? init.body : undefined,${signal}
      cache: 'no-store',
    });
    return (await resp.json()) as T;
  }
}
`;

// @axiomhq/js 2.0.0 src/httpClient.ts lines 1, 291-323 (MIT): the only construction of FetchClient.
const AXIOM_HTTP_CLIENT = `import { FetchClient } from './fetchClient.js';

export default abstract class HTTPClient {
  protected readonly client: FetchClient;

  constructor({ token, url, fetch: fetchFn }: { token: string; url?: string; fetch?: typeof fetch }) {
    const baseUrl = url ? url.replace(/\\/+$/, '') : 'https://api.axiom.co';
    this.client = new FetchClient({
      baseUrl,
      headers: { Authorization: 'Bearer ' + token },
      timeout: 20_000,
      ...(fetchFn && { fetch: fetchFn }),
    });
  }
}
`;

// @expo/rudder-sdk-node 1.1.1 index.js (its main) lines 5-13, 24-32, 269-283, abridged (MIT, github.com/expo/rudder-sdk-node):
// fetch-retry over node-fetch, bound at top level through tsc's __importDefault; node-fetch's own `timeout`
// only when the constructor's `timeout` (default 0) is positive.
const EXPO_RUDDER = (timeout: string) => `"use strict";
const fetch_retry_1 = __importDefault(require("fetch-retry"));
const node_fetch_1 = __importDefault(require("node-fetch"));
const retryableFetch = (0, fetch_retry_1.default)(node_fetch_1.default);
class Analytics {
    constructor(writeKey, dataPlaneURL, { enable = true, timeout = ${timeout}, flushAt = 20, flushInterval = 20000, } = {}) {
        this.enable = enable;
        this.timeout = timeout;
    }
    async executeFlush(flushedItems = []) {
        const req = {
            method: 'POST',
            body: JSON.stringify(data),
            timeout: this.timeout > 0 ? this.timeout : undefined,
            retryDelay: this.getExponentialDelay.bind(this),
            retryOn: this.isErrorRetryable.bind(this),
        };
        const response = await retryableFetch(\`\${this.host}\`, req);
    }
}
`;

// @vercel/fetch-retry README (github.com/vercel/fetch-retry, MIT): "a drop-in replacement for fetch".
const VERCEL = `const fetch = require('@vercel/fetch-retry')(require('node-fetch'))

module.exports = async () => {
  const res = await fetch('http://localhost:3000')
  console.log(res.status);
}
`;

describe('a fetch made by a fetch-wrapping factory', () => {
  it("judges axiom's fetchRetry(fetchFn)(url, init) by the timeout its constructions give (20 s)", () => {
    const files = {
      'src/fetchClient.ts': AXIOM_FETCH_CLIENT('\n      signal: AbortSignal.timeout(timeout),'),
      'src/httpClient.ts': AXIOM_HTTP_CLIENT,
    };
    expect(check(files, 'src/fetchClient.ts')).toEqual([[TOO_LONG, 10, expect.stringContaining('20 s')]]);
  });

  it('reports the wrapped fetch sent with no signal, and is silent when the client is built elsewhere unseen', () => {
    const files = { 'src/fetchClient.ts': AXIOM_FETCH_CLIENT(''), 'src/httpClient.ts': AXIOM_HTTP_CLIENT };
    expect(check(files, 'src/fetchClient.ts')).toEqual([[MISSING, 10, expect.any(String)]]);
    // With a signal of a timeout nobody in view sets, the bound may exist: not judged.
    const alone = {
      'src/fetchClient.ts': AXIOM_FETCH_CLIENT('\n      signal: AbortSignal.timeout(timeout),'),
    };
    expect(check(alone, 'src/fetchClient.ts')).toEqual([]);
  });

  it('reads a top-level retryableFetch = fetchRetry(nodeFetch) as node-fetch, timeout included', () => {
    // A positive default: the node-fetch timeout option is that value (30 s, above 10 s).
    expect(check({ 'index.js': EXPO_RUDDER('30000') }, 'index.js')).toEqual([
      [TOO_LONG, 18, expect.stringContaining('30 s')],
    ]);
  });

  it("reports node-fetch's `timeout: this.timeout > 0 ? this.timeout : undefined` with the default 0", () => {
    // The constructor's `timeout = 0`: the option is undefined, and node-fetch 2 then has no timeout.
    expect(check({ 'index.js': EXPO_RUDDER('0') }, 'index.js')).toEqual([
      [MISSING, 18, expect.stringContaining('undefined when `this.timeout` has its default')],
    ]);
    // No default in view (the caller's optional value, test not decided): not judged.
    const undecided = EXPO_RUDDER('0').replace('timeout = 0,', 'timeout,');
    expect(check({ 'index.js': undecided }, 'index.js')).toEqual([]);
  });

  it("binds @vercel/fetch-retry's `require(…)(require('node-fetch'))` as node-fetch", () => {
    expect(check({ 'index.js': VERCEL }, 'index.js')).toEqual([[MISSING, 4, expect.any(String)]]);
  });

  it('leaves a factory that is not a known fetch wrapper alone (its own defaults may bound the call)', () => {
    const other = VERCEL.replace('@vercel/fetch-retry', 'my-fetch-with-timeout');
    expect(check({ 'index.js': other }, 'index.js')).toEqual([]);
  });
});

// tencentcloud-sdk-nodejs-common 4.1.220 tencentcloud/common/http/fetch.js lines 1-14 (Apache-2.0): tsc with
// importHelpers calls tslib's helpers as members, `tslib_1.__importDefault(require("node-fetch"))`.
const TENCENT_FETCH = (options: string) => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = default_1;
const tslib_1 = require("tslib");
const node_fetch_1 = tslib_1.__importDefault(require("node-fetch"));
const https_proxy_agent_1 = tslib_1.__importDefault(require("https-proxy-agent"));
function default_1(url, options) {
    const instanceOptions = options || {};
    const proxy = options.proxy || process.env.http_proxy;
    if (!options.agent && proxy) {
        instanceOptions.agent = new https_proxy_agent_1.default(proxy);
    }
    return (0, node_fetch_1.default)(url, ${options});
}
`;

describe("tslib's helpers called as members (tsc's importHelpers)", () => {
  it('binds tslib_1.__importDefault(require("node-fetch")) as node-fetch', () => {
    // The options handed in by another module's callers (http_connection.js) may carry a timeout: not judged.
    expect(check({ 'http/fetch.js': TENCENT_FETCH('instanceOptions') }, 'http/fetch.js')).toEqual([]);
    expect(check({ 'http/fetch.js': TENCENT_FETCH('{ timeout: 60000 }') }, 'http/fetch.js')).toEqual([
      [TOO_LONG, 13, expect.stringContaining('60 s')],
    ]);
  });

  it('binds tslib.__importStar(require("axios")) as axios', () => {
    const text = `"use strict";
const tslib = require("tslib");
const axios_1 = tslib.__importStar(require("axios"));
function get(url) {
    return axios_1.default.get(url);
}
`;
    expect(check({ 'get.js': text }, 'get.js')).toEqual([[MISSING, 5, expect.any(String)]]);
  });
});
