// An undici Agent a helper builds and returns is no send (dispatcher-factories.ts). Shape from @brightdata/sdk
// 0.2.0 dist/cjs/utils/net.cjs:9-18 (held-out set 17): `getDispatcher` returns `new undici.Agent({ headersTimeout:
// params.timeout || DEFAULT_TIMEOUT, bodyTimeout: DEFAULT_TIMEOUT }).compose(dns(), retry({…}))`, DEFAULT_TIMEOUT
// 120 s; the callers in other modules choose whether a request gets it.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const TOO_LONG = 'perf/http-timeout-too-long';
const rules = (text: string, path = 'dist/cjs/utils/net.cjs') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

const net = `'use strict';
var undici = require('undici');
const DEFAULT_TIMEOUT = 120000;
const { dns, retry } = undici.interceptors;
const getDispatcher = (params = {}) => {
    return new undici.Agent({
        headersTimeout: params.timeout || DEFAULT_TIMEOUT,
        bodyTimeout: DEFAULT_TIMEOUT,
    }).compose(dns(), retry({ maxRetries: 3 }));
};
exports.getDispatcher = getDispatcher;`;

describe('a dispatcher a helper returns', () => {
  it('is not reported where it is built', () => {
    expect(rules(net)).toEqual([]);
  });

  it('an arrow returning it directly, too', () => {
    const arrow = `var undici = require('undici');
const make = () => new undici.Agent({ headersTimeout: 120000, bodyTimeout: 120000 });
module.exports = make;`;
    expect(rules(arrow)).toEqual([]);
  });

  it('an Agent kept in a module variable is still judged where it is built', () => {
    const kept = net
      .replace('return new undici.Agent', 'const agent = new undici.Agent')
      .replace('}).compose(dns(), retry({ maxRetries: 3 }));\n};', '});\n    return agent;\n};');
    expect(rules(kept)).toEqual([[TOO_LONG, 6]]);
  });
});
