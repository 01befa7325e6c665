// A `fetcher` destructured from a helper's options object is the fetch its caller hands in, as a positional one
// is (injected-fetch.ts isFetcherParameter). Shape copied from @commercetools/sdk-client-v2 3.4.0
// dist/commercetools-sdk-client-v2.cjs.dev.js lines 331-351 (MIT): the auth middleware's token request.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'dist/client.cjs.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

const commercetools = `async function executeRequest({
  fetcher,
  url,
  basicAuth,
  body,
}) {
  const _res = await fetcher(url, {
    method: 'POST',
    headers: { Authorization: \`Basic \${basicAuth}\` },
    body
  });
  return _res.json();
}`;

describe('a fetcher destructured from the options a helper is given (@commercetools/sdk-client-v2)', () => {
  it('sends the init it is called with: method, headers and body only is reported', () => {
    expect(rules(commercetools)).toEqual([[MISSING, 7]]);
  });

  it('with a signal of a timer: silent', () => {
    expect(
      rules(commercetools.replace("method: 'POST',", "method: 'POST', signal: AbortSignal.timeout(5000),")),
    ).toEqual([]);
  });

  it('a destructured fetcher called with one argument (a data loader): not a fetch, silent', () => {
    expect(rules('export async function load({ fetcher, key }) {\n  return fetcher(key);\n}')).toEqual([]);
  });
});
