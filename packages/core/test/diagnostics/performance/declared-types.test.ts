// What a value's declared type says it can carry (held-out set 5's convex misses, read to develop this): a
// spread, an options parameter or a property read whose type, written in the same file, has no `signal` (nor
// `timeout`) cannot bound the request, so the call is judged as if the value were absent. A type that is not
// visible here (imported, of the platform, `any`, an index signature, a type parameter) changes nothing. Each
// case is a copy of a real published file's shape (origin and licence beside it); the counterparts stay silent.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts, type HttpTimeoutCollector } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const check = (text: string, path = 'src/browser/http_client.ts', collect?: HttpTimeoutCollector) =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }, {}, collect);
const rules = (text: string, path?: string) => check(text, path).map((f) => [f.ruleId, f.line]);

// convex 1.49.0 src/browser/http_client.ts (Apache-2.0), ConvexHttpClient#getTimestampInner and the type at
// line 616: the init spreads `this.fetchOptions`, declared `fetchOptions?: FetchOptions` with `type
// FetchOptions = { cache: … }`; the fetch is the client's, the one given to setFetch, or the global one.
const convex = (type = 'type FetchOptions = { cache: "force-cache" | "no-store" };') => `
let specifiedFetch: typeof globalThis.fetch | undefined = undefined;
export function setFetch(f: typeof globalThis.fetch) {
  specifiedFetch = f;
}
export class ConvexHttpClient {
  private readonly address: string;
  private fetchOptions?: FetchOptions;
  private fetch?: typeof globalThis.fetch | undefined;
  setFetchOptions(fetchOptions: FetchOptions) {
    this.fetchOptions = fetchOptions;
  }
  private async getTimestampInner() {
    const localFetch = this.fetch || specifiedFetch || fetch;
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    const response = await localFetch(\`\${this.address}/api/query_ts\`, {
      ...this.fetchOptions,
      method: "POST",
      headers: headers,
    });
    return response;
  }
}
${type}
`;
const CALL_LINE = 16;

describe('a spread whose declared type cannot carry a bound', () => {
  it('convex: `...this.fetchOptions` of `type FetchOptions = { cache }`, sent by a choice of fetches', () => {
    const findings = check(convex());
    expect(findings.map((f) => [f.ruleId, f.line])).toEqual([[MISSING, CALL_LINE]]);
    expect(findings[0]?.message).toContain('`this.fetchOptions` is declared without one');
  });

  it('the same type written as an interface, an extension of one, a union or an intersection', () => {
    for (const type of [
      'interface FetchOptions { cache: "force-cache" | "no-store" }',
      'interface Base { keepalive?: boolean }\ninterface FetchOptions extends Base { cache: string }',
      'type FetchOptions = { cache: string } | { keepalive: boolean } | undefined;',
      'type Cache = { cache: string };\ntype FetchOptions = Cache & { credentials?: string };',
    ])
      expect(rules(convex(type)), type).toEqual([[MISSING, CALL_LINE]]);
  });

  it('Partial, Omit and Pick of an in-file type keep only what that type has', () => {
    for (const type of [
      'type Full = { cache: string; mode: string };\ntype FetchOptions = Partial<Full>;',
      'type Full = { cache: string; signal: AbortSignal };\ntype FetchOptions = Omit<Full, "signal">;',
      'type Full = { cache: string; signal: AbortSignal };\ntype FetchOptions = Pick<Full, "cache">;',
    ])
      expect(rules(convex(type)), type).toEqual([[MISSING, CALL_LINE]]);
  });

  it('a type that has a `signal`, or one that is not visible here: silent, as before', () => {
    for (const type of [
      // The caller's signal may be there.
      'type FetchOptions = { cache: string; signal?: AbortSignal };',
      'interface Base { signal?: AbortSignal | null }\ninterface FetchOptions extends Base { cache: string }',
      'type Full = { cache: string; signal: AbortSignal };\ntype FetchOptions = Omit<Full, "cache">;',
      // storyblok-js-client 7.7.6 src/sbFetch.ts (MIT) spreads `this.fetchOptions: ISbCustomFetch`, imported.
      'import type { FetchOptions } from "./interfaces";',
      // An index signature, the platform's RequestInit (which has `signal`), `any`, a mapped type.
      'type FetchOptions = { [key: string]: any };',
      'type FetchOptions = Partial<RequestInit>;',
      'type FetchOptions = Omit<RequestInit, "body" | "method">;',
      'type FetchOptions = any;',
      'type FetchOptions = Record<string, unknown>;',
      'type Full = { cache: string; signal: AbortSignal };\ntype FetchOptions = { [K in keyof Full]?: Full[K] };',
    ])
      expect(rules(convex(type)), type).toEqual([]);
  });

  it('no type at all (`private fetchOptions;`): still not judged, and said so', () => {
    const untyped = convex('').replace('private fetchOptions?: FetchOptions;', 'private fetchOptions;');
    const collect: HttpTimeoutCollector = { undecided: [] };
    const text = untyped.replace(
      'setFetchOptions(fetchOptions: FetchOptions)',
      'setFetchOptions(fetchOptions)',
    );
    expect(check(text, undefined, collect)).toEqual([]);
    expect(collect.undecided.map((u) => [u.line, u.reason])).toEqual([
      [CALL_LINE, 'its options are spread from `...this.fetchOptions`'],
    ]);
  });

  it('`...(this.fetchOptions ?? {})` and `...(this.fetchOptions || {})`: the same type, reported', () => {
    for (const spread of ['...(this.fetchOptions ?? {}),', '...(this.fetchOptions || {}),'])
      expect(rules(convex().replace('...this.fetchOptions,', spread)), spread).toEqual([
        [MISSING, CALL_LINE],
      ]);
  });

  it('a key the init sets after the spread still counts (`signal` written out): silent', () => {
    const bounded = convex().replace(
      'method: "POST",',
      'method: "POST",\n      signal: AbortSignal.timeout(5000),',
    );
    expect(rules(bounded)).toEqual([]);
  });
});

