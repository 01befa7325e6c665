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
Object.defineProperty(exports, "__esModule", { value: true });
exports.Fetch = void 0;
const types_1 = require("../types");
class Fetch {
    constructor(baseUrl, headers) {
        this.baseUrl = baseUrl;
        if (headers)
            this.headers = headers;
    }
    send(cls, method, path, data, files, headers) {
        return __awaiter(this, void 0, void 0, function* () {
            const endpoint = `${this.baseUrl}${path}`;
            const options = {
                headers: Object.assign({ "X-HTTP-Method-Override": method }, this.headers, headers),
                method: "post"
            };
            let formData;
            if (files) {
                const form = Object.assign({}, files, data);
                formData = new FormData();
                for (let [key, value] of Object.entries(form)) {
                    if (value == null)
                        continue;
                    if (Array.isArray(value))
                        value = value.join(",");
                    formData.append(key, value);
                }
                options.body = formData;
            }
            else {
                options.headers["Content-Type"] = "application/json";
                options.body = JSON.stringify(data, (_key, value) => value == null ? undefined : value);
            }
            const res = yield fetch(endpoint, options);
            const json = yield res.json();
            if (json.status >= 300 || json.status < 200)
                throw new types_1.ModernMTException(json.status, json.error.type, json.error.message);
            return cls ? new cls(json.data) : json.data;
        });
    }
}
exports.Fetch = Fetch;
