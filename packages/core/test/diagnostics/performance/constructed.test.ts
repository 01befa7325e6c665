// A class's options handed in by the modules that construct it: `new FetchClient({ …, timeout: 20_000 })` in
// one file gives `this.config.timeout` of FetchClient (another file) its value. Read through the corpus-style
// resolver (findConstructions + mergeConstructions) and through the scanner. Each snippet is a copy of a real
// file's lines (origin and licence beside it); the client's send is a plain fetch (in @axiomhq/js it goes
// through fetch-retry: fetch-wrappers.test.ts).
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import { parseSource } from '../parse';
import { checkWithConstructions } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

// @axiomhq/js 2.0.0 src/fetchClient.ts lines 49-82 and 101-109 (MIT): the options kept as a parameter
// property, each method's `timeout` defaulting to `this.config.timeout` and handed to doReq.
const FETCH_CLIENT = `export class FetchClient {
  constructor(
    public config: { headers: HeadersInit; baseUrl: string; timeout: number; fetch?: typeof globalThis.fetch },
  ) {}

  async doReq<T>(endpoint: string, method: string, init: RequestInit = {}, timeout = this.config.timeout): Promise<T> {
    const fetchFn = this.config.fetch ?? fetch;
    const resp = await fetchFn(\`\${this.config.baseUrl}\${endpoint}\`, {
      headers: this.config.headers,
      method,
      body: init.body ? init.body : undefined,
      signal: AbortSignal.timeout(timeout),
      cache: 'no-store',
    });
    return (await resp.json()) as T;
  }

  post<T>(url: string, init: RequestInit = {}, timeout = this.config.timeout): Promise<T> {
    return this.doReq<T>(url, 'POST', init, timeout);
  }
}
`;

// @axiomhq/js 2.0.0 src/httpClient.ts lines 1, 291-323 (MIT): the only construction of FetchClient.
const HTTP_CLIENT = (timeout: string, extra = '') => `import { FetchClient } from './fetchClient.js';

export default abstract class HTTPClient {
  protected readonly client: FetchClient;

  constructor({ token, url, fetch: fetchFn }: { token: string; url?: string; fetch?: typeof fetch }) {
    const baseUrl = url ? url.replace(/\\/+$/, '') : 'https://api.axiom.co';
    const headers: HeadersInit = { Authorization: 'Bearer ' + token };
    this.client = new FetchClient({
      baseUrl,
      headers,
      timeout: ${timeout},
      ...(fetchFn && { fetch: fetchFn }),
    });${extra}
  }
}
`;

const check = checkWithConstructions;

describe("a class's options given by the modules constructing it", () => {
  it('judges the fetch by the timeout every construction passes (20 s), once, inside the client', () => {
    const files = { 'src/fetchClient.ts': FETCH_CLIENT, 'src/httpClient.ts': HTTP_CLIENT('20_000') };
    // post() hands on its own `timeout = this.config.timeout`, the same default as doReq's: judged inside.
    expect(check(files, 'src/fetchClient.ts')).toEqual([[TOO_LONG, 8, expect.stringContaining('20 s')]]);
  });

  it('is silent without a construction, or when constructions disagree or pass an unknown', () => {
    expect(check({ 'src/fetchClient.ts': FETCH_CLIENT }, 'src/fetchClient.ts')).toEqual([]);
    const disagree = {
      'src/fetchClient.ts': FETCH_CLIENT,
      'src/httpClient.ts': HTTP_CLIENT('20_000'),
      'src/other.ts': HTTP_CLIENT('5_000'),
    };
    expect(check(disagree, 'src/fetchClient.ts')).toEqual([]);
    const unknown = {
      'src/fetchClient.ts': FETCH_CLIENT,
      'src/httpClient.ts': HTTP_CLIENT('options.timeout'),
    };
    expect(check(unknown, 'src/fetchClient.ts')).toEqual([]);
    // A spread after the key may replace it: not read.
    const spread = {
      'src/fetchClient.ts': FETCH_CLIENT,
      'src/httpClient.ts': HTTP_CLIENT('20_000').replace(
        '...(fetchFn && { fetch: fetchFn }),',
        '...overrides,',
      ),
    };
    expect(check(spread, 'src/fetchClient.ts')).toEqual([]);
  });

  it('is within the limit when every construction passes a short timeout', () => {
    const files = { 'src/fetchClient.ts': FETCH_CLIENT, 'src/httpClient.ts': HTTP_CLIENT('5_000') };
    expect(check(files, 'src/fetchClient.ts')).toEqual([]);
  });

  it('reaches `charter check`: the scanner gives the constructed file what the constructing one passes', () => {
    const result = scanFiles(
      [
        { path: 'src/fetchClient.ts', text: FETCH_CLIENT },
        { path: 'src/httpClient.ts', text: HTTP_CLIENT('20_000') },
      ],
      { parse: parseSource, limits: toDiagnosticLimits(), categories: ['performance'] },
    );
    expect(result.findings.map((f) => [f.file, f.line, f.ruleId])).toEqual([
      ['src/fetchClient.ts', 8, TOO_LONG],
    ]);
  });
});

describe('a stored value the class makes itself is not replaced', () => {
  it('leaves a stored value the constructor may replace with another (`this.config = override`) to the file', () => {
    // @axiomhq/js 2.0.0 src/fetchClient.ts (MIT), its constructor changed to take a second, overriding config.
    const replaced = FETCH_CLIENT.replace(
      `constructor(
    public config: { headers: HeadersInit; baseUrl: string; timeout: number; fetch?: typeof globalThis.fetch },
  ) {}`,
      `config: { headers: HeadersInit; baseUrl: string; timeout: number; fetch?: typeof globalThis.fetch };
  constructor(config: { headers: HeadersInit; baseUrl: string; timeout: number }, override?: typeof config) {
    this.config = config;
    if (override) this.config = override;
  }`,
    );
    expect(replaced).not.toBe(FETCH_CLIENT);
    const files = { 'src/fetchClient.ts': replaced, 'src/httpClient.ts': HTTP_CLIENT('20_000') };
    expect(check(files, 'src/fetchClient.ts')).toEqual([]);
  });

  it('reads `this.config = config` at the top of a compiled constructor', () => {
    // The same class as tsc compiles a parameter property to JavaScript.
    const compiled = FETCH_CLIENT.replace(
      `constructor(
    public config: { headers: HeadersInit; baseUrl: string; timeout: number; fetch?: typeof globalThis.fetch },
  ) {}`,
      `config: { headers: HeadersInit; baseUrl: string; timeout: number; fetch?: typeof globalThis.fetch };
  constructor(config: { headers: HeadersInit; baseUrl: string; timeout: number }) {
    this.config = config;
  }`,
    );
    const files = { 'src/fetchClient.ts': compiled, 'src/httpClient.ts': HTTP_CLIENT('20_000') };
    expect(check(files, 'src/fetchClient.ts')).toEqual([[TOO_LONG, 9, expect.stringContaining('20 s')]]);
  });
});
