// A fetch whose only possible bound is the SDK user's own optional signal, destructured from an exported
// function's options (`{ abortSignal }: { abortSignal?: AbortSignal }`), with no timer and no default: "no bound
// unless the caller passes one". Also what makes such a call a fetch at all: a function of the file that hands back
// the global fetch (`const getOriginalFetch = () => globalThis.fetch`, there "to allow for mocking in tests"), and
// an init a local function builds (`perHopInit('manual')`). Counterparts stay silent or "not judged": a key the
// type requires, a local function that returns something other than the global fetch, an init whose builder sets a
// timer's signal. Each case is a minimal copy of a real published file (origin and licence beside it); held-out
// set 8's misses were read to write them (see real-corpus/README.md).
import { describe, expect, it } from 'vitest';
import { checkFile, scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const check = (text: string, path = 'src/get-from-api.ts') => checkFile(text, path);

// @ai-sdk/provider-utils 4.0.66 src/get-from-api.ts lines 13-31 and 63-89 (Apache-2.0), trimmed: the caller's
// fetch or the global one, and the caller's optional abortSignal.
const getFromApi = (signalType = 'abortSignal?: AbortSignal;', getter = 'globalThis.fetch') => `
const getOriginalFetch = () => ${getter};

export const getFromApi = async <T>({
  url,
  headers = {},
  abortSignal,
  fetch,
}: {
  url: string;
  headers?: Record<string, string | undefined>;
  ${signalType}
  fetch?: FetchFunction;
}) => {
  const requestFetch = fetch ?? getOriginalFetch();
  const response = await requestFetch(url, {
    method: 'GET',
    headers,
    signal: abortSignal,
  });
  return response;
};
`;

// @ai-sdk/provider-utils 4.0.66 src/post-to-api.ts lines 11-12 and 77-107 (Apache-2.0), trimmed: `fetch` is a
// destructured parameter defaulting to the global fetch through the mockable getter.
const postToApi = `
const getOriginalFetch = () => globalThis.fetch;

export const postToApi = async <T>({
  url,
  body,
  abortSignal,
  fetch = getOriginalFetch(),
}: {
  url: string;
  body: { content: string };
  abortSignal?: AbortSignal;
  fetch?: FetchFunction;
}) => {
  const response = await fetch(url, {
    method: 'POST',
    body: body.content,
    signal: abortSignal,
  });
  return response;
};
`;

// @ai-sdk/provider-utils 4.0.66 src/fetch-with-validated-redirects.ts lines 143-206 (Apache-2.0), trimmed: each
// redirect hop's init is built by a local function from the caller's optional abortSignal.
const perHop = (signal = 'abortSignal') => `
export async function fetchHops({
  url,
  abortSignal,
  fetch: customFetch,
}: {
  url: string;
  abortSignal?: AbortSignal;
  fetch?: FetchFunction;
}): Promise<Response> {
  const perHopInit = (redirect: RequestRedirect): RequestInit => {
    const init: RequestInit = { signal: ${signal}, redirect };
    return init;
  };
  const fetch = customFetch ?? globalThis.fetch;
  return await fetch(url, perHopInit('manual'));
}
`;

describe("a fetch bounded only by the user's optional abortSignal", () => {
  it('is missing when the exported function’s own type marks the key optional', () => {
    const { found, messages } = check(getFromApi());
    expect(found).toEqual([[MISSING, 16]]);
    expect(messages[0]).toMatch(/no bound by default.*abortSignal/);
  });

  it('stays not judged when the type requires the signal', () => {
    const result = check(getFromApi('abortSignal: AbortSignal;'));
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([16]);
  });

  it('is missing when fetch is a destructured parameter defaulting to the file’s global-fetch getter', () => {
    expect(check(postToApi, 'src/post-to-api.ts').found).toEqual([[MISSING, 15]]);
  });

  it('is missing when a local function builds the init from that signal', () => {
    expect(check(perHop(), 'src/fetch-hops.ts').found).toEqual([[MISSING, 16]]);
  });

  it('is not reported when the local function gives the init a timer’s signal', () => {
    const result = check(perHop('AbortSignal.timeout(5000)'), 'src/fetch-hops.ts');
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([]);
  });
});

describe('a fetch handed back by a function of the file', () => {
  it('is not a fetch when the getter returns something else (a client of the caller’s)', () => {
    // `() => customClient`: what the getter hands back is not known to be fetch, so the call is not judged as one.
    const result = check(getFromApi('abortSignal?: AbortSignal;', 'customClient'));
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([]);
  });
});

describe('the scanner, where another module of the package calls the exported function', () => {
  // The same fetchHops; a sibling module calls it. Before the project is read whole, the function is the user's
  // entry and its signal the user's optional one; what the package's own calls pass decides it afterwards.
  const project = (signal: string) => ({
    'src/fetch-hops.ts': perHop(),
    'src/use.ts': `import { fetchHops } from './fetch-hops';
export async function download(url: string, options?: { abortSignal?: AbortSignal }) {
  return fetchHops({ url, abortSignal: ${signal} });
}
`,
  });

  it('is missing when no module of the package calls it', () => {
    expect(scanProject({ 'src/fetch-hops.ts': perHop() })).toEqual([
      ['src/fetch-hops.ts', 16, MISSING, expect.stringMatching(/no bound by default/)],
    ]);
  });

  it('is not reported when the package’s call passes a timer’s signal', () => {
    expect(scanProject(project('AbortSignal.timeout(5000)'))).toEqual([]);
  });
});

describe("the signal of the package's own request function, which none of its calls in the file passes", () => {
  // nano 11.0.7 lib/nano.js lines 37, 248-257, 377-386, 428-432, 441-458 and 1189-1190 (Apache-2.0), trimmed:
  // relax builds the fetch options with `signal: opts.signal`; every call in the file gives db, path, method or qs,
  // and relax is also handed to the application as `request`.
  const nano = (call: string) => `module.exports = function dbScope (cfg) {
  function relax (opts) {
    if (typeof opts === 'string') {
      opts = { path: opts }
    }
    const fetchOptions = {
      method: opts.method || 'GET',
      headers: {},
      signal: opts.signal
    }
    return new Promise((resolve, reject) => {
      fetch(cfg.url + opts.path, fetchOptions).then(resolve).catch(reject)
    })
  }
  function info () {
    return relax({ path: '' })
  }
  function createDb (dbName, qs) {
    const req = { db: dbName, method: 'PUT' }
    req.qs = qs
    return relax(req)
  }
  function listDbs () {
    return ${call}
  }
  return { info, createDb, listDbs, request: relax, relax }
}`;

  it('no call gives one: missing (nano lib/nano.js:430)', () => {
    expect(check(nano("relax('_all_dbs')"), 'lib/nano.js').found).toEqual([[MISSING, 12]]);
  });

  it('a call giving a signal, or options the file cannot read, may carry a bound (silent)', () => {
    const timed = "relax({ db: '_all_dbs', signal: AbortSignal.timeout(5000) })";
    expect(check(nano(timed), 'lib/nano.js').found).toEqual([]);
    expect(check(nano('relax(cfg.requestDefaults)'), 'lib/nano.js').found).toEqual([]);
  });
});
