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
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_RETRY_DELAY = exports.DEFAULT_RETRIES = void 0;
exports.makeAxiosInstance = makeAxiosInstance;
exports.makeAxiosInstanceWithRetry = makeAxiosInstanceWithRetry;
const axios_1 = __importDefault(require("axios"));
const axios_retry_1 = __importStar(require("axios-retry"));
const is_retry_allowed_1 = __importDefault(require("is-retry-allowed"));
const errors_1 = require("./errors");
exports.DEFAULT_RETRIES = 3;
exports.DEFAULT_RETRY_DELAY = 1000;
/**
 * A handy function to create an Axios instance
 */
function makeAxiosInstance(config, retryConfig) {
    const client = axios_1.default.create(config);
    if (!retryConfig || !(client === null || client === void 0 ? void 0 : client.interceptors)) {
        return client;
    }
    (0, axios_retry_1.default)(client, retryConfig);
    return client;
}
/**
 * A handy function to create an Axios instance with a retry
 */
function makeAxiosInstanceWithRetry(config, logger, retries = exports.DEFAULT_RETRIES, delay = exports.DEFAULT_RETRY_DELAY) {
    const isNetworkError = (error) => {
        return (!error.response &&
            Boolean(error.code) && // Prevents retrying cancelled requests
            (0, is_retry_allowed_1.default)(error) // Prevents retrying unsafe errors
        );
    };
    return makeAxiosInstance(config, {
        retries,
        retryCondition: (error) => {
            var _a, _b, _c, _d;
            const isGraphQLEndpoint = Boolean((_b = (_a = error === null || error === void 0 ? void 0 : error.config) === null || _a === void 0 ? void 0 : _a.url) === null || _b === void 0 ? void 0 : _b.endsWith('graphql')) &&
                ((_c = error === null || error === void 0 ? void 0 : error.config) === null || _c === void 0 ? void 0 : _c.method) === 'post';
            // Timeouts should be retryable
            // 409 is an edit conflict error, which is retryable for GraphQL endpoints
            return (isNetworkError(error) ||
                (0, axios_retry_1.isRetryableError)(error) ||
                (isGraphQLEndpoint && ((_d = error.response) === null || _d === void 0 ? void 0 : _d.status) === 409));
        },
        retryDelay: (retryNumber, error) => {
            if (logger) {
                logger.warn((0, errors_1.wrapApiError)(error, `Retry attempt ${retryNumber} of ${retries}`));
            }
            if (typeof delay === 'number') {
                return retryNumber * delay;
            }
            return delay(error, retryNumber);
        },
        shouldResetTimeout: true,
    });
}
//# sourceMappingURL=axios.js.map