// Constructor functions handed a plain-number timeout (constructed-plain.ts). Shapes copied from
// http-rabbitmq-manager 0.0.4 (BSD): index.js lines 1 and 21-39 (`var timeout = config.timeout || 25000;` in `var
// Client = function(config)`, then `this.getClient = new httpClients.getClient(options, timeout);` and the same for
// putClient) and clients.js lines 1-46 (`module.exports = { getClient : function (options, timeout) { … this.timeout =
// timeout; this.makeRequest = function(path, _cb) { … req.setTimeout(this.timeout, function() { req.abort(); … })`).
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

const INDEX = (timeout = 'config.timeout || 25000', extra = '') => `var httpClients = require('./clients.js');

exports.client = function(config) {
	config = config || {};
	return new Client(config);
}

var Client = function(config) {
	var timeout = ${timeout};${extra}
	var options = {
		host : config.host || 'localhost',
		port : config.port || 15672
	}
	this.getClient = new httpClients.getClient(options, timeout);
	this.putClient = new httpClients.putClient(options, timeout);
};
`;

const CLIENT = (name: string, method: string) => `	${name} : function (options, timeout) {
		this.options = JSON.parse(JSON.stringify(options));
		this.options.method = '${method}';
		this.timeout = timeout;

		this.makeRequest = function(path, _cb) {
			this.options.path = path;
			var req = http.request(this.options, function(res) {
				res.on('end', function() { _cb(null, {}); });
			});
			req.on('error', function(e) { _cb(e); });
			req.setTimeout(this.timeout, function() {
				req.abort();
				_cb({ message : "Request timeout" });
			});
			req.end();
		}
	}`;

const CLIENTS = `var http = require('http');

module.exports = {
${CLIENT('getClient', 'GET')},
${CLIENT('putClient', 'PUT')}
};
`;

const inClients = (files: Record<string, string>) =>
  scanProject(files)
    .filter(([file]) => file === 'clients.js')
    .map(([, line, rule]) => [line, rule]);

describe('constructor functions handed a plain-number timeout (http-rabbitmq-manager)', () => {
  it("reads each constructor's `this.timeout` as the 25 s every construction passes by default", () => {
    expect(inClients({ 'index.js': INDEX(), 'clients.js': CLIENTS })).toEqual([
      [11, TOO_LONG],
      [29, TOO_LONG],
    ]);
  });

  it('stays silent within the limit, when the local is assigned again, or the constructing file is not seen', () => {
    expect(inClients({ 'index.js': INDEX('config.timeout || 5000'), 'clients.js': CLIENTS })).toEqual([]);
    const again = INDEX(undefined, '\n\tif (config.fast) timeout = 2000;');
    expect(inClients({ 'index.js': again, 'clients.js': CLIENTS })).toEqual([]);
    expect(inClients({ 'clients.js': CLIENTS })).toEqual([]);
  });
});
