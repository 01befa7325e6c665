// A helper that hands the init it is given to a fetch through other helpers of its file is judged at its own
// calls (chained-pass-throughs.ts). Shapes copied from @vercel/blob 2.8.0 dist/chunk-QMTUXFZH.cjs (Apache-2.0), lines
// 403-535 (blobFetch, blobRequest), 722-760 (requestApi) and 2059-2075 (createFolder).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'dist/chunk.cjs') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

/** The file's transport: three helpers from `requestApi` down to undici's fetch; `extra` goes into requestApi. */
const transport = (extra = '') => `var _undici = require('undici');
var blobFetch = async ({ input, init, onUploadProgress }) => {
  let body;
  if (init.body) body = init.body;
  return _undici.fetch.call(void 0, input, { ...init, ...init.body ? { body } : {}, duplex: "half" });
};
var blobRequest = async ({ input, init, onUploadProgress }) => {
  if (onUploadProgress) return blobFetch({ input, init, onUploadProgress });
  return blobFetch({ input, init });
};
async function requestApi(pathname, init, commandOptions) {
  ${extra}
  const res = await blobRequest({ input: getApiUrl(pathname), init: { ...init, headers: { ...init.headers } } });
  return res.json();
}
`;

describe('a helper sending its init through other helpers of the file (@vercel/blob)', () => {
  const calls = `async function createFolder(pathname, options = { access: "public" }) {
  return requestApi("/folder", { method: "PUT", signal: options.abortSignal }, options);
}
async function del(url) {
  return requestApi("/delete", { method: "POST", body: url });
}
async function head(url) {
  return requestApi("/head", { method: "GET", signal: AbortSignal.timeout(5000) });
}
exports.createFolder = createFolder;
exports.del = del;
exports.head = head;
`;
  const source = transport() + calls;
  const at = (text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1;

  it('is judged at each call with the init it is given, not at the inner fetch', () => {
    expect(rules(source)).toEqual([
      [MISSING, at('"/folder"')],
      [MISSING, at('"/delete"')],
    ]);
  });

  it('a signal from a plain parameter of the caller may be set by every caller: not judged', () => {
    const plain = source.replace(
      'createFolder(pathname, options = { access: "public" })',
      'createFolder(pathname, options)',
    );
    expect(rules(plain)).toEqual([[MISSING, at('"/delete"')]]);
  });

  it('is not made a wrapper when a helper on the way may bound the request itself', () => {
    const timed = transport('const timer = setTimeout(() => undefined, 30000);') + calls;
    expect(rules(timed)).toEqual([]);
  });

  it('is not made a wrapper when it reassigns the init it hands on', () => {
    const merged = transport('init = { ...DEFAULTS, ...init };') + calls;
    expect(rules(merged)).toEqual([]);
  });
});
