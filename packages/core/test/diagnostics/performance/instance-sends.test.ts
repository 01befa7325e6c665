// Where a client's own default is said when its calls hand it the caller's options (instance-sends.ts): at each
// send, not at the factory call. Shapes from gcloud 0.37.2 lib/common/util.js (Apache-2.0, held-out set 17):
// `require('request').defaults({ timeout: 60000, pool })` (lines 30-35), sent as `request(reqOpts)` (line 441),
// `request(authenticatedReqOpts, cb)` (line 253) and through retry-request with `options.request = request`
// (lines 421, 437, 452).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const TOO_LONG = 'perf/http-timeout-too-long';
const rules = (text: string, path = 'lib/common/util.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

const gcloud = `var request = require('request').defaults({
  timeout: 60000,
  pool: {
    maxSockets: Infinity
  }
});
var retryRequest = require('retry-request');

function makeWritableStream(dup, options) {
  options.makeAuthenticatedRequest(options.request, {
    onAuthenticated: function(err, authenticatedReqOpts) {
      request(authenticatedReqOpts, function(err, resp, body) {});
    }
  });
}

function makeRequest(reqOpts, config, callback) {
  var options = {
    request: request,
    retries: config.autoRetry !== false ? config.maxRetries || 3 : 0
  };
  if (config.stream) {
    var requestStream;
    if (reqOpts.method === 'GET') {
      requestStream = retryRequest(reqOpts, options);
    } else {
      requestStream = request(reqOpts);
    }
  } else {
    return retryRequest(reqOpts, options, function(err, response, body) {});
  }
}
module.exports = { makeWritableStream, makeRequest };`;

describe("a request.defaults client's default, said at its sends", () => {
  it('calls handing the caller’s options, and retry-request handed the client, carry the 60 s default', () => {
    expect(rules(gcloud)).toEqual([
      [TOO_LONG, 12],
      [TOO_LONG, 25],
      [TOO_LONG, 27],
      [TOO_LONG, 30],
    ]);
  });

  it('a client with no send in the file is still reported at its create', () => {
    const onlyCreate = `var request = require('request').defaults({ timeout: 60000 });
module.exports = request;`;
    expect(rules(onlyCreate)).toEqual([[TOO_LONG, 1]]);
  });

  it('retry-request handed another function (a gRPC request, gcloud grpc-service.js) is no send of the client', () => {
    const other = gcloud
      .replace('request: request,', 'request: function(reqOpts, cb) { cb(null) },')
      .replace('requestStream = request(reqOpts);', 'requestStream = null;')
      .replace('request(authenticatedReqOpts, function(err, resp, body) {});', '');
    expect(rules(other)).toEqual([[TOO_LONG, 1]]);
  });

  it('a send whose own options set a timeout is judged by it', () => {
    const own = gcloud.replace('request(reqOpts);', 'request({ uri: reqOpts.uri, timeout: 5000 });');
    expect(rules(own)).toEqual([
      [TOO_LONG, 12],
      [TOO_LONG, 25],
      [TOO_LONG, 30],
    ]);
  });
});
