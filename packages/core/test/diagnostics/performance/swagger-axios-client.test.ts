// swagger-typescript-api's axios HttpClient (swagger-axios-client.ts): the instance is made from the SDK user's config
// less the template's keys, and each request merges the instance's defaults, the call's optional params and the
// securityWorker's auth params. Shapes from @shortcut/client 3.4.1 (MIT), held-out set 8: lib/generated/
// http-client.cjs lines 9-71 (an ES class); and etsy-ts 8.0.1 (MIT), held-out set 17: dist/api/http-client.js lines
// 14-47 (tsc's ES5 with tslib's `__rest`, `__assign`, `__awaiter` and `__generator`).
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { scanFiles } from '../../../src/diagnostics/scanner';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';

const scan = (text: string) =>
  scanFiles([{ path: 'http-client.js', text }], {
    parse: parseSource,
    limits: toDiagnosticLimits(),
    categories: ['performance'],
  }).findings.map((f) => [f.line, f.ruleId]);

const ES_CLASS = (extra = '') => `const axios = require("axios");
var HttpClient = class {
	instance;
	securityData = null;
	constructor({ securityWorker, secure, format, ...axiosConfig } = {}) {
		this.instance = axios.create({
			...axiosConfig,
			baseURL: axiosConfig.baseURL || "https://api.app.shortcut.com"
		});${extra}
		this.secure = secure;
		this.format = format;
		this.securityWorker = securityWorker;
	}
	mergeRequestParams(params1, params2) {
		const method = params1.method || params2 && params2.method;
		return {
			...this.instance.defaults,
			...params1,
			...params2 || {},
			headers: { ...params1.headers || {}, ...params2 && params2.headers || {} }
		};
	}
	request = async ({ secure, path, type, query, format, body, ...params }) => {
		const secureParams = (typeof secure === "boolean" ? secure : this.secure) && this.securityWorker && await this.securityWorker(this.securityData) || {};
		const requestParams = this.mergeRequestParams(params, secureParams);
		const responseFormat = format || this.format || void 0;
		return this.instance.request({
			...requestParams,
			headers: { ...requestParams.headers || {} },
			params: query,
			responseType: responseFormat,
			data: body,
			url: path
		});
	};
};
exports.HttpClient = HttpClient;
`;

const TSC_ES5 = (restKeys: string) => `"use strict";
var tslib_1 = require("tslib");
var axios_1 = tslib_1.__importDefault(require("axios"));
var HttpClient = /** @class */ (function () {
    function HttpClient(_a) {
        var _this = this;
        var securityWorker = _a.securityWorker, secure = _a.secure, format = _a.format, axiosConfig = tslib_1.__rest(_a, [${restKeys}]);
        this.request = function (_a) { return tslib_1.__awaiter(_this, void 0, void 0, function () {
            var secureParams, _b, requestParams, responseFormat;
            var secure = _a.secure, path = _a.path, query = _a.query, body = _a.body, params = tslib_1.__rest(_a, ["secure", "path", "query", "body"]);
            return tslib_1.__generator(this, function (_c) {
                switch (_c.label) {
                    case 0:
                        _b = (typeof secure === "boolean" ? secure : this.secure) && this.securityWorker;
                        if (!_b) return [3 /*break*/, 2];
                        return [4 /*yield*/, this.securityWorker({})];
                    case 1:
                        _b = (_c.sent());
                        _c.label = 2;
                    case 2:
                        secureParams = (_b) || {};
                        requestParams = this.mergeRequestParams(params, secureParams);
                        responseFormat = this.format || undefined;
                        return [2 /*return*/, this.instance.request(tslib_1.__assign(tslib_1.__assign({}, requestParams), { headers: tslib_1.__assign({}, (requestParams.headers || {})), params: query, responseType: responseFormat, data: body, url: path }))];
                }
            });
        }); };
        this.instance = axios_1.default.create(tslib_1.__assign(tslib_1.__assign({}, axiosConfig), { baseURL: axiosConfig.baseURL || "https://openapi.etsy.com" }));
        this.secure = secure;
        this.format = format;
        this.securityWorker = securityWorker;
    }
    HttpClient.prototype.mergeRequestParams = function (params1, params2) {
        return tslib_1.__assign(tslib_1.__assign(tslib_1.__assign({}, this.instance.defaults), params1), (params2 || {}));
    };
    return HttpClient;
}());
exports.HttpClient = HttpClient;
`;

describe("swagger-typescript-api's axios HttpClient", () => {
  it('reports the request of the ES class (@shortcut/client http-client.cjs:61)', () => {
    expect(scan(ES_CLASS())).toEqual([[27, MISSING]]);
  });

  it("reports the request of tsc's ES5 output (etsy-ts http-client.js:42)", () => {
    expect(scan(TSC_ES5('"securityWorker", "secure", "format"'))).toEqual([[24, MISSING]]);
  });

  it('stays silent when the file sets a timeout on the instance defaults', () => {
    expect(scan(ES_CLASS('\n\t\tthis.instance.defaults.timeout = this.timeoutMs;'))).toEqual([]);
  });

  it('stays silent when the config is not what remains after the template keys', () => {
    expect(scan(TSC_ES5('"securityWorker"'))).toEqual([]);
  });
});
