// Rollup's CommonJS output binds a module in two or three steps: `var require$$3 = require('http')`, then
// `_interopDefaultLegacy(require$$3)`, then tsc's `__importStar(d["default"])` in a bundled TypeScript module.
// Each step is the same module. Minimal copies of a real bundle (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'dist/server/check-ins-sync.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

// @honeybadger-io/js 6.16.5 dist/server/check-ins-sync.js lines 11-23, 547-548 and 559-590 (MIT).
const honeybadger = (extra = '') => `'use strict';
var require$$3$1 = require('http');
var require$$4 = require('https');
function _interopDefaultLegacy (e) { return e && typeof e === 'object' && 'default' in e ? e : { 'default': e }; }
var require$$3__default$1 = /*#__PURE__*/_interopDefaultLegacy(require$$3$1);
var require$$4__default = /*#__PURE__*/_interopDefaultLegacy(require$$4);
var http = __importStar(require$$3__default$1["default"]);
var https = __importStar(require$$4__default["default"]);
ServerTransport.prototype.send = function (options, payload) {
    var _a = new url_1.URL(options.endpoint), protocol = _a.protocol, hostname = _a.hostname, pathname = _a.pathname;
    var transport = (protocol === 'http:' ? http : https);
    var httpOptions = {
        method: options.method,
        path: pathname,
        protocol: protocol,
        hostname: hostname,${extra}
    };
    var req = transport.request(httpOptions, function (res) {});
    req.end();
};`;

describe("rollup's interop requires", () => {
  it('reach the http module: a request with no timeout is reported (honeybadger)', () => {
    expect(rules(honeybadger())).toEqual([[MISSING, 18]]);
  });

  it('a signal in the options bounds it', () => {
    expect(rules(honeybadger('\n        signal: AbortSignal.timeout(5000),'))).toEqual([]);
  });

  it("a `timeout` option alone does not: nothing ends the request on 'timeout' (node-timeout.ts)", () => {
    expect(rules(honeybadger('\n        timeout: 5000,'))).toEqual([[MISSING, 19]]);
  });

  it('an interop of a module that is no client binds nothing', () => {
    const other = `var require$$0 = require('url');
var require$$0__default = _interopDefaultLegacy(require$$0);
var url = __importStar(require$$0__default["default"]);
url.request({ hostname: 'x' });`;
    expect(rules(other)).toEqual([]);
  });
});

// unbuild's CommonJS output (rollup with its own helper names): notdiamond 1.1.4 dist/index.cjs lines 10-29, 58-71
// and 421-428 (MIT).
const notdiamond = (options = '{ headers: { Authorization: `Bearer ${this.apiKey}` } }') => `'use strict';
const axios = require('axios');
function _interopDefaultCompat (e) { return e && typeof e === 'object' && 'default' in e ? e.default : e; }
const axios__default = /*#__PURE__*/_interopDefaultCompat(axios);
class NotDiamond {
  async postRequest(url, body) {
    const response = await axios__default.post(url, body, ${options});
    return response.data;
  }
}
exports.NotDiamond = NotDiamond;`;

describe("unbuild's _interopDefaultCompat", () => {
  it('reaches the axios module: a post with headers only is reported (notdiamond)', () => {
    expect(rules(notdiamond(), 'dist/index.cjs')).toEqual([[MISSING, 7]]);
  });

  it('a timeout in its config bounds it', () => {
    expect(rules(notdiamond('{ timeout: 5000 }'), 'dist/index.cjs')).toEqual([]);
  });
});
