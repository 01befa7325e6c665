// node-fetch's own `timeout` beside a signal that is only the caller's optional one: by default the call has no
// signal, and the timeout is its bound. And a bound key the function sets on an options object it cannot read
// (built by a helper, awaited) before the send. From held-out set 3's miss in telegraf 4.16.3
// lib/core/network/client.js (MIT), lines 279 and 296-304, reduced to the lines that decide.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

const literal = (signal: string, timeout: string) => `const node_fetch_1 = require("node-fetch");
class ApiClient {
  async callApi(method, payload, { signal } = {}) {
    const controller = new AbortController(); this.pending = controller;
    const config = { method: "POST", signal: ${signal}, timeout: ${timeout} };
    const res = await (0, node_fetch_1.default)("https://api.telegram.org/" + method, config);
    return res.json();
  }
}
module.exports = ApiClient;`;

describe("a caller's optional signal beside node-fetch's own timeout", () => {
  it('by default the timeout bounds the call: too long above the limit (telegraf)', () => {
    expect(checkFile(literal('signal', '500000'), 'lib/client.js').found).toEqual([[TOO_LONG, 6]]);
  });

  it('a timeout within the limit: nothing to report', () => {
    const { found, undecided } = checkFile(literal('signal', '5000'), 'lib/client.js');
    expect({ found, undecided }).toEqual({ found: [], undecided: [] });
  });

  it("a signal of the function's own controller is not the caller's: judged by the signal, as before", () => {
    expect(checkFile(literal('controller.signal', '500000'), 'lib/client.js').found).toEqual([]);
  });
});

describe('a bound key set on options built elsewhere', () => {
  const built = (assignments: string) => `const node_fetch_1 = require("node-fetch");
class ApiClient {
  async callApi(method, payload, { signal } = {}) {
    const config = includesMedia(payload)
      ? await buildFormDataConfig({ method, ...payload })
      : await buildJSONConfig(payload);
${assignments}
    const res = await (0, node_fetch_1.default)("https://api.telegram.org/" + method, config);
    return res.json();
  }
}
module.exports = ApiClient;`;

  it('is read at that key whatever the object held (telegraf)', () => {
    const code = built('    config.signal = signal;\n    config.timeout = 500000; // ms');
    expect(checkFile(code, 'lib/client.js').found).toEqual([[TOO_LONG, 9]]);
  });

  it('set only under a condition: the object stays unknown', () => {
    const code = built('    config.signal = signal;\n    if (payload.slow) config.timeout = 500000;');
    const { found, undecided } = checkFile(code, 'lib/client.js');
    expect({ found, undecided }).toEqual({ found: [], undecided: [9] });
  });
});
