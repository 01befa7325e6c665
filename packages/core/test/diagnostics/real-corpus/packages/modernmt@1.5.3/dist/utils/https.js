"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.Https = void 0;
const types_1 = require("../types");
const https_1 = require("https");
const form_data_1 = __importDefault(require("form-data"));
class Https {
    constructor(host, headers) {
        this.host = host;
        if (headers)
            this.headers = headers;
    }
    send(cls, method, path, data, files, headers) {
        const options = {
            host: this.host,
            headers: Object.assign({ "X-HTTP-Method-Override": method }, this.headers, headers),
            method: "post",
            path
        };
        let formData;
        if (files) {
            const form = Object.assign({}, files, data);
            formData = new form_data_1.default();
            for (let [key, value] of Object.entries(form)) {
                if (value == null)
                    continue;
                if (Array.isArray(value))
                    value = value.join(",");
                formData.append(key, value);
            }
            options.headers = Object.assign(Object.assign({}, options.headers), formData.getHeaders());
        }
        else {
            options.headers["Content-Type"] = "application/json";
        }
        return new Promise((resolve, reject) => {
            const req = (0, https_1.request)(options, (res) => {
                let chunks = '';
                res.on("data", (chunk) => {
                    chunks += chunk;
                });
                res.on("end", () => {
                    let json;
                    try {
                        json = JSON.parse(chunks);
                    }
                    catch (e) {
                        return reject(e);
                    }
                    if (json.status >= 300 || json.status < 200)
                        return reject(new types_1.ModernMTException(json.status, json.error.type, json.error.message));
                    return resolve(cls ? new cls(json.data) : json.data);
                });
            });
            req.on("error", (e) => {
                return reject(e);
            });
            if (data && !formData) {
                const json = JSON.stringify(data, (_key, value) => value == null ? undefined : value);
                req.write(Buffer.from(json));
                req.end();
            }
            else if (formData)
                formData.pipe(req);
            else
                req.end();
        });
    }
}
exports.Https = Https;
