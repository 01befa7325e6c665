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
exports.Request = exports.DEFAULT_USER_AGENT = exports.MIN_MAX_RETRY = exports.MAX_MAX_RETRY = exports.DEFAULT_MAX_RETRY = exports.DEFAULT_TIMEOUT = exports.DEFAULT_DOMAIN = void 0;
const axios_1 = __importDefault(require("axios"));
const authentication_1 = require("./authentication");
const error_1 = require("../error");
const code_1 = require("../error/code");
const meta_code_1 = require("../error/meta_code");
const querystring_1 = __importDefault(require("querystring"));
exports.DEFAULT_DOMAIN = "https://api.aftership.com";
exports.DEFAULT_TIMEOUT = 10000;
exports.DEFAULT_MAX_RETRY = 3;
exports.MAX_MAX_RETRY = 10;
exports.MIN_MAX_RETRY = 0;
exports.DEFAULT_USER_AGENT = "tracking-sdk-nodejs/17.0.0 (https://www.aftership.com) axios/1.7.2";
class Request {
    constructor(options) {
        this.DELAY_BASE = 3000;
        this.options = options;
    }
    getHeaders(config) {
        const content_type = "application/json";
        const headers = Object.assign({ "as-api-key": this.options.api_key, "Content-Type": content_type, "User-Agent": this.options.user_agent || exports.DEFAULT_USER_AGENT, "aftership-client": exports.DEFAULT_USER_AGENT }, config.headers);
        if (this.options.auth_type === authentication_1.AuthType.AES ||
            this.options.auth_type === authentication_1.AuthType.RSA) {
            const header_keys = this.options.auth_type === authentication_1.AuthType.AES
                ? "as-signature-hmac-sha256"
                : "as-signature-rsa-sha256";
            const date_now = new Date().toUTCString();
            headers[header_keys] = authentication_1.Authentication.sign({
                method: config.method,
                url: config.url,
                body: JSON.stringify(config.body),
                content_type,
                query: config.query,
                auth_type: this.options.auth_type,
                date: date_now,
                private_key: this.options.api_secret,
                headers,
            });
            headers["date"] = date_now;
        }
        return headers;
    }
    shouldRetry(error) {
        if (error.code === "ECONNABORTED") {
            return true;
        }
        if (error.response && error.response.status >= 500) {
            return true;
        }
        return false;
    }
    delayWithJitter(retry_attempt) {
        const delay = (this.DELAY_BASE * 2) ^ (retry_attempt - 1);
        const jitter = delay * (Math.random() - 0.5);
        const totalDelay = Math.max(1, delay + jitter);
        return new Promise((resolve) => {
            setTimeout(resolve, totalDelay);
        });
    }
    withRetry(requestConfig, retry = 0) {
        return __awaiter(this, void 0, void 0, function* () {
            try {
                const response = yield (0, axios_1.default)(requestConfig);
                return response;
            }
            catch (error) {
                if (this.shouldRetry(error) && retry < this.options.max_retry) {
                    yield this.delayWithJitter(retry);
                    retry++;
                    return this.withRetry(requestConfig, retry);
                }
                throw error;
            }
        });
    }
    makeRequest(config) {
        return __awaiter(this, void 0, void 0, function* () {
            const headers = this.getHeaders(config);
            try {
                const axiosConfig = {
                    url: config.url,
                    method: config.method,
                    headers,
                    params: config.query,
                    validateStatus: (status) => status >= 200 && status < 300,
                    baseURL: this.options.domain,
                    data: config.body,
                    timeout: this.options.timeout,
                    proxy: this.options.proxy,
                };
                if (config.query) {
                    axiosConfig.paramsSerializer = (params) => {
                        const query_keys = Object.keys(params).sort();
                        const parts = [];
                        for (const k of query_keys) {
                            const value = params[k];
                            if (value !== null && value !== undefined) {
                                const key = k.trim();
                                const val = value.toString().trim();
                                parts.push(`${key}=${querystring_1.default.escape(val)}`);
                            }
                        }
                        return parts.join("&");
                    };
                }
                const response = yield this.withRetry(axiosConfig);
                const plainHeaders = {};
                if (response.headers) {
                    for (const key in response.headers) {
                        if (Object.prototype.hasOwnProperty.call(response.headers, key)) {
                            const value = response.headers[key];
                            if (Array.isArray(value)) {
                                plainHeaders[key] = value.join(", ");
                            }
                            else if (value !== null && value !== undefined) {
                                plainHeaders[key] = String(value);
                            }
                        }
                    }
                }
                return {
                    response_headers: plainHeaders,
                    data: response.data.data,
                };
            }
            catch (error) {
                throw this.handleError(error);
            }
        });
    }
    handleError(e) {
        var _a, _b;
        if (e.code === "ECONNABORTED") {
            return new error_1.AftershipError("Request timed out.", code_1.AfterShipErrorCodes.TIMED_OUT);
        }
        if (e instanceof error_1.AftershipError) {
            return e;
        }
        const response = e.response;
        const response_data_str = JSON.stringify(response === null || response === void 0 ? void 0 : response.data);
        if (response) {
            const meta = (_a = response.data) === null || _a === void 0 ? void 0 : _a.meta;
            const message = (meta === null || meta === void 0 ? void 0 : meta.message) || e.message;
            let code = meta_code_1.AfterShipMetaCodeMap[(_b = meta === null || meta === void 0 ? void 0 : meta.code) === null || _b === void 0 ? void 0 : _b.toString()];
            if (!code) {
                if (response.status >= 500) {
                    code = code_1.AfterShipErrorCodes.UNKNOWN_ERROR;
                }
                else if (response.status >= 400) {
                    code = code_1.AfterShipErrorCodes.BAD_REQUEST;
                }
            }
            return new error_1.AftershipError(message, code, meta === null || meta === void 0 ? void 0 : meta.code, response.status, response_data_str, response.headers);
        }
        return new error_1.AftershipError(e.message, code_1.AfterShipErrorCodes.UNKNOWN_ERROR);
    }
}
exports.Request = Request;
//# sourceMappingURL=request.js.map