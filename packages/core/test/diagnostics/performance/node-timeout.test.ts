// Node's `timeout` option and `req.setTimeout(ms)` bound a request only where something ends it on 'timeout'.
// Node's docs (http.md): the `timeout` option "will set the timeout before the socket is connected"; Event
// 'timeout' is "Emitted when the underlying socket times out from inactivity. This only notifies that the
// socket has been idle. The request must be destroyed manually." (https://nodejs.org/api/http.html#event-timeout);
// `request.setTimeout(timeout[, callback])`: the callback is "Same as binding to the 'timeout' event"
// (https://nodejs.org/api/http.html#requestsettimeouttimeout-callback). The same for http2
// (https://nodejs.org/api/http2.html#http2sessionsettimeoutmsecs-callback). Shapes from real packages, reduced
// to the lines that decide; each carries its origin and licence.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const findings = (text: string, path = 'src/client.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 });
const check = (text: string) => findings(text).map((f) => [f.ruleId, f.line]);

// stripe 23.1.0 cjs/net/NodeHttpClient.js lines 37-50 (MIT): setTimeout with a callback that destroys.
const stripe = (timeout: string, callback: string) => `const http = require('http');
const https = require('https');
function makeRequest(host, port, path, method, headers, requestData, protocol, timeout) {
  return new Promise((resolve, reject) => {
    const req = (protocol === 'http' ? http : https).request({ host, port, path, method, headers });
    let requestTimedOut = false;
    req.setTimeout(${timeout}${callback});
    req.on('response', (response) => resolve(response));
    req.on('error', (error) => reject(error));
    req.write(requestData);
    req.end();
  });
}`;
const STRIPE_DESTROYS = `, () => {
      requestTimedOut = true;
      req.destroy(new Error('timeout'));
    }`;

// newrelic 13.20.0 lib/utilization/common.js lines 65-120 (Apache-2.0): a default timeout and a named
// function declared below that aborts. There `opts.timeout = opts.timeout || 1000` is set on the caller's opts
// before `http.get(opts, …)`; here the options are written out so that their timeout is visible.
const newrelic = (listener: string) => `const http = require('http');
exports.request = function request(opts, agent, cb) {
  const req = http.get({ host: opts.host, path: opts.path, timeout: opts.timeout || 1000 }, function awsRequest(res) {
    res.pipe(concat(respond));
  });
  req.on('timeout', ${listener});
  req.on('error', function requestError(err) {
    cb(err);
  });
  function abortRequest() {
    logger.debug('Aborting request for metadata at %j', opts);
    req.abort();
    agent.removeListener('errored', abortRequest);
  }
  function logTimeout() {
    logger.debug('Request for metadata %j timed out', opts);
  }
};`;

