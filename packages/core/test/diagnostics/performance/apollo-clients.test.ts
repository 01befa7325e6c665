// An ApolloClient's operations judged at each call by the HTTP link it is built on (apollo-clients.ts). Shape
// copied from @jupiterone/jupiterone-client-nodejs 0.21.2 (MIT) dist/j1client.js, tsc's CommonJS output: lines
// 7-12 (the apollo-client 2.x packages and node-fetch), 52-64 (`link = apollo_link_1.ApolloLink.from([new
// RetryLink({ delay }), new BatchHttpLink({ uri, headers, fetch: node_fetch_1.default })])`, `this.graphClient =
// new apollo_client_1.ApolloClient({ link, cache })`) and 91 / 172 (`this.graphClient.query({…})`, `.mutate({…})`).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';

const J1 = (
  httpLink: string,
  retry = 'new apollo_link_retry_1.RetryLink({ delay: { initial: 2000, max: 5000 } }),',
) => `"use strict";
const apollo_client_1 = require("apollo-client");
const apollo_cache_inmemory_1 = require("apollo-cache-inmemory");
const apollo_link_1 = require("apollo-link");
const apollo_link_retry_1 = require("apollo-link-retry");
const apollo_link_batch_http_1 = require("apollo-link-batch-http");
const node_fetch_1 = __importDefault(require("node-fetch"));
class JupiterOneClient {
    async init() {
        const uri = this.queryEndpoint;
        const link = apollo_link_1.ApolloLink.from([
            ${retry}
            ${httpLink}
        ]);
        const cache = new apollo_cache_inmemory_1.InMemoryCache();
        this.graphClient = new apollo_client_1.ApolloClient({ link, cache });
        return this;
    }
    async queryV1(j1ql) {
        const res = await this.graphClient.query({ query: QUERY_V1, variables: { query: j1ql } });
        return res.data;
    }
    async createAlertRule(instance) {
        const res = await this.graphClient.mutate({ mutation: CREATE_ALERT_RULE, variables: { instance } });
        return res.data;
    }
}
exports.default = JupiterOneClient;
`;

const check = (text: string) =>
  checkHttpTimeouts({ path: 'dist/j1client.js', text }, parseSource('dist/j1client.js', text).program, {
    maxTimeoutMs: 10_000,
  }).map((f) => [f.ruleId, f.line] as const);

describe("an ApolloClient's operations, judged by its HTTP link (@jupiterone/jupiterone-client-nodejs)", () => {
  it('reports each query and mutate over a BatchHttpLink on bare node-fetch', () => {
    const link =
      'new apollo_link_batch_http_1.BatchHttpLink({ uri, headers: this.headers, fetch: node_fetch_1.default }),';
    expect(check(J1(link))).toEqual([
      [MISSING, 20],
      [MISSING, 24],
    ]);
  });

  it('reports them over a link with no fetch given (the global fetch)', () => {
    expect(check(J1('new apollo_link_batch_http_1.BatchHttpLink({ uri }),'))).toEqual([
      [MISSING, 20],
      [MISSING, 24],
    ]);
  });

  it('finds none when the link aborts every request on a timer', () => {
    const link =
      'new apollo_link_batch_http_1.BatchHttpLink({ uri, fetchOptions: { signal: AbortSignal.timeout(5000) } }),';
    expect(check(J1(link))).toEqual([]);
  });

  it('leaves the calls alone over a fetch of its own, which may bound them', () => {
    expect(check(J1('new apollo_link_batch_http_1.BatchHttpLink({ uri, fetch: timedFetch }),'))).toEqual([]);
  });

  it("moves an HttpLink's verdict from where it is made to the client's calls, once", () => {
    const esm = `import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
const client = new ApolloClient({ link: new HttpLink({ uri }), cache: new InMemoryCache() });
export const getUser = (id) => client.query({ query: USER, variables: { id } });
export const link = new HttpLink({ uri });`;
    expect(check(esm)).toEqual([
      [MISSING, 3],
      [MISSING, 4],
    ]);
  });

  it('leaves the calls alone when the chain holds a link it does not know', () => {
    expect(check(J1('new apollo_link_batch_http_1.BatchHttpLink({ uri }),', 'timeoutLink,'))).toEqual([]);
  });
});
