// A name reassigned in one function keeps its value in another function that declares its own variable of that
// name (set 8's bugsnag miss, see the real corpus README). Each snippet is a minimal copy of a real published
// file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'lib/notification.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

describe('a variable of one function, reassigned under the same name in another', () => {
  // bugsnag 2.4.3 lib/notification.js lines 9, 16-19 and 167-195 (MIT): the constructor resets its parameter
  // `options`; _deliver sends its own `var options` (url, proxy, body, headers) with request.post.
  const bugsnag = `var request = require("request");
function Notification(bugsnagErrors, options, handledState) {
    if (!options) {
        options = {};
    }
}
Notification.prototype._deliver = function (cb) {
    var options = {
        url: Configuration.endpoints.notify,
        proxy: Configuration.proxy,
        body: payload,
        headers: headers
    };
    return request.post(options, function(err, res, body) {});
};`;
  it('keeps its own value: the request is judged (bugsnag)', () => {
    expect(rules(bugsnag)).toEqual([[MISSING, 14]]);
  });

  // Written for this test: the assignment is in the variable's own function, so its value is not known.
  it('still loses its value where the assignment writes it', () => {
    const text = `var request = require("request");
function send(flag) {
    var options = { url: 'https://api.example.test', timeout: 5000 };
    if (flag) options = makeOptions();
    return request.post(options, function () {});
}`;
    expect(rules(text)).toEqual([]);
  });
});
