// A name whose every value is a client a sibling module exports (imported-aliases.ts). Shapes copied from
// web3.storage 4.5.5 (Apache-2.0 OR MIT): src/platform.js (`import fetch from '@web-std/fetch'` … `export { fetch }`)
// and src/lib.js lines 25-30 (`import { fetch as _fetch } from './platform.js'`) and 273-280 (`static async get ({
// endpoint, token, rateLimiter = globalRateLimiter, fetch = _fetch }, cid, options = {})` sending `fetch(url, {
// method: 'GET', headers, signal: options.signal })`).
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const PLATFORM = (module = '@web-std/fetch') => `import fetch, { Request, Response, Headers } from '${module}'
import { Blob } from '@web-std/blob'

export {
  fetch,
  Request,
  Response,
  Headers,
  Blob
}
`;

const LIB = (other = '') => `import {
  fetch as _fetch,
  Blob
} from './platform.js'

class Web3Storage {
  static async get ({ endpoint, token, fetch = _fetch }, cid, options = {}) {
    const url = new URL(\`car/\${cid}\`, endpoint)
    const res = await fetch(url.toString(), {
      method: 'GET',
      headers: Web3Storage.headers(token),
      signal: options.signal
    })
    return res
  }${other}
}

export { Web3Storage, Blob }
`;

const inLib = (files: Record<string, string>) =>
  scanProject(files)
    .filter(([file]) => file === 'src/lib.js')
    .map(([, line, rule]) => [line, rule]);

describe("a name standing for a sibling module's client", () => {
  it("judges web3.storage's `fetch = _fetch` by the sibling's @web-std/fetch", () => {
    expect(inLib({ 'src/platform.js': PLATFORM(), 'src/lib.js': LIB() })).toEqual([[9, MISSING]]);
  });

  it("judges it the same with node-fetch as the sibling's client", () => {
    expect(inLib({ 'src/platform.js': PLATFORM('node-fetch'), 'src/lib.js': LIB() })).toEqual([[9, MISSING]]);
  });

  it('leaves the name alone when the file gives it anything else, or the sibling is not seen', () => {
    const other = `
  static async status ({ endpoint, fetch = globalThis.customFetch }, cid) {
    return fetch(endpoint + cid)
  }`;
    // Line 17 is the other method's own fetch, judged as before; line 9's `fetch` is no longer only `_fetch`.
    expect(inLib({ 'src/platform.js': PLATFORM(), 'src/lib.js': LIB(other) })).not.toContainEqual([
      9,
      MISSING,
    ]);
    expect(inLib({ 'src/lib.js': LIB() })).toEqual([]);
  });

  it('stays silent when the sibling exports a module that is no client', () => {
    expect(inLib({ 'src/platform.js': PLATFORM('./own-fetch.js'), 'src/lib.js': LIB() })).toEqual([]);
  });
});
