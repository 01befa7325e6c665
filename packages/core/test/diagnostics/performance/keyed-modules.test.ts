// A client module kept under a key of an object the file builds and hands to another method (`info.httpModule =
// usingSsl ? https : http`, then `info.httpModule.request(info.options, cb)`), and a socket timeout whose callback
// fails the call with a new error (`handleResult(new Error('Request timeout: …'))`). Copied from @actions/http-client
// 4.0.1 lib/index.js (MIT) lines 138, 373-394 and 431-435, trimmed; held-out set 9's misses were read to write it
// (see real-corpus/README.md). Counterparts: a key the file also writes with a caller's value, and a callback that
// only logs.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

const client = (onTimeout: string, extra = '') => `
const http = require("http");
const https = require("https");
class HttpClient {
  constructor(userAgent, requestOptions) {
    if (requestOptions) {
      this._socketTimeout = requestOptions.socketTimeout;
    }
  }
  requestRawWithCallback(info, data, onResult) {
    let callbackCalled = false;
    function handleResult(err, res) {
      if (!callbackCalled) {
        callbackCalled = true;
        onResult(err, res);
      }
    }
    const req = info.httpModule.request(info.options, (msg) => {
      handleResult(undefined, msg);
    });
    let socket;
    req.on("socket", (sock) => {
      socket = sock;
    });
    req.setTimeout(this._socketTimeout || 3 * 60000, () => {
      ${onTimeout}
    });
    req.on("error", function (err) {
      handleResult(err);
    });
    req.end(data);
  }
  _prepareRequest(method, requestUrl, headers) {
    const info = {};
    info.parsedUrl = requestUrl;
    const usingSsl = info.parsedUrl.protocol === "https:";
    info.httpModule = usingSsl ? https : http;
    info.options = {};
    info.options.method = method;
    ${extra}
    return info;
  }
}
module.exports = { HttpClient };
`;

const FAILS =
  'if (socket) { socket.end(); } handleResult(new Error("Request timeout: " + info.options.path));';

describe('a client module kept under a key of a handed object', () => {
  it('judges the send by the socket timeout whose callback fails the call (@actions/http-client)', () => {
    const { found, messages } = checkFile(client(FAILS), 'lib/index.js');
    expect(found).toEqual([[TOO_LONG, 18]]);
    expect(messages[0]).toContain('180 s');
  });

  it('leaves the key unknown when the file also writes it with the caller’s value', () => {
    const { found } = checkFile(client(FAILS, 'info.httpModule = headers.module;'), 'lib/index.js');
    expect(found).toEqual([]);
  });

  it('does not take a callback that only logs for one that ends the request', () => {
    const { found } = checkFile(client('console.warn("idle socket");'), 'lib/index.js');
    expect(found.filter(([rule]) => rule === TOO_LONG)).toEqual([]);
  });
});
