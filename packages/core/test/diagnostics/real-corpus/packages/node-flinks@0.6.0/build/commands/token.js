"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.token = void 0;
const debug_1 = __importDefault(require("debug"));
const flinks_error_1 = __importDefault(require("../lib/flinks-error"));
const transform_keys_1 = require("../lib/transform-keys");
const debug = (0, debug_1.default)('node-flinks:commands:token');
const token = async (client, options, testing = false) => {
    const requestOptions = (0, transform_keys_1.transformToSnakeCase)(options);
    debug('request options', requestOptions);
    try {
        let url = `BankingServices/Token`;
        if (testing) {
            url = `BankingServices/Token/?demoObe=true`;
        }
        const response = await client.post(url, {
            json: {
                ...requestOptions,
            },
            responseType: 'json',
        });
        debug('flinks token response', response.body);
        const data = response.body;
        return (0, transform_keys_1.transformResponse)(data);
    }
    catch (error) {
        if (error.response?.body) {
            debug('flinks token error response', error.response.body);
            throw new flinks_error_1.default('token', { ...error.response.body });
        }
        else {
            debug('flinks token error', error);
            throw error;
        }
    }
};
exports.token = token;
//# sourceMappingURL=token.js.map