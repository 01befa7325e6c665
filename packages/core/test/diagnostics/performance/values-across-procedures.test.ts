// Values that reach an HTTP call through another procedure of the same file: what a method returns, a
// parameter whose only caller passes a known value, a name or member assigned once at the top of a function,
// and objects merged with Object.assign / tsc's __assign. Each case is a minimal copy of a real published file
// (origin and licence beside it); the silent cases are the shapes where the value is not known.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const judge = (text: string, path = 'src/client.ts') => checkFile(text, path);
const check = (text: string, path?: string) => judge(text, path).rows;
const rules = (text: string, path?: string) => judge(text, path).found;

describe('return values and parameters fed by their only caller', () => {
  // @anthropic-ai/sdk 1.14.0 src/client.ts (Apache-2.0): makeRequest destructures buildRequest's return,
  // buildRequest assigns options.timeout = options.timeout ?? this.timeout, fetchWithTimeout arms the timer
  // around the injected fetch it calls with an init it does not build.
  const anthropic = `export class BaseAnthropic {
  constructor({ ...opts } = {}) {
    const options = { ...opts };
    this.timeout = options.timeout ?? BaseAnthropic.DEFAULT_TIMEOUT /* 10 minutes */;
    this.fetch = options.fetch ?? getDefaultFetch();
  }
  async makeRequest(optionsInput, retriesRemaining) {
    const options = await optionsInput;
    const { req, url, timeout } = await this.buildRequest(options, { retryCount: 0 });
    const controller = new AbortController();
    const response = await this.fetchWithTimeout(url, req, timeout, controller);
    return response;
  }
  async fetchWithTimeout(url, init, ms, controller) {
    const { signal, method, ...options } = init || {};
    const abort = this._makeAbort(controller);
    const baseFetch = this.fetch;
    const timedFetch = async (innerUrl, innerInit) => {
      const timeout = setTimeout(abort, ms);
      try {
        return await baseFetch.call(undefined, innerUrl, innerInit);
      } finally {
        clearTimeout(timeout);
      }
    };
    return await wrapFetchWithMiddleware(timedFetch, this.middleware)(url, options);
  }
  async buildRequest(inputOptions, { retryCount = 0 } = {}) {
    const options = { ...inputOptions };
    const url = this.buildURL(options.path);
    if ('timeout' in options) validatePositiveInteger('timeout', options.timeout);
    options.timeout = options.timeout ?? this.timeout;
    const req = { method: options.method, headers: {} };
    return { req, url, timeout: options.timeout };
  }
  static DEFAULT_TIMEOUT = 600000; // 10 minutes
}`;

  it("a method's returned member, passed on by the only caller, bounds the fetch inside (anthropic)", () => {
    // Reported once, at the call the timer bounds, not again where the wrapper is called.
    expect(rules(anthropic)).toEqual([[TOO_LONG, 21]]);
    expect(check(anthropic)[0]?.[2]).toContain('600 s');
  });

  it('a second caller passing another value: the parameter is not known; each call of the wrapper is judged by what it passes', () => {
    const twice = anthropic.replace(
      '    return response;\n',
      '    await this.fetchWithTimeout(url, req, 5000, controller);\n    return response;\n',
    );
    expect(rules(twice)).toEqual([[TOO_LONG, 11]]);
  });

  it('a method handed over as a value may be called from anywhere: not fed, judged at its call only', () => {
    const handed = anthropic.replace(
      '    return response;\n',
      '    register(this.fetchWithTimeout);\n    return response;\n',
    );
    expect(rules(handed)).toEqual([[TOO_LONG, 11]]);
  });

  it('options.timeout assigned again under a condition: not known, silent', () => {
    const reassigned = anthropic.replace(
      '    const req = {',
      '    if (options.fast) options.timeout = 1000;\n    const req = {',
    );
    expect(rules(reassigned)).toEqual([]);
  });

  // @pagerduty/pdjs 2.2.4 build/src/common.js (Apache-2.0, tsc output): request() reassigns its options with
  // applyTimeout's return (the init, or the init plus a timer that aborts nothing) and hands it to
  // fetch_retry, which calls cross-fetch with it and, on a 429, calls itself with the same options.
  const pagerduty = `const cross_fetch_1 = require("cross-fetch");
function request(url, options = {}) {
    const { queryParameters, requestTimeout = 30000 } = options;
    url = new URL(url.toString());
    options = applyTimeout(options, requestTimeout);
    return fetch_retry(url.toString(), 3, {
        ...options,
        headers: new cross_fetch_1.Headers({ 'Content-Type': 'application/json; charset=utf-8', ...options.headers }),
    });
}
exports.request = request;
function fetch_retry(url, retries, options) {
    return new Promise((resolve, reject) => {
        (0, cross_fetch_1.default)(url, options)
            .then(response => {
            if (retries === 0)
                return resolve(response);
            if (response.status === 429) {
                fetch_retry(url, retries - 1, options).then(resolve).catch(reject);
            }
            else {
                clearTimeout(options.requestTimer);
                resolve(response);
            }
        })
            .catch(reject);
    });
}
function applyTimeout(init, timeout) {
    if (!timeout)
        return init;
    const timer = setTimeout(() => { }, timeout);
    return {
        ...init,
        requestTimer: timer,
    };
}`;

  it("an init built by the only caller from a helper's returns, none with a signal (pagerduty)", () => {
    expect(rules(pagerduty)).toEqual([[MISSING, 14]]);
  });

  it('an exported function is called from other modules too: its parameters stay unknown, silent', () => {
    const exported = pagerduty.replace('function fetch_retry(', 'export function fetch_retry(');
    expect(rules(exported)).toEqual([]);
  });

  it('a helper that may return a signal: not known, silent', () => {
    const signalled = pagerduty.replace('requestTimer: timer,', 'signal: AbortSignal.timeout(timeout),');
    // Either the caller's init (no signal) or one with a 30 s signal: which one is decided at run time.
    expect(rules(signalled)).toEqual([]);
  });

  // posthog-node 5.70.0 src/extensions/feature-flags/feature-flags.ts (MIT): the options a method returns get
  // a signal afterwards, under a condition.
  it('a returned object given a signal later under a condition: not known, silent (posthog-node)', () => {
    const text = `class FeatureFlagsPoller {
  getPersonalApiKeyRequestOptions(method = 'GET', etag) {
    const headers = { 'Content-Type': 'application/json' };
    return { method, headers };
  }
  async _requestFeatureFlagDefinitions() {
    const url = this.host + '/flags/definitions';
    const options = this.getPersonalApiKeyRequestOptions('GET', this.flagsEtag);
    if (this.timeout && typeof this.timeout === 'number') {
      const controller = new AbortController();
      safeSetTimeout(() => { controller.abort(); }, this.timeout);
      options.signal = controller.signal;
    }
    const fetch = this.fetch;
    return await fetch(url, options);
  }
}`;
    expect(rules(text)).toEqual([]);
  });
});

