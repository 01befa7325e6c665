// A request whose only possible bound is the SDK user's optional option, with no default anywhere in the
// package: the signal or init is followed back through `this.options` stored by a constructor, the file's every
// construction of that class, and the user's entry (an exported class, a static factory) to an option the user
// may leave out. Counterparts stay silent or "not judged": a construction in the file that passes a timer's
// signal, an instance method other classes of the file may call with a signal of their own, an init the user
// hands through whole (a fetch-compatible pass-through, judged at its callers), a class handed on where its
// constructions cannot be seen. Each case is a minimal copy of a real published file (origin and licence beside
// it); held-out set 7's misses were read to write them (see real-corpus/README.md). Across modules, the calls
// other kept files make of an exported helper (handed-arguments.ts) are its callers.
import { describe, expect, it } from 'vitest';
import { findHandedCalls, handedByTarget } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';
import { checkFile, joinSpecifier } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const check = (text: string, path = 'dist/nodejs.js') => checkFile(text, path);

// @upstash/vector 1.2.3 dist/nodejs.js lines 39-77 and 917-971 (MIT): an esbuild bundle. HttpClient keeps the
// constructor's `config.signal` in `this.options`; the exported Index2 constructs it with the user's optional
// `configOrRequester?.signal`, and its static `fromEnv(env, config)` constructs Index2 with the user's `config`
// spread in. That `config` is a plain parameter (no default, never read as `config?.`), but the constructor it
// reaches reads the key as the user's optional one (`configOrRequester?.signal`): missing either way.
const upstash = (
  signal: string,
  fromEnv = 'config',
  exported = '  Index: () => Index2,',
) => `var src_exports = {};
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
  static fromEnv(env, ${fromEnv}) {
    const url = env?.UPSTASH_VECTOR_REST_URL;
    return new _Index({ ...config, url });
  }
};
`;

