// Bounds that are absent by default or decided by a condition, in axios instances and configs, got, and node's
// http(s) requests: a `timeout` option nothing ends the request on, a timeout set only `if (this.timeout)` with
// `this.timeout = timeout || false`, an instance made from the caller's optional config, options built by a
// helper of the file, a prototype value nothing sets. Each snippet is a reduced copy of a real file (origin and
// licence beside it); the compliant and undecided neighbours of each shape are kept too (precision first).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const judge = (text: string, path = 'lib/client.js') => checkFile(text, path);

// customerio-node 4.4.0 dist/lib/request.js lines 1-42 and 75 (MIT): the client's defaults carry `timeout:
// TIMEOUT` and the caller's optional defaults; the request listens for 'error' only.
const customerio = (listeners: string) => `"use strict";
const https_1 = require("https");
const TIMEOUT = 10000;
class CIORequest {
    constructor(auth, defaults) {
        this.auth = auth;
        this.defaults = Object.assign({
            timeout: TIMEOUT,
        }, defaults);
    }
    handler({ uri, body, method, headers }) {
        return new Promise((resolve, reject) => {
            let url = new URL(uri);
            let options = Object.assign({}, this.defaults, {
                method,
                headers,
                hostname: url.hostname,
                path: \`\${url.pathname}\${url.search}\`,
            });
            let req = (0, https_1.request)(options, (res) => {
                res.on('end', () => resolve(res));
            });
${listeners}
            req.write(body);
            req.end();
        });
    }
}
exports.default = CIORequest;`;

describe("node's `timeout` option when nothing ends the request on 'timeout'", () => {
  it("whatever the caller's defaults make the timeout, it bounds nothing (customerio-node)", () => {
    const result = judge(customerio("            req.on('error', (err) => reject(err));"));
    expect(result.found).toEqual([[MISSING, 20]]);
    expect(result.messages[0]).toContain("nothing destroys the request on 'timeout'");
  });

  it("a 'timeout' listener that destroys it makes the 10 s default the bound: compliant", () => {
    const result = judge(
      customerio(
        "            req.on('error', (err) => reject(err));\n            req.on('timeout', () => req.destroy());",
      ),
    );
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([]);
  });

  it('a request handed on (its listeners may be elsewhere) stays undecided', () => {
    const result = judge(customerio('            this.last = req;'));
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([20]);
  });
});

// docusign-esign 10.0.0 src/ApiClient.js lines 83-112, 175 and 225 (MIT): the JWT request reads the timeout off
// the prototype, but the constructor sets it on each instance only.
const docusign = (prototypeLine: string) => `(function (root, factory) {
  module.exports = factory(require("axios"));
})(this, function (axios) {
  var sendJWTTokenRequest = function (assertion, oAuthBasePath, proxy, defaultHeaders, callback) {
    const requestConfig = {
      baseURL: \`https://\${oAuthBasePath}\`,
      method: "post",
      url: "/oauth/token",
      headers: { ...defaultHeaders, "Content-Type": "application/x-www-form-urlencoded" },
      timeout: exports.prototype.timeout,
      data: { assertion: assertion },
    };
    const oauthRequest = axios.request(requestConfig);
    return oauthRequest;
  };
  var exports = function (opts) {
    this.basePath = opts.basePath;
    this.timeout = 60000;
  };
${prototypeLine}
  return exports;
});`;

// docusign-esign 5.20.0 src/ApiClient.js lines 11-25, 68-92 and 164 (MIT; superagent 3.8.2): the same read in the
// superagent release, `.timeout(exports.prototype.timeout)`.
const docusignSuperagent = `(function(root, factory) {
  if (typeof module === 'object' && module.exports) {
    module.exports = factory(require('superagent'));
  }
}(this, function(superagent, opts) {
  var sendJWTTokenRequest = function (assertion, oAuthBasePath, callback) {
    var request = superagent.post("https://" + oAuthBasePath + "/oauth/token")
      .timeout(exports.prototype.timeout)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send({ 'assertion': assertion });
    request.end(callback);
  };
  var exports = function(opts) {
    this.timeout = 60000;
  };
  return exports;
}));`;

