// Request options that are a parameter of a class's own method, judged on what each of the file's calls of it
// gives (caller-options.ts, which read only object-literal and prototype methods before): btc-markets 1.1.1
// index.ts, whose privateRequest and publicRequest each build `{ url, method, headers, timeout: this.timeout, … }`
// (lines 71-77, 98-104) for `this.executeRequest(options, requestDesc)`, which sends `request(options, cb)` (line
// 118); `this.timeout` is 20 s by default. Shortened. Counterparts: calls that disagree, or a method the file hands
// on, are not judged.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';
const MISSING = 'perf/http-timeout-missing';

const client = (publicTimeout: string, extra = '') => `const request = require('request');
class BTCMarkets {
  constructor(key) { this.key = key; this.timeout = 20000; }
  privateRequest(path, params = {}) {
    const options = { url: 'https://api.btcmarkets.net' + path, method: 'POST', timeout: this.timeout, json: params };
    return this.executeRequest(options, 'POST ' + path);
  }
  publicRequest(path, params) {
    const options = { url: 'https://api.btcmarkets.net' + path, method: 'GET', ${publicTimeout}json: {}, qs: params };
    return this.executeRequest(options, 'GET ' + path);
  }
  executeRequest(options, requestDesc) {
    return new Promise((resolve, reject) => {
      request(options, function (err, response, data) { if (err) reject(err); else resolve(data); });
    });
  }${extra}
}
module.exports = BTCMarkets;
`;

describe('options a class method takes from the file’s calls (btc-markets)', () => {
  it('is too long when every call gives a timeout above the limit', () => {
    const { found, messages } = checkFile(client('timeout: this.timeout, '), 'index.js');
    expect(found).toEqual([[TOO_LONG, 14]]);
    expect(messages[0]).toMatch(/20 s/);
  });

  it('is missing when no call gives a timeout, and not judged when a call bounds it or it is handed on', () => {
    const none = client('').replace('timeout: this.timeout, ', '');
    expect(checkFile(none, 'index.js').found).toEqual([[MISSING, 14]]);
    // One call gives none, the other 20 s: no call bounds it within the limit, and one has no bound (set 23's
    // lead's decision on okcoin-china and btc-china-fork; see caller-paths.test.ts).
    expect(checkFile(client(''), 'index.js').found).toEqual([[MISSING, 14]]);
    expect(checkFile(client('timeout: 5000, '), 'index.js').found).toEqual([]);
    const handed = client('timeout: this.timeout, ', '\n  get send() { return this.executeRequest; }');
    expect(checkFile(handed, 'index.js').found).toEqual([]);
  });
});
