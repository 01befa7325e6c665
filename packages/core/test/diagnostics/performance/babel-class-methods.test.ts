// A method of a class Babel compiled (`_createClass(C, [{ key: "fetch", value: function fetch(…) {…} }])`) is a
// method of the file like one written `fetch() {…}`: `this.fetch(…)` calls it, not an injected fetch. The case is
// a minimal copy of a real file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const rules = (text: string, path = 'dist/index.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

// jsonapi-react 0.0.25 dist/index.js lines 755-965 (MIT), shortened: ApiClient's `fetch(queryArg, config)` method
// calls itself again to refresh a stale query (line 961); it sends on `this.config.fetch` in `request` (line 1188).
const jsonapi = `function _createClass(Constructor, protoProps) { return Constructor; }
var ApiClient = /*#__PURE__*/function () {
  function ApiClient() {
    var config = arguments.length > 0 && arguments[0] !== undefined ? arguments[0] : {};
    this.config = Object.assign({ cacheTime: 5 * 60 }, config, { fetch: config.fetch || fetch.bind() });
  }
  _createClass(ApiClient, [{
    key: "fetch",
    value: function fetch(queryArg) {
      var config = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : {};
      if (!config.force && this.isCached(queryArg)) {
        this.fetch(queryArg, {
          force: true
        });
        return Promise.resolve(queryArg.cache);
      }
      return this.request(queryArg.url);
    }
  }]);
  return ApiClient;
}();
exports.ApiClient = ApiClient;`;

describe('a method of a Babel-compiled class named fetch', () => {
  it('does not read this.fetch(query, { force: true }) as an injected fetch (jsonapi-react)', () => {
    expect(rules(jsonapi)).toEqual([]);
  });
});
