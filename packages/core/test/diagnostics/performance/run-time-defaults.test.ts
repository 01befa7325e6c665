// A bound decided at run time from a default the package shows (session 38, held-out sets 11, 17 and 18): a number
// cast of an environment variable with a decimal-string fallback, a validator that hands its argument back, a
// Stainless request client a method returns, and a config key copied from another object holding the same key.
// Each snippet is a minimal copy of a real published file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { scanFiles } from '../../../src/diagnostics/scanner';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const scan = (files: Record<string, string>) =>
  scanFiles(
    Object.entries(files).map(([path, text]) => ({ path, text })),
    { parse: parseSource, limits: toDiagnosticLimits(), categories: ['performance'] },
  ).findings.map((f) => [f.file, f.line, f.ruleId, f.message]);

const check = (text: string, path = 'src/core.ts') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.line,
    f.ruleId,
    f.message,
  ]);

// @orchestrator-claude/mcp-server 3.37.3 (MIT) dist/client/OrchestratorApiClient.js lines 8-15 and 92-99: every
// API call aborts after `this.config.timeout`, the config the constructor is handed.
const ORCHESTRATOR_CLIENT = `export class OrchestratorApiClient {
    config;
    constructor(config) {
        this.config = config;
    }
    async request(method, path, body) {
        const url = \`\${this.config.apiUrl}\${path}\`;
        const response = await fetch(url, {
            method,
            body: body !== undefined ? JSON.stringify(body) : undefined,
            signal: AbortSignal.timeout(this.config.timeout),
        });
        return response.json();
    }
}
`;
// Its dist/config.js lines 12-25: loadConfig(), which the package's callers hand the client, reads the timeout
// from the environment with a default written as a string.
const ORCHESTRATOR_CONFIG = (fallback: string) => `export function loadConfig() {
    return {
        apiUrl: process.env.ORCHESTRATOR_API_URL,
        timeout: parseInt(process.env.ORCHESTRATOR_API_TIMEOUT ?? ${fallback}, 10),
    };
}
`;

describe('a number cast of an environment variable with a decimal-string default', () => {
  it("@orchestrator-claude/mcp-server: `parseInt(process.env.X ?? '30000', 10)` is 30 s by default: too long", () => {
    const found = scan({
      'package.json': '{"name":"@orchestrator-claude/mcp-server"}',
      'dist/client/OrchestratorApiClient.js': ORCHESTRATOR_CLIENT,
      'dist/config.js': ORCHESTRATOR_CONFIG("'30000'"),
    });
    expect(found.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['dist/client/OrchestratorApiClient.js', 8, TOO_LONG],
    ]);
    expect(found[0]?.[3]).toContain('30 s');
  });

  it('a default within the limit is compliant', () => {
    const found = scan({
      'package.json': '{}',
      'dist/client/OrchestratorApiClient.js': ORCHESTRATOR_CLIENT,
      'dist/config.js': ORCHESTRATOR_CONFIG("'5000'"),
    });
    expect(found).toEqual([]);
  });

  it('a string that is no plain number (`30s`) is not read: not judged', () => {
    const found = scan({
      'package.json': '{}',
      'dist/client/OrchestratorApiClient.js': ORCHESTRATOR_CLIENT,
      'dist/config.js': ORCHESTRATOR_CONFIG("'30s'"),
    });
    expect(found).toEqual([]);
  });
});

// llama-stack-client 0.7.3 (MIT) src/core.ts lines 208-229, 329-346, 468-493, 563-590 and 1044-1052 (Stainless's
// older core.ts): the constructor keeps `validatePositiveInteger('timeout', timeout)` of a 60000 default (the
// validator has several callers), each request's timer is `options.timeout ?? this.timeout`.
const STAINLESS_CORE = (send: string, extra = '') => `export abstract class APIClient {
  timeout: number;
  private fetch: Fetch;
  constructor({ maxRetries = 2, timeout = 60000, fetch: overriddenFetch }: ClientOptions) {
    this.maxRetries = validatePositiveInteger('maxRetries', maxRetries);
    this.timeout = validatePositiveInteger('timeout', timeout);
    this.fetch = overriddenFetch ?? fetch;
  }
  async buildRequest(inputOptions: FinalRequestOptions) {
    const options = { ...inputOptions };
    const url = this.buildURL(options.path);
    options.timeout = options.timeout ?? this.timeout;
    const req: RequestInit = { method: options.method, headers: options.headers };
    return { req, url, timeout: options.timeout };
  }
  private async makeRequest(options: FinalRequestOptions) {
    const { req, url, timeout } = await this.buildRequest(options);
    const controller = new AbortController();
    const response = await this.fetchWithTimeout(url, req, timeout, controller).catch(castToError);
    return response;
  }
  async fetchWithTimeout(url: RequestInfo, init: RequestInit | undefined, ms: number, controller: AbortController) {
    const { signal, ...options } = init || {};
    if (signal) signal.addEventListener('abort', () => controller.abort());
    const timeout = setTimeout(() => controller.abort(), ms);
    return ${send}.finally(() => {
      clearTimeout(timeout);
    });
  }${extra}
}
const validatePositiveInteger = (name: string, n: unknown): number => {
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    throw new Error(\`\${name} must be an integer\`);
  }
  return n;
};
`;
const SEND_LINE = 26;

