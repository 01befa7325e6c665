// Bounds another part of the project may give, so the call is not reported where today's rules guessed "no
// bound": a key a constructing module passes with a value this file cannot read (the class's
// `this.options.timeout` is then the constructing module's, not absent), the caller's options handed on whole
// to a project fetch wrapper (the wrapper's own send is judged), and an axios instance a helper returns as it
// makes it (its requests are sent where the helper's result is used, not at the create). Each case is a
// minimal copy of a real published file (origin and licence beside it); set 7's first reading reported all
// three as false positives. The counterparts that stay reported are beside them.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';
import { checkWithConstructions, projectResolver } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const rules = (findings: readonly (readonly [string, number, string])[]) =>
  findings.map(([rule, line]) => [rule, line]);

// @aftership/tracking-sdk 17.0.0 dist/lib/request.js lines 16, 28-32, 74-102, 120 (ISC): the options are
// the constructor's parameter, kept as this.options; axios is sent with timeout: this.options.timeout.
const REQUEST = `const axios_1 = __importDefault(require("axios"));
class Request {
    constructor(options) {
        this.DELAY_BASE = 3000;
        this.options = options;
    }
    withRetry(requestConfig, retry = 0) {
        return __awaiter(this, void 0, void 0, function* () {
            try {
                const response = yield (0, axios_1.default)(requestConfig);
                return response;
            }
            catch (error) {
                if (retry < this.options.max_retry) {
                    retry++;
                    return this.withRetry(requestConfig, retry);
                }
                throw error;
            }
        });
    }
    makeRequest(config) {
        return __awaiter(this, void 0, void 0, function* () {
            const axiosConfig = {
                url: config.url,
                method: config.method,
                baseURL: this.options.domain,
                timeout: this.options.timeout,
            };
            const response = yield this.withRetry(axiosConfig);
            return response.data;
        });
    }
}
exports.Request = Request;
`;

// @aftership/tracking-sdk 17.0.0 dist/aftership.js lines 54-73 (ISC): the only construction of Request, after
// the constructor set options.timeout = DEFAULT_TIMEOUT (10 s) when neither the caller nor the environment did.
const AFTERSHIP = (timeout: string) => `const request_1 = require("./lib/request");
class AfterShip {
    constructor(options) {
        this.options = options;
        const request = new request_1.Request({
            api_key: this.options.api_key,
            domain: this.options.domain,
            max_retry: this.options.max_retry,
            timeout: ${timeout},
        });
        this.request = request;
    }
}
exports.AfterShip = AfterShip;
`;

describe('a key the constructing module passes with a value not read here', () => {
  it("leaves aftership's axios call unjudged: this.options.timeout is the constructing module's", () => {
    const files = { 'dist/lib/request.js': REQUEST, 'dist/aftership.js': AFTERSHIP('this.options.timeout') };
    expect(checkWithConstructions(files, 'dist/lib/request.js')).toEqual([]);
  });

  it('still reports it when no module of the project constructs the class, or none passes the key', () => {
    expect(rules(checkWithConstructions({ 'dist/lib/request.js': REQUEST }, 'dist/lib/request.js'))).toEqual([
      [MISSING, 10],
    ]);
    const withoutKey = {
      'dist/lib/request.js': REQUEST,
      'dist/aftership.js': AFTERSHIP('1').replace('            timeout: 1,\n', ''),
    };
    expect(rules(checkWithConstructions(withoutKey, 'dist/lib/request.js'))).toEqual([[MISSING, 10]]);
  });

  it('reads a number every construction agrees on, and leaves disagreeing numbers unjudged', () => {
    const agreed = { 'dist/lib/request.js': REQUEST, 'dist/aftership.js': AFTERSHIP('60000') };
    expect(rules(checkWithConstructions(agreed, 'dist/lib/request.js'))).toEqual([
      ['perf/http-timeout-too-long', 10],
    ]);
    const disagree = { ...agreed, 'dist/other.js': AFTERSHIP('5000') };
    expect(checkWithConstructions(disagree, 'dist/lib/request.js')).toEqual([]);
  });
});

