// A client instance another module's exported function builds from the config its caller hands it
// (exported-factories.ts). Shapes copied from faros-js-client 0.9.0 (Apache-2.0), tsc's CommonJS output:
// lib/axios.js lines 38-86 (`makeAxiosInstance(config, retryConfig)` makes `axios_1.default.create(config)`, hands
// it to axios-retry and returns it; `makeAxiosInstanceWithRetry(config, logger, retries, delay)` returns
// `makeAxiosInstance(config, {…})`) and lib/client.js lines 52-71 and 85 (`DEFAULT_AXIOS_CONFIG = { timeout: 60000
// }`, the constructor's `axiosConfig = exports.DEFAULT_AXIOS_CONFIG`, `this.api = (0,
// axios_1.makeAxiosInstanceWithRetry)({ ...axiosConfig, baseURL: url, headers, … }, logger, …)`, `this.api.get(…)`).
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const RETRY = `function makeAxiosInstance(config, retryConfig) {
    const client = axios_1.default.create(config);
    if (!retryConfig || !(client === null || client === void 0 ? void 0 : client.interceptors)) {
        return client;
    }
    (0, axios_retry_1.default)(client, retryConfig);
    return client;
}`;

const FACTORY = (makeInstance = RETRY, withRetry = '') => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_RETRY_DELAY = exports.DEFAULT_RETRIES = void 0;
exports.makeAxiosInstance = makeAxiosInstance;
exports.makeAxiosInstanceWithRetry = makeAxiosInstanceWithRetry;
const axios_1 = __importDefault(require("axios"));
const axios_retry_1 = __importStar(require("axios-retry"));
exports.DEFAULT_RETRIES = 3;
exports.DEFAULT_RETRY_DELAY = 1000;
${makeInstance}
function makeAxiosInstanceWithRetry(config, logger, retries = exports.DEFAULT_RETRIES, delay = exports.DEFAULT_RETRY_DELAY) {
    ${withRetry}
    return makeAxiosInstance(config, {
        retries,
        retryDelay: (retryNumber, error) => {
            if (logger) {
                logger.warn(\`Retry attempt \${retryNumber} of \${retries}\`);
            }
            return retryNumber * delay;
        },
        shouldResetTimeout: true,
    });
}
`;

const CLIENT = (config = 'exports.DEFAULT_AXIOS_CONFIG') => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FarosClient = exports.DEFAULT_AXIOS_CONFIG = void 0;
const axios_1 = require("./axios");
exports.DEFAULT_AXIOS_CONFIG = { timeout: 60000 };
class FarosClient {
    constructor(cfg, logger, axiosConfig = ${config}) {
        this.cfg = cfg;
        this.api = (0, axios_1.makeAxiosInstanceWithRetry)({
            ...axiosConfig,
            baseURL: cfg.url,
            headers: {
                ...axiosConfig === null || axiosConfig === void 0 ? void 0 : axiosConfig.headers,
                authorization: cfg.apiKey,
            },
            maxBodyLength: Infinity,
        }, logger, cfg.retries, cfg.retryDelay);
    }
    async tenant() {
        const { data } = await this.api.get('/users/me');
        return data;
    }
}
exports.FarosClient = FarosClient;
`;

const inClient = (factory: string, client = CLIENT()) =>
  scanProject({ 'lib/axios.js': factory, 'lib/client.js': client })
    .filter(([file]) => file === 'lib/client.js')
    .map(([, line, rule]) => [line, rule]);

describe('an instance an imported factory builds from its caller config (faros-js-client)', () => {
  it("judges the sends by the call's own config: the constructor's 60 s default", () => {
    expect(inClient(FACTORY())).toEqual([[20, TOO_LONG]]);
  });

  it('reports a config without a timeout as missing', () => {
    expect(inClient(FACTORY(), CLIENT('{}'))).toEqual([[20, MISSING]]);
  });

  it('reads a factory that returns the create at once', () => {
    const direct = 'function makeAxiosInstance(config) { return axios_1.default.create(config); }';
    expect(inClient(FACTORY(direct))).toEqual([[20, TOO_LONG]]);
  });

  it('leaves the sends alone when the factory writes the config it is handed', () => {
    expect(inClient(FACTORY(RETRY, 'config.timeout = 5000;'))).toEqual([]);
  });

  it('leaves the sends alone when the factory hands the config to another call first', () => {
    expect(inClient(FACTORY(RETRY, 'Object.assign(config, { timeout: 5000 });'))).toEqual([]);
  });

  it('leaves the sends alone when the instance gets a request interceptor', () => {
    const intercepted = RETRY.replace(
      '(0, axios_retry_1.default)(client, retryConfig);',
      'client.interceptors.request.use((c) => ({ ...c, timeout: 5000 }));',
    );
    expect(inClient(FACTORY(intercepted))).toEqual([]);
  });

  it('leaves the sends alone when the instance is handed to a module that is no known decorator', () => {
    const handed = RETRY.replace('(0, axios_retry_1.default)(client', 'configure(client');
    expect(inClient(FACTORY(handed))).toEqual([]);
  });

  it('leaves the sends alone when the factory builds from something other than its parameter', () => {
    const other =
      'function makeAxiosInstance(config) { return axios_1.default.create({ ...config, timeout: 5000 }); }';
    expect(inClient(FACTORY(other))).toEqual([]);
  });
});
