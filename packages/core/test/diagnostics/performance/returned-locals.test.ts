// An init a method builds in a local and returns, read where another function of the file reuses the local's name.
// The case is a minimal copy of a real file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'dist/node/client.cjs') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

// @localazy/api-client 2.1.23 dist/node/localazy-api-client.cjs lines 655-680 and 1199-1218 (MIT): a bundled lodash
// helper whose `switch` declares `const result` in two cases and writes `result[Symbol.iterator]`, and
// FetchHttpAdapter, whose `configFactory` returns its own `const result = { method, headers }`.
const localazy = (signal = '') => `function clone(obj) {
	switch (Object.prototype.toString.call(obj)) {
		case numberTag: {
			const result = new obj.constructor(obj?.valueOf());
			return result;
		}
		case argumentsTag: {
			const result = {};
			result[Symbol.iterator] = obj[Symbol.iterator];
			return result;
		}
	}
}
var FetchHttpAdapter = class {
	configFactory(method, config, data) {
		const result = {
			method,
			headers: { ...config?.headers || {}, Accept: "application/json" }${signal}
		};
		if (data) result.body = JSON.stringify(data);
		return result;
	}
	async makeRequest(method, url, config, data) {
		const response = await fetch(url, this.configFactory(method, config, data));
		return response;
	}
};
`;

describe('a returned local whose name another function reuses (@localazy/api-client configFactory)', () => {
  it("reads the method's own object: no signal is missing", () => {
    expect(rules(localazy())).toEqual([[MISSING, 24]]);
  });

  it('stays silent when that object carries a signal', () => {
    expect(rules(localazy(',\n\t\t\tsignal: AbortSignal.timeout(5000)'))).toEqual([]);
  });

  it('still counts a key written on the same local', () => {
    const written = localazy().replace(
      'if (data) result.body',
      'result.signal = AbortSignal.timeout(5000);\n\t\tif (data) result.body',
    );
    expect(rules(written)).toEqual([]);
  });
});
