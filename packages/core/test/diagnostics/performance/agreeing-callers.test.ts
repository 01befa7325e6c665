// A request helper of the file whose bound is a parameter, called from several places that all pass the same
// default: the verdict sits at the send inside the helper (where the labels place it), not at each call. From
// held-out set 12's two false positives and one miss in @friendlycaptcha/server-sdk 0.3.0 dist/client/client.js
// (MIT), lines 4, 59-81 and 120-153, reduced to the lines that decide.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

const client = (first: string, second: string) => `const DEFAULT_TIMEOUT = 20000;
export class FriendlyCaptchaClient {
  constructor(opts) {
    this.fetch = opts.fetch || globalThis.fetch;
  }
  makeRequest(endpoint, requestBody, result, timeout) {
    const body = JSON.stringify(requestBody);
    return new Promise((resolve) => {
      const controller = new AbortController();
      const signal = controller.signal;
      setTimeout(() => {
        controller.abort();
        resolve(result);
      }, timeout);
      this.fetch(endpoint, { method: "POST", body, signal })
        .then((response) => resolve(response));
    });
  }
  verifyCaptchaResponse(response, opts = {}) {
    const timeout = ${first};
    return this.makeRequest(this.siteverifyEndpoint, { response }, {}, timeout);
  }
  retrieveRiskIntelligence(token, opts = {}) {
    const timeout = ${second};
    return this.makeRequest(this.retrieveEndpoint, { token }, {}, timeout);
  }
}`;

describe('every caller of a request helper passes the same bound', () => {
  const defaulted = '(opts === null || opts === void 0 ? void 0 : opts.timeout) || DEFAULT_TIMEOUT';

  it('is judged at the send inside the helper, not at its calls (@friendlycaptcha/server-sdk)', () => {
    const { found, messages } = checkFile(client(defaulted, defaulted), 'dist/client/client.js');
    expect(found).toEqual([[TOO_LONG, 15]]);
    expect(messages[0]).toContain('20 s');
  });

  it('callers that pass different bounds are each judged where they choose it', () => {
    const { found } = checkFile(client(defaulted, '5000'), 'dist/client/client.js');
    expect(found).toEqual([[TOO_LONG, 21]]);
  });

  it('a bound within the limit from every caller: nothing to report', () => {
    expect(checkFile(client('opts.timeout || 5000', '5000'), 'dist/client/client.js').found).toEqual([]);
  });
});
