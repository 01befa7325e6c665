// ofetch instances (ofetch-instances.ts, ofetch-calls.ts): `ofetch.create(defaults)` returns a fetch whose calls
// merge their options over the defaults; ofetch arms no timer unless `timeout` is set. The shape is a minimal
// copy of @ston-fi/api 0.32.0 dist/cjs/index.cjs (MIT; lines 318-334 and 515-530), held-out set 14.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'dist/cjs/index.cjs') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

const stonFi = `let ofetch = require("ofetch");
function normalizeRequest(path, options) {
	const pathWithParams = path.replace(/{([a-zA-Z0-9_]+)}/g, (_, key) => {
		const value = options?.query?.[key];
		if (!value) throw new Error(\`Missing value for path parameter "\${key}"\`);
		delete options?.query?.[key];
		return encodeURIComponent(value);
	});
	if (options?.query) options.query = decamelizeKeys(options.query);
	return [pathWithParams, options];
}
var StonApiClient = class {
	apiFetch;
	constructor(options) {
		this.apiFetch = ofetch.ofetch.create({ baseURL: options?.baseURL ?? "https://api.ston.fi" });
	}
	async getAsset(assetAddress) {
		return await this.apiFetch(...normalizeRequest("/v1/assets/{assetAddress}", { method: "GET", query: { assetAddress } }));
	}
	async getAssets() {
		return await this.apiFetch(...normalizeRequest("/v1/assets", { method: "GET" }));
	}
};
exports.StonApiClient = StonApiClient;`;

describe('ofetch.create instances called through a helper that returns [url, options]', () => {
  it('each call of an instance whose defaults and options set no timeout is reported', () => {
    expect(rules(stonFi)).toEqual([
      [MISSING, 18],
      [MISSING, 21],
    ]);
  });

  it("the instance's `timeout` default bounds its calls", () => {
    expect(rules(stonFi.replace('baseURL: options', 'timeout: 5000, baseURL: options'))).toEqual([]);
  });

  it("a call's own `timeout` bounds it", () => {
    expect(rules(stonFi.replace('{ method: "GET" }', '{ method: "GET", timeout: 5000 }'))).toEqual([
      [MISSING, 18],
    ]);
  });

  it('options the helper may bound (it writes `options.signal`) stay undecided', () => {
    expect(
      rules(stonFi.replace('return [pathWithParams', 'options.signal = s; return [pathWithParams')),
    ).toEqual([]);
  });

  it("options from the caller (the method's parameter) stay undecided", () => {
    expect(
      rules(
        stonFi
          .replace('async getAssets() {', 'async getAssets(opts) {')
          .replace('{ method: "GET" })', 'opts)'),
      ),
    ).toEqual([[MISSING, 18]]);
  });

  it('ESM `$fetch.create` with an instance called directly', () => {
    const esm = `import { $fetch } from 'ofetch'
const api = $fetch.create({ baseURL: 'https://example.com' })
export const list = () => api('/items', { method: 'GET' })
export const bounded = () => api('/items', { signal: AbortSignal.timeout(5000) })`;
    expect(rules(esm, 'src/api.ts')).toEqual([[MISSING, 3]]);
  });
});
