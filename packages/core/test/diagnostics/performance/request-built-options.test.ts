// Options the package builds for the request module from keys it shows: a `timeout` that is the caller's optional
// value, undefined unless given, and a lodash copy of an options literal. Each case is a minimal copy of a real
// published file (origin and licence beside it); the counterparts are the ways a bound may still be there.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const check = (text: string, path = 'lib/api.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
    f.message,
  ]);
const rules = (text: string) => check(text).map(([rule, line]) => [rule, line]);

describe("a `timeout` that is the caller's optional value", () => {
  // plex-api 5.3.2 lib/api.js lines 13-21 and 155-186 (MIT): `this.timeout = opts.timeout` with no default, sent
  // as `timeout: timeout` (a local copy of it) next to the caller's optional `requestOptions` (`{}` by default).
  const plex = (stored = 'opts.timeout') => `var request = require('request');
function PlexAPI(options) {
  var opts = options || {};
  this.hostname = typeof options === 'string' ? options : options.hostname;
  this.requestOptions = opts.requestOptions || {};
  this.timeout = ${stored};
}
PlexAPI.prototype._request = function _request(options) {
  var timeout = this.timeout;
  var reqOpts = {
    uri: options.uri,
    method: options.method || 'GET',
    timeout: timeout,
    gzip: true,
    ...this.requestOptions,
  };
  return new Promise((resolve, reject) => {
    request(reqOpts, function onResponse(err, response, body) {
      if (err) return reject(err);
      resolve(body);
    });
  });
};
module.exports = PlexAPI;
`;

  it('`timeout: timeout` from `this.timeout = opts.timeout`: reported (plex-api)', () => {
    expect(rules(plex())).toEqual([[MISSING, 18]]);
    expect(check(plex())[0]?.[2]).toContain("`timeout` is the caller's optional value, undefined by default");
  });

  it('stays unreported when the package gives it a default', () => {
    expect(rules(plex('opts.timeout || 5000'))).toEqual([]);
  });

  it('stays silent when the value is not the caller’s (a call of another module)', () => {
    expect(rules(plex('config.get("timeout")'))).toEqual([]);
  });

  // woocommerce-api 1.5.0 index.js lines 44-58 and 156-208 (MIT): `this.timeout = opt.timeout` set by a method the
  // constructor calls, sent with and without a callback.
  const woocommerce = (extra = '') => `var request = require('request');
function WooCommerceAPI(opt) {
  this._setDefaultsOptions(opt);
}
WooCommerceAPI.prototype._setDefaultsOptions = function(opt) {
  this.url = opt.url;
  this.timeout = opt.timeout;
  this.agent = opt.agent;${extra}
};
WooCommerceAPI.prototype._request = function(method, endpoint, data, callback) {
  var params = {
    url: this.url + endpoint,
    method: method,
    timeout: this.timeout,
    headers: { 'Accept': 'application/json' }
  };
  if (this.agent) {
    params.agent = this.agent;
  }
  if (!callback) {
    return request(params);
  }
  return request(params, callback);
};
module.exports = WooCommerceAPI;
`;

  it('`timeout: this.timeout`, sent with and without a callback: both reported (woocommerce-api)', () => {
    expect(rules(woocommerce())).toEqual([
      [MISSING, 21],
      [MISSING, 23],
    ]);
  });

  it('stays silent when the file also sets the member to a number of its own', () => {
    expect(rules(woocommerce('\n  if (!opt.timeout) this.timeout = 3000;'))).toEqual([]);
  });
});

