// Clients added to the data list (clients.ts) and the file filter that lets their files be read at all: each
// case is a minimal copy of a real file (origin and licence beside it); the silent cases are the shapes whose
// bound is set where the checker does not look (a `.defaults()` instance) or may be honoured (a signal).
import { describe, expect, it } from 'vitest';
import { MENTIONS_CLIENT } from '../../../src/diagnostics/performance';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const judge = (text: string, path = 'lib/client.js') => checkFile(text, path);
const check = (text: string, path?: string) => judge(text, path).rows;
const rules = (text: string, path?: string) => judge(text, path).found;

describe('requestretry (request with retries)', () => {
  // requestretry's README (github.com/FGRibreau/node-request-retry, MIT): the usage example, options with
  // json, maxAttempts and retryDelay and no timeout. The file names no other client: before the entry it was
  // not even read.
  const readme = `var request = require('requestretry');

request({
  url: 'https://api.domain.com/v1/a/b',
  json:true,
  maxAttempts: 5,
  retryDelay: 5000
}, function(err, response, body){
});`;

  it('a request with no timeout is reported, each attempt waiting forever', () => {
    expect(MENTIONS_CLIENT.test(readme)).toBe(true);
    expect(rules(readme)).toEqual([[MISSING, 3]]);
  });

  // opsgenie-sdk 0.5.1 lib/restApi.js lines 91-111 (Apache-2.0): the options of `execute` are built by a
  // helper that merges the caller's options with configure.js's defaults: not known here, not judged.
  it('options built by a helper of the package stay silent (opsgenie-sdk)', () => {
    const opsgenie = `var request = require('requestretry');
function execute(method, path, data, http_options, cb) {
    http_options = getBasicHttpOptions(http_options);
    http_options.method = method;
    request(http_options, function (error, response, body) {
        handleResponse(error, response, body, cb)
    });
}`;
    expect(rules(opsgenie)).toEqual([]);
  });

  // mistakia/record-resolver utils/request.js (MIT): an instance made by `.defaults({...})` carries options
  // the call inherits; instances of request are not followed, so it stays silent.
  it('a `.defaults()` instance stays silent', () => {
    const defaults = `const promisify = require('promisify-es6')
const request = require('requestretry').defaults({
  jar: true,
  maxAttempts: 3,
  retryDelay: 3000,
  rejectUnauthorized: false
})

module.exports = promisify((opts, callback) => {
  request(opts, callback)
})`;
    expect(rules(defaults)).toEqual([]);
  });
});

describe('request-promise', () => {
  // t0m4/flat-searcher modules/adapters/common/make-request.js (ISC, package.json): a 30 s timeout.
  it('a timeout above the limit is too long', () => {
    const flat = `'use strict';
const rp = require('request-promise');

function makeRequest(url) {
  return handleRetry(() => {
    return rp.get({
      url,
      timeout: 30000
    });
  });
}`;
    expect(rules(flat)).toEqual([[TOO_LONG, 6]]);
  });
});

describe('phin', () => {
  // phin's types.d.ts and lib/phin.js (github.com/ethanent/phin, MIT): `phin(options | url)`; lib/phin.js
  // calls req.setTimeout only when `opts.timeout` is a number. The call is its README's JSON example.
  it('a call with no timeout is reported', () => {
    const readme = `const p = require('phin')

async function main() {
  const res = await p({
    url: 'https://ethanent.me',
    parse: 'json'
  })
}`;
    expect(MENTIONS_CLIENT.test(readme)).toBe(true);
    const found = check(readme);
    expect(found.map(([rule, line]) => [rule, line])).toEqual([[MISSING, 4]]);
    expect(found[0]?.[2]).toMatch(/phin sets no timeout/);
  });

  it('a timeout within the limit is a bound; a URL alone is not', () => {
    expect(rules("const p = require('phin')\np({ url, timeout: 100 })")).toEqual([]);
    expect(rules("const p = require('phin')\np('https://example.com')")).toEqual([[MISSING, 2]]);
  });
});

