// An XMLHttpRequest aborted only from the caller's optional signal, with 'timeout' handlers but no timeout set
// (xhr-caller-aborts.ts, session 40): shapes of @whop/api 0.0.51 dist/index.browser.mjs and @semiont/api-client
// 0.5.6 dist/index.js, reduced to the lines that decide.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

// @whop/api dist/index.browser.mjs lines 14-64 (uploadPartImpl): the signal destructured from the parameter,
// tested, and its 'abort' listener aborting the request.
const whop = (extra = '') => `async function uploadPartImpl({ url, data, headers, signal }) {
  signal?.throwIfAborted();
  const cleanup = [];
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    if (signal) {
      const onAbort = () => {
        xhr.abort();
        reject(new Error("Upload aborted"));
      };
      signal.addEventListener("abort", onAbort);
      cleanup.push(() => signal.removeEventListener("abort", onAbort));
    }
    xhr.onload = () => resolve(xhr.status);
    xhr.open("PUT", url);
    ${extra}
    xhr.send(data);
  });
}
export { uploadPartImpl };`;

// @semiont/api-client dist/index.js lines 867-935 (uploadViaXhr): the signal destructured from `opts`, an
// `ontimeout` handler on a request whose timeout is never set, and an `onabort` handler.
const semiont = (signal: string) => `function uploadViaXhr(opts) {
  const { url, formData, onApiError, signal } = opts;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    if (signal?.aborted) {
      reject(new Error("Upload aborted"));
      return;
    }
    xhr.open("POST", url);
    xhr.onload = () => resolve(xhr.responseText);
    xhr.ontimeout = () => {
      const err = new Error("Upload timed out");
      onApiError(err);
      reject(err);
    };
    xhr.onabort = () => reject(new Error("Upload aborted"));
    ${signal}
    xhr.send(formData);
  });
}
export { uploadViaXhr };`;

const CALLER_SIGNAL = `if (signal) {
      const onAbort = () => xhr.abort();
      signal.addEventListener("abort", onAbort, { once: true });
    }`;

describe("an XMLHttpRequest aborted only from the caller's optional signal", () => {
  it('no timeout set: missing (whop uploadPartImpl)', () => {
    expect(checkFile(whop(), 'dist/index.browser.mjs').found).toEqual([[MISSING, 17]]);
  });

  it('its timeout set: silent', () => {
    expect(checkFile(whop('xhr.timeout = 5000;'), 'dist/index.browser.mjs').found).toEqual([]);
  });

  it('a timer that aborts it: silent', () => {
    expect(checkFile(whop('setTimeout(() => xhr.abort(), 5000);'), 'dist/index.browser.mjs').found).toEqual(
      [],
    );
  });

  it("'timeout' and 'abort' handlers but no timeout set: missing (semiont uploadViaXhr)", () => {
    expect(checkFile(semiont(CALLER_SIGNAL), 'dist/index.js').found).toEqual([[MISSING, 21]]);
  });

  it('a signal made here rather than the caller’s: silent', () => {
    const own = `const controller = new AbortController();
    const local = controller.signal;
    local.addEventListener("abort", () => xhr.abort());`;
    expect(checkFile(semiont(own), 'dist/index.js').found).toEqual([]);
  });
});
