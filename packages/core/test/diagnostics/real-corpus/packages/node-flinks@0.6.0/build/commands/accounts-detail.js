"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.getAccountsDetailAsync = exports.getAccountsDetail = void 0;
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
const getAccountsDetail = async (client, options) => {
    const requestOptions = (0, transform_keys_1.transformOptions)({
        ...defaultOptions,
        ...options,
    });
    const flinksClient = (0, headers_1.addBearerTokenHeader)(client, options.accessToken);
    debug('request options', requestOptions);
    try {
        const response = await flinksClient.post(`BankingServices/GetAccountsDetail`, {
            json: {
                ...requestOptions,
            },
            responseType: 'json',
        });
        debug('flinks getAccountsDetail response', response.body);
        const data = response.body;
        if (isResponse(data)) {
            return (0, transform_keys_1.transformResponse)(data);
        }
        else if (isAsyncResponse(data)) {
            return (0, transform_keys_1.transformResponse)(data);
        }
        else {
            throw new Error(`Unexpected response code from getAccountsDetail: ${data.HttpStatusCode}`);
        }
    }
    catch (error) {
        if (error.response?.body) {
            debug('flinks getAccountsDetail error response', error.response.body);
            throw new flinks_error_1.default('getAccountsDetail', { ...error.response.body });
        }
        else {
            debug('flinks getAccountsDetail error', error);
            throw error;
        }
    }
};
exports.getAccountsDetail = getAccountsDetail;
const getAccountsDetailAsync = async (client, options) => {
    const flinksClient = (0, headers_1.addBearerTokenHeader)(client, options.accessToken);
    try {
        const response = await flinksClient.post(`BankingServices/GetAccountsDetailAsync/${options.requestId}`, {
            responseType: 'json',
        });
        debug('flinks getAccountsDetailAsync response', response.body);
        const data = response.body;
        if (isResponse(data)) {
            return (0, transform_keys_1.transformResponse)(data);
        }
        else if (isAsyncResponse(data)) {
            return (0, transform_keys_1.transformResponse)(data);
        }
        else {
            throw new Error(`Unexpected response code from getAccountsDetailAsync: ${data.HttpStatusCode}`);
        }
    }
    catch (error) {
        if (error.response?.body) {
            debug('flinks getAccountsDetailAsync error response', error.response.body);
            throw new flinks_error_1.default('getAccountsDetailAsync', { ...error.response.body });
        }
        else {
            debug('flinks getAccountsDetailAsync error', error);
            throw error;
        }
    }
};
exports.getAccountsDetailAsync = getAccountsDetailAsync;
//# sourceMappingURL=accounts-detail.js.map