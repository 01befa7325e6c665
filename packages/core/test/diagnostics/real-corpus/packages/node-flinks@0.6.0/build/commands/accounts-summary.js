"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.getAccountsSummaryAsync = exports.getAccountsSummary = void 0;
const debug_1 = __importDefault(require("debug"));
const flinks_error_1 = __importDefault(require("../lib/flinks-error"));
const transform_keys_1 = require("../lib/transform-keys");
const headers_1 = require("../lib/headers");
const debug = (0, debug_1.default)('node-flinks:commands:accounts');
const defaultOptions = {
    mostRecentCached: true,
};
const isResponse = (data) => {
    return data.HttpStatusCode === 200;
};
const isAsyncResponse = (data) => {
    return data.HttpStatusCode === 202;
};
const getAccountsSummary = async (client, options) => {
    const requestOptions = (0, transform_keys_1.transformOptions)({
        ...defaultOptions,
        ...options,
    });
    const flinksClient = (0, headers_1.addBearerTokenHeader)(client, options.accessToken);
    debug('request options', requestOptions);
    try {
        const response = await flinksClient.post(`BankingServices/GetAccountsSummary`, {
            json: {
                ...requestOptions,
            },
            responseType: 'json',
        });
        debug('flinks getAccountsSummary response', response.body);
        const data = response.body;
        if (isResponse(data)) {
            return (0, transform_keys_1.transformResponse)(data);
        }
        else if (isAsyncResponse(data)) {
            return (0, transform_keys_1.transformResponse)(data);
        }
        else {
            throw new Error(`Unexpected response code from getAccountsSummary: ${data.HttpStatusCode}`);
        }
    }
    catch (error) {
        if (error.response?.body) {
            debug('flinks getAccountsSummary error response', error.response.body);
            throw new flinks_error_1.default('getAccountsSummary', { ...error.response.body });
        }
        else {
            debug('flinks getAccountsSummary error', error);
            throw error;
        }
    }
};
exports.getAccountsSummary = getAccountsSummary;
const getAccountsSummaryAsync = async (client, options) => {
    const flinksClient = (0, headers_1.addBearerTokenHeader)(client, options.accessToken);
    try {
        const response = await flinksClient.post(`BankingServices/GetAccountsSummaryAsync/${options.requestId}`, {
            responseType: 'json',
        });
        debug('flinks getAccountsSummaryAsync response', response.body);
        const data = response.body;
        if (isResponse(data)) {
            return (0, transform_keys_1.transformResponse)(data);
        }
        else if (isAsyncResponse(data)) {
            return (0, transform_keys_1.transformResponse)(data);
        }
        else {
            throw new Error(`Unexpected response code from getAccountsSummaryAsync: ${data.HttpStatusCode}`);
        }
    }
    catch (error) {
        if (error.response?.body) {
            debug('flinks getAccountsSummaryAsync error response', error.response.body);
            throw new flinks_error_1.default('getAccountsSummaryAsync', { ...error.response.body });
        }
        else {
            debug('flinks getAccountsSummaryAsync error', error);
            throw error;
        }
    }
};
exports.getAccountsSummaryAsync = getAccountsSummaryAsync;
//# sourceMappingURL=accounts-summary.js.map