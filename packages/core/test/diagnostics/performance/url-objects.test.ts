// Node's legacy `url.parse(urlString)` returns a `Url` of the URL's parts only (protocol, slashes, auth, host, port,
// hostname, hash, search, query, pathname, path, href: https://nodejs.org/api/url.html#urlobject-api); used as the
// options of a node http(s) request it carries no `timeout`, `signal` or `agent`, and the keys the file assigns
// on it afterwards are read as on any object. Shapes from real code, reduced to the lines that decide; each carries
// its origin and licence.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
// The findings as `[rule, line]` and the lines not judged (checkFile's messages are left out).
const run = (text: string, path = 'dist/index.node.mjs') => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};

// @uploadcare/upload-client 6.21.0 dist/esm/index.node.mjs lines 1-4 and 274-304 (MIT): `parse` imported from
// node:url, then method and headers assigned; the only abort is the caller's optional signal.
const uploadcare = (
  extra: string,
  importLine = "import { parse } from 'node:url';",
) => `import http from 'node:http';
import https from 'node:https';
${importLine}
const request = (params) => {
    const { method = 'GET', url, data, headers = {}, signal } = params;
    return new Promise((resolve, reject) => {
        const options = parse(url);
        options.method = method;
        options.headers = headers;${extra}
        const req = options.protocol !== 'https:'
            ? http.request(options)
            : https.request(options);
        req.on('response', (res) => resolve(res));
        req.on('error', (err) => reject(err));
        req.end(data);
    });
};`;

describe("node's url.parse result as a request's options", () => {
  it('`parse` imported from node:url, method and headers assigned (uploadcare): no bound', () => {
    expect(run(uploadcare(''))).toEqual({
      found: [
        [MISSING, 11],
        [MISSING, 12],
      ],
      undecided: [],
    });
  });

  it('a timeout assigned on it afterwards is read, as far as a listener ends the request', () => {
    const timed = `\n        options.timeout = 60000;`;
    const ended = uploadcare(timed)
      .replace(
        "req.on('error', (err) => reject(err));",
        "req.on('error', (err) => reject(err));\n        req.on('timeout', () => req.destroy());",
      )
      .replace(/options\.protocol !== 'https:'\n\s+\? http\.request\(options\)\n\s+: /, '');
    expect(run(ended).found).toEqual([[TOO_LONG, 11]]);
    expect(run(ended.replace('60000', '5000'))).toEqual({ found: [], undecided: [] });
    // An agent made by a function not read here may end idle sockets itself: not judged.
    expect(run(uploadcare('\n        options.agent = makeAgent();')).found).toEqual([]);
  });

  it('`url.parse` of a required url module, with a key assigned later (timeout 60 s read, not taken for a URL)', () => {
    const text = `var url = require('url');
var http = require('http');
function httpPost(postUrl, data, callback) {
  var options = url.parse(postUrl);
  options.method = 'POST';
  options.timeout = 60000;
  var req = http.request(options, function (res) { callback(res); });
  req.on('timeout', function () { req.abort(); });
  req.end(data);
}`;
    expect(run(text, 'lib/net.js').found).toEqual([[TOO_LONG, 7]]);
  });

  it('spread into the options (a bugsnag-js node notifier prototype, MIT): no bound', () => {
    // A stored public copy of an early @bugsnag/node notifier (the code corpus of this project's search tool):
    // `const { parse } = require('url')`, then `https.request({ method: 'POST', ...parse(config.endpoints.notify) })`.
    const text = `const https = require('https')
const { parse } = require('url')
const delivery = () => ({
  sendReport: (logger, config, report) => {
    const req = https.request({
      method: 'POST',
      ...parse(config.endpoints.notify)
    })
    req.setHeader('Content-Type', 'application/json')
    req.end(JSON.stringify(report))
  }
})
module.exports = delivery`;
    expect(run(text, 'src/notifier.js')).toEqual({ found: [[MISSING, 5]], undecided: [] });
  });

  it("another module's `parse` (querystring) and a local `parse` are not node's url.parse", () => {
    expect(run(uploadcare('', "import { parse } from 'node:querystring';")).found).toEqual([]);
    const local = uploadcare('').replace(
      'return new Promise((resolve, reject) => {',
      'const parse = (u) => params.parse(u);\n    return new Promise((resolve, reject) => {',
    );
    expect(run(local).found).toEqual([]);
  });
});
