// The request module promisified (promisified.ts): each call of `Promise.promisify(require("request"))` is a call
// of request with the same options. The cases are minimal copies of a real file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'lib/client.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

// node-bandwidth 4.0.0 lib/client.js lines 1-2 and 40-67 (MIT), shortened: bluebird's promisify of request, and
// the options createRequestOptions builds.
const bandwidth = (wrap: string, extra = '') => `var Promise = require("bluebird");
var request = ${wrap};

var Client = function (config) {
	function createRequestOptions (params) {
		return {
			url                : config.baseUrl + "/" + params.path,
			qs                 : params.qs,
			method             : params.method || "GET",
			json               : true,
			body               : params.body${extra}
		};
	}

	this.makeRequest = function (params) {
		return request(createRequestOptions(params)).then(handleResponse);
	};
};
module.exports = Client;
`;

describe('a promisified request', () => {
  it("reports bluebird's promisify of request with no timeout (node-bandwidth)", () => {
    expect(rules(bandwidth('Promise.promisify(require("request"))'))).toEqual([[MISSING, 16]]);
  });

  it('reads util.promisify the same, and a timeout within the limit as set', () => {
    expect(rules(bandwidth('require("util").promisify(require("request"))'))).toEqual([[MISSING, 16]]);
    expect(rules(bandwidth('Promise.promisify(require("request"))', ',\n\t\t\ttimeout: 5000'))).toEqual([]);
  });

  it('leaves another module promisified unread', () => {
    expect(rules(bandwidth('Promise.promisify(require("./transport"))'))).toEqual([]);
  });
});
