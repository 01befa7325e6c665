// Fetches reached in shapes held-out set 10 showed the checker missing. Each case is a minimal copy of a real
// published file (origin and licence beside it); the silent cases are the near shapes that stay unjudged.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'api/api.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

describe('a thunk handing back the injected fetch, called and its result called', () => {
  // inngest 4.24.0 api/api.js lines 38-44 and 364-371 (Apache-2.0): the client is handed
  // `fetch: () => this.fetch` and getRunOutput sends `this._fetch()(url, { method, headers })`.
  const api = (init: string) => `export class InngestApi {
  _fetch;
  constructor({ baseUrl, fetch }) {
    this.baseUrl = baseUrl;
    this._fetch = fetch;
  }
  async getRunOutput(runId, token) {
    const url = new URL(\`/v1/http/runs/\${runId}/output\`, this.baseUrl);
    return this._fetch()(url.toString(), ${init});
  }
}`;

  it('is the injected fetch: missing with method and headers only (inngest api.js:367)', () => {
    expect(rules(api('{ method: "GET", headers: { "Content-Type": "application/json" } }'))).toEqual([
      [MISSING, 9],
    ]);
  });

  it('with a timer signal it is bounded (silent)', () => {
    expect(rules(api('{ method: "GET", signal: AbortSignal.timeout(5000) }'))).toEqual([]);
  });

  it("a handler's fetch (`app.fetch()`) is no injected fetch's thunk (silent)", () => {
    const other = `export function route(app, url) {
  return app.fetch()(url, { method: "GET" });
}`;
    expect(rules(other)).toEqual([]);
  });
});

describe('a function of the file handing back one that calls its argument with everything it is given', () => {
  // @formbricks/api 3.0.0 dist/index.js lines 9-31 (MIT): wrapThrowsAsync only catches, so
  // `wrapThrowsAsync(fetch)(url, init)` sends the global fetch with method, headers and body.
  const formbricks = (inner: string) => `const wrapThrowsAsync = (fn) => async (...args) => {
  try {
    return { ok: true, data: ${inner} };
  } catch (error) {
    return { ok: false, error };
  }
};
export const makeRequest = async (apiHost, endpoint, method, data) => {
  const url = new URL(apiHost + endpoint);
  const res = await wrapThrowsAsync(fetch)(url.toString(), {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(data)
  });
  return res;
};`;

  it('is a call of the global fetch: missing without a signal (@formbricks/api index.js:25)', () => {
    expect(rules(formbricks('await fn(...args)'), 'dist/index.js')).toEqual([[MISSING, 10]]);
  });

  it('a wrapper that changes what it hands on is not transparent (silent)', () => {
    expect(
      rules(formbricks('await fn(args[0], { signal: AbortSignal.timeout(5000) })'), 'dist/index.js'),
    ).toEqual([]);
  });
});

describe("a class's getter handing back a cached fetch", () => {
  // inngest 4.24.0 components/Inngest.js lines 177-180 and 613-620 (Apache-2.0): `get fetch()` caches
  // getFetch of the user's fetch or globalThis.fetch; send posts with method, body and headers only.
  const inngest = (getter: string) => `import { getFetch } from "../helpers/env.js";
export class Inngest {
  constructor(options) {
    this._userProvidedFetch = options.fetch;
    this.api = { fetch: () => this.fetch };
  }
  ${getter}
  async send(payloads) {
    const url = new URL("e/key", this.eventBaseUrl);
    return this.fetch(url.href, { method: "POST", body: JSON.stringify(payloads) });
  }
}`;

  it('is the injected fetch: missing without a signal (inngest Inngest.js:613)', () => {
    const getter = `get fetch() {
    if (!this._cachedFetch) this._cachedFetch = this._userProvidedFetch ? getFetch(this._userProvidedFetch) : getFetch(globalThis.fetch);
    return this._cachedFetch;
  }`;
    expect(rules(inngest(getter), 'components/Inngest.js')).toEqual([[MISSING, 13]]);
  });

  it('a method named fetch is a wrapper judged by its own code, not an injected fetch (silent)', () => {
    const method = `fetch(url, init) {
    return this._cachedFetch(url, { ...init, signal: AbortSignal.timeout(5000) });
  }`;
    expect(rules(inngest(method), 'components/Inngest.js')).toEqual([]);
  });
});

describe("the caller's whole fetch init handed through, and its signal handed on with `?? void 0`", () => {
  // inngest 4.24.0 experimental/durable-endpoints/client.js lines 16-32 and 67-97 (Apache-2.0): the first fetch
  // spreads the user's `fetchOpts` (a pass-through, judged at its callers); the redirect fetches build their own
  // init whose signal is the user's optional `opts?.fetchOpts?.signal ?? void 0` (compiled `?? undefined`).
  const durable = `export async function fetchWithStream(url, opts) {
  const fetchFn = opts?.fetch ?? globalThis.fetch;
  const initialRes = await fetchFn(url, {
    ...opts?.fetchOpts,
    headers: { Accept: "text/event-stream" }
  });
  return iterSseFollowRedirects(initialRes, fetchFn, opts?.fetchOpts?.signal ?? void 0);
}
async function iterSseFollowRedirects(res, fetchFn, signal) {
  const fetchOpts = { headers: { Accept: "text/event-stream" }, signal };
  return fetchFn(res.url, fetchOpts);
}`;

  it('the redirect fetch is missing; the pass-through of the whole init is not judged (inngest client.js:81, :22)', () => {
    expect(rules(durable, 'experimental/durable-endpoints/client.js')).toEqual([[MISSING, 11]]);
  });

  it('a timer signal handed on bounds the redirect fetch (silent)', () => {
    const bounded = durable.replace('opts?.fetchOpts?.signal ?? void 0', 'AbortSignal.timeout(5000)');
    expect(rules(bounded, 'experimental/durable-endpoints/client.js')).toEqual([]);
  });
});

describe('an options object copied into itself with more keys under an `if`', () => {
  // @brightspace-ui/logging 1.8.1 logging.js lines 40-54 (Apache-2.0): after a 410 the options are copied with
  // mode no-cors and sent again with window.fetch.
  const logging = (copy: string, after = '') => `export class Logger {
  async _flush(logs) {
    let options = { method: 'POST', mode: 'cors', body: JSON.stringify(logs) };
    const resp = await window.fetch(this.endpoint, { signal: AbortSignal.timeout(5000), ...options });
    if (resp.status === 410) {
      ${copy}
      window.fetch(this.endpoint, options);
    }
    ${after}
  }
}`;

  it('is that copy: missing with no signal (@brightspace-ui/logging logging.js:54)', () => {
    expect(rules(logging("options = { ...options, mode: 'no-cors' };"), 'logging.js')).toEqual([
      [MISSING, 7],
    ]);
  });

  it('a copy that adds a timer signal bounds it (silent)', () => {
    expect(
      rules(logging('options = { ...options, signal: AbortSignal.timeout(5000) };'), 'logging.js'),
    ).toEqual([]);
  });

  it('a copy from another value is no self-extension: unknown (silent)', () => {
    expect(rules(logging("options = { ...this.defaults, mode: 'no-cors' };"), 'logging.js')).toEqual([]);
  });
});
