// A bound read on an object the file takes from another module of its own package (`var config =
// require('./config').config`), which the package sets once, and which the SDK user may replace with their own
// (`if (externalConfig) config = externalConfig`): the package's default applies, as for a config object the
// file is handed (package-defaults.ts). Each snippet is a minimal copy of a real published file (origin and
// licence beside it); the precision of the rule was also checked on nine real repositories (see the corpus
// README), where it changed no verdict.
import { describe, expect, it } from 'vitest';
import { scanProject as scan } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

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

// coingecko-api 1.0.10 (MIT) lib/CoinGecko.js lines 4-9, 815-826, 838-842, 884-889 and 904: the request options
// carry the class's static TIMEOUT, set at the module's end from the constants module, and the 'timeout' handler
// aborts the request; lib/helpers/constants.js lines 35 and 100-111: `const TIMEOUT = 30000`, exported by name.
const COINGECKO = (timeout: string) => `'use strict';
const https = require('https');
const Constants = require('./helpers/constants');
class CoinGecko {
  _buildRequestOptions(path) {
    return { path, method: 'GET', host: Constants.HOST, port: 443, timeout: ${timeout} };
  }
  _request(path, params) {
    let options = this._buildRequestOptions(path, params);
    return new Promise((resolve, reject) => {
      let req = https.request(options, (res) => resolve(res));
      req.on('error', (error) => reject(error));
      req.on('timeout', () => {
        req.abort();
        reject(new Error('CoinGecko API request timed out'));
      });
      req.end();
    });
  }
}
CoinGecko.TIMEOUT = Constants.TIMEOUT;
module.exports = exports = CoinGecko;
`;
const COINGECKO_CONSTANTS = (timeout: string) => `const HOST = 'api.coingecko.com';
const TIMEOUT = ${timeout};
module.exports = {
  HOST,
  TIMEOUT,
};
`;

describe("a class's static member and a constants module's export", () => {
  it('coingecko-api: `CoinGecko.TIMEOUT`, set from Constants.TIMEOUT = 30000: 30 s, too long', () => {
    const found = scan({
      'package.json': '{}',
      'lib/CoinGecko.js': COINGECKO('CoinGecko.TIMEOUT'),
      'lib/helpers/constants.js': COINGECKO_CONSTANTS('30000'),
    });
    expect(found.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['lib/CoinGecko.js', 11, TOO_LONG],
    ]);
    expect(found[0]?.[3]).toContain('30 s');
  });

  it('the constants module read directly (`Constants.TIMEOUT`)', () => {
    const found = scan({
      'package.json': '{}',
      'lib/CoinGecko.js': COINGECKO('Constants.TIMEOUT'),
      'lib/helpers/constants.js': COINGECKO_CONSTANTS('30000'),
    });
    expect(found.map(([, , rule]) => rule)).toEqual([TOO_LONG]);
  });

  it('within the limit: compliant; without the constants module: not known, not reported', () => {
    const within = {
      'package.json': '{}',
      'lib/CoinGecko.js': COINGECKO('CoinGecko.TIMEOUT'),
      'lib/helpers/constants.js': COINGECKO_CONSTANTS('5000'),
    };
    expect(scan(within)).toEqual([]);
    expect(scan({ 'package.json': '{}', 'lib/CoinGecko.js': COINGECKO('CoinGecko.TIMEOUT') })).toEqual([]);
  });

  it('two modules exporting different TIMEOUTs: not known, not reported', () => {
    const files = {
      'package.json': '{}',
      'lib/CoinGecko.js': COINGECKO('CoinGecko.TIMEOUT'),
      'lib/helpers/constants.js': COINGECKO_CONSTANTS('30000'),
      'lib/helpers/legacy.js': COINGECKO_CONSTANTS('5000'),
    };
    expect(scan(files)).toEqual([]);
  });
});
