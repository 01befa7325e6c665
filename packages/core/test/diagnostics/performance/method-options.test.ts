// Options a request gets from its own method's callers in the file, and a proxy agent made from a proxy URL alone.
// Each case is a minimal copy of a real file (origin and licence beside it); the cases that stay silent are the
// ways other code could still give the request a bound.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'lib/Client.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

// delighted 2.2.0 lib/Client.js lines 19-67 and 121-140 (MIT): `_makeRequest(options)` sends `options`, which every
// caller builds with `_buildOptions` or `_buildOptionsFullUrl`, each returning an object literal.
const delighted = ({ extra = '', handed = '', timeout = '' } = {}) => `var http = require('http');
var https = require('https');
var url = require('url');
merge(Client.prototype, {
  get: function(path, params) {
    var parsed = url.parse(path);
    var options;
    if (['http:', 'https:'].indexOf(parsed.protocol) >= 0) {
      options = this._buildOptionsFullUrl(parsed, 'GET');
    } else {
      options = this._buildOptions(path, 'GET');
    }
    return this._makeRequest(options);
  },
  post: function(path, data) {
    var options = this._buildOptions(path, 'POST');
    return this._makeRequest(options, data);
  },
  _makeRequest: function(options, data) {
    var client = (this.scheme === 'https' ? https : http);
    this._insertContentLength(options.headers, data);${extra}
    return new Thenable(function(resolve, reject) {
      var request = client.request(options, function(response) { resolve(response); });
      request.on('error', function(error) { reject(error); });
      request.end();
    });
  },
  _buildOptions: function(path, method) {
    return { hostname: this.host, port: this.port, headers: {}, path: this.base + path, method: method${timeout} };
  },
  _buildOptionsFullUrl: function(parsedUrl, method) {
    return { hostname: parsedUrl.hostname, port: parsedUrl.port, headers: {}, path: parsedUrl.path, method: method };
  },
});${handed}
`;

describe("options that are a parameter of the request's own method (delighted Client.js)", () => {
  it('are read at each call of the method in the file: no timeout in any of them is missing', () => {
    expect(rules(delighted())).toEqual([[MISSING, 23]]);
  });

  it('stay silent when one of the objects the callers give carries a timeout and nothing ends the request', () => {
    // A `timeout` alone only reports an idle socket, but the verdicts then differ: not judged, as before.
    expect(rules(delighted({ timeout: ', timeout: 5000' }))).toEqual([]);
  });

  it('stay silent when the method sets a key on its parameter', () => {
    expect(rules(delighted({ extra: '\n    options.agent = this.agent;' }))).toEqual([]);
  });

  it('stay silent when the method is handed on, so other code may call it with anything', () => {
    expect(rules(delighted({ handed: '\nmodule.exports.send = Client.prototype._makeRequest;' }))).toEqual(
      [],
    );
  });

  it('stay silent when the parameter is handed whole to other code before the request', () => {
    expect(rules(delighted({ extra: '\n    this._sign(options);' }))).toEqual([]);
  });
});

// mailosaur 11.1.1 cjs/request.js lines 36-55, 57-94 and 95-124 (MIT): the only agent is an HttpsProxyAgent made
// from the environment's proxy URL.
const mailosaur = (agentArgs: string) => `const https = require("https");
const url = require("url");
const https_proxy_agent_1 = require("https-proxy-agent");
class Request {
  constructor(options) {
    this.baseUrl = options.baseUrl || 'https://mailosaur.com/';
    const httpProxy = process.env.https_proxy || process.env.HTTPS_PROXY || process.env.http_proxy;
    if (httpProxy) {
      this.proxyAgent = new https_proxy_agent_1.HttpsProxyAgent(${agentArgs});
    }
  }
  buildOptions(method, path, options = {}) {
    const result = { method, url: \`\${this.baseUrl}\${path}\`, headers: { Accept: 'application/json' } };
    if (options.buffer) {
      result.buffer = true;
    }
    if (this.proxyAgent) {
      result.agent = this.proxyAgent;
    }
    return result;
  }
  invoke(options, callback) {
    const urlResult = new url.URL(options.url);
    const spread = Object.assign(Object.assign({}, options), { protocol: urlResult.protocol, hostname: urlResult.hostname });
    const req = https.request(spread, res => callback(null, res));
    req.on('error', (e) => callback(e));
    req.end();
  }
  request(method, path, options, callback) {
    const requestOptions = this.buildOptions(method, path, options);
    this.invoke(requestOptions, callback);
  }
}
module.exports = Request;
`;

describe('a proxy agent made from a proxy URL alone (mailosaur request.js)', () => {
  it("is node's Agent by another name: the request has no bound", () => {
    expect(rules(mailosaur('httpProxy'), 'cjs/request.js')).toEqual([[MISSING, 25]]);
  });

  it('stays not judged when the agent is given options, which older agent-base read for a timer', () => {
    expect(rules(mailosaur('httpProxy, { timeout: 5000 }'), 'cjs/request.js')).toEqual([]);
  });

  it('stays not judged when the proxy is not a URL string the file can see', () => {
    expect(rules(mailosaur('options.proxy'), 'cjs/request.js')).toEqual([]);
  });
});

// yandex-translate 2.1.3 index.js lines 1-20 and 23-47 (MIT): `var jsonRequest = function (url, params, cb)` posts
// `params`, and each of the module's calls of `jsonRequest` gives an object literal with form fields only (or `get`).
const yandex = (more = '') => `var request = require('request');
var jsonRequest = function(url, params, cb) {
  var handler = function(err, res) { cb(err, res && res.body); };
  if (params.get === true)
    request.get(url, handler);
  else
    request.post(url, params, handler);
};
module.exports = function(apiKey) {
  var translate = function translate(text, opts, cb) {
    jsonRequest('https://translate.yandex.net/translate', {
        form: { text: text, key: apiKey, lang: opts.to }
    }, cb);
  };
  var getLanguages = function getLanguages(opts, cb) {
    jsonRequest('https://translate.yandex.net/getLangs?key=' + apiKey, { get: true }, cb);
  };${more}
  return { translate: translate, getLanguages: getLanguages };
};`;

describe('options a plainly named function gets from its calls in the file (yandex-translate)', () => {
  it('every call gives form fields only: the post has no bound', () => {
    expect(rules(yandex(), 'index.js')).toEqual([
      [MISSING, 5],
      [MISSING, 7],
    ]);
  });

  it('a call giving a timeout: the post is not reported', () => {
    const bounded = yandex(`
  var slow = function (cb) { jsonRequest('https://translate.yandex.net/x', { timeout: 5000 }, cb); };`);
    expect(rules(bounded, 'index.js')).toEqual([[MISSING, 5]]);
  });

  it('the function handed on (other code may call it with anything): not judged', () => {
    expect(rules(yandex('\n  exports.raw = jsonRequest;'), 'index.js')).toEqual([[MISSING, 5]]);
  });
});
