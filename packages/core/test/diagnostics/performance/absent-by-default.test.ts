// Bounds that are absent by default or decided by a condition, in axios instances and configs, got, and node's
// http(s) requests: a `timeout` option nothing ends the request on, a timeout set only `if (this.timeout)` with
// `this.timeout = timeout || false`, an instance made from the caller's optional config, options built by a
// helper of the file, a prototype value nothing sets. Each snippet is a reduced copy of a real file (origin and
// licence beside it); the compliant and undecided neighbours of each shape are kept too (precision first).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import type { UndecidedCall } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const judge = (text: string, path = 'lib/client.js') => {
  const collect = { undecided: [] as UndecidedCall[] };
  const found = checkHttpTimeouts(
    { path, text },
    parseSource(path, text).program,
    { maxTimeoutMs: 10_000 },
    {},
    collect,
  );
  return {
    findings: found.map((f) => [f.ruleId, f.line]),
    messages: found.map((f) => f.message),
    undecided: collect.undecided.map((call) => call.line),
  };
};

// customerio-node 4.4.0 dist/lib/request.js lines 1-42 and 75 (MIT): the client's defaults carry `timeout:
// TIMEOUT` and the caller's optional defaults; the request listens for 'error' only.
const customerio = (listeners: string) => `"use strict";
const https_1 = require("https");
const TIMEOUT = 10000;
class CIORequest {
    constructor(auth, defaults) {
        this.auth = auth;
        this.defaults = Object.assign({
            timeout: TIMEOUT,
        }, defaults);
    }
    handler({ uri, body, method, headers }) {
        return new Promise((resolve, reject) => {
            let url = new URL(uri);
            let options = Object.assign({}, this.defaults, {
                method,
                headers,
                hostname: url.hostname,
                path: \`\${url.pathname}\${url.search}\`,
            });
            let req = (0, https_1.request)(options, (res) => {
                res.on('end', () => resolve(res));
            });
${listeners}
            req.write(body);
            req.end();
        });
    }
}
exports.default = CIORequest;`;

describe("node's `timeout` option when nothing ends the request on 'timeout'", () => {
  it("whatever the caller's defaults make the timeout, it bounds nothing (customerio-node)", () => {
    const result = judge(customerio("            req.on('error', (err) => reject(err));"));
    expect(result.findings).toEqual([[MISSING, 20]]);
    expect(result.messages[0]).toContain("nothing destroys the request on 'timeout'");
  });

  it("a 'timeout' listener that destroys it makes the 10 s default the bound: compliant", () => {
    const result = judge(
      customerio(
        "            req.on('error', (err) => reject(err));\n            req.on('timeout', () => req.destroy());",
      ),
    );
    expect(result.findings).toEqual([]);
    expect(result.undecided).toEqual([]);
  });

  it('a request handed on (its listeners may be elsewhere) stays undecided', () => {
    const result = judge(customerio('            this.last = req;'));
    expect(result.findings).toEqual([]);
    expect(result.undecided).toEqual([20]);
  });
});
