// A fetch whose only signal is a key of its function's parameter, which the same function reads with `?.`
// (`userRequest.abortSignal?.addEventListener(…)`): the file treats the signal as one the caller may leave out, as it
// does when it tests the path (tsc's and esbuild's lowered `?.` is such a test). A helper handed its client as another
// parameter passes the caller's bound through and is not judged so. Each case is a minimal copy of a real file
// (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

// @indexsupply/indexsupply.js 2.0.3 dist/index.js lines 314-335 (MIT): queryLive, the package's exported live query.
const indexsupply = (
  read = 'userRequest.abortSignal?.addEventListener',
) => `export async function* queryLive(userRequest) {
    let userRequestedAbort = false;
    ${read}("abort", () => {
        userRequestedAbort = true;
    });
    for (let attempt = 0; attempt < (userRequest.retryAttempts ?? 50); attempt++) {
        let completeUrl = userRequest.apiUrl + "/query-live";
        let response = await fetch(completeUrl, {
            signal: userRequest.abortSignal,
            headers: { "User-Agent": "indexsupply.js" }
        });
        yield response;
    }
}`;

// @supabase/postgrest-js 2.119.1 src/fetchWithRetry.ts lines 78-110 (MIT): a retry helper given the fetch and the
// request by its caller (labelled a pass-through).
const postgrest = `export async function fetchWithRetry(fetchImpl, url, request, retryEnabled) {
  while (true) {
    let res;
    try {
      res = await fetchImpl(url, { method: request.method, headers: request.headers, signal: request.signal });
    } catch (fetchError) {
      if (request.signal?.aborted) throw fetchError;
      continue;
    }
    return res;
  }
}`;

describe("a signal its own function reads with `?.` (indexsupply's queryLive)", () => {
  it("the caller's optional abortSignal only: missing", () => {
    expect(checkFile(indexsupply(), 'dist/index.js').found).toEqual([['perf/http-timeout-missing', 8]]);
  });

  it("read without `?.`: the caller's signal, not judged", () => {
    const result = checkFile(indexsupply('userRequest.abortSignal.addEventListener'), 'dist/index.js');
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([8]);
  });

  it('a helper handed both its fetch and its request (postgrest fetchWithRetry): not judged', () => {
    const result = checkFile(postgrest, 'src/fetchWithRetry.ts');
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([5]);
  });
});
