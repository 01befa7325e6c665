// A got instance's request method chosen at run time, `this.httpBaseClient[reqVerb](pathname, httpConfig)`: the
// shape of paystack-node 0.3.0 src/PayStack/index.js (MIT), whose makeMethod returns the function every API
// method is (lines 240-327, `reqVerb = config.method.toLowerCase()`) and whose PayStack constructor keeps
// `this.httpBaseClient = got.extend(clientOptions)` (line 404). The call is one of the instance's sends, judged
// by its options where it sends, not the instance reported unused at its create (held-out set 19).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const PAYSTACK = (options: string, fill = '') => `'use strict'
const got = require('got')

const makeMethod = function (config, methodName) {
  let httpConfig = ${options}
  return function (requestParams = {}) {
    let pathname = config.path
${fill}
    const reqVerb = config.method.toLowerCase()
    return this.httpBaseClient[reqVerb](pathname, httpConfig)
  }
}

class PayStack {
  constructor (apiKey) {
    const clientOptions = { headers: {}, baseUrl: 'https://api.paystack.co' }
    clientOptions.headers['Authorization'] = \`Bearer \${apiKey}\`
    this.httpBaseClient = got.extend(clientOptions)
  }
}

module.exports = PayStack
`;

describe("a got instance's verb chosen at run time", () => {
  it('judges the send by its visible options: none bound it', () => {
    const { found } = checkFile(
      PAYSTACK("{ headers: { 'Cache-Control': 'no-cache' }, json: true }"),
      'src/index.js',
    );
    expect(found).toEqual([[MISSING, 10]]);
    expect(checkFile(PAYSTACK('{ json: true }'), 'src/index.js').messages[0]).toMatch(
      /^this\.httpBaseClient\[method\]\(\) has no timeout/,
    );
  });

  it('judges a long timeout in its options at the send', () => {
    const { found } = checkFile(PAYSTACK('{ json: true, timeout: 60000 }'), 'src/index.js');
    expect(found).toEqual([[TOO_LONG, 10]]);
  });

  it("leaves undecided options with keys written at run time (paystack's `httpConfig[type] = …`), not the create", () => {
    const fill = '    for (let type in requestParams) { httpConfig[type] = requestParams[type] }';
    const { found, undecided } = checkFile(PAYSTACK('{ json: true }', fill), 'src/index.js');
    expect(found).toEqual([]);
    expect(undecided).toEqual([10]);
  });

  it('reads a literal key as the member it names: extend sends nothing, the instance is unused (its create)', () => {
    const text = PAYSTACK('{ json: true }').replace('[reqVerb]', "['extend']");
    expect(checkFile(text, 'src/index.js').found).toEqual([[MISSING, 18]]);
  });
});
