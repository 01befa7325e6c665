// Request options a file-level function takes from its callers, where one caller gives no timeout and the others
// one above the limit: okcoin-china 0.0.7 rest.js, whose privateRequest builds `{ url, method: 'POST', headers,
// form }` (lines 39-44) and publicRequest `{ url, method: 'GET', headers, timeout: this.timeout, qs, json }`
// (lines 102-109, `this.timeout = timeout || 20000`, line 12), both for `executeRequest(options, requestDesc,
// callback)`, which sends `request(options, cb)` (line 123); btc-china-fork 0.0.6 index.js:126 the same with 30 s.
// No call bounds the request within the limit, and the private path has no bound at all: missing (set 23's lead's
// decision). Shortened. Counterpart: a caller within the limit leaves it unjudged.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const okcoin = (publicTimeout: string) => `const request = require('request');
var OKCoin = function (api_key, secret, server, timeout) {
  this.api_key = api_key;
  this.timeout = timeout || 20000;
};
var headers = { 'User-Agent': 'OKCoin China JavaScript API Wrapper' };
OKCoin.prototype.privateRequest = function (method, params, callback) {
  var options = { url: 'https://www.okcoin.cn/api/v1/' + method + '.do', method: 'POST', headers: headers, form: params };
  executeRequest(options, 'POST ' + method, callback);
};
OKCoin.prototype.publicRequest = function (method, params, callback) {
  var options = { url: 'https://www.okcoin.cn/api/v1/' + method + '.do', method: 'GET', headers: headers, ${publicTimeout}qs: params, json: {} };
  executeRequest(options, 'GET ' + method, callback);
};
function executeRequest(options, requestDesc, callback) {
  request(options, function (err, response, data) { callback(err, data); });
}
module.exports = OKCoin;
`;

describe('a request whose callers give no timeout on one path and one above the limit on the other (okcoin-china)', () => {
  it('is missing', () => {
    const { found, messages } = checkFile(okcoin('timeout: this.timeout, '), 'rest.js');
    expect(found).toEqual([[MISSING, 16]]);
    expect(messages[0]).toMatch(/gives none/);
  });

  it('is not judged when the other caller bounds it within the limit', () => {
    expect(checkFile(okcoin('timeout: 5000, '), 'rest.js').found).toEqual([]);
  });
});
