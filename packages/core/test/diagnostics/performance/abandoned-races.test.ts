// A call raced against a timer by `Promise.race` and abandoned when the timer wins: the timer bounds how long
// the caller waits (judged by its value) but not the request, which stays open; the message says so. Each case
// is a minimal copy of a real file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const check = (text: string, path = 'dist/index.cjs') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
    f.message,
  ]);
const rules = (text: string) => check(text).map(([rule, line]) => [rule, line]);

// @xata.io/client 0.30.1 dist/index.cjs lines 1882-1893 and 2038-2076 (Apache-2.0): the request races
// timeoutWithCancel(REQUEST_TIMEOUT) and is dropped when the timer resolves first. The fetch here is the one
// getFetchImplementation hands back (user's or global), with an init written out (no signal).
const xata = `const { getFetchImplementation } = require("./fetch");
function timeoutWithCancel(ms) {
  let timeoutId;
  const promise = new Promise((resolve) => {
    timeoutId = setTimeout(() => {
      resolve();
    }, ms);
  });
  return {
    cancel: () => clearTimeout(timeoutId),
    promise
  };
}
const REQUEST_TIMEOUT = 5 * 60 * 1e3;
class ApiRequestPool {
  request(url, headers, userFetch) {
    const fetchImpl = getFetchImplementation(userFetch);
    const runRequest = async (stalled = false) => {
      const { promise, cancel } = timeoutWithCancel(REQUEST_TIMEOUT);
      const response = await Promise.race([fetchImpl(url, { method: "GET", headers }), promise.then(() => null)]).finally(cancel);
      if (!response) {
        throw new Error("Request timed out");
      }
      return response;
    };
    return runRequest();
  }
}`;

describe('a fetch raced against a timer and abandoned', () => {
  it('is judged by the timer: 300 s is too long, and the request is said to stay open (xata)', () => {
    const found = check(xata);
    expect(found.map(([rule, line]) => [rule, line])).toEqual([[TOO_LONG, 20]]);
    expect(found[0]?.[2]).toMatch(/timer is 300 s.*abandoned, not aborted/);
  });

  // xmrig/xmrig-workers src/app/fetchWithTimeout.js (licence not in the stored copy; only the call's shape is
  // kept): `new Promise((_, reject) => setTimeout(reject, timeout))`, here around a fetch with no signal.
  it('a timer within the limit bounds the wait: no finding', () => {
    const xmrig = `export default function (url, timeout = 10000) {
  return Promise.race([
    fetch(url, { method: 'GET' }),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), timeout)
    )
  ]);
}`;
    expect(rules(xmrig)).toEqual([]);
    expect(rules(xmrig.replace('timeout = 10000', 'timeout = 60000'))).toEqual([[TOO_LONG, 3]]);
  });

  it('a race against something that is not a timer changes nothing', () => {
    const other = `async function load(url) {
  return Promise.race([fetch(url), fetch(mirror(url))]);
}`;
    expect(rules(other)).toEqual([
      [MISSING, 2],
      [MISSING, 2],
    ]);
  });

  it("a timer longer than the call's own bound leaves the call judged by its own bound", () => {
    const own = `async function load(url) {
  return Promise.race([fetch(url, { signal: AbortSignal.timeout(5000) }), sleep(60000)]);
}`;
    expect(rules(own)).toEqual([]);
  });
});
