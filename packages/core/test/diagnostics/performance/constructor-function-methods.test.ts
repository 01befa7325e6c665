// A method a constructor function sets on `this` (`this.name = function (…) {…}`), read by the calls of its sibling
// methods: node-bandwidth 4.0.0 lib/v2/message.js (`var Message = function (client) { this._createIrisRequestOptions =
// function (params) { … return { url, headers, qs, method, auth, json, body, … }; }; … this._makeIrisRequest =
// function (params) { return request(this._createIrisRequestOptions(params)).then(…); }; }`, lines 61-125, with
// `var request = Promise.promisify(require("request"))`), shortened. Counterparts: a returned object with a timeout
// within the limit is silent; a method set twice is not known.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const message = (extra = '', second = '') => `var Promise = require("bluebird");
var request = Promise.promisify(require("request"));
var Message = function (client) {
	this._createIrisRequestOptions = function (params) {
		var headers = { "User-Agent" : client.getUserAgentHeader() };
		return {
			url     : "https://dashboard.bandwidth.com/api/accounts/" + params.path,
			headers : headers,
			qs      : params.qs,
			method  : params.method || "GET",${extra}
			json    : false
		};
	};
	${second}
	this._makeIrisRequest = function (params) {
		return request(this._createIrisRequestOptions(params)).then(function (r) { return r; });
	};
};
module.exports = Message;
`;

describe('a method set on `this` by a constructor function (node-bandwidth)', () => {
  it('reads the options it returns at its sibling’s request', () => {
    const { found } = checkFile(message(), 'lib/v2/message.js');
    expect(found).toEqual([[MISSING, 16]]);
  });

  it('is silent with a timeout within the limit, and unknown when the method is set twice', () => {
    expect(checkFile(message('\n\t\t\ttimeout : 5000,'), 'lib/v2/message.js').found).toEqual([]);
    const twice = message('', 'this._createIrisRequestOptions = function (params) { return params; };');
    expect(checkFile(twice, 'lib/v2/message.js').found).toEqual([]);
  });
});