describe("a signal kept from the user's optional options by the constructor", () => {
  it('is missing when every construction of the class passes the user’s own optional signal', () => {
    const { found, messages } = check(upstash('configOrRequester?.signal', 'config = {}'));
    expect(found).toEqual([[MISSING, 24]]);
    expect(messages[0]).toMatch(/no bound by default/);
  });

  it('is missing when fromEnv hands its plain config to the constructor that reads `configOrRequester?.signal`', () => {
    // The real file (held-out set 7's label, read for branch s29-http-caller): the constructor reads the key as
    // optional, so the `config` fromEnv spreads in can only carry a signal its user passes.
    const { found, messages } = check(upstash('configOrRequester?.signal'));
    expect(found).toEqual([[MISSING, 24]]);
    expect(messages[0]).toMatch(/no bound by default/);
  });

  it('stays not judged when no function on the way marks the signal optional', () => {
    // `configOrRequester.signal`: neither the constructor nor fromEnv says the user may leave it out.
    const result = check(upstash('configOrRequester.signal'));
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([24]);
  });

  it('is not reported when the file constructs the client with a timer’s signal', () => {
    // The same bundle with `signal: AbortSignal.timeout(5000)`: the construction bounds every request.
    expect(check(upstash('AbortSignal.timeout(5000)', 'config = {}')).found).toEqual([]);
  });

  it('stays not judged when the class that holds the option is handed on where its constructions are unseen', () => {
    // `HttpClient` also exported through a list: another module may construct it with a signal of its own.
    const handed = upstash(
      'configOrRequester?.signal',
      'config = {}',
      '  Index: () => Index2,\n  make: wrap(HttpClient),',
    );
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

/** `checkHttpTimeouts` on `path` with what the project's other files pass to its exported helpers (as the scanner does). */
function checkWithCallers(files: Record<string, string>, path: string) {
  const records = Object.entries(files)
    .filter(([other]) => other !== path)
    .flatMap(([from, text]) =>
      findHandedCalls(text, parseSource(from, text).program).map((call) => ({ from, call })),
    );
  const handed = handedByTarget(records, Object.keys(files), (from, specifier) => {
    const base = joinSpecifier(from, specifier);
    return base in files ? { path: base } : undefined;
  }).get(path);
  return checkFile(files[path] ?? '', path, handed ? { handed } : {});
}

// opencage-api-client 2.1.2 dist/fetch.js lines 18-33 and dist/opencage.js lines 1-24 (MIT): the exported
// helper sends the `signal` it is given, and the package's only call hands it the user's `options?.signal`.
const fetchJs = `import { version } from "./version.js";
async function fetchUrl(url, resolve, reject, signal) {
    fetch(url, {
        method: 'GET',
        headers: { Accept: 'application/json' },
        signal
    }).then((r) => r.json()).then((data)=>{
        resolve(data);
    }).catch((error)=>{
        reject(error);
    });
}
export { fetchUrl };
`;
const opencageJs = (
  signal: string,
  exported = 'export { geocode };',
) => `import { fetchUrl } from "./fetch.js";
async function geocode(input, options) {
    return new Promise((resolve, reject)=>{
        const url = \`\${input}?q=1\`;
        fetchUrl(url, resolve, reject, ${signal});
    });
}
${exported}
`;

describe("a helper's signal that every caller in the package takes from its user's options", () => {
  it('is missing when each call hands it the user’s optional `options?.signal`', () => {
    const files = { 'dist/fetch.js': fetchJs, 'dist/opencage.js': opencageJs('options?.signal') };
    expect(checkWithCallers(files, 'dist/fetch.js').found).toEqual([[MISSING, 3]]);
  });

  it('stays not judged when a caller hands it a timer’s signal', () => {
    const files = { 'dist/fetch.js': fetchJs, 'dist/opencage.js': opencageJs('AbortSignal.timeout(5000)') };
    const result = checkWithCallers(files, 'dist/fetch.js');
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([3]);
  });

  it('stays not judged when the calling function is not its user’s (not exported)', () => {
    // `geocode` kept private: whoever calls it in the package may pass a signal of its own.
    const files = { 'dist/fetch.js': fetchJs, 'dist/opencage.js': opencageJs('options?.signal', '') };
    expect(checkWithCallers(files, 'dist/fetch.js').found).toEqual([]);
  });

  it('stays not judged with no caller in the package (the signal is the whole parameter)', () => {
    expect(checkWithCallers({ 'dist/fetch.js': fetchJs }, 'dist/fetch.js').undecided).toEqual([3]);
  });
});

// @agility/content-fetch 2.0.11 dist/node.js lines 530-590, 623-654 and 731-741 (MIT): an esbuild CommonJS
// bundle. The init spreads `this.config.fetchConfig`; `this.config` is the defaults merged with the constructor's
// `userConfig`; the only construction is in `getApi(config)`, exported by `module.exports = { getApi }`, which
// defaults the user's `fetchConfig` to `{}`.
const agility = (fallback: string) => `var defaultConfig = { baseUrl: null, isPreview: false, headers: {} };
var ApiClient = class {
  constructor(userConfig) {
    let config = { ...defaultConfig, ...userConfig };
    if (!config.baseUrl) config.baseUrl = "https://api.aglty.io";
    this.config = config;
  }
  async makeRequest(reqConfig) {
    let init = {
      ...this.config.fetchConfig,
      method: "GET",
      headers: { ...reqConfig.headers, Accept: "application/json" }
    };
    if (this.config.isPreview) init.cache = "no-store";
    const response = await fetch(\`\${reqConfig.baseURL}\${reqConfig.url}\`, init);
    return response.json();
  }
};
function getApi(config) {
  if (!config.fetchConfig)
    config.fetchConfig = ${fallback};
  return new ApiClient(config);
}
module.exports = {
  getApi
};
`;

describe("an init spread from the user's optional config, defaulted by the file", () => {
  it('is missing when the only default the file gives is `{}`', () => {
    expect(check(agility('{}'), 'dist/node.js').found).toEqual([[MISSING, 15]]);
  });

  it('is not reported when the file’s default carries a timer’s signal', () => {
    expect(check(agility('{ signal: AbortSignal.timeout(5000) }'), 'dist/node.js').found).toEqual([]);
  });
});

// @ai-sdk/provider-utils 4.0.66 src/fetch-with-validated-redirects.ts lines 143-206 and src/get-from-api.ts lines
// 24-89 (Apache-2.0), types left out: the exported helper destructures its one object argument and sends
// `signal: abortSignal` through a local `perHopInit`; the package's only call, in another module, passes an object
// literal whose `abortSignal` is the key its own exported arrow destructures from the user's options.
const redirectsJs = `export async function fetchWithValidatedRedirects({ url, headers, abortSignal, maxRedirects = 10 }) {
  const perHopInit = (redirect) => {
    const init = { signal: abortSignal, redirect };
    if (headers !== undefined) init.headers = new Headers(headers);
    return init;
  };
  const response = await fetch(url, perHopInit('manual'));
  return response;
}
`;
const getFromApiJs = (argument: string) => `import { fetchWithValidatedRedirects } from './redirects.js';
export const getFromApi = async ({ url, headers, abortSignal, fetch }) => {
  const response = await fetchWithValidatedRedirects(${argument});
  return response;
};
`;

describe("a helper's destructured option that another module passes by key in an object literal", () => {
  const judge = (argument: string) =>
    checkWithCallers(
      { 'src/redirects.js': redirectsJs, 'src/get-from-api.js': getFromApiJs(argument) },
      'src/redirects.js',
    );

  it('is missing when the caller passes the key its own exported function destructures from its user', () => {
    expect(judge('{ url, headers, abortSignal, fetch }').found).toEqual([[MISSING, 7]]);
  });

  it('is missing when the caller’s object has no such key', () => {
    expect(judge('{ url, headers }').found).toEqual([[MISSING, 7]]);
  });

  it('stays not judged when the caller passes a timer’s signal under that key', () => {
    const result = judge('{ url, abortSignal: AbortSignal.timeout(5000) }');
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([7]);
  });

  it('stays not judged when the caller’s object spreads something it cannot read', () => {
    const result = judge('{ ...options, url }');
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([7]);
  });
});
