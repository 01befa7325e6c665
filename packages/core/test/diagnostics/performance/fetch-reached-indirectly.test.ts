// A fetch reached indirectly: a helper module's exported object holding a fetch package, a class's static
// fetch property, a configuration object's default fetch. Each case is a minimal copy of a real published file
// (origin and licence beside it); the silent cases are the shapes where the fetch is not known to be one.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts, summarizeHttpModule } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'lib/api.js', siblings: Record<string, string> = {}) =>
  checkHttpTimeouts(
    { path, text },
    parseSource(path, text).program,
    { maxTimeoutMs: 10_000 },
    {
      imports: (specifier) => {
        const sibling = siblings[specifier];
        return sibling === undefined
          ? undefined
          : summarizeHttpModule(parseSource(`${specifier}.js`, sibling).program);
      },
    },
  ).map((f) => [f.ruleId, f.line]);

describe("a helper module's exported object holding a fetch package", () => {
  // zulip-js 2.1.0 lib/helper.js and lib/resources/accounts.js (MIT): `helper.fetch` is isomorphic-fetch,
  // node-fetch on Node, called with method and body only.
  const accounts = `var helper = require('../helper');
function accounts(config) {
  return {
    retrieve: function () {
      var url = config.apiURL + "/fetch_api_key";
      return helper.fetch(url, {
        method: 'POST',
        body: form
      });
    }
  };
}
module.exports = accounts;`;
  const helper = `var fetch = require('isomorphic-fetch');
var FormData = require('isomorphic-form-data');
module.exports = {
  fetch: fetch,
  FormData: FormData
};`;

  it('is that package: missing without a signal (zulip-js accounts.js)', () => {
    expect(rules(accounts, 'lib/resources/accounts.js', { '../helper': helper })).toEqual([[MISSING, 6]]);
  });

  it('a member that is no client makes no call known (silent)', () => {
    const other = `var fetch = require('./own-fetch');\nmodule.exports = { fetch: fetch };`;
    expect(rules(accounts, 'lib/resources/accounts.js', { '../helper': other })).toEqual([]);
  });
});

describe("a class's static fetch, assigned once at the top of the module", () => {
  // @tcgdex/sdk 2.9.0 dist/tcgdex.js lines 341, 539-548 and 568 (MIT): `_TCGdex.fetch` is the global fetch, or
  // an arrow handing everything to window.fetch in a browser; called with a user-agent header only.
  const tcgdex = (assigned: string) => `var _TCGdex = class _TCGdex {
  async actualFetch(path) {
    const resp = await _TCGdex.fetch(path, {
      headers: { "user-agent": "@tcgdex/javascript-sdk" }
    });
    return resp.json();
  }
};
${assigned}
var TCGdex = _TCGdex;`;
  const global =
    '_TCGdex.fetch = detectContext() === "browser" ? (...params) => window.fetch(...params) : fetch;';

  it('is the global fetch: missing without a signal (@tcgdex/sdk tcgdex.js:544)', () => {
    expect(rules(tcgdex(global), 'dist/tcgdex.js')).toEqual([[MISSING, 3]]);
  });

  it('assigned again elsewhere, or to an arrow that changes the arguments, is not known (silent)', () => {
    const twice = `${global}\nfunction setFetch(f) { _TCGdex.fetch = f; }`;
    expect(rules(tcgdex(twice), 'dist/tcgdex.js')).toEqual([]);
    const changed = '_TCGdex.fetch = (url, init) => window.fetch(url, { ...init, signal: s });';
    expect(rules(tcgdex(changed), 'dist/tcgdex.js')).toEqual([]);
  });
});

