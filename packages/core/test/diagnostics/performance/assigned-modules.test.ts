// A node http(s) module reached through a name the function assigns in several branches (`var transport; if (…)
// transport = http; else if (…) transport = https; else throw …`): not a constant, so the request was not seen at
// all. It is that module where every value the function gives the name is that module (or nothing yet). Shapes from
// real code, reduced to the lines that decide; each carries its origin and licence.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
// The findings as `[rule, line]` and the lines not judged (checkFile's messages are left out).
const run = (text: string, path = 'lib/index.js') => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};

// A small published `http-request` module ("a function to make a request via HTTP or HTTPS … with core npm `http`
// and `https` modules", MIT), a stored public copy in the code corpus of this project's search tool: options from
// url.parse plus keys, the module chosen by protocol, a throw for any other.
const httpRequest = (third: string) => `"use strict";
var http = require("http");
var https = require("https");
var urlUtils = require("url");
module.exports = createRequest;
function createRequest(url, options){
	options = options || {};
	var reqOptions = urlUtils.parse(url);
	reqOptions.method = options.method || "GET";
	reqOptions.rejectUnauthorized = false;
	var transport;
	if (reqOptions.protocol === "http:"){
		transport = http;
	} else if (reqOptions.protocol === "https:") {
		transport = https;
	} else {
		${third}
	}
	var req = transport.request(reqOptions, function(res){
		res.on("data", function resOnData(chunk){});
	});
	req.on("error", function reqOnError(err){});
	req.end(options.data);
}`;

describe('a node http module chosen into a name in several branches', () => {
  it('http, https or a throw (http-request): judged as node http', () => {
    expect(run(httpRequest('throw Error("invalid url: " + url);'))).toEqual({
      found: [[MISSING, 19]],
      undecided: [],
    });
  });

  it('a branch that assigns something else leaves the name unknown: not seen as a request', () => {
    expect(run(httpRequest('transport = options.transport;'))).toEqual({ found: [], undecided: [] });
  });

  it("rollbar 3.1.0 src/server/transport.js lines 39-58 (MIT): the caller's factory or a module table: not judged", () => {
    const text = `import http from 'http';
import https from 'https';
function Transport() {}
Transport.prototype.get = function (accessToken, options, params, callback, transportFactory) {
  var t;
  options = options || {};
  if (transportFactory) {
    t = transportFactory(options);
  } else {
    t = _transport(options);
  }
  var req = t.request(options, function (resp) { callback(resp); });
  req.end();
};
function _transport(options) {
  return { 'http:': http, 'https:': https }[options.protocol];
}
export default Transport;`;
    expect(run(text).found).toEqual([]);
  });

  it('a name the function does not declare (set elsewhere) is not followed', () => {
    const text = httpRequest('throw Error("invalid url");').replace('\tvar transport;\n', '');
    expect(run(text)).toEqual({ found: [], undecided: [] });
  });
});

// fred-api 2.0.1 lib/index.js lines 1-13 and 23-48 (MIT): a module-level name, declared bare once, given the https
// module by the constructor and read by a method.
const fred = (more = '') => `var Fred, http, root;
Fred = function(apiKey) {
    'use strict';
    this.apiKey = apiKey;
    http = require('https');
    root = 'https://api.stlouisfed.org/fred/';
};${more}
Fred.prototype.get = function(url, params, callback) {
    'use strict';
    var requestUrl = root + url + '?api_key=' + this.apiKey;
    http.get(requestUrl, function(response) {
        response.on('data', function(chunk) {});
    });
};
module.exports = Fred;`;

describe('a module-level name a function assigns a client module (fred-api)', () => {
  it('holds that module in another function: a get with no timeout is reported', () => {
    expect(run(fred(), 'lib/index.js').found).toEqual([[MISSING, 11]]);
  });

  it('assigned something else anywhere in the file: not followed', () => {
    expect(
      run(fred('\nFred.useAgent = function (client) { http = client; };'), 'lib/index.js').found,
    ).toEqual([]);
  });

  it('shadowed by a parameter of that name in the method: not followed', () => {
    const shadowed = fred().replace('function(url, params, callback)', 'function(url, params, http)');
    expect(run(shadowed, 'lib/index.js').found).toEqual([]);
  });
});
