// A default written as a named constant of the package: tsc's CommonJS `exports.DEFAULT_TIMEOUT`, read back in
// its own module, and a config that falls back to a constant of another module (`options?.timeout ??
// CONFIG.DEFAULT_TIMEOUT`). Read through the scanner, which gives each package's files. Each snippet is a
// minimal copy of a real published file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import { parseSource } from '../parse';

const TOO_LONG = 'perf/http-timeout-too-long';

const scan = (files: Record<string, string>) => {
  const result = scanFiles(
    Object.entries(files).map(([path, text]) => ({ path, text })),
    { parse: parseSource, limits: toDiagnosticLimits(), categories: ['performance'] },
  );
  return {
    findings: result.findings.map((f) => [f.file, f.line, f.ruleId, f.message]),
    undecided: (result.undecided ?? []).map((u) => [u.file, u.line]),
  };
};

// @stigg/node-server-sdk 4.55.0 dist/configuration.js lines 6, 15 and 21-31 (MIT): tsc's preamble sets every
// export to `void 0`, then `exports.DEFAULT_TIMEOUT = 60 * 1000`, read back as `exports.DEFAULT_TIMEOUT`.
// The requests are the shape of dist/services/EdgeApiClient.js lines 70-74 and 90-91 (sent with those defaults).
const STIGG_CONFIGURATION = (reassigned = '') => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_ENTITLEMENTS_TIMEOUT = exports.DEFAULT_TIMEOUT = exports.SDK_NAME = void 0;
const axios_1 = __importDefault(require("axios"));
exports.SDK_NAME = 'node-server-sdk';
exports.DEFAULT_TIMEOUT = 60 * 1000;
exports.DEFAULT_ENTITLEMENTS_TIMEOUT = 10 * 1000;
function get(url) {${reassigned}
    return axios_1.default.get(url, {
        timeout: exports.DEFAULT_TIMEOUT,
    });
}
function getEntitlements(url) {
    return axios_1.default.get(url, { timeout: exports.DEFAULT_ENTITLEMENTS_TIMEOUT });
}
exports.get = get;
`;

describe("tsc's CommonJS constant read back as `exports.NAME` in its own module", () => {
  it('stigg: `timeout: exports.DEFAULT_TIMEOUT`, 60 * 1000: too long; the 10 s one is within the limit', () => {
    const { findings } = scan({
      'package.json': '{"name":"@stigg/node-server-sdk"}',
      'dist/configuration.js': STIGG_CONFIGURATION(),
    });
    expect(findings.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['dist/configuration.js', 9, TOO_LONG],
    ]);
    expect(findings[0]?.[3]).toContain('60 s');
  });

  it('a module that assigns the export again elsewhere: not a constant, the call is not judged', () => {
    const { findings } = scan({
      'package.json': '{"name":"@stigg/node-server-sdk"}',
      'dist/configuration.js': STIGG_CONFIGURATION('\n    exports.DEFAULT_TIMEOUT = url.length;'),
    });
    expect(findings.map(([, line, rule]) => [line, rule])).toEqual([]);
  });
});

// checkout-sdk-node 5.2.1 (MIT): dist/config.js line 28 `export const DEFAULT_TIMEOUT = 15000`; dist/Checkout.js
// lines 1 and 31-36, the client's config falls back to it; dist/services/http.js lines 135-165, the OAuth
// token request reads `config.timeout` of the config it is handed.
const CHECKOUT_CONFIG = `export const REQUEST_ID_HEADER = 'cko-request-id';
export const DEFAULT_TIMEOUT = 15000;
`;
const CHECKOUT_CLIENT = `import * as CONFIG from './config.js';
export default class Checkout {
  constructor(key, options) {
    this.config = {
      timeout: options?.timeout ?? CONFIG.DEFAULT_TIMEOUT,
      agent: options?.agent,
    };
  }
}
`;
const CHECKOUT_HTTP = (more = '') => `import axios from 'axios';
export const createAccessToken = async (config, httpClient, body) => {
  const access = await axios({
    url: config.accessUrl,
    method: 'post',
    data: new URLSearchParams(body),
    timeout: config.timeout,
    httpsAgent: config.agent
  });
  return access.data;
};
${more}`;

describe('a config default that is a constant of another module of the package', () => {
  it('checkout: `options?.timeout ?? CONFIG.DEFAULT_TIMEOUT`, 15000 in config.js: 15 s, too long', () => {
    const { findings } = scan({
      'package.json': '{"name":"checkout-sdk-node"}',
      'dist/config.js': CHECKOUT_CONFIG,
      'dist/Checkout.js': CHECKOUT_CLIENT,
      'dist/services/http.js': CHECKOUT_HTTP(),
    });
    expect(findings.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['dist/services/http.js', 3, TOO_LONG],
    ]);
    expect(findings[0]?.[3]).toContain('15 s');
  });

  // @stigg/node-server-sdk 4.55.0 dist/services/EdgeApiClient.js lines 70-74 (MIT): one call hands its own
  // `{ timeout }` to the helper that sends, beside the config's default: which the request reads is not known.
  it('a call handing its own `{ timeout }` beside the default: not judged, no finding', () => {
    const { findings } = scan({
      'package.json': '{"name":"checkout-sdk-node"}',
      'dist/config.js': CHECKOUT_CONFIG,
      'dist/Checkout.js': CHECKOUT_CLIENT,
      'dist/services/http.js': CHECKOUT_HTTP(
        'export const entitlements = (config, url) => send(url, { timeout: config.entitlementsTimeout });\n',
      ),
    });
    expect(findings).toEqual([]);
  });

  it('without the constant module the fallback is not read: not judged', () => {
    const { findings } = scan({
      'package.json': '{"name":"checkout-sdk-node"}',
      'dist/Checkout.js': CHECKOUT_CLIENT,
      'dist/services/http.js': CHECKOUT_HTTP(),
    });
    expect(findings).toEqual([]);
  });
});
