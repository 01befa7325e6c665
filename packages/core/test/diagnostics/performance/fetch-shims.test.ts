// A fetch module loaded lazily by a shim that passes the caller's arguments through unchanged: each call of the shim
// is judged as a call of that fetch. Snippets are reduced copies of real files (origin and licence beside each).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const judge = (text: string, path = 'index.js') => checkFile(text, path);

// stopforumspam 1.3.9 index.js lines 4 and 92 (MIT): node-fetch 3's README shim for CommonJS, then `fetch(url)`.
const stopforumspam = (shim: string, call = 'fetch(url)') => `'use strict';
const fetch = ${shim};
function isSpammer(url) {
  return ${call}
    .then((response) => response.json());
}
module.exports = { isSpammer };
`;
const SHIM = "(...args) => import('node-fetch').then(({default: fetch}) => fetch(...args))";

describe('a fetch reached through a lazy import shim (fetch-shims.ts)', () => {
  it('a call with the URL only is unbounded; the shim itself is a pass-through (stopforumspam)', () => {
    const result = judge(stopforumspam(SHIM));
    expect(result.found).toEqual([[MISSING, 4]]);
  });

  it("the module object's default called with the arguments is the same shim", () => {
    const shim = "function (...args) { return import('node-fetch').then((m) => m.default(...args)); }";
    expect(judge(stopforumspam(shim)).found).toEqual([[MISSING, 4]]);
  });

  it('a call passing a signal is bounded', () => {
    const call = 'fetch(url, { signal: AbortSignal.timeout(5000) })';
    expect(judge(stopforumspam(SHIM, call)).found).toEqual([]);
  });

  it('a shim that does not pass its arguments through, or loads no fetch module, is not one', () => {
    const changed =
      "(...args) => import('node-fetch').then(({default: fetch}) => fetch(args[0], { timeout: 1 }))";
    expect(judge(stopforumspam(changed)).found).toEqual([]);
    const other = "(...args) => import('./local.js').then(({default: fetch}) => fetch(...args))";
    expect(judge(stopforumspam(other)).found).toEqual([]);
  });
});
