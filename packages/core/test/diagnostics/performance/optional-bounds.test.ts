// Optional bounds in more shapes (held-out set 3's misses, read to develop this): a signal that is the
// caller's optional one through `a || b || c` / `a ?? b`, a signal the function's documentation declares
// optional (`@param {AbortSignal} [options.signal]`), and a timeout that is 0 on one visible path. Each case
// is a minimal copy of a real published file (origin and licence beside it); the counterparts stay silent.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const check = (text: string, path = 'src/client.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
    f.message,
  ]);
const rules = (text: string, path?: string) => check(text, path).map(([rule, line]) => [rule, line]);

describe('a signal chosen among the caller’s optional ones', () => {
  // @prismicio/client 7.22.0 src/Client.ts #request (Apache-2.0): the signal is the first of three optional
  // ones (`params?.fetchOptions?.signal || params?.signal || this.fetchOptions?.signal`); sent with fetch.
  const prismic = `export class Client {
  async request(url: URL, params?: FetchParams): Promise<Response> {
    return await fetch(url, {
      ...this.fetchOptions,
      ...params?.fetchOptions,
      headers: { ...this.fetchOptions?.headers, ...params?.fetchOptions?.headers },
      signal: params?.fetchOptions?.signal || params?.signal || this.fetchOptions?.signal,
    })
  }
}`;

  it('`a?.signal || b?.signal || c?.signal`, each optional: reported (prismic)', () => {
    expect(rules(prismic, 'src/Client.ts')).toEqual([[MISSING, 3]]);
    expect(check(prismic, 'src/Client.ts')[0]?.[2]).toContain('no timeout unless the caller passes one');
  });

  it('`a?.signal ?? b?.signal`: the same', () => {
    const nullish = prismic.replace(
      'params?.fetchOptions?.signal || params?.signal || this.fetchOptions?.signal',
      'params?.signal ?? this.fetchOptions?.signal',
    );
    expect(rules(nullish, 'src/Client.ts')).toEqual([[MISSING, 3]]);
  });

  it('a fallback that is a bound (`a?.signal ?? AbortSignal.timeout(5000)`, or a controller): silent', () => {
    for (const fallback of ['AbortSignal.timeout(5000)', 'this.controller.signal', 'makeSignal()']) {
      const bounded = prismic.replace(
        'params?.fetchOptions?.signal || params?.signal || this.fetchOptions?.signal',
        `params?.signal ?? ${fallback}`,
      );
      expect(rules(bounded, 'src/Client.ts'), fallback).toEqual([]);
    }
  });

  it('a first operand that is a signal of its own (not the caller’s): silent', () => {
    const own = prismic.replace('params?.fetchOptions?.signal ||', 'AbortSignal.timeout(5000) ||');
    expect(rules(own, 'src/Client.ts')).toEqual([]);
  });
});

describe('a signal the function’s documentation declares optional', () => {
  // replicate 1.4.0 index.js Replicate#request (Apache-2.0): `@param {AbortSignal} [options.signal]`, the
  // signal destructured from options and put in the init of the client's fetch (global by default).
  const replicate = `class Replicate {
  /**
   * Make a request to the Replicate API.
   *
   * @param {string} route - REST API endpoint path
   * @param {object} options - Request parameters
   * @param {string} [options.method] - HTTP method. Defaults to GET
   * @param {object} [options.data] - Body parameters
   * @param {AbortSignal} [options.signal] - AbortSignal to cancel the request
   * @returns {Promise<Response>} - Resolves with the response object
   */
  async request(route, options) {
    const { method = "GET", params = {}, data, signal } = options;
    const init = {
      method,
      headers: { "Content-Type": "application/json" },
      body: data ? JSON.stringify(data) : undefined,
      signal,
    };
    const response = await fetch(route, init);
    return response;
  }
}
module.exports = Replicate;`;

  it('`@param {AbortSignal} [options.signal]`, read from options: reported (replicate)', () => {
    expect(rules(replicate)).toEqual([[MISSING, 20]]);
    expect(check(replicate)[0]?.[2]).toContain('no timeout unless the caller passes one');
  });

  it('read as `options.signal` directly: the same', () => {
    const direct = replicate.replace('      signal,\n', '      signal: options.signal,\n');
    expect(rules(direct)).toEqual([[MISSING, 20]]);
  });

  it('documented as required (no brackets), or not documented: silent (the caller may always pass one)', () => {
    expect(rules(replicate.replace('[options.signal]', 'options.signal'))).toEqual([]);
    expect(rules(replicate.replace(/ {3}\* @param \{AbortSignal\}.*\n/, ''))).toEqual([]);
  });

  it('the doc of another function does not count', () => {
    const other = replicate.replace(
      '  async request(route, options) {',
      '  helper() {}\n  async request(route, options) {',
    );
    expect(rules(other)).toEqual([]);
  });

  it('the signal replaced by a bound of the file’s own: silent', () => {
    const own = replicate.replace('      signal,\n', '      signal: signal ?? AbortSignal.timeout(5000),\n');
    expect(rules(own)).toEqual([]);
  });
});

describe('a timeout that is 0 on one visible path', () => {
  // gcp-metadata 9.2.3 build/src/index.js (Apache-2.0): the metadata request's timeout is requestTimeout(),
  // `getGCPResidency() ? 0 : 3000`; on GCP (where the metadata server is used) 0 means no timeout. Sent here
  // with axios, whose timeout 0 also means none.
  const gcp = `const axios = require("axios");
function requestTimeout() {
    return getGCPResidency() ? 0 : 3000;
}
async function metadataAccessor(url) {
    const res = await axios.request({ url, timeout: requestTimeout() });
    return res.data;
}
exports.metadataAccessor = metadataAccessor;`;

  it('`cond ? 0 : 3000` with a condition decided at run time: reported on that path (gcp-metadata)', () => {
    expect(rules(gcp)).toEqual([[MISSING, 6]]);
    expect(check(gcp)[0]?.[2]).toMatch(/0 on one path/);
  });

  it('both paths bounded within the limit: silent', () => {
    expect(rules(gcp.replace('? 0 : 3000', '? 1000 : 3000'))).toEqual([]);
  });

  it('a path that is the caller’s value, not 0: silent (not decidable)', () => {
    expect(rules(gcp.replace('getGCPResidency() ? 0 : 3000', 'getGCPResidency() ? custom() : 3000'))).toEqual(
      [],
    );
  });
});

describe('an init spread from the rest of the caller’s options', () => {
  // replicate 1.4.0 lib/stream.js createReadableStream (Apache-2.0): `options = {}` by default, its rest
  // (`...initOptions`) spread into the init of the client's fetch: no signal unless the caller's options carry one.
  const stream = `function createReadableStream({ url, fetch, options = {} }) {
  const { useFileOutput = true, headers = {}, ...initOptions } = options;
  return new ReadableStream({
    async start(controller) {
      const init = {
        ...initOptions,
        headers: {
          ...headers,
          Accept: "text/event-stream",
        },
      };
      const response = await fetch(url, init);
      controller.close();
    },
  });
}
module.exports = { createReadableStream };`;

  it('`...rest` of options defaulting to {}: no signal by default: reported (replicate)', () => {
    expect(rules(stream)).toEqual([[MISSING, 12]]);
  });

  it('options with no visible default: their rest may carry a signal: silent', () => {
    expect(rules(stream.replace('options = {} }', 'options }'))).toEqual([]);
  });

  it('a key taken out before the rest is not in it (groq-sdk: the controller’s signal stays)', () => {
    // groq-sdk 1.6.0 src/client.ts fetchWithTimeout (Apache-2.0): the caller's signal is taken out of init
    // and the rest spread after the controller's own signal, aborted by a timer.
    const groq = `class Client {
  async fetchWithTimeout(url, init, ms, controller) {
    const { signal, method, ...options } = init || {};
    if (signal) signal.addEventListener('abort', () => controller.abort(), { once: true });
    const timeout = setTimeout(() => controller.abort(), 5000);
    const fetchOptions = { signal: controller.signal, method: 'GET', ...options };
    try {
      return await fetch(url, fetchOptions);
    } finally {
      clearTimeout(timeout);
    }
  }
}
module.exports = { Client };`;
    expect(rules(groq)).toEqual([]);
  });
});

describe('a timeout option that only the caller’s optional options can carry', () => {
  // twitter-api-v2 1.29.1 dist/cjs/client-mixins/request-handler.helper.js (Apache-2.0): https.request spreads
  // the caller's requestData.options, and the timeout handler is attached only `if (…options.timeout)`.
  const twitter = `const https_1 = require("https");
class RequestHandlerHelper {
    constructor(requestData) {
        this.requestData = requestData;
    }
    makeRequest(resolve, reject) {
        const url = this.requestData.url;
        this.req = (0, https_1.request)({
            ...this.requestData.options,
            host: url.hostname,
            path: url.pathname + url.search,
        });
        const req = this.req;
        req.on('error', reject);
        if (this.requestData.options.timeout) {
            req.on('timeout', () => req.destroy());
        }
        req.end();
    }
}
exports.RequestHandlerHelper = RequestHandlerHelper;`;

  it('`{ ...callerOptions }` and `if (callerOptions.timeout)`: no timeout by default: reported (twitter-api-v2)', () => {
    expect(rules(twitter)).toEqual([[MISSING, 8]]);
    expect(check(twitter)[0]?.[2]).toContain('no timeout unless the caller passes one');
  });

  it('the file never tests the timeout: the caller may always pass one: silent', () => {
    expect(
      rules(twitter.replace('if (this.requestData.options.timeout) {', 'if (this.listening) {')),
    ).toEqual([]);
  });

  it('a timeout set in the file on those options, or a second unknown spread: silent', () => {
    const set = twitter.replace(
      '        this.requestData = requestData;\n',
      '        this.requestData = requestData;\n        this.requestData.options.timeout = lookup();\n',
    );
    expect(rules(set)).toEqual([]);
    expect(
      rules(twitter.replace('            host:', '            ...this.defaults,\n            host:')),
    ).toEqual([]);
  });

  it('an explicit timeout after the spread: judged as usual', () => {
    expect(
      rules(twitter.replace('            host:', '            timeout: 5000,\n            host:')),
    ).toEqual([]);
  });
});

describe('a callee chosen at run time, one choice a client’s function', () => {
  // gcp-metadata 9.2.3 build/src/index.js metadataAccessor (Apache-2.0): `requestMethod = fastFail ?
  // fastFailMetadataRequest : gaxios_1.request`, called with options whose timeout is requestTimeout().
  const gcp = `const gaxios_1 = require("gaxios");
async function fastFailMetadataRequest(options) {
    return gaxios_1.request({ ...options, url: options.url.replace(a, b) });
}
function requestTimeout() {
    return getGCPResidency() ? 0 : 3000;
}
async function metadataAccessor(type, fastFail = false) {
    const requestMethod = fastFail ? fastFailMetadataRequest : gaxios_1.request;
    const req = {
        url: getBaseUrl() + "/" + type,
        responseType: 'text',
        timeout: requestTimeout(),
    };
    const res = await requestMethod(req);
    return res.data;
}
exports.metadataAccessor = metadataAccessor;`;

  it('judged as the client’s call: its timeout is 0 on one path: reported (gcp-metadata)', () => {
    expect(rules(gcp)).toEqual([[MISSING, 15]]);
  });

  it('the same call with a timeout within the limit on every path: silent', () => {
    expect(rules(gcp.replace('? 0 : 3000', '? 1000 : 3000'))).toEqual([]);
  });

  it('a choice between the file’s own functions only: not a client call: silent', () => {
    expect(rules(gcp.replace(': gaxios_1.request;', ': slowRequest;'))).toEqual([]);
  });
});

describe('a controller aborted only by other signals, with no timer', () => {
  // @vercel/blob 2.8.0 dist/chunk-QMTUXFZH.cjs (Apache-2.0), multipart upload: the part's request carries
  // internalAbortController.signal, and the controller is aborted when the caller's optional abortSignal
  // aborts (`if (options.abortSignal) … addEventListener("abort", …)`); no timer. Sent here with fetch.
  const blob = `async function uploadParts({ pathname, headers, parts, options }) {
  const internalAbortController = new AbortController();
  if (options.abortSignal) {
    options.abortSignal.addEventListener("abort", () => {
      internalAbortController.abort();
    });
  }
  for (const part of parts) {
    await fetch(\`/mpu?pathname=\${pathname}\`, {
      signal: internalAbortController.signal,
      method: "POST",
      headers,
      body: part.blob,
    });
  }
}
module.exports = { uploadParts };`;

  it('aborted only when the caller’s optional signal aborts: reported (@vercel/blob)', () => {
    expect(rules(blob)).toEqual([[MISSING, 9]]);
    expect(check(blob)[0]?.[2]).toContain('no timer');
  });

  it('the caller’s signal used directly, tested as optional by the file: reported', () => {
    const direct = blob.replace('signal: internalAbortController.signal', 'signal: options.abortSignal');
    expect(rules(direct)).toEqual([[MISSING, 9]]);
  });

  it('a timer aborts it too, or a timeout signal is wired to it: silent', () => {
    const timer = blob.replace(
      '  if (options.abortSignal) {',
      '  setTimeout(() => internalAbortController.abort(), 5000);\n  if (options.abortSignal) {',
    );
    expect(rules(timer)).toEqual([]);
    const timed = blob.replace(
      'options.abortSignal.addEventListener',
      'AbortSignal.timeout(5000).addEventListener',
    );
    expect(rules(timed)).toEqual([]);
  });

  it('the controller handed to another function, or aborted elsewhere: silent (not known)', () => {
    expect(
      rules(blob.replace('  for (const part', '  track(internalAbortController);\n  for (const part')),
    ).toEqual([]);
    expect(
      rules(
        blob.replace(
          '  for (const part',
          '  onFailure(() => internalAbortController.abort());\n  for (const part',
        ),
      ),
    ).toEqual([]);
  });

  it('the caller’s signal not tested in the file (a plain parameter’s member): silent', () => {
    const untested = blob
      .replace('  if (options.abortSignal) {\n', '')
      .replace('    });\n  }\n  for', '    });\n  for');
    expect(rules(untested)).toEqual([]);
  });
});
