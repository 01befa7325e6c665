// Bounds that exist only when the caller gives a timeout, none by default: a client's `timeout` option set
// to the caller's optional value with no default (`timeout: this.timeout`, `this.timeout = opt.timeout`). For a
// client whose module call has no default of its own (request), an undefined option sets none. Each snippet is
// a reduced copy of a real file (origin and licence beside it); the neighbours that keep a bound, or are not
// known, are kept too (precision first).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import type { UndecidedCall } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const judge = (text: string, path = 'index.js') => {
  const collect = { undecided: [] as UndecidedCall[] };
  const found = checkHttpTimeouts(
    { path, text },
    parseSource(path, text).program,
    { maxTimeoutMs: 10_000 },
    {},
    collect,
  );
  return {
    findings: found.map((f) => [f.ruleId, f.line]),
    messages: found.map((f) => f.message),
    undecided: collect.undecided.map((call) => call.line),
  };
};

// woocommerce-api 1.5.0 index.js lines 3, 36-56 and 157-208 (MIT): the constructor's options go to
// `_setDefaultsOptions`, which keeps `this.timeout = opt.timeout` (no default); `_request` hands it to request.
const woocommerce = (timeoutLine: string) => `'use strict';
var request = require('request');
module.exports = WooCommerceAPI;
function WooCommerceAPI(opt) {
  if (!(this instanceof WooCommerceAPI)) {
    return new WooCommerceAPI(opt);
  }
  opt = opt || {};
  this._setDefaultsOptions(opt);
}
WooCommerceAPI.prototype._setDefaultsOptions = function(opt) {
  this.url = opt.url;
  this.encoding = opt.encoding || 'utf8';
${timeoutLine}
  this.agent = opt.agent;
};
WooCommerceAPI.prototype._request = function(method, endpoint, data, callback) {
  var params = {
    url: this.url + endpoint,
    method: method,
    encoding: this.encoding,
    timeout: this.timeout,
    headers: { 'Accept': 'application/json' }
  };
  if (this.agent) {
    params.agent = this.agent;
  }
  if (!callback) {
    return request(params);
  }
  return request(params, callback);
};`;

// plex-api 5.3.2 lib/api.js lines 4, 13-21 and 155-186 (MIT): `this.timeout = opts.timeout` of `opts = options
// || {}`, read into `var timeout`, then `...this.requestOptions` (the caller's optional options, `{}` by default).
const plex = (opts: string) => `var request = require('request');
function PlexAPI(options) {
    var opts = ${opts};
    this.hostname = opts.hostname;
    this.requestOptions = opts.requestOptions || {};
    this.timeout = opts.timeout;
}
PlexAPI.prototype._request = function _request(options) {
    var method = options.method;
    var timeout = this.timeout;
    var reqOpts = {
        uri: this.hostname + options.uri,
        encoding: null,
        method: method || 'GET',
        timeout: timeout,
        gzip: true,
        ...this.requestOptions,
    };
    return new Promise((resolve, reject) => {
        request(reqOpts, function onResponse(err, response, body) {
            if (err) return reject(err);
            resolve(body);
        });
    });
};
module.exports = PlexAPI;`;

describe("request's `timeout` set to the caller's optional value, none by default", () => {
  it('`this.timeout = opt.timeout` with no default: both sends have no timeout (woocommerce-api)', () => {
    const result = judge(woocommerce('  this.timeout = opt.timeout;'));
    expect(result.findings).toEqual([
      [MISSING, 29],
      [MISSING, 31],
    ]);
    expect(result.messages[0]).toContain("`timeout` is the caller's optional value, undefined by default");
  });

  it('a visible default is the bound: judged by it', () => {
    expect(judge(woocommerce('  this.timeout = opt.timeout || 5000;')).findings).toEqual([]);
    expect(judge(woocommerce('  this.timeout = opt.timeout || 60000;')).findings).toEqual([
      [TOO_LONG, 29],
      [TOO_LONG, 31],
    ]);
  });

  it('a value not known to be the caller’s stays undecided', () => {
    const result = judge(woocommerce('  this.timeout = computeTimeout(opt);'));
    expect(result.findings).toEqual([]);
    expect(result.undecided).toEqual([29, 31]);
  });

  it('read through a local, beside the caller’s optional options spread after it (plex-api)', () => {
    const result = judge(plex('options || {}'));
    expect(result.findings).toEqual([[MISSING, 20]]);
  });

  it('options the file loads from elsewhere are not the caller’s: undecided', () => {
    const result = judge(plex('loadOptions()'));
    expect(result.findings).toEqual([]);
    expect(result.undecided).toEqual([20]);
  });
});

// @gusto/embedded-api 1.0.0 dist/generated/core/request.js lines 166-178 and 237-244 (ISC; openapi-typescript-
// codegen's fetch core): the controller's abort is handed to the CancelablePromise's `onCancel` only.
const gusto = (
  hook: string,
) => `export const sendRequest = async (config, options, url, body, formData, headers, onCancel) => {
    const controller = new AbortController();
    const request = {
        headers,
        body: body ?? formData,
        method: options.method,
        signal: controller.signal,
    };
    if (config.WITH_CREDENTIALS) {
        request.credentials = config.CREDENTIALS;
    }
${hook}
    return await fetch(url, request);
};
export const request = (config, options) => {
    return new CancelablePromise(async (resolve, reject, onCancel) => {
        if (!onCancel.isCancelled) {
            const response = await sendRequest(config, options, options.url, options.body, undefined, {}, onCancel);
            resolve(response);
        }
    });
};`;

describe("a controller aborted only by the caller's cancel hook", () => {
  it('`onCancel(() => controller.abort())`, onCancel a parameter: no bound (openapi-typescript-codegen)', () => {
    const result = judge(gusto('    onCancel(() => controller.abort());'));
    expect(result.findings).toEqual([[MISSING, 13]]);
    expect(result.messages[0]).toContain("only the caller's cancel aborts it");
  });

  it('an init declared by name and sent by it, its controller aborted by nothing: no bound either', () => {
    const result = judge(gusto(''));
    expect(result.findings).toEqual([[MISSING, 13]]);
    expect(result.messages[0]).toContain('nothing aborts it before the response arrives');
  });

  it('the same in a block body', () => {
    expect(judge(gusto('    onCancel(() => { controller.abort(); });')).findings).toEqual([[MISSING, 13]]);
  });

  it('an abort handed to a timer, or to a hook not named for cancelling, stays as before (not missing)', () => {
    for (const hook of [
      '    setTimeout(() => controller.abort(), 5000);',
      '    schedule(() => controller.abort());',
      '    onCancel(() => controller.abort());\n    setTimeout(() => controller.abort(), 5000);',
    ])
      expect(judge(gusto(hook)).findings).toEqual([]);
  });

  it('a cancel hook that is not a parameter (a module function) stays as before', () => {
    const text = gusto('    onCancel(() => controller.abort());').replace(
      'formData, headers, onCancel) =>',
      'formData, headers) =>',
    );
    expect(judge(`import { onCancel } from './hooks';\n${text}`).findings).toEqual([]);
  });
});
