// A fetch destructured from the call of a module that returns one (fetch-ponyfill): judged as any fetch. Snippets
// are reduced copies of real files (origin and licence beside each).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const judge = (text: string, path = 'cjs/index.js') => checkFile(text, path);

// @ticketevolution/seatmaps-client 3.5.1 cjs/index.js lines 8, 17, 999 and 1231-1233 (tsup bundle, MIT).
const seatmaps = (made: string, call = "isomorphicFetch(this.configFilePath + '/map.svg')") => `'use strict';
var fetchPonyfill = require('fetch-ponyfill');
function _interopDefault(e) { return e && e.__esModule ? e : { default: e }; }
var fetchPonyfill__default = /*#__PURE__*/_interopDefault(fetchPonyfill);
var { fetch: isomorphicFetch } = ${made};
class SeatmapsClient {
  async fetchMap() {
    const mapResponse = await ${call};
    return mapResponse.text();
  }
}
module.exports = { SeatmapsClient };
`;

describe('a fetch a maker module returns (fetch-makers.ts)', () => {
  it('the fetch of a bundled `fetchPonyfill__default.default()` called with the URL only is unbounded', () => {
    expect(judge(seatmaps('fetchPonyfill__default.default()')).found).toEqual([[MISSING, 8]]);
  });

  it('the name itself, or `require(…)()`, is the same maker', () => {
    expect(judge(seatmaps('fetchPonyfill()')).found).toEqual([[MISSING, 8]]);
    expect(judge(seatmaps("require('fetch-ponyfill')()")).found).toEqual([[MISSING, 8]]);
    // tsc's CommonJS: `const fetch_ponyfill_1 = __importDefault(require("fetch-ponyfill"))`, called as `(0, x.default)()`.
    const tsc = seatmaps('(0, fetch_ponyfill_1.default)()').replace(
      "var fetchPonyfill = require('fetch-ponyfill');",
      'var fetch_ponyfill_1 = __importDefault(require("fetch-ponyfill"));',
    );
    expect(judge(tsc).found).toEqual([[MISSING, 8]]);
  });

  it("the maker's result's `fetch` member is that fetch (`var fetch = require('fetch-ponyfill')().fetch`)", () => {
    const member = seatmaps('{}').replace(
      'var { fetch: isomorphicFetch } = {};',
      "var isomorphicFetch = require('fetch-ponyfill')().fetch;",
    );
    expect(judge(member).found).toEqual([[MISSING, 8]]);
    expect(judge(member.replace('().fetch;', '().Headers;')).found).toEqual([]);
  });

  it('a call passing a signal is bounded', () => {
    const call = 'isomorphicFetch(url, { signal: AbortSignal.timeout(5000) })';
    expect(judge(seatmaps('fetchPonyfill__default.default()', call)).found).toEqual([]);
  });

  it('a module not known to make a fetch is not one', () => {
    const other = seatmaps('fetchPonyfill__default.default()').replace(
      "require('fetch-ponyfill')",
      "require('./ponyfill')",
    );
    expect(judge(other).found).toEqual([]);
  });
});
