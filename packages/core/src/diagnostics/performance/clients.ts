/**
 * The HTTP clients the timeout rule knows, as data: one entry per client, with the modules that provide it
 * and how its timeout is expressed (what the judges in judges.ts and http-timeouts.ts read).
 */
export type HttpLibrary =
  | 'axios'
  | 'got'
  | 'ky'
  | 'undici'
  | 'http'
  | 'http2'
  | 'superagent'
  | 'fetch'
  | 'request'
  | 'needle'
  | 'ofetch'
  | 'gaxios'
  | 'graphql-request'
  | 'apollo'
  | 'decap-unsent'
  | 'fern'
  | 'phin'
  | 'unfetch'
  | 'xhr'
  | 'wreck'
  | 'httpx'
  | 'simple-get'
  | 'node-rest-client'
  | 'oauth'
  | 'rxjs-ajax'
  | 'wretch';

export interface HttpClient {
  library: HttpLibrary;
  modules: readonly string[];
  /** Named exports that are objects of request functions (`unsentRequest.fetchWithTimeout`). */
  namespaces?: readonly string[];
  /** How a call is bounded, and what it gets when nothing is said. */
  timeout: string;
  /**
   * A client a code generator writes into each SDK (no npm module): known by the generator's header in the
   * file and the relative module it is imported from (`const core = __importStar(require("../../core"))`).
   */
  generated?: { marker: string; module: RegExp };
  /**
   * Named exports that make an instance of `library` from a config (`import { create } from 'apisauce'`), and
   * the argument of each of that instance's sends that is the library's config, whatever the method.
   */
  factories?: { names: readonly string[]; configAt: number };
}

