// A class that hands its superclass a fetch of its own method (super-handed-fetch.ts, session 40): the shape of
// @foxy.io/sdk 1.16.2 dist/cjs/customer/API.js, reduced to the lines that decide.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

// customer/API.js lines 32-55 and 148-168: the customer client hands Core.API `fetch: (...args) =>
// this.__fetch(...args)` and calls `this.fetch(…)` (Core.API's method around the fetch it was given).
const customer = (handed: string) => `const cross_fetch_1 = require("cross-fetch");
const Core = require("../core/index.js");
class API extends Core.API {
  constructor(params) {
    super(Object.assign(Object.assign({}, params), { fetch: ${handed} }));
  }
  signIn(credentials) {
    return this.fetch(new URL('./authenticate', this.base).toString(), {
      body: JSON.stringify(credentials),
      method: 'POST',
    });
  }
  __fetch(input, init) {
    const request = new cross_fetch_1.Request(input, init);
    return request;
  }
}
exports.API = API;`;

describe('a class that hands its superclass a fetch of its own', () => {
  it("its this.fetch reaches its own __fetch: silent (foxy.io customer API's signIn)", () => {
    expect(
      checkFile(customer('(...args) => this.__fetch(...args)'), 'dist/cjs/customer/API.js').found,
    ).toEqual([]);
  });

  it('the same with `this.__fetch.bind(this)`: silent', () => {
    expect(checkFile(customer('this.__fetch.bind(this)'), 'dist/cjs/customer/API.js').found).toEqual([]);
  });

  it('a fetch the caller hands on: still an injected fetch, missing', () => {
    expect(checkFile(customer('params.fetch'), 'dist/cjs/customer/API.js').found).toEqual([[MISSING, 8]]);
  });
});
