// Three readings of what a request gets by default (session 35, branch s35-sigtimer): a controller made with its
// abort timer only when a timeout is set (guarded-controllers.ts), a client chosen by whether the caller hands a
// factory in (optional-branches.ts) and an axios instance's `defaults` read back from its config
// (instance-defaults.ts). Each case is a minimal copy of a real published file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

// @apidevtools/json-schema-ref-parser 16.0.6 lib/resolvers/http.ts lines 183-213 (MIT), the options reduced.
const refParser = (guard: string, ms: string, extra = '') => `const TIMEOUT = 60_000;
async function get(u, httpOptions) {
  let controller;
  let timeoutId;
  if (${guard}) {
    const abortController = new AbortController();
    controller = abortController;
    timeoutId = setTimeout(() => abortController.abort(), ${ms});
  }
  ${extra}
  const response = await fetch(u, {
    method: "GET",
    headers: httpOptions.headers || {},
    redirect: "manual",
    signal: controller ? controller.signal : null,
  });
  return { response, cancel: () => clearTimeout(timeoutId) };
}
export { get };`;

describe('a controller made with its abort timer only when the timeout is set', () => {
  it("the caller's timeout with no default (ref-parser's httpOptions.timeout): no timer by default, missing", () => {
    const text = refParser(
      'httpOptions.timeout && typeof AbortController !== "undefined"',
      'httpOptions.timeout',
    );
    expect(checkFile(text, 'lib/resolvers/http.js').found).toEqual([[MISSING, 11]]);
  });

  it('a timeout of 60 s the file shows: judged by the timer, too long', () => {
    const text = refParser('TIMEOUT && typeof AbortController !== "undefined"', 'TIMEOUT');
    expect(checkFile(text, 'lib/resolvers/http.js').found).toEqual([[TOO_LONG, 11]]);
  });

  it('a timeout of 5 s the file shows: bounded', () => {
    const text = refParser('TIMEOUT', 'TIMEOUT').replace('60_000', '5_000');
    expect(checkFile(text, 'lib/resolvers/http.js')).toMatchObject({ found: [], undecided: [] });
  });

  it('`controller?.signal` of such a controller: judged by its 60 s timer, not read as the caller’s signal', () => {
    const text = refParser('TIMEOUT', 'TIMEOUT').replace(
      'signal: controller ? controller.signal : null,',
      'signal: controller?.signal,',
    );
    expect(checkFile(text, 'lib/resolvers/http.js').found).toEqual([[TOO_LONG, 11]]);
  });

  it('`options?.signal` of anything else stays the caller’s optional signal: missing', () => {
    const text = refParser('TIMEOUT', 'TIMEOUT').replace(
      'signal: controller ? controller.signal : null,',
      'signal: httpOptions?.signal,',
    );
    expect(checkFile(text, 'lib/resolvers/http.js').found).toEqual([[MISSING, 11]]);
  });

  it('an `if` that tests something else than the timer (a flag): not read as such a controller', () => {
    const text = refParser('httpOptions.useTimeout', 'httpOptions.timeout');
    expect(checkFile(text, 'lib/resolvers/http.js').messages.join()).not.toMatch(/with its abort timer/);
  });

  it('a controller assigned a second time (the caller may hand one): not judged, as before', () => {
    const text = refParser(
      'TIMEOUT',
      'TIMEOUT',
      'if (httpOptions.controller) controller = httpOptions.controller;',
    );
    expect(checkFile(text, 'lib/resolvers/http.js')).toMatchObject({ found: [], undecided: [11] });
  });
});

// rollbar 3.1.0 src/server/transport.js lines 39-58 and 166-168 (MIT), with the request options written out.
const rollbar = (factory: string) => `import http from 'http';
import https from 'https';
function Transport() {}
Transport.prototype.get = function (accessToken, options, params, callback, transportFactory) {
  var t;
  ${factory}
  if (transportFactory) {
    t = transportFactory(options);
  } else {
    t = _transport(options);
  }
  if (!t) {
    return callback(new Error('Unknown transport'));
  }
  var req = t.request({ hostname: options.hostname, path: options.path, method: 'GET' }, function (resp) {
    callback(resp);
  });
  req.end();
};
function _transport(options) {
  return { 'http:': http, 'https:': https }[options.protocol];
}
export default Transport;`;

describe("a client chosen by whether the caller hands a factory in (rollbar's transport)", () => {
  it('the factory is a parameter the function only tests: by default the module table, judged', () => {
    expect(checkFile(rollbar(''), 'src/server/transport.js').found).toEqual([[MISSING, 15]]);
  });

  it('two methods each choosing their `t` so (rollbar’s get and post): each judged', () => {
    const text = rollbar('').replace(
      'function _transport',
      rollbar('')
        .split('\n')
        .slice(3, 19)
        .join('\n')
        .replace('prototype.get', 'prototype.post')
        .concat('\nfunction _transport'),
    );
    expect(checkFile(text, 'src/server/transport.js').found).toEqual([
      [MISSING, 15],
      [MISSING, 31],
    ]);
  });

  it('a factory the function fills itself is no longer only the caller’s: not judged', () => {
    const text = rollbar('transportFactory = transportFactory || makeTransport;');
    expect(checkFile(text, 'src/server/transport.js').found).toEqual([]);
  });
});

// @airwallex/node-sdk 2.1.0-beta.5 dist/client/httpClient.js lines 7-27 (MIT), the instance's config written out.
const airwallex = (config: string) => `const axios_1 = require("axios");
class HttpClientImpl {
  constructor(basePath) {
    this.client = axios_1.default.create(${config});
  }
  async get(url, options) {
    const response = await this.client.get(url, {
      headers: options === null || options === void 0 ? void 0 : options.headers,
      timeout: (options === null || options === void 0 ? void 0 : options.timeout) || this.client.defaults.timeout,
    });
    return response.data;
  }
}
exports.HttpClientImpl = HttpClientImpl;`;

describe("an axios instance's defaults read back by the file that made it", () => {
  it('`defaults.timeout` is the config’s 30 s: too long', () => {
    const found = checkFile(
      airwallex('{ baseURL: basePath, timeout: 30000 }'),
      'dist/client/httpClient.js',
    ).found;
    expect(found).toEqual([[TOO_LONG, 7]]);
  });

  it('a config with no timeout: axios waits without one, missing', () => {
    const found = checkFile(airwallex('{ baseURL: basePath }'), 'dist/client/httpClient.js').found;
    expect(found).toContainEqual([MISSING, 7]);
  });

  it('an instance whose defaults the file changes later is not read through its config', () => {
    const text = airwallex('{ baseURL: basePath, timeout: 30000 }').replace(
      'async get(',
      'setTimeout(ms) { this.client.defaults.timeout = ms; }\n  async get(',
    );
    expect(checkFile(text, 'dist/client/httpClient.js').found).not.toContainEqual([TOO_LONG, 8]);
  });
});
