// A member the constructor gives a default and a named setter may change (`setTimeout(timeout) { this.timeout =
// timeout; }`): the setter is a choice the caller may make, like an option it may pass, so the default path keeps
// the constructor's value. Shape of api-qasim 4.0.2 dist/index.cjs (`this.timeout = config.timeout || 45e3`, line
// 35; `setTimeout(() => controller.abort(), this.timeout)` before the global fetch, lines 99-116; the setter at
// lines 641-643), shortened. Counterparts: a setter the file calls itself, and a plain method assigning the member,
// leave it unknown.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

const api = (setter: string, ctor = '') => `var API = class {
  constructor(config) {
    this.timeout = config.timeout || 45e3;${ctor}
  }
  async request(endpoint, method = "GET") {
    const controller = new AbortController();
    const timeoutId = setTimeout(() => controller.abort(), this.timeout);
    try {
      const fetchOptions = { method, signal: controller.signal, headers: {} };
      return await fetch(endpoint, fetchOptions);
    } finally {
      clearTimeout(timeoutId);
    }
  }
  ${setter}
};
module.exports = { API };
`;

describe('a member a named setter may change (api-qasim)', () => {
  it('keeps the constructor’s default on the default path', () => {
    const { found, messages } = checkFile(
      api('setTimeout(timeout) {\n    this.timeout = timeout;\n  }'),
      'dist/index.cjs',
    );
    expect(found).toEqual([[TOO_LONG, 10]]);
    expect(messages[0]).toMatch(/45 s/);
  });

  it('is not known when the file calls the setter or a plain method assigns the member', () => {
    const called = api(
      'setTimeout(timeout) {\n    this.timeout = timeout;\n  }',
      '\n    this.setTimeout(5000);',
    );
    expect(checkFile(called, 'dist/index.cjs').found).toEqual([]);
    const plain = api('configure(timeout) {\n    this.timeout = timeout;\n  }');
    expect(checkFile(plain, 'dist/index.cjs').found).toEqual([]);
  });
});