describe("a fetch read off a configuration object named by its role's suffix", () => {
  // @spotify/web-api-ts-sdk 1.2.0 src/SpotifyApi.ts lines 88-98 (Apache-2.0): `this.sdkConfig.fetch` is the
  // application's fetch or, by default, `(req, init) => fetch(req, init)`; the init has method, headers and body.
  const spotify = (owner: string) => `export class SpotifyApi {
  async makeRequest(method, url, body) {
    const opts = { method: method, headers: { Authorization: "Bearer x" }, body: body };
    const result = await this.${owner}.fetch(SpotifyApi.rootUrl + url, opts);
    return result;
  }
}`;

  it('sdkConfig.fetch is an injected fetch: missing without a signal (@spotify/web-api-ts-sdk)', () => {
    expect(rules(spotify('sdkConfig'), 'src/SpotifyApi.ts')).toEqual([[MISSING, 4]]);
  });

  it('a `.fetch` of an owner not named for options stays unknown (silent)', () => {
    expect(rules(spotify('store'), 'src/SpotifyApi.ts')).toEqual([]);
  });

  it("one not called with fetch's (input, init) is some other fetch (silent: Firebase's remoteConfig)", () => {
    expect(rules('export const load = () => remoteConfig.fetch(3600);', 'src/config.js')).toEqual([]);
  });
});

describe('an abort timer armed only when a parameter is given', () => {
  // @azure/msal-node 7.2.1 src/network/HttpClient.ts lines 40-65 and 101-128 (MIT): sendRequest arms its timer
  // only `if (timeout)`, and sendPostRequestAsync (the token requests) passes no timeout.
  const msal = (post: string, param = 'timeout') => `export class HttpClient {
  async sendGetRequestAsync(url, options, timeout) {
    return this.sendRequest(url, 'GET', options, timeout);
  }
  async sendPostRequestAsync(url, options) {
    return this.sendRequest(url, 'POST', options${post});
  }
  async sendRequest(url, method, options, ${param}) {
    const controller = new AbortController();
    let timeoutId;
    if (timeout) {
      timeoutId = setTimeout(() => {
        controller.abort();
      }, timeout);
    }
    const fetchOptions = { method: method, headers: {}, signal: controller.signal };
    return await fetch(url, fetchOptions);
  }
}`;

  it('a call leaving it out sends with no timer: missing (@azure/msal-node HttpClient.ts:128)', () => {
    expect(rules(msal(''), 'src/network/HttpClient.ts')).toEqual([[MISSING, 17]]);
  });

  it('every call passing one, or a default of its own, leaves the timer as the bound (silent)', () => {
    expect(rules(msal(', 5000'), 'src/network/HttpClient.ts')).toEqual([]);
    expect(rules(msal('', 'timeout = 5000'), 'src/network/HttpClient.ts')).toEqual([]);
  });
});

describe('a controller nothing aborts before the response', () => {
  // @kubernetes/client-node 2.0.1 dist/log.js lines 1 and 51-89 (Apache-2.0): undici's fetch with the signal of a
  // controller made here, with no timer, handed back to the caller only after the response has come.
  const log = (between: string) => `import { fetch } from 'undici';
export class Log {
  async log(requestURL, stream) {
    const controller = new AbortController();
    ${between}
    const response = await fetch(requestURL, {
      method: 'GET',
      signal: controller.signal,
    });
    response.body.pipe(stream);
    return controller;
  }
}`;

  it('its signal is no bound: missing (@kubernetes/client-node log.js:53)', () => {
    expect(rules(log(''), 'dist/log.js')).toEqual([[MISSING, 6]]);
  });

  it('kept where other code can reach it, or aborted by a timer, it may bound the request (silent)', () => {
    expect(rules(log('this.pending.set(requestURL, controller);'), 'dist/log.js')).toEqual([]);
    expect(rules(log('setTimeout(() => controller.abort(), 5000);'), 'dist/log.js')).toEqual([]);
  });
});

