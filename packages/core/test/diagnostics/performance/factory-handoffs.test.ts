// A client instance made in one module and handed to a function another module exports (factory-handoffs.ts).
// The API module's shape is copied from mailerlite-api-v2-node 1.2.0 (MIT) dist/api/account.js (tsc CommonJS:
// `function default_1(client) { return { getAccountRaw: … client.get('me') … } }`, `exports.default =
// default_1`) and its entry's call from dist/index.js:32 (`(0, account_1.default)(client)`); the entry here makes
// the instance at its top level with a visible config (mailerlite's own builds it from the caller's options).
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';
const MISSING = 'perf/http-timeout-missing';

const ENTRY = (config: string, calls = '(0, account_1.default)(client)') => `"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) { return (mod && mod.__esModule) ? mod : { "default": mod }; };
Object.defineProperty(exports, "__esModule", { value: true });
var axios_1 = __importDefault(require("axios"));
var account_1 = __importDefault(require("./api/account"));
var client = axios_1.default.create(${config});
function MailerLite() {
    return Object.assign({}, ${calls});
}
exports.default = MailerLite;
`;

const ACCOUNT = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
function default_1(client) {
    return {
        getAccountRaw: function () {
            return client.get('me');
        },
    };
}
exports.default = default_1;
`;

const ACCOUNT_CJS = `'use strict';
module.exports = function (client) {
  return {
    getAccountRaw: function () {
      return client.get('me');
    },
  };
};
`;

const API = 'dist/api/account.js';
const ENTRY_PATH = 'dist/index.js';

const inApi = (files: Record<string, string>) =>
  scanProject(files)
    .filter(([file]) => file === API)
    .map(([, line, rule]) => [line, rule]);

describe('a client instance handed to an exported factory function in another module', () => {
  it("reports a missing bound on the factory's parameter (mailerlite's API modules)", () => {
    const files = {
      [ENTRY_PATH]: ENTRY("{ baseURL: 'https://api.mailerlite.com/api/v2/' }"),
      [API]: ACCOUNT,
    };
    expect(inApi(files)).toEqual([[6, MISSING]]);
  });

  it("judges the send by the instance's bound (30 s), CommonJS `module.exports = function (client)` too", () => {
    const entry = ENTRY('{ timeout: 30000 }')
      .replace(
        'var account_1 = __importDefault(require("./api/account"));',
        'var account_1 = require("./api/account");',
      )
      .replace('(0, account_1.default)(client)', 'account_1(client)');
    expect(inApi({ [ENTRY_PATH]: entry, [API]: ACCOUNT_CJS })).toEqual([[5, TOO_LONG]]);
  });

  it('says nothing when the bound is within the limit', () => {
    expect(inApi({ [ENTRY_PATH]: ENTRY('{ timeout: 5000 }'), [API]: ACCOUNT })).toEqual([]);
  });

  it('says nothing when no module of the package calls the factory (a deep-importing caller hands its own)', () => {
    const entry = ENTRY("{ baseURL: 'x' }", '{}');
    expect(inApi({ [ENTRY_PATH]: entry, [API]: ACCOUNT })).toEqual([]);
  });

  it('says nothing when one call hands something else', () => {
    const entry = ENTRY("{ baseURL: 'x' }", '(0, account_1.default)(client), (0, account_1.default)(other)');
    expect(inApi({ [ENTRY_PATH]: entry, [API]: ACCOUNT })).toEqual([]);
  });

  it('says nothing when a module keeps the factory under another name (it may be called with anything)', () => {
    const entry = ENTRY(
      "{ baseURL: 'x' }",
      '(0, account_1.default)(client), (exports.make = account_1.default)',
    );
    expect(inApi({ [ENTRY_PATH]: entry, [API]: ACCOUNT })).toEqual([]);
  });

  it('says nothing when the file binds the parameter name elsewhere', () => {
    const api = ACCOUNT.replace(
      "return client.get('me');",
      "var client = makeOwn(); return client.get('me');",
    );
    expect(inApi({ [ENTRY_PATH]: ENTRY("{ baseURL: 'x' }"), [API]: api })).toEqual([]);
  });
});
