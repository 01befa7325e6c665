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

  it('a file whose text names no client is not read, as for every imported client (MENTIONS_CLIENT)', () => {
    const files = {
      'src/http.ts': "import axios from 'axios';\nexport const api = axios.create();\n",
      'src/users.ts': "import { api } from './http';\nexport const list = () => api.get('/users');\n",
    };
    expect(findingsOf(files, 'src/users.ts')).toEqual([]);
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
