// Calls whose bound is not decided at the line the checker used to report, from held-out set 8's false
// positives (see the real corpus README): a local function that reuses a client's name, a method that only
// passes its callers' init on to fetch, the `uri` of a picked asset, and a bound key the package does set as a
// default with a value the file cannot read. Each snippet is a minimal copy of a real published file (origin and
// licence beside it); each class is also checked on a second real shape.
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import { parseSource } from '../parse';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

// Whole results are compared below: the finding and undecided lines only.
const judge = (text: string, path = 'src/client.ts') => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};

describe('a local function that reuses the name of a client module', () => {
  // mailchimp-api-v3 1.15.0 index.js lines 3, 299-315 and 501 (MIT): `request` is the request module, and a
  // method polls a batch through a local `var request = function () {…}` that calls the client's own method.
  const mailchimp = `var request = require('request');
Mailchimp.prototype._getAndUnpackBatchResults = function (batch_id, opts) {
  var mailchimp = this;
  var promise = new Promise(function (resolve, reject) {
    var request = function () {
      mailchimp.request(options).then(function (result) {
        setTimeout(request, opts.interval);
      }, reject)
    }
    request();
  })
}
Mailchimp.prototype.request = function (options, done) {
  request({ method: 'get', url: options.path, json: options.body }, function (err, response) {});
}`;
  it('calls the local function, not the module; the module call is still judged (mailchimp)', () => {
    expect(judge(mailchimp, 'index.js').found).toEqual([[MISSING, 14]]);
  });

  // The same class in axios: a retry closure named like the client inside one function, while the module's
  // own call elsewhere keeps its verdict.
  it('shadows the client name only inside its own scope', () => {
    const text = `const axios = require('axios');
function poll(load) {
  const axios = () => load().then(() => setTimeout(axios, 1000));
  axios();
}
axios({ url: 'https://api.example.test/v1' });`;
    expect(judge(text, 'index.js').found).toEqual([[MISSING, 6]]);
  });
});

describe('a method that hands its own optional init to fetch', () => {
  // matrix-js-sdk 37.5.0 src/http-api/fetch.ts lines 66-71 and 303-312 (Apache-2.0): `fetch` binds the
  // caller's fetchFn or the global one; requestOtherUrl calls it with the signal it built.
  const matrix = `export class FetchHttpApi {
  public fetch(resource: URL | string, options?: RequestInit): ReturnType<typeof globalThis.fetch> {
    if (this.opts.fetchFn) {
      return this.opts.fetchFn(resource, options);
    }
    return globalThis.fetch(resource, options);
  }
  public async requestOtherUrl(method: Method, url: URL | string, body?: Body, opts: BaseRequestOpts = {}) {
    const { signal, cleanup } = anySignal(signals);
    const res = await this.fetch(url, { signal, method, body: data, headers });
    return res;
  }
}`;
  it('is not judged where it only passes the init on (matrix-js-sdk)', () => {
    const { found, undecided } = judge(matrix, 'src/http-api/fetch.ts');
    expect(found.filter(([, line]) => line === 4 || line === 6)).toEqual([]);
    expect(undecided).toEqual(expect.arrayContaining([4, 6]));
  });

  // ra-core 5.15.4 src/util/useCheckForApplicationUpdate.ts lines 20, 45 and 70-72 (MIT): the helper's
  // callers pass the hook's own optional fetchOptions on, so nothing builds an init: still missing.
  it("is still judged when its caller passes only its own caller's optional init (ra-core)", () => {
    const text = `export const useCheckForApplicationUpdate = (options: UseCheckForApplicationUpdateOptions) => {
  const { url = window.location.href, fetchOptions } = options;
  useEffect(() => {
    getHashForUrl(url, fetchOptions).then((hash) => {});
    const interval = setInterval(() => { getHashForUrl(url, fetchOptions).then(() => {}); }, delay);
    return () => clearInterval(interval);
  }, [url]);
};
const getHashForUrl = async (url: string, fetchOptions?: RequestInit) => {
  const response = await fetch(url, fetchOptions);
  return response.text();
};`;
    expect(judge(text).found).toEqual([[MISSING, 10]]);
  });
});