export const HTTP_CLIENTS: readonly HttpClient[] = [
  {
    library: 'fetch',
    modules: [
      'node-fetch',
      'cross-fetch',
      'isomorphic-fetch',
      'isomorphic-unfetch',
      'minipass-fetch',
      'make-fetch-happen',
      'node-fetch-h2',
      '@web-std/fetch',
    ],
    // node-fetch 2's README (github.com/node-fetch/node-fetch/tree/2.x, "Options"): `timeout: 0, // req/res
    // timeout in ms, it resets on redirect. 0 to disable (OS limit applies). Signal is recommended instead.`
    // Both apply: whichever ends first. minipass-fetch is "a fork (or more precisely, a reimplementation) of
    // node-fetch" that keeps its API (its README, "API: See node-fetch"); make-fetch-happen passes node-fetch's
    // `timeout` "as-is" (its README, "node-fetch options", github.com/npm/make-fetch-happen): neither adds a
    // default, and make-fetch-happen's `retry` re-sends a request that failed, it bounds none. node-fetch-h2
    // is node-fetch 2 with HTTP/2 added (its README, github.com/Mermade/node-fetch-h2): the same `timeout`
    // option, 0 (none) by default. @web-std/fetch (4.2.1, the web-std fork of node-fetch 3 that web3.storage uses
    // on node) has no `timeout` option at all: only the init's `signal` bounds it.
    timeout: '`signal` in the init object (node-fetch 2 also `timeout` in ms, 0 = none); none by default',
  },
  {
    library: 'axios',
    modules: ['axios'],
    timeout: '`timeout` in ms in the config or `axios.create`; 0 (none) by default',
  },
  {
    library: 'got',
    modules: ['got'],
    timeout: '`timeout: { request }` (or a number before v12); none by default',
  },
  {
    library: 'ky',
    modules: ['ky', 'ky-universal'],
    timeout: '`timeout` in ms, `false` for none; 10 s by default',
  },
  {
    library: 'undici',
    modules: ['undici'],
    timeout:
      '`signal`, or `headersTimeout` and `bodyTimeout` (300 s each by default) on the call or its dispatcher',
  },
  {
    library: 'http',
    modules: ['http', 'https', 'node:http', 'node:https'],
    // Event 'timeout': "The request must be destroyed manually" (https://nodejs.org/api/http.html#event-timeout).
    timeout:
      "`signal`, or `timeout` in the options or `req.setTimeout(ms)` with a 'timeout' handler that destroys the request (alone they only report an idle socket); none by default",
  },
  {
    library: 'http2',
    modules: ['http2', 'node:http2'],
    timeout:
      '`session.setTimeout(ms, cb)` or `stream.setTimeout(ms, cb)` on what `connect` returns, whose callback closes it; none by default',
  },
  {
    library: 'superagent',
    modules: ['superagent'],
    timeout: '`.timeout(ms)` or `.timeout({ response, deadline })`; none by default',
  },
  {
    library: 'request',
    // requestretry is "a drop-in replacement for request" that adds `maxAttempts` (5 by default) and
    // `retryDelay` (5000 ms) (its README, github.com/FGRibreau/node-request-retry): the options, `timeout`
    // included, go to request unchanged, so a request with no timeout waits forever on each attempt.
    // request-promise(-native) wrap request the same way ("request-promise ... all of request's options",
    // github.com/request/request-promise README).
    modules: ['request', 'request-promise', 'request-promise-native', 'postman-request', 'requestretry'],
    timeout: '`timeout` in ms in the options or `request.defaults`; none by default',
  },
  {
    library: 'phin',
    modules: ['phin'],
    // phin's types.d.ts (github.com/ethanent/phin): `phin(options | url)`, `phin.unpromisified(options, cb)`;
    // `IOptionsBase.timeout?: number` in ms, and nothing is set when it is absent (lib/phin.js only calls
    // `req.setTimeout` when `opts.timeout` is given).
    timeout: '`timeout` in ms in the options; none by default',
  },
  {
    library: 'unfetch',
    modules: ['unfetch'],
    // unfetch's README (github.com/developit/unfetch): "just `fetch()` with headers and text/json/xml
    // responses", a promise around XMLHttpRequest; its source never reads `signal` and sets no timeout, so
    // nothing a caller passes in the init bounds it.
    timeout:
      'none: it reads neither `signal` nor a timeout, so every call waits as long as the browser lets it',
  },
  {
    library: 'xhr',
    modules: ['xhr'],
    // xhr's README (github.com/naugtur/xhr, "Other signatures", "Options"): `xhr(options, cb)`, `xhr(url, cb)`,
    // `xhr(url, options, cb)` and `xhr.{post, put, patch, del, head, get}(…)` the same; "`options.timeout`:
    // Number of miliseconds to wait for response. Defaults to 0 (no timeout)." No other option bounds it.
    timeout: '`timeout` in ms in the options; 0 (none) by default',
  },
  {
    library: 'wreck',
    modules: ['@hapi/wreck', 'wreck'],
    // hapi's API.md (github.com/hapijs/wreck/blob/master/API.md, hapi.dev/module/wreck/api): `request(method, uri,
    // [options])` and the shortcuts `get`, `post`, `patch`, `put`, `delete(uri, [options])`; "timeout: 1000, // 1
    // second, default: unlimited". The unscoped `wreck` (before v15) has the same calls with a callback last.
    // `defaults(options)` returns a new instance: calls on it are not judged here.
    timeout: '`timeout` in ms in the options; unlimited by default',
  },
  {
    library: 'httpx',
    modules: ['httpx'],
    // httpx's lib/index.js (github.com/JacksonTian/httpx, 2.1.3 and 2.3.3 read): `request(url, opts)` bounds the
    // connection and the read by `opts.timeout || TIMEOUT`, TIMEOUT = 3000 (httpx-calls.ts).
    timeout: '`timeout` in ms in the options (connection and read); 3 s by default',
  },
  {
    library: 'simple-get',
    modules: ['simple-get'],
    // simple-get's README and index.js (github.com/feross/simple-get): `get(url | opts, cb)`, `get.concat(…)` and
    // `get.post/put/patch/head/delete(…)` return node's ClientRequest; `opts.timeout` makes it call
    // `req.abort()` and fail the callback when the socket idles that long, none by default. A redirect is a
    // new request made inside simple-get, with the same options.
    timeout:
      '`timeout` in ms in the options (it aborts the request), or `.setTimeout(ms, cb)` on the returned request with a callback that aborts it; none by default',
  },
  {
    library: 'node-rest-client',
    modules: ['node-rest-client'],
    // node-rest-client's README (unpkg.com/node-rest-client@3.1.1/readme.md, "Request/Response configuration"):
    // `new Client(options)` and each call's `args` (`client.get(url, args, cb)`) take `requestConfig: { timeout }`
    // (the request's socket) and `responseConfig: { timeout }` (the response), in ms; neither is set by
    // default, so a call with neither waits forever.
    timeout:
      "`requestConfig.timeout` or `responseConfig.timeout` in ms, in `new Client(options)` or the call's args; none by default",
  },
  {
    library: 'oauth',
    modules: ['oauth'],
    // ciaranj/node-oauth lib/oauth.js (the `oauth` package, 0.9-0.10): `new OAuth(requestUrl, accessUrl, key,
    // secret, version, callback, signatureMethod, nonceSize, customHeaders)`; `get/delete(url, token, secret,
    // cb)` and `put/post(url, token, secret, body, type, cb)` send through `_performSecureRequest`, a node
    // `http(s).request` with no timeout and no option for one; without a callback it returns the unsent request
    // to the caller (who may bound it). `authHeader` and `signUrl` only sign.
    timeout:
      'none: no option bounds a call; only the request handed back when no callback is given can be bounded by its caller',
  },
  {
    library: 'rxjs-ajax',
    modules: ['rxjs/ajax'],
    // rxjs's AjaxConfig (rxjs.dev/api/ajax/AjaxConfig): "timeout: The time to wait before causing the underlying
    // XMLHttpRequest to timeout. This is only honored if the `async` configuration setting is unset or set to
    // true. Defaults to `0`, which is idiomatic for 'never timeout'." `ajax(urlOrRequest)`; an rxjs `timeout`
    // operator piped on the observable unsubscribes, which aborts the request.
    timeout: '`timeout` in ms in the request, or a `timeout(ms)` operator in its pipe; 0 (none) by default',
  },
  {
    library: 'needle',
    modules: ['needle'],
    timeout:
      '`response_timeout` / `read_timeout` in the options (0, none, by default; `open_timeout` only bounds the connection)',
  },
  {
    library: 'ofetch',
    modules: ['ofetch', 'ohmyfetch'],
    timeout: '`timeout` in ms or `signal`; none by default',
  },
  {
    library: 'wretch',
    modules: ['wretch'],
    // wretch's README (github.com/elbywan/wretch): requests go through fetch, which has no timeout; "Abort":
    // `.signal(controller)` / `.options({ signal })`, or the AbortAddon's `.setTimeout(ms)` on the chain.
    timeout:
      "`.signal(controller)` or `.options({ signal })`, or the AbortAddon's `.setTimeout(ms)`; none by default",
  },
  {
    library: 'axios',
    // apisauce 3's `create(config)` hands its config to `axios.create` and sends every request on that instance
    // (github.com/infinitered/apisauce, lib/apisauce.ts `const instance = axios.create(combinedConfig)`); its
    // sends take axios's config last, `api.get(url, params, axiosConfig)` and `api.post(url, data, axiosConfig)`
    // (its README, "Calling The API"). No timeout of its own.
    modules: ['apisauce'],
    factories: { names: ['create'], configAt: 2 },
    timeout:
      "`timeout` in ms in `create({...})`'s config (axios's) or a send's last argument; none by default",
  },
  {
    library: 'gaxios',
    modules: ['gaxios'],
    timeout: '`timeout` in ms in the options or `new Gaxios({ timeout })`; 0 (none) by default',
  },
  {
    library: 'graphql-request',
    modules: ['graphql-request', 'graphql-request/dist'],
    timeout:
      '`signal` in the request or `new GraphQLClient(url, { signal })`, or a bounded custom `fetch`; none by default',
  },
  {
    library: 'apollo',
    // apollo-client 2.x splits the client and its links into packages (apollo-client, apollo-link, …).
    modules: [
      '@apollo/client',
      '@apollo/client/core',
      '@apollo/client/link/http',
      '@apollo/client/link/batch-http',
      '@apollo/client/link/retry',
      'apollo-link-http',
      'apollo-client',
      'apollo-link',
      'apollo-link-batch-http',
      'apollo-link-retry',
    ],
    timeout:
      '`fetchOptions.signal` or a bounded custom `fetch` in `createHttpLink`/`new HttpLink`; none by default',
  },
  {
    library: 'decap-unsent',
    modules: ['decap-cms-lib-util'],
    namespaces: ['unsentRequest'],
    timeout:
      '`unsentRequest.fetchWithTimeout` and `performRequest` abort after 60 s unless the init carries a `signal`',
  },
  {
    library: 'fern',
    modules: [],
    generated: { marker: 'auto-generated by Fern', module: /^(\.\.?\/)+(\.\.\/)*core(\/index(\.js)?)?$/ },
    // Fern's TypeScript generator, core/fetcher/Fetcher.ts (github.com/fern-api/fern,
    // generators/typescript/utils/core-utilities/src/core/fetcher/Fetcher.ts at 07870394): `fetcherImpl(args)`
    // hands `args.timeoutMs` and `args.abortSignal` to makeRequest.ts, which arms a timer only when timeoutMs
    // is given; the same code ships in cohere-ai 8.1.0 (core/fetcher/Fetcher.js, makeRequest.js).
    timeout:
      '`core.fetcher({ timeoutMs, abortSignal })`: a timer of `timeoutMs` ms (each generated call writes its own default), none when it is absent',
  },
];

