// A fetch read out of a promise before it is called: `const fetch = await this.fetch; return await
// fetch.call(undefined, url, fetchOptions)` (@turbopuffer/turbopuffer 2.8.0 src/client.ts lines 710-711, a Stainless
// client whose `this.fetch` may be a promise of the fetch). The awaited value is the injected fetch, judged like
// `this.fetch.call(…)` itself. The snippet is a minimal copy of that shape (Apache-2.0).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
function rules(text: string) {
  const path = 'src/client.ts';
  return checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map(
    (f) => [f.ruleId, f.line],
  );
}

const client = `export class Client {
  fetch: Promise<typeof fetch> | typeof fetch;
  constructor(options: { fetch?: typeof fetch }) {
    this.fetch = options.fetch ?? fetch;
  }
  async send(url: string): Promise<Response> {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), 60000);
    try {
      const fetch = await this.fetch;
      return await fetch.call(undefined, url, { method: 'GET', signal: controller.signal });
    } finally {
      clearTimeout(timeout);
    }
  }
}`;

describe('a fetch awaited from the instance before the call (turbopuffer)', () => {
  it('is the injected fetch: a 60 s abort timer is too long', () => {
    expect(rules(client)).toEqual([[TOO_LONG, 11]]);
  });

  it('a 5 s abort timer bounds it', () => {
    expect(rules(client.replace('60000', '5000'))).toEqual([]);
  });

  it('with no signal it has no bound', () => {
    expect(rules(client.replace(', signal: controller.signal', ''))).toEqual([[MISSING, 11]]);
  });

  it('an awaited value that is not named as a fetch stays silent', () => {
    const other = client
      .replaceAll('this.fetch', 'this.client')
      .replace('const fetch = await', 'const send = await')
      .replace('await fetch.call', 'await send.call');
    expect(rules(other)).toEqual([]);
  });
});
