// A node http(s) request handed on by the function that makes it: its 'timeout' listener sits in another
// function of the file that receives it (returned to the caller, then passed to a method). node-timeout.ts
// follows it there through handed-requests.ts; a timeout ends the request only if every way it goes ends it.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';
const MISSING = 'perf/http-timeout-missing';
// Whole results are compared below: the finding and undecided lines only.
const check = (text: string, path = 'lib/src/httpClient/httpURLConnectionClient.js') => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};

// @adyen/api-library@32.1.0 lib/src/httpClient/httpURLConnectionClient.js lines 74-99, 101-141, 150-250 (MIT),
// kept to the lines about the request: `createRequest` sets the timeout, calls `req.setTimeout(timeout)` and
// returns the request; its only caller hands it to `doRequest`, whose 'timeout' handler aborts it.
// `timeout` is the only part changed between cases (the package reads config.connectionTimeoutMillis).
const adyen = (timeout: string, onTimeout = 'connectionRequest.abort();') => `"use strict";
const https_1 = require("https");
class HttpURLConnectionClient {
    request(endpoint, json, config, isApiRequired, requestOptions = {}) {
        const httpConnection = this.createRequest(endpoint, requestOptions, config.applicationName);
        return this.doRequest(httpConnection, json, true);
    }
    createRequest(endpoint, requestOptions, applicationName) {
        const url = new URL(endpoint);
        requestOptions.hostname = url.hostname;
        requestOptions.path = url.pathname;
        const req = (0, https_1.request)(requestOptions);
        req.setTimeout(${timeout});
        return req;
    }
    doRequest(connectionRequest, json, allowRedirect) {
        return new Promise((resolve, reject) => {
            connectionRequest.on("response", (res) => res.on("end", () => resolve(res.body)));
            connectionRequest.on("timeout", () => {
                ${onTimeout}
            });
            connectionRequest.on("error", (e) => reject(e));
            connectionRequest.write(json);
            connectionRequest.end();
        });
    }
}
exports.HttpURLConnectionClient = HttpURLConnectionClient;`;

describe("a request's 'timeout' handler in the function it is handed to", () => {
  it('bounds it: the setter is the value, 30 s is too long', () => {
    expect(check(adyen('30000')).found).toEqual([[TOO_LONG, 12]]);
  });

  it('within the limit: silent and decided', () => {
    expect(check(adyen('5000'))).toEqual({ found: [], undecided: [] });
  });

  it('a handler that only logs ends nothing: not a bound, and not guessed either', () => {
    // The request still leaves createRequest: its listeners elsewhere are read, none ends it, so it stays
    // "not judged" rather than said to be missing (precision first).
    const result = check(adyen('30000', 'console.warn("timeout");'));
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([12]);
  });

  it('a value the file cannot read stays not judged (the package as published)', () => {
    const result = check(adyen('requestOptions.timeout'));
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([12]);
  });

  it('a second caller that keeps the request without a handler: not a bound', () => {
    const twoCallers = adyen('30000').replace(
      '    createRequest(',
      `    head(endpoint) {
        const raw = this.createRequest(endpoint, {}, "x");
        raw.end();
        return raw;
    }
    createRequest(`,
    );
    const result = check(twoCallers);
    expect(result.found).toEqual([]);
    expect(result.undecided.length).toBe(1);
  });
});

describe('what is not followed', () => {
  it('a request stored on the instance stays not judged', () => {
    const stored = adyen('30000').replace('return req;', 'this.req = req;\n        return req;');
    expect(check(stored).found).toEqual([]);
  });

  it('a function of the module exported by name is called from elsewhere: not followed', () => {
    // @bugsnag/delivery-node@9.0.0 request.js shape (MIT): `module.exports = ({ url, headers, body, agent }, cb)
    // => { … const req = transport.request(…); … }`: a request with no timeout at all is still missing.
    const text = `const http = require('http');
module.exports = function send(options, cb) {
  const req = http.request({ method: 'POST', host: options.host, path: options.path });
  req.on('error', cb);
  req.end(options.body);
};`;
    expect(check(text, 'request.js').found).toEqual([[MISSING, 3]]);
  });
});
