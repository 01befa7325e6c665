// A parameter reset to an empty object only when it is falsy (`if (!httpOptions) httpOptions = {}`) keeps the
// caller's value for the keys read afterwards: the empty object has no keys (set 9's aws-sdk miss, see the real
// corpus README). Read through the scanner, which gives the package's files. Each snippet is a minimal copy of a
// real published file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import { parseSource } from '../parse';

const TOO_LONG = 'perf/http-timeout-too-long';

// aws-sdk 2.1693.0 lib/http/node.js lines 12-16, 26-46 and 82-89 (Apache-2.0): the handler resets its parameter
// when absent, then bounds the request by `stream.setTimeout(httpOptions.timeout || 0, …)`.
const NODE = (reset: string) => `var AWS = require('../core');
AWS.NodeHttpClient = AWS.util.inherit({
  handleRequest: function handleRequest(httpRequest, httpOptions, callback, errCallback) {
    var endpoint = httpRequest.endpoint;
    ${reset}
    var http = endpoint.protocol === 'https:' ? require('https') : require('http');
    var options = { host: endpoint.hostname, port: endpoint.port, path: httpRequest.path };
    var stream = http.request(options, function (httpResp) { callback(httpResp); });
    stream.setTimeout(httpOptions.timeout || 0, function() {
      errCallback(AWS.util.error(new Error('Connection timed out after ' + httpOptions.timeout + 'ms')));
      stream.abort();
    });
    return stream;
  }
});
`;

// aws-sdk 2.1693.0 lib/config.js lines 617-628 (Apache-2.0): the service's default httpOptions.
const CONFIG = `var AWS = require('./core');
AWS.Config = AWS.util.inherit({
  keys: {
    region: null,
    httpOptions: {
      timeout: 120000
    },
    maxRetries: undefined
  }
});
`;

const scan = (reset: string) =>
  scanFiles(
    [
      { path: 'lib/http/node.js', text: NODE(reset) },
      { path: 'lib/config.js', text: CONFIG },
    ],
    { parse: parseSource, limits: toDiagnosticLimits(), categories: ['performance'] },
  ).findings.map((f) => [f.file, f.line, f.ruleId]);

describe('a parameter reset to {} only when it is falsy', () => {
  it('keeps the package default of the caller’s value: 120 s is too long (aws-sdk)', () => {
    expect(scan('if (!httpOptions) httpOptions = {};')).toEqual([['lib/http/node.js', 8, TOO_LONG]]);
  });

  it('reads `== null` and `=== undefined` tests the same way', () => {
    expect(scan('if (httpOptions == null) { httpOptions = {}; }')).toEqual([
      ['lib/http/node.js', 8, TOO_LONG],
    ]);
    expect(scan('if (undefined === httpOptions) httpOptions = {};')).toEqual([
      ['lib/http/node.js', 8, TOO_LONG],
    ]);
  });

  // Written for this test: a reset when the caller's value is truthy, or with an else, replaces that value.
  it('does not keep the caller’s value when the reset may replace a given one', () => {
    expect(scan('if (httpOptions) httpOptions = {};')).toEqual([]);
    expect(scan('if (!httpOptions) httpOptions = {}; else httpOptions = {};')).toEqual([]);
  });
});
