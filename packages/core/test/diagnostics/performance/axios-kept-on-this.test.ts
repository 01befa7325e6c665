// The axios module kept on `this` and called as a function, and a setter through which the caller may hand its
// own client: notifications-node-client 8.4.0 client/api_client.js (MIT), lines 1, 15, 84-97 and 111-113.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'client/api_client.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

const apiClient = (options: string, setter: string) => `var defaultRestClient = require('axios').default;
function ApiClient(urlBase) {
  this.proxy = null;
  this.restClient = defaultRestClient;
  this.urlBase = urlBase;
}
ApiClient.prototype.post = function (path, data) {
  var options = ${options};
  if (this.proxy !== null) options.proxy = this.proxy;
  return this.restClient(options);
};
${setter}
module.exports = ApiClient;`;

const SET_CLIENT = `ApiClient.prototype.setClient = function (restClient) {
  this.restClient = restClient;
};`;

describe('the axios module kept on this, unless the caller hands its own to a setter', () => {
  it('is axios: missing with method, url and data only (notifications-node-client api_client.js:96)', () => {
    expect(rules(apiClient("{ method: 'post', url: this.urlBase + path, data: data }", SET_CLIENT))).toEqual([
      [MISSING, 10],
    ]);
  });

  it('with no setter it is the same module (missing)', () => {
    expect(rules(apiClient("{ method: 'post', url: this.urlBase + path }", ''))).toEqual([[MISSING, 10]]);
  });

  it('a timeout in the options bounds it (silent)', () => {
    expect(
      rules(apiClient("{ method: 'post', url: this.urlBase + path, timeout: 5000 }", SET_CLIENT)),
    ).toEqual([]);
  });

  it('a setter the file itself calls is part of the default path: unknown client (silent)', () => {
    const called = `${SET_CLIENT}\nApiClient.prototype.reset = function (c) { this.setClient(c); };`;
    expect(rules(apiClient("{ method: 'post', url: this.urlBase + path }", called))).toEqual([]);
  });

  it('a method not named for the member is no setter: unknown client (silent)', () => {
    const other = `ApiClient.prototype.configure = function (restClient) {\n  this.restClient = restClient;\n};`;
    expect(rules(apiClient("{ method: 'post', url: this.urlBase + path }", other))).toEqual([]);
  });
});
