// A bound read on an object the file takes from another module of its own package (`var config =
// require('./config').config`), which the package sets once, and which the SDK user may replace with their own
// (`if (externalConfig) config = externalConfig`): the package's default applies, as for a config object the
// file is handed (package-defaults.ts). Each snippet is a minimal copy of a real published file (origin and
// licence beside it); the precision of the rule was also checked on nine real repositories (see the corpus
// README), where it changed no verdict.
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import { parseSource } from '../parse';

const TOO_LONG = 'perf/http-timeout-too-long';

const scan = (files: Record<string, string>) =>
  scanFiles(
    Object.entries(files).map(([path, text]) => ({ path, text })),
    { parse: parseSource, limits: toDiagnosticLimits(), categories: ['performance'] },
  ).findings.map((f) => [f.file, f.line, f.ruleId, f.message]);

// authorizenet 1.0.10 (ISC) lib/apicontrollersbase.js lines 3-6, 11-21 and 90-107: the module's config, or
// the caller's externalConfig when one is handed in, gives the global axios module its timeout.
const AUTHORIZENET_BASE = (declaration: string) => `'use strict';
var axios = require('axios');
${declaration}
class APIOperationBase {
	constructor(apiRequest, externalConfig = null) {
		this._request = null;
		if (externalConfig) config = externalConfig;
	}
	execute(callback) {
		var axiosConfig = {
			method: 'POST',
			proxy: false,
			timeout: config.timeout,
			data: JSON.parse(JSON.stringify(this._request))
		};
		axios.request(axiosConfig).then((response) => callback(response));
	}
}
module.exports.APIOperationBase = APIOperationBase;
`;

// authorizenet 1.0.10 (ISC) lib/config.js lines 1-18: the package's config object, 'timeout': 120000.
const AUTHORIZENET_CONFIG = (timeout: string) => `'use strict';
var config = {
	'timeout': ${timeout},
	'clientId': 'sdk-node',
	'proxy': { 'setProxy': false }
};
module.exports.config = config;
`;

describe("a bound key of the package's own module object", () => {
  it("authorizenet: `config.timeout` of require('./config').config, 120000 in config.js: 120 s, too long", () => {
    const found = scan({
      'package.json': '{"name":"authorizenet"}',
      'lib/apicontrollersbase.js': AUTHORIZENET_BASE("var config = require('./config').config;"),
      'lib/config.js': AUTHORIZENET_CONFIG('120000'),
    });
    expect(found.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['lib/apicontrollersbase.js', 16, TOO_LONG],
    ]);
    expect(found[0]?.[3]).toContain('120 s');
  });

  it('the same object taken by an import declaration', () => {
    const found = scan({
      'package.json': '{}',
      'lib/apicontrollersbase.js': AUTHORIZENET_BASE("import { config } from './config';").replace(
        "'use strict';\nvar axios = require('axios');",
        "import axios from 'axios';",
      ),
      'lib/config.js': AUTHORIZENET_CONFIG('120000'),
    });
    expect(found.map(([, , rule]) => rule)).toEqual([TOO_LONG]);
  });

  it('a default within the limit is compliant', () => {
    const files = {
      'package.json': '{}',
      'lib/apicontrollersbase.js': AUTHORIZENET_BASE("var config = require('./config').config;"),
      'lib/config.js': AUTHORIZENET_CONFIG('5000'),
    };
    expect(scan(files)).toEqual([]);
  });

  it('without the config module the value is not known: not reported', () => {
    const files = {
      'package.json': '{}',
      'lib/apicontrollersbase.js': AUTHORIZENET_BASE("var config = require('./config').config;"),
    };
    expect(scan(files)).toEqual([]);
  });

  it('an object from another package (not a relative module) lends no default: not reported', () => {
    const files = {
      'package.json': '{}',
      'lib/apicontrollersbase.js': AUTHORIZENET_BASE("var config = require('authorizenet-config').config;"),
      'lib/config.js': AUTHORIZENET_CONFIG('120000'),
    };
    expect(scan(files)).toEqual([]);
  });

  it('a local name hiding the module object is not the package object: not reported', () => {
    const base = AUTHORIZENET_BASE("var config = require('./config').config;").replace(
      'execute(callback) {',
      'execute(callback) {\n\t\tconst config = this.settings();',
    );
    const files = {
      'package.json': '{}',
      'lib/apicontrollersbase.js': base,
      'lib/config.js': AUTHORIZENET_CONFIG('120000'),
    };
    expect(scan(files)).toEqual([]);
  });
});
