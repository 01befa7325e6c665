// Locals of an async function compiled to a state machine (state-machines.ts): declared bare in the outer function,
// assigned in a step of the machine inside a callback. Shapes copied from zulip-js 2.1.0 lib/api.js:10-44 (Babel's
// regenerator, MIT) and @adzerk/decision-sdk 1.0.0-beta.26 lib/client.js:320-346 (tsc's __generator, Apache-2.0).
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
