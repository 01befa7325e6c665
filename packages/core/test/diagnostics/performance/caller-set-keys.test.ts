// An object a function of the file receives from its only caller, which set a bound key on it before the call:
// the key is read where the function sends the object. Each snippet is a minimal copy of a real published file
// (origin and licence beside it), read through the scanner (which gives the package's files).
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import { parseSource } from '../parse';

const TOO_LONG = 'perf/http-timeout-too-long';

const scan = (files: Record<string, string>) =>
  scanFiles(
    Object.entries(files).map(([path, text]) => ({ path, text })),
    { parse: parseSource, limits: toDiagnosticLimits(), categories: ['performance'] },
  ).findings.map((f) => [f.file, f.line, f.ruleId]);

// @adyen/api-library 32.1.0 lib/src/httpClient/httpURLConnectionClient.js lines 73-98, 102-142 and 248 (MIT):
// request() sets requestOptions.timeout from the config, then createRequest() sends them and aborts on 'timeout'.
const ADYEN_CLIENT = (setTimeoutKey: string) => `"use strict";
const https_1 = require("https");
class HttpURLConnectionClient {
    request(endpoint, json, config, isApiRequired, requestOptions = {}) {
        var _a;
        (_a = requestOptions.headers) !== null && _a !== void 0 ? _a : (requestOptions.headers = {});
        ${setTimeoutKey}
        const httpConnection = this.createRequest(endpoint, requestOptions, config.applicationName);
        return this.doRequest(httpConnection, json);
    }
    createRequest(endpoint, requestOptions, applicationName) {
        if (!requestOptions.headers) {
            requestOptions.headers = {};
        }
        const url = new URL(endpoint);
        requestOptions.hostname = url.hostname;
        requestOptions.path = url.pathname;
        requestOptions.headers["Cache-Control"] = "no-cache";
        const req = (0, https_1.request)(requestOptions);
        if (requestOptions.timeout) {
            req.setTimeout(requestOptions.timeout);
        }
        return req;
    }
    doRequest(connectionRequest, json) {
        return new Promise((resolve, reject) => {
            connectionRequest.on("timeout", () => {
                connectionRequest.abort();
            });
            connectionRequest.on("error", reject);
            connectionRequest.write(json);
            connectionRequest.end();
        });
    }
}
exports.HttpURLConnectionClient = HttpURLConnectionClient;
`;

// @adyen/api-library 32.1.0 lib/src/config.js lines 36-53 (MIT): the package's default of connectionTimeoutMillis.
const ADYEN_CONFIG = (ms: string) => `"use strict";
const DEFAULT_TIMEOUT = ${ms};
class Config {
    constructor(options = {}) {
        var _a;
        this.connectionTimeoutMillis = (_a = options.connectionTimeoutMillis) !== null && _a !== void 0 ? _a : DEFAULT_TIMEOUT;
    }
}
exports.Config = Config;
`;

const SET = 'requestOptions.timeout = config.connectionTimeoutMillis;';
const files = (set: string, ms: string) => ({
  'package.json': '{"name":"@adyen/api-library"}',
  'lib/src/httpClient/httpURLConnectionClient.js': ADYEN_CLIENT(set),
  'lib/src/config.js': ADYEN_CONFIG(ms),
});

describe('keys the only caller sets on the options it hands to the function that sends them', () => {
  it("adyen: request() sets requestOptions.timeout to the config's 30 s default, createRequest() sends it: too long", () => {
    expect(scan(files(SET, '30000'))).toContainEqual([
      'lib/src/httpClient/httpURLConnectionClient.js',
      19,
      TOO_LONG,
    ]);
  });

  it('adyen: the same with a 5 s default: within the limit, no finding at the send', () => {
    expect(scan(files(SET, '5000')).filter(([, line]) => line === 19)).toEqual([]);
  });

  it('a key the caller sets only after handing the object on is not read at the send', () => {
    const client = ADYEN_CLIENT('').replace(
      'return this.doRequest(',
      `${SET}\n        return this.doRequest(`,
    );
    const found = scan({ ...files('', '30000'), 'lib/src/httpClient/httpURLConnectionClient.js': client });
    expect(found.filter(([, , rule]) => rule === TOO_LONG)).toEqual([]);
  });
});