describe('the uri of a picked asset', () => {
  // @uploadcare/upload-client 6.21.0 dist/esm/index.node.mjs lines 1485-1491 (MIT): a React Native asset
  // read into a blob; its uri is most often a local file:// or content:// address.
  const uploadcare = `const getBlobFromReactNativeAsset = async (asset) => {
    if (memo.has(asset)) {
        return memo.get(asset);
    }
    const blob = await fetch(asset.uri).then((res) => res.blob());
    memo.set(asset, blob);
    return blob;
};`;
  it('is not judged (uploadcare)', () => {
    expect(judge(uploadcare, 'dist/esm/index.node.mjs')).toEqual({ found: [], undecided: [5] });
  });

  // Expo's DocumentPicker result read back (`const file = result.assets[0]; … await fetch(file.uri)`), the
  // idiom of the expo-document-picker README ("assets: DocumentPickerAsset[]", each with a `uri`).
  it('is not judged for a picked document either, while a URL string still is', () => {
    const text = `const file = result.assets[0];
const response = await fetch(file.uri);
await fetch('https://api.example.test/upload', { method: 'PUT', body: await response.blob() });`;
    expect(judge(text)).toEqual({ found: [[MISSING, 3]], undecided: [2] });
  });
});

describe('a bound key the package sets as a default with a value the file cannot read', () => {
  const scan = (files: Record<string, string>) => {
    const result = scanFiles(
      Object.entries(files).map(([path, text]) => ({ path, text })),
      { parse: parseSource, limits: toDiagnosticLimits(), categories: ['performance'] },
    );
    return {
      found: result.findings.map((f) => [f.file, f.line, f.ruleId]),
      undecided: (result.undecided ?? []).map((u) => [u.file, u.line]),
    };
  };

  // checkout-sdk-node 5.2.1 dist/Checkout.js line 34 and dist/services/http.js lines 156-164 (MIT):
  // config.timeout = options?.timeout ?? CONFIG.DEFAULT_TIMEOUT, a constant of config.js.
  const checkout = (fallback: string) => ({
    'package.json': '{"name":"checkout-sdk-node"}',
    'dist/Checkout.js': `import * as CONFIG from './config.js';
export default class Checkout {
  constructor(key, options) {
    this.config = {
      host: options?.host,
      timeout: options?.timeout ${fallback},
    };
  }
}`,
    'dist/services/http.js': `import axios from 'axios';
export const createAccessToken = async (config, httpClient) => {
  const access = await axios({
    url: accessUrl,
    method: 'post',
    timeout: config.timeout,
    httpsAgent: config.agent
  });
  return access;
};`,
  });
  it('is not judged when the default is a constant of another module (checkout-sdk-node)', () => {
    const { found, undecided } = scan(checkout('?? CONFIG.DEFAULT_TIMEOUT'));
    expect(found).toEqual([]);
    expect(undecided).toEqual([['dist/services/http.js', 3]]);
  });

  // @vonage/server-client 1.23.1 dist/cjs/lib/client.js line 157 (Apache-2.0): `timeout: options?.timeout ||
  // null`, a fallback that sets nothing: the key stays absent by default and the request is still judged.
  it('is still judged when the fallback sets nothing', () => {
    expect(scan(checkout('|| null')).found).toEqual([['dist/services/http.js', 3, MISSING]]);
  });

  // This repository's server (packages/server/src/services: project-analysis.ts sets `timeoutMs: 60_000`,
  // semi.ts `timeoutMs: ctx.env.CHARTER_SEMI_TIMEOUT_MS`, outbound-guard.ts reads `options.timeoutMs`): a writer
  // that is not read here and absent by default still keeps the package's default unknown, so the other
  // writer's 60 s is not taken as the default.
  it('does not take one writer as the default while another is not read', () => {
    const { found } = scan({
      'package.json': '{"name":"server"}',
      'src/analysis.ts': 'export const DEFAULTS = { maxFiles: 40, timeoutMs: 60_000 };',
      'src/semi.ts': `export function makeSemi(ctx) {
  const config = { url: ctx.env.URL, timeoutMs: ctx.env.TIMEOUT_MS };
  return createClient(config);
}`,
      'src/guard.ts': `export function createGuardedFetch(options: { timeoutMs: number }) {
  return async (url: string) => fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
}`,
    });
    expect(found).toEqual([]);
  });
});