describe('a controller nothing aborts, its signal put on the init by name', () => {
  // neverbounce 5.0.5 dist/esm/src/HttpsClient.js lines 31-46 (MIT): the signal goes on fetchOptions only when
  // config.timeout is set (30000 by default), but no timer and no abort() ever touch the controller.
  const neverbounce = (between: string) => `export default class HttpsClient {
  async request(params, data) {
    const config = this._nb.getConfig();
    const fetchOptions = { method: 'POST', headers: {}, body: JSON.stringify(data) };
    const controller = new AbortController();
    ${between}
    if (config.timeout) {
      fetchOptions.signal = controller.signal;
    }
    const response = await fetch(params.url, fetchOptions);
    return response.json();
  }
}`;

  it('its signal is no bound: missing (neverbounce HttpsClient.js:46)', () => {
    expect(rules(neverbounce(''), 'dist/esm/src/HttpsClient.js')).toEqual([[MISSING, 10]]);
  });

  it('a timer aborting it, or the controller kept where other code can abort it, may bound it (silent)', () => {
    const timer = 'setTimeout(() => controller.abort(), config.timeout);';
    expect(rules(neverbounce(timer), 'dist/esm/src/HttpsClient.js')).toEqual([]);
    expect(rules(neverbounce('this.controller = controller;'), 'dist/esm/src/HttpsClient.js')).toEqual([]);
  });
});

describe('a signal spread in only when a name holding a chosen signal is set', () => {
  // @lokalise/node-api 16.4.1 src/http_client/base.ts lines 84-111 and 122-136 (BSD-3-Clause), trimmed: the signal is
  // made only when requestTimeout > 0, requestTimeout defaults to 0, and the one caller passes the client's stored
  // requestTimeout, which the client keeps as `requestTimeout ?? 0` (base_client.ts:47).
  const lokalise = (given: string) => `export class ApiRequest {
  async createPromise(uri, method, body, clientData) {
    const options = { method, headers: {}, ...(method !== 'GET' && body ? { body: JSON.stringify(body) } : {}) };
    return this.fetchAndHandleResponse(new URL(uri), options, ${given});
  }
  async fetchAndHandleResponse(target, options, requestTimeout = 0) {
    const signal = requestTimeout > 0 ? AbortSignal.timeout(requestTimeout) : undefined;
    const response = await fetch(target, { ...options, ...(signal ? { signal } : {}) });
    return this.processResponse(response);
  }
}`;

  it('none is made by default: missing (@lokalise/node-api base.ts:135)', () => {
    expect(rules(lokalise('clientData.requestTimeout'), 'src/http_client/base.ts')).toEqual([[MISSING, 8]]);
  });

  it('a caller giving a timeout makes the signal the bound (silent, or judged by it)', () => {
    expect(rules(lokalise('5000'), 'src/http_client/base.ts')).toEqual([]);
    expect(rules(lokalise('getTimeout()'), 'src/http_client/base.ts')).toEqual([]);
  });
});

describe("an init copied from the caller's options only when they are given", () => {
  // node-ical 0.26.1 node-ical.js lines 113-123 (Apache-2.0): fromURL's options are optional (it also takes
  // (url, cb)), and without them the global fetch gets `{}`.
  const ical = (
    fallback: string,
    test = "options && typeof options === 'object'",
  ) => `async.fromURL = function (url, options, cb) {
  if (typeof options === 'function' && cb === undefined) {
    cb = options;
    options = undefined;
  }
  return promiseCallback((resolve, reject) => {
    const fetchOptions = (${test}) ? {...options} : ${fallback};
    fetch(url, fetchOptions).then((response) => resolve(response.text()), reject);
  }, cb);
};`;

  it('without them there is no signal: missing (node-ical fromURL)', () => {
    expect(rules(ical('{}'), 'node-ical.js')).toEqual([[MISSING, 8]]);
  });

  it('a fallback with a timer, or a test that does not require the options, decides nothing here (silent)', () => {
    expect(rules(ical('{ signal: AbortSignal.timeout(5000) }'), 'node-ical.js')).toEqual([]);
    expect(rules(ical('{}', 'useOptions'), 'node-ical.js')).toEqual([]);
  });
});