/**
 * Server-sent events: `new EventSource(url, init)` opens an HTTP GET held open as a stream, and nothing in it is a
 * timeout. The browser's (html.spec.whatwg.org, "Server-sent events"): the init's only member is
 * `withCredentials`, and the connection stays open (and reconnects) until `close()`. The `eventsource` package
 * (node and browsers): v1-v2 take headers, proxy and TLS options, v3 on a `fetch` of the caller's choosing
 * (unpkg.com/eventsource@4.1.0 src/types.ts, `FetchLike`), which may bound it. event-sources.ts reads them.
 */
export const EVENT_SOURCE = {
  /** The constructor's name, global or imported. */
  name: 'EventSource',
  /** Objects the global is read from (`window.EventSource`). */
  hosts: ['window', 'globalThis', 'self'],
  /** Packages exporting one (named or default): their init may carry a `fetch`, so a call with one is not read. */
  modules: ['eventsource'],
  timeout:
    'none: the source stays open and reconnects until `close()` (an init holds only `withCredentials`)',
} as const;

/** Generated clients, by the import they come through (see `HttpClient.generated`). */
export const GENERATED_CLIENTS: readonly (HttpClient & { generated: { marker: string; module: RegExp } })[] =
  HTTP_CLIENTS.filter(
    (client): client is HttpClient & { generated: { marker: string; module: RegExp } } =>
      client.generated !== undefined,
  );

