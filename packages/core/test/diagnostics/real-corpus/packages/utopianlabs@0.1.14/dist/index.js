"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.UtopianLabs = void 0;
// src/index.ts
const axios_1 = __importDefault(require("axios"));
const agents_1 = require("./endpoints/agents");
const errors_1 = require("./errors");
const me_1 = require("./endpoints/me");
class UtopianLabs {
    constructor(config) {
        const baseURL = config.baseURL || "https://api.utopianlabs.ai";
        const version = config.version || "v1";
        this.client = axios_1.default.create({
            baseURL: `${baseURL}/${version}`,
            headers: {
                Authorization: `Bearer ${config.apiKey}`,
                "Content-Type": "application/json",
            },
            validateStatus(status) {
                return status >= 200 && status < 400;
            },
        });
        // Add response interceptor for error handling
        this.client.interceptors.response.use((response) => response, (error) => {
            if (error.response) {
                const { status, data } = error.response;
                if (status === 401) {
                    return Promise.reject(new errors_1.SDKError(errors_1.SDKErrorType.Unauthorized, "Invalid API key"));
                }
                else if (status === 402) {
                    return Promise.reject(new errors_1.SDKError(errors_1.SDKErrorType.PaymentRequired, "Payment required"));
                }
                else if (status === 404) {
                    return Promise.reject(new errors_1.SDKError(errors_1.SDKErrorType.NotFound, "Resource not found"));
                }
                else if (status === 400) {
                    return Promise.reject(new errors_1.SDKError(errors_1.SDKErrorType.BadRequest, data.error?.message || "Bad request"));
                }
                else if (status === 429) {
                    return Promise.reject(new errors_1.SDKError(errors_1.SDKErrorType.RateLimitExceeded, "Rate limit exceeded"));
                }
                else {
                    return Promise.reject(new errors_1.SDKError(errors_1.SDKErrorType.ApiError, data.error?.message || "API error"));
                }
            }
            return Promise.reject(new errors_1.SDKError(errors_1.SDKErrorType.Unknown, error.message || "Network error"));
        });
        // Initialize endpoints
        this.agents = new agents_1.AgentsEndpoints(this.client);
        this._meEndpoints = new me_1.MeEndpoints(this.client);
    }
    async me() {
        return this._meEndpoints.me();
    }
}
exports.UtopianLabs = UtopianLabs;
__exportStar(require("./errors"), exports);
__exportStar(require("./types"), exports);
__exportStar(require("./schemas"), exports);
