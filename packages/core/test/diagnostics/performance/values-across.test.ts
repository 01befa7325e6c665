// Values that decide a timeout but live outside the call: a class's static default, a constructor's field, an
// abort timer armed through a bound name, a sibling module's exported constant or client, and a wrapper the
// project defines. Each case is a minimal copy of a real published file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import {
  checkHttpTimeouts,
  type HttpModuleSummary,
  summarizeHttpModule,
} from '../../../src/diagnostics/performance';
import { scanFiles } from '../../../src/diagnostics/scanner';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const check = (text: string, modules: Record<string, string> = {}, path = 'src/client.js') => {
  const summaries = new Map<string, HttpModuleSummary>();
  for (const [specifier, source] of Object.entries(modules)) {
    summaries.set(specifier, summarizeHttpModule(parseSource(`${specifier}.js`, source).program));
  }
  return checkHttpTimeouts(
    { path, text },
    parseSource(path, text).program,
    { maxTimeoutMs: 10_000 },
    { imports: (specifier) => summaries.get(specifier) },
  ).map((f) => [f.ruleId, f.line, f.message]);
};
const rules = (text: string, modules?: Record<string, string>) =>
  check(text, modules).map(([rule, line]) => [rule, line]);

describe('class fields and statics', () => {
  it('a static default read through the class name in the constructor (openai 7.57.0 src/client.ts, Apache-2.0)', () => {
    const text = `export class OpenAI {
  constructor({ ...opts } = {}) {
    const options = { ...opts };
    this.timeout = options.timeout ?? OpenAI.DEFAULT_TIMEOUT; /* 10 minutes */
  }
  async get(url) {
    return this.fetch.call(undefined, url, { signal: AbortSignal.timeout(this.timeout) });
  }
  static DEFAULT_TIMEOUT = 600000; // 10 minutes
}`;
    expect(rules(text)).toEqual([[TOO_LONG, 7]]);
    expect(check(text)[0]?.[2]).toContain('600 s');
  });

  it('an options object set once with a visible default, read in another method', () => {
    const text = `class Rest {
  constructor(opts) { this.options = { timeout: 60000, ...opts }; }
  send(url) { return this.options.fetch(url, { signal: AbortSignal.timeout(this.options.timeout) }); }
}`;
    expect(rules(text)).toEqual([[TOO_LONG, 3]]);
  });

  it('a field assigned in two methods has no single value: unknown, silent', () => {
    const text = `class Rest {
  constructor() { this.timeout = 60000; }
  tighten() { this.timeout = 5000; }
  send(url) { return this.fetch(url, { signal: AbortSignal.timeout(this.timeout) }); }
}`;
    expect(rules(text)).toEqual([]);
  });
});

describe('abort timers', () => {
  it('setTimeout(abort, ms) where abort = this._makeAbort(controller) and ms has a default (@anthropic-ai/sdk 1.14.0 src/client.ts, Apache-2.0)', () => {
    const text = `class Client {
  async fetchWithTimeout(url, init, ms = 600000, controller = new AbortController()) {
    const abort = this._makeAbort(controller);
    const timeout = setTimeout(abort, ms);
    const fetchOptions = { signal: controller.signal, method: 'GET' };
    return await this.fetch.call(undefined, url, fetchOptions);
  }
}`;
    expect(rules(text)).toEqual([[TOO_LONG, 6]]);
  });

  it('controller.abort.bind(controller) stored in a name, and a literal bound', () => {
    const text = `async function get(url) {
  const controller = new AbortController();
  const stop = controller.abort.bind(controller);
  setTimeout(stop, 60000);
  return fetch(url, { signal: controller.signal });
}`;
    expect(rules(text)).toEqual([[TOO_LONG, 5]]);
    expect(rules(text.replace('60000', '5000'))).toEqual([]);
  });

  it('a timer whose delay is a parameter without default: unknown, silent (@discordjs/rest 2.6.3 dist/index.js, Apache-2.0)', () => {
    const text = `async function makeNetworkRequest(manager, url, options) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), manager.options.timeout);
  return await manager.options.makeRequest(url, { ...options, signal: controller.signal });
}`;
    expect(rules(text)).toEqual([]);
  });
});

describe("tsc's private fields and promise races", () => {
  // @notionhq/client 5.26.0 build/src/Client.js (MIT): #timeoutMs and #fetch compiled to WeakMaps, the injected
  // fetch raced by RequestTimeoutError.rejectAfterTimeout(promise, ms).
  const notion = (fallback: string) => `var _Client_timeoutMs, _Client_fetch;
class Client {
  constructor(options) {
    var _d, _f;
    __classPrivateFieldSet(this, _Client_timeoutMs, (_d = options === null || options === void 0 ? void 0 : options.timeoutMs) !== null && _d !== void 0 ? _d : ${fallback}, "f");
    __classPrivateFieldSet(this, _Client_fetch, (_f = options === null || options === void 0 ? void 0 : options.fetch) !== null && _f !== void 0 ? _f : fetch.bind(globalThis), "f");
  }
  async executeSingleRequest(args) {
    const response = await errors_1.RequestTimeoutError.rejectAfterTimeout(__classPrivateFieldGet(this, _Client_fetch, "f").call(this, args.url, {
      method: "GET",
    }), __classPrivateFieldGet(this, _Client_timeoutMs, "f"));
  }
}
_Client_timeoutMs = new WeakMap(), _Client_fetch = new WeakMap();`;

  it('a race against a 60 s default is too long; against 5 s it is bounded', () => {
    expect(rules(notion('60000'))).toEqual([[TOO_LONG, 9]]);
    expect(rules(notion('5000'))).toEqual([]);
  });

  it('the default read from a sibling constants module', () => {
    const constants = 'exports.DEFAULT_TIMEOUT_MS = void 0;\nexports.DEFAULT_TIMEOUT_MS = 60000;';
    const text = `const constants_1 = require("./constants");\n${notion('constants_1.DEFAULT_TIMEOUT_MS')}`;
    expect(rules(text, { './constants': constants })).toEqual([[TOO_LONG, 10]]);
  });

  it('a race whose delay is unknown leaves the call unknown, not missing', () => {
    const text = 'async function go(u, ms) { return withTimeout(fetch(u), ms); }';
    expect(rules(text)).toEqual([]);
    expect(rules('async function go(u) { return fetch(u); }')).toEqual([[MISSING, 1]]);
  });
});

