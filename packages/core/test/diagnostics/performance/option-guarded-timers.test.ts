// A node http(s) request whose only timer is armed when an option of the instance is set
// (`if (!this.options.timeout) return` before `req.setTimeout(this.options.timeout, () => req.abort())`), where the
// instance's options are its constructor's caller's with no default: by default no timer is armed, so nothing
// bounds the request. The `this.agent` it sends with is set in several branches (a tunnel agent behind a proxy,
// else node's own `https.Agent`, whose idle timeout never ends a request: https://nodejs.org/api/http.html#new-agentoptions
// and #event-timeout), a choice judged by its paths as `cond ? a : b` is. Shapes from real code, reduced to the
// lines that decide; each carries its origin and licence.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
// The findings as `[rule, line]` and the lines not judged (checkFile's messages are left out).
const run = (text: string, path = 'lib/request.js') => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};

// heroku-client 3.1.4 lib/request.js lines 22-75, 80-127 and 221-230 (MIT).
const heroku = (options: string, agent = 'new https.Agent({ maxSockets: 5000 })') => `'use strict'
class Request {
  constructor (options) {
    this.options = ${options}
    this.secure = true
    if (process.env.HEROKU_HTTP_PROXY_HOST) {
      const tunnel = require('tunnel-agent')
      this.agent = tunnel.httpsOverHttp({ proxy: { host: process.env.HEROKU_HTTP_PROXY_HOST } })
    } else {
      const https = require('https')
      this.agent = ${agent}
    }
  }
  request () {
    const requestOptions = { agent: this.agent, host: this.host, path: this.options.path }
    let req
    if (this.secure) {
      const https = require('https')
      req = https.request(requestOptions, this.handleResponse.bind(this))
    } else {
      const http = require('http')
      req = http.request(requestOptions, this.handleResponse.bind(this))
    }
    this.setRequestTimeout(req)
    req.on('error', this.handleError.bind(this))
    req.end()
    return this.promise
  }
  setRequestTimeout (req) {
    if (!this.options.timeout) return
    req.setTimeout(this.options.timeout, () => {
      const err = new Error('Request took longer than ' + this.options.timeout + 'ms to complete.')
      req.abort()
      this.reject(err)
    })
  }
}
module.exports = Request`;

describe("a request's timer armed only when the instance's optional timeout is set", () => {
  it("heroku-client: `if (!this.options.timeout) return` before the timer, options the caller's: missing", () => {
    expect(run(heroku('options || {}'))).toEqual({
      found: [
        [MISSING, 19],
        [MISSING, 22],
      ],
      undecided: [],
    });
  });

  it('a default for the option in the file makes the timer armed: not reported missing', () => {
    const text = heroku('Object.assign({ timeout: 5000 }, options)');
    expect(run(text).found).toEqual([]);
  });

  it('an agent not known on every path (no node Agent among them) leaves the call not judged', () => {
    const text = heroku('options || {}', 'makeAgent()');
    expect(run(text)).toEqual({ found: [], undecided: [19, 22] });
  });

  it('the older heroku-client (prototype methods, `{ return; }`, a bound callback): missing', () => {
    // heroku-client's lib/request.js of its q-based releases (MIT), a stored public copy in the code corpus of
    // this project's search tool: the same guard written as ES5 prototype methods.
    const text = `var http = require('http');
var https = require('https');
var tunnel = require('tunnel-agent');
module.exports = Request;
function Request(options, callback) {
  this.options = options || {};
  this.secure = true;
  if (process.env.HEROKU_HTTP_PROXY_HOST) {
    this.agent = tunnel.httpsOverHttp({ proxy: { host: process.env.HEROKU_HTTP_PROXY_HOST } });
  } else {
    this.agent = new https.Agent({ maxSockets: Number(process.env.HEROKU_CLIENT_MAX_SOCKETS) || 5000 });
  }
}
Request.prototype.performRequest = function performRequest() {
  var req;
  var requestOptions = { agent: this.agent, host: this.host, path: this.options.path };
  if (this.secure) {
    req = https.request(requestOptions, this.handleResponse.bind(this));
  } else {
    req = http.request(requestOptions, this.handleResponse.bind(this));
  }
  this.setRequestTimeout(req);
  req.end();
};
Request.prototype.setRequestTimeout = function setRequestTimeout(req) {
  if (!this.options.timeout) { return; }
  req.setTimeout(this.options.timeout, function () {
    req.abort();
    this.callback(new Error('timeout'));
  }.bind(this));
};`;
    expect(run(text).found).toEqual([
      [MISSING, 18],
      [MISSING, 20],
    ]);
  });

  it("a parameter's key guarding the timer is left to its callers (adyen's requestOptions.timeout)", () => {
    // @adyen/api-library 32.1.0 lib/src/httpClient/httpURLConnectionClient.js lines 100-141 (MIT): its callers in
    // other modules fill requestOptions.timeout from the client's config.
    const text = `const https_1 = require("https");
class HttpURLConnectionClient {
    createRequest(endpoint, requestOptions) {
        requestOptions.headers = {};
        const req = (0, https_1.request)(requestOptions);
        if (requestOptions.timeout) {
            req.setTimeout(requestOptions.timeout);
        }
        return req;
    }
}
exports.default = HttpURLConnectionClient;`;
    expect(run(text).found).toEqual([]);
  });
});