describe('a timeout read off a prototype nothing sets: undefined', () => {
  it('axios gets `timeout: undefined`, which keeps its default of none (docusign-esign 10)', () => {
    const result = judge(docusign(''));
    expect(result.found).toEqual([[MISSING, 13]]);
  });

  it('superagent gets `.timeout(undefined)`, which arms no timer (docusign-esign 5)', () => {
    const result = judge(docusignSuperagent);
    expect(result.found).toEqual([[MISSING, 7]]);
    expect(result.messages[0]).toContain('undefined by default');
  });

  it('a prototype value the file sets is not taken for absent (left undecided, as before)', () => {
    for (const value of ['5000', '60000']) {
      const result = judge(docusign(`  exports.prototype.timeout = ${value};`));
      expect(result.found).toEqual([]);
      expect(result.undecided).toEqual([13]);
    }
  });

  it('a prototype filled by a helper (Object.assign, a mixin) stays undecided', () => {
    const result = judge(docusign('  Object.assign(exports.prototype, { timeout: 5000 });'));
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([13]);
  });
});

// @rudderstack/rudder-sdk-node 3.0.13 cjs/index.js lines 44-65 and 615-669 (MIT): the instance is the caller's
// or made from the caller's optional axiosConfig, stored as this.axiosInstance; the request's timeout is set
// only `if (this.timeout)`, and this.timeout = timeout || false.
const rudder = (fallback: string, create = 'axios.create(axiosConfig)') => `const axios = require("axios");
class Analytics {
    constructor(writeKey, options) {
        const loadOptions = options || {};
        const { dataPlaneUrl, host, path, axiosConfig, axiosRetryConfig, timeout, flushAt } = loadOptions;
        let { axiosInstance } = loadOptions;
        this.writeKey = writeKey;
        if (axiosInstance == null) {
            axiosInstance = ${create};
        }
        this.axiosInstance = axiosInstance;
        this.timeout = timeout || ${fallback};
    }
    flush(callback) {
        const headers = {};
        const req = {
            auth: {
                username: this.writeKey,
            },
            headers,
        };
        if (this.timeout) {
            req.timeout = typeof this.timeout === 'string' ? ms(this.timeout) : this.timeout;
        }
        this.pendingFlush = this.axiosInstance
            .post(\`\${this.host}\${this.path}\`, data, req)
            .then(() => done());
    }
}`;

describe('an axios instance and a timeout both absent unless the caller gives them', () => {
  it('no timeout by default: reported at the call through the stored instance (rudder-sdk-node)', () => {
    const result = judge(rudder('false'));
    expect(result.found).toEqual([[MISSING, 25]]);
  });

  it('a fallback timeout of 5 s is set by default: compliant', () => {
    expect(judge(rudder('5000')).found).toEqual([]);
  });

  it('a fallback of 60 s is too long, said at the call', () => {
    expect(judge(rudder('60000')).found).toEqual([[TOO_LONG, 25]]);
  });

  it("an instance made with its own 5 s default bounds the call (the caller's config is not needed)", () => {
    const result = judge(rudder('false', 'axios.create({ timeout: 5000 })'));
    expect(result.found).toEqual([]);
  });

  it('options whose fallback carries the key are not absent: left undecided', () => {
    const text = rudder('false').replace(
      'const loadOptions = options || {};',
      'const loadOptions = options || { axiosConfig: defaultAxiosConfig };',
    );
    expect(judge(text).found).toEqual([]);
  });
});

// analytics-node 6.2.0 index.js lines 36-49 and 282-294 (MIT): the same shape a year earlier in Segment's client,
// with the parameter defaulted in place (`options = options || {}`) and read as `options.axiosConfig`.
const segment = `const axios = require('axios')
class Analytics {
  constructor (writeKey, options) {
    options = options || {}
    this.writeKey = writeKey
    let axiosInstance = options.axiosInstance
    if (axiosInstance == null) {
      axiosInstance = axios.create(options.axiosConfig)
    }
    this.axiosInstance = axiosInstance
    this.timeout = options.timeout || false
  }
  flush (callback) {
    const req = {
      auth: {
        username: this.writeKey
      },
      headers: {}
    }
    if (this.timeout) {
      req.timeout = typeof this.timeout === 'string' ? ms(this.timeout) : this.timeout
    }
    return this.axiosInstance.post(\`\${this.host}\${this.path}\`, data, req)
  }
}`;

describe('a parameter defaulted in place (`options = options || {}`) is still the caller’s', () => {
  it('options.axiosConfig and options.timeout are absent by default (analytics-node)', () => {
    expect(judge(segment).found).toEqual([[MISSING, 23]]);
  });

  it('a default that carries values is not the caller’s: left undecided', () => {
    const text = segment.replace('options = options || {}', 'options = options || { timeout: 5000 }');
    expect(judge(text).found).toEqual([]);
  });
});

