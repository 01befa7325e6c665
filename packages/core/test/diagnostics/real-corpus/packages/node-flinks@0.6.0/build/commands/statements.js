"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.getStatementsAsync = exports.getStatements = void 0;
const debug_1 = __importDefault(require("debug"));
const flinks_error_1 = __importDefault(require("../lib/flinks-error"));
const transform_keys_1 = require("../lib/transform-keys");
const headers_1 = require("../lib/headers");
const debug = (0, debug_1.default)('node-flinks:commands:statements');
const defaultOptions = {
    mostRecentCached: true,
};
const isResponse = (data) => {
    return data.HttpStatusCode === 200;
};
const isAsyncResponse = (data) => {
    return data.HttpStatusCode === 202;
};
const getStatements = async (client, options) => {
    const requestOptions = (0, transform_keys_1.transformOptions)({
        ...defaultOptions,
        ...options,
    });
    const flinksClient = (0, headers_1.addBearerTokenHeader)(client, options.accessToken);
    debug('request options', requestOptions);
    try {
        const response = await flinksClient.post(`BankingServices/GetStatements`, {
            json: {
                ...requestOptions,
            },
            responseType: 'json',
        });
        debug('flinks getStatements response', response.body);
        const data = response.body;
        if (isResponse(data)) {
            return (0, transform_keys_1.transformResponse)(data);
        }
        else if (isAsyncResponse(data)) {
            return (0, transform_keys_1.transformResponse)(data);
        }
        else {
            throw new Error(`Unexpected response code from getStatements: ${data.HttpStatusCode}`);
        }
    }
    catch (error) {
        if (error.response?.body) {
            debug('flinks getStatements error response', error.response.body);
            throw new flinks_error_1.default('getStatements', { ...error.response.body });
        }
        else {
            debug('flinks getStatements error', error);
            throw error;
        }
    }
};
exports.getStatements = getStatements;
const getStatementsAsync = async (client, options) => {
    const flinksClient = (0, headers_1.addBearerTokenHeader)(client, options.accessToken);
    try {
        const response = await flinksClient.post(`BankingServices/GetStatementsAsync/${options.requestId}`, {
            responseType: 'json',
        });
        debug('flinks getStatementsAsync response', response.body);
        const data = response.body;
        if (isResponse(data)) {
            return (0, transform_keys_1.transformResponse)(data);
        }
        else if (isAsyncResponse(data)) {
            return (0, transform_keys_1.transformResponse)(data);
        }
        else {
            throw new Error(`Unexpected response code from getStatementsAsync: ${data.HttpStatusCode}`);
        }
    }
    catch (error) {
        if (error.response?.body) {
            debug('flinks getStatementsAsync error response', error.response.body);
            throw new flinks_error_1.default('getStatementsAsync', { ...error.response.body });
        }
        else {
            debug('flinks getStatementsAsync error', error);
            throw error;
        }
    }
};
exports.getStatementsAsync = getStatementsAsync;
//# sourceMappingURL=statements.js.map