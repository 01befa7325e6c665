"use strict";
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const ApiError_1 = __importDefault(require("./types/ApiError"));
const { version } = require("../package.json");
class ApiClient {
    constructor(config) {
        this.config = config;
    }
    get(requestOptions) {
        return __awaiter(this, void 0, void 0, function* () {
            const [requestUrl, fetchRequestOptions] = this.buildRequestUrlAndOptions("GET", requestOptions);
            /* @ts-ignore */
            const response = yield fetch(requestUrl, fetchRequestOptions);
            if (!response.ok) {
                throw this.buildError(yield response.json());
            }
            return this.parseResponse(response);
        });
    }
    delete(requestOptions) {
        return __awaiter(this, void 0, void 0, function* () {
            const [requestUrl, fetchRequestOptions] = this.buildRequestUrlAndOptions("DELETE", requestOptions);
            /* @ts-ignore */
            const response = yield fetch(requestUrl, fetchRequestOptions);
            if (!response.ok) {
                throw this.buildError(yield response.json());
            }
            return this.parseResponse(response);
        });
    }
    post(requestOptions) {
        return __awaiter(this, void 0, void 0, function* () {
            const [requestUrl, fetchRequestOptions] = this.buildRequestUrlAndOptions("POST", requestOptions);
            /* @ts-ignore */
            const response = yield fetch(requestUrl, fetchRequestOptions);
            if (!response.ok) {
                throw this.buildError(yield response.json());
            }
            return this.parseResponse(response);
        });
    }
    put(requestOptions) {
        return __awaiter(this, void 0, void 0, function* () {
            const [requestUrl, fetchRequestOptions] = this.buildRequestUrlAndOptions("PUT", requestOptions);
            /* @ts-ignore */
            const response = yield fetch(requestUrl, fetchRequestOptions);
            if (!response.ok) {
                throw this.buildError(yield response.json());
            }
            return this.parseResponse(response);
        });
    }
    buildRequestUrlAndOptions(method, requestOptions) {
        let baseUrl = this.config.baseUrl;
        const fetchRequestOptions = {
            method,
            headers: {
                Authorization: `ApiKey ${this.config.apiKey}`,
                'User-Agent': `warrant-node/${version}`,
                'Content-Type': "application/json"
            },
        };
        if (requestOptions === null || requestOptions === void 0 ? void 0 : requestOptions.apiKey) {
            fetchRequestOptions.headers['Authorization'] = `ApiKey ${requestOptions.apiKey}`;
        }
        if (requestOptions === null || requestOptions === void 0 ? void 0 : requestOptions.baseUrl) {
            baseUrl = requestOptions.baseUrl;
        }
        let requestUrl = `${baseUrl}${requestOptions.url}`;
        if (requestOptions === null || requestOptions === void 0 ? void 0 : requestOptions.params) {
            const queryParams = new URLSearchParams(requestOptions.params);
            requestUrl += `?${queryParams}`;
        }
        if (method !== "GET" && requestOptions.data) {
            if (Object.keys(requestOptions.data).length === 0) {
                fetchRequestOptions.body = "{}";
            }
            else {
                fetchRequestOptions.body = JSON.stringify(requestOptions.data);
            }
        }
        return [requestUrl, fetchRequestOptions];
    }
    parseResponse(response) {
        return __awaiter(this, void 0, void 0, function* () {
            const resJson = yield response.text();
            if (resJson) {
                return JSON.parse(resJson);
            }
            return resJson;
        });
    }
    buildError(errorResponse) {
        return new ApiError_1.default(errorResponse.code, errorResponse.message);
    }
}
exports.default = ApiClient;
