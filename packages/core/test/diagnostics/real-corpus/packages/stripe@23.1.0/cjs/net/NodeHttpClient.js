"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NodeHttpClientResponse = exports.NodeHttpClient = void 0;
const http_ = require("http");
const https_ = require("https");
const HttpClient_js_1 = require("./HttpClient.js");
// `import * as http_ from 'http'` creates a "Module Namespace Exotic Object"
// which is immune to monkey-patching, whereas http_.default (in an ES Module context)
// will resolve to the same thing as require('http'), which is
// monkey-patchable. We care about this because users in their test
// suites might be using a library like "nock" which relies on the ability
// to monkey-patch and intercept calls to http.request.
const http = http_.default || http_;
const https = https_.default || https_;
const defaultHttpAgent = new http.Agent({ keepAlive: true });
const defaultHttpsAgent = new https.Agent({ keepAlive: true });
/**
 * HTTP client which uses the Node `http` and `https` packages to issue
 * requests.`
 */
class NodeHttpClient extends HttpClient_js_1.HttpClient {
    constructor(agent) {
        super();
        this._agent = agent;
    }
    /** @override. */
    getClientName() {
        return 'node';
    }
    makeRequest(host, port, path, method, headers, requestData, protocol, timeout) {
        const isInsecureConnection = protocol === 'http';
        let agent = this._agent;
        if (!agent) {
            agent = isInsecureConnection ? defaultHttpAgent : defaultHttpsAgent;
        }
        const requestPromise = new Promise((resolve, reject) => {
            const req = (isInsecureConnection ? http : https).request({
                host: host,
                port: port,
                path,
                method,
                agent,
                headers,
                ciphers: 'DEFAULT:!aNULL:!eNULL:!LOW:!EXPORT:!SSLv2:!MD5',
            });
            let requestTimedOut = false;
            req.setTimeout(timeout, () => {
                requestTimedOut = true;
                req.destroy(HttpClient_js_1.HttpClient.makeTimeoutError());
            });
            req.on('response', (response) => {
                resolve(new NodeHttpClientResponse(response, () => requestTimedOut));
            });
            req.on('error', (error) => {
                reject(error);
            });
            req.write(requestData);
            req.end();
        });
        return requestPromise;
    }
}
exports.NodeHttpClient = NodeHttpClient;
class NodeHttpClientResponse extends HttpClient_js_1.HttpClientResponse {
    constructor(res, isRequestTimedOut = () => false) {
        // @ts-ignore
        super(res.statusCode, res.headers || {});
        this._res = res;
        this._isRequestTimedOut = isRequestTimedOut;
    }
    getRawResponse() {
        return this._res;
    }
    /** Returns the raw Node response stream; stream errors are emitted unchanged. */
    toStream(streamCompleteCallback) {
        // The raw response is itself the stream, so we just return that. To be
        // backwards compatible, we should invoke the streamCompleteCallback only
        // once the stream has been fully consumed.
        this._res.once('end', () => streamCompleteCallback());
        return this._res;
    }
    /** Buffers and parses the body; body-read failures are normalized for SDK handling. */
    toJSON() {
        return new Promise((resolve, reject) => {
            let response = '';
            const makeBodyError = (error) => HttpClient_js_1.HttpClient.makeResponseBodyError(this._isRequestTimedOut() ? HttpClient_js_1.HttpClient.makeTimeoutError() : error);
            this._res.setEncoding('utf8');
            this._res.on('data', (chunk) => {
                response += chunk;
            });
            // Node only emits 'error' on an IncomingMessage when a listener is
            // attached; without one, a connection that stalls or drops after the
            // headers arrive never emits 'end' either, and this promise would hang
            // forever. See https://github.com/stripe/stripe-node/issues/2814.
            this._res.once('error', (error) => {
                reject(makeBodyError(error));
            });
            // Not every truncated response emits an 'error', so treat closing before
            // the body is complete as a failure too.
            this._res.once('close', () => {
                if (!this._res.complete) {
                    reject(makeBodyError(null));
                }
            });
            this._res.once('end', () => {
                try {
                    resolve(this._parseResponseBody(response));
                }
                catch (e) {
                    reject(e);
                }
            });
        });
    }
}
exports.NodeHttpClientResponse = NodeHttpClientResponse;
//# sourceMappingURL=NodeHttpClient.js.map