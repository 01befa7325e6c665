// A package's method that hands its config to axios unchanged, called by name from another file. A minimal copy of
// klaviyo-api 23.0.0 (MIT): dist/api/apis.js lines 73, 95-120 and 187-188 (the retry loop sending `axios(config)`,
// a session delegating to it) and dist/api/accountsApi.js lines 80-102 (a config of method, url, headers and
// params, handed to `this.session.requestWithRetry` through a local `request` that retries itself). The silent
// cases are the ways the config could still carry a bound, or the method not be axios's.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const apis = ({ sends = 'yield axios(config)', more = '' } = {}) => `const axios = require('axios');
class RetryWithExponentialBackoff {
  requestWithRetry(config) {
    return __awaiter(this, void 0, void 0, function* () {
      while (true) {
        try {
          const axiosResponse = ${sends};
          return axiosResponse;
        } catch (error) {
          if (!error.response) throw error;
        }
      }
    });
  }
}
class ApiKeySession {
  constructor(apiKey) {
    this.apiKey = apiKey;
    this.retryWithExponentialBackoff = new RetryWithExponentialBackoff();
  }
  applyToRequest(requestOptions) {
    requestOptions.headers['Authorization'] = this.apiKey;
  }
  requestWithRetry(config) {
    return this.retryWithExponentialBackoff.requestWithRetry(config);
  }
}
${more}
exports.ApiKeySession = ApiKeySession;`;

const accounts = (extra = '') => `const apis_1 = require('./apis');
class AccountsApi {
  constructor(session) {
    this.session = session;
  }
  getAccount(id) {
    return __awaiter(this, void 0, void 0, function* () {
      let config = {
        method: 'GET',
        url: 'https://a.klaviyo.com/api/accounts/' + id,
        headers: { Accept: 'application/json' },
        params: {},${extra}
      };
      yield this.session.applyToRequest(config);
      const request = (config, retried = false) => __awaiter(this, void 0, void 0, function* () {
        try {
          const axiosResponse = yield this.session.requestWithRetry(config);
          return { response: axiosResponse };
        } catch (error) {
          if (yield this.session.refreshAndRetry(error, retried)) return request(config, true);
          throw error;
        }
      });
      return request(config);
    });
  }
}
exports.AccountsApi = AccountsApi;`;

const project = (files: { apis?: string; accounts?: string; setup?: string }) =>
  scanProject({
    'package.json': '{"name":"klaviyo-api"}',
    'dist/api/apis.js': files.apis ?? apis(),
    'dist/api/accountsApi.js': files.accounts ?? accounts(),
    ...(files.setup ? { 'dist/setup.js': files.setup } : {}),
  }).filter(([file]) => file === 'dist/api/accountsApi.js');

describe("a session method that hands its config to axios (klaviyo-api's requestWithRetry)", () => {
  it("the API file's call is judged on its config: no timeout, axios's default is none", () => {
    expect(project({}).map(([, line, rule]) => [line, rule])).toEqual([[17, 'perf/http-timeout-missing']]);
  });

  it('a config with a timeout above the limit is too long there', () => {
    const found = project({ accounts: accounts('\n        timeout: 60000,') });
    expect(found.map(([, line, rule]) => [line, rule])).toEqual([[18, 'perf/http-timeout-too-long']]);
  });

  it('a config with a timeout within the limit: nothing', () => {
    expect(project({ accounts: accounts('\n        timeout: 5000,') })).toEqual([]);
  });

  it('the method sets a bound on the config before sending: not a pass-through', () => {
    const sends = '(config.timeout = 5000, yield axios(config))';
    expect(project({ apis: apis({ sends }) })).toEqual([]);
  });

  it('another definition of the name does something else: the name is not linked', () => {
    const more = 'class Other { requestWithRetry(config) { return got(config); } }';
    expect(project({ apis: apis({ more }) })).toEqual([]);
  });

  it("a module of the package sets axios's default timeout: nothing", () => {
    const setup = "const axios = require('axios');\naxios.defaults.timeout = 5000;";
    expect(project({ setup })).toEqual([]);
  });
});

describe('a method of the same name in a module without axios', () => {
  // The name is read from the text of every other module: one defining it without axios unlinks it.
  it('another module defines `requestWithRetry` over fetch: the name is not linked', () => {
    const other =
      'class FetchSession {\n  requestWithRetry(init) {\n    return fetch(init.url, init);\n  }\n}';
    const found = scanProject({
      'package.json': '{"name":"klaviyo-api"}',
      'dist/api/apis.js': apis(),
      'dist/api/accountsApi.js': accounts(),
      'dist/fetch-session.js': other,
    }).filter(([file]) => file === 'dist/api/accountsApi.js');
    expect(found).toEqual([]);
  });
});
