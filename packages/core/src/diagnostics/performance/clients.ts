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
  | 'decap-unsent';

export interface HttpClient {
  library: HttpLibrary;
  modules: readonly string[];
  /** Named exports that are objects of request functions (`unsentRequest.fetchWithTimeout`). */
  namespaces?: readonly string[];
  /** How a call is bounded, and what it gets when nothing is said. */
  timeout: string;
}

export const HTTP_CLIENTS: readonly HttpClient[] = [
  {
    library: 'fetch',
    modules: ['node-fetch', 'cross-fetch', 'isomorphic-fetch', 'isomorphic-unfetch'],
    timeout: '`signal` in the init object (node-fetch 2 also `timeout` in ms); none by default',
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
    timeout: '`timeout` in the options or `req.setTimeout(ms)`, or `signal`; none by default',
  },
  {
    library: 'http2',
    modules: ['http2', 'node:http2'],
    timeout: '`session.setTimeout(ms)` or `stream.setTimeout(ms)` on what `connect` returns; none by default',
  },
  {
    library: 'superagent',
    modules: ['superagent'],
    timeout: '`.timeout(ms)` or `.timeout({ response, deadline })`; none by default',
  },
  {
    library: 'request',
    modules: ['request', 'request-promise', 'request-promise-native', 'postman-request'],
    timeout: '`timeout` in ms in the options or `request.defaults`; none by default',
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
    modules: ['@apollo/client', '@apollo/client/core', '@apollo/client/link/http', 'apollo-link-http'],
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
];

/** Module name → library. */
export const MODULES: Readonly<Record<string, HttpLibrary>> = Object.fromEntries(
  HTTP_CLIENTS.flatMap((client) => client.modules.map((module) => [module, client.library])),
);

/** Named exports that stand for a whole client (`import { unsentRequest } from 'decap-cms-lib-util'`). */
export const NAMESPACE_EXPORTS: ReadonlySet<string> = new Set(
  HTTP_CLIENTS.flatMap((client) => (client.namespaces ?? []).map((name) => `${client.library}:${name}`)),
);
