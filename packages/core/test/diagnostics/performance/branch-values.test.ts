// A name declared with no value and given one on both sides of an `if` (branch-values.ts): nylas 8.4.0
// lib/esm/apiClient.js lines 74-99 (MIT) pick the abort timer's delay from the caller's optional per-call override,
// else the instance's timeout. The snippet is a minimal copy of that shape, the instance's timeout written here.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const TOO_LONG = 'perf/http-timeout-too-long';
function rules(text: string) {
  const path = 'lib/esm/apiClient.js';
  return checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map(
    (f) => [f.ruleId, f.line],
  );
}

const client = `export default class APIClient {
  constructor() {
    this.timeout = 90 * 1000;
  }
  async sendRequest(url, options) {
    const controller = new AbortController();
    let timeoutDuration;
    if (options.overrides?.timeout) {
      if (options.overrides.timeout >= 1000) {
        timeoutDuration = options.overrides.timeout;
      } else {
        timeoutDuration = options.overrides.timeout * 1000;
      }
    } else {
      timeoutDuration = this.timeout;
    }
    const timeout = setTimeout(() => {
      controller.abort();
    }, timeoutDuration);
    try {
      return await fetch(url, { signal: controller.signal });
    } finally {
      clearTimeout(timeout);
    }
  }
}`;

describe("a delay chosen on both sides of an if (nylas's per-call override, else the instance's timeout)", () => {
  it("by default the caller's optional override is absent: the instance's 90 s, too long", () => {
    expect(rules(client)).toEqual([[TOO_LONG, 21]]);
  });

  it("the instance's 5 s bounds it", () => {
    expect(rules(client.replace('90 * 1000', '5 * 1000'))).toEqual([]);
  });

  it('a side that does not always assign the name leaves the delay unknown', () => {
    const partial = client.replace(
      `      } else {
        timeoutDuration = options.overrides.timeout * 1000;
      }`,
      '      }',
    );
    expect(rules(partial.replace('this.timeout = 90 * 1000', 'this.timeout = 5000'))).toEqual([]);
    expect(rules(partial)).toEqual([]);
  });

  it('a name written again after the if is not read from it', () => {
    expect(
      rules(
        client.replace(
          '    const timeout = setTimeout',
          '    timeoutDuration = options.delay;\n    const timeout = setTimeout',
        ),
      ),
    ).toEqual([]);
  });
});
