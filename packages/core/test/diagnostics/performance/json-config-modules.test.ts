// A JSON file a module requires or imports is read as the module it stands for: its numbers reach the request
// that uses them, through the scanner (which reads the package's JSON files for their importers). From held-out
// set 12's two misses in smartcar 10.4.0 lib/smartcar-service.js (MIT), lines 6, 91-101 and 143-145, with
// lib/config.json, reduced to the lines that decide.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

const service = (load: string) => `'use strict';
${load}
function SmartcarService(options = {}) {
  const defaultOptions = { json: true, timeout: config.timeout };
  this.baseUrl = options.baseUrl || config.api;
  this.defaultOptions = Object.assign(defaultOptions, options);
}
SmartcarService.prototype.request = async function(path, options = {}) {
  const requestOptions = Object.assign({}, this.defaultOptions, options);
  const res = await fetch(new Request(this.baseUrl + path, requestOptions),
    {signal: AbortSignal.timeout(requestOptions.timeout)},
  );
  return res.json();
};
module.exports = SmartcarService;`;

const CONFIG = `{
  "api": "https://api.smartcar.com",
  "timeout": 310000,
  "version": "2.0"
}
`;

describe('numbers of a JSON module', () => {
  it("`require('./config.json')`: the file's timeout is the default (smartcar)", () => {
    const found = scanProject({
      'lib/smartcar-service.js': service("const config = require('./config.json');"),
      'lib/config.json': CONFIG,
    });
    expect(found.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['lib/smartcar-service.js', 10, TOO_LONG],
    ]);
    expect(found[0]?.[3]).toContain('310 s');
  });

  it('an ES default import of the JSON file reads the same object', () => {
    const found = scanProject({
      'lib/smartcar-service.js': service("import config from './config.json';"),
      'lib/config.json': CONFIG,
    });
    expect(found.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['lib/smartcar-service.js', 10, TOO_LONG],
    ]);
  });

  it('a timeout within the limit in the JSON file: nothing to report', () => {
    const found = scanProject({
      'lib/smartcar-service.js': service("const config = require('./config.json');"),
      'lib/config.json': CONFIG.replace('310000', '5000'),
    });
    expect(found).toEqual([]);
  });
});
