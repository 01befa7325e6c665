// OpenAPI Generator's typescript-fetch runtime, written into each SDK: BaseAPI.fetchApi sends
// `(this.configuration.fetchApi || fetch)(fetchParams.url, fetchParams.init)` with the init BaseAPI.request takes
// from createFetchParams (method, headers, body, credentials, plus the caller's optional initOverrides): no signal
// by default. Each snippet is a minimal copy of a real published file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';

const rules = (text: string, path = 'dist/runtime.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

// ynab 4.1.0 dist/runtime.js lines 76-91, 157-159 and 167-209 (Apache-2.0), shortened: the constructor's
// `this.fetchApi = async (url, init) => …` and the createFetchParams that builds the init.
const YNAB = ({
  init = 'credentials: this.configuration.credentials,',
  call = 'this.fetchApi(url, init)',
} = {}) => `"use strict";
class BaseAPI {
    constructor(configuration = exports.DefaultConfig) {
        this.configuration = configuration;
        this.fetchApi = async (url, init) => {
            let fetchParams = { url, init };
            for (const middleware of this.middleware) {
                if (middleware.pre) {
                    fetchParams = await middleware.pre({ fetch: this.fetchApi, ...fetchParams }) || fetchParams;
                }
            }
            let response = undefined;
            response = await (this.configuration.fetchApi || fetch)(fetchParams.url, fetchParams.init);
            return response;
        };
        this.middleware = configuration.middleware;
    }
    async request(context, initOverrides) {
        const { url, init } = await this.createFetchParams(context, initOverrides);
        const response = await ${call};
        return response;
    }
    async createFetchParams(context, initOverrides) {
        let url = this.configuration.basePath + context.path;
        const headers = Object.assign({}, this.configuration.headers, context.headers);
        const initOverrideFn = typeof initOverrides === "function" ? initOverrides : async () => initOverrides;
        const initParams = {
            method: context.method,
            headers,
            body: context.body,
            ${init}
        };
        const overriddenInit = { ...initParams, ...(await initOverrideFn({ init: initParams, context })) };
        const init = { ...overriddenInit, body: JSON.stringify(overriddenInit.body) };
        return { url, init };
    }
}
exports.BaseAPI = BaseAPI;
`;

// @radixdlt/babylon-core-api-sdk 1.3.0 dist/babylon-core-api-sdk.mjs lines 38-50 and 86-92 (Apache-2.0): Vite's
// bundle, the class field set through its helper and every local name mangled.
const BABYLON = `class M {
  constructor(t = gs) {
    S(this, "middleware");
    S(this, "fetchApi", async (t, r) => {
      let i = { url: t, init: r };
      for (const u of this.middleware)
        u.pre && (i = await u.pre({ fetch: this.fetchApi, ...i }) || i);
      let o;
      o = await (this.configuration.fetchApi || fetch)(i.url, i.init);
      return o;
    });
    this.configuration = t, this.middleware = t.middleware;
  }
  async request(t, r) {
    const { url: i, init: o } = await this.createFetchParams(t, r), u = await this.fetchApi(i, o);
    return u;
  }
  async createFetchParams(t, r) {
    const a = { method: t.method, headers: t.headers, body: t.body, credentials: this.configuration.credentials };
    return { url: this.configuration.basePath + t.path, init: { ...a, ...await r } };
  }
}
`;

describe("OpenAPI Generator's typescript-fetch runtime", () => {
  it('ynab: the stored fetchApi sends the generated init, no signal by default', () => {
    expect(rules(YNAB())).toEqual([[MISSING, 13]]);
  });

  it('@radixdlt/babylon-core-api-sdk: the bundler-mangled class field is the same runtime', () => {
    expect(rules(BABYLON, 'dist/babylon-core-api-sdk.mjs')).toEqual([[MISSING, 9]]);
  });

  it('a createFetchParams that names a signal: not read as the generated init', () => {
    expect(rules(YNAB({ init: 'signal: this.configuration.signal,' }))).toEqual([]);
  });

  it('a call of this.fetchApi with an init not from createFetchParams: not read as the generated init', () => {
    const other = YNAB().replace(
      '    async createFetchParams',
      '    async raw(url, init) {\n        return this.fetchApi(url, init);\n    }\n    async createFetchParams',
    );
    expect(rules(other)).toEqual([]);
  });
});
