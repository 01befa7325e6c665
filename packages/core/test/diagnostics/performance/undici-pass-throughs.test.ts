// Another module's function that hands its caller's url and options to undici unchanged (undici-pass-throughs.ts).
// Shapes from @brightdata/sdk 0.2.0 (held-out set 17): dist/cjs/utils/net.cjs:31-38 wraps `undici.request(url,
// opts)` and `undici.stream(url, opts, factory)` in a logging helper; api/zones.cjs:20 sends `net.request(url, {
// headers })` (no dispatcher, signal or timeout: undici's global dispatcher, not counted), and
// api/datasets/base.cjs:58 hands `dispatcher: net.getDispatcher()`, a helper's Agent this file cannot read. (A file
// naming no client word is not read at all, http-timeouts.ts MENTIONS_CLIENT: zones.cjs's log line says "fetching".)
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts, summarizeHttpModule } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, siblings: Record<string, string>, path = 'dist/cjs/api/zones.cjs') =>
  checkHttpTimeouts(
    { path, text },
    parseSource(path, text).program,
    { maxTimeoutMs: 10_000 },
    {
      imports: (specifier) => {
        const sibling = siblings[specifier];
        return sibling === undefined
          ? undefined
          : summarizeHttpModule(parseSource(`${specifier}.cjs`, sibling).program);
      },
    },
  ).map((f) => [f.ruleId, f.line]);

const net = `'use strict';
var undici = require('undici');
var logger = require('./logger.cjs');
const log = (method = 'GET', url) => { logger.logRequest(method, JSON.stringify(url)); };
const request = async (url, opts) => {
    log(opts?.method, url);
    return undici.request(url, opts);
};
const stream = async (url, opts, factory) => {
    log(opts?.method, url);
    return undici.stream(url, opts, factory);
};
exports.request = request;
exports.stream = stream;`;

const zones = `'use strict';
var net = require('../utils/net.cjs');
class ZonesAPI {
    async listZones() {
        logger.info('fetching list of active zones');
        const response = await net.request('https://api.example.com/zone/get_active_zones', {
            headers: this.authHeaders,
        });
        return response;
    }
    async download(url) {
        await net.stream(url, { method: 'GET', headers: this.authHeaders, opaque: {} }, () => null);
    }
    async run(endpoint) {
        return net.request(endpoint, { method: 'POST', dispatcher: net.getDispatcher() });
    }
    async bounded(endpoint) {
        return net.request(endpoint, { method: 'POST', signal: AbortSignal.timeout(5000) });
    }
}
module.exports = ZonesAPI;`;

describe("a sibling module's undici pass-through", () => {
  it('its callers are judged by the options they hand it', () => {
    expect(rules(zones, { '../utils/net.cjs': net })).toEqual([
      [MISSING, 6],
      [MISSING, 12],
    ]);
  });

  it('a helper that sets a bound of its own (a timeout on the options) is no pass-through', () => {
    const own = net.replace(
      'return undici.request(url, opts);',
      'return undici.request(url, { ...opts, headersTimeout: 5000, bodyTimeout: 5000 });',
    );
    expect(rules(zones, { '../utils/net.cjs': own })).toEqual([[MISSING, 12]]);
  });
});
