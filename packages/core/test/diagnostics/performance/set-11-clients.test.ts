// Clients other than axios and got, in the shapes held-out set 11 showed (its first reading's misses). Each case is
// a minimal copy of a real published file (origin and licence beside it); the silent cases are the shapes where the
// client or its bound is not known.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const check = (text: string, path = 'src/client.ts') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

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
