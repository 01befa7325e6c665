// `options.abortSignal?.aborted` as tsc and esbuild write it for older targets: `(_a3 = options.abortSignal) ==
// null ? void 0 : _a3.aborted`. The file tests the caller's signal for absence as `if (options.abortSignal)`
// would, so a send whose only signal is `options.abortSignal` has no bound unless the caller passes one. Copied
// from @vercel/blob 2.8.0 dist/chunk-QMTUXFZH.cjs (Apache-2.0), trimmed: the signed-token request (line 1834)
// and the multipart part upload that tests the signal (lines 1142-1148); held-out set 3's misses were read to
// write it (see real-corpus/README.md).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const blob = (test: string) => `
async function requestApi(pathname, init) {
  return await fetch("https://vercel.com/api/blob" + pathname, { ...init });
}
async function issueSignedToken(options) {
  return requestApi("/signed-token", {
    method: "POST",
    headers: { "content-type": "application/json" },
    signal: options.abortSignal
  });
}
function uploadPart(options, handleAbort) {
  var _a3, _b2;
  ${test}
  (_b2 = options.abortSignal) == null ? void 0 : _b2.addEventListener("abort", handleAbort);
}
module.exports = { issueSignedToken, uploadPart };
`;

describe('a caller signal the compiled file tests for absence', () => {
  it('reports the send whose only signal it is (@vercel/blob signed-token)', () => {
    const tested = 'if ((_a3 = options.abortSignal) == null ? void 0 : _a3.aborted) return;';
    const { found, messages } = checkFile(blob(tested), 'dist/chunk.cjs');
    expect(found).toEqual([[MISSING, 3]]);
    expect(messages[0]).toContain('it tests `options.abortSignal`');
  });

  it('stays silent when the assignment is not tested (`_a3 = options.abortSignal` alone)', () => {
    const text = blob('_a3 = options.abortSignal;').replace(
      '(_b2 = options.abortSignal) == null ? void 0 : _b2.addEventListener("abort", handleAbort);',
      '_b2 = options.abortSignal; _b2.addEventListener("abort", handleAbort);',
    );
    const { found, undecided } = checkFile(text, 'dist/chunk.cjs');
    expect(found).toEqual([]);
    expect(undecided).toEqual([3]);
  });

  // @vercel/blob 2.8.0 chunk-QMTUXFZH.cjs:1005 (completeMultipartUpload, `options` destructured from its one
  // parameter): createPutOptions, another function, writes `options.token` on its own `options` (line 970).
  const complete = (write: string) => `
async function requestApi(pathname, init) {
  return await fetch("https://vercel.com/api/blob" + pathname, { ...init });
}
async function createPutOptions({ pathname, options, getToken }) {
  ${write}
  return options;
}
async function completeMultipartUpload({ uploadId, pathname, options }) {
  return requestApi("/mpu", {
    method: "POST",
    headers: { "x-mpu-upload-id": uploadId },
    signal: options.abortSignal
  });
}
function uploadPart({ options }, handleAbort) {
  var _a3;
  (_a3 = options.abortSignal) == null ? void 0 : _a3.addEventListener("abort", handleAbort);
}
module.exports = { createPutOptions, completeMultipartUpload, uploadPart };
`;

  it("reports a destructured `options` though another function's `options` is written", () => {
    const write = 'if (getToken) { options.token = await getToken(pathname, options); }';
    const { found, messages } = checkFile(complete(write), 'dist/chunk.cjs');
    // Its one caller: judged at the fetch it makes (line 3), as above.
    expect(found).toEqual([[MISSING, 3]]);
    expect(messages[0]).toContain('it tests `options.abortSignal`');
  });

  it('stays silent when the sending function writes its own `options`', () => {
    const text = complete('').replace(
      'return requestApi("/mpu", {',
      'options.token = uploadId;\n  return requestApi("/mpu", {',
    );
    const { found } = checkFile(text, 'dist/chunk.cjs');
    expect(found).toEqual([]);
  });
});
