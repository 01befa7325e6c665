// A key assigned on an options object where the checker cannot decide the assignment (`context.options.signal =
// controller.signal` under `if (!context.options.signal && context.options.timeout)`, ofetch 1.5.1
// dist/shared/ofetch.CWycOUEr.mjs:261-274) is held in the object's view as the internal "not known" marker. That
// marker once reached `judgeSignal` as if it were a signal name and the call was judged bounded; the view's
// reader now says the key is unknown, so the call is recorded as undecided and never judged on the marker.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

// Whole results are compared below: the finding and undecided lines only.
const run = (text: string, path = 'dist/shared/ofetch.mjs') => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};

describe('a key set where the checker cannot decide it', () => {
  // ofetch 1.5.1 dist/shared/ofetch.CWycOUEr.mjs lines 98-120 and 197-278 (MIT), cut to the send.
  const ofetch = `function resolveFetchOptions(request, input, defaults, Headers) {
  const headers = mergeHeaders(input?.headers ?? request?.headers, defaults?.headers, Headers);
  return {
    ...defaults,
    ...input,
    headers
  };
}
export function createFetch(globalOptions = {}) {
  const fetch = globalOptions.fetch || globalThis.fetch;
  const $fetchRaw = async function $fetchRaw2(_request, _options = {}) {
    const context = {
      request: _request,
      options: resolveFetchOptions(_request, _options, globalOptions.defaults, Headers),
      response: void 0,
      error: void 0
    };
    let abortTimeout;
    if (!context.options.signal && context.options.timeout) {
      const controller = new AbortController();
      abortTimeout = setTimeout(() => {
        controller.abort(new Error("timeout"));
      }, context.options.timeout);
      context.options.signal = controller.signal;
    }
    try {
      context.response = await fetch(context.request, context.options);
    } catch (error) {
      context.error = error;
    }
    return context.response;
  };
  return $fetchRaw;
}
`;
  const line = ofetch.split('\n').findIndex((l) => l.includes('await fetch(')) + 1;

  it('is not read as a signal: the send is undecided, not judged bounded', () => {
    const { found, undecided } = run(ofetch);
    expect(found).toEqual([]);
    expect(undecided).toEqual([line]);
  });

  it('a signal the checker does see set stays judged by what it is', () => {
    const seen = ofetch.replace(
      'context.response = await fetch(context.request, context.options);',
      'context.response = await fetch(context.request, { ...context.options, signal: AbortSignal.timeout(5000) });',
    );
    expect(run(seen)).toEqual({ found: [], undecided: [] });
  });
});

describe('a signal set under a test the file cannot decide', () => {
  // The shape of neverbounce 5.0.5 dist/esm/src/HttpsClient.js lines 40-46 (read in undecided-signals.ts): the
  // config comes from another object, so whether the `if` runs is not known. Each side was judged, and when they
  // disagreed the "not known" marker was judged as a signal, which counts as set: the call was judged bounded.
  const client = `export class HttpsClient {
  constructor(config) {
    this.config = config;
  }
  async request(url) {
    const config = this.config.getRequestConfig();
    const fetchOptions = { method: "GET", headers: { Accept: "application/json" } };
    if (config.timeout) {
      fetchOptions.signal = AbortSignal.timeout(5000);
    }
    return fetch(url, fetchOptions);
  }
}
`;
  const line = client.split('\n').findIndex((l) => l.includes('return fetch(')) + 1;

  it('bounded on one side only: undecided, not bounded', () => {
    expect(run(client, 'src/HttpsClient.js')).toEqual({ found: [], undecided: [line] });
  });

  it('bounded on both sides: bounded', () => {
    const both = client.replace(
      '{ method: "GET", headers: { Accept: "application/json" } }',
      '{ method: "GET", signal: AbortSignal.timeout(8000) }',
    );
    expect(run(both, 'src/HttpsClient.js')).toEqual({ found: [], undecided: [] });
  });
});
