// Requests whose bound is set where the checker first looked away, from held-out set 9's false positives: a 0
// fallback written at the send (`setTimeout(httpOptions.timeout || 0)`) whose option the package fills elsewhere;
// a superagent request kept in a name and given `.timeout()` later in the function; an in-file fetch helper fed
// by its only caller and retried by itself; an axios instance kept in a tsc private field (`#axios`) whose every
// call passes its own timeout. Shapes from real code, reduced to the lines that decide; each carries its origin
// and licence.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const run = (text: string, path = 'lib/client.js') => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};

describe('a 0 fallback of an option', () => {
  // aws-sdk 2.1693.0 lib/http/node.js lines 11-16, 25-26, 46 and 82-89 (Apache-2.0): httpOptions is the
  // service config's, whose default timeout (120 s) config.js sets.
  const aws = (bound: string) => `var AWS = require('../core');
AWS.NodeHttpClient = AWS.util.inherit({
  handleRequest: function handleRequest(httpRequest, httpOptions, callback, errCallback) {
    var endpoint = httpRequest.endpoint;
    if (!httpOptions) httpOptions = {};
    var useSSL = endpoint.protocol === 'https:';
    var http = useSSL ? require('https') : require('http');
    var stream = http.request({ host: endpoint.hostname, path: httpRequest.path }, function (httpResp) {
      callback(httpResp);
    });
    stream.setTimeout(${bound}, function() {
      errCallback(new Error('Connection timed out after ' + httpOptions.timeout + 'ms'));
      stream.abort();
    });
    return stream;
  }
});`;

  it('written at the send only guards the type: not read as 0 (aws-sdk)', () => {
    expect(run(aws('httpOptions.timeout || 0'))).toEqual({ found: [], undecided: [8] });
    expect(run(aws('httpOptions.timeout ?? 0'))).toEqual({ found: [], undecided: [8] });
  });

  it('a literal 0 still disables the timeout', () => {
    expect(run(aws('0')).found).toEqual([[MISSING, 8]]);
  });

  // @binance/connector 3.6.1 src/APIBase.js lines 9-17 and src/helpers/utils.js lines 49-53, 71-72 (MIT), in one
  // file: the constructor keeps `timeout || 0` as the client's default ("default is 0 (no timeout)").
  const binance = `const axios = require('axios')
class APIBase {
  constructor (options) {
    const { apiKey, baseURL, timeout } = options
    this.apiKey = apiKey
    this.baseURL = baseURL
    // default is 0 (no timeout)
    this.timeout = timeout || 0
  }
  publicRequest (method, url) {
    return axios.create({ baseURL: this.baseURL, timeout: this.timeout }).request({ method, url })
  }
}
module.exports = APIBase`;

  it('kept as the default where the option is stored: still 0 (binance)', () => {
    expect(run(binance).found).toEqual([[MISSING, 11]]);
  });
});

describe('a superagent request kept in a name', () => {
  // libhoney 4.3.1 dist/libhoney.cjs.js lines 422-461 (Apache-2.0): the request is handed through a promise
  // and bounded by `.timeout(this._timeout)` on the chain that sends it.
  const libhoney = (bound: string) => `const superagent = require('superagent');
class Transmission {
  _sendBatch(batches) {
    eachPromise(batches, batch => {
      let postReq = superagent.post(batch.url);
      let reqPromise = Promise.resolve({ req: postReq.agent(this._proxyAgent) });
      return reqPromise.then(
        ({ req }) =>
          new Promise(resolve => {
            req
              .set("X-Honeycomb-Team", batch.writeKey)
              .type("json")
              .timeout(${bound})
              .send(batch.encoded)
              .end(() => resolve());
          })
      );
    });
  }
}`;

  it('is judged by the `.timeout()` chained later in its function (libhoney)', () => {
    expect(run(libhoney('this._timeout'))).toEqual({ found: [], undecided: [5] });
    expect(run(libhoney('60000')).found).toEqual([[TOO_LONG, 5]]);
  });

  it('without any `.timeout()` in its function stays missing', () => {
    const unbounded = libhoney('0').replace('              .timeout(0)\n', '');
    expect(run(unbounded).found).toEqual([[MISSING, 5]]);
  });
});

describe("an in-file fetch helper's calls", () => {
  // @netlify/blobs 11.1.1 dist/chunk-6TDSNTDP.js lines 180-199 and 330-353 (MIT): makeRequest is fetchAndRetry's
  // only caller outside it, and the retries hand on its own arguments.
  const netlify = `var fetchAndRetry = async (fetch, url, options, attemptsLeft = 5, getRetryUrl) => {
  try {
    const res = await fetch(url, options);
    if (attemptsLeft > 0 && res.status >= 500) {
      const retryUrl = getRetryUrl ? await getRetryUrl() : url;
      return fetchAndRetry(fetch, retryUrl, options, attemptsLeft - 1, getRetryUrl);
    }
    return res;
  } catch (error) {
    if (attemptsLeft === 0) throw error;
    return fetchAndRetry(fetch, url, options, attemptsLeft - 1, getRetryUrl);
  }
};
export class Client {
  constructor({ fetch }) {
    this.fetch = fetch ?? globalThis.fetch;
  }
  async makeRequest({ body, headers = {}, method, url }) {
    const options = { body, headers, method };
    return fetchAndRetry(this.fetch, url, options, void 0, void 0);
  }
}`;

  it('are judged once, at the send inside the helper (netlify-blobs)', () => {
    expect(run(netlify, 'dist/chunk.js').found).toEqual([[MISSING, 3]]);
  });
});

describe('an axios instance kept in a private field', () => {
  // @ton/ton 16.3.0 dist/client/TonClient4.js lines 30-52 (MIT): tsc's `#axios`, created with no defaults;
  // every call passes the client's `timeout`, `args.timeout || 5000`.
  const ton = (config: string) => `const axios_1 = __importDefault(require("axios"));
var _TonClient4_endpoint, _TonClient4_timeout, _TonClient4_axios;
class TonClient4 {
    constructor(args) {
        _TonClient4_axios.set(this, void 0);
        __classPrivateFieldSet(this, _TonClient4_axios, axios_1.default.create(), "f");
        __classPrivateFieldSet(this, _TonClient4_endpoint, args.endpoint, "f");
        __classPrivateFieldSet(this, _TonClient4_timeout, args.timeout || 5000, "f");
    }
    async getLastBlock() {
        let res = await __classPrivateFieldGet(this, _TonClient4_axios, "f").get(__classPrivateFieldGet(this, _TonClient4_endpoint, "f") + "/block/latest", ${config});
        return res.data;
    }
}
exports.TonClient4 = TonClient4;
_TonClient4_endpoint = new WeakMap(), _TonClient4_timeout = new WeakMap(), _TonClient4_axios = new WeakMap();`;

  it('is judged at its calls, each with its own timeout, not at create (ton)', () => {
    expect(
      run(ton('{ timeout: __classPrivateFieldGet(this, _TonClient4_timeout, "f") }'), 'dist/c.js'),
    ).toEqual({
      found: [],
      undecided: [],
    });
  });

  it('a call that passes none is reported where it is sent', () => {
    expect(run(ton('{}'), 'dist/c.js').found).toEqual([[MISSING, 11]]);
  });
});
