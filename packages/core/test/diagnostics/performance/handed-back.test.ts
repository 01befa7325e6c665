// A client instance handed through a helper of another module that gives it back (handed-back.ts). Shapes copied
// from node-flinks 0.6.0 (MIT), shortened: build/client.js (`this.client = got_1.default.extend({ prefixUrl })`,
// handed to every command), build/commands/accounts-summary.js (`const flinksClient = (0,
// headers_1.addBearerTokenHeader)(client, options.accessToken); … flinksClient.post(…)`, lines 26-29 and 59-62)
// and build/lib/headers.js (returns `client.extend({ headers: { Authorization } })` or `client`, lines 4-13).
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const CLIENT = (config: string) => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const got_1 = require("got");
const accounts_summary_1 = require("./commands/accounts-summary");
class FlinksClient {
    constructor(instanceName, customerId) {
        this.client = got_1.default.extend(${config});
    }
    getAccountsSummary(options) {
        return (0, accounts_summary_1.getAccountsSummary)(this.client, options);
    }
    getAccountsSummaryAsync(options) {
        return (0, accounts_summary_1.getAccountsSummaryAsync)(this.client, options);
    }
}
exports.default = FlinksClient;
`;

const SUMMARY = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getAccountsSummaryAsync = exports.getAccountsSummary = void 0;
const headers_1 = require("../lib/headers");
const getAccountsSummary = async (client, options) => {
    const flinksClient = (0, headers_1.addBearerTokenHeader)(client, options.accessToken);
    const response = await flinksClient.post(\`BankingServices/GetAccountsSummary\`, { json: { ...options }, responseType: 'json' });
    return response.body;
};
exports.getAccountsSummary = getAccountsSummary;
const getAccountsSummaryAsync = async (client, options) => {
    const flinksClient = (0, headers_1.addBearerTokenHeader)(client, options.accessToken);
    const response = await flinksClient.post(\`BankingServices/GetAccountsSummaryAsync\`, { responseType: 'json' });
    return response.body;
};
exports.getAccountsSummaryAsync = getAccountsSummaryAsync;
`;

const HEADERS = (extended: string) => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.addBearerTokenHeader = void 0;
const addBearerTokenHeader = (client, accessToken) => {
    if (accessToken) {
        return client.extend(${extended});
    }
    return client;
};
exports.addBearerTokenHeader = addBearerTokenHeader;
`;

const BEARER = '{ headers: { Authorization: `Bearer ${accessToken}` } }';

const lines = (files: Record<string, string>) =>
  scanProject(files).map(([file, line, rule]) => [file, line, rule]);

describe('an instance given back by a helper of another module (node-flinks addBearerTokenHeader)', () => {
  it('reads the helper’s result as the instance it is handed', () => {
    const files = {
      'build/client.js': CLIENT('{ prefixUrl: `https://x/v3` }'),
      'build/commands/accounts-summary.js': SUMMARY,
      'build/lib/headers.js': HEADERS(BEARER),
    };
    expect(lines(files)).toEqual([
      ['build/commands/accounts-summary.js', 7, MISSING],
      ['build/commands/accounts-summary.js', 13, MISSING],
    ]);
  });

  it('is silent when the handed instance sets a timeout within the limit', () => {
    const files = {
      'build/client.js': CLIENT('{ prefixUrl: `https://x/v3`, timeout: { request: 5000 } }'),
      'build/commands/accounts-summary.js': SUMMARY,
      'build/lib/headers.js': HEADERS(BEARER),
    };
    expect(lines(files)).toEqual([]);
  });

  it('gives nothing when the helper’s extend may bound the instance (a timeout, hooks)', () => {
    for (const extended of ['{ timeout: { request: 5000 } }', '{ hooks: { init: [] } }', 'options']) {
      const files = {
        'build/client.js': CLIENT('{ prefixUrl: `https://x/v3` }'),
        'build/commands/accounts-summary.js': SUMMARY,
        'build/lib/headers.js': HEADERS(extended),
      };
      expect(lines(files)).toEqual([]);
    }
  });

  it('gives nothing when the helper may return something else', () => {
    const files = {
      'build/client.js': CLIENT('{ prefixUrl: `https://x/v3` }'),
      'build/commands/accounts-summary.js': SUMMARY,
      'build/lib/headers.js': HEADERS(BEARER).replace('return client;', 'return makeOther();'),
    };
    expect(lines(files)).toEqual([]);
  });
});
