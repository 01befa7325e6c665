// A fetcher function handed back by a factory (returned-functions.ts) and a 'timeout' listener chained after another
// listener (emitter-chains.ts). Each snippet is a minimal copy of a real file, origin and licence beside it.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

// Whole results are compared below: the finding and undecided lines only.
const check = (text: string, path: string) => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};

// dnsimple 7.4.0 dist/lib/main.js lines 131-180 and 183-214 (MIT): getFetcherForPlatform() returns the browser or
// the node fetcher; the client keeps it as `this.fetcher` and calls it with `timeout: this.timeout`, whose default
// is DNSimple.DEFAULT_TIMEOUT = 120000. The fetchers' `timeout` is the client's, not an option the application may
// leave out.
const dnsimple = `const getFetcherForPlatform = () => {
    if (typeof window == "object") {
        return (_a) => __awaiter(void 0, void 0, void 0, function* () {
            var { url, timeout } = _a, req = __rest(_a, ["url", "timeout"]);
            const abortController = new AbortController();
            if (timeout) {
                setTimeout(() => abortController.abort(), timeout);
            }
            const res = yield fetch(url, Object.assign(Object.assign({}, req), { signal: abortController.signal }));
            return { status: res.status, body: yield res.text() };
        });
    }
    const https = require("https");
    return ({ url, method, headers, timeout, body }) => new Promise((resolve, reject) => {
        const req = https.request(url, {
            method,
            headers,
            timeout,
        });
        req
            .on("response", (res) => {
            res.on("end", () => resolve({ status: res.statusCode }));
        })
            .on("timeout", () => {
            req.destroy();
            reject(new TimeoutError());
        })
            .on("error", reject)
            .end(body);
    });
};
class DNSimple {
    constructor({ fetcher = getFetcherForPlatform(), timeout = DNSimple.DEFAULT_TIMEOUT } = {}) {
        this.fetcher = fetcher;
        this.timeout = timeout;
    }
    request(method, path) {
        const timeout = this.timeout;
        return this.fetcher({ url: this.baseUrl + path, method, headers: {}, timeout });
    }
}
DNSimple.DEFAULT_TIMEOUT = 120000;`;

describe('the fetchers a factory returns (dnsimple main.js)', () => {
  it('are never reported missing: their timeout is what the receiver passes, not known here', () => {
    expect(check(dnsimple, 'dist/lib/main.js')).toEqual({ found: [], undecided: [15] });
  });
});

describe("a 'timeout' listener chained after another listener", () => {
  it('ends the request like one chained first', () => {
    const chained = `const https = require("https");
export function get(url) {
  const req = https.request(url, { timeout: 5000 });
  req.on("response", (res) => res.resume()).on("timeout", () => req.destroy()).end();
}`;
    expect(check(chained, 'get.js')).toEqual({ found: [], undecided: [] });
  });

  it('a listener that ends nothing still leaves the request unbounded', () => {
    const logged = `const https = require("https");
export function get(url) {
  const req = https.request(url, { timeout: 5000 });
  req.on("response", (res) => res.resume()).on("timeout", () => console.warn("slow")).end();
}`;
    expect(check(logged, 'get.js').found).toEqual([['perf/http-timeout-missing', 3]]);
  });
});
