// Where an XMLHttpRequest is held and what it is handed to (xhr-holders.ts, session 35): shapes of
// @spiffcommerce/core 44.10.1 dist/index-Cg4TjZ0n.js (its own code, and vendored dinero.js), reduced to the lines
// that decide.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

// index-Cg4TjZ0n.js lines 26670-26683: the request made in a promise's executor, sent from a callback in it.
const upload = (extra = '') => `export class AssetService {
  async uploadAssetWithProgress(e, t, n) {
    const s = await this.dispatchCreateAssetRequest(e, t);
    return await new Promise((o, l) => {
      const u = new XMLHttpRequest();
      u.open("PUT", s.assetResponse.uploadUrl, !0), u.setRequestHeader("Content-Type", s.mimeType), u.onload = () => {
        o(s.assetResponse.asset);
      }, u.onerror = l, this.postProcessFileUpload(e, s.mimeType).then((c) => u.send(c.blob)).catch(l);
      ${extra}
    });
  }
}`;

// index-Cg4TjZ0n.js lines 77863-77881 (vendored dinero.js currency conversion): the request made by Object.assign
// with its handlers, its headers set by a helper that returns it.
const dinero = (call: string) => `function ZW(r) {
  var e = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : {};
  return new Promise(function(t, n) {
    var i = Object.assign(new XMLHttpRequest(), {
      onreadystatechange: function() {
        i.readyState === 4 && (i.status >= 200 && i.status < 400 ? t(JSON.parse(i.responseText)) : n(new Error(i.statusText)));
      },
      onerror: function() {
        n(new Error("Network error"));
      }
    });
    ${call}
  });
}
function eQ(r) {
  var e = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : {};
  for (var t in e)
    r.setRequestHeader(t, e[t]);
  return r;
}
export { ZW };`;

describe('an XMLHttpRequest sent from a callback inside the function that makes it', () => {
  it('no timeout set in that function: missing (spiffcommerce uploadAssetWithProgress)', () => {
    expect(checkFile(upload(), 'dist/index.js').found).toEqual([[MISSING, 8]]);
  });

  it('its timeout set in that function: silent', () => {
    expect(checkFile(upload('u.timeout = 5000;'), 'dist/index.js').found).toEqual([]);
  });
});

describe('an XMLHttpRequest made by Object.assign and handed to a header helper', () => {
  it('headers set by a helper whose result is not used: missing (dinero.js ZW)', () => {
    expect(
      checkFile(dinero('i.open("GET", r, !0), eQ(i, e.headers), i.send();'), 'dist/index.js').found,
    ).toEqual([[MISSING, 12]]);
  });

  it('the helper’s returned request kept and used: not known, silent', () => {
    const text = dinero('var x = eQ(i, e.headers); i.open("GET", r, !0), x.send(), i.send();');
    expect(checkFile(text, 'dist/index.js').found).toEqual([]);
  });

  it('handed to a helper that does more than set headers: silent', () => {
    const text = dinero('i.open("GET", r, !0), eQ(i, e.headers), i.send();').replace(
      'r.setRequestHeader(t, e[t]);',
      'r.setRequestHeader(t, e[t]);\n  r.onprogress = e.onprogress;',
    );
    expect(checkFile(text, 'dist/index.js').found).toEqual([]);
  });
});

// @jenkins-cd/sse-gateway 0.0.21 src/main/js/ajax.js lines 7-51 (set 21): the request is handed to the caller's
// onError and to the logger, but only inside its readystatechange handler once `readyState === 4`, when it is done.
const jenkinsGet = (test = 'http.readyState === 4') => `exports.get = function (url, onSuccess, onError) {
    var http = new XMLHttpRequest();
    http.onreadystatechange = function () {
        if (${test}) {
            LOGGER.debug('HTTP GET %s', url, http);
            if (http.status >= 200 && http.status < 300) {
                onSuccess(JSON.parse(http.responseText));
            } else {
                onError(http);
            }
        }
    };
    http.open('GET', url, true);
    http.setRequestHeader('Accept', 'application/json');
    http.send();
};`;

describe('a request handed on once it is done (sse-gateway ajax.js)', () => {
  it('handed to callbacks under `readyState === 4`: no timeout, missing', () => {
    expect(checkFile(jenkinsGet(), 'src/main/js/ajax.js').found).toEqual([[MISSING, 15]]);
  });

  it('handed to callbacks while it may still be open: silent', () => {
    expect(checkFile(jenkinsGet('http.readyState >= 2'), 'src/main/js/ajax.js').found).toEqual([]);
  });
});
