// Request options built by a helper of the file that merges what each caller gives into defaults of its own
// (`this.buildOptions({ …, timeout })`), read at each call with that call's argument; and a timeout computed
// from a parameter whose default is `null` (`timeout * 1000`, 0 in JavaScript). Each snippet is a minimal copy
// of a real published file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts, type HttpTimeoutCollector } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const check = (text: string, path = 'src/client.js') => checkFile(text, path);

// convertapi 1.15.0 src/client.js lines 1-53 and 100-108 (MIT): each method hands buildOptions its own
// options (a timeout from a parameter that defaults to null, or from the API object), and buildOptions merges
// them over the client's defaults with Object.assign.
const CONVERTAPI = (defaults = '', helper = '') => `import axios from 'axios';
export default class Client {
  get(path, params = {}, timeout = null) {
    const options = this.buildOptions({
      method: 'get',
      url: this.url(path),
      params,
      timeout: timeout * 1000,
    });
    return axios(options);
  }
  status(path) {
    const options = this.buildOptions({ method: 'get', url: this.url(path) });
    return axios(options);
  }
  download(url) {
    const options = this.buildOptions({ url, timeout: this.api.downloadTimeout * 1000 });
    return axios(options);
  }
  buildOptions(options) {${helper}
    return Object.assign({
      headers: this.defaultHeader,
      maxContentLength: Infinity,${defaults}
    }, options);
  }
}
`;

describe("a helper merging each caller's options into its defaults", () => {
  it('convertapi: `timeout: timeout * 1000` with `timeout = null` is 0: axios waits forever', () => {
    const { found, messages, undecided } = check(CONVERTAPI());
    expect(found).toEqual([
      [MISSING, 10],
      [MISSING, 14],
    ]);
    expect(messages[0]).toContain('timeout is 0');
    // The download's timeout is the API object's, set in another file: not judged here.
    expect(undecided).toEqual([18]);
  });

  it("the helper's own default applies to the calls that set none", () => {
    const { found } = check(CONVERTAPI('\n      timeout: 30000,'));
    expect(found).toEqual([
      [MISSING, 10],
      [TOO_LONG, 14],
    ]);
  });

  it('a helper that reassigns its parameter first: the call is not read through it', () => {
    const { found } = check(CONVERTAPI('', '\n    options = this.normalize(options);'));
    expect(found).toEqual([]);
  });
});

describe('a timeout from a parameter defaulting to null', () => {
  // convertapi 1.15.0 src/client.js lines 33-44 (MIT), the options written at the call.
  it('`timeout * 1000` with `timeout = null`: 0, none; with `timeout = 30`: 30 s', () => {
    const post = (fallback: string) => `import axios from 'axios';
export function post(path, params, timeout = ${fallback}) {
  return axios({ method: 'post', url: path, data: params, timeout: timeout * 1000 });
}
`;
    expect(check(post('null')).found).toEqual([[MISSING, 3]]);
    expect(check(post('30')).found).toEqual([[TOO_LONG, 3]]);
    expect(check(post('undefined')).found).toEqual([]);
  });
});

describe('an axios instance called with a config only known at run time', () => {
  // ibm-cloud-sdk-core 5.9.1 lib/request-wrapper.js lines 136 and 346-347 (Apache-2.0): the instance is called
  // with params merged from the caller's options inside tsc's __awaiter/__generator state machine.
  it('is listed as not judged, with why, rather than passed over', () => {
    const ibm = `var axios_1 = __importDefault(require("axios"));
var RequestWrapper = (function () {
    function RequestWrapper(axiosOptions) {
        var axiosConfig = { maxContentLength: -1, maxBodyLength: Infinity };
        (0, extend_1.default)(true, axiosConfig, axiosOptions);
        this.axiosInstance = axios_1.default.create(axiosConfig);
    }
    RequestWrapper.prototype.sendRequest = function (parameters) {
        return __awaiter(this, void 0, void 0, function () {
            var requestParams;
            return __generator(this, function (_c) {
                requestParams = __assign({ url: parameters.url }, parameters.axiosOptions);
                return [2 /*return*/, this.axiosInstance(requestParams).then(function (res) { return res; })];
            });
        });
    };
    return RequestWrapper;
}());
`;
    const collect: HttpTimeoutCollector = { undecided: [] };
    const findings = checkHttpTimeouts(
      { path: 'lib/request-wrapper.js', text: ibm },
      parseSource('lib/request-wrapper.js', ibm).program,
      { maxTimeoutMs: 10_000 },
      {},
      collect,
    );
    expect(findings).toEqual([]);
    // Since `requestParams` is read as declared in the await-free __generator body (state-machines.ts), the config
    // is known to spread the caller's `parameters.axiosOptions`; the call is still listed, now under the reason given
    // for the instance called whole (`this.axiosInstance(…)`), with or without the `extend` line.
    expect(collect.undecided.map((u) => [u.line, u.reason])).toEqual([
      [13, 'the client is handed in (`this`)'],
    ]);
  });
});