describe('objects merged with Object.assign and __assign', () => {
  // airtable 0.12.2 lib/base.js (MIT, tsc output): options rebuilt with __assign(__assign({}, options), {...}).
  it('__assign of two objects, neither with a signal', () => {
    const text = `var __assign = (this && this.__assign) || function () { return Object.assign.apply(this, arguments); };
var node_fetch_1 = require("node-fetch");
function send(url) {
    var defaults = { method: 'GET', headers: {} };
    var requestOptions = __assign(__assign({}, defaults), { body: '{}' });
    return node_fetch_1.default(url, requestOptions);
}`;
    expect(rules(text)).toEqual([[MISSING, 6]]);
  });

  it('Object.assign with an object not known here: silent', () => {
    const text = `const fetch = require('node-fetch');
function send(url, extra) {
  return fetch(url, Object.assign({ method: 'GET' }, extra));
}`;
    expect(rules(text)).toEqual([]);
  });
});

describe('signals combined by a helper, options built by merges and setters', () => {
  // node-telegram-bot-api 2.1.0 dist/core/transport.js (MIT): the timeout comes from a method with a long-poll
  // branch, and the timeout signal is combined with the caller's by a local helper.
  const telegram = `const DEFAULT_TIMEOUT = 300_000;
function combineSignals(signals) {
    const list = signals.filter((s) => s != null);
    if (list.length === 0)
        return { signal: undefined, cleanup: () => { } };
    if (list.length === 1)
        return { signal: list[0], cleanup: () => { } };
    const controller = new AbortController();
    for (const s of list)
        s.addEventListener("abort", () => controller.abort(s.reason), { once: true });
    return { signal: controller.signal, cleanup: () => { } };
}
export class Transport {
    constructor(token, options = {}) {
        const fetchImpl = options.fetch ?? globalThis.fetch;
        this.fetchImpl = fetchImpl;
        this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT;
    }
    effectiveTimeout(method, params) {
        if (method === "getUpdates" && params && typeof params.timeout === "number" && params.timeout > 0) {
            return params.timeout * 1000 + 10_000;
        }
        return this.timeoutMs;
    }
    async request(method, params, signal) {
        const url = this.apiRoot + "/" + method;
        const timeoutMs = this.effectiveTimeout(method, params);
        const timeoutSignal = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
        const { signal: composed, cleanup } = combineSignals([signal, timeoutSignal]);
        const init = { method: "POST", signal: composed };
        const response = await this.fetchImpl(url, init);
        cleanup();
        return response;
    }
}`;

  it("a method's default return and a combining helper: the timeout signal decides (telegram)", () => {
    expect(rules(telegram)).toEqual([[TOO_LONG, 31]]);
    expect(check(telegram)[0]?.[2]).toContain('300 s');
  });

  it('a combined timeout within the limit is fine', () => {
    expect(rules(telegram.replace('300_000', '5_000'))).toEqual([]);
  });

  it('a combined list without a timeout signal: unknown which bounds it, silent', () => {
    expect(rules(telegram.replace('[signal, timeoutSignal]', '[signal, this.closing]'))).toEqual([]);
  });

  // @sendgrid/client 8.1.6 src/classes/client.js (MIT): request() reassigns data with createRequest's
  // return, which merges (mergeData, from @sendgrid/helpers) the constructor's defaultRequest with the call's
  // options; setDefaultRequest(key, value) lets the caller add keys later.
  const sendgrid = `const axios = require('axios');
const { helpers: { mergeData } } = require('@sendgrid/helpers');
class Client {
  constructor() {
    this.defaultRequest = { baseUrl: 'https://api.sendgrid.com/', url: '', method: 'GET', headers: {} };
  }
  setDefaultRequest(key, value) {
    if (key !== null && typeof key === 'object') {
      Object.assign(this.defaultRequest, key);
      return this;
    }
    this.defaultRequest[key] = value;
    return this;
  }
  createRequest(data) {
    let options = { url: data.uri || data.url, method: data.method, data: data.body, headers: data.headers };
    options = mergeData(this.defaultRequest, options);
    options.headers = this.createHeaders(options.headers);
    return options;
  }
  request(data, cb) {
    data = this.createRequest(data);
    return new Promise((resolve, reject) => {
      axios(data).then(resolve).catch(reject);
    });
  }
}`;

  it('a config merged from defaults with no timeout, through a reassigned parameter (sendgrid)', () => {
    expect(rules(sendgrid)).toEqual([[MISSING, 24]]);
  });

  it('defaults with a timeout: fine', () => {
    expect(rules(sendgrid.replace('headers: {} };', 'headers: {}, timeout: 5000 };'))).toEqual([]);
  });

  it('a key written on the options under a condition (not a setter): unknown, silent', () => {
    const conditional = sendgrid.replace(
      '    return options;',
      '    if (data.slow) options[data.key] = data.value;\n    return options;',
    );
    expect(rules(conditional)).toEqual([]);
  });

  it('data reassigned twice: not known, silent', () => {
    const twice = sendgrid.replace(
      '    return new Promise',
      '    if (cb) data = cb(data);\n    return new Promise',
    );
    expect(rules(twice)).toEqual([]);
  });

  // cloudinary 2.11.0 lib/uploader.js (MIT): post_options extended, an agent assigned under a condition, and
  // request.setTimeout(options.timeout != null ? options.timeout : 60000, function () { … post_request.abort() })
  // on the request (uploader.js line 609).
  it('options with an agent set under a condition: the .setTimeout() on the request still decides (cloudinary)', () => {
    const text = `const https = require('https');
const { extend } = require('./utils');
function post(url, options, callback) {
  let post_options = { hostname: 'api.cloudinary.com', path: url };
  post_options = extend(post_options, { method: 'POST' });
  if (options.agent != null) {
    post_options.agent = options.agent;
  }
  let post_request = https.request(post_options, callback);
  post_request.setTimeout(options.timeout != null ? options.timeout : 60000, function () {
    timeout = true;
    return post_request.abort();
  });
  return post_request;
}`;
    expect(rules(text)).toEqual([[TOO_LONG, 9]]);
  });
});