describe('one relative import', () => {
  it("a constant exported by a sibling module, required by tsc's CommonJS (@notionhq/client 5.26.0 build/src/constants.js, MIT)", () => {
    const constants = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_TIMEOUT_MS = void 0;
exports.DEFAULT_TIMEOUT_MS = 60000;`;
    const text = `const constants_1 = require("./constants");
class Client {
  constructor(options) { this.timeoutMs = options?.timeoutMs ?? constants_1.DEFAULT_TIMEOUT_MS; }
  send(url) { return fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) }); }
}`;
    expect(rules(text, { './constants': constants })).toEqual([[TOO_LONG, 4]]);
    // Without the sibling the value is unknown: silent.
    expect(rules(text)).toEqual([]);
  });

  it('an ES named import of a constant and of a client re-exported by a sibling (airtable 0.12.2 lib/fetch.js, MIT)', () => {
    const fetchModule = `"use strict";
var node_fetch_1 = __importDefault(require("node-fetch"));
module.exports = typeof window === 'undefined' ? node_fetch_1.default : window.fetch.bind(window);`;
    const text = `var fetch_1 = __importDefault(require("./fetch"));
import { REQUEST_TIMEOUT } from './defaults';
export function run(url) { return fetch_1.default(url, { method: 'GET' }); }
export function bounded(url) { return fetch_1.default(url, { timeout: REQUEST_TIMEOUT }); }`;
    expect(
      rules(text, { './fetch': fetchModule, './defaults': 'export const REQUEST_TIMEOUT = 300 * 1000;' }),
    ).toEqual([
      [MISSING, 3],
      [TOO_LONG, 4],
    ]);
  });
});

describe('wrappers the project defines', () => {
  it('a wrapper is judged inside by its own default, and at a call that passes a longer bound', () => {
    const wrapper = `export async function fetchWithTimeout(url, init = {}, timeoutMs = 30000) {
  return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}`;
    // Inside the wrapper: its own default (30 s) is reported once, where it is decided.
    expect(rules(wrapper)).toEqual([[TOO_LONG, 2]]);
    const text = `import { fetchWithTimeout } from './http';
export const a = (u) => fetchWithTimeout(u);
export const b = (u) => fetchWithTimeout(u, {}, 120000);
export const c = (u) => fetchWithTimeout(u, {}, 5000);
export const d = (u, t) => fetchWithTimeout(u, {}, t);`;
    const found = check(text, { './http': wrapper });
    // a: the default applies, judged in http.js; b: longer than the limit here; c: fine; d: unknown.
    expect(found.map(([rule, line]) => [rule, line])).toEqual([[TOO_LONG, 3]]);
    expect(found[0]?.[2]).toContain('fetchWithTimeout');
  });

  it('a function passing `timeout` to something that is not an HTTP client is no wrapper', () => {
    const text = `function lock(key, timeout = 5000) { return redis.set(key, 1, { timeout }); }
lock('a', 60000);
function get(url, timeout = 5000) { return axios.get(url, { timeout }); }
get('https://x.test', 60000);`;
    expect(rules(text)).toEqual([[TOO_LONG, 4]]);
  });

  it('a wrapper in the same file, called with 0 (which disables the bound)', () => {
    const text = `function get(url, ms = 5000) {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), ms);
  return fetch(url, { signal: controller.signal });
}
get('https://x.test', 0);
get('https://x.test');`;
    expect(rules(text)).toEqual([[MISSING, 6]]);
  });
});

describe('the scanner follows one relative import', () => {
  it('a client file is judged with its sibling, whichever is read first', () => {
    const files = [
      {
        path: 'lib/a-client.js',
        text: "const c = require('./z-constants');\nfetch(u, { signal: AbortSignal.timeout(c.T) });\n",
      },
      { path: 'lib/z-constants.js', text: 'exports.T = 60000;\n' },
      {
        path: 'lib/other.js',
        text: "import { T } from '../lib/z-constants.js';\nfetch(u, { signal: AbortSignal.timeout(T) });\n",
      },
    ];
    const result = scanFiles(files, {
      parse: parseSource,
      limits: toDiagnosticLimits(),
      categories: ['performance'],
    });
    expect(result.findings.map((f) => [f.file, f.line, f.ruleId])).toEqual([
      ['lib/a-client.js', 2, TOO_LONG],
      ['lib/other.js', 2, TOO_LONG],
    ]);
  });
});
