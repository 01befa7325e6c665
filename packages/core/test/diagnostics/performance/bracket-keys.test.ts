// Options built by a helper with bracketed string keys (`options['data'] = body`, `options['url'] = url`) and sent
// by the global axios function: starkcore 0.4.0 starkcore/utils/request.js (lines 5, 23-71, 73-79), from held-out
// set 11's first reading. A bracketed string key is the key it names, as `options.data = body` is.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'starkcore/utils/request.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

const request = (extra: string) => `const axios = require('axios').default;
function preProcess(method, url, payload) {
  let options = {
    'method': method,
  };
  if (payload) {
    options['data'] = JSON.stringify(payload);
  }
  options['headers'] = { 'Content-Type': 'application/json' };
  options['url'] = url;
  ${extra}
  return options;
}
exports.fetch = async function (method, url, payload = null, timeout = 15) {
  let options = preProcess(method, url, payload);
  const response = await axios(options);
  return response.data;
};`;

describe('options keyed in brackets (starkcore request.js:79)', () => {
  it('method, data, headers and url: no timeout, and the unused `timeout = 15` parameter sets none (missing)', () => {
    expect(rules(request(''))).toEqual([[MISSING, 16]]);
  });

  it("`options['timeout'] = 5000` bounds it (silent)", () => {
    expect(rules(request("options['timeout'] = 5000;"))).toEqual([]);
  });

  it('a key computed at run time may be the timeout: not known (silent)', () => {
    expect(rules(request('options[key] = value;'))).toEqual([]);
  });
});
