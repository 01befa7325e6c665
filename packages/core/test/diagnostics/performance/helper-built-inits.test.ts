// A fetch whose init is built where the checker did not follow it, or whose only signal is optional (held-out
// set 6's misses of that class, read to develop this): a callee cast to fetch's type, an `[url, init]` pair a
// class-field helper returns, a guard `x !== undefined || x >= 0` on a value absent by default, a dispatcher
// set only when a `setKey(key)` setter was called; and the false positive it had, a parameter named `fetch`
// that is the caller's lookup-by-id callback. Each case is a minimal copy of a real published file (origin and
// licence beside it); each has a counterpart that must stay silent (or not be reported as missing).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'src/client.js') => checkFile(text, path).found;

describe('a callee cast to fetch’s type is a fetch', () => {
  // @growthbook/growthbook 1.8.0 src/feature-repository.ts:55-72 (MIT): `polyfills.fetch`, cast to
  // `typeof globalThis.fetch`, sent with `{ headers }` or `{ method, headers, body }` only.
  const growthbook = `const polyfills = getPolyfills();
export const helpers = {
  fetchFeaturesCall: ({ host, clientKey, headers }) => {
    return (polyfills.fetch as typeof globalThis.fetch)(
      \`\${host}/api/features/\${clientKey}\`,
      { headers },
    );
  },
  fetchRemoteEvalCall: ({ host, clientKey, payload, headers }) => {
    const options = {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(payload),
    };
    return (polyfills.fetch as typeof globalThis.fetch)(\`\${host}/api/eval/\${clientKey}\`, options);
  },
};`;

  it('`(polyfills.fetch as typeof globalThis.fetch)(url, { headers })`: reported (growthbook)', () => {
    expect(rules(growthbook, 'src/feature-repository.ts')).toEqual([
      [MISSING, 4],
      [MISSING, 15],
    ]);
  });

  it('the same cast with a timeout signal is silent; a cast to another type is not a fetch', () => {
    const bounded = growthbook.replace('{ headers },', '{ headers, signal: AbortSignal.timeout(5000) },');
    expect(rules(bounded, 'src/feature-repository.ts')).toEqual([[MISSING, 15]]);
    const other = growthbook.replaceAll('typeof globalThis.fetch', 'typeof globalThis.postMessage');
    expect(rules(other, 'src/feature-repository.ts')).toEqual([]);
  });
});

describe('a parameter named fetch, known only by its name', () => {
  // gocardless-nodejs 10.1.2 cjs/api/api.js:68-100 (MIT): `fetch` is the destructured request option, the
  // resource's own find callback, called with the conflicting resource's id — not a fetch.
  const gocardless = `class Api {
    async request({ path, method, requestParameters = {}, fetch, }) {
        const requestOptions = this.createRequestOptions(method, requestParameters);
        try {
            const response = await (0, got_1.default)(path, requestOptions);
            return { body: response.body };
        }
        catch (e) {
            if (e instanceof got_1.default.HTTPError) {
                const err = GoCardlessErrors.ApiError.buildFromResponse(e.response);
                if (err instanceof GoCardlessErrors.IdempotentCreationConflictError && !this.raiseOnIdempotencyConflict) {
                    return fetch(err.conflictingResourceId);
                }
                throw err;
            }
            throw e;
        }
    }
}
exports.Api = Api;`;

  it('`fetch(err.conflictingResourceId)`: not a fetch, not reported (gocardless)', () => {
    expect(rules(gocardless).filter(([, line]) => line === 12)).toEqual([]);
  });

  it('the same parameter called with an address, or with (url, init), is still judged as a fetch', () => {
    const byUrl = gocardless.replace('fetch(err.conflictingResourceId)', 'fetch(err.redirectUrl)');
    expect(rules(byUrl).filter(([, line]) => line === 12)).toEqual([[MISSING, 12]]);
    const literal = gocardless.replace(
      'fetch(err.conflictingResourceId)',
      "fetch('https://api.gocardless.com/x')",
    );
    expect(rules(literal).filter(([, line]) => line === 12)).toEqual([[MISSING, 12]]);
    const pair = gocardless.replace(
      'fetch(err.conflictingResourceId)',
      'fetch(err.conflictingResourceId, {})',
    );
    expect(rules(pair).filter(([, line]) => line === 12)).toEqual([[MISSING, 12]]);
  });
});

