// wretch chains (wretch-chains.ts): `wretch(url)….post(body)` sends through fetch, and wretch sets no timeout.
// The shapes come from @exodus/solana-api 3.0.0 src/api.js (lines 19, 54-58 and 780-788, held-out set 14):
// there the chain is reached through `this.request(path)`, a method that returns it, which is not judged yet;
// the direct chain below is the same request written in one expression.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'src/api.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

const chain = (links: string) => `import urljoin from 'url-join'
import wretch from 'wretch'
export async function getRewards(rpcUrl, stakingAddresses) {
  const rewards = await wretch(urljoin(rpcUrl, 'rewards'))
    .headers({ 'Content-Type': 'application/json' })${links}
    .post({ addresses: stakingAddresses })
    .error(500, () => ({}))
    .json()
  return rewards
}`;

describe('wretch(url)… chains', () => {
  it('a chain sent by a verb with no signal is reported at its start', () => {
    expect(rules(chain(''))).toEqual([[MISSING, 4]]);
  });

  it('a required wretch is the same client', () => {
    const text = chain('').replace("import wretch from 'wretch'", "const wretch = require('wretch')");
    expect(rules(text)).toEqual([[MISSING, 4]]);
  });

  it('a signal, options or an addon on the chain leave it undecided', () => {
    expect(rules(chain('\n    .signal(controller)'))).toEqual([]);
    expect(rules(chain('\n    .options(this.fetchOptions)'))).toEqual([]);
    expect(rules(chain('\n    .addon(AbortAddon())'))).toEqual([]);
  });

  it("options handed to the verb (wretch 1's `.get(options)`) leave it undecided", () => {
    const text = `import wretch from 'wretch'
export const load = (url, options) => wretch(url).get(options).json()`;
    expect(rules(text)).toEqual([]);
  });

  it('a chain that stops before a verb (returned by a method) is not judged by itself', () => {
    expect(rules(solana(''))).toEqual([]);
  });

  it("a method's request sent by `this.request(path)…post()` is reported at the caller (solana-api api.js:784)", () => {
    expect(rules(solana(sent))).toEqual([[MISSING, 8]]);
  });

  it('a method whose chain may be bounded, or takes fetch options, makes no finding', () => {
    expect(rules(solana(sent, '.signal(this.controller)'))).toEqual([]);
    expect(
      rules(solana(sent).replace('urljoin(this.rpcUrl, path))', 'urljoin(this.rpcUrl, path), this.opts)')),
    ).toEqual([]);
    expect(
      rules(solana(sent.replace("this.request('rewards')", "this.request('rewards').options(opts)"))),
    ).toEqual([]);
  });
});

const sent = `
  async getRewards(stakingAddresses = []) {
    const rewards = await this.request('rewards')
      .post({ addresses: stakingAddresses })
      .json()
    return rewards
  }`;

const solana = (callers: string, link = '') => `import urljoin from 'url-join'
import wretch from 'wretch'
export class Api {
  request(path, contentType = 'application/json') {
    return wretch(urljoin(this.rpcUrl, path)).headers({ 'Content-type': contentType })${link}
  }${callers}
}`;
