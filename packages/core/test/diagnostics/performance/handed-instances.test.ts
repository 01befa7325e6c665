// A client instance made in one module and handed to the constructor of a class another module declares
// (handed-instances.ts). Shapes copied from @gohighlevel/api-client 3.1.0 (MIT): dist/lib/HighLevel.js lines
// 146-150 (`this.httpClient = axios_1.default.create({ baseURL, timeout: 30000, headers })`) and 706-708
// (`this.adManager = new ad_manager_1.AdManager(this.httpClient)`); dist/lib/code/ad-manager/ad-manager.js
// lines 10-38 (the service keeps `this.client = httpClient` and sends `this.client.request(config)`, the config
// ending in the caller's `...options`). The service file names no client at all.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';
const MISSING = 'perf/http-timeout-missing';

const HIGH_LEVEL = (config: string, extra = '') => `"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) { return (mod && mod.__esModule) ? mod : { "default": mod }; };
Object.defineProperty(exports, "__esModule", { value: true });
const axios_1 = __importDefault(require("axios"));
const ad_manager_1 = require("./code/ad-manager/ad-manager");
class HighLevel {
    constructor(config = {}) {
        this.httpClient = axios_1.default.create(${config});
        this.initializeServices();${extra}
    }
    initializeServices() {
        this.adManager = new ad_manager_1.AdManager(this.httpClient);
    }
}
exports.HighLevel = HighLevel;
`;

const AD_MANAGER = (spread = '...options') => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AdManager = void 0;
const request_utils_1 = require("../../utils/request-utils");
class AdManager {
    constructor(httpClient) {
        this.client = httpClient;
    }
    async fbGetReporting(params, options) {
        const extracted = (0, request_utils_1.extractParams)(params, []);
        const config = {
            method: 'GET',
            url: (0, request_utils_1.buildUrl)('/ad-publishing/facebook/reporting', extracted.path),
            params: extracted.query,
            headers: { ...extracted.header, ...options?.headers },
            __pathParams: extracted.path,
            ${spread}
        };
        const response = await this.client.request(config);
        return response.data;
    }
}
exports.AdManager = AdManager;
`;

const SERVICE = 'dist/lib/code/ad-manager/ad-manager.js';
const CLIENT = 'dist/lib/HighLevel.js';
const THIRTY_S = '{ baseURL: HighLevel.BASE_URL, timeout: 30000, headers: this.getDefaultHeaders() }';

const inService = (files: Record<string, string>) =>
  scanProject(files)
    .filter(([file]) => file === SERVICE)
    .map(([, line, rule]) => [line, rule]);

describe('a client instance handed to the constructor of a class in another module', () => {
  it("judges the class's sends by the instance's 30 s (gohighlevel's services)", () => {
    const files = { [CLIENT]: HIGH_LEVEL(THIRTY_S), [SERVICE]: AD_MANAGER() };
    expect(inService(files)).toEqual([[19, TOO_LONG]]);
  });

  it('reports a missing bound when the instance is made without one', () => {
    const files = { [CLIENT]: HIGH_LEVEL('{ baseURL: HighLevel.BASE_URL }'), [SERVICE]: AD_MANAGER() };
    expect(inService(files)).toEqual([[19, MISSING]]);
  });

  it('stays silent without the constructing module, or when another module hands something else', () => {
    expect(inService({ [SERVICE]: AD_MANAGER() })).toEqual([]);
    const other = `const ad_manager_1 = require("./code/ad-manager/ad-manager");
exports.make = (client) => new ad_manager_1.AdManager(client);
`;
    expect(
      inService({ [CLIENT]: HIGH_LEVEL(THIRTY_S), [SERVICE]: AD_MANAGER(), 'dist/lib/other.js': other }),
    ).toEqual([]);
  });

  it('stays silent when a subclass may hand another client through super()', () => {
    const sub = `const ad_manager_1 = require("./code/ad-manager/ad-manager");
class Mine extends ad_manager_1.AdManager { constructor(c) { super(c); } }
exports.Mine = Mine;
`;
    expect(
      inService({ [CLIENT]: HIGH_LEVEL(THIRTY_S), [SERVICE]: AD_MANAGER(), 'dist/lib/sub.js': sub }),
    ).toEqual([]);
  });

  it("stays silent when the instance's bound is set apart from its create, or is not a visible number", () => {
    const defaults = HIGH_LEVEL(THIRTY_S, '\n        this.httpClient.defaults.timeout = config.timeout;');
    expect(inService({ [CLIENT]: defaults, [SERVICE]: AD_MANAGER() })).toEqual([]);
    const read = HIGH_LEVEL('{ baseURL: HighLevel.BASE_URL, timeout: config.timeout }');
    expect(inService({ [CLIENT]: read, [SERVICE]: AD_MANAGER() })).toEqual([]);
    const spread = HIGH_LEVEL('{ timeout: 30000, ...config.axios }');
    expect(inService({ [CLIENT]: spread, [SERVICE]: AD_MANAGER() })).toEqual([]);
  });

  it('reads an instance kept in a top-level const, and only a member of the class that made it', () => {
    const top = `const axios_1 = require("axios");
const ad_manager_1 = require("./code/ad-manager/ad-manager");
const client = axios_1.default.create({ timeout: 5000 });
exports.adManager = new ad_manager_1.AdManager(client);
`;
    expect(inService({ [CLIENT]: top, [SERVICE]: AD_MANAGER() })).toEqual([]);
    const slow = top.replace('5000', '60000');
    expect(inService({ [CLIENT]: slow, [SERVICE]: AD_MANAGER() })).toEqual([[19, TOO_LONG]]);
    // Another class of the file has its own `this.httpClient`, set by code the file does not hold.
    const other = HIGH_LEVEL(THIRTY_S).replace(
      'exports.HighLevel = HighLevel;',
      `class Other {
    make() { return new ad_manager_1.AdManager(this.httpClient); }
}
exports.HighLevel = HighLevel;
exports.Other = Other;`,
    );
    expect(inService({ [CLIENT]: other, [SERVICE]: AD_MANAGER() })).toEqual([]);
  });

  it('does not read a config the send sets a bound in from elsewhere', () => {
    const files = { [CLIENT]: HIGH_LEVEL(THIRTY_S), [SERVICE]: AD_MANAGER('signal: params.signal') };
    expect(inService(files)).toEqual([]);
  });
});