describe('an [url, init] pair a class-field helper returns', () => {
  // @upstash/qstash 2.12.0 chunk-F7X2AQ7W.mjs:1451-1495 (MIT): `requestWithBackoff` and `processRequest` are
  // instance fields holding arrow functions; the init is method, headers, body and keepalive.
  const qstash = `class HttpClient {
  requestWithBackoff = async (request) => {
    const [url, requestOptions] = this.processRequest(request);
    let response = void 0;
    for (let index = 0; index <= this.retry.attempts; index++) {
      try {
        response = await fetch(url.toString(), requestOptions);
        break;
      } catch (error_) {
        if (index < this.retry.attempts) await new Promise((r) => setTimeout(r, this.retry.backoff(index)));
      }
    }
    return { response };
  };
  processRequest = (request) => {
    const headers = new Headers(request.headers);
    const requestOptions = {
      method: request.method,
      headers,
      body: request.body,
      keepalive: request.keepalive
    };
    const url = new URL([request.baseUrl ?? this.baseUrl, ...request.path].join("/"));
    return [url, requestOptions];
  };
}
export { HttpClient };`;

  it('`const [url, requestOptions] = this.processRequest(request)`: reported (qstash)', () => {
    expect(rules(qstash, 'chunk.mjs')).toEqual([[MISSING, 7]]);
  });

  it('the helper’s init with a timeout signal is silent; a pair of another order is not misread', () => {
    const bounded = qstash.replace('keepalive: request.keepalive', 'signal: AbortSignal.timeout(5000)');
    expect(rules(bounded, 'chunk.mjs')).toEqual([]);
    const swapped = qstash.replace('return [url, requestOptions];', 'return [requestOptions, url];');
    expect(rules(swapped, 'chunk.mjs')).toEqual([]);
  });
});

describe('a signal set only under `x !== undefined || x >= 0` of a value absent by default', () => {
  // @google/generative-ai 0.24.1 dist/index.js:381-455 (Apache-2.0): buildFetchOptions adds a signal only when
  // requestOptions.signal or requestOptions.timeout is given; requestOptions defaults to {} (line 388).
  const gemini = `async function constructModelRequest(model, task, apiKey, stream, body, requestOptions) {
    const url = new RequestUrl(model, task, apiKey, stream, requestOptions);
    return {
        url: url.toString(),
        fetchOptions: Object.assign(Object.assign({}, buildFetchOptions(requestOptions)), { method: "POST", headers: await getHeaders(url), body }),
    };
}
async function makeModelRequest(model, task, apiKey, stream, body, requestOptions = {}, fetchFn = fetch) {
    const { url, fetchOptions } = await constructModelRequest(model, task, apiKey, stream, body, requestOptions);
    return makeRequest(url, fetchOptions, fetchFn);
}
async function makeRequest(url, fetchOptions, fetchFn = fetch) {
    let response;
    try {
        response = await fetchFn(url, fetchOptions);
    }
    catch (e) {
        handleResponseError(e, url);
    }
    return response;
}
function buildFetchOptions(requestOptions) {
    const fetchOptions = {};
    if ((requestOptions === null || requestOptions === void 0 ? void 0 : requestOptions.signal) !== undefined || (requestOptions === null || requestOptions === void 0 ? void 0 : requestOptions.timeout) >= 0) {
        const controller = new AbortController();
        if ((requestOptions === null || requestOptions === void 0 ? void 0 : requestOptions.timeout) >= 0) {
            setTimeout(() => controller.abort(), requestOptions.timeout);
        }
        fetchOptions.signal = controller.signal;
    }
    return fetchOptions;
}
async function generateContent(apiKey, model, params, requestOptions) {
    return makeModelRequest(model, "generateContent", apiKey, false, JSON.stringify(params), requestOptions);
}
exports.generateContent = generateContent;`;

  it('no signal and no timeout by default: reported (generative-ai)', () => {
    expect(rules(gemini)).toEqual([[MISSING, 15]]);
  });

  it('a default timeout makes the guard true and the timer bounds it; a null default is not decided', () => {
    const timed = gemini.replace(
      'requestOptions = {}, fetchFn',
      'requestOptions = { timeout: 5000 }, fetchFn',
    );
    expect(rules(timed)).toEqual([]);
    // `null >= 0` is true and `null !== undefined` too: a value that may be null by default is left alone.
    const nulled = gemini.replace(
      'requestOptions = {}, fetchFn',
      'requestOptions = { timeout: null }, fetchFn',
    );
    expect(rules(nulled)).toEqual([]);
  });

  it('the only caller’s own options are what the default parameter holds, with or without a timeout', () => {
    // The caller passes a constant of the file rather than its own caller's value: that constant, not the default.
    const named = (options: string) =>
      gemini
        .replace(
          'async function generateContent(',
          `const OPTIONS = ${options};\nasync function generateContent(`,
        )
        .replace('JSON.stringify(params), requestOptions)', 'JSON.stringify(params), OPTIONS)');
    expect(rules(named('{ apiVersion: "v1" }'))).toEqual([[MISSING, 15]]);
    expect(rules(named('{ timeout: 5000 }'))).toEqual([]);
  });
});