// @mendable/firecrawl-js 4.42.0 src/v2/utils/httpClient.ts lines 21-44, 60-102 and 122-173 (MIT): a private
// request(config) sends `{ ...config }` through the instance; every caller passes `timeout: options?.timeoutMs`
// (an optional parameter, undefined by default) or none, so the instance's 300 s default applies.
const firecrawl = (
  fallback: string,
  patchTimeout = 'options?.timeoutMs',
  access = 'private ',
) => `import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from "axios";
export class HttpClient {
  private instance: AxiosInstance;
  constructor(options: HttpClientOptions) {
    this.instance = axios.create({
      baseURL: options.apiUrl,
      timeout: options.timeoutMs ?? ${fallback},
      transitional: { clarifyTimeoutError: true },
    });
  }
  ${access}async request<T = any>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    config.headers = { ...(config.headers || {}) };
    for (let attempt = 0; attempt < this.maxRetries; attempt++) {
      const cfg: AxiosRequestConfig = { ...config };
      if (cfg.data instanceof FormData) cfg.headers = { ...(cfg.headers || {}) };
      const res = await this.instance.request<T>(cfg);
      return res;
    }
  }
  post<T = any>(endpoint: string, body: Record<string, unknown>, options?: RequestOptions) {
    return this.request<T>({ method: "post", url: endpoint, data: body, headers: options?.headers, timeout: options?.timeoutMs });
  }
  get<T = any>(endpoint: string, headers?: Record<string, string>) {
    return this.request<T>({ method: "get", url: endpoint, headers });
  }
  patch<T = any>(endpoint: string, body: Record<string, unknown>, options?: RequestOptions) {
    return this.request<T>({ method: "patch", url: endpoint, data: body, timeout: ${patchTimeout} });
  }
}`;

describe("an instance's default through a private method's callers", () => {
  const ts = (text: string) => judge(text, 'src/v2/utils/httpClient.ts');

  it('300 s by default is too long, said at the request that sends, not at axios.create (firecrawl)', () => {
    const result = ts(firecrawl('300000'));
    expect(result.found).toEqual([[TOO_LONG, 16]]);
    expect(result.messages[0]).toContain('300 s');
  });

  it('a 5 s default bounds every call: compliant', () => {
    const result = ts(firecrawl('5000'));
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([]);
  });

  it('a caller that sets its own timeout leaves the send undecided; the default is said at axios.create', () => {
    const result = ts(firecrawl('300000', '5000'));
    expect(result.found).toEqual([[TOO_LONG, 5]]);
    expect(result.undecided).toEqual([16]);
  });

  it('a public method may be called from elsewhere: its config is not decided by the calls seen here', () => {
    const result = ts(firecrawl('300000', 'options?.timeoutMs', ''));
    expect(result.found).toEqual([[TOO_LONG, 5]]);
    expect(result.undecided).toEqual([16]);
  });
});

// @hubspot/api-client 14.0.1 lib/src/services/http/Transport.js lines 39-47 and 108-133 (ISC): a node request
// whose only option that could bound it is the caller's optional agent; no timeout, no 'timeout' listener.
const hubspot = (agent: string) => `const http = __importStar(require("http"));
const https = __importStar(require("https"));
function sendFetchRequest(url, options) {
    return __awaiter(this, void 0, void 0, function* () {
        if (isFormDataBody(options.body)) {
            const response = yield sendNodeRequest(url, options);
            return response;
        }
        return yield fetch(url, buildRequestInit(options));
    });
}
exports.sendFetchRequest = sendFetchRequest;
function sendNodeRequest(url, options) {
    return __awaiter(this, void 0, void 0, function* () {
        const targetUrl = typeof url === 'string' ? new URL(url) : url;
        const transport = targetUrl.protocol === 'https:' ? https : http;
        return yield new Promise((resolve, reject) => {
            const request = transport.request(targetUrl, {
                agent: ${agent},
                headers: options.headers,
                method: options.method,
            }, (response) => {
                response.on('end', () => resolve(response));
                response.on('error', reject);
            });
            request.on('error', reject);
            request.end();
        });
    });
}`;

describe("a node request whose only possible bound is the caller's optional agent", () => {
  it('no agent by default: no bound (hubspot api-client)', () => {
    expect(judge(hubspot('options.agent')).found).toEqual([[MISSING, 18]]);
  });

  it('an agent of another library made here may end idle sockets itself: not judged', () => {
    const result = judge(hubspot('options.agent ?? new KeepAliveAgent({ timeout: 5000 })'));
    expect(result.found).toEqual([]);
    expect(result.undecided).toContain(18);
  });
});

