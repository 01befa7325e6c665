// Callback clients added to the data list (clients.ts): xhr and node-rest-client, and a JSON deep copy of an
// options object read as the object it copies. Each case is a minimal copy of a real file of the corpus (package
// and file beside it); the silent cases set the bound the client reads, or leave it to a config not known here.
import { describe, expect, it } from 'vitest';
import { MENTIONS_CLIENT } from '../../../src/diagnostics/performance';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const judge = (text: string, path = 'src/client.ts') => checkFile(text, path);
const check = (text: string, path?: string) => judge(text, path).rows;
const rules = (text: string, path?: string) => judge(text, path).found;

describe('xhr', () => {
  // @mux/upchunk 3.5.0 src/upchunk.ts lines 678 and 714-719 (MIT): a protected method hands its caller's
  // options to xhr with a beforeSend hook; its one caller gives url, method, headers and body, no timeout.
  const upchunk = (extra: string) => `import xhr from 'xhr';

export class UpChunk {
  protected xhrPromise(options) {
    const beforeSend = (xhrObject) => { xhrObject.upload.onprogress = () => {}; };
    return new Promise((resolve, reject) => {
      this.currentXhr = xhr({ ...options, beforeSend }, (err, resp) => (err ? reject(err) : resolve(resp)));
    });
  }

  protected async sendChunk(chunk) {
    return this.xhrPromise({ headers: {}, url: this.endpointValue, method: this.method, body: chunk${extra} });
  }
}`;

  it('a call whose options come from its one caller, with no timeout, is reported (upchunk)', () => {
    expect(MENTIONS_CLIENT.test(upchunk(''))).toBe(true);
    const found = check(upchunk(''));
    expect(found.map(([rule, line]) => [rule, line])).toEqual([[MISSING, 7]]);
    expect(found[0]?.[2]).toMatch(/xhr's timeout defaults to 0/);
  });

  it('the same call with a timeout from its caller is silent', () => {
    expect(rules(upchunk(', timeout: 5000'))).toEqual([]);
  });

  // xhr's README (github.com/naugtur/xhr, MIT), "Other signatures" and "Convience methods".
  it('a URL alone, a verb and a long timeout are judged by `timeout`', () => {
    const readme = `var xhr = require("xhr")
xhr("/foo", function (err, resp) {})
xhr.del('/delete-me', { headers: { my: 'auth' } }, function (err, resp) {})
xhr.post('/slow', { timeout: 60000 }, function (err, resp) {})
xhr.get('/quick', { timeout: 2000 }, function (err, resp) {})`;
    expect(rules(readme, 'lib/x.js')).toEqual([
      [MISSING, 2],
      [MISSING, 3],
      [TOO_LONG, 4],
    ]);
  });
});

describe('node-rest-client', () => {
  // @rocket.chat/sdk 0.2.9 dist/lib/api.js lines 18, 28, 103 and 138 (MIT): the client made with no options and
  // stored on exports, its calls given headers and data only.
  const rocketChat = `"use strict";
const node_rest_client_1 = require("node-rest-client");
exports.client = new node_rest_client_1.Client();
function post(endpoint, data, headers) {
  return new Promise((resolve, reject) => {
    exports.client.post(exports.url + endpoint, { headers, data }, (result) => resolve(result)).on('error', reject);
  });
}
function get(endpoint, headers) {
  return new Promise((resolve) => exports.client.get(exports.url + endpoint, { headers }, resolve));
}`;

  it('calls of a client made with no options, given no timeout, are reported (@rocket.chat/sdk)', () => {
    expect(MENTIONS_CLIENT.test(rocketChat)).toBe(true);
    const found = check(rocketChat, 'dist/lib/api.js');
    expect(found.map(([rule, line]) => [rule, line])).toEqual([
      [MISSING, 6],
      [MISSING, 10],
    ]);
    expect(found[0]?.[2]).toMatch(/node-rest-client/);
  });

  // node-rest-client's README (unpkg.com/node-rest-client@3.1.1/readme.md, MIT): the timeouts of the call's
  // args or the client's options. What a set timeout does is left to the caller's handler: not judged.
  it('a timeout in the args or in the client options leaves the call silent', () => {
    const readme = `var Client = require('node-rest-client').Client;
var client = new Client();
client.get("http://remote.site/rest/xml/method", { requestConfig: { timeout: 1000 }, responseConfig: { timeout: 1000 } }, function (data) {});
var bounded = new Client({ responseConfig: { timeout: 1000 } });
bounded.post("http://remote.site/rest/json/method", { data: {} }, function (data) {});
client.post("http://remote.site/rest/json/method", { data: {} }, function (data) {});`;
    expect(rules(readme, 'lib/x.js')).toEqual([[MISSING, 6]]);
  });

  it('a call on another class named Client is not read as node-rest-client', () => {
    const other = `const { Client } = require('./client');
const fetch = require('node-fetch');
const client = new Client();
client.post('/x', { data: {} }, () => {});`;
    expect(rules(other, 'lib/x.js')).toEqual([]);
  });
});

describe('a JSON deep copy of the options', () => {
  // node-loggly-bulk 4.0.2 lib/loggly/common.js lines 146-154 and 355 (MIT): the buffered logs are sent with a
  // JSON copy of the request's options, which set no timeout; the global axios waits forever.
  const loggly = (extra: string) => `var axios = require('axios');
function send(uri, method, headers, proxy, requestBody) {
  var requestOptions = { uri: uri, method: method, headers: headers || {}, proxy: proxy, data: requestBody${extra} };
  var requestOptionsForBufferedLogs = JSON.parse(JSON.stringify(requestOptions))
  function sendBufferdLogstoLoggly() {
    requestOptionsForBufferedLogs.body = 'x';
    axios(uri, requestOptionsForBufferedLogs).then(function () {});
  }
  setTimeout(sendBufferdLogstoLoggly, 30000);
}`;

  it('is read as the object it copies: no timeout is reported (node-loggly-bulk)', () => {
    expect(rules(loggly(''), 'lib/loggly/common.js')).toEqual([[MISSING, 7]]);
  });

  it('a timeout in the copied object bounds the call', () => {
    expect(rules(loggly(', timeout: 5000'), 'lib/loggly/common.js')).toEqual([]);
  });
});

describe('request options handed in by the file’s own callers', () => {
  // close.io 1.3.0 lib/close.io.js lines 261-339 (MIT): a prototype method private by its underscore adds auth to
  // its caller's options and sends them; each verb replaces its parameter with uri, method, body or qs, no timeout.
  const closeio = (post: string, own = '') => `var request = require('request');
var Closeio = function(apiKey) { this.apiKey = apiKey; };
Closeio.prototype._request = function(options) {
  options.auth = { user: this.apiKey, pass: '' };
  options.jar = false;${own}
  request(options, function(error, response, body) {});
};
Closeio.prototype._post = function(path, options) {
  options = { uri: 'https://api.close.com/api/v1' + path, body: JSON.stringify(options), method: 'POST'${post} };
  return this._request(options);
};
Closeio.prototype._get = function(path, parameters) {
  var options = { uri: 'https://api.close.com/api/v1' + path, method: 'GET', qs: parameters };
  return this._request(options);
};
module.exports = exports = Closeio;`;

  it('every caller passing options with no timeout makes the send missing (close.io)', () => {
    const found = check(closeio(''), 'lib/close.io.js');
    expect(found.map(([rule, line]) => [rule, line])).toEqual([[MISSING, 6]]);
    expect(found[0]?.[2]).toMatch(/every call of this function in the file/);
  });

  it('one caller with a timeout, or the method setting one, leaves it silent', () => {
    expect(rules(closeio(', timeout: 5000'), 'lib/close.io.js')).toEqual([]);
    expect(rules(closeio('', '\n  options.timeout = 5000;'), 'lib/close.io.js')).toEqual([]);
  });

  it('a caller handing on options of its own caller leaves it unjudged', () => {
    const handed = closeio('').replace(
      'module.exports',
      'Closeio.prototype.raw = function(given) {\n  return this._request(given);\n};\nmodule.exports',
    );
    expect(rules(handed, 'lib/close.io.js')).toEqual([]);
  });
});
