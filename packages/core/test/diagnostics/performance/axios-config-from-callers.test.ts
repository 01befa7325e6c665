// `axios(options)` whose one argument is its method's parameter, read at the file's calls of that method. Each case
// is a minimal copy of a real file (origin and licence beside it); the silent cases are the ways the config could
// still carry a bound, or not be a config at all.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'lib/index.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

// drip-nodejs 3.1.4 lib/index.js lines 1, 25-100 (MIT): `request` sends its `requestOptions` with the global axios
// function (named `requestPromise`), and every call of it in the file is a verb method's object literal.
const drip = ({
  getOptions = "responseType: 'json'",
  extra = '',
} = {}) => `const requestPromise = require('axios');
class Client {
  requestHeaders() {
    return { authorization: this.token };
  }
  request(requestOptions, callback) {
    if (callback) {
      return requestPromise(requestOptions).then((response) => callback(null, response, response.data));
    }
    return requestPromise(requestOptions);
  }
  get(resourcePath, data, callback) {
    return this.request({
      method: 'GET',
      headers: this.requestHeaders(),
      url: 'https://api.getdrip.com/' + resourcePath,
      params: data.qs,
      ${getOptions}
    }, callback);
  }
  del(resourcePath, data, callback) {
    return this.request({ method: 'DELETE', headers: this.requestHeaders(), url: resourcePath }, callback);
  }
}
${extra}
module.exports = (options) => new Client(options);`;

describe("axios's config from its method's callers (drip-nodejs)", () => {
  it('every call of the method gives a config without a timeout: both sends are missing', () => {
    expect(rules(drip())).toEqual([
      [MISSING, 8],
      [MISSING, 10],
    ]);
  });

  it('one caller sets a timeout: not judged', () => {
    expect(rules(drip({ getOptions: 'timeout: 5000' }))).toEqual([]);
  });

  it("one caller hands on its own caller's config: not judged", () => {
    const handed = drip({
      extra: 'Client.prototype.raw = function (config) { return this.request(config); };',
    });
    expect(rules(handed)).toEqual([]);
  });

  it('the method is read other than by a call (handed to other code): not judged', () => {
    expect(rules(drip({ extra: 'module.exports.send = Client.prototype.request;' }))).toEqual([]);
  });
});
