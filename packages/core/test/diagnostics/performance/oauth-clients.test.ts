// The `oauth` package's `new OAuth(…)` (clients.ts has its docs): a signed-HTTP client whose get/delete/put/post
// send through node's http(s) with no timeout option at all. Each case is a minimal copy of a real file of the
// corpus (package and file beside it).
import { describe, expect, it } from 'vitest';
import { MENTIONS_CLIENT } from '../../../src/diagnostics/performance';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const judge = (text: string, path = 'dist/base/Transport.js') => checkFile(text, path);
const rules = (text: string, path?: string) => judge(text, path).found;

describe('oauth', () => {
  // twitter-api-client 1.6.1 dist/base/Transport.js lines 51, 59, 87, 120 and 153 (MIT): the client built in the
  // constructor with Twitter's token urls and keys, its calls in other methods given a callback.
  const twitter = `"use strict";
var oauth_1 = __importDefault(require("oauth"));
var Transport = (function () {
  function Transport(options) {
    this.credentials = options;
    this.oauth = new oauth_1.default.OAuth('https://api.twitter.com/oauth/request_token', 'https://api.twitter.com/oauth/access_token', options.apiKey, options.apiSecret, '1.0A', null, 'HMAC-SHA1');
  }
  Transport.prototype.doDeleteRequest = function (url) {
    var _this = this;
    return new Promise(function (resolve, reject) {
      _this.oauth.delete(url, _this.credentials.accessToken, _this.credentials.accessTokenSecret, function (err, body) { resolve(body); });
    });
  };
  Transport.prototype.doGetRequest = function (url) {
    var _this = this;
    return new Promise(function (resolve, reject) {
      _this.oauth.get(url, _this.credentials.accessToken, _this.credentials.accessTokenSecret, function (err, body) { resolve(body); });
    });
  };
  Transport.prototype.doPostRequest = function (url, body, contentType) {
    var _this = this;
    return new Promise(function (resolve, reject) {
      _this.oauth.post(url, _this.credentials.accessToken, _this.credentials.accessTokenSecret, body, contentType, function (err, data) { resolve(data); });
    });
  };
  return Transport;
}());
exports.default = Transport;`;

  it('get, delete and post with a callback are reported: the client has no timeout (twitter-api-client)', () => {
    expect(MENTIONS_CLIENT.test(twitter)).toBe(true);
    const found = judge(twitter).rows;
    expect(found.map(([rule, line]) => [rule, line])).toEqual([
      [MISSING, 11],
      [MISSING, 17],
      [MISSING, 23],
    ]);
    expect(found[0]?.[2]).toMatch(/oauth/);
  });

  // tumblr.js 5.0.1 lib/tumblr.js lines 12, 155 and 242 (Apache-2.0): the client only signs a header; its request
  // goes through the global fetch, judged there.
  it('a call that only signs (authHeader) is not a send', () => {
    const tumblr = `const oauth = require('oauth');
class Client {
  constructor(credentials) {
    this.oauthClient = new oauth.OAuth('', '', credentials.consumer_key, credentials.consumer_secret, '1.0A', null, 'HMAC-SHA1');
  }
  sign(url) {
    return this.oauthClient.authHeader(url, 'token', 'secret', 'GET');
  }
}
module.exports = Client;`;
    expect(rules(tumblr, 'lib/tumblr.js')).toEqual([]);
  });

  // ciaranj/node-oauth lib/oauth.js `_performSecureRequest` (MIT): with no callback it returns the request unsent
  // for the caller, who may bound it: not judged.
  it('a call with no callback hands back the request: silent', () => {
    const bare = `const { OAuth } = require('oauth');
const client = new OAuth('a', 'b', 'k', 's', '1.0', null, 'HMAC-SHA1');
const req = client.get('https://api.example.com/x', 't', 's');
req.end();`;
    expect(rules(bare, 'lib/x.js')).toEqual([]);
  });

  it('a class named OAuth from elsewhere is not read as the package', () => {
    const other = `const { OAuth } = require('./oauth');
const fetch = require('node-fetch');
const client = new OAuth();
client.get('https://api.example.com/x', 't', 's', function (err, body) {});`;
    expect(rules(other, 'lib/x.js')).toEqual([]);
  });
});
