// A client class the package constructs with a default it spells as the SDK user's value with a fallback
// (`new APIClient({ timeout: config.timeout || 30 })`), destructured by the constructor (`constructor({ apiKey,
// apiUri, timeout })`) and scaled there (`this.timeout = timeout * 1000`); the abort timer reads `this.timeout`.
// Shapes from nylas 7.0.0 (MIT), fetched from the npm registry for this check (the corpus keeps 8.4.0, whose
// timer reads a per-call override first): lib/esm/apiClient.js lines 10-14 and 47-56, lib/esm/nylas.js lines
// 26-32, and their tsc CommonJS twins (lib/cjs, `new apiClient_js_1.default(…)`, `exports.default = APIClient`).
import { describe, expect, it } from 'vitest';
import { scanProject as scan } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

const API_CLIENT = (scale: string) => `export default class APIClient {
    constructor({ apiKey, apiUri, timeout }) {
        this.apiKey = apiKey;
        this.serverUrl = apiUri;
        this.timeout = ${scale}; // fetch timeout uses milliseconds
    }
    async sendRequest(options) {
        const req = this.newRequest(options);
        const controller = new AbortController();
        const timeout = setTimeout(() => {
            controller.abort();
        }, this.timeout);
        const response = await fetch(req, { signal: controller.signal });
        clearTimeout(timeout);
        return response;
    }
}
`;

const NYLAS = (timeout: string) => `import APIClient from './apiClient.js';
import { DEFAULT_SERVER_URL } from './config.js';
class Nylas {
    constructor(config) {
        this.apiClient = new APIClient({
            apiKey: config.apiKey,
            apiUri: config.apiUri || DEFAULT_SERVER_URL,
            timeout: ${timeout},
        });
    }
}
export default Nylas;
`;

const API_CLIENT_CJS = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const node_fetch_1 = require("node-fetch");
class APIClient {
    constructor({ apiKey, apiUri, timeout }) {
        this.apiKey = apiKey;
        this.serverUrl = apiUri;
        this.timeout = timeout * 1000;
    }
    async sendRequest(options) {
        const req = this.newRequest(options);
        const controller = new AbortController();
        const timeout = setTimeout(() => { controller.abort(); }, this.timeout);
        const response = await (0, node_fetch_1.default)(req, { signal: controller.signal });
        clearTimeout(timeout);
        return response;
    }
}
exports.default = APIClient;
`;

const NYLAS_CJS = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const apiClient_js_1 = require("./apiClient.js");
class Nylas {
    constructor(config) {
        this.apiClient = new apiClient_js_1.default({
            apiKey: config.apiKey,
            timeout: config.timeout || 30,
        });
    }
}
exports.default = Nylas;
`;

describe('a construction default read through a destructured constructor parameter', () => {
  it('nylas 7: `config.timeout || 30`, scaled by 1000 in the constructor: a 30 s abort timer, too long', () => {
    const found = scan({
      'package.json': '{"name":"nylas"}',
      'lib/esm/apiClient.js': API_CLIENT('timeout * 1000'),
      'lib/esm/nylas.js': NYLAS('config.timeout || 30'),
    });
    expect(found.map(([file, line, rule]) => [file, line, rule])).toEqual([
      ['lib/esm/apiClient.js', 13, TOO_LONG],
    ]);
    expect(found[0]?.[3]).toContain('30 s');
  });

  it('the same in tsc CommonJS output (`new x_1.default(…)` of `exports.default = APIClient`)', () => {
    const found = scan({
      'package.json': '{}',
      'lib/cjs/apiClient.js': API_CLIENT_CJS,
      'lib/cjs/nylas.js': NYLAS_CJS,
    });
    expect(found.map(([file, , rule]) => [file, rule])).toEqual([['lib/cjs/apiClient.js', TOO_LONG]]);
  });

  it('a fallback within the limit (`|| 5` seconds) is compliant', () => {
    const files = {
      'package.json': '{}',
      'lib/esm/apiClient.js': API_CLIENT('timeout * 1000'),
      'lib/esm/nylas.js': NYLAS('config.timeout || 5'),
    };
    expect(scan(files)).toEqual([]);
  });

  it("the user's value with no fallback is not known: not reported", () => {
    const files = {
      'package.json': '{}',
      'lib/esm/apiClient.js': API_CLIENT('timeout * 1000'),
      'lib/esm/nylas.js': NYLAS('config.timeout'),
    };
    expect(scan(files)).toEqual([]);
  });

  it('a constructor that reassigns the destructured name keeps it unknown', () => {
    const files = {
      'package.json': '{}',
      'lib/esm/apiClient.js': API_CLIENT('timeout * 1000').replace(
        'this.apiKey = apiKey;',
        'this.apiKey = apiKey;\n        timeout = readEnvTimeout();',
      ),
      'lib/esm/nylas.js': NYLAS('config.timeout || 30'),
    };
    expect(scan(files)).toEqual([]);
  });
});