describe("a 'timeout' listener that ends the request: the timeout is judged by its value", () => {
  it('setTimeout(ms, callback) whose callback destroys (stripe)', () => {
    expect(check(stripe('80000', STRIPE_DESTROYS))).toEqual([[TOO_LONG, 5]]);
    expect(check(stripe('5000', STRIPE_DESTROYS))).toEqual([]);
  });

  it("req.on('timeout', abortRequest), a function of the file that aborts (newrelic)", () => {
    expect(check(newrelic('abortRequest'))).toEqual([]);
    expect(check(newrelic('abortRequest').replace('opts.timeout || 1000', 'opts.timeout || 60000'))).toEqual([
      [TOO_LONG, 3],
    ]);
  });

  it("a 'socket' listener whose socket timeout aborts the request (messagebird)", () => {
    // messagebird 4.0.1 lib/messagebird.js lines 118-127 (BSD-2-Clause).
    const messagebird = (ms: string, end: string) => `var http = require('https');
function doRequest(options, config) {
  var request;
  request = http.request(options);
  request.on('socket', function (socket) {
    socket.setTimeout(${ms});
    socket.on('timeout', function () {
      ${end}
    });
  });
  request.on('error', function (e) {});
  request.end();
}`;
    expect(check(messagebird('5000', 'request.abort();'))).toEqual([]);
    expect(check(messagebird('60000', 'request.abort();'))).toEqual([[TOO_LONG, 4]]);
    expect(check(messagebird('5000', "console.warn('socket timeout');"))).toEqual([[MISSING, 4]]);
  });

  it('a listener added only when a timeout is set, destroying the request (web-push, launchdarkly)', () => {
    // web-push 3.6.7 src/web-push-lib.js lines 356-398 (MPL-2.0).
    const webPush = `const https = require('https');
function sendNotification(requestDetails) {
  return new Promise(function(resolve, reject) {
    const httpsOptions = { hostname: 'push.test', method: 'POST', timeout: 120000 };
    const pushRequest = https.request(httpsOptions, function(pushResponse) { resolve(pushResponse); });
    if (requestDetails.timeout) {
      pushRequest.on('timeout', function() {
        pushRequest.destroy(new Error('Socket timeout'));
      });
    }
    pushRequest.on('error', function(e) { reject(e); });
    pushRequest.end();
  });
}`;
    expect(check(webPush)).toEqual([[TOO_LONG, 5]]);
    // @launchdarkly/node-server-sdk 9.13.7 dist/src/platform/NodeRequests.js lines 132-147 (Apache-2.0).
    const launchDarkly = `const https = require('https');
class NodeRequests {
  fetch(url, options = {}) {
    return new Promise((resolve, reject) => {
      const req = https.request(url, { timeout: 30000, method: options.method, agent: this._agent }, (res) => resolve(res));
      req.on('error', (err) => { reject(err); });
      req.on('timeout', () => { req.destroy(new Error('Request timed out')); });
      req.end();
    });
  }
}`;
    expect(check(launchDarkly)).toEqual([[TOO_LONG, 5]]);
  });
});

describe('nothing ends the request on timeout: no bound', () => {
  it('setTimeout(ms) with no callback and no listener (stripe without its callback)', () => {
    const [finding] = findings(stripe('5000', ''));
    expect(finding?.ruleId).toBe(MISSING);
    expect(finding?.line).toBe(5);
    expect(finding?.message).toContain("nothing destroys the request on 'timeout'");
  });

  it('a timeout option with no listener (launchdarkly without its handler)', () => {
    const text = `const https = require('https');
function send(url) {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { timeout: 5000, method: 'GET' }, (res) => resolve(res));
    req.on('error', (err) => { reject(err); });
    req.end();
  });
}`;
    expect(check(text)).toEqual([[MISSING, 4]]);
  });

  it('a listener that only logs is no bound (newrelic with a logging handler)', () => {
    expect(check(newrelic('logTimeout'))).toEqual([[MISSING, 3]]);
    expect(check(newrelic("() => console.log('timed out')"))).toEqual([[MISSING, 3]]);
  });

  it('the finding says why and gives advice that bounds the request', () => {
    const [finding] = findings(stripe('5000', ''));
    expect(finding?.message).toContain('idle socket');
    expect(finding?.fix).toMatch(/destroy|AbortSignal\.timeout/);
    expect(finding?.fix).not.toMatch(/^Pass `timeout: \d+` in the options\.$/);
  });
});

describe('the listener cannot be seen here: not judged', () => {
  it('the request returned to the caller, who may listen (stripe-like, handed back)', () => {
    const text = `const https = require('https');
function start(options) {
  const req = https.request({ host: options.host, timeout: 5000 });
  return req;
}`;
    expect(check(text)).toEqual([]);
    expect(checkFile(text, 'src/client.js').undecided).toEqual([3]);
  });

  it('the request stored on an object (twitter-api-v2 keeps `this.req`)', () => {
    // twitter-api-v2 1.29.1 dist/cjs/client-mixins/request-handler.helper.js (Apache-2.0): the request is kept
    // as `this.req` and its 'timeout' handler is bound in another method.
    const text = `const https = require('https');
class RequestHandlerHelper {
  buildRequest() {
    this.req = https.request({ host: 'api.x.test', timeout: 5000 });
  }
}`;
    expect(check(text)).toEqual([]);
  });

  it('a listener the file cannot read (a handler passed in) is not judged', () => {
    expect(check(newrelic('options.onTimeout'))).toEqual([]);
  });
});