describe('a name declared as a fetch', () => {
  // convex 1.49.0 src/browser/http_client.ts (Apache-2.0) lines 36-40: a module variable typed as the global
  // fetch, filled by setFetch for old Node versions; a call of it is a fetch call, whatever it holds.
  const shim = (type: string) => `
let specifiedFetch: ${type} = undefined;
export function setFetch(f) {
  specifiedFetch = f;
}
export async function ping(address: string) {
  return await specifiedFetch(address + "/ping", { method: "GET" });
}
`;

  it('`let specifiedFetch: typeof globalThis.fetch | undefined`: judged as fetch', () => {
    expect(rules(shim('typeof globalThis.fetch | undefined'), 'src/ping.ts')).toEqual([[MISSING, 7]]);
  });

  it('a name typed as some other function: not a fetch, silent', () => {
    expect(
      rules(shim('((url: string, init: object) => Promise<Response>) | undefined'), 'src/ping.ts'),
    ).toEqual([]);
  });
});

describe('an options parameter or property read whose declared type cannot carry a bound', () => {
  // The request helper shape of SDKs that type their own options (ollama 0.6.4 src/utils.ts `get(fetch, host,
  // options?: { headers?: HeadersInit })`, MIT): here the options object itself is the init.
  const helper = (type: string) => `
interface RequestOptions ${type}
export async function request(url: string, options: RequestOptions) {
  const response = await fetch(url, options);
  return response.json();
}
`;

  it('`fetch(url, options)` with `options: RequestOptions` of `{ method, headers }`: reported', () => {
    expect(rules(helper('{ method?: string; headers?: Record<string, string> }'), 'src/http.ts')).toEqual([
      [MISSING, 4],
    ]);
  });

  it('an optional parameter (`options?: RequestOptions`) spread into the init: reported', () => {
    const optional = helper('{ method?: string; headers?: Record<string, string> }')
      .replace('options: RequestOptions)', 'options?: RequestOptions)')
      .replace('fetch(url, options)', 'fetch(url, { ...options, keepalive: true })');
    expect(rules(optional, 'src/http.ts')).toEqual([[MISSING, 4]]);
  });

  it('a variable annotated with the type (`const init: RequestOptions = build()`): reported', () => {
    const variable = helper('{ method?: string; headers?: Record<string, string> }').replace(
      'const response = await fetch(url, options);',
      'const init: RequestOptions = await options.build();\n  const response = await fetch(url, init);',
    );
    expect(rules(variable, 'src/http.ts')).toEqual([[MISSING, 5]]);
    expect(
      rules(variable.replace('const init: RequestOptions', 'const init: RequestInit'), 'src/http.ts'),
    ).toEqual([]);
  });

  it('a `signal` in the type, or an index signature: silent', () => {
    for (const type of ['{ headers?: HeadersInit; signal?: AbortSignal }', '{ [name: string]: unknown }'])
      expect(rules(helper(type), 'src/http.ts'), type).toEqual([]);
  });

  // convex's constructor options (`options?: { fetch?: …; logger?: … }`) read through a property: the member's
  // own declared type decides. Written here as an axios config: no `timeout`, no `signal`, so axios's 0.
  const axiosConfig = (member: string) => `import axios from 'axios';
type ClientOptions = { baseURL: string; requestConfig?: ${member} };
type RequestConfig = { headers?: Record<string, string>; params?: Record<string, string> };
export class Client {
  constructor(private readonly options: ClientOptions) {}
  get(path: string) {
    return axios.get(this.options.baseURL + path, this.options.requestConfig);
  }
}
`;

  it('axios handed `this.options.requestConfig` of a type with neither `timeout` nor `signal`: reported', () => {
    const findings = check(axiosConfig('RequestConfig'), 'src/client.ts');
    expect(findings.map((f) => [f.ruleId, f.line])).toEqual([[MISSING, 7]]);
  });

  it('the same member typed with `timeout`, or as axios’s own config: silent', () => {
    for (const member of ['RequestConfig & { timeout?: number }', 'AxiosRequestConfig'])
      expect(rules(axiosConfig(member), 'src/client.ts'), member).toEqual([]);
  });
});