/** Module name → library. */
export const MODULES: Readonly<Record<string, HttpLibrary>> = Object.fromEntries(
  HTTP_CLIENTS.flatMap((client) => client.modules.map((module) => [module, client.library])),
);

/**
 * `library:export` → where the sends of the instance that factory export makes take their config (`axios:create`:
 * apisauce's, the one client whose named export makes an axios instance; axios itself exports no `create`).
 */
export const INSTANCE_FACTORY_EXPORTS: ReadonlyMap<string, number> = new Map(
  HTTP_CLIENTS.flatMap((client) =>
    (client.factories?.names ?? []).map((name) => [
      `${client.library}:${name}`,
      client.factories?.configAt ?? 1,
    ]),
  ),
);

/** Named exports that stand for a whole client (`import { unsentRequest } from 'decap-cms-lib-util'`). */
export const NAMESPACE_EXPORTS: ReadonlySet<string> = new Set(
  HTTP_CLIENTS.flatMap((client) => (client.namespaces ?? []).map((name) => `${client.library}:${name}`)),
);

/**
 * Packages that take a fetch and hand back one with the same `(input, init)` semantics plus retries: a call of
 * what they return is a call of the fetch they wrap, with the same init (so the same `signal`), re-sent on
 * failure; none adds a timeout of its own. `exports` are the names the factory is exported under.
 */
export interface FetchWrapper {
  modules: readonly string[];
  exports: readonly string[];
  docs: string;
}

export const FETCH_WRAPPERS: readonly FetchWrapper[] = [
  {
    modules: ['fetch-retry'],
    exports: ['default'],
    // README (npmjs.com/package/fetch-retry, github.com/jonbern/fetch-retry): "fetch-retry is used the same
    // way as fetch, but also accepts retries, retryDelay, and retryOn on the options object"; built as
    // `require('fetch-retry')(originalFetch, defaults?)`, defaults hold only those three.
    docs: 'github.com/jonbern/fetch-retry README',
  },
  {
    modules: ['fetch-retry-ts'],
    exports: ['default', 'fetchBuilder'],
    // README (npmjs.com/package/fetch-retry-ts): `fetchBuilder(originalFetch, { retries, retryDelay, retryOn })`
    // "used to build the new fetch()-compatible function"; dist/index.js calls `fetchFunc(input, init)`.
    docs: 'npmjs.com/package/fetch-retry-ts README',
  },
  {
    modules: ['@vercel/fetch-retry', '@zeit/fetch-retry'],
    exports: ['default'],
    // README (github.com/vercel/fetch-retry): "a drop-in replacement for fetch",
    // `require('@vercel/fetch-retry')(require('node-fetch'))`; index.js sends `fetch(url, opts)` under
    // async-retry, whose options come from `opts.retry` (no timeout).
    docs: 'github.com/vercel/fetch-retry README and index.js',
  },
];
