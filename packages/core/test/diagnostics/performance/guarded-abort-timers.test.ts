// A controller's signal always sent, its abort timer armed only under an `if` on an option with no default (the
// timer "bounds" the request only when the caller configured a timeout), and ES2022 private members (`this.#x`,
// `#method()`) read as the judges read public ones. Shapes from real code, reduced to the lines that decide; each
// carries its origin (all MIT).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

// storyblok-js-client 7.7.6 src/sbFetch.ts lines 29-33 and 116-131: `if (this.timeout) { timeout =
// setTimeout(() => controller.abort(), this.timeout) }`, then `this.fetch(url, { …, signal })`. The package
// stores `$c?.timeout ? $c.timeout * 1000 : 0`; `stored` varies what the constructor keeps.
const storyblok = (stored: string) => `export class SbFetch {
  constructor($c) {
    this.timeout = ${stored};
  }
  async _methodHandler(method) {
    const controller = new AbortController();
    const { signal } = controller;
    let timeout = null;
    if (this.timeout) {
      timeout = setTimeout(() => controller.abort(), this.timeout);
    }
    const fetchResponse = await fetch(this.url, { method, headers: this.headers, signal });
    if (this.timeout && timeout) clearTimeout(timeout);
    return fetchResponse;
  }
}`;

describe('an abort timer armed only under an `if` that does not hold by default', () => {
  it("the constructor's option kept with no default: no timer by default, missing", () => {
    const { found, messages } = checkFile(storyblok('$c.timeout'), 'src/sbFetch.js');
    expect(found).toEqual([[MISSING, 12]]);
    expect(messages[0]).toContain('armed only under an `if` that does not hold by default');
  });

  it('a default of its own arms the timer: judged by that default, as before', () => {
    expect(checkFile(storyblok('$c.timeout || 5000'), 'src/sbFetch.js').found).toEqual([]);
    expect(checkFile(storyblok('$c.timeout || 30000'), 'src/sbFetch.js').found).toEqual([
      ['perf/http-timeout-too-long', 12],
    ]);
  });

  it('a value the file cannot decide (another call) leaves the timer as the bound: silent, as before', () => {
    expect(checkFile(storyblok('readTimeout($c)'), 'src/sbFetch.js').found).toEqual([]);
  });

  // @crowdin/crowdin-api-client 1.58.0 out/core/internal/fetch/fetchClient.js lines 53-63: the request is sent
  // inside the `if` (with the timer) or in its `else` (with none); the `if` does more than arm a timer. (crowdin
  // keeps the timeout in `withTimeout(timeout)`; here the constructor keeps its option, absent by default.)
  it('an `if` that sends the request itself is not read (the else branch is judged on its own)', () => {
    const crowdin = `export class FetchClient {
  constructor(config) { this.timeout = config.timeout; }
  async request(url, method) {
    let request;
    if (this.timeout) {
      const controller = new AbortController();
      const timeoutId = setTimeout(() => controller.abort(), this.timeout);
      request = fetch(url, { method, signal: controller.signal });
    } else {
      request = fetch(url, { method });
    }
    return request;
  }
}`;
    expect(checkFile(crowdin, 'out/fetchClient.js').found).toEqual([[MISSING, 10]]);
  });

  // The same guard on a destructured option of an exported helper (no default given in its pattern).
  const helper = (pattern: string) => `export async function send(url, options = {}) {
  const ${pattern} = options;
  const controller = new AbortController();
  let timer;
  if (timeout) timer = setTimeout(() => controller.abort(), timeout);
  return fetch(url, { signal: controller.signal });
}`;

  it('a destructured option with no default: missing; with one: silent', () => {
    expect(checkFile(helper('{ timeout }'), 'src/send.js').found).toEqual([[MISSING, 6]]);
    expect(checkFile(helper('{ timeout = 10000 }'), 'src/send.js').found).toEqual([]);
  });
});

// meilisearch 0.62.0 src/http-requests.ts lines 143-162 (`#requestTimeout?` kept from `config.timeout`, no default)
// and 233-236 (`this.#requestTimeout !== undefined ? … : null`), with the timer written in place of its helper.
const meili = (extra = '') => `export class HttpRequests {
  #requestTimeout;
  constructor(config) {
    this.#requestTimeout = config.timeout;${extra}
  }
  async request(url) {
    const ac = new AbortController();
    if (this.#requestTimeout !== undefined) setTimeout(() => ac.abort(), this.#requestTimeout);
    return fetch(url, { signal: ac.signal });
  }
}`;

describe('private members read as public ones', () => {
  it("a private field kept from the constructor's option, tested in the guard: missing", () => {
    expect(checkFile(meili(), 'src/http-requests.js').found).toEqual([[MISSING, 9]]);
  });

  it('a public field of the same name is another member (its default does not arm the private one)', () => {
    const both = meili('\n    this.requestTimeout = 5000;');
    expect(checkFile(both, 'src/http-requests.js').found).toEqual([[MISSING, 10]]);
  });

  // meilisearch 0.62.0 src/http-requests.ts lines 197-222 and 231: `const { url, init } =
  // this.#prepareRequest(options)`, the init a private method builds (here without the user's spreads).
  const prepared = (signal: string) => `export class HttpRequests {
  #prepareRequest({ path, method }) {
    const url = new URL(path, this.base);
    const init = { method${signal}, headers: {} };
    return { url, init };
  }
  async request(options) {
    const { url, init } = this.#prepareRequest(options);
    return fetch(url, init);
  }
}`;

  it("a private method's returned init is read: no signal, missing; a timeout signal, silent", () => {
    expect(checkFile(prepared(''), 'src/http-requests.js')).toMatchObject({
      found: [[MISSING, 9]],
      undecided: [],
    });
    expect(checkFile(prepared(', signal: AbortSignal.timeout(5000)'), 'src/http-requests.js')).toMatchObject({
      found: [],
      undecided: [],
    });
  });
});
