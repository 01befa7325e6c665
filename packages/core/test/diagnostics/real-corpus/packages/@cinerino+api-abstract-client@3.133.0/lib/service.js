"use strict";
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
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
var __generator = (this && this.__generator) || function (thisArg, body) {
    var _ = { label: 0, sent: function() { if (t[0] & 1) throw t[1]; return t[1]; }, trys: [], ops: [] }, f, y, t, g;
    return g = { next: verb(0), "throw": verb(1), "return": verb(2) }, typeof Symbol === "function" && (g[Symbol.iterator] = function() { return this; }), g;
    function verb(n) { return function (v) { return step([n, v]); }; }
    function step(op) {
        if (f) throw new TypeError("Generator is already executing.");
        while (_) try {
            if (f = 1, y && (t = op[0] & 2 ? y["return"] : op[0] ? y["throw"] || ((t = y["return"]) && t.call(y), 0) : y.next) && !(t = t.call(y, op[1])).done) return t;
            if (y = 0, t) op = [op[0] & 2, t.value];
            switch (op[0]) {
                case 0: case 1: t = op; break;
                case 4: _.label++; return { value: op[1], done: false };
                case 5: _.label++; y = op[1]; op = [0]; continue;
                case 7: op = _.ops.pop(); _.trys.pop(); continue;
                default:
                    if (!(t = _.trys, t = t.length > 0 && t[t.length - 1]) && (op[0] === 6 || op[0] === 2)) { _ = 0; continue; }
                    if (op[0] === 3 && (!t || (op[1] > t[0] && op[1] < t[3]))) { _.label = op[1]; break; }
                    if (op[0] === 6 && _.label < t[1]) { _.label = t[1]; t = op; break; }
                    if (t && _.label < t[2]) { _.label = t[2]; _.ops.push(op); break; }
                    if (t[2]) _.ops.pop();
                    _.trys.pop(); continue;
            }
            op = body.call(thisArg, _);
        } catch (e) { op = [6, e]; y = 0; } finally { f = t = 0; }
        if (op[0] & 5) throw op[1]; return { value: op[0] ? op[1] : void 0, done: true };
    }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.Service = void 0;
var qs = require("qs");
var transporters_1 = require("./transporters");
/**
 * base service class
 */
var Service = /** @class */ (function () {
    function Service(options) {
        this.options = options;
    }
    /**
     * Create and send request to API
     */
    Service.prototype.fetch = function (options) {
        var _a, _b;
        return __awaiter(this, void 0, void 0, function () {
            var defaultOptions, baseUrl, url, querystrings, headers, fetchOptions, transporter;
            return __generator(this, function (_c) {
                defaultOptions = __assign(__assign({ headers: {} }, {
                    method: 'GET'
                }), options);
                baseUrl = this.options.endpoint;
                // tslint:disable-next-line:no-single-line-block-comment
                /* istanbul ignore else */
                if (typeof ((_b = (_a = this.options) === null || _a === void 0 ? void 0 : _a.project) === null || _b === void 0 ? void 0 : _b.id) === 'string' && this.options.project.id.length > 0) {
                    baseUrl = baseUrl + "/projects/" + this.options.project.id;
                }
                url = "" + baseUrl + defaultOptions.uri;
                querystrings = qs.stringify(defaultOptions.qs);
                url += (querystrings.length > 0) ? "?" + querystrings : '';
                headers = __assign({
                    Accept: 'application/json',
                    'Content-Type': 'application/json'
                }, defaultOptions.headers);
                fetchOptions = {
                    method: defaultOptions.method,
                    headers: headers,
                    body: JSON.stringify(defaultOptions.body)
                };
                // create request (using authClient or otherwise and return request obj)
                if (this.options.auth !== undefined) {
                    return [2 /*return*/, this.options.auth.fetch(url, fetchOptions, defaultOptions.expectedStatusCodes)];
                }
                else {
                    transporter = (this.options.transporter !== undefined)
                        ? this.options.transporter
                        : new transporters_1.DefaultTransporter(defaultOptions.expectedStatusCodes);
                    return [2 /*return*/, transporter.fetch(url, fetchOptions)];
                }
                return [2 /*return*/];
            });
        });
    };
    return Service;
}());
exports.Service = Service;