describe("Stainless's older core.ts: the client's 60 s default", () => {
  it('llama-stack-client: a validator handing its argument back keeps the 60000 default: too long', () => {
    const found = check(
      STAINLESS_CORE('this.fetch.call(undefined, url, { signal: controller.signal as any, ...options })'),
    );
    expect(found.map(([line, rule]) => [line, rule])).toEqual([[SEND_LINE, TOO_LONG]]);
    expect(found[0]?.[2]).toContain('60 s');
  });

  // subhosting 0.1.0-alpha.1 (MIT) src/core.ts lines 494-505: the send goes through `this.getRequestClient()`,
  // a method returning `{ fetch: this.fetch }`.
  it("subhosting: `this.getRequestClient().fetch.call(…)` is the instance's fetch: too long", () => {
    const found = check(
      STAINLESS_CORE(
        'this.getRequestClient().fetch.call(undefined, url, { signal: controller.signal as any, ...options })',
        '\n  protected getRequestClient(): RequestClient {\n    return { fetch: this.fetch };\n  }',
      ),
    );
    expect(found.map(([line, rule]) => [line, rule])).toEqual([[SEND_LINE, TOO_LONG]]);
  });

  it('a request client whose `fetch` is no fetch (`{ fetch: this.load }`) is not read as one', () => {
    const found = check(
      STAINLESS_CORE(
        'this.getRequestClient().fetch.call(undefined, url, { signal: controller.signal as any, ...options })',
        '\n  protected getRequestClient(): RequestClient {\n    return { fetch: this.load };\n  }',
      ),
    );
    expect(found).toEqual([]);
  });

  it('a helper that hands back something else than its argument stays unknown', () => {
    const text = STAINLESS_CORE(
      'this.fetch.call(undefined, url, { signal: controller.signal as any, ...options })',
    ).replace('  return n;\n', '  return readLimit(name);\n');
    expect(check(text)).toEqual([]);
  });
});

// @airwallex/node-sdk 2.1.0-beta.5 (MIT): dist/client/httpClient.js lines 8-27 sends with `options?.timeout ||
// this.client.defaults.timeout`; dist/client/apiClient.js lines 188-195 builds those options with `timeout:
// requestConfig.timeout || this.getAirwallex().config.timeout`; dist/airwallex.core.js line 46 sets the SDK
// config's `timeout: config.timeout || 30000`.
const AIRWALLEX_HTTP = `"use strict";
const axios_1 = require("axios");
class HttpClientImpl {
    constructor(basePath, config) {
        this.client = axios_1.default.create({
            baseURL: basePath,
            timeout: config.timeout,
        });
    }
    async get(url, options) {
        const response = await this.client.get(url, {
            timeout: (options === null || options === void 0 ? void 0 : options.timeout) || this.client.defaults.timeout,
        });
        return response.data;
    }
}
exports.HttpClientImpl = HttpClientImpl;
`;
const AIRWALLEX_API = (fallback: string) => `"use strict";
class ApiClient {
    getRequestConfig(requestConfig) {
        return {
            headers: requestConfig.headers,
            timeout: requestConfig.timeout || ${fallback},
        };
    }
}
exports.ApiClient = ApiClient;
`;
const AIRWALLEX_CORE = `"use strict";
class Airwallex {
    constructor(config) {
        this.config = {
            ...config,
            timeout: config.timeout || 30000,
        };
    }
}
exports.Airwallex = Airwallex;
`;

describe('a key copied from another object holding the same key adds no default of its own', () => {
  it("@airwallex/node-sdk: `requestConfig.timeout || this.getAirwallex().config.timeout` leaves the SDK's 30 s", () => {
    const found = scan({
      'package.json': '{"name":"@airwallex/node-sdk"}',
      'dist/client/httpClient.js': AIRWALLEX_HTTP,
      'dist/client/apiClient.js': AIRWALLEX_API('this.getAirwallex().config.timeout'),
      'dist/airwallex.core.js': AIRWALLEX_CORE,
    });
    expect(found.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['dist/client/httpClient.js', 11, TOO_LONG],
    ]);
  });

  it('a fallback the checker cannot read (`this.getAirwallex().limit`) still leaves the default unsettled', () => {
    const found = scan({
      'package.json': '{}',
      'dist/client/httpClient.js': AIRWALLEX_HTTP,
      'dist/client/apiClient.js': AIRWALLEX_API('this.getAirwallex().limit'),
      'dist/airwallex.core.js': AIRWALLEX_CORE,
    });
    expect(found.filter(([, , rule]) => rule === TOO_LONG || rule === MISSING)).toEqual([]);
  });
});
