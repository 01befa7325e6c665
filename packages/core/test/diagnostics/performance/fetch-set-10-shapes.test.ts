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