describe('a dispatcher set only when a setter the caller may call was called', () => {
  // node-appwrite 27.1.0 dist/client.js:73-75, 124-134, 323-338, 566-583 (BSD-3-Clause): selfSigned is false in
  // the constructor and changed only by setSelfSigned(selfSigned); prepareRequest sets a dispatcher only then.
  const appwrite = `const undici = require("undici");
class Client {
  constructor() {
    this.config = { endpoint: "https://cloud.appwrite.io/v1", selfSigned: false };
    this.headers = {};
  }
  setSelfSigned(selfSigned) {
    this.config.selfSigned = selfSigned;
    return this;
  }
  prepareRequest(method, url, headers = {}, params = {}) {
    headers = Object.assign({}, this.headers, headers);
    let options = { method, headers };
    if (this.config.selfSigned) {
      if (!this.selfSignedAgent) {
        this.selfSignedAgent = new undici.Agent({ connect: { rejectUnauthorized: false } });
      }
      options.dispatcher = this.selfSignedAgent;
    }
    if (method !== "GET") options.body = JSON.stringify(params);
    return { uri: url.toString(), options };
  }
  async call(method, url, headers = {}, params = {}) {
    const { uri, options } = this.prepareRequest(method, url, headers, params);
    const response = await undici.fetch(uri, options);
    return response;
  }
}
exports.Client = Client;`;

  it('undici.fetch with prepareRequest’s options, selfSigned false by default: reported (appwrite)', () => {
    expect(rules(appwrite)).toEqual([[MISSING, 25]]);
  });

  it('a setter the file itself calls is part of the default path: not reported as missing', () => {
    const called = appwrite.replace(
      'this.headers = {};',
      'this.headers = {};\n    this.setSelfSigned(true);',
    );
    expect(rules(called)).not.toContainEqual([MISSING, 26]);
  });
});

describe('the strict guard on another client (checked outside set 6)', () => {
  // svix 1.73.0 src/request.ts (MIT), sendInner and sendWithRetry: the signal is a timeout only when
  // `ctx.timeout !== undefined`, and SvixRequestContext declares `timeout?: number`; sent by a helper whose
  // only caller is this one. Not judged before this change (the guard was not decided).
  const svix = `export class SvixRequest {
  constructor(private readonly method: string, private path: string) {}
  private async sendInner(ctx: SvixRequestContext): Promise<Response> {
    const url = new URL(ctx.baseUrl + this.path);
    const response = await sendWithRetry(url, {
      method: this.method.toString(),
      headers: { accept: "application/json, */*;q=0.8" },
      signal: ctx.timeout !== undefined ? AbortSignal.timeout(ctx.timeout) : undefined,
    });
    return response;
  }
}
async function sendWithRetry(url: URL, init: RequestInit, triesLeft = 2): Promise<Response> {
  try {
    const response = await fetch(url, init);
    if (triesLeft <= 0 || response.status < 500) return response;
  } catch (e) {
    if (triesLeft <= 0) throw e;
  }
  return await sendWithRetry(url, init, --triesLeft);
}`;

  it('`ctx.timeout !== undefined ? AbortSignal.timeout(ctx.timeout) : undefined`: reported (svix)', () => {
    expect(rules(svix, 'src/request.ts')).toEqual([[MISSING, 15]]);
    const flipped = svix.replace(
      'ctx.timeout !== undefined ? AbortSignal.timeout(ctx.timeout) : undefined',
      'ctx.timeout === undefined ? undefined : AbortSignal.timeout(ctx.timeout)',
    );
    expect(rules(flipped, 'src/request.ts')).toEqual([[MISSING, 15]]);
  });

  it('a visible default timeout for the context: not reported', () => {
    const defaulted = svix.replace(
      '(ctx: SvixRequestContext)',
      '(ctx: SvixRequestContext = { timeout: 5000 })',
    );
    expect(rules(defaulted, 'src/request.ts')).toEqual([]);
  });
});
