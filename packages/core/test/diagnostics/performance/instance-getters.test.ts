// A node request whose idle timer is armed only `if (timeout)`, where `timeout` is read through a getter of a class
// the file builds from its caller's config, and whose options come from a method of that same instance with all
// their keys visible. Shape from firebase-admin 13.10.0 lib/utils/api-request.js lines 480-530 and 660-770
// (Apache-2.0), reduced to the lines that decide.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const run = (text: string, path = 'lib/utils/api-request.js') => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};

const firebase = (parts: { store?: string; getter?: string; options?: string; extra?: string } = {}) => {
  const store = parts.store ?? 'this.config = config;';
  const getter = parts.getter ?? 'return this.config.timeout;';
  const options =
    parts.options ?? 'method: this.method, agent: this.httpAgent, headers: Object.assign({}, this.headers)';
  return `'use strict';
const http = require("http");
const https = require("https");
class AsyncHttpCall {
    static invoke(config) {
        return new AsyncHttpCall(config).promise;
    }
    constructor(config) {
        const httpConfigImpl = new HttpRequestConfigImpl(config);
        this.httpConfigImpl = httpConfigImpl;
        this.options = this.httpConfigImpl.buildRequestOptions();
        if (!this.options.headers) {
            this.options.headers = {};
        }
        ${parts.extra ?? ''}
        this.promise = new Promise((resolve, reject) => { this.resolve = resolve; this.reject = reject; this.execute(); });
    }
    execute() {
        const transport = this.options.protocol === 'https:' ? https : http;
        const req = transport.request(this.options, (res) => this.resolve(res));
        req.on('error', (err) => this.reject(err));
        const timeout = this.httpConfigImpl.timeout;
        const timeoutCallback = () => {
            req.destroy();
            this.reject(new Error(\`timeout of \${timeout}ms exceeded\`));
        };
        if (timeout) {
            req.setTimeout(timeout, timeoutCallback);
        }
        req.end();
    }
}
class BaseRequestConfigImpl {
    constructor(config) {
        ${store}
    }
    get method() {
        return this.config.method;
    }
    get timeout() {
        ${getter}
    }
}
class HttpRequestConfigImpl extends BaseRequestConfigImpl {
    constructor(httpConfig) {
        super(httpConfig);
        this.httpConfig = httpConfig;
    }
    get httpAgent() {
        return this.httpConfig.httpAgent;
    }
    buildRequestOptions() {
        return { protocol: 'https:', ${options} };
    }
}
exports.AsyncHttpCall = AsyncHttpCall;
`;
};

describe("a timer armed only when a getter of the file's config class reads the caller's optional timeout", () => {
  it('firebase-admin: `if (timeout) req.setTimeout(timeout, …)`, timeout the caller config key: missing', () => {
    expect(run(firebase())).toEqual({ found: [[MISSING, 20]], undecided: [] });
  });

  it('a getter with a default (`?? 10000`) arms the timer: not reported missing', () => {
    const text = firebase({ getter: 'return this.config.timeout ?? 10000;' });
    expect(run(text).found).toEqual([]);
  });

  it('the stored config given a timeout in its constructor: not reported missing', () => {
    const text = firebase({ store: 'this.config = config; this.config.timeout = 30000;' });
    expect(run(text).found).toEqual([]);
  });

  it('the stored object not the plain parameter (`{ timeout: 5000, ...config }`): not reported missing', () => {
    const text = firebase({ store: 'this.config = Object.assign({ timeout: 5000 }, config);' });
    expect(run(text).found).toEqual([]);
  });

  it('options that may carry a signal (a `signal` key, or a spread) leave the call not judged', () => {
    for (const options of [
      'signal: this.config.signal, method: this.method',
      '...this.config.requestOptions',
    ]) {
      expect(run(firebase({ options }))).toEqual({ found: [], undecided: [20] });
    }
  });

  it('a `signal` set on the options after they are built leaves the call not judged', () => {
    const text = firebase({ extra: 'this.options.signal = config.signal;' });
    expect(run(text)).toEqual({ found: [], undecided: [20] });
  });
});
