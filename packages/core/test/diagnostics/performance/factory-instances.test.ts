// A client instance a factory function makes, kept by a class and handed to the constructors of classes other
// modules declare (factory-instances.ts). Shapes copied from frappe-js-sdk 1.14.1 (MIT), tsc's ES5 output:
// lib/utils/axios.js lines 16-34 (getAxiosClient returns `axios_1.default.create({ baseURL, headers,
// withCredentials })` after a request interceptor that sets headers only), lib/frappe_app/index.js lines 17-27
// (`this.axios = (0, axios_1.getAxiosClient)(…)`, `new db_1.FrappeDB(this.url, this.axios, …)` in a prototype
// method) and lib/db/index.js (`function FrappeDB(appURL, axios) { this.axios = axios; }`, `this.axios.get(…)`).
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';

const FACTORY = (
  config: string,
  interceptor = "config.headers['X-Frappe-CSRF-Token'] = window.csrf_token;",
) => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getAxiosClient = void 0;
var axios_1 = require("axios");
function getAxiosClient(appURL, useToken, token, tokenType, customHeaders) {
    var axiosInstance = axios_1.default.create(${config});
    axiosInstance.interceptors.request.use(function (config) {
        ${interceptor}
        return config;
    });
    return axiosInstance;
}
exports.getAxiosClient = getAxiosClient;
`;

const APP = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FrappeApp = void 0;
var db_1 = require("../db");
var axios_1 = require("../utils/axios");
var FrappeApp = /** @class */ (function () {
    function FrappeApp(url, tokenParams, name, customHeaders) {
        this.url = url;
        this.axios = (0, axios_1.getAxiosClient)(this.url, false, undefined, 'Bearer', customHeaders);
    }
    FrappeApp.prototype.db = function () {
        return new db_1.FrappeDB(this.url, this.axios);
    };
    return FrappeApp;
}());
exports.FrappeApp = FrappeApp;
`;

const DB = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FrappeDB = void 0;
var FrappeDB = /** @class */ (function () {
    function FrappeDB(appURL, axios) {
        this.appURL = appURL;
        this.axios = axios;
    }
    FrappeDB.prototype.getDoc = function (doctype, docname) {
        return this.axios.get("/api/resource/".concat(doctype, "/").concat(docname));
    };
    return FrappeDB;
}());
exports.FrappeDB = FrappeDB;
`;

const inDb = (files: Record<string, string>) =>
  scanProject(files)
    .filter(([file]) => file === 'lib/db/index.js')
    .map(([, line, rule]) => [line, rule]);

const project = (factory: string, app = APP) => ({
  'lib/utils/axios.js': factory,
  'lib/frappe_app/index.js': app,
  'lib/db/index.js': DB,
});

describe('a client instance a factory returns, handed to the classes that send (frappe-js-sdk)', () => {
  it('reports the sends of an instance the factory makes without a timeout', () => {
    expect(inDb(project(FACTORY('{ baseURL: appURL, headers: {}, withCredentials: true }')))).toEqual([
      [10, MISSING],
    ]);
  });

  it("judges the sends by the factory's visible bound", () => {
    expect(inDb(project(FACTORY('{ baseURL: appURL, timeout: 30000 }')))).toEqual([[10, TOO_LONG]]);
  });

  it('stays silent when an interceptor sets a timeout, the bound is unseen, or the instance is written after', () => {
    expect(inDb(project(FACTORY('{ baseURL: appURL }', 'config.timeout = 5000;')))).toEqual([]);
    expect(inDb(project(FACTORY('{ baseURL: appURL, timeout: customHeaders.t }')))).toEqual([]);
    const written = APP.replace(
      'customHeaders);\n',
      'customHeaders);\n        this.axios.defaults.timeout = 5000;\n',
    );
    expect(inDb(project(FACTORY('{ baseURL: appURL }'), written))).toEqual([]);
    const handed = FACTORY('{ baseURL: appURL }').replace(
      'return axiosInstance;',
      'axiosRetry(axiosInstance);\n    return axiosInstance;',
    );
    expect(inDb(project(handed))).toEqual([]);
  });

  it('stays silent when a return of the factory is something else', () => {
    const either = FACTORY('{ baseURL: appURL }').replace(
      'var axiosInstance',
      'if (useToken) return customHeaders.client;\n    var axiosInstance',
    );
    expect(inDb(project(either))).toEqual([]);
  });

  // lib/frappe_app/index.js line 21 builds FrappeAuth through the package index (`var __1 = require("..")`,
  // `new __1.FrappeAuth(this.url, this.axios, …)`); the corpus keeps no lib/index.js, so nothing read says that
  // `..` is lib/auth/index.js: its class of the same name is not guessed to be the one constructed.
  it('stays silent for a class built through a module the project does not hold', () => {
    const throughIndex = APP.replace('var db_1 = require("../db");', 'var __1 = require("..");').replace(
      'new db_1.FrappeDB',
      'new __1.FrappeDB',
    );
    expect(inDb(project(FACTORY('{ baseURL: appURL }')))).toEqual([[10, MISSING]]);
    expect(inDb(project(FACTORY('{ baseURL: appURL }'), throughIndex))).toEqual([]);
  });
});
