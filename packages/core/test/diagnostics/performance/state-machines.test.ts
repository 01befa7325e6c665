// Locals of an async function compiled to a state machine (state-machines.ts): declared bare in the outer function,
// assigned in a step of the machine inside a callback. Shapes copied from zulip-js 2.1.0 lib/api.js:10-44 (Babel's
// regenerator, MIT) and @adzerk/decision-sdk 1.0.0-beta.26 lib/client.js:320-346 (tsc's __generator, Apache-2.0);
// tsc's await-free __generator body from megalodon 10.3.0 lib/cjs/mastodon/api_client.js:73-107 (MIT).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'lib/api.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

const zulip = `var fetch = require('isomorphic-fetch');
function _api() {
  _api = (0, _asyncToGenerator2["default"])(_regenerator["default"].mark(function _callee(baseUrl, config, method, params) {
    var url, authHeader, options, response;
    return _regenerator["default"].wrap(function _callee$(_context) {
      while (1) switch (_context.prev = _context.next) {
        case 0:
          url = new URL(baseUrl);
          options = {
            method: method,
            headers: { Authorization: authHeader }
          };
          if (method === 'POST') {
            options.body = new FormData();
          }
          _context.next = 7;
          return fetch(url.href, options);
        case 7:
          response = _context.sent;
          return _context.abrupt("return", response.json());
      }
    }, _callee);
  }));
  return _api.apply(this, arguments);
}`;

describe("a local assigned in a step of Babel's regenerator (zulip-js)", () => {
  it('holds the object it is assigned: the init is read, and has no signal', () => {
    expect(rules(zulip)).toEqual([[MISSING, 17]]);
  });

  it('with a signal in that object: no finding', () => {
    const bounded = zulip.replace('method: method,', 'method: method, signal: AbortSignal.timeout(5000),');
    expect(rules(bounded)).toEqual([]);
  });

  it('assigned in two steps: not known, so not judged', () => {
    const twice = zulip.replace(
      '_context.next = 7;',
      '_context.next = 7;\n          options = config.options;',
    );
    expect(rules(twice)).toEqual([]);
  });

  it('assigned in a case of an ordinary switch: not a step, so not judged', () => {
    const ordinary = zulip.replace('switch (_context.prev = _context.next)', 'switch (method)');
    expect(rules(ordinary)).toEqual([]);
  });
});

describe("a local assigned in a step of tsc's __generator (@adzerk/decision-sdk)", () => {
  const adzerk = `var isomorphic_unfetch_1 = require("isomorphic-unfetch");
function fire(params) {
  return __awaiter(this, void 0, void 0, function () {
    var headers, opts, url, result;
    return __generator(this, function (_a) {
      switch (_a.label) {
        case 0:
          headers = { 'X-Adzerk-Sdk-Version': '1.0' };
          opts = { method: 'GET', headers: headers, redirect: 'manual' };
          url = buildFireUrl(params);
          return [4, isomorphic_unfetch_1.default(url, opts)];
        case 1:
          result = _a.sent();
          return [2, { status: result.status }];
      }
    });
  });
}`;
  it('holds the object it is assigned: the init is read, and has no signal', () => {
    expect(rules(adzerk)).toEqual([[MISSING, 11]]);
  });
});

describe("a local given its value in tsc's await-free __generator body (megalodon)", () => {
  const megalodon = `var axios_1 = __importDefault(require("axios"));
var object_assign_deep_1 = __importDefault(require("object-assign-deep"));
var Client = (function () {
    function Client(baseUrl, accessToken, axiosInstance) {
        this.accessToken = accessToken;
        this.baseUrl = baseUrl;
        this.axios = axiosInstance || axios_1.default.create();
    }
    Client.prototype.get = function (path_1) {
        return __awaiter(this, arguments, void 0, function (path, params, headers) {
            var options;
            if (params === void 0) { params = {}; }
            return __generator(this, function (_a) {
                options = { params: params, headers: headers, maxContentLength: Infinity };
                if (this.accessToken) {
                    options = (0, object_assign_deep_1.default)({}, options, {
                        headers: { Authorization: "Bearer ".concat(this.accessToken) }
                    });
                }
                return [2, this.axios.get(this.baseUrl + path, options)];
            });
        });
    };
    Client.prototype.del = function (path_1) {
        return __awaiter(this, arguments, void 0, function (path, data) {
            var options;
            return __generator(this, function (_a) {
                options = { data: data };
                if (this.accessToken) {
                    options = (0, object_assign_deep_1.default)({}, options, { headers: {} });
                }
                return [2, this.axios.delete(this.baseUrl + path, options)];
            });
        });
    };
    return Client;
}());
exports.Client = Client;`;

  it('is read as declared there, then merged under an `if` with a merge package: no bound either way', () => {
    expect(rules(megalodon, 'lib/cjs/mastodon/api_client.js')).toEqual([
      [MISSING, 20],
      [MISSING, 32],
    ]);
  });

  it('with a timeout in the object it is given: no finding', () => {
    const bounded = megalodon.replace('maxContentLength: Infinity', 'timeout: 5000');
    expect(rules(bounded, 'lib/cjs/mastodon/api_client.js')).toEqual([[MISSING, 32]]);
  });

  it('with a timeout merged in under the `if` (set only when a token is given): not judged', () => {
    const merged = megalodon.replace('headers: { Authorization', 'timeout: 5000, headers: { Authorization');
    expect(rules(merged, 'lib/cjs/mastodon/api_client.js')).toEqual([[MISSING, 32]]);
  });

  it('read in the body before it is assigned: not a declaration, so not judged', () => {
    const early = megalodon.replace(
      'options = { params: params, headers: headers, maxContentLength: Infinity };',
      'log(options); options = { params: params, headers: headers, maxContentLength: Infinity };',
    );
    // That plain reassignment also leaves `del`'s `if` unread: a name reassigned outside an `if` anywhere in the
    // file is not read under one (guarded-defaults.ts).
    expect(rules(early, 'lib/cjs/mastodon/api_client.js')).toEqual([]);
  });

  it('merged by a package not known to merge: not judged', () => {
    const unknown = megalodon.replace('require("object-assign-deep")', 'require("./sign")');
    expect(rules(unknown, 'lib/cjs/mastodon/api_client.js')).toEqual([]);
  });
});
