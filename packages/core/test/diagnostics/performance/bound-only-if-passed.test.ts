// A bound that exists only when the caller passes one, set under an `if` on the caller's optional value: a
// `let` signal replaced by a timer's signal only `if (timeout)` (@supabase/functions-js), a `timeout` key put on
// an axios config only `if (typeof config.timeout !== 'undefined')` (plivo). With no visible default the test
// is false when the caller passes nothing, so the call keeps what it had before the `if`: no bound ("no timeout
// unless the caller passes one"). Counterparts stay silent: a default that makes the test true, a value
// assigned outside any `if`, a call inside the `if` itself, a branch that applies its own bound. Each case is a
// minimal copy of a real published file (origin and licence beside it); held-out set 5's misses were read to
// write them (see real-corpus/README.md).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const check = (text: string, path = 'dist/client.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
    f.message,
  ]);
const rules = (text: string) => check(text).map(([rule, line]) => [rule, line]);

describe('a `let` signal replaced only under `if` on the caller’s optional value', () => {
  // @supabase/functions-js 2.109.0 dist/main/FunctionsClient.js lines 180-263 (MIT): tsc's __awaiter body;
  // `this.fetch = resolveFetch(customFetch)` (line 38); the timer's signal exists only `if (timeout)`, and
  // `timeout` is destructured from `options = {}` with no default.
  const supabase = `class FunctionsClient {
  constructor(url, { headers = {}, customFetch } = {}) {
    this.url = url;
    this.headers = headers;
    this.fetch = (0, helper_1.resolveFetch)(customFetch);
  }
  invoke(functionName_1) {
    return tslib_1.__awaiter(this, arguments, void 0, function* (functionName, options = {}) {
      let timeoutId;
      let timeoutController;
      try {
        const { headers, method, body: functionArgs, signal, timeout } = options;
        const url = new URL(\`\${this.url}/\${functionName}\`);
        let body = functionArgs;
        let effectiveSignal = signal;
        if (timeout) {
          timeoutController = new AbortController();
          timeoutId = setTimeout(() => timeoutController.abort(), timeout);
          if (signal) {
            effectiveSignal = timeoutController.signal;
            signal.addEventListener('abort', () => timeoutController.abort());
          }
          else {
            effectiveSignal = timeoutController.signal;
          }
        }
        const response = yield this.fetch(url.toString(), {
          method: method || 'POST',
          headers: Object.assign(Object.assign({}, this.headers), headers),
          body,
          signal: effectiveSignal,
        });
        return { data: yield response.json(), error: null, response };
      }
      catch (error) {
        return { data: null, error };
      }
      finally {
        if (timeoutId) clearTimeout(timeoutId);
      }
    });
  }
}
exports.FunctionsClient = FunctionsClient;`;
  const line = supabase.split('\n').findIndex((l) => l.includes('yield this.fetch(')) + 1;

  it('no timeout by default: reported, saying the bound is the caller’s', () => {
    expect(rules(supabase)).toEqual([[MISSING, line]]);
    expect(check(supabase)[0]?.[2]).toContain('no timeout unless the caller passes one');
  });

  it('a default for the timeout (`timeout = 5000`): the `if` runs, the call is bounded: silent', () => {
    const defaulted = supabase.replace('signal, timeout } = options', 'signal, timeout = 5000 } = options');
    expect(rules(defaulted)).toEqual([]);
  });

  it('a later call under the same test (`if (timeout) { … }`), where the timer’s signal is set: silent', () => {
    const later = supabase.replace(
      '        const response = yield this.fetch(url.toString(), {',
      '        if (timeout) {\n          return yield this.fetch(url.toString(), { signal: effectiveSignal });\n        }\n        const response = yield this.fetch(url.toString(), {',
    );
    expect(rules(later)).toEqual([[MISSING, line + 3]]);
  });

  // A counterpart written for the rule (not from a package): the configure/send split many SDKs have.
  it('a value set under `if` in another function (a setter the caller may call): not decided, silent', () => {
    const setter = `let defaultSignal = undefined;
export function configure(options) {
  if (options.timeout) {
    defaultSignal = AbortSignal.timeout(options.timeout);
  }
}
export async function send(url) {
  return fetch(url, { signal: defaultSignal });
}`;
    expect(rules(setter)).toEqual([]);
  });

  it('a signal assigned outside any `if`: not decided here, silent as before', () => {
    const always = supabase.replace(
      'let effectiveSignal = signal;',
      'let effectiveSignal = signal;\n        effectiveSignal = makeSignal(signal);',
    );
    expect(rules(always)).toEqual([]);
  });

  it('the call made inside the `if`, where the timer’s signal is set: silent', () => {
    const inside = supabase
      .replace('        const response = yield this.fetch(', '          const response = yield this.fetch(')
      .replace(
        '            effectiveSignal = timeoutController.signal;\n          }\n        }',
        '            effectiveSignal = timeoutController.signal;\n          }\n          return yield this.fetch(url.toString(), { signal: effectiveSignal });\n        }',
      );
    expect(rules(inside).filter(([, at]) => at !== line + 1)).toEqual([]);
  });
});

