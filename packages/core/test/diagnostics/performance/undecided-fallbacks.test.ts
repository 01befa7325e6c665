// Every call left undecided says why (undecided-fallbacks.ts). Before, node's `https.request(options, cb)` and
// request's `request(opts, cb)` handed their options by name were listed with an empty reason (set 3-13 misses:
// newrelic, popbill, sparkpost, npm-registry-client, firebase-admin, simple-get, libhoney).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import type { UndecidedCall } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

function reasons(text: string, path = 'lib/client.js'): [number, string | undefined][] {
  const out = { undecided: [] as UndecidedCall[] };
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }, {}, out);
  return out.undecided.map((call) => [call.line, call.reason]);
}

describe('the reason an undecided call with its options named is given', () => {
  // newrelic 13.20.0 lib/collector/remote-method.js lines 303-325: a local options object whose agent a helper of
  // another module makes.
  it("reads the named options object's agent", () => {
    const text = `const https = require('https');
const agents = require('./http-agents');
RemoteMethod.prototype._request = function _request(options) {
  const requestOptions = { method: 'POST', host: options.host, agent: agents.keepAliveAgent() };
  const request = https.request(requestOptions);
  request.on('error', options.onError);
  request.end(options.body);
};`;
    expect(reasons(text)).toEqual([[5, 'the agent is handed in (`agents.keepAliveAgent()`)']]);
  });

  // sparkpost 2.1.4 lib/sparkpost.js lines 95-121: the request library with the caller's options.
  it("names the caller's options", () => {
    const text = `const request = require('request');
SparkPost.prototype.request = function(options, callback) {
  options.strictSSL = true;
  request(options, function(err, res, body) { callback(err, body); });
};`;
    expect(reasons(text)).toEqual([[4, 'its options come from the caller (`options`)']]);
  });

  // npm-registry-client 8.6.0 lib/fetch.js lines 75-84: options a method of the client builds.
  it('names options built at run time', () => {
    const text = `var request = require('request');
function makeRequest (uri, params, cb) {
  var opts = this.initialize(uri, 'GET', 'application/x-tar', {});
  opts.followRedirect = true;
  cb(null, request(opts));
}
module.exports = makeRequest;`;
    expect(reasons(text)).toEqual([[5, 'its options are built at run time (`opts`)']]);
  });

  // firebase-admin 13.10.0 lib/utils/api-request.js lines 507-527: options kept on the instance.
  it("names the instance's options", () => {
    const text = `const http = require('http');
const https = require('https');
class AsyncHttpCall {
  execute() {
    const transport = this.options.protocol === 'https:' ? https : http;
    const req = transport.request(this.options, (res) => this.handleResponse(res, req));
    const timeout = this.httpConfigImpl.timeout;
    if (timeout) req.setTimeout(timeout, () => req.destroy());
    req.end(this.entity);
  }
}
module.exports = AsyncHttpCall;`;
    expect(reasons(text)).toEqual([[6, 'its options are kept on the instance (`this.options`)']]);
  });

  // misskey-js 2026.5.1 built/api.js:14: `opts.fetch ?? ((...args) => fetch(...args))`, a forwarder.
  it('names arguments handed on whole', () => {
    const text = `export class APIClient {
  constructor(opts) { this.fetch = opts.fetch ?? ((...args) => fetch(...args)); }
}`;
    expect(reasons(text, 'built/api.js')).toEqual([[2, 'its arguments are handed on whole (`...args`)']]);
  });

  // @crowdin/crowdin-api-client 1.58.0 out/core/internal/axios/axiosProvider.js:16: an instance's default set from
  // a parameter.
  it('names a default set at run time', () => {
    const text = `const axios = require('axios');
class AxiosProvider {
  constructor(timeout) {
    this.axios = axios.create({});
    this.axios.defaults.timeout = timeout;
  }
}
module.exports = AxiosProvider;`;
    expect(reasons(text).filter(([line]) => line === 5)).toEqual([
      [5, 'the timeout is computed at run time (`timeout`)'],
    ]);
  });

  // libhoney 4.3.1 dist/libhoney.cjs.js lines 424-460: the request is handed on through a promise before its
  // chain sets `.timeout(this._timeout)`; nothing on the call names a bound, and the reason says so.
  it('says when nothing on the call shows where the bound is set', () => {
    const text = `const superagent = require('superagent');
class Transmission {
  send(url, encoded) {
    let postReq = superagent.post(url);
    let reqPromise = Promise.resolve({ req: postReq.agent(this._proxyAgent) });
    return reqPromise.then(({ req }) => req.timeout(this._timeout).send(encoded).end(() => {}));
  }
}
module.exports = Transmission;`;
    const listed = reasons(text);
    expect(listed.length).toBeGreaterThan(0);
    for (const [, reason] of listed) expect(reason).toBeTruthy();
  });
});