// gocardless-nodejs 10.1.2 cjs/api/api.js lines 49-63, 67-82, 107-132 and 142-163 (MIT): got's options built by
// a helper method, re-signed by another only `if (this.apiRequestSigningOptions)`; neither sets a timeout.
const gocardless = (signed: string) => `"use strict";
const got_1 = __importDefault(require("got"));
class Api {
    constructor(token, environment, options) {
        this.apiRequestSigningOptions = null;
        this._token = token;
        this.apiRequestSigningOptions = options.apiRequestSigningOptions;
    }
    async request({ path, method, requestParameters = {}, payloadKey = '', idempotencyKey = '', customHeaders = {}, fetch, }) {
        let requestOptions = this.createRequestOptions(method, requestParameters, payloadKey, idempotencyKey, customHeaders);
        if (this.apiRequestSigningOptions) {
            requestOptions = this.signApiRequest(\`/\${path}\`, requestOptions);
        }
        try {
            const response = await (0, got_1.default)(path, requestOptions);
            return { body: response.body };
        }
        catch (e) {
            throw e;
        }
    }
    signApiRequest(path, requestOptions) {
        return {
            ...requestOptions,${signed}
            headers: { ...requestOptions.headers, 'Gc-Signature': this.sign(path) },
        };
    }
    createRequestOptions(method = 'get', requestParameters = {}, payloadKey = '', idempotencyKey = '', customHeaders = {}) {
        const headers = this.getHeaders(this._token, customHeaders);
        return {
            agent: this._agent,
            prefixUrl: this._baseUrl,
            method: method,
            responseType: 'json',
            headers,
        };
    }
}`;

describe('options built by a helper, re-signed under an `if` by another', () => {
  it('neither helper sets a timeout: got waits forever (gocardless-nodejs)', () => {
    expect(judge(gocardless('')).found).toEqual([[MISSING, 15]]);
  });

  it('a signer that adds a timeout makes the two paths differ: not reported', () => {
    expect(judge(gocardless('\n            timeout: { request: 5000 },')).found).toEqual([]);
  });
});

// @upstash/qstash 2.12.0 chunk-F7X2AQ7W.mjs lines 520-528, 545-566, 572-578, 665 and 737 (MIT): node's module
// loaded through `import(_n("http"))`, and an idle timer armed only `if (timeoutMs)`; two of the three calls
// of nativeGet pass no timeoutMs.
const qstash = (versionCall: string, guard = 'if (timeoutMs) {') => `var _n = (m) => \`node:\${m}\`;
var importHttp = () => import(
  /* webpackIgnore: true */
  _n("http")
);
var importHttps = () => import(
  /* webpackIgnore: true */
  _n("https")
);
var nativeGet = async (url, headers, timeoutMs) => {
  const parsedUrl = new URL(url);
  const httpModule = parsedUrl.protocol === "https:" ? await importHttps() : await importHttp();
  return new Promise((resolve, reject) => {
    const request = httpModule.get(url, { headers }, (response) => {
      response.on("end", () => resolve({ ok: true }));
      response.on("error", reject);
    });
    ${guard}
      request.setTimeout(timeoutMs, () => {
        request.destroy(new Error("Request timed out"));
      });
    }
    request.on("error", reject);
  });
};
var HEALTH_CHECK_TIMEOUT_MS = 2e3;
var isDevServerRunning = async (baseUrl) => {
  const { ok: ok4, body } = await nativeGet(
    \`\${baseUrl}/v2/keys\`,
    { Authorization: "Bearer token" },
    HEALTH_CHECK_TIMEOUT_MS
  );
  return ok4;
};
var fetchLatestVersion = async () => {
  const { ok: ok4, statusCode, body } = await ${versionCall};
  return body;
};`;

describe('a node module loaded through a function, and an idle timer armed only when a delay is given', () => {
  it('a call that passes no delay leaves the request unbounded (qstash)', () => {
    const result = judge(qstash('nativeGet(ARTIFACTS_LIST_URL)'));
    expect(result.found).toEqual([[MISSING, 14]]);
    expect(result.messages[0]).toContain('`if (timeoutMs)`');
  });

  it('every call passing 2 s: compliant; one passing 60 s: too long', () => {
    expect(judge(qstash('nativeGet(ARTIFACTS_LIST_URL, {}, HEALTH_CHECK_TIMEOUT_MS)')).found).toEqual([]);
    expect(judge(qstash('nativeGet(ARTIFACTS_LIST_URL, {}, 60000)')).found).toEqual([[TOO_LONG, 14]]);
  });

  it('a timer armed whatever the delay (no `if`) is not decided by the callers', () => {
    const result = judge(qstash('nativeGet(ARTIFACTS_LIST_URL)', '{'));
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([14]);
  });
});
