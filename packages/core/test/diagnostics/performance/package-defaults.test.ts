// A bound whose default is set somewhere other than the call: the request reads a key of an object it is handed
// (`config.timeout`, `this.config.timeout`, the `timeout` a helper's caller passes), and the package sets that
// key's default once, in a config class or constructor of another file. Read through the scanner (which
// gives each package's files) and through `createKeyDefaults` directly. Each snippet is a minimal copy of a
// real published file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { createKeyDefaults } from '../../../src/diagnostics/performance';
import { scanFiles } from '../../../src/diagnostics/scanner';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const scan = (files: Record<string, string>) =>
  scanFiles(
    Object.entries(files).map(([path, text]) => ({ path, text })),
    { parse: parseSource, limits: toDiagnosticLimits(), categories: ['performance'] },
  ).findings.map((f) => [f.file, f.line, f.ruleId, f.message]);

// shipengine 1.0.7 cjs/client/index.js lines 52-63 (Apache-2.0): the abort timer reads `config.timeout` of
// the config each exported helper is handed.
const SHIPENGINE_CLIENT = `"use strict";
const isomorphic_node_1 = require("../isomorphic.node");
async function sendRequest(url, method, body, config) {
    const controller = new isomorphic_node_1.AbortController();
    setTimeout(() => controller.abort(), config.timeout);
    const response = await fetch(url.toString(), {
        body: body ? JSON.stringify(body) : undefined,
        method: method,
        signal: controller.signal,
    });
    return response.json();
}
exports.sendRequest = sendRequest;
`;

// shipengine 1.0.7 cjs/config.js lines 8-12 and 54-63 (Apache-2.0): NormalizedConfig sets timeout to 65000
// when the caller gives none; otherwise it copies the caller's.
const SHIPENGINE_CONFIG = (fallback: string) => `"use strict";
class NormalizedConfig {
    constructor(config) {
        if (config.timeout === undefined) {
            this.timeout = ${fallback};
        }
        else {
            this.timeout = config.timeout;
        }
    }
}
exports.NormalizedConfig = NormalizedConfig;
`;

describe("a config key read on the object a request is handed: the package's default", () => {
  it('shipengine: `config.timeout` of the abort timer, 65000 set by NormalizedConfig: 65 s, too long', () => {
    const found = scan({
      'package.json': '{"name":"shipengine"}',
      'cjs/client/index.js': SHIPENGINE_CLIENT,
      'cjs/config.js': SHIPENGINE_CONFIG('65000'),
    });
    expect(found.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['cjs/client/index.js', 6, TOO_LONG],
    ]);
    expect(found[0]?.[3]).toContain('65 s');
  });

  it('without the config module the value is not known: not reported (as before)', () => {
    expect(scan({ 'package.json': '{}', 'cjs/client/index.js': SHIPENGINE_CLIENT })).toEqual([]);
  });

  it('a default within the limit is compliant', () => {
    const files = {
      'package.json': '{}',
      'cjs/client/index.js': SHIPENGINE_CLIENT,
      'cjs/config.js': SHIPENGINE_CONFIG('5000'),
    };
    expect(scan(files)).toEqual([]);
  });

  it('two places setting the key to different numbers: not known, not reported', () => {
    const other = `class Other { constructor() { this.timeout = 5000; } }\nexports.Other = Other;\n`;
    const files = {
      'package.json': '{}',
      'cjs/client/index.js': SHIPENGINE_CLIENT,
      'cjs/config.js': SHIPENGINE_CONFIG('65000'),
      'cjs/other.js': other,
    };
    expect(scan(files)).toEqual([]);
  });

  it('another package of the same repository does not lend its default', () => {
    const files = {
      'client/package.json': '{}',
      'client/index.js': SHIPENGINE_CLIENT,
      'settings/package.json': '{}',
      'settings/config.js': SHIPENGINE_CONFIG('65000'),
    };
    expect(scan(files)).toEqual([]);
  });
});

// braintree 3.40.0 (MIT), the full published package (the corpus keeps http.js only): lib/braintree/http.js
// lines 17-20, 73-76, 108-109 and 179-187 — the request's idle timer is `this.config.timeout`, and its handler
// aborts the request; lib/braintree/config.js lines 5-7 sets `this.timeout = 60000`.
const BRAINTREE_HTTP = `"use strict";
let http = require("http");
let https = require("https");
class Http {
  constructor(config) {
    this.config = config;
  }
  httpRequest(method, url) {
    let client = this.config.environment.ssl ? https : http;
    let options = { host: this.config.environment.server, method, path: url };
    return new Promise((resolve, reject) => {
      let theRequest = client.request(options, (response) => resolve(response));
      function timeoutHandler() {
        theRequest.abort();
        reject(new Error("Request timed out"));
      }
      theRequest.setTimeout(this.config.timeout, timeoutHandler);
      theRequest.end();
    });
  }
}
module.exports = { Http: Http };
`;
const BRAINTREE_CONFIG = `"use strict";
class Config {
  constructor(rawConfig) {
    this.timeout = 60000;
    this.apiVersion = "6";
    this.customHttpAgent = rawConfig.customHttpAgent;
  }
}
module.exports = { Config: Config };
`;

