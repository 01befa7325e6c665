// A handler an exported factory returns, called by another module of the package (handed-arguments.ts,
// `handedReturns` and `factoryReturning`; session 41): @bluesky-social/xrpc 0.7.5 (set 21), src/fetch-handler.ts
// lines 56-89 (`buildFetchHandler` returns `async function (url, init) { … return fetch(fullUrl, { ...init,
// headers }) }` on `fetch = globalThis.fetch` unless the options give one) and src/xrpc-client.ts lines 28-92
// (XrpcClient keeps `this.fetchHandler = buildFetchHandler(fetchHandlerOpts)` and calls it with `const init = { …,
// signal: opts?.signal }`, the caller's optional CallOptions), reduced to the lines that decide.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const handler = `export function buildFetchHandler(options) {
  if (typeof options === 'function') return options
  const {
    service,
    headers: defaultHeaders = undefined,
    fetch = globalThis.fetch,
  } = typeof options === 'string' || options instanceof URL ? { service: options } : options
  return async function (url, init) {
    const fullUrl = new URL(url, typeof service === 'function' ? service() : service)
    const headers = combineHeaders(init.headers, defaultHeaders)
    return fetch(fullUrl, { ...init, headers })
  }
}
`;

const client = (signal: string, extra = '') => `import { buildFetchHandler } from './fetch-handler'
export class XrpcClient {
  readonly fetchHandler: FetchHandler
  constructor(fetchHandlerOpts, lex) {
    this.fetchHandler = buildFetchHandler(fetchHandlerOpts)
  }
  async call(methodNsid: string, params?: QueryParams, data?: unknown, opts?: CallOptions) {
    const reqUrl = constructMethodCallUrl(methodNsid, params)
    const init = {
      method: 'post',
      headers: combineHeaders(reqHeaders, this.headers),
      body: encodeMethodCallBody(reqHeaders, data),
      signal: ${signal},
    }
    const response = await this.fetchHandler.call(undefined, reqUrl, init)
    return response
  }${extra}
}
`;

const fetches = (files: Record<string, string>) =>
  scanProject(files)
    .filter(([file]) => file === 'src/fetch-handler.ts')
    .map(([, line, rule]) => [line, rule]);

describe("a handler an exported factory returns, judged by the package's calls of what it returns", () => {
  it("MISSING when every call hands it an init whose signal is the caller's optional option", () => {
    const files = { 'src/fetch-handler.ts': handler, 'src/xrpc-client.ts': client('opts?.signal') };
    expect(fetches(files)).toEqual([[11, MISSING]]);
  });

  it('silent when a call hands it a signal of its own, or the handler goes where the module does not follow', () => {
    const timed = {
      'src/fetch-handler.ts': handler,
      'src/xrpc-client.ts': client('AbortSignal.timeout(5000)'),
    };
    const handedOn = {
      'src/fetch-handler.ts': handler,
      'src/xrpc-client.ts': client('opts?.signal', '\n  handler() { return this.fetchHandler }'),
    };
    const elsewhere = {
      ...timed,
      'src/xrpc-client.ts': client('opts?.signal'),
      'src/other.ts': `import { buildFetchHandler } from './fetch-handler'\nexport const handler = buildFetchHandler(url)\n`,
    };
    expect(fetches(timed)).toEqual([]);
    expect(fetches(handedOn)).toEqual([]);
    expect(fetches(elsewhere)).toEqual([]);
  });

  it('silent when the calling method is not a public method of an exported class', () => {
    const internal = client('opts?.signal').replace('export class', 'class');
    expect(fetches({ 'src/fetch-handler.ts': handler, 'src/xrpc-client.ts': internal })).toEqual([]);
  });
});
