// A fetch the caller may hand in, else the global one (or a fetch module's), chosen where it is called
// (fetch-fallbacks.ts): judged like an injected fetch with the init it is given, whatever the override is named.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import type { UndecidedCall } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

function check(text: string, path = 'dist/runtime.js') {
  const undecided = { undecided: [] as UndecidedCall[] };
  const findings = checkHttpTimeouts(
    { path, text },
    parseSource(path, text).program,
    { maxTimeoutMs: 10_000 },
    {},
    undecided,
  );
  return {
    findings: findings.map((f) => [f.line, f.ruleId]),
    undecided: undecided.undecided.map((u) => [u.line, u.reason]),
  };
}

describe('a fetch chosen between the caller’s and the global one', () => {
  // twitter-openapi-typescript-generated 0.0.40 dist/runtime.js:213 (OpenAPI Generator typescript-fetch): the
  // configuration's fetchApi, else the global fetch. The init comes from the middleware: not judged, but no
  // longer silent.
  it('lists the OpenAPI runtime’s send as undecided', () => {
    const text = `class BaseAPI {
  constructor(configuration) { this.configuration = configuration; this.middleware = []; }
  async fetchApi(url, init) {
    let fetchParams = { url, init };
    for (const middleware of this.middleware) fetchParams = (await middleware.pre(fetchParams)) || fetchParams;
    return (this.configuration.fetchApi || fetch)(fetchParams.url, fetchParams.init);
  }
}
exports.BaseAPI = BaseAPI;`;
    expect(check(text)).toEqual({
      findings: [],
      undecided: [[6, 'its options come from `fetchParams.init`']],
    });
  });

  it('judges the init it is given', () => {
    const text = `export async function ping(config) {
  return (config.transport ?? globalThis.fetch)('https://api.example/ping', { method: 'GET' });
}
export async function pong(config) {
  return (config.transport ?? globalThis.fetch)('https://api.example/pong', { signal: AbortSignal.timeout(5000) });
}`;
    expect(check(text, 'src/ping.js').findings).toEqual([[2, 'perf/http-timeout-missing']]);
  });

  // @datadog/datadog-api-client 1.64.0 http/isomorphic-fetch.js:76-81: `this.fetch ||` the global fetch where
  // there is one, else cross-fetch's.
  it('takes a choice between the global fetch and a fetch module as the fallback', () => {
    const text = `const cross_fetch_1 = require("cross-fetch");
class IsomorphicFetchHttpLibrary {
  send(request) {
    const fetchFunction = this.fetch || (typeof fetch === "function" ? fetch : cross_fetch_1.fetch);
    return fetchFunction(request.getUrl(), { method: 'GET', headers: request.getHeaders() });
  }
}
exports.IsomorphicFetchHttpLibrary = IsomorphicFetchHttpLibrary;`;
    expect(check(text, 'http/isomorphic-fetch.js').findings).toEqual([[5, 'perf/http-timeout-missing']]);
  });

  // phrase-js 3.0.0 dist/runtime.js:265: `this.configuration.fetchApi || window.fetch.bind(window)`.
  it('takes a bound global fetch as the fallback', () => {
    const text = `export function send(configuration, url) {
  return (configuration.fetchApi || window.fetch.bind(window))(url, { method: 'POST' });
}`;
    expect(check(text, 'src/send.js').findings).toEqual([[2, 'perf/http-timeout-missing']]);
  });

  it('leaves a choice whose fallback is no fetch alone', () => {
    const text = `export function send(options, url) {
  return (options.send || defaultSend)(url, { method: 'POST' });
}
function defaultSend(url, init) { return Promise.resolve({ url, init }); }`;
    expect(check(text, 'src/send.js')).toEqual({ findings: [], undecided: [] });
  });
});
