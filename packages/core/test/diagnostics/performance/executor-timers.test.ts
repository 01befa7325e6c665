// A node request sent inside a promise's executor that also arms a timer rejecting that promise: the caller stops
// waiting when the timer fires (the request is abandoned, as in a `Promise.race`), so the timer's delay is the call's
// bound. Each case is a minimal copy of a real file (origin and licence beside it); the others are the ways the
// timer does not bound the call.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

// node-eventstore-client 23.10.1 src/projections/projectionsClient.js lines 119-160 (MIT): ProjectionsClient.request
// rejects after `self._operationTimeout`, the caller's ProjectionsManager option (no default in the file).
const eventstore = (
  timer = `const timeout = setTimeout(function () {
      reject(new Error(util.format('Request timed out for %s on %s', method, _url)))
    }, self._operationTimeout);`,
) => `const http = require('http');
const https = require('https');
const url = require('url');
const util = require('util');
function ProjectionsClient(log, operationTimeout) {
  this._log = log;
  this._operationTimeout = operationTimeout;
}
ProjectionsClient.prototype.request = function(method, _url, data, userCredentials, expectedCode) {
  const options = url.parse(_url);
  const httplib = options.protocol === 'https:' ? https : http;
  options.method = method;
  var self = this;
  return new Promise(function (resolve, reject) {
    ${timer}
    const req = httplib.request(options, function (res) {
      var result = '';
      res.on('data', function (chunk) { result += chunk; });
      res.on('end', function () { clearTimeout(timeout); resolve(result); });
    });
    req.on('error', reject);
    req.end();
  });
};
module.exports = ProjectionsClient;`;
const at = 18; // the line of `httplib.request(` under the three-line timer
const oneLine = 16; // …under a one-line timer

describe("a request in a promise's executor with a timer rejecting the promise (eventstore's projections)", () => {
  it("the caller's operationTimeout: the bound is not known here, so nothing is reported", () => {
    const result = checkFile(eventstore(), 'src/projections/projectionsClient.js');
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([at]);
  });

  it('a 30 s timer is too long, and the request is said to stay open', () => {
    const timer = `const timeout = setTimeout(function () { reject(new Error('timed out')) }, 30000);`;
    const result = checkFile(eventstore(timer), 'src/projections/projectionsClient.js');
    expect(result.found).toEqual([['perf/http-timeout-too-long', oneLine]]);
    expect(result.messages[0]).toMatch(/timer is 30 s.*abandoned, not aborted/);
  });

  // particle-api-js 12.0.3 lib/src/EventStream.js lines 53-88 (Apache-2.0): a 30 s idle timeout that destroys the
  // request, and a 15 s connection timer that destroys it as it rejects: the earlier bound is the timer's, and the
  // request is ended, not left open.
  it('a 15 s timer that also destroys the request: too long by its delay, not said to leave it open', () => {
    const text = `const http = require('http');
class EventStream {
  connect() {
    return new Promise((resolve, reject) => {
      const req = http.request({ hostname: this.host, path: '/events', method: 'get' });
      req.setTimeout(30000, () => { req.destroy(new Error('SSE socket timeout (30s idle)')); });
      const connectionTimeout = setTimeout(() => {
        if (req) req.destroy();
        reject({ error: new Error('Timeout') });
      }, 15000);
      req.on('response', (res) => { clearTimeout(connectionTimeout); resolve(res); });
      req.end();
    });
  }
}
module.exports = EventStream;`;
    const result = checkFile(text, 'lib/src/EventStream.js');
    expect(result.found).toEqual([['perf/http-timeout-too-long', 5]]);
    expect(result.messages[0]).toMatch(/15 s/);
    expect(result.messages[0]).not.toMatch(/abandoned/);
  });

  it('`setTimeout(reject, 5000)`: within the limit, no finding', () => {
    const result = checkFile(eventstore('const timeout = setTimeout(reject, 5000);'), 'src/p.js');
    expect(result.found).toEqual([]);
  });

  it('a timer that only resolves (or logs) bounds nothing: missing', () => {
    const timer = 'const timeout = setTimeout(function () { self._log.warn("slow"); }, 5000);';
    expect(checkFile(eventstore(timer), 'src/p.js').found).toEqual([['perf/http-timeout-missing', oneLine]]);
  });

  it('a timer armed only under an `if` is not the bound of every call: missing', () => {
    const timer = `var timeout; if (self._operationTimeout > 0) timeout = setTimeout(function () { reject(new Error('t')) }, 5000);`;
    expect(checkFile(eventstore(timer), 'src/p.js').found).toEqual([['perf/http-timeout-missing', oneLine]]);
  });

  it("a request sent from a callback inside the executor is not bounded by the executor's timer: missing", () => {
    const text = `const https = require('https');
module.exports = function get(options) {
  return new Promise(function (resolve, reject) {
    setTimeout(function () { reject(new Error('timed out')); }, 5000);
    lookup(options.host, function () {
      https.request({ host: options.host, path: '/' }, resolve).end();
    });
  });
};`;
    expect(checkFile(text, 'src/get.js').found).toEqual([['perf/http-timeout-missing', 6]]);
  });
});
