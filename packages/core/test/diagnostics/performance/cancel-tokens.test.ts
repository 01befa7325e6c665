// An axios cancel token that only keeps its cancel function, and options merged with the caller's `opts =
// undefined`: @aerisweather/javascript-sdk 1.8.6 dist/network/Http.js (lines 46, 80-85, 98-104, 129-135, 149-151),
// from held-out set 11's first reading. A cancellation with no timer is no bound (the labels' rule since set 8).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'dist/network/Http.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

const http = (
  created: string,
  cancel: string,
  param = 'opts = undefined',
) => `var _axios = _interopRequireDefault(require("axios"));
var _utils = require("../utils");
const CancelToken = _axios.default.CancelToken;
class Http {
  constructor(baseUrl, headers) {
    this._client = _axios.default.create(${created});
  }
  get(url, ${param}) {
    return this._client.get(url, (0, _utils.extend)({
      cancelToken: new CancelToken(c => {
        this._source = c;
      })
    }, opts));
  }
  cancel() {
    ${cancel}
  }
}
exports.default = Http;`;

const ON_DEMAND = 'if (this._source) { this._source(); }';

describe('a cancel token cancelled only on demand (@aerisweather Http.js:100)', () => {
  it('is no bound: an instance with no timeout leaves the call unbounded (missing, line 9)', () => {
    expect(rules(http('{ baseURL: baseUrl, headers }', ON_DEMAND))).toEqual([[MISSING, 9]]);
  });

  it('the instance’s own 5 s timeout still bounds the call (silent)', () => {
    expect(rules(http('{ baseURL: baseUrl, timeout: 5000 }', ON_DEMAND))).toEqual([]);
  });

  it('a cancel a timer calls is a bound the checker does not measure: the token counts as set (silent)', () => {
    expect(rules(http('{ baseURL: baseUrl }', 'setTimeout(() => this._source(), 5000);'))).toEqual([]);
  });

  it('a cancel handed elsewhere may be timed there (silent)', () => {
    expect(rules(http('{ baseURL: baseUrl }', 'schedule(this._source);'))).toEqual([]);
  });

  it('a typed optional `opts?` may carry anything the caller hands on: not read as nothing (silent)', () => {
    const text = http('{ baseURL: baseUrl }', ON_DEMAND, 'opts?: object');
    expect(rules(text, 'src/network/Http.ts')).toEqual([]);
  });
});
