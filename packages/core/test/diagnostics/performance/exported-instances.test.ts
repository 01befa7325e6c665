// A client instance made in one module of the package and imported by another (exported-instances.ts). The
// first case is a minimal copy of logzio-nodejs 2.5.0 lib/axiosInstance.js and lib/logzio-nodejs.js (Apache-2.0,
// lines 6, 55, 84, 104, 337-339 and 355), run through the scanner as `charter check` runs it.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const LOGZIO_INSTANCE = `const axios = require('axios');

const axiosInstance = axios.create();

module.exports = axiosInstance;
`;

const logzio = (send: string) => `const axiosInstance = require('./axiosInstance');

class LogzioLogger {
  constructor({ host, timeout } = {}) {
    this.url = \`https://\${host}:8071\`;
    this.axiosInstance = axiosInstance;
    this.timeout = timeout;
  }

  _send(bulk) {
    if (typeof this.timeout !== 'undefined') {
      this.axiosInstance.defaults.timeout = this.timeout;
    }
    return this._tryToSend(bulk);
  }

  _tryToSend(body) {
    return this.axiosInstance.post(this.url, body${send});
  }
}

module.exports = LogzioLogger;
`;

/** The findings of `file` only. */
const findingsOf = (files: Record<string, string>, file: string) =>
  scanProject(files)
    .filter(([path]) => path === file)
    .map(([, line, rule]) => [line, rule]);

describe('an instance made with no config in a sibling module', () => {
  it('a call on it that sets no timeout is reported where it is sent (logzio-nodejs)', () => {
    const files = { 'lib/axiosInstance.js': LOGZIO_INSTANCE, 'lib/logzio-nodejs.js': logzio('') };
    expect(findingsOf(files, 'lib/logzio-nodejs.js')).toEqual([[18, MISSING]]);
    // The create is judged in its own module as before, and only there.
    expect(findingsOf(files, 'lib/axiosInstance.js')).toEqual([[3, MISSING]]);
  });

  it('the same call with its own timeout is silent', () => {
    const files = {
      'lib/axiosInstance.js': LOGZIO_INSTANCE,
      'lib/logzio-nodejs.js': logzio(', { timeout: 5000 }'),
    };
    expect(findingsOf(files, 'lib/logzio-nodejs.js')).toEqual([]);
  });

  it('a default the importing file sets on it, unguarded, bounds its calls: silent', () => {
    const files = {
      'src/http.js': "import axios from 'axios';\nexport default axios.create({});\n",
      'src/api.js':
        "import client from './http';\nclient.defaults.timeout = 5000;\nexport const ping = () => client.get('/ping');\n",
    };
    expect(findingsOf(files, 'src/api.js')).toEqual([]);
  });

  it('an ESM named export is bound like a default one', () => {
    const files = {
      'src/axios-client.ts': "import axios from 'axios';\nexport const axiosClient = axios.create();\n",
      'src/users.ts':
        "import { axiosClient } from './axios-client';\nexport const list = () => axiosClient.get('/users');\n",
    };
    expect(findingsOf(files, 'src/users.ts')).toEqual([[2, MISSING]]);
  });

  it('a file whose text names no client is read once a sibling exports an instance (instance-importers.ts)', () => {
    const files = {
      'src/http.ts': "import axios from 'axios';\nexport const api = axios.create();\n",
      'src/users.ts': "import { api } from './http';\nexport const list = () => api.get('/users');\n",
    };
    expect(findingsOf(files, 'src/users.ts')).toEqual([[2, MISSING]]);
  });
});

// addsearch-js-client 1.0.4 (MIT), dist/api.js lines 6-13 and dist/stats.js lines 1-22, shortened: tsc's CommonJS
// output; stats.js never names axios and sends on `api_1.statsInstance` only.
const ADDSEARCH_API = `"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.statsInstance = exports.apiInstance = void 0;
const axios_1 = __importDefault(require("axios"));
const apiInstance = axios_1.default.create();
exports.apiInstance = apiInstance;
const statsInstance = axios_1.default.create(CONFIG);
exports.statsInstance = statsInstance;
`;
const ADDSEARCH_STATS = `'use strict';
Object.defineProperty(exports, "__esModule", { value: true });
const es6_promise_1 = require("es6-promise");
const api_1 = require("./api");
(0, es6_promise_1.polyfill)();
const sendStats = (apiHostname, sitekey, payload) => {
    api_1.statsInstance
        .post(\`https://\${apiHostname}/v1/stats/\${sitekey}/\`, payload, {
        headers: {
            'Content-Type': 'text/plain'
        }
    })
        .then()
        .catch((err) => {
        console.error(err);
    });
};
exports.default = sendStats;
`;

describe('a file naming no client that sends on a sibling module instance (addsearch-js-client dist/stats.js)', () => {
  const files = (config: string, stats = ADDSEARCH_STATS) => ({
    'dist/api.js': ADDSEARCH_API.replace('CONFIG', config),
    'dist/stats.js': stats,
  });

  it('made with no config: its call with no timeout is reported in the importing file', () => {
    expect(findingsOf(files(''), 'dist/stats.js')).toEqual([[7, MISSING]]);
  });

  it('made with a config: stays unread across files, silent', () => {
    expect(findingsOf(files('{ timeout: 5000 }'), 'dist/stats.js')).toEqual([]);
  });

  it('its call with its own timeout is silent', () => {
    const bounded = ADDSEARCH_STATS.replace(
      "'Content-Type': 'text/plain'\n        }",
      "'Content-Type': 'text/plain'\n        }, timeout: 5000",
    );
    expect(findingsOf(files('', bounded), 'dist/stats.js')).toEqual([]);
  });

  it('reached through an index that re-exports the module (`__exportStar`)', () => {
    const index = `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\n__exportStar(require("./api"), exports);\n`;
    const stats = ADDSEARCH_STATS.replace('require("./api")', 'require("./index")');
    const project = { ...files(''), 'dist/index.js': index, 'dist/stats.js': stats };
    expect(findingsOf(project, 'dist/stats.js')).toEqual([[7, MISSING]]);
  });
});

describe('an instance its own module configures after making it stays in its module', () => {
  // What that module sets (a default, or an interceptor that may set any key) is not read across files.
  it.each([
    ['a default', 'api.defaults.timeout = 5000;'],
    ['an interceptor', 'api.interceptors.request.use((config) => ({ ...config, timeout: 5000 }));'],
    ['a default on the CommonJS export', 'exports.api.defaults.timeout = 5000;'],
  ])('%s set there: its calls elsewhere are silent', (_, set) => {
    const files = {
      'src/http.js': `const axios = require('axios');\nconst api = axios.create();\nexports.api = api;\n${set}\n`,
      'src/users.js': "const http_1 = require('./http');\nexports.list = () => http_1.api.get('/users');\n",
    };
    expect(findingsOf(files, 'src/users.js')).toEqual([]);
    const bare = { ...files, 'src/http.js': files['src/http.js'].replace(set, '') };
    expect(findingsOf(bare, 'src/users.js')).toEqual([[2, MISSING]]);
  });
});

describe('an instance made with a config stays in its module', () => {
  it('its calls elsewhere are not judged: the config is not read across files', () => {
    const files = {
      'src/http.ts': "import axios from 'axios';\nexport const api = axios.create({ timeout: 5000 });\n",
      'src/users.ts': "import { api } from './http';\nexport const list = () => api.get('/users');\n",
    };
    expect(findingsOf(files, 'src/users.ts')).toEqual([]);
  });
});

describe('a default set on the instance under the name the file stores it', () => {
  const stored = (guard: string) =>
    logzio('').replace(
      "    if (typeof this.timeout !== 'undefined') {\n      this.axiosInstance.defaults.timeout = this.timeout;\n    }",
      guard,
    );

  it('set unguarded to a bound: its calls are silent, judged where it is set', () => {
    const files = {
      'lib/axiosInstance.js': LOGZIO_INSTANCE,
      'lib/logzio-nodejs.js': stored('    this.axiosInstance.defaults.timeout = 5000;'),
    };
    expect(findingsOf(files, 'lib/logzio-nodejs.js')).toEqual([]);
  });

  it('set under an `if` taken by default: silent', () => {
    const files = {
      'lib/axiosInstance.js': LOGZIO_INSTANCE,
      'lib/logzio-nodejs.js': stored(
        '    if (this.url) {\n      this.axiosInstance.defaults.timeout = 5000;\n    }',
      ),
    };
    expect(findingsOf(files, 'lib/logzio-nodejs.js')).toEqual([]);
  });

  it('the same in one file: an instance made here and stored on `this`', () => {
    const text = logzio('')
      .replace(
        "const axiosInstance = require('./axiosInstance');",
        "const axios = require('axios');\nconst axiosInstance = axios.create();",
      )
      .replace("if (typeof this.timeout !== 'undefined') {", 'if (this.url) {');
    expect(findingsOf({ 'lib/logzio-nodejs.js': text }, 'lib/logzio-nodejs.js')).toEqual([]);
    const guarded = logzio('').replace(
      "const axiosInstance = require('./axiosInstance');",
      "const axios = require('axios');\nconst axiosInstance = axios.create();",
    );
    expect(findingsOf({ 'lib/logzio-nodejs.js': guarded }, 'lib/logzio-nodejs.js')).toEqual([[19, MISSING]]);
  });
  it('guarded, with a constructor default, a reassignment or a construction giving a value: silent', () => {
    const files = (text: string) => ({
      'lib/axiosInstance.js': LOGZIO_INSTANCE,
      'lib/logzio-nodejs.js': text,
    });
    const defaulted = logzio('').replace('{ host, timeout } = {}', '{ host, timeout = 5000 } = {}');
    const reassigned = logzio('').replace(
      'this.timeout = timeout;',
      'timeout = timeout || 5000;\n    this.timeout = timeout;',
    );
    const constructed = `${logzio('')}\nconst logger = new LogzioLogger({ host: 'h', timeout: 5000 });\n`;
    for (const text of [defaulted, reassigned, constructed])
      expect(findingsOf(files(text), 'lib/logzio-nodejs.js')).toEqual([]);
    // The application's options handed on (logzio's `createLogger(options)`) are the caller's: still reported.
    const handedOn = `${logzio('')}\nconst createLogger = (options) => new LogzioLogger(options);\n`;
    expect(findingsOf(files(handedOn), 'lib/logzio-nodejs.js')).toEqual([[18, MISSING]]);
  });
});
