// A client method named like the library it sends through: `Client.prototype.request = function (path, options,
// cb) { … request({ uri, json: true, ...options }, …) }`, called as `this.request(path, { method: 'GET', qs })`
// by get / post / delete / put (sentry-api 0.2.0 lib/client.js lines 101-207, BSD-2-Clause), with `var request =
// require('request')`. The plain name `request` (the module) is not the method `this.request`: only its uses as
// a key count when the file checks the method is called nowhere else, so its callers' options decide.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const run = (text: string, path = 'lib/client.js') => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};

const sentry = (getOptions: string, extra = '') => `var request = require('request');
function Client(uri) { this.uri = uri; }
Client.prototype.request = function(path, options, callback) {
  var uri = this.uri + path;
  return new Promise(function (resolve, reject) {
    var requestOptions = { uri: uri, json: true, ...options };
    requestOptions.auth = { bearer: 'token' };
    request(requestOptions, function(error, response, body) {
      if (error) reject(error); else resolve(body);
    }.bind(this));
  }.bind(this));
};
Client.prototype.get = function(path, params, callback) {
  return this.request(path, ${getOptions}, callback);
};
Client.prototype.delete = function(path, callback) {
  return this.request(path, {method: 'DELETE'}, callback);
};
${extra}
module.exports = Client;`;

describe('a method named like the library it sends through (sentry-api)', () => {
  it("every call gives options without a timeout: missing, though the module's name is `request` too", () => {
    expect(run(sentry("{method: 'GET', qs: params}"))).toEqual({ found: [[MISSING, 8]], undecided: [] });
  });

  it('a call that gives a timeout: not reported', () => {
    expect(run(sentry("{method: 'GET', qs: params, timeout: 5000}")).found).toEqual([]);
  });

  it('the method handed on (`emitter.on(…, client.request)`): other code may call it, not reported', () => {
    const extra = 'Client.prototype.hook = function (emitter) { emitter.on("send", this.request); };';
    expect(run(sentry("{method: 'GET', qs: params}", extra)).found).toEqual([]);
  });
});
