// The request module's options handed in by the caller, with the bound key each sending method writes on them
// before the send (request-targets.ts, assignments.ts `perFunctionMembers`): a minimal copy of poloniex-api-node
// 2.0.2 lib/poloniex.js lines 13, 94-126 and 151-184 (held-out set 24's misses), where `_request(options,
// callback)` and `_requestPromised(options)` each write `options.timeout = this.options && this.options.socketTimeout
// || DEFAULT_SOCKETTIMEOUT` (60 s) before `request(options, cb)`. The key written last is the one sent, whatever
// the caller's options held.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const poloniex = (fallback = 'DEFAULT_SOCKETTIMEOUT', guard = '') => `const request = require('request');
const DEFAULT_SOCKETTIMEOUT = 60 * 1000;

class Poloniex {
  constructor(key, secret, options) {
    this.key = key;
    this.secret = secret;
    this.options = options;
  }

  _request(options, callback) {
    options.json = true;
    ${guard}options.timeout = this.options && this.options.socketTimeout || ${fallback};
    request(options, function (error, response, body) {
      callback(error, body);
    });
    return this;
  }

  _requestPromised(options) {
    options.json = true;
    ${guard}options.timeout = this.options && this.options.socketTimeout || ${fallback};
    return new Promise((resolve, reject) => {
      request(options, function (error, response, body) {
        if (error) reject(error);
        else resolve(body);
      });
    });
  }

  returnTicker(callback) {
    const options = { method: 'GET', url: 'https://poloniex.com/public', qs: { command: 'returnTicker' } };
    if (callback) return this._request(options, callback);
    return this._requestPromised(options);
  }
}
module.exports = Poloniex;
`;

const findings = (source: string) =>
  scanProject({ 'lib/poloniex.js': source }).map(([, line, rule]) => [line, rule]);

describe("request(options, cb) with options.timeout written on the caller's options in each sending method", () => {
  it('60 s by default, written in two methods: too long at both sends', () => {
    expect(findings(poloniex())).toEqual([
      [14, TOO_LONG],
      [24, TOO_LONG],
    ]);
  });

  it("5 s by default is a bound, silent (the callers' options, which carry none, were read before)", () => {
    expect(findings(poloniex('5000'))).toEqual([]);
  });

  it("a timeout written only under an `if` (not by default) leaves the callers' options, with none: missing", () => {
    expect(findings(poloniex(undefined, 'if (this.options) '))).toEqual([
      [14, MISSING],
      [24, MISSING],
    ]);
  });
});
