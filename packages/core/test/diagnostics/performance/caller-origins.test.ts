// A request whose only possible bound is the SDK user's optional option, with no default anywhere in the
// package: the signal or init is followed back through `this.options` stored by a constructor, the file's every
// construction of that class, and the user's entry (an exported class, a static factory) to an option the user
// may leave out. Counterparts stay silent or "not judged": a construction in the file that passes a timer's
// signal, an instance method other classes of the file may call with a signal of their own, an init the user
// hands through whole (a fetch-compatible pass-through, judged at its callers), a class handed on where its
// constructions cannot be seen. Each case is a minimal copy of a real published file (origin and licence beside
// it); held-out set 7's misses were read to write them (see real-corpus/README.md).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import type { UndecidedCall } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const check = (text: string, path = 'dist/nodejs.js') => {
  const collect = { undecided: [] as UndecidedCall[] };
  const findings = checkHttpTimeouts(
    { path, text },
    parseSource(path, text).program,
    { maxTimeoutMs: 10_000 },
    {},
    collect,
  );
  return {
    found: findings.map((f) => [f.ruleId, f.line]),
    messages: findings.map((f) => f.message),
    undecided: collect.undecided.map((u) => u.line),
  };
};

// @upstash/vector 1.2.3 dist/nodejs.js lines 39-77 and 917-971 (MIT): an esbuild bundle. HttpClient keeps the
// constructor's `config.signal` in `this.options`; the exported Index2 constructs it with the user's optional
// `configOrRequester?.signal`, and its static `fromEnv` constructs Index2 with the user's `config` spread in.
const upstash = (signal: string, exported = '  Index: () => Index2,') => `var src_exports = {};
__export(src_exports, {
${exported}
});
var HttpClient = class {
  options;
  constructor(config) {
    this.options = {
      cache: config.cache,
      signal: config.signal
    };
    this.baseUrl = config.baseUrl.replace(/\\/$/, "");
  }
  async request(req) {
    const signal = this.options.signal;
    const isSignalFunction = typeof signal === "function";
    const requestOptions = {
      cache: this.options.cache,
      method: "POST",
      body: JSON.stringify(req.body),
      keepalive: true,
      signal: isSignalFunction ? signal() : signal
    };
    const res = await fetch([this.baseUrl, ...req.path ?? []].join("/"), requestOptions);
    return res.json();
  }
};
var Index2 = class _Index {
  constructor(configOrRequester) {
    const url = configOrRequester?.url;
    const client = new HttpClient({
      baseUrl: url,
      cache: configOrRequester?.cache === false ? void 0 : configOrRequester?.cache || "no-store",
      signal: ${signal}
    });
    this.client = client;
  }
  static fromEnv(env, config) {
    const url = env?.UPSTASH_VECTOR_REST_URL;
    return new _Index({ ...config, url });
  }
};
`;

describe("a signal kept from the user's optional options by the constructor", () => {
  it('is missing when every construction of the class passes the user’s own optional signal', () => {
    const { found, messages } = check(upstash('configOrRequester?.signal'));
    expect(found).toEqual([[MISSING, 24]]);
    expect(messages[0]).toMatch(/no bound by default/);
  });

  it('is not reported when the file constructs the client with a timer’s signal', () => {
    // The same bundle with `signal: AbortSignal.timeout(5000)`: the construction bounds every request.
    expect(check(upstash('AbortSignal.timeout(5000)')).found).toEqual([]);
  });

  it('stays not judged when the class that holds the option is handed on where its constructions are unseen', () => {
    // `HttpClient` also exported through a list: another module may construct it with a signal of its own.
    const handed = upstash('configOrRequester?.signal', '  Index: () => Index2,\n  make: wrap(HttpClient),');
    const result = check(handed);
    expect(result.found).toEqual([]);
    expect(result.undecided).toContain(25);
  });
});

// @prismicio/client 7.22.0 src/Client.ts lines 1197-1233 (Apache-2.0): `graphQLFetch(input, init?)` is a
// fetch-compatible function handed to GraphQL clients; it sends the caller's init whole (`{ ...init, headers }`),
// so it is a pass-through judged where it is called, even though `init` is optional.
const prismic = `export class Client {
  constructor(repositoryNameOrEndpoint, options = {}) {
    this.fetchFn = options.fetch || globalThis.fetch.bind(globalThis);
  }
  async graphQLFetch(input, init) {
    const headers = {};
    for (const [key, value] of Object.entries(init?.headers ?? {})) headers[key.toLowerCase()] = value;
    const url = new URL(typeof input === "string" ? input : input.url);
    return await this.fetchFn(url.toString(), {
      ...init,
      headers,
    });
  }
}
`;

// An instance method called by other classes of the file (@upstash/redis 1.39.0 nodejs.js line 169's shape:
// `req.signal ?? this.options.signal`, the request built by each command): the request's own signal is theirs.
const byMethods = `export class Client {
  async request(req) {
    return fetch(this.url, { method: "POST", body: req.body, signal: req.options.signal });
  }
}
export class Command {
  exec(client) {
    return client.request({ body: "[]", options: { signal: AbortSignal.timeout(5000) } });
  }
}
`;

describe('values the user hands through, or callers of the file may fill', () => {
  it('leaves an init the user hands through whole to its callers (a pass-through)', () => {
    expect(check(prismic, 'src/Client.ts').found).toEqual([]);
  });

  it('does not conclude from an instance method other classes of the file may call with a signal', () => {
    expect(check(byMethods, 'src/http.js').found).toEqual([]);
  });
});
