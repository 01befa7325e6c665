// Clients other than axios and got, in the shapes held-out set 11 showed (its first reading's misses). Each case is
// a minimal copy of a real published file (origin and licence beside it); the silent cases are the shapes where the
// client or its bound is not known.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts, MENTIONS_CLIENT } from '../../../src/diagnostics/performance';
import type { UndecidedCall } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const check = (text: string, path = 'src/client.ts') => checkFile(text, path).found;

describe('node https with an agent a function of the file returns', () => {
  // @keeper-security/secrets-manager-core 17.5.0 src/node/nodePlatform.ts (MIT): the agent is the application's
  // optional proxy agent, `customProxyAgent || undefined` by way of getProxyAgent(); nothing else bounds the call.
  const keeper = `import {request} from 'https'
let customProxyAgent: https.Agent | undefined;
export const setCustomProxyAgent = (proxyAgent: https.Agent) => {
    customProxyAgent = proxyAgent
}
const getProxyAgent = (): https.Agent | undefined => {
    return customProxyAgent || undefined
}
export const get = (url: string, headers?: { [key: string]: string }) => new Promise((resolve, reject) => {
    const get = request(url, {
        method: 'get',
        headers: { ...headers },
        agent: getProxyAgent()
    }, (res) => resolve(res))
    get.on('error', reject)
    get.end()
})
`;

  it('an agent that is undefined unless the application sets one: no bound', () => {
    expect(check(keeper)).toEqual([[MISSING, 10]]);
  });

  it('a helper returning an agent of another library: not known', () => {
    expect(check(keeper.replace('customProxyAgent || undefined', 'new ProxyAgent()'))).toEqual([]);
  });
});

describe('@hapi/wreck (a client entry)', () => {
  // @confluentinc/schemaregistry 1.10.1 dist/oauth/oauth-client-azure-imds.js (MIT): tsc's CommonJS output, the Azure
  // IMDS token fetched with wreck's `get` and a 30 s timeout; wreck's timeout is unlimited by default (its API.md).
  const imds = `"use strict";
const wreck_1 = __importDefault(require("@hapi/wreck"));
class AzureIMDSOAuthClient {
    async fetchToken() {
        const { payload } = await wreck_1.default.get(this.tokenEndpoint, {
            headers: {
                Metadata: 'true'
            },
            json: 'force',
            timeout: 30000 // 30 seconds limit for each request
        });
        return payload;
    }
}`;

  it('a 30 s timeout is above the limit', () => {
    expect(MENTIONS_CLIENT.test(imds)).toBe(true);
    expect(check(imds)).toEqual([[TOO_LONG, 5]]);
  });

  it('no timeout, or no options at all, is unlimited; a short one is within the limit', () => {
    expect(check(imds.replace('timeout: 30000', 'redirects: 3'))).toEqual([[MISSING, 5]]);
    expect(
      check(imds.replace(/get\(this.tokenEndpoint, \{[\s\S]*?\}\);/, 'get(this.tokenEndpoint);')),
    ).toEqual([[MISSING, 5]]);
    expect(check(imds.replace('timeout: 30000', 'timeout: 5000'))).toEqual([]);
  });

  it('request(method, uri, options) reads the third argument; the callback of the old unscoped wreck is no options', () => {
    const request = `const Wreck = require('@hapi/wreck');
export const send = (uri) => Wreck.request('POST', uri, { payload: 'x', timeout: 60000 });`;
    expect(check(request)).toEqual([[TOO_LONG, 2]]);
    const callback = `var Wreck = require('wreck');
Wreck.get('https://example.com/', function (err, res, payload) {});`;
    expect(check(callback)).toEqual([[MISSING, 2]]);
  });

  it('options built at run time, or an instance of defaults(), stay silent', () => {
    expect(check(imds.replace(/\{\n {12}headers[\s\S]*?\}\);/, 'this.options);'))).toEqual([]);
    const instance = `const Wreck = require('@hapi/wreck');
const wreck = Wreck.defaults({ timeout: 5000 });
export const get = (uri) => wreck.get(uri);`;
    expect(check(instance)).toEqual([]);
  });
});

describe('the reason a call with its options last was not judged', () => {
  // @hapi/bell 13.2.0 lib/oauth.js lines 464-482 (BSD-3-Clause), read in the outside check: the options of
  // `Wreck.request(method, uri, requestOptions)` spread the client's `_wreckOptions`; the reason named `uri`.
  it('names the last argument, not the first after the callee', () => {
    const text = `const Wreck = require('@hapi/wreck');
exports.call = function (method, uri) {
    const requestOptions = { ...this._wreckOptions, headers: {} };
    return Wreck.request(method, uri, requestOptions);
};`;
    const out = { undecided: [] as UndecidedCall[] };
    checkHttpTimeouts(
      { path: 'lib/oauth.js', text },
      parseSource('lib/oauth.js', text).program,
      { maxTimeoutMs: 10_000 },
      {},
      out,
    );
    expect(out.undecided.map((call) => [call.line, call.reason])).toEqual([
      [4, 'its options come from `requestOptions`'],
    ]);
  });

  // tencentcloud-sdk-nodejs-common 4.1.220 tencentcloud/common/http/fetch.js (Apache-2.0): node-fetch through tsc's
  // interop, with the caller's options; the reason said the client was handed in.
  it('names the options of a node-fetch call, not node-fetch as a client handed in', () => {
    const text = `const tslib_1 = require("tslib");
const node_fetch_1 = tslib_1.__importDefault(require("node-fetch"));
function default_1(url, options) {
    const instanceOptions = options || {};
    return (0, node_fetch_1.default)(url, instanceOptions);
}
exports.default = default_1;`;
    const out = { undecided: [] as UndecidedCall[] };
    checkHttpTimeouts(
      { path: 'http/fetch.js', text },
      parseSource('http/fetch.js', text).program,
      { maxTimeoutMs: 10_000 },
      {},
      out,
    );
    expect(out.undecided.map((call) => [call.line, call.reason])).toEqual([
      [5, 'its options come from `instanceOptions`'],
    ]);
  });
});
