// A client module kept on the instance through tsc's private-field helper, or through tsc's interop name, and the
// module it holds when the constructor's own option is not given. Each case is a minimal copy of a real file (origin
// and licence beside it); the silent cases are the ways the member could hold something else.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

// @shineiichijo/marika 3.0.1 dist/utils/Fetch.js lines 25-55 (MIT): `#axios` compiled by tsc to a WeakMap and
// `__classPrivateFieldSet(this, _Fetch_axios, …, "f")`, holding the global axios unless `cacheOptions` is given.
const marika = (kept = 'cacheOptions ? setupCache(axios_1.default, cacheOptions) : axios_1.default') =>
  `var _Fetch_axios;
Object.defineProperty(exports, "__esModule", { value: true });
const axios_1 = __importDefault(require("axios"));
const { setupCache } = require("axios-cache-interceptor");
class Fetch {
    constructor(cacheOptions) {
        _Fetch_axios.set(this, void 0);
        this.get = (url) => __awaiter(this, void 0, void 0, function* () {
            return yield __classPrivateFieldGet(this, _Fetch_axios, "f").get(url).then((res) => res.data);
        });
        __classPrivateFieldSet(this, _Fetch_axios, ${kept}, "f");
    }
}
exports.Fetch = Fetch;
_Fetch_axios = new WeakMap();`;

describe("a client module kept in a compiled private field (marika's Fetch)", () => {
  it('the global axios unless the caller asks for a cache: its GET has no timeout', () => {
    expect(checkFile(marika(), 'dist/utils/Fetch.js').found).toEqual([['perf/http-timeout-missing', 9]]);
  });

  it('the global axios itself, as `axios_1.default`: missing', () => {
    expect(checkFile(marika('axios_1.default'), 'dist/utils/Fetch.js').found).toEqual([
      ['perf/http-timeout-missing', 9],
    ]);
  });

  it("what the caller's option makes by default, not the module: silent", () => {
    const kept = 'cacheOptions ? axios_1.default : setupCache(axios_1.default, {})';
    expect(checkFile(marika(kept), 'dist/utils/Fetch.js').found).toEqual([]);
  });

  it("a test that is not the constructor's parameter (a module flag): silent", () => {
    const kept = 'useCache ? setupCache(axios_1.default, {}) : axios_1.default';
    const text = `const useCache = process.env.CACHE === '1';\n${marika(kept)}`;
    expect(checkFile(text, 'dist/utils/Fetch.js').found).toEqual([]);
  });
});
