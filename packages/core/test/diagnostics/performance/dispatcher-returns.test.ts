// An undici Agent another module's function returns, judged where a caller hands it to a request
// (dispatcher-returns.ts). Shapes from @brightdata/sdk 0.2.0 (MIT), held-out set 17: dist/cjs/utils/net.cjs:9-18 and
// 31-34 (`getDispatcher` returns `new undici.Agent({ headersTimeout: params.timeout || constants.DEFAULT_TIMEOUT,
// bodyTimeout: constants.DEFAULT_TIMEOUT }).compose(dns(), retry({…}))`; `request` hands its caller's options to
// undici), dist/cjs/utils/constants.cjs:7 (DEFAULT_TIMEOUT = 120_000), dist/cjs/api/datasets/snapshot.cjs:59-62
// and dist/cjs/api/unlocker/request.cjs:62-69 (the callers).
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const scan = (files: Record<string, string>) =>
  scanFiles(
    Object.entries(files).map(([path, text]) => ({ path, text })),
    { parse: parseSource, limits: toDiagnosticLimits(), categories: ['performance'] },
  ).findings.map((f) => [f.file, f.line, f.ruleId, f.message]);

const NET = `'use strict';
var undici = require('undici');
var constants = require('./constants.cjs');
const { dns, retry } = undici.interceptors;
const getDispatcher = (params = {}) => {
    return new undici.Agent({
        headersTimeout: params.timeout || constants.DEFAULT_TIMEOUT,
        bodyTimeout: constants.DEFAULT_TIMEOUT,
    }).compose(dns(), retry({ maxRetries: constants.MAX_RETRIES }));
};
const request = async (url, opts) => {
    log(opts?.method, url);
    return undici.request(url, opts);
};
exports.getDispatcher = getDispatcher;
exports.request = request;
`;
const CONSTANTS = (ms: string) => `'use strict';
const DEFAULT_TIMEOUT = ${ms};
const MAX_RETRIES = 3;
exports.DEFAULT_TIMEOUT = DEFAULT_TIMEOUT;
exports.MAX_RETRIES = MAX_RETRIES;
`;
// snapshot.cjs logs "fetching", so it names a client word; request.cjs names none.
const SNAPSHOT = `'use strict';
var net = require('../../utils/net.cjs');
class SnapshotAPI {
    async getStatus(url) {
        this.logger.info('fetching snapshot status');
        const response = await net.request(url, {
            headers: this.authHeaders,
            dispatcher: net.getDispatcher(),
        });
        return net.assertResponse(response);
    }
    async download(url) {
        this.logger.info('fetching snapshot');
        return net.request(url, { headers: this.authHeaders });
    }
}
exports.SnapshotAPI = SnapshotAPI;
`;
const UNLOCKER = `'use strict';
var net = require('../../utils/net.cjs');
class RequestAPI {
    async handleSingle(url, opt = {}) {
        const response = await net.request(url, {
            method: 'POST',
            dispatcher: net.getDispatcher({ timeout: opt.timeout }),
        });
        return net.assertResponse(response);
    }
}
exports.RequestAPI = RequestAPI;
`;

const files = (ms: string) => ({
  'package.json': '{"name":"@brightdata/sdk"}',
  'dist/cjs/utils/net.cjs': NET,
  'dist/cjs/utils/constants.cjs': CONSTANTS(ms),
  'dist/cjs/api/datasets/snapshot.cjs': SNAPSHOT,
  'dist/cjs/api/unlocker/request.cjs': UNLOCKER,
});

describe("an undici Agent another module's function returns, handed to a request", () => {
  it("@brightdata/sdk: `dispatcher: net.getDispatcher()` carries the Agent's 120 s: too long at the send", () => {
    const found = scan(files('120_000'));
    expect(found.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['dist/cjs/api/datasets/snapshot.cjs', 6, TOO_LONG],
      ['dist/cjs/api/datasets/snapshot.cjs', 14, MISSING],
      ['dist/cjs/api/unlocker/request.cjs', 5, TOO_LONG],
    ]);
    expect(found[0]?.[3]).toContain('120 s');
  });

  it('an Agent whose default is within the limit is compliant', () => {
    const found = scan(files('5_000'));
    expect(found.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['dist/cjs/api/datasets/snapshot.cjs', 14, MISSING],
    ]);
  });

  it("a caller's own timeout bounds the headers; the body keeps the Agent's 120 s", () => {
    const found = scan({
      ...files('120_000'),
      'dist/cjs/api/unlocker/request.cjs': UNLOCKER.replace('{ timeout: opt.timeout }', '{ timeout: 5000 }'),
    });
    const unlocker = found.filter(([file]) => file === 'dist/cjs/api/unlocker/request.cjs');
    expect(unlocker.map(([, line, rule]) => [line, rule])).toEqual([[5, TOO_LONG]]);
    expect(unlocker[0]?.[3]).toContain('bodyTimeout is 120 s');
  });

  it('without the constants module the default is not known: the sends stay silent', () => {
    const { 'dist/cjs/utils/constants.cjs': _, ...rest } = files('120_000');
    const found = scan(rest);
    expect(found.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['dist/cjs/api/datasets/snapshot.cjs', 14, MISSING],
    ]);
  });

  it('a function returning something else than an Agent (`new undici.Pool(…)`) is not read as one', () => {
    const found = scan({
      ...files('120_000'),
      'dist/cjs/utils/net.cjs': NET.replace('new undici.Agent({', 'new undici.Pool(origin, {'),
    });
    expect(found.filter(([, , rule]) => rule === TOO_LONG)).toEqual([]);
  });
});
