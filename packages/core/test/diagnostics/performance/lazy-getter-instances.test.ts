// A client instance a class's own getter makes once and hands back (`get client() { if (…) make it; return it; }`),
// read as `this.client` by the class's sends: fintoc 1.15.0 build/main/lib/client.js:33-41 and 61, tsc's static
// private field (`__classPrivateFieldSet(_a, _a, axios_1.default.create({ baseURL, headers, params }), "f",
// _Client_client)`, returned by `__classPrivateFieldGet(_a, _a, "f", _Client_client)`), shortened; the same with a
// plain member. The verdict then sits on the send, which relies on the instance's default, not on the create.
// Counterparts: a create with a timeout within the limit is silent; a getter that may return anything else is not read.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const fintoc = (config = 'baseURL: this.baseUrl,') => `"use strict";
var __classPrivateFieldGet = (this && this.__classPrivateFieldGet) || function (receiver, state, kind, f) { return f.value; };
var __classPrivateFieldSet = (this && this.__classPrivateFieldSet) || function (receiver, state, value, kind, f) { return (f.value = value), value; };
var _a, _Client_client;
const axios_1 = require("axios");
class Client {
    constructor(options) { this.baseUrl = options.baseUrl; }
    get client() {
        if (__classPrivateFieldGet(_a, _a, "f", _Client_client) === undefined) {
            __classPrivateFieldSet(_a, _a, axios_1.default.create({
                ${config}
            }), "f", _Client_client);
        }
        return __classPrivateFieldGet(_a, _a, "f", _Client_client);
    }
    async request(options) {
        if (options.paginated) return paginate({ client: this.client, path: options.path });
        const response = await this.client.request({ method: 'get', url: options.path });
        return response.data;
    }
}
exports.Client = Client;
_a = Client;
_Client_client = { value: void 0 };
`;

const plain = (fallback = 'return this._client;') => `const axios = require("axios");
class Client {
    get client() {
        if (this._client === undefined) this._client = axios.create({ baseURL: "https://x" });
        ${fallback}
    }
    async request(path) {
        const response = await this.client.request({ method: 'get', url: path });
        return response.data;
    }
}
exports.Client = Client;
`;

describe('an instance a class’s getter makes once (fintoc)', () => {
  it('judges the send on the getter’s instance, not the create', () => {
    expect(checkFile(fintoc(), 'lib/client.js').found).toEqual([[MISSING, 18]]);
    expect(checkFile(plain(), 'lib/client.js').found).toEqual([[MISSING, 8]]);
  });

  it('is silent within the limit, and reads no getter that may return another value', () => {
    expect(checkFile(fintoc('baseURL: this.baseUrl, timeout: 5000,'), 'lib/client.js').found).toEqual([]);
    const other = plain('return this.ready ? this._client : makeOther();');
    expect(checkFile(other, 'lib/client.js').found).toEqual([[MISSING, 4]]);
  });
});