// @keycloak/keycloak-admin-client 26.7.4 lib/utils/fetchWithError.js lines 11-22 (Apache-2.0): the package's
// fetch wrapper, sending the caller's init as it is.
const FETCH_WITH_ERROR = `export async function fetchWithError(input, init) {
    const response = await fetch(input, init);
    if (!response.ok) {
        throw new Error(await response.text());
    }
    return response;
}
`;

// @keycloak/keycloak-admin-client 26.7.4 lib/utils/auth.js lines 4, 15-16, 40-55 (Apache-2.0): the caller's
// requestOptions (which client.js fills with a signal when a timeout was configured) spread into the init.
const AUTH = (init: string) => `import { fetchWithError } from "./fetchWithError.js";
export const getToken = async (settings) => {
    const url = new URL(settings.baseUrl);
    const options = settings.requestOptions ?? {};
    const headers = new Headers(options.headers);
    headers.set("content-type", "application/x-www-form-urlencoded");
    const response = await fetchWithError(url, {
${init}
        method: "POST",
        headers,
        body: settings.payload,
    });
    return response.json();
};
`;

const checkWith = (files: Record<string, string>, path: string) => {
  const text = files[path] ?? '';
  return checkHttpTimeouts(
    { path, text },
    parseSource(path, text).program,
    { maxTimeoutMs: 10_000 },
    { imports: projectResolver(files)(path) },
  ).map((f) => [f.ruleId, f.line]);
};

describe("the caller's options handed on whole to the project's fetch wrapper", () => {
  it("leaves keycloak's getToken unjudged: `...options` may carry the signal; the wrapper's send is judged", () => {
    const files = {
      'lib/utils/fetchWithError.js': FETCH_WITH_ERROR,
      'lib/utils/auth.js': AUTH('        ...options,'),
    };
    expect(checkWith(files, 'lib/utils/auth.js')).toEqual([]);
  });

  it('still reports a call whose init is built here without a signal', () => {
    const files = { 'lib/utils/fetchWithError.js': FETCH_WITH_ERROR, 'lib/utils/auth.js': AUTH('') };
    expect(checkWith(files, 'lib/utils/auth.js')).toEqual([[MISSING, 7]]);
  });
});

// @binance/connector 3.6.1 src/helpers/utils.js lines 1, 49-76 (MIT): the instance is made inside a helper
// that returns it, and used in place by the one request (line 71).
const BINANCE = `const axios = require('axios')
const getRequestInstance = (config) => {
  return axios.create({
    ...config
  })
}

const createRequest = (config) => {
  const { baseURL, apiKey, method, url, timeout, proxy, httpsAgent } = config
  const requestInstance = {
    baseURL,
    timeout,
    proxy,
    httpsAgent,
    headers: { 'X-MBX-APIKEY': apiKey }
  }
  return getRequestInstance(requestInstance)
    .request({
      method,
      url
    })
}
module.exports = { createRequest }
`;

describe('an axios instance a helper returns as it makes it', () => {
  const check = (text: string) =>
    checkHttpTimeouts({ path: 'src/helpers/utils.js', text }, parseSource('src/utils.js', text).program, {
      maxTimeoutMs: 10_000,
    }).map((f) => [f.ruleId, f.line]);

  it("is not reported at the create: binance's request is sent where the helper's result is used", () => {
    expect(check(BINANCE)).toEqual([]);
    const arrowBody = BINANCE.replace(
      '=> {\n  return axios.create({\n    ...config\n  })\n}',
      '=> axios.create({ ...config })',
    );
    expect(arrowBody).not.toBe(BINANCE);
    expect(check(arrowBody)).toEqual([]);
  });

  it('an instance kept under a name and never called is still reported at its create', () => {
    const kept = `const axios = require('axios')
const client = axios.create({ baseURL: 'https://api.binance.com' })
module.exports = client
`;
    expect(check(kept)).toEqual([[MISSING, 2]]);
  });
});
