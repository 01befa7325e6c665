"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.NodeCustomAgentConnection = void 0;
const http_1 = __importDefault(require("http"));
const https_1 = __importDefault(require("https"));
const node_base_connection_1 = require("./node_base_connection");
const index_1 = require("../common/index");
class NodeCustomAgentConnection extends node_base_connection_1.NodeBaseConnection {
    httpRequestFn;
    constructor(params) {
        if (!params.http_agent) {
            throw new Error("http_agent is required to create NodeCustomAgentConnection");
        }
        super(params, params.http_agent);
        // See https://github.com/ClickHouse/clickhouse-js/issues/352
        if (params.url.protocol.startsWith("https")) {
            this.httpRequestFn = https_1.default.request;
        }
        else {
            this.httpRequestFn = http_1.default.request;
        }
    }
    createClientRequest(params) {
        const headers = (0, index_1.withCompressionHeaders)({
            headers: params.headers,
            request_compression_codec: params.request_compression?.codec,
            response_compression_codec: params.response_compression_codec,
        });
        return this.httpRequestFn(params.url, {
            method: params.method,
            agent: this.agent,
            timeout: this.params.request_timeout,
            signal: params.abort_signal,
            headers,
            ...(this.params.max_response_headers_size !== undefined && {
                maxHeaderSize: this.params.max_response_headers_size,
            }),
        });
    }
}
exports.NodeCustomAgentConnection = NodeCustomAgentConnection;
//# sourceMappingURL=node_custom_agent_connection.js.map