// A client instance handed to the constructors of tsc ES5 classes that a folder's index re-exports. Shapes copied
// from notifyre-nodejs-sdk 1.10.0 (Apache-2.0): lib/index.js lines 17-50 (`this.httpClient =
// axios_1.default.create({ baseURL, headers })` with response interceptors only, and `new
// services_1.SmsService(this.httpClient)` where `services_1 = require("./services")`), lib/services/index.js
// (`__exportStar(require("./SmsService"), exports)`) and lib/services/SmsService.js lines 5-13 (`function
// SmsService(httpClient) { this.httpClient = httpClient; … }` and `return this.httpClient.get(…)`). The service
// file names no client at all.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const NOTIFYRE = (config: string, services = './services') => `"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.NotifyreAPI = void 0;
var axios_1 = __importDefault(require("axios"));
var services_1 = require("${services}");
var NotifyreAPI = (function () {
    function NotifyreAPI(apiKey, handleResponse, handleError) {
        this.apiKey = apiKey;
        this.httpClient = axios_1.default.create(${config});
        this.httpClient.interceptors.response.use(handleResponse, handleError);
    }
    NotifyreAPI.prototype.getSmsService = function () {
        return new services_1.SmsService(this.httpClient);
    };
    return NotifyreAPI;
}());
exports.NotifyreAPI = NotifyreAPI;
`;

const BARREL = `"use strict";
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", { value: true });
__exportStar(require("./ContactsService"), exports);
__exportStar(require("./SmsService"), exports);
`;

const SMS_SERVICE = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SmsService = void 0;
var SmsService = (function () {
    function SmsService(httpClient) {
        this.httpClient = httpClient;
        this.basePath = '/sms';
    }
    SmsService.prototype.listSentSms = function (request) {
        return this.httpClient.get(this.basePath + "/send", { params: { limit: request.limit } });
    };
    return SmsService;
}());
exports.SmsService = SmsService;
`;

// FaxService.js lines 105-126 (pollDocumentsStatus): tsc's `var _this = this;` for the arrow's `this`.
const POLLING = (alias = 'var _this = this;') =>
  SMS_SERVICE.replace(
    '    return SmsService;',
    `    SmsService.prototype.poll = function (request) {
        ${alias}
        return Promise.all(request.map(function (document) {
            return _this.httpClient.get(_this.basePath + "/send/conversion/" + document.fileName);
        }));
    };
    return SmsService;`,
  );

const CLIENT = 'lib/index.js';
const SERVICE = 'lib/services/SmsService.js';
const HEADERS = "{ baseURL: 'https://api.notifyre.com', headers: { 'x-api-token': this.apiKey } }";

const inService = (files: Record<string, string>) =>
  scanProject(files)
    .filter(([file]) => file === SERVICE)
    .map(([, line, rule]) => [line, rule]);

describe("a client instance handed to an ES5 class through its folder's index", () => {
  it("judges the service's sends by the instance notifyre's client hands every service", () => {
    const files = { [CLIENT]: NOTIFYRE(HEADERS), 'lib/services/index.js': BARREL, [SERVICE]: SMS_SERVICE };
    expect(inService(files)).toEqual([[10, MISSING]]);
  });

  it('reads the ES5 constructor that keeps its parameter when the class is required directly', () => {
    const files = { [CLIENT]: NOTIFYRE(HEADERS, './services/SmsService'), [SERVICE]: SMS_SERVICE };
    expect(inService(files)).toEqual([[10, MISSING]]);
  });

  it("reads `_this.httpClient` where tsc's `var _this = this` stands for the arrow's `this`", () => {
    const files = { [CLIENT]: NOTIFYRE(HEADERS), 'lib/services/index.js': BARREL, [SERVICE]: POLLING() };
    expect(inService(files)).toEqual([
      [10, MISSING],
      [15, MISSING],
    ]);
    const other = POLLING('var _this = this.parent;');
    expect(
      inService({ [CLIENT]: NOTIFYRE(HEADERS), 'lib/services/index.js': BARREL, [SERVICE]: other }),
    ).toEqual([[10, MISSING]]);
  });

  // frappe-js-sdk 1.14.1 lib/frappe_app/index.js: `var __1 = require("..")` and `new __1.FrappeAuth(this.url,
  // this.axios, …)`, the class re-exported by the package index lib/index.js (`__exportStar(require("./auth"),
  // exports)`) from lib/auth/index.js.
  it('follows a construction through the parent folder\'s index (`require("..")`)', () => {
    const app = NOTIFYRE(HEADERS, '..');
    const index = BARREL.replace(/\.\/(\w+)Service/g, './services/$1Service');
    const files = { 'lib/app/index.js': app, 'lib/index.js': index, [SERVICE]: SMS_SERVICE };
    expect(inService(files)).toEqual([[10, MISSING]]);
    expect(inService({ 'lib/app/index.js': app, [SERVICE]: SMS_SERVICE })).toEqual([]);
  });

  it('stays silent when the instance is bounded, or the index is not seen', () => {
    const bounded = "{ baseURL: 'https://api.notifyre.com', timeout: 5000 }";
    const files = { [CLIENT]: NOTIFYRE(bounded), 'lib/services/index.js': BARREL, [SERVICE]: SMS_SERVICE };
    expect(inService(files)).toEqual([]);
    expect(inService({ [CLIENT]: NOTIFYRE(HEADERS), [SERVICE]: SMS_SERVICE })).toEqual([]);
  });

  it('stays silent when another module constructs the service with something else', () => {
    const other = `var services_1 = require("./services");
exports.make = function (client) { return new services_1.SmsService(client); };
`;
    const files = {
      [CLIENT]: NOTIFYRE(HEADERS),
      'lib/services/index.js': BARREL,
      [SERVICE]: SMS_SERVICE,
      'lib/other.js': other,
    };
    expect(inService(files)).toEqual([]);
  });
});