describe('an axios `timeout` set only under `if` on the caller’s optional value', () => {
  // plivo 4.79.0 dist/rest/axios.js (MIT), Babel CommonJS: `_axios2 = _interopRequireDefault(require('axios'))`
  // (lines 19-21); `options.timeout` is set only when `config.timeout` is given, or to 5 s for a voice request
  // (lines 282-286); a voice request is sent by the retrying instance, every other by axios itself (line 367).
  const plivo = `'use strict';
exports.Axios = Axios;
var _axios = require('axios');
var _axios2 = _interopRequireDefault(_axios);
function _interopRequireDefault(obj) { return obj && obj.__esModule ? obj : { default: obj }; }
function Axios(config) {
  var headers = { 'Content-Type': 'application/json' };
  return function (method, action, params) {
    var options = {
      url: config.url + '/' + action,
      method: method,
      data: params || '',
      headers: headers,
      json: true
    };
    var isVoiceReq = false;
    if (params) {
      if (params.hasOwnProperty('is_voice_request')) {
        delete params.is_voice_request;
        isVoiceReq = true;
      }
    }
    if (typeof config.timeout !== 'undefined') {
      options.timeout = config.timeout;
    } else if (typeof config.timeout === 'undefined' && isVoiceReq) {
      options.timeout = 5000;
    }
    return new Promise(function (resolve, reject) {
      if (isVoiceReq) {
        retryAxios(options).then(resolve, reject);
      } else {
        (0, _axios2.default)(options).then(function (response) {
          resolve({ response: response, body: response.data });
        }, reject);
      }
    });
  };
}`;
  const sent = plivo.split('\n').findIndex((l) => l.includes('(0, _axios2.default)(options)')) + 1;

  it('the non-voice request: no timeout unless the caller configured one, reported', () => {
    expect(rules(plivo)).toEqual([[MISSING, sent]]);
  });

  it('the same request on the voice side of the `if`, where 5 s may apply: silent', () => {
    const voice = plivo.replace(
      'retryAxios(options).then(resolve, reject);',
      '(0, _axios2.default)(options).then(resolve, reject);',
    );
    const voiceLine =
      voice.split('\n').findIndex((l) => l.includes('(0, _axios2.default)(options).then(resolve')) + 1;
    expect(rules(voice).map(([, at]) => at)).not.toContain(voiceLine);
  });

  it('a default applied on the `else` branch (`else { options.timeout = 5000 }`): silent', () => {
    const defaulted = plivo.replace(
      "} else if (typeof config.timeout === 'undefined' && isVoiceReq) {",
      '} else {',
    );
    expect(rules(defaulted)).toEqual([]);
  });

  it('the timeout set outside any `if`: judged by its value (5 s), silent', () => {
    const always = plivo.replace(
      'var isVoiceReq = false;',
      'var isVoiceReq = false;\n    options.timeout = 5000;',
    );
    expect(rules(always)).toEqual([]);
  });

  it('a tested value with a visible default (`var timeout = config.timeout || 3000`): not absent, silent', () => {
    const given = plivo
      .replace(
        'var isVoiceReq = false;',
        'var isVoiceReq = false;\n    var timeout = config.timeout || 3000;',
      )
      .replace("if (typeof config.timeout !== 'undefined') {", "if (typeof timeout !== 'undefined') {");
    expect(rules(given)).toEqual([]);
  });

  it('the multipart upload (lines 152-163): a config with no timeout, through Babel’s interop default', () => {
    // plivo 4.79.0 dist/rest/axios.js lines 152-163 (MIT).
    const upload = `var _axios = require('axios');
var _axios2 = _interopRequireDefault(_axios);
function upload(configuration, action, multipartParams) {
  var config = {
    method: 'POST',
    url: configuration.url + '/' + action,
    headers: { 'User-Agent': configuration.userAgent },
    data: multipartParams
  };
  return (0, _axios2.default)(config);
}`;
    expect(rules(upload)).toEqual([[MISSING, 10]]);
    expect(rules(upload.replace("method: 'POST',", "method: 'POST', timeout: 5000,"))).toEqual([]);
  });
});

