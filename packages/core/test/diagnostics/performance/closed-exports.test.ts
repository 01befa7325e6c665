// A module's `module.exports = {…}` that writes out every key says which keys it lacks: spread first into an
// options object, it leaves the caller's spread to decide those keys. From held-out set 11's miss in
// npm-registry-fetch 19.1.1 (ISC), lib/default-opts.js and lib/index.js lines 27-30 and 108-132, reduced to the
// lines that decide: make-fetch-happen (node-fetch's API: its own `timeout` and a `signal` both apply) with the
// defaults' 5 minutes and only the caller's optional signal.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

const INDEX = `'use strict'
const fetch = require('make-fetch-happen')
const defaultOpts = require('./default-opts.js')
module.exports = regFetch
function regFetch (uri, opts_ = {}) {
  const opts = {
    ...defaultOpts,
    ...opts_,
  }
  return fetch(uri, {
    method: opts.method || 'GET',
    timeout: opts.timeout || 30 * 1000,
    signal: opts.signal,
  })
}
`;

const defaults = (extra: string) => `const pkg = require('../package.json')
module.exports = {
  maxSockets: 12,
  method: 'GET',
  registry: 'https://registry.npmjs.org/',
  timeout: 5 * 60 * 1000, // 5 minutes
  strictSSL: true,${extra}
  userAgent: \`\${pkg.name}@\${pkg.version}\`,
}
`;

describe("the defaults' keys, all written out", () => {
  it("no signal among them: the caller's optional one is absent by default (npm-registry-fetch)", () => {
    const found = scanProject({ 'lib/index.js': INDEX, 'lib/default-opts.js': defaults('') });
    expect(found.map(([file, line, rule]) => [file, line, rule])).toEqual([['lib/index.js', 10, TOO_LONG]]);
    expect(found[0]?.[3]).toContain('300 s');
  });

  it('a signal among them (not readable): judged by that signal, as before', () => {
    const found = scanProject({
      'lib/index.js': INDEX,
      'lib/default-opts.js': defaults('\n  signal: AbortSignal.any([]),'),
    });
    expect(found).toEqual([]);
  });

  it('a spread in the defaults: they may carry any key, as before', () => {
    const found = scanProject({
      'lib/index.js': INDEX,
      'lib/default-opts.js': defaults('\n  ...require("./more.js"),'),
    });
    expect(found).toEqual([]);
  });
});
