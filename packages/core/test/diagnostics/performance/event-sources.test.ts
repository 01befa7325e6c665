// `new EventSource(url)` (event-sources.ts, session 41): shapes of set 21's @jenkins-cd/sse-gateway 0.0.21
// src/main/js/SSEConnection.js (MISSING: nothing closes the source on a timer), set 15's @clevercloud/client 12.0.0
// esm/streams/logs.node.js and logs.browser.js, set 6's @growthbook/growthbook 1.8.0 src/feature-repository.ts and
// set 3's @launchdarkly/node-server-sdk 9.13.7 dist/src/platform/NodeRequests.js (all null: the source is handed
// back to a caller, or made by another constructor), reduced to the lines that decide.
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const judge = (text: string, path = 'src/main/js/SSEConnection.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

// SSEConnection.js lines 146-236 and 296-320: the source kept in `sseConnection.eventSource`, its error listener's
// 4 s and 3 s timers only report, and `disconnect` (the one `close()`) is called by no timer.
const gateway = (timer = '') => `var ajax = require('./ajax');
SSEConnection.prototype = {
  connect: function (onConnect) {
    var sseConnection = this;
    ajax.get(connectUrl, function (response) {
      var listenUrl = sseConnection.jenkinsUrl + '/sse-gateway/listen/';
      var EventSource = window.EventSource;
      var source = new EventSource(listenUrl);
      source.addEventListener('error', function (e) {
        errorTracking.waitForHealingTimeout = setTimeout(function () {
          errorTracking.pingbackTimeout = setTimeout(function () {
            sseConnection._onerror(errorTracking.errors[0]);
          }, 3000);
        }, 4000);
      }, false);
      sseConnection.eventSource = source;
      if (sseConnection.connectable === false) {
        sseConnection.disconnect();
      }${timer}
    });
  },
  isConnected: function () {
    return (this.eventSource !== undefined);
  },
  disconnect: function () {
    if (this.eventSource) {
      this.eventSource.close();
      this.eventSource = undefined;
    }
  },
};`;

describe('new EventSource', () => {
  it('a source kept here that no timer closes is MISSING (sse-gateway SSEConnection.js:162)', () => {
    expect(judge(gateway())).toEqual([[MISSING, 8]]);
  });

  it('a timer that reaches its close(), directly or through a function of the file, leaves it silent', () => {
    const direct = `
      var closer = setTimeout(function () { source.close(); }, 3000);`;
    const through = `
      setTimeout(function () { sseConnection.disconnect(); }, 3000);`;
    expect(judge(gateway(direct))).toEqual([]);
    expect(judge(gateway(through))).toEqual([]);
  });

  it('the global read as window.EventSource or EventSource, held in a member', () => {
    const held = (made: string) => `class Stream {
  open(url) {
    this.sse = ${made}(url);
    this.sse.onmessage = (event) => this.emit(JSON.parse(event.data));
  }
  stop() { this.sse.close(); }
}`;
    expect(judge(held('new window.EventSource'), 'stream.js')).toEqual([[MISSING, 3]]);
    expect(judge(held('new EventSource'), 'stream.js')).toEqual([[MISSING, 3]]);
  });

  it('a source handed back to the caller is the caller’s to bound (@clevercloud logs.node.js:14, logs.browser.js:12)', () => {
    const node = `import { EventSource } from 'eventsource';
export class LogsStream extends AbstractLogsStream {
  _createEventSource(url) {
    return new EventSource(url);
  }
}`;
    const browser = `export class LogsStream extends AbstractLogsStream {
  _createEventSource(url) {
    return new window.EventSource(url);
  }
}`;
    expect(judge(node, 'esm/streams/logs.node.js')).toEqual([]);
    expect(judge(browser, 'esm/streams/logs.browser.js')).toEqual([]);
  });

  it('a source returned by a name, or handed to a call, is not read either', () => {
    const returned = `function open(url) {
  const source = new EventSource(url);
  source.onerror = () => log('error');
  return source;
}`;
    const handed = `function open(url) {
  const source = new EventSource(url);
  track(source);
}`;
    expect(judge(returned, 'open.js')).toEqual([]);
    expect(judge(handed, 'open.js')).toEqual([]);
  });

  it('another constructor is not the global (@growthbook feature-repository.ts:75, @launchdarkly NodeRequests.js:152)', () => {
    const polyfilled = `const polyfills = { EventSource: globalThis.EventSource };
export function connect(host, clientKey) {
  const src = new polyfills.EventSource(\`\${host}/sub/\${clientKey}\`);
  src.addEventListener('features', onFeatures);
}`;
    const imported = `const launchdarkly_eventsource_1 = require("launchdarkly-eventsource");
function connect(url, expandedOptions) {
  const es = new launchdarkly_eventsource_1.EventSource(url, expandedOptions);
  es.onmessage = onMessage;
}`;
    const shadowed = `export function connect(url, EventSource) {
  const es = new EventSource(url);
  es.onmessage = onMessage;
}`;
    expect(judge(polyfilled, 'src/feature-repository.ts')).toEqual([]);
    expect(judge(imported, 'dist/src/platform/NodeRequests.js')).toEqual([]);
    expect(judge(shadowed, 'connect.js')).toEqual([]);
  });

  it('the eventsource package: MISSING with the URL alone, silent with an init (its `fetch` may bound it)', () => {
    const made = (args: string) => `const { EventSource } = require('eventsource');
function listen(url, init) {
  const es = new EventSource(${args});
  es.onmessage = onMessage;
}`;
    expect(judge(made('url'), 'listen.js')).toEqual([[MISSING, 3]]);
    expect(judge(made('url, init'), 'listen.js')).toEqual([]);
  });
});
