// XMLHttpRequest and Closure's goog.net.XhrIo judged at `send(` (xhr-sends.ts), from held-out set 11's
// @google/earthengine misses (see the real corpus README). Snippets are minimal copies of @google/earthengine
// 1.7.45's Closure source (Apache-2.0, files named beside each) or marked as written for the test.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const judge = (text: string, path = 'src/apiclient.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

describe('XMLHttpRequest', () => {
  // src/floattileoverlay.js lines 77-94: Closure's factory, opened, sent, no timeout and nothing aborts it.
  const floatTile = `goog.provide('ee.FloatTileOverlay');
ee.FloatTileOverlay = class {
  loadFloatTile_(tileUrl, coord, tileId, div) {
    let tileRequest = goog.net.XmlHttp();
    tileRequest.open('GET', tileUrl, true);
    tileRequest.responseType = 'arraybuffer';
    tileRequest.onreadystatechange = goog.bind(function() {
      if (tileRequest.readyState === XMLHttpRequest.DONE && tileRequest.status === 200) {
        this.handleFloatTileLoaded_(tileRequest.response, coord, tileId, div);
      }
    }, this);
    tileRequest.send();
  }
};`;
  it('has no timeout when nothing sets one or aborts it (earthengine floattileoverlay.js)', () => {
    expect(judge(floatTile, 'src/floattileoverlay.js')).toEqual([[MISSING, 12]]);
  });

  // src/apiclient.js lines 9-11 and 949-964: a synchronous request from the required factory, handed to
  // goog.object.forEach only as the `this` of a header setter.
  const synchronous = `const XmlHttp = goog.require('goog.net.XmlHttp');
const googObject = goog.require('goog.object');
apiclient.send = function(path, params, callback, opt_method) {
  const setRequestHeader = function(value, key) {
    if (this.setRequestHeader) {
      this.setRequestHeader(key, value);
    }
  };
  let xmlHttp;
  while (true) {
    xmlHttp = XmlHttp();
    xmlHttp.open(method, url, false);
    googObject.forEach(headers, setRequestHeader, xmlHttp);
    xmlHttp.send(requestData);
    if (xmlHttp.status != 429) break;
  }
};`;
  it('has no timeout when sent synchronously from a required factory (earthengine apiclient.js)', () => {
    expect(judge(synchronous)).toEqual([[MISSING, 14]]);
  });

  it('says nothing when its timeout is set (written for the test)', () => {
    expect(judge(floatTile.replace("'arraybuffer';", "'arraybuffer'; tileRequest.timeout = 5000;"))).toEqual(
      [],
    );
  });

  it('says nothing when a timer may abort it (written for the test)', () => {
    const aborted = floatTile.replace(
      "'arraybuffer';",
      "'arraybuffer'; setTimeout(() => tileRequest.abort(), 5000);",
    );
    expect(judge(aborted)).toEqual([]);
  });

  it('says nothing when the request is handed elsewhere before it is sent (written for the test)', () => {
    expect(
      judge(floatTile.replace("tileRequest.open('GET', tileUrl, true);", 'configure(tileRequest);')),
    ).toEqual([]);
  });

  it('says nothing of a send whose receiver is not known to be an XMLHttpRequest (written for the test)', () => {
    expect(
      judge(floatTile.replace('let tileRequest = goog.net.XmlHttp();', 'let tileRequest = make();')),
    ).toEqual([]);
  });
});

describe("Closure's goog.net.XhrIo", () => {
  // src/maptilemanager.js lines 513-550: a new XhrIo sent; the file never calls setTimeoutInterval.
  const tile = `ee.MapTileManager.Request_.prototype.start_ = function() {
  const xhrIo = new goog.net.XhrIo();
  xhrIo.setResponseType(goog.net.XhrIo.ResponseType.BLOB);
  xhrIo.listen(goog.net.EventType.COMPLETE, goog.bind(function(event) {
    this.profileId_ = xhrIo.getResponseHeader(ee.data.PROFILE_HEADER) || null;
  }, this));
  xhrIo.listenOnce(goog.net.EventType.READY, goog.bind(xhrIo.dispose, xhrIo));
  xhrIo.send(sourceUrl, 'GET');
};`;
  it('has no timeout interval by default (earthengine maptilemanager.js)', () => {
    expect(judge(tile, 'src/maptilemanager.js')).toEqual([[MISSING, 8]]);
  });

  // src/layers/abstractoverlay.js lines 487-488, 527-564 and 582: kept on `this`, declared bare, disposed.
  const layer = `ee.layers.AbstractTile = class {
  constructor() {
    /** @private {!goog.net.XhrIo} */
    this.xhrIo_;
  }
  startLoad() {
    this.xhrIo_ = new goog.net.XhrIo();
    this.xhrIo_.listenOnce(goog.net.EventType.READY, goog.partial(goog.dispose, this.xhrIo_));
    this.xhrIo_.send(this.sourceUrl, 'GET');
  }
  cancelLoad() {
    goog.dispose(this.xhrIo_);
  }
};`;
  it('has no timeout interval when kept on this (earthengine abstractoverlay.js)', () => {
    expect(judge(layer, 'src/layers/abstractoverlay.js')).toEqual([[MISSING, 9]]);
  });

  it('says nothing when the file sets a timeout interval (written for the test)', () => {
    expect(judge(tile.replace('xhrIo.send(', 'xhrIo.setTimeoutInterval(5000);\n  xhrIo.send('))).toEqual([]);
  });

  it('says nothing when the member may hold something else (written for the test)', () => {
    expect(judge(layer.replace('goog.dispose(this.xhrIo_);', 'this.xhrIo_ = other;'))).toEqual([]);
  });

  // src/apiclient.js lines 9, 767-770, 1516-1518 and 1672: the static send with a deadline that is 0 unless the
  // application calls the setter.
  const throttle = (deadline: string) => `const XhrIo = goog.require('goog.net.XhrIo');
apiclient.setDeadline = function(milliseconds) {
  apiclient.deadlineMs_ = milliseconds;
};
apiclient.RequestThrottle_ = new Throttle(function() {
  const request = apiclient.requestQueue_.shift();
  if (request) {
    XhrIo.send(
        request.url, request.callback, request.method, request.content,
        request.headers, apiclient.deadlineMs_);
  }
});
apiclient.deadlineMs_ = ${deadline};`;
  it('has no timeout when the static send gets a deadline of 0 by default (earthengine apiclient.js)', () => {
    expect(judge(throttle('0'))).toEqual([[MISSING, 8]]);
  });

  it('judges the default deadline the static send gets (written for the test)', () => {
    expect(judge(throttle('30000'))).toEqual([[TOO_LONG, 8]]);
    expect(judge(throttle('5000'))).toEqual([]);
  });

  it('says nothing when the deadline is also set from something other than a parameter (written for the test)', () => {
    expect(judge(throttle('0').replace('= milliseconds;', '= readConfig();'))).toEqual([]);
  });

  it('has no timeout when the static send is given no interval (written for the test)', () => {
    expect(judge("goog.net.XhrIo.send(url, callback, 'POST', body);")).toEqual([[MISSING, 1]]);
  });
});
