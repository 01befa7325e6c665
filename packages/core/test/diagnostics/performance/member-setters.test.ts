// A member the constructor gives a default and a setter named for it may change (constants.ts, `isSetter` on
// `this.x = x`; session 41): api-qasim 4.0.2 dist/index.cjs (set 20), lines 27-36 (`this.timeout = config.timeout
// || 45e3`), 92-116 (`setTimeout(() => controller.abort(), this.timeout)` arming the fetch's signal) and 641-643
// (`setTimeout(timeout) { this.timeout = timeout; }`), reduced to the lines that decide. The setter is a choice the
// caller may make, like an option it may pass: the member keeps the constructor's value by default, as a key of
// `this.config` does under a setter named for it (node-appwrite's setSelfSigned, helper-built-inits.test.ts).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

const qasim = (setter: string, extra = '') => `var API = class {
  constructor(config) {
    this.apiKey = config.apiKey || "qasim-dev";
    this.timeout = config.timeout || 45e3;
  }
  async request(endpoint, method = "GET", params, body) {
    const controller = new AbortController();
    const timeoutId = setTimeout(() => controller.abort(), this.timeout);
    try {
      const fetchOptions = { method, signal: controller.signal, headers: {} };
      const response = await fetch(this.buildURL(endpoint, params || {}), fetchOptions);
      return response.json();
    } finally {
      clearTimeout(timeoutId);
    }
  }
  ${setter}
};
module.exports = { API };${extra}
`;

describe('a member a setter named for it may change keeps the constructor’s default', () => {
  it('the 45 s default of the abort timer is too long (api-qasim index.cjs:116)', () => {
    const found = checkFile(
      qasim('setTimeout(timeout) {\n    this.timeout = timeout;\n  }'),
      'dist/index.cjs',
    );
    expect(found.found).toEqual([[TOO_LONG, 11]]);
  });

  it('a method not named for the member, or a setter the file calls, leaves it unknown', () => {
    const other = qasim('configure(timeout) {\n    this.timeout = timeout;\n  }');
    const called = qasim(
      'setTimeout(timeout) {\n    this.timeout = timeout;\n  }',
      '\nnew API({}).setTimeout(0);',
    );
    expect(checkFile(other, 'dist/index.cjs').found).toEqual([]);
    expect(checkFile(called, 'dist/index.cjs').found).toEqual([]);
  });
});