describe('a request init built by a helper of the file, sent by the `fetcher` the caller hands in', () => {
  // @supabase/auth-js 2.109.0 dist/main/lib/fetch.js lines 86-120 (MIT): `_request(fetcher, …)` is exported
  // and its callers hand in the client's fetch (the custom one or the global one); the init is what
  // `_getRequestParams` returns (method, headers, body and the `{}` _request passes as parameters).
  const auth = `const _getRequestParams = (method, options, parameters, body) => {
    const params = { method, headers: (options === null || options === void 0 ? void 0 : options.headers) || {} };
    if (method === 'GET') {
        return params;
    }
    params.headers = Object.assign({ 'Content-Type': 'application/json;charset=UTF-8' }, options === null || options === void 0 ? void 0 : options.headers);
    params.body = JSON.stringify(body);
    return Object.assign(Object.assign({}, params), parameters);
};
async function _request(fetcher, method, url, options) {
    const headers = Object.assign({}, options === null || options === void 0 ? void 0 : options.headers);
    const data = await _handleRequest(fetcher, method, url, {
        headers,
        noResolveJson: options === null || options === void 0 ? void 0 : options.noResolveJson,
    }, {}, options === null || options === void 0 ? void 0 : options.body);
    return { data: Object.assign({}, data), error: null };
}
async function _handleRequest(fetcher, method, url, options, parameters, body) {
    const requestParams = _getRequestParams(method, options, parameters, body);
    let result;
    try {
        result = await fetcher(url, Object.assign({}, requestParams));
    }
    catch (e) {
        throw new AuthRetryableFetchError(String(e), 0);
    }
    return await result.json();
}
exports._request = _request;`;
  const sent = auth.split('\n').findIndex((l) => l.includes('await fetcher(url,')) + 1;

  it('an init with method, headers and body only: reported', () => {
    expect(rules(auth)).toEqual([[MISSING, sent]]);
  });

  it('the helper’s parameters carrying a timer’s signal (`{ signal: AbortSignal.timeout(5000) }`): silent', () => {
    const bounded = auth.replace(
      '}, {}, options ===',
      '}, { signal: AbortSignal.timeout(5000) }, options ===',
    );
    expect(rules(bounded)).toEqual([]);
  });

  it('a `fetcher` called with one argument (SWR’s `fetcher(key)`): not a fetch, silent', () => {
    // swr 2.x: `useSWR(key, fetcher)` calls the caller's fetcher with the key alone; what it does is its own.
    const swr = `export async function revalidate(key, fetcher) {
  const data = await fetcher(key);
  return data;
}`;
    expect(rules(swr)).toEqual([]);
  });

  it('Fern’s `core.fetcher(args)`, read off a module: not this rule’s (judged as Fern’s client)', () => {
    const fern = auth.replace(
      'await fetcher(url, Object.assign({}, requestParams))',
      'await core.fetcher({ url, timeoutMs: 5000 })',
    );
    expect(rules(fern)).toEqual([]);
  });
});