describe('a stored config read as `this.config.timeout`', () => {
  it("braintree: the Config class's 60000 bounds the request: 60 s, too long", () => {
    const found = scan({
      'package.json': '{"name":"braintree"}',
      'lib/braintree/http.js': BRAINTREE_HTTP,
      'lib/braintree/config.js': BRAINTREE_CONFIG,
    });
    expect(found.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['lib/braintree/http.js', 12, TOO_LONG],
    ]);
    expect(found[0]?.[3]).toContain('60 s');
  });
});

// @binance/connector 3.6.1 (MIT): src/APIBase.js lines 9-17 and 27-45 keep `this.timeout = timeout || 0`
// ("default is 0 (no timeout)") and pass it to createRequest; src/helpers/utils.js lines 49-76 build an axios
// instance from that config and send through it.
const BINANCE_BASE = `const { createRequest } = require('./helpers/utils')
class APIBase {
  constructor (options) {
    const { apiKey, baseURL, timeout } = options
    this.apiKey = apiKey
    this.baseURL = baseURL
    this.timeout = timeout || 0
  }
  publicRequest (method, path) {
    return createRequest({ method, baseURL: this.baseURL, url: path, apiKey: this.apiKey, timeout: this.timeout })
  }
}
module.exports = APIBase
`;
const BINANCE_UTILS = `const axios = require('axios')
const getRequestInstance = (config) => {
  return axios.create({
    ...config
  })
}
const createRequest = (config) => {
  const { baseURL, apiKey, method, url, timeout } = config
  const requestInstance = { baseURL, timeout, headers: { 'X-MBX-APIKEY': apiKey } }
  return getRequestInstance(requestInstance)
    .request({
      method,
      url
    })
}
module.exports = { createRequest }
`;

describe('a key every caller copies from a constructor default', () => {
  it('binance: `timeout: this.timeout` with `this.timeout = timeout || 0`: no bound, reported at the request', () => {
    const found = scan({
      'package.json': '{"name":"@binance/connector"}',
      'src/APIBase.js': BINANCE_BASE,
      'src/helpers/utils.js': BINANCE_UTILS,
    });
    expect(found.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['src/helpers/utils.js', 10, MISSING],
    ]);
    expect(found[0]?.[3]).toContain('timeout is 0');
  });
});

describe('createKeyDefaults', () => {
  const defaults = (files: Record<string, string>) =>
    createKeyDefaults(
      () => Object.entries(files).map(([path, text]) => ({ path, text })),
      (path, text) => parseSource(path, text).program,
    );

  // @clickhouse/client 1.23.1 dist/common/config.js lines 93 and 118-121 (Apache-2.0): a returned config object
  // whose `request_timeout` is `config.request_timeout ?? 30_000`.
  it('reads a shorthand property of a config object (clickhouse): 30000', () => {
    const config = `function getConnectionParams(config) {
    const request_timeout = config.request_timeout ?? 30_000;
    return {
        url: config.url,
        request_timeout,
    };
}
exports.getConnectionParams = getConnectionParams;
`;
    expect(defaults({ 'dist/common/config.js': config })('request_timeout')).toBe(30_000);
  });

  // cohere-ai 8.1.0 Client.js line 140 (MIT): each call hands `timeoutMs` to the fetcher itself; the object
  // the fetcher reads is that call's, so there is no one default to lend.
  it('a value handed straight to a call is not a kept default: unknown', () => {
    const client = `class Client {
  list(requestOptions) {
    return core.fetcher({ url: "v1/models", timeoutMs: ((requestOptions?.timeoutInSeconds) ?? 300) * 1000 });
  }
}
exports.Client = Client;
`;
    expect(defaults({ 'Client.js': client })('timeoutMs')).toBeUndefined();
  });

  it('a key no file sets, or set by too many files to describe one object: unknown', () => {
    expect(defaults({ 'a.js': 'const a = 1;\n' })('timeout')).toBeUndefined();
    const many = Object.fromEntries(
      Array.from({ length: 13 }, (_, i) => [`f${i}.js`, 'exports.o = { timeout: 1000 };\n']),
    );
    expect(defaults(many)('timeout')).toBeUndefined();
    expect(defaults(Object.fromEntries(Object.entries(many).slice(0, 3)))('timeout')).toBe(1000);
  });
});
