// A node http(s) request bounded through its socket: on 'socket' the socket gets an idle timer whose handler
// ends the request. The timer's value is the bound. Each case is a minimal copy of a real file (origin and
// licence beside it); the cases that stay reported are timers that end nothing, and an agent's idle timeout.
// node-timeout.ts is the one place that reads these timers (its `socketSetters`, with the listeners that end the
// request); these cases hold it to what the former socket-timers.ts fallback decided.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const judge = (text: string, path = 'lib/client.js') => checkFile(text, path);
const check = (text: string, path?: string) => judge(text, path).rows;
const rules = (text: string, path?: string) => judge(text, path).found;

// messagebird 4.0.1 lib/messagebird.js lines 7, 22-26 and 90-127 (BSD-2-Clause): `timeout || 5000` is the
// client's default; the socket's idle timer aborts the request.
const messagebird = (fallback: number) => `var http = require('https');
module.exports = {
  initClient: function (accessKey, timeout, features) {
    var config = {
      accessKey: accessKey,
      timeout: timeout || ${fallback},
    };
    function httpRequest(requestParams, callback) {
      var options, request;
      options = {
        hostname: requestParams.hostname || 'rest.messagebird.com',
        path: requestParams.path,
        method: requestParams.method,
      };
      request = http.request(options);

      // set timeout
      request.on('socket', function (socket) {
        socket.setTimeout(parseInt(config.timeout, 10));
        socket.on('timeout', function () {
          request.abort();
        });
      });
      request.end();
    }
  },
};`;

describe('a socket idle timer that ends the request', () => {
  it('bounds it by its value: 5 s by default is within the limit (messagebird)', () => {
    expect(rules(messagebird(5000))).toEqual([]);
  });

  it("a default above the limit is too long, said to be the socket's `.setTimeout()`", () => {
    const found = check(messagebird(60000));
    expect(found.map(([rule, line]) => [rule, line])).toEqual([[TOO_LONG, 15]]);
    // node-timeout.ts's socket setters: the socket's `.setTimeout(ms, abort)` is the bound.
    expect(found[0]?.[2]).toMatch(/\.setTimeout\(\) is 60 s/);
  });

  // peev/cryptobeast-reactjs server/services/requester-service.js lines 1-31 (no licence declared; only the
  // call's shape is kept): the timer's callback aborts the request.
  it("`socket.setTimeout(ms, () => req.abort())` in an arrow's body: 15 s is too long", () => {
    const requester = `const https = require('https');

const get = url => new Promise((resolve, reject) => {
  const req = https.get(url, (response) => {
    response.on('end', () => resolve(data));
  });

  req.on('error', (err) => {
    return reject(err);
  });

  req.on('socket', socket =>
    socket.setTimeout(15000, () => {
      console.log('SOCKET ABORT!');
      return req.abort();
    }));
});`;
    expect(rules(requester)).toEqual([[TOO_LONG, 4]]);
  });

  it('a handler not visible here leaves the call unjudged', () => {
    const named = messagebird(5000).replace(
      "socket.on('timeout', function () {\n          request.abort();\n        });",
      "socket.on('timeout', onTimeout);",
    );
    expect(rules(named)).toEqual([]);
  });
});

describe('idle timers that end nothing stay reported', () => {
  it('a socket timer whose handler only logs bounds nothing', () => {
    const logs = messagebird(5000).replace('request.abort();', "console.log('timeout');");
    expect(rules(logs)).toEqual([[MISSING, 15]]);
  });

  // twitter-api-v2 1.29.1 dist/cjs/client-mixins/request-handler.helper.js lines 358-365 (Apache-2.0): debug
  // listeners on the socket, no timer (the options are written out here).
  it("debug listeners on the socket with no timer (twitter-api-v2's shape)", () => {
    const debug = `const https_1 = require("https");
function send(url, headers) {
    const req = (0, https_1.request)({ host: url.hostname, path: url.pathname, headers });
    req.on('socket', socket => {
        socket.on('timeout', () => debugHandler('socket-timeout', { socket }));
    });
    req.end();
}`;
    expect(rules(debug)).toEqual([[MISSING, 3]]);
  });

  // @bugsnag/delivery-node 9.0.0 request.js (MIT): an agent's idle `timeout` only emits 'timeout' on the socket.
  it("an agent's idle timeout alone is still no bound", () => {
    const agent = `const https = require('https');
const agent = new https.Agent({ keepAlive: true, timeout: 60000 });
const req = https.request({ method: 'POST', host, path, agent });
req.end();`;
    expect(rules(agent)).toEqual([[MISSING, 3]]);
  });
});
