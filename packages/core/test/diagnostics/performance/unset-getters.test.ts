// A signal read through a sibling class's getter of a member left undefined unless a setter is called
// (unset-getters.ts): OpenAPI Generator's "typescript" template. Shapes from docspring-ts 3.0.0 (MIT), held-out
// set 17: dist/http/http.js lines 97-148 (tsc's ES5 RequestContext, `this.signal = undefined`, `setSignal`,
// `getSignal`) and dist/http/isomorphic-fetch.js lines 20-29 (`fetch(request.getUrl(), { …, signal:
// request.getSignal() })`); and @kubernetes/client-node 2.0.1 (Apache-2.0), held-out set 9: dist/gen/http/http.js
// lines 40-45 and 110-120 (an ES class with `getSignal` and `getDispatcher`) and dist/gen/http/isomorphic-fetch.js
// lines 1-14 (undici's fetch with `signal: request.getSignal(), dispatcher: request.getDispatcher()`).
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';

const scan = (files: Record<string, string>) =>
  scanFiles(
    Object.entries(files).map(([path, text]) => ({ path, text })),
    { parse: parseSource, limits: toDiagnosticLimits(), categories: ['performance'] },
  ).findings.map((f) => [f.file, f.line, f.ruleId]);

const ES5_HTTP = (signal = '') => `"use strict";
var __exportStar = (this && this.__exportStar) || function () {};
Object.defineProperty(exports, "__esModule", { value: true });
exports.RequestContext = void 0;
__exportStar(require("./isomorphic-fetch"), exports);
var RequestContext = (function () {
    function RequestContext(url, httpMethod) {
        this.httpMethod = httpMethod;
        this.headers = {};
        this.body = undefined;
        this.signal = undefined;
        this.url = new URL(url);
    }
    RequestContext.prototype.getHttpMethod = function () {
        return this.httpMethod;
    };
    RequestContext.prototype.setSignal = function (signal) {
        this.signal = signal;
    };
    RequestContext.prototype.getSignal = function () {
        return this.signal;
    };${signal}
    return RequestContext;
}());
exports.RequestContext = RequestContext;
`;

const ES5_FETCH = (extra = '') => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.IsomorphicFetchHttpLibrary = void 0;
var http_1 = require("./http");
require("whatwg-fetch");
var IsomorphicFetchHttpLibrary = (function () {
    function IsomorphicFetchHttpLibrary() {
    }
    IsomorphicFetchHttpLibrary.prototype.send = function (request) {
        var method = request.getHttpMethod().toString();${extra}
        var resultPromise = fetch(request.getUrl(), {
            method: method,
            body: request.getBody(),
            signal: request.getSignal(),
            credentials: "same-origin"
        }).then(function (resp) {
            return new http_1.ResponseContext(resp.status, {}, resp);
        });
        return resultPromise;
    };
    return IsomorphicFetchHttpLibrary;
}());
exports.IsomorphicFetchHttpLibrary = IsomorphicFetchHttpLibrary;
`;

const CLASS_HTTP = `export class RequestContext {
    constructor(url, httpMethod) {
        this.httpMethod = httpMethod;
        this.headers = {};
        this.body = undefined;
        this.signal = undefined;
        this.dispatcher = undefined;
        this.url = new URL(url);
    }
    getUrl() {
        return this.url.toString();
    }
    setSignal(signal) {
        this.signal = signal;
    }
    getSignal() {
        return this.signal;
    }
    setDispatcher(dispatcher) {
        this.dispatcher = dispatcher;
    }
    getDispatcher() {
        return this.dispatcher;
    }
}
`;

const CLASS_FETCH = (dispatcher: string) => `import { ResponseContext } from './http.js';
import { fetch } from 'undici';
export class IsomorphicFetchHttpLibrary {
    send(request) {
        const resultPromise = fetch(request.getUrl(), {
            method: request.getHttpMethod().toString(),
            headers: request.getHeaders(),
            signal: request.getSignal(),
            dispatcher: ${dispatcher},
        }).then((resp) => new ResponseContext(resp.status, {}, resp));
        return resultPromise;
    }
}
`;

describe("a signal from a sibling class's getter of a member left unset", () => {
  it('reports the generated ES5 send (docspring-ts isomorphic-fetch.js:24)', () => {
    expect(scan({ 'http/http.js': ES5_HTTP(), 'http/isomorphic-fetch.js': ES5_FETCH() })).toEqual([
      ['http/isomorphic-fetch.js', 11, MISSING],
    ]);
  });

  it('reports undici fetch with the unset dispatcher too (@kubernetes/client-node isomorphic-fetch.js:8)', () => {
    expect(
      scan({
        'gen/http/http.js': CLASS_HTTP,
        'gen/http/isomorphic-fetch.js': CLASS_FETCH('request.getDispatcher()'),
      }),
    ).toEqual([['gen/http/isomorphic-fetch.js', 5, MISSING]]);
  });

  it('stays silent when the dispatcher is one it cannot read', () => {
    expect(
      scan({ 'gen/http/http.js': CLASS_HTTP, 'gen/http/isomorphic-fetch.js': CLASS_FETCH('this.agent') }),
    ).toEqual([]);
  });

  it('stays silent when the sending file calls the setter', () => {
    const extra = '\n        request.setSignal(AbortSignal.timeout(5000));';
    expect(scan({ 'http/http.js': ES5_HTTP(), 'http/isomorphic-fetch.js': ES5_FETCH(extra) })).toEqual([]);
  });

  it('stays silent when the class gives the member another value', () => {
    const timed = `
    RequestContext.prototype.withTimeout = function (ms) {
        this.signal = AbortSignal.timeout(ms);
        return this;
    };`;
    expect(scan({ 'http/http.js': ES5_HTTP(timed), 'http/isomorphic-fetch.js': ES5_FETCH() })).toEqual([]);
  });

  it('stays silent when the getter is not of a sibling module', () => {
    expect(scan({ 'http/isomorphic-fetch.js': ES5_FETCH() })).toEqual([]);
  });
});