describe('node-fetch kin: minipass-fetch and make-fetch-happen', () => {
  // make-fetch-happen's README (github.com/npm/make-fetch-happen, ISC): node-fetch's `timeout` is used as-is;
  // the example fetches with only a cache mode.
  it('a fetch with no signal and no timeout is reported; node-fetch 2 `timeout` counts', () => {
    const mfh = `const fetch = require('make-fetch-happen')
fetch('https://registry.npmjs.org/make-fetch-happen', {
  cache: 'no-cache'
})
fetch('https://registry.npmjs.org/x', { timeout: 5000 })`;
    expect(rules(mfh)).toEqual([[MISSING, 2]]);
    expect(rules("import fetch from 'minipass-fetch'\nawait fetch(url, { method: 'POST', body })")).toEqual([
      [MISSING, 2],
    ]);
  });

  it('an instance made by `.defaults()` stays silent (its defaults are not read)', () => {
    const defaults = `const fetch = require('make-fetch-happen').defaults({
  cacheManager: './my-cache'
})
fetch('https://registry.npmjs.org/make-fetch-happen')`;
    expect(rules(defaults)).toEqual([]);
  });
});

describe('node-fetch-h2', () => {
  // oas-resolver 2.5.6 resolve.js:56 (held-out set 12): the resolve CLI's GET of the root document through
  // node-fetch-h2 (node-fetch 2 with HTTP/2, the same `timeout` option, 0 by default) with only an agent.
  it('a fetch with only an agent is reported; its `timeout` counts', () => {
    const resolveCli = `const fetch = require('node-fetch-h2');
fetch(filespec, {agent:options.agent}).then(function (res) {
  return res.text();
});
fetch(filespec, {agent:options.agent, timeout: 5000});`;
    expect(rules(resolveCli)).toEqual([[MISSING, 2]]);
  });
});

describe('simple-get', () => {
  // prebuild-install 7.1.3 download.js:53 and asset.js:20 (held-out set 12): options built by another module's
  // `proxy(…)`, and `req.setTimeout(30 * 1000, function () { req.abort() })` on the returned request.
  it('a `.setTimeout` whose callback aborts is the bound, on the module and on `concat`', () => {
    const download = `const get = require('simple-get')
const req = get(reqOpts, function (err, res) {})
req.setTimeout(30 * 1000, function () {
  req.abort()
})
const asset = get.concat(proxy({ url: apiUrl, json: true }, opts), function (err, res, data) {})
asset.setTimeout(5 * 1000, function () {
  asset.abort()
})`;
    expect(rules(download)).toEqual([[TOO_LONG, 2]]);
  });

  it('its own `timeout` option aborts the request; with neither, the call is reported', () => {
    const calls = `const get = require('simple-get')
get({ url: 'https://example.com', timeout: 5000 }, function (err, res) {})
get.concat({ url: 'https://example.com', timeout: 60000 }, function (err, res, data) {})
get('https://example.com', function (err, res) {})`;
    expect(rules(calls)).toEqual([
      [TOO_LONG, 3],
      [MISSING, 4],
    ]);
  });
});

describe('unfetch', () => {
  // unfetch's README and src/index.mjs (github.com/developit/unfetch, MIT): an XMLHttpRequest that reads
  // neither a signal nor a timeout. The call is the README's POST example.
  it('a call is reported: nothing bounds it', () => {
    const readme = `import fetch from 'unfetch';

fetch('/bear', {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json'
  },
  body: JSON.stringify({ hungry: true })
})`;
    const found = check(readme);
    expect(found.map(([rule, line]) => [rule, line])).toEqual([[MISSING, 3]]);
    expect(found[0]?.[2]).toMatch(/XMLHttpRequest/);
  });

  it('an init with a signal is left unjudged', () => {
    expect(rules("import fetch from 'unfetch';\nfetch('/x', { signal: controller.signal })")).toEqual([]);
  });
});
