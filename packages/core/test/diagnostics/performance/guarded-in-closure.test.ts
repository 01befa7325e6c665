// A key set on an options object only under an `if` of a closure nested in the function that made the object:
// @commercetools/sdk-client-v2 3.4.0's http middleware builds `fetchOptions` once, and its `executeFetch`
// closure (called again on each retry) sets `fetchOptions.signal` only `if (timeout)`, where `timeout` is the
// caller's destructured option with no default. When that test is false by default no assignment ever runs,
// wherever and however often the closure is called, so the send has the object's own keys: no signal. A test
// true by default, a send inside the `if`, and an assignment not under an `if` keep the key unknown (silent).
// Held-out set 8's misses were read to write them (see real-corpus/README.md).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const check = (text: string, path = 'src/http.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

// @commercetools/sdk-client-v2 3.4.0 dist/commercetools-sdk-client-v2.cjs.dev.js lines 775-862 (MIT), cut to the
// options, the closure and its send; `timeout` and `fetch: fetcher` are the caller's httpMiddlewareOptions.
const middleware = (timeout: string, send = '') => `function createHttpMiddleware({
  host,
  credentialsMode,
  ${timeout},
  fetch: fetcher,
  getAbortController
}) {
  let fetchFunction;
  if (fetcher) {
    fetchFunction = fetcher;
  } else {
    fetchFunction = fetch;
  }
  return next => (request, response) => {
    const url = host.replace(/\\/$/, '') + request.uri;
    const requestHeader = { ...request.headers };
    const fetchOptions = {
      method: request.method,
      headers: requestHeader
    };
    if (credentialsMode) {
      fetchOptions.credentialsMode = credentialsMode;
    }
    function executeFetch() {
      let timer;
      let abortController;
      if (timeout) {
        abortController = (getAbortController ? getAbortController() : null) || new AbortController();
        fetchOptions.signal = abortController.signal;
        timer = setTimeout(() => {
          abortController.abort();
        }, timeout);${send}
      }
      fetchFunction(url, fetchOptions).then(res => {
        clearTimeout(timer);
        next(request, { ...response, statusCode: res.status });
      });
    }
    executeFetch();
  };
}
`;

describe('a signal set only under an `if` of a nested closure', () => {
  it('reports the send when the test is the caller’s option with no default (commercetools)', () => {
    const text = middleware('timeout');
    expect(check(text)).toEqual([[MISSING, lineOf(text, 'fetchFunction(url, fetchOptions)')]]);
  });

  it('stays silent when the option has a default (the timer is then armed)', () => {
    expect(check(middleware('timeout = 5000'))).toEqual([]);
  });

  it('stays silent for a send inside the `if`, where the signal is set', () => {
    const text = middleware('timeout', '\n        return fetchFunction(url, fetchOptions);');
    expect(check(text).filter(([, line]) => line === lineOf(text, 'return fetchFunction'))).toEqual([]);
  });

  it('stays silent when the closure sets the key without an `if`', () => {
    const text = middleware('timeout')
      .replace('        fetchOptions.signal = abortController.signal;\n', '')
      .replace(
        '    function executeFetch() {\n',
        '    function executeFetch() {\n      fetchOptions.signal = getSignal();\n',
      );
    expect(check(text)).toEqual([]);
  });
});
