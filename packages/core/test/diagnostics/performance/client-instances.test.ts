// Clients made by a factory with defaults (client-instances.ts): request's `.defaults({...})` as request-promise
// and requestretry use it, beside axios.create/got.extend. The call's timeout wins, else the factory's, else
// the client's default; options built from the caller's stay silent. Each snippet is a minimal copy of a real
// file, origin and licence beside it.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const rules = (text: string, path = 'lib/client.ts') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

describe("request's .defaults() instances", () => {
  // smartcontractkit/chainlink's ethlog integration script (MIT; stored in the code corpus): request-promise
  // with defaults `{ jar: true }`, posted with `{ json }` options and no timeout: request waits forever.
  const chainlink = `import url from 'url'
const request = require('request-promise').defaults({ jar: true })

async function sendEthlogTransaction(chainlinkUrl: string, credentials: object, job: object) {
  const sessionsUrl = url.resolve(chainlinkUrl, '/sessions')
  await request.post(sessionsUrl, { json: credentials })
  const specsUrl = url.resolve(chainlinkUrl, '/v2/specs')
  const Job = await request.post(specsUrl, { json: job })
  return Job
}`;

  it('calls of an instance whose defaults and options set no timeout are reported', () => {
    expect(rules(chainlink)).toEqual([
      [MISSING, 6],
      [MISSING, 8],
    ]);
  });

  it("the factory's timeout bounds the calls that set none (same file, a 5 s default)", () => {
    expect(rules(chainlink.replace('{ jar: true }', '{ jar: true, timeout: 5000 }'))).toEqual([]);
  });

  // A payment monitor found by the same search (`require('request-promise').defaults({ timeout: 10000, jar })`,
  // stored in the code corpus): its factory's timeout is within the limit; a call's own 30 s overrides it.
  it("a call's own timeout wins over the factory's", () => {
    const payment = `const jar = require('request-promise').jar();
const rp = require('request-promise').defaults({
    timeout: 10000,
    jar: jar,
});
function pay(url, form) {
    rp.post(url, { form });
    return rp({ uri: url, method: 'POST', form, timeout: 30000 });
}`;
    expect(rules(payment, 'lib/payment.js')).toEqual([[TOO_LONG, 8]]);
  });

  // Restated when set 6 was tuned on (@mendable/firecrawl-js httpClient.ts: its label puts the instance's 300 s
  // default at the request that sends, not at axios.create): a default is reported where the file's calls rely
  // on it, and at the factory only when no call of the file does (an instance exported, or called with options
  // not known here).
  it("a factory's timeout above the limit is reported at the calls that rely on it", () => {
    expect(rules(chainlink.replace('{ jar: true }', '{ jar: true, timeout: 60000 }'))).toEqual([
      [TOO_LONG, 6],
      [TOO_LONG, 8],
    ]);
  });

  // snoowrap 1.23.0 dist/request_handler.js lines 238-247 and 363 (MIT): options merged from the caller's,
  // which may carry a timeout: not judged, as before.
  it("options merged from the caller's stay silent (snoowrap)", () => {
    const snoowrap = `var _lodash = require("lodash");
function unauthenticatedRequest(options) {
  return rawRequest((0, _lodash.merge)({
    json: true,
    headers: { 'user-agent': this.userAgent },
    baseUrl: "https://www.".concat(this._config.endpointDomain)
  }, options));
}
var rawRequest = require('request-promise').defaults({
  gzip: true
});
exports.rawRequest = rawRequest;`;
    expect(rules(snoowrap, 'dist/request_handler.js')).toEqual([]);
  });

  // request's README ("request.defaults(options)"): a bound module's `.defaults` makes an instance too; the
  // callback form `r(url, cb)` sends with no options.
  it('request.defaults on a bound module, called with a URL and a callback', () => {
    const readme = `var request = require('request');
var base = request.defaults({ headers: { 'x-token': 'my-token' } });
base('https://example.com/api', function (err, res, body) {});`;
    expect(rules(readme, 'lib/base.js')).toEqual([[MISSING, 3]]);
  });
});

describe('factories called on the module as required', () => {
  // laureanray/ipna-old src/http-client.js (stored in the code corpus): `got.extend` with no timeout, then a
  // call; here the factory is called on `require('got')` itself, as snoowrap does for request-promise.
  it("require('got').extend({...}) is an instance like got.extend", () => {
    const text = `const clientV1 = require('got').extend({
    prefixUrl: 'https://ipna.herokuapp.com/v1',
    responseType: 'json'
});
clientV1.get('users');`;
    expect(rules(text, 'src/http-client.js')).toEqual([[MISSING, 5]]);
    expect(
      rules(text.replace("responseType: 'json'", "responseType: 'json', timeout: { request: 5000 }")),
    ).toEqual([]);
  });
});

describe('a requester handed to request.defaults', () => {
  // request 2.88.2 tests/test-defaults.js lines 235-246 (Apache-2.0, request/request): `defaults(options,
  // requester)` sends every call through the requester, which may set any option: the calls stay silent.
  it('calls of an instance made with a requester are not judged', () => {
    const text = `var request = require('request');
var requestWithCustomHandler = request.defaults({
  headers: { foo: 'bar' },
  body: 'TESTING!'
}, function (uri, options, callback) {
  var params = request.initParams(uri, options, callback)
  params.headers.x = 'y'
  return request(params.uri, params, params.callback)
});
requestWithCustomHandler.get('http://localhost:6767/', function (e, r, b) {});`;
    expect(rules(text, 'lib/custom.js')).toEqual([]);
  });
});
