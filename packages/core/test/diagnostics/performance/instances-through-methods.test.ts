// Client instances and modules reached through a method or the caller's optional client, from held-out set 11's
// first reading: @unit-finance/unit-node-sdk 0.41.0 dist/resources/baseResource.js (lines 20-29: `this.axios =
// config?.axios ?? axios`, per-call configs of conditional spreads), pluggy-sdk 0.90.0 dist/baseApi.js (lines 61-96:
// a getter that makes the got instance once, called as `this.getServiceInstance().post(…)` and `…()(url, …)`), and
// @1password/connect 1.4.2 dist/lib/client.js (lines 60-99: `this.axios = this.initAxios(conf)`, whose initAxios
// returns the instance it makes).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const rules = (text: string, path = 'dist/client.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

const unitFinance = (kept: string) => `const axios_1 = __importDefault(require("axios"));
class BaseResource {
  constructor(token, resourcePath, config) {
    var _a;
    this.resourcePath = resourcePath;
    this.axios = ${kept};
  }
  async httpGet(path, config) {
    const conf = {
      headers: { a: 1 },
      ...((config === null || config === void 0 ? void 0 : config.params) && { params: (config.params) }),
    };
    return await this.axios.get(this.resourcePath + path, conf);
  }
}
exports.BaseResource = BaseResource;`;

describe('the axios module kept on this unless the caller hands its own (@unit-finance baseResource.js:20)', () => {
  it("tsc's `(_a = config?.axios) … ? _a : axios_1.default`: the module, no timeout (missing, line 13)", () => {
    const kept =
      '(_a = config === null || config === void 0 ? void 0 : config.axios) !== null && _a !== void 0 ? _a : axios_1.default';
    expect(rules(unitFinance(kept))).toEqual([[MISSING, 13]]);
  });

  it('the source form `config?.axios ?? axios_1.default` reads the same', () => {
    expect(rules(unitFinance('config?.axios ?? axios_1.default'))).toEqual([[MISSING, 13]]);
  });

  it('the caller’s client alone is not known (silent)', () => {
    expect(rules(unitFinance('config.axios'))).toEqual([]);
  });

  it('a fallback that is no client module is not known (silent)', () => {
    expect(rules(unitFinance('config?.axios ?? makeClient()'))).toEqual([]);
  });

  it('a conditional spread of the caller’s optional timeout is absent by default (missing)', () => {
    const text = unitFinance('config?.axios ?? axios_1.default').replace(
      '{ params: (config.params) }',
      '{ timeout: config.timeout }',
    );
    expect(rules(text)).toEqual([[MISSING, 13]]);
  });

  it('a 5 s timeout spread under a condition counts as set, as `cond ? { … } : null` does (silent)', () => {
    const text = unitFinance('config?.axios ?? axios_1.default').replace(
      '{ params: (config.params) }',
      '{ timeout: 5000 }',
    );
    expect(rules(text)).toEqual([]);
  });
});

const pluggy = (getter: string, call: string) => `const got_1 = __importStar(require("got"));
const _30_SECONDS = 30 * 1000;
class BaseApi {
  ${getter}
  async getApiKey() {
    const response = await ${call}.post(\`\${this.baseUrl}/auth\`, { json: {}, responseType: 'json' });
    return response.body.apiKey;
  }
  async createGetRequest(url) {
    const { body } = await ${call}(url, { headers: {}, responseType: 'json' });
    return body;
  }
}
exports.BaseApi = BaseApi;`;

const GETTER = `getServiceInstance() {
    if (!this.serviceInstance) {
      this.serviceInstance = got_1.default.extend({ responseType: 'json', timeout: _30_SECONDS });
    }
    return this.serviceInstance;
  }`;

describe('an instance handed back by a getter method (pluggy-sdk baseApi.js:61-96)', () => {
  it('its 30 s default is reported at each call through the getter, not where it is made', () => {
    expect(rules(pluggy(GETTER, 'this.getServiceInstance()'))).toEqual([
      [TOO_LONG, 11],
      [TOO_LONG, 15],
    ]);
  });

  it('a method taking arguments makes a new client each time: not read as the stored one (reported at the make)', () => {
    const factory = GETTER.replace('getServiceInstance()', 'getServiceInstance(options)');
    expect(rules(pluggy(factory, 'this.getServiceInstance(opts)'))).toEqual([[TOO_LONG, 6]]);
  });

  it('a method that may return something else is not read as the instance (reported at the make)', () => {
    const either = GETTER.replace(
      'return this.serviceInstance;',
      'return this.other || this.serviceInstance;',
    );
    expect(rules(pluggy(either, 'this.getServiceInstance()'))).toEqual([[TOO_LONG, 6]]);
  });
});

const onePassword = (call: string) => `const axios_1 = __importDefault(require("axios"));
class HTTPClient {
  constructor(conf) {
    this.defaultTimeout = 15000;
    this.axios = this.initAxios(conf);
  }
  request(method, url, opts) {
    return this.axios.request(${call});
  }
  initAxios(conf) {
    conf = conf || {};
    const axiosConfig = { timeout: this.defaultTimeout, headers: {} };
    const axiosInstance = axios_1.default.create(axiosConfig);
    axiosInstance.interceptors.response.use((response) => response);
    return axiosInstance;
  }
}
exports.HTTPClient = HTTPClient;`;

describe('an instance stored from the method that makes it (@1password/connect client.js:60-99)', () => {
  it('a call setting no timeout gets the instance’s 15 s: reported at the call (line 8), not at the create', () => {
    expect(rules(onePassword('{ method, url }'))).toEqual([[TOO_LONG, 8]]);
  });

  it('a call with its own 5 s bound is judged there: nothing at the create either', () => {
    expect(rules(onePassword('{ method, url, timeout: 5000 }'))).toEqual([]);
  });

  it('a call whose config is not known leaves the instance’s default reported at the create (line 13)', () => {
    expect(rules(onePassword('buildConfig(method, url)'))).toEqual([[TOO_LONG, 13]]);
  });
});

// The same, with the method returning the create itself (a published GalxeClient class: `initAxios(token) { const
// options = { baseURL, headers }; return axios.create(options); }`, `this.axios = this.initAxios(token)`).
const returnsCreate = (created: string, call: string) => `import axios from 'axios';
export class GalxeClient {
  initAxios(token) {
    const options = ${created};
    return axios.create(options);
  }
  getCampaign(query, variables) {
    return this.axios.request(${call});
  }
  constructor(token) {
    this.axios = this.initAxios(token);
  }
}`;

describe('an instance a method returns as it makes it, stored on this', () => {
  it('with baseURL and headers only, a call setting no timeout waits forever (missing at the call, line 8)', () => {
    expect(
      rules(returnsCreate("{ baseURL: URL, headers: { 'x-api-key': token } }", "{ method: 'POST' }")),
    ).toEqual([[MISSING, 8]]);
  });

  it('its 30 s default is reported at the call, not at the create', () => {
    expect(rules(returnsCreate('{ baseURL: URL, timeout: 30000 }', "{ method: 'POST' }"))).toEqual([
      [TOO_LONG, 8],
    ]);
  });

  it('a call with its own 5 s bound is compliant (silent)', () => {
    expect(rules(returnsCreate('{ baseURL: URL }', "{ method: 'POST', timeout: 5000 }"))).toEqual([]);
  });
});
