// An axios instance a class keeps on a member, sent through by the bundle's free functions on a parameter named
// for the class. Shape of @verdocs/js-sdk 6.12.2 dist/index.js (MIT), shortened: the class field `timeout = 6e4`
// (line 1138), the constructor's `this.timeout = options?.timeout ?? this.timeout` (line 1176) and
// `this.api = axios.create({ baseURL: this.baseURL, timeout: this.timeout })` (line 1181), a setter documented
// with ` * endpoint.setTimeout(3000);` (line 1352) and called nowhere (line 1358, the set-23 decision), and the
// operations `(endpoint, params) => endpoint.api.post(…)` (line 1030 on).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

const verdocs = ({ setter = '', ctor = '', extra = '', param = 'endpoint' } = {}) => `"use strict";
var import_axios = __toESM(require("axios"));
var authenticate = (${param}, params) => ${param}.api.post("/v2/oauth2/token", params).then((r) => r.data);
var getProfiles = async (${param}) => ${param}.api.get("/v2/profiles").then((r) => r.data);
var VerdocsEndpoint = class _VerdocsEndpoint {
  baseURL = "https://api.verdocs.com";
  timeout = 6e4;
  api;
  constructor(options) {
    this.baseURL = options?.baseURL ?? this.baseURL;
    this.timeout = options?.timeout ?? this.timeout;
    this.api = import_axios.default.create({ baseURL: this.baseURL, timeout: this.timeout });${ctor}
  }
  /**
   * Set the timeout for API calls in milliseconds. 15000ms is the default.
   *
   * \`\`\`typescript
   * const endpoint = new VerdocsEndpoint();
   * endpoint.setTimeout(3000);
   * \`\`\`
   */
  setTimeout(timeout) {
    this.timeout = timeout;
    this.api.defaults.timeout = timeout;
    return this;
  }${setter}
};${extra}
module.exports = { VerdocsEndpoint, authenticate, getProfiles };
`;

describe("an instance kept by the class a parameter is named for (@verdocs/js-sdk's endpoint.api)", () => {
  it("reads `endpoint.api` as VerdocsEndpoint's instance: the field's 60 s, the setter only documented", () => {
    const { found, messages } = checkFile(verdocs(), 'dist/index.js');
    expect(found).toEqual([
      [TOO_LONG, 3],
      [TOO_LONG, 4],
    ]);
    expect(messages[0]).toMatch(/60 s/);
  });

  it('is not known when the file calls the setter in its code', () => {
    const called = verdocs({ ctor: '\n    this.setTimeout(5000);' });
    expect(checkFile(called, 'dist/index.js').found).toEqual([]);
  });

  // Where no call of the file is read as the instance's, its 60 s is said at its create (line 12), as before.
  const atCreate = [[TOO_LONG, 12]];

  it('is not read on a parameter named otherwise, nor when the name is also given another value', () => {
    expect(checkFile(verdocs({ param: 'e' }), 'dist/index.js').found).toEqual(atCreate);
    const bound = verdocs({ extra: '\nvar endpoint = { api: other };\nendpoint.api.get("/x");' });
    expect(checkFile(bound, 'dist/index.js').found).toEqual(atCreate);
  });

  it('is not read when another class of the file gives the member a value, or ends in the same word', () => {
    const twice = verdocs({ extra: '\nclass Other { constructor(api) { this.api = api; } }' });
    expect(checkFile(twice, 'dist/index.js').found).toEqual(atCreate);
    const alike = verdocs({ extra: '\nclass MockEndpoint { constructor() { this.calls = []; } }' });
    expect(checkFile(alike, 'dist/index.js').found).toEqual(atCreate);
  });

  it("keeps the constructor's value unknown when no field gives the member one", () => {
    const noField = verdocs().replace('  timeout = 6e4;\n', '');
    expect(checkFile(noField, 'dist/index.js').found).toEqual([]);
  });
});
