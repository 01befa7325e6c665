// A fetch kept in a private field (private-fields.ts, injected-fetch.ts): `this.#fetch`, the reads tsc and
// esbuild lower it to, and a method of the class handing it back (`getFetch()`), judged as the injected fetch
// a public `this.fetch` already is. Each snippet is a minimal copy of a real file, origin and licence beside it.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts, type HttpTimeoutCollector } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
function check(text: string, path: string) {
  const collect: HttpTimeoutCollector = { undecided: [] };
  const findings = checkHttpTimeouts(
    { path, text },
    parseSource(path, text).program,
    { maxTimeoutMs: 10_000 },
    {},
    collect,
  );
  return {
    rules: findings.map((f) => [f.ruleId, f.line]),
    undecided: collect.undecided.map((u) => [u.line, u.reason]),
  };
}

// @xata.io/client 0.30.1 dist/index.cjs lines 2030-2093 (Apache-2.0): esbuild lowered the class's `#fetch`
// to a WeakMap `_fetch` read by `__privateGet$6(this, _fetch)`; `getFetch()` hands it back and `request` calls
// it with the caller's options inside an abandoned 5-minute race.
const xata = `var __privateGet$6 = (obj, member, getter) => (__accessCheck$7(obj, member, "read from private field"), getter ? getter.call(obj) : member.get(obj));
var __privateSet$5 = (obj, member, value, setter) => (__accessCheck$7(obj, member, "write to private field"), member.set(obj, value), value);
var _fetch, _queue;
const REQUEST_TIMEOUT = 5 * 60 * 1e3;
class ApiRequestPool {
  setFetch(fetch2) {
    __privateSet$5(this, _fetch, fetch2);
  }
  getFetch() {
    if (!__privateGet$6(this, _fetch)) {
      throw new Error("Fetch not set");
    }
    return __privateGet$6(this, _fetch);
  }
  request(url, options) {
    const fetchImpl = this.getFetch();
    const runRequest = async (stalled = false) => {
      const { promise, cancel } = timeoutWithCancel(REQUEST_TIMEOUT);
      const response = await Promise.race([fetchImpl(url, options), promise.then(() => null)]).finally(cancel);
      return response;
    };
    return runRequest();
  }
}
_fetch = new WeakMap();`;

describe('a fetch handed back by a getter of its private field (xata)', () => {
  it("with the caller's options it is listed as not judged, never a guessed finding", () => {
    expect(check(xata, 'dist/index.cjs')).toEqual({
      rules: [],
      undecided: [[19, 'its options come from `options`']],
    });
  });

  it('with options of its own and no signal it is reported (the same class, options written out)', () => {
    const own = xata
      .replace('fetchImpl(url, options)', "fetchImpl(url, { method: 'GET' })")
      .replace(/const \{ promise[^\n]*\n/, '')
      .replace('await Promise.race([fetchImpl', 'await (fetchImpl')
      .replace(', promise.then(() => null)]).finally(cancel)', ')');
    expect(check(own, 'dist/index.cjs').rules).toEqual([[MISSING, 18]]);
  });

  it('a getter handing back something that is not a fetch stays silent', () => {
    const other = xata.replaceAll('_fetch', '_client');
    expect(
      check(other.replace('fetchImpl(url, options)', "fetchImpl(url, { method: 'GET' })"), 'dist/index.cjs'),
    ).toEqual({
      rules: [],
      undecided: [],
    });
  });
});

// HttpLlm (a provider client found in the code corpus by `this.#fetch = `: `#fetch: typeof fetch`, assigned
// `config.fetchImpl ?? fetch`), compiled here by TypeScript 5 (`tsc --target es2020 --module commonjs`): tsc
// lowers `this.#fetch(url, init)` to `__classPrivateFieldGet(this, _HttpLlm_fetch, "f").call(this, url, init)`.
describe('a private #fetch as TypeScript writes it and as tsc lowers it', () => {
  const source = `export class HttpLlm {
  #fetch: typeof fetch;
  constructor(config: { fetchImpl?: typeof fetch }) {
    this.#fetch = config.fetchImpl ?? fetch;
  }
  async complete(url: string, body: string): Promise<Response> {
    const fetchImpl = this.#fetch;
    return fetchImpl(url, { method: 'POST', body });
  }
}`;
  const lowered = `"use strict";
var __classPrivateFieldGet = (this && this.__classPrivateFieldGet) || function (receiver, state, kind, f) {
    return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
};
var _HttpLlm_fetch;
Object.defineProperty(exports, "__esModule", { value: true });
class HttpLlm {
    constructor(config) {
        _HttpLlm_fetch.set(this, void 0);
        __classPrivateFieldSet(this, _HttpLlm_fetch, config.fetchImpl ?? fetch, "f");
    }
    async complete(url, body) {
        return __classPrivateFieldGet(this, _HttpLlm_fetch, "f").call(this, url, { method: 'POST', body });
    }
}
exports.HttpLlm = HttpLlm;
_HttpLlm_fetch = new WeakMap();`;

  it('a local bound to this.#fetch is the fetch (TypeScript source)', () => {
    expect(check(source, 'src/llm.ts').rules).toEqual([[MISSING, 8]]);
    expect(
      check(
        source.replace(
          "{ method: 'POST', body }",
          "{ method: 'POST', body, signal: AbortSignal.timeout(5000) }",
        ),
        'src/llm.ts',
      ).rules,
    ).toEqual([]);
  });

  it("tsc's __classPrivateFieldGet(…).call(this, url, init) is the fetch (compiled CommonJS)", () => {
    expect(check(lowered, 'dist/llm.js').rules).toEqual([[MISSING, 13]]);
    expect(check(lowered.replaceAll('_HttpLlm_fetch', '_HttpLlm_client'), 'dist/llm.js').rules).toEqual([]);
  });
});
