// httpx's `request(url, opts)` (httpx-calls.ts, session 40): shapes of set 21's @alicloud/fc2 2.6.6 lib/client.js
// and set 16's @alicloud/http-core-sdk 1.0.0 lib/core.js, reduced to the lines that decide.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const TOO_LONG = 'perf/http-timeout-too-long';
const judge = (text: string, path = 'lib/client.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

// fc2 lib/client.js lines 83 and 156-161: the client's timeout, 60 s unless the config gives a finite one.
const fc2 = (timeout = 'this.timeout', extra = '') => `'use strict';
const httpx = require('httpx');
class Client {
  constructor(config) {
    this.timeout = Number.isFinite(config.timeout) ? config.timeout : 60000; // default is 60s
  }
  async request(method, path, query, body, headers = {}, opts = {}) {
    const response = await httpx.request(url, {
      method,
      timeout: ${timeout},${extra}
      headers,
      data: postBody
    });
    return response;
  }
}
module.exports = Client;`;

// http-core-sdk lib/core.js lines 45-59: the timeout set only when the caller's runtime gives one.
const core = `const httpx = require('httpx');
exports.send = function (request, runtime) {
  const opts = { method: request.method || 'GET', headers: headers, data: request.body };
  if (typeof runtime.timeout !== 'undefined') {
    opts.timeout = Number(runtime.timeout);
  }
  return httpx.request(url, opts);
};`;

describe('httpx', () => {
  it('a 60 s default timeout is too long (fc2 client.js)', () => {
    expect(judge(fc2())).toEqual([[TOO_LONG, 8]]);
  });

  it('a timeout within the limit, none at all or 0 (httpx then waits 3 s): silent', () => {
    expect(judge(fc2('5000'))).toEqual([]);
    expect(judge(fc2('0'))).toEqual([]);
    expect(judge("const httpx = require('httpx');\nhttpx.request(url, { method: 'GET' });")).toEqual([]);
  });

  it('a readTimeout that overrides it, or a caller-set timeout: silent (http-core-sdk core.js)', () => {
    expect(judge(fc2('this.timeout', '\n      readTimeout: 5000,'))).toEqual([]);
    expect(judge(core, 'lib/core.js')).toEqual([]);
  });
});