describe('a lodash copy of an options literal', () => {
  // rabbitmq-stats 1.2.4 lib/rabbitStats.js lines 1-33 (ISC): request-promise with `_.cloneDeep(OPTIONS)` and the
  // method, uri, query and body set on the copy.
  const rabbit = (options = 'OPTIONS', timeout = '') => `const rp = require('request-promise');
const _ = require('lodash');
function rabbitStats(uri, user, pass) {
  const OPTIONS = {
    uri: uri,
    json: true,
    auth: { user: user, pass: pass, sendImmediately: false },${timeout}
    headers: { 'content-type': 'application/json' }
  };
  function makeRequest(method, path) {
    return function (query, body) {
      const options = _.cloneDeep(${options});
      options.method = method;
      options.qs = query;
      options.body = body;
      return rp(options);
    };
  }
  return { overview: makeRequest('GET', 'overview') };
}
module.exports = rabbitStats;
`;

  it('`_.cloneDeep(OPTIONS)` of a literal with no timeout: reported (rabbitmq-stats)', () => {
    expect(rules(rabbit())).toEqual([[MISSING, 16]]);
  });

  it('`structuredClone` and `_.clone` read the same way', () => {
    expect(rules(rabbit().replace('_.cloneDeep(', 'structuredClone('))).toEqual([[MISSING, 16]]);
    expect(rules(rabbit().replace('_.cloneDeep(', '_.clone('))).toEqual([[MISSING, 16]]);
  });

  it('is not reported when the copied literal carries a timeout', () => {
    expect(rules(rabbit('OPTIONS', '\n    timeout: 5000,'))).toEqual([]);
  });

  it('stays silent when what is copied is not known (a parameter), or the copy takes a second argument', () => {
    expect(rules(rabbit('uri'))).toEqual([]);
    expect(rules(rabbit().replace('_.cloneDeep(OPTIONS)', '_.cloneDeepWith(OPTIONS, fill)'))).toEqual([]);
  });

  it("reads the file's own `clone` function by what it returns, not as a copy", () => {
    const own = `${rabbit().replace('_.cloneDeep(', 'clone(')}
function clone(o) {
  return Object.assign({ timeout: 5000 }, o);
}
`;
    expect(rules(own)).toEqual([]);
  });
});

describe("the rest of a destructured parameter, fed by the function's only caller", () => {
  // @userlist/push 1.1.1 src/client.js lines 1-67 (MIT): `performRequest({ url, payload, ...options })` sends
  // `https.request(options)` with options = { hostname, port, path, ...options }; its one caller, `_request`, hands
  // `{ method, url, headers, payload, agent }`, the agent a keep-alive one of the constructor.
  const userlist = ({ extra = '', exported = '' } = {}) => `import https from 'https';
${exported}function performRequest({ url, payload, ...options }) {
  options = {
    hostname: url.host,
    path: url.pathname,
    ...options,
  };
  return new Promise(function (resolve, reject) {
    let request = https.request(options, (response) => {
      resolve(response);
    });
    request.on('error', (error) => {
      reject(error);
    });
    request.end();
  });
}
export default class Client {
  constructor(config = {}) {
    this.agent = new https.Agent({ keepAlive: true });
  }
  _request(method, endpoint, payload) {
    let { agent } = this;
    let url = new URL(endpoint, 'https://push.userlist.com');
    let headers = { Accept: 'application/json' };
    return performRequest({ method, url, headers, payload, agent${extra} });
  }
}
`;

  it('is the caller’s object without the keys taken: no timeout in it is reported (@userlist/push)', () => {
    expect(rules(userlist())).toEqual([[MISSING, 9]]);
  });

  it('is not reported when the caller’s object carries a bound (node reads a `signal`)', () => {
    expect(rules(userlist({ extra: ', signal: AbortSignal.timeout(5000)' }))).toEqual([]);
  });

  it('stays silent when the function is exported (other code may call it with anything)', () => {
    expect(rules(userlist({ exported: 'export ' }))).toEqual([]);
  });

  it('stays silent when a second caller hands an object the file cannot read', () => {
    const twice = userlist().replace(
      '  _request(method',
      '  raw(options) {\n    return performRequest(options);\n  }\n  _request(method',
    );
    expect(rules(twice)).toEqual([]);
  });
});
