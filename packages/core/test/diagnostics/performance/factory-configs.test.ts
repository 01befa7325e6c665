// An instance a factory function makes from its caller's optional options, kept in a local of the entry function
// and handed to the API modules' factories (factory-configs.ts, handed-instances.ts). The shapes are copied from
// mailerlite-api-v2-node 1.2.0 (MIT): dist/client.js:56-88 (`function MailerLiteClient(apiKey, _a) { var _b = _a
// === void 0 ? {} : _a, _c = _b.axiosOptions, axiosOptions = _c === void 0 ? {} : _c, …; var axiosConfig =
// __assign(__assign({}, axiosOptions), { baseURL, headers }); var client = axios_1.default.create(axiosConfig); …
// return client; }`), dist/index.js:29-34 (`function MailerLite(apiKey, options) { if (options === void 0) {
// options = {}; } var client = (0, client_1.default)(apiKey, options); return __assign({}, (0,
// account_1.default)(client)); }`) and dist/api/account.js (`function default_1(client) { … client.get('me') … }`).
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const HELPERS = `"use strict";
var __assign = (this && this.__assign) || function () {
    __assign = Object.assign || function(t) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
            s = arguments[i];
            for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p))
                t[p] = s[p];
        }
        return t;
    };
    return __assign.apply(this, arguments);
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
`;

const CLIENT = (own = 'baseURL: baseURL') => `${HELPERS}var axios_1 = __importDefault(require("axios"));
function MailerLiteClient(apiKey, _a) {
    var _b = _a === void 0 ? {} : _a, _c = _b.axiosOptions, axiosOptions = _c === void 0 ? {} : _c, _d = _b.baseURL, baseURL = _d === void 0 ? 'https://api.mailerlite.com/api/v2/' : _d;
    if (typeof apiKey !== 'string')
        throw new Error('No API key provided');
    var axiosConfig = __assign(__assign({}, axiosOptions), { ${own}, headers: __assign({ 'X-MailerLite-ApiKey': apiKey }) });
    var client = axios_1.default.create(axiosConfig);
    client.interceptors.response.use(function (response) {
        return response.data;
    });
    return client;
}
exports.default = MailerLiteClient;
`;

const INDEX = (
  call = '(0, client_1.default)(apiKey, options)',
  tail = '',
) => `${HELPERS}var account_1 = __importDefault(require("./api/account"));
var client_1 = __importDefault(require("./client"));
function MailerLite(apiKey, options) {
    if (options === void 0) { options = {}; }
    var client = ${call};
    return __assign({}, (0, account_1.default)(client));
}
exports.default = MailerLite;
${tail}`;

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

const API = 'dist/api/account.js';

const inApi = (files: Record<string, string>) =>
  scanProject(files)
    .filter(([file]) => file === API)
    .map(([, line, rule]) => [line, rule]);

const project = (client: string, index: string) => ({
  'dist/client.js': client,
  'dist/index.js': index,
  [API]: ACCOUNT,
});

describe("an instance a factory makes from its caller's optional options (mailerlite-api-v2-node)", () => {
  it("reports the API module's send: the entry hands the factory the user's optional options, so no bound by default", () => {
    expect(inApi(project(CLIENT(), INDEX()))).toEqual([[6, MISSING]]);
  });

  it("reads the factory's own visible bound beside the caller's options (`timeout: 60000`)", () => {
    expect(inApi(project(CLIENT('baseURL: baseURL, timeout: 60000'), INDEX()))).toEqual([[6, TOO_LONG]]);
  });

  it('says nothing when the entry hands the factory options of its own making', () => {
    const index = INDEX('(0, client_1.default)(apiKey, { axiosOptions: { timeout: 5000 } })');
    expect(inApi(project(CLIENT(), index))).toEqual([]);
  });

  it("says nothing when the entry's options parameter has no default (not marked optional)", () => {
    const index = INDEX().replace('    if (options === void 0) { options = {}; }\n', '');
    expect(inApi(project(CLIENT(), index))).toEqual([]);
  });

  it('says nothing when the entry function is also called within its file (with anything)', () => {
    const index = INDEX(
      undefined,
      'exports.withTimeout = function (k) { return MailerLite(k, { axiosOptions: { timeout: 1 } }); };\n',
    );
    expect(inApi(project(CLIENT(), index))).toEqual([]);
  });

  it("says nothing when the factory writes the caller's options", () => {
    const client = CLIENT().replace(
      'var axiosConfig',
      'axiosOptions.timeout = apiKey.length;\n    var axiosConfig',
    );
    expect(inApi(project(client, INDEX()))).toEqual([]);
  });

  it('says nothing when the config spreads a value not read from a parameter', () => {
    const client = CLIENT().replace('__assign({}, axiosOptions)', '__assign({}, globalThis.defaults)');
    expect(inApi(project(client, INDEX()))).toEqual([]);
  });

  it('says nothing when the config local is named again (it may be written)', () => {
    const client = CLIENT().replace(
      'var client = axios_1.default.create(axiosConfig);',
      'tune(axiosConfig);\n    var client = axios_1.default.create(axiosConfig);',
    );
    expect(inApi(project(client, INDEX()))).toEqual([]);
  });
});
