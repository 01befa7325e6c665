// Node's `http.request(options[, callback])` and `http.request(url[, options][, callback])`
// (https://nodejs.org/api/http.html#httprequestoptions-callback): the argument after the options, or a function
// after the URL, is the response callback, not options, also when it is not written inline. Before this, such a
// callback (a method's `.bind(this)`, a method returning a function, a name bound to one) was read as options
// "built at run time" and the whole call was left not judged. Shapes from real packages, reduced to the lines that
// decide; each carries its origin and licence.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
// The findings as `[rule, line]` and the lines not judged (checkFile's messages are left out).
const run = (text: string, path = 'lib/client.js') => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};

// vimeo 2.3.1 lib/vimeo.js lines 94-144 and 192-246 (Apache-2.0): http or https by protocol, options from two
// prototype helpers, the callback a method that returns a function.
const vimeo = (options: string) => `var httpModule = require('http')
var httpsModule = require('https')
var Vimeo = module.exports.Vimeo = function Vimeo (clientId) { this._clientId = clientId }
Vimeo.prototype.request = function vimeoRequest (options, callback) {
  var client = null
  var requestOptions = this._buildRequestOptions(options)
  client = requestOptions.protocol === 'https:' ? httpsModule : httpModule
  var req = client.request(${options}, this._handleRequest(callback))
  req.on('error', function (e) { callback(e) })
  req.end()
}
Vimeo.prototype._handleRequest = function (callback) {
  return function (res) {
    res.on('end', function () { callback(null, res.statusCode) })
  }
}
Vimeo.prototype._buildRequestOptions = function (options) {
  var requestOptions = this._applyDefaultRequestOptions(options)
  requestOptions.headers.Authorization = 'Bearer token'
  return requestOptions
}
Vimeo.prototype._applyDefaultRequestOptions = function (options) {
  var requestOptions = {
    protocol: options.protocol || 'https:',
    host: options.hostname || 'api.vimeo.com',
    method: options.method || 'GET',
    headers: options.headers || {},
    path: options.path
  }
  return requestOptions
}`;

// @appsignal/nodejs 3.9.1 dist/transmitter.js lines 88-110 and 166-200 (MIT): the module a method picks, options
// spread from the results of methods of the class, the callback a name bound to what a method returns.
const appsignal = `"use strict";
const http_1 = tslib_1.__importDefault(require("http"));
const https_1 = tslib_1.__importDefault(require("https"));
class Transmitter {
    request(requestOptions) {
        const { method, onError } = requestOptions;
        const initialOptions = { method, ...this.urlRequestOptions() };
        const { protocol, path } = initialOptions;
        const options = { ...initialOptions, ...this.bodyRequestOptions(method) };
        const module = this.requestModule(protocol !== null && protocol !== void 0 ? protocol : "");
        const callback = this.handleRedirectsCallback(requestOptions);
        const request = module.request(options, callback);
        request.on("error", onError);
        request.end();
    }
    handleRedirectsCallback({ method, callback }) {
        return stream => { callback(stream); };
    }
    requestModule(protocol) {
        return protocol == "http:" ? http_1.default : https_1.default;
    }
    urlRequestOptions() {
        const requestUrl = new url_1.URL(this.url);
        return { protocol: requestUrl.protocol, host: requestUrl.hostname, path: requestUrl.pathname };
    }
    bodyRequestOptions(method) {
        if (method != "POST")
            return {};
        return { headers: { "Content-Type": "application/json" } };
    }
}`;

// mode-device (moderepo/node-device-lib index.js, MIT), outside the corpus: a literal options object and a
// handler stored on the instance, bound.
const modeDevice = (timeout: string) => `var https = require('https');
var ModeDevice = function(deviceId, token) {
  this.host = 'api.tinkermode.com';
  this.eventFinishedCallback = function() {};
};
ModeDevice.prototype.triggerEvent = function(eventType, eventData) {
  var jsonData = JSON.stringify({ eventType: eventType, eventData: eventData });
  var options = {
    host: this.host,
    path: '/devices/' + this.deviceId + '/event',
    method: 'PUT',${timeout}
  };
  var req = https.request(options, this.eventFinishedCallback.bind(this));
  req.on('timeout', function () { req.destroy(); });
  req.write(jsonData);
  req.end();
};`;

describe('the response callback of a node http(s) request is not its options', () => {
  it('a method returning a function (vimeo): judged on the options two helpers build', () => {
    expect(run(vimeo('requestOptions'))).toEqual({ found: [[MISSING, 8]], undecided: [] });
  });

  it('a name bound to what a method returns (appsignal): judged on the options spread from methods', () => {
    expect(run(appsignal)).toEqual({ found: [[MISSING, 12]], undecided: [] });
  });

  it('`this.handler.bind(this)` (mode-device): the options decide, a timeout ended on its event included', () => {
    expect(run(modeDevice('')).found).toEqual([[MISSING, 13]]);
    expect(run(modeDevice('\n    timeout: 60000')).found).toEqual([[TOO_LONG, 14]]);
    expect(run(modeDevice('\n    timeout: 5000'))).toEqual({ found: [], undecided: [] });
  });

  it('a URL then a bound handler: the handler is the callback (`http.get(url, cb)`)', () => {
    const text = `const https = require('https');
class Poller {
  poll() {
    https.get('https://example.com/status', this.onResponse.bind(this)).end();
  }
  onResponse(res) { res.resume(); }
}`;
    expect(run(text).found).toEqual([[MISSING, 4]]);
  });

  it('options the caller hands in stay not judged, whatever the callback is', () => {
    expect(run(vimeo('options'))).toEqual({ found: [], undecided: [8] });
  });

  it('after a URL, a value not known to be a function stays not judged (it may be options)', () => {
    const text = `const https = require('https');
exports.get = function get(url, extra) {
  https.get(url, extra.handler).end();
};`;
    expect(run(text)).toEqual({ found: [], undecided: [3] });
  });
});
