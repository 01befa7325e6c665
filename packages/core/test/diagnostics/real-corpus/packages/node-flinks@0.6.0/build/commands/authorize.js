"use strict";
/* eslint-disable @typescript-eslint/no-explicit-any */
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.authorize = void 0;
const debug_1 = __importDefault(require("debug"));
const flinks_error_1 = __importDefault(require("../lib/flinks-error"));
const transform_keys_1 = require("../lib/transform-keys");
const headers_1 = require("../lib/headers");
const debug = (0, debug_1.default)('node-flinks:commands:authorize');
const defaultOptions = {
    mostRecentCached: true,
    save: false,
};
const authorize = async (client, options) => {
    const flinksClient = (0, headers_1.addBearerTokenHeader)(client, options.accessToken);
    const requestOptions = (0, transform_keys_1.transformOptions)({ ...defaultOptions, ...options });
    debug('request options', requestOptions);
    try {
        const response = await flinksClient.post(`BankingServices/Authorize`, {
            json: {
                ...requestOptions,
            },
            responseType: 'json',
        });
        debug('flinks authorize response', response.body);
        const data = response.body;
        return (0, transform_keys_1.transformResponse)(data);
    }
    catch (error) {
        if (error.response?.body) {
            debug('flinks authorize error response', error.response.body);
            throw new flinks_error_1.default('authorize', { ...error.response.body });
        }
        else {
            debug('flinks authorize error', error);
            throw error;
        }
    }
};
exports.authorize = authorize;
//# sourceMappingURL=authorize.js.map