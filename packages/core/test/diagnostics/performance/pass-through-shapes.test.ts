// Calls whose bound is chosen elsewhere, from held-out set 4's false positives (see the real corpus README):
// a fetch handed arguments it cannot see (`fetch(...args)`), an injected fetch in a helper that passes its
// caller's init through, and an http2 session kept for streams sent elsewhere. Each case is a minimal copy of a
// real published file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'src/client.ts') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

describe('a fetch whose arguments are spread', () => {
  // storyblok-js-client 7.7.6 src/sbFetch.ts line 34 (MIT): the client's fetch forwards whatever it is given.
  const storyblok = `class SbFetch {
  public constructor($c: ISbFetch) {
    this.fetch = (...args: [any]) => ($c.fetch ? $c.fetch(...args) : fetch(...args));
  }
}`;
  it('forwards its caller arguments: silent (storyblok)', () => {
    expect(rules(storyblok)).toEqual([]);
  });

  // @gitbeaker/rest 43.8.0 dist/index.js lines 88-92 (MIT): a Request built from options prepared in another
  // package, which may carry a timeout signal.
  const gitbeaker = `async function defaultRequestHandler(endpoint, options) {
  const { agent, method, ...opts } = options || {};
  const request = new Request(url, { ...opts, method, mode });
  const fetchArgs = [request];
  if (agent) fetchArgs.push({ dispatcher: agent });
  const response = await fetch(...fetchArgs);
}`;
  it('cannot be judged from a spread array: silent (gitbeaker)', () => {
    expect(rules(gitbeaker, 'dist/index.js')).toEqual([]);
  });

  it('a spread after a visible init does not hide that init', () => {
    expect(rules('fetch(url, { method: "GET" }, ...rest);')).toEqual([[MISSING, 1]]);
  });
});

describe('an injected fetch in a helper that passes its caller init through', () => {
  // ollama 0.6.4 src/utils.ts lines 154-203 (MIT): fetchWithHeaders adds headers to the init it is given; the
  // bound is the caller's (post passes options?.signal, line 263).
  const ollama = `const fetchWithHeaders = async (
  fetch: Fetch,
  url: string,
  options: RequestInit = {},
): Promise<Response> => {
  options.headers = normalizeHeaders(options.headers)
  return fetch(url, options)
}
export const post = async (fetch: Fetch, host: string, data?: Record<string, unknown>, options?: { signal?: AbortSignal }) => {
  return fetchWithHeaders(fetch, host, { method: 'POST', body: JSON.stringify(data), signal: options?.signal })
}`;
  it('is judged at its callers, not in the helper (ollama)', () => {
    expect(rules(ollama).filter(([, line]) => line === 7)).toEqual([]);
  });
});

describe('an http2 session kept for streams sent elsewhere', () => {
  // firebase-admin 13.10.0 lib/utils/api-request.js lines 1015-1041 (Apache-2.0): the session handler opens
  // the session, keeps it (`this.http2Session`, returned by createSession) and the client sends its streams
  // (session.request, line 596) with their own setTimeout.
  const firebase = `const http2 = require("http2");
class Http2SessionHandler {
    createSession(url) {
        if (!this.http2Session || this.isClosed) {
            const opts = { peerMaxConcurrentStreams: 100, ALPNProtocols: ['h2'] };
            const http2Session = http2.connect(url, opts);
            http2Session.on('close', () => { this.resolve(); });
            return http2Session;
        }
        return this.http2Session;
    }
}`;
  it('is bounded (or not) where its streams are sent: silent (firebase-admin)', () => {
    expect(rules(firebase, 'lib/utils/api-request.js')).toEqual([]);
  });

  it('a session stored on the instance is handed over too', () => {
    const stored =
      "import http2 from 'node:http2';\nclass C { open() { const s = http2.connect(origin);\nthis.session = s; } }";
    expect(rules(stored)).toEqual([]);
  });

  it('a session used only in its own function with no setTimeout is still reported', () => {
    const local =
      "import http2 from 'node:http2';\nfunction go() { const s = http2.connect(origin);\ns.on('error', log);\nreturn s.request({});\n}";
    expect(rules(local)).toEqual([[MISSING, 2]]);
  });
});

describe('a wrapper of the file bounded by a parameter in seconds', () => {
  // weaviate-client 3.12.1 dist/node/cjs/connection/http.js lines 147-178 (BSD-3-Clause): fetchWithTimeout
  // aborts after `timeout * 1000` ms; the client passes `config.timeout?.insert || 90` (seconds).
  const weaviate = `const fetchWithTimeout = (input, timeout, init) => {
    const controller = new AbortController();
    const timeoutId = setTimeout(() => controller.abort(), timeout * 1000);
    return fetch(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timeoutId));
};
const httpClient = (config) => {
    return {
        post: (path, payload) => {
            const request = { method: 'POST', body: JSON.stringify(payload) };
            return fetchWithTimeout(url(path), config.timeout?.insert || 90, request);
        },
        head: (path) => {
            return fetchWithTimeout(url(path), config.timeout?.query || 30, { method: 'HEAD' });
        },
        quick: (path) => fetchWithTimeout(url(path), 5, {}),
    };
};`;
  it('judges each caller default in seconds × 1000: 90 s and 30 s too long, 5 s fine (weaviate)', () => {
    expect(rules(weaviate, 'dist/node/cjs/connection/http.js')).toEqual([
      ['perf/http-timeout-too-long', 10],
      ['perf/http-timeout-too-long', 13],
    ]);
  });
});

describe('calls of an in-file helper that sends the injected fetch with the init it is given', () => {
  // ollama 0.6.4 src/utils.ts lines 154-290 (MIT): get, head and del hand fetchWithHeaders an init with
  // headers (or a method) only and accept no signal; post hands it the caller's signal.
  const ollama = `const fetchWithHeaders = async (fetch: Fetch, url: string, options: RequestInit = {}): Promise<Response> => {
  options.headers = { ...defaultHeaders, ...options.headers }
  return fetch(url, options)
}
export const get = async (fetch: Fetch, host: string, options?: { headers?: HeadersInit }) => {
  const response = await fetchWithHeaders(fetch, host, { headers: options?.headers })
  return response
}
export const head = async (fetch: Fetch, host: string) => {
  const response = await fetchWithHeaders(fetch, host, { method: 'HEAD' })
  return response
}
export const post = async (fetch: Fetch, host: string, data?: unknown, options?: { signal?: AbortSignal }) => {
  const response = await fetchWithHeaders(fetch, host, { method: 'POST', body: JSON.stringify(data), signal: options?.signal })
  return response
}`;
  it('reports the callers that can give no signal, not the helper (ollama)', () => {
    expect(rules(ollama)).toEqual([
      [MISSING, 6],
      [MISSING, 10],
    ]);
  });
});
