// node's `http.request(url, options, callback)` with the address handed in by the caller: an object written as the
// second argument makes the first the address (a string or URL, which carry no timeout), so the options written
// there decide the call. Each case is a minimal copy of a real file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

// @shlinkio/shlink-js-sdk 3.2.1 dist/node.js lines 13-45 (MIT): NodeHttpClient keeps the http module handed to its
// constructor (`node:http` by default) in `#e` and sends with the caller's url, node's own Agent and only the
// caller's optional signal.
const shlink = (
  options = `{
			agent: e.startsWith("https") ? new t() : void 0,
			method: i?.method,
			headers: { ...i?.headers, "Content-Type": "application/json" },
			signal: i?.signal
		}`,
) => `import * as e from "node:http";
import { Agent as t } from "node:https";
var r = (e) => JSON.parse(Buffer.concat(e).toString()), i = class {
	#e;
	constructor(t = e) {
		this.#e = t;
	}
	async jsonRequest(e, t) {
		return this.#t(e, r, t);
	}
	async #t(e, r, i) {
		let c = this.#e.request(e, ${options}, (e) => {
			e.on("data", () => {});
		});
		return i?.body && c.write(i.body), c.end();
	}
};
export { i as NodeHttpClient };`;

describe("a node request whose address is the caller's and whose options are written out (shlink's NodeHttpClient)", () => {
  it("node's Agent and the caller's optional signal: missing", () => {
    expect(checkFile(shlink(), 'dist/node.js').found).toEqual([['perf/http-timeout-missing', 12]]);
  });

  it('a timeout signal written in the options: no finding', () => {
    const options = '{ method: i?.method, signal: AbortSignal.timeout(5000) }';
    expect(checkFile(shlink(options), 'dist/node.js').found).toEqual([]);
  });

  it("the caller's first argument alone (options or address, not known): not judged", () => {
    const text = shlink().replace(/this\.#e\.request\(e, \{[\s\S]*?\}, \(e\)/, 'this.#e.request(e, (e)');
    const result = checkFile(text, 'dist/node.js');
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([12]);
  });
});
