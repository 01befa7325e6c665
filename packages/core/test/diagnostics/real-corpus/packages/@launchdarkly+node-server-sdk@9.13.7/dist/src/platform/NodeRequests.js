"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const http = require("http");
const https = require("https");
const https_proxy_agent_1 = require("https-proxy-agent");
// No types for the event source.
// @ts-ignore
const launchdarkly_eventsource_1 = require("launchdarkly-eventsource");
const url_1 = require("url");
const util_1 = require("util");
const zlib = require("zlib");
const NodeResponse_1 = require("./NodeResponse");
const gzip = (0, util_1.promisify)(zlib.gzip);
function processTlsOptions(tlsOptions) {
    const options = {
        ca: tlsOptions.ca,
        cert: tlsOptions.cert,
        checkServerIdentity: tlsOptions.checkServerIdentity,
        ciphers: tlsOptions.ciphers,
        // Our interface says object for the pfx object. But the node
        // type is more strict. This is also true for the key and KeyObject.
        // @ts-ignore
        pfx: tlsOptions.pfx,
        // @ts-ignore
        key: tlsOptions.key,
        passphrase: tlsOptions.passphrase,
        rejectUnauthorized: tlsOptions.rejectUnauthorized,
        secureProtocol: tlsOptions.secureProtocol,
        servername: tlsOptions.servername,
    };
    // Node does not take kindly to undefined keys.
    Object.keys(options).forEach((key) => {
        if (options[key] === undefined) {
            delete options[key];
        }
    });
    return options;
}
function processProxyOptions(proxyOptions, additional = {}) {
    var _a;
    const proxyUrl = (0, url_1.format)({
        protocol: ((_a = proxyOptions.scheme) === null || _a === void 0 ? void 0 : _a.startsWith('https')) ? 'https:' : 'http:',
        slashes: true,
        hostname: proxyOptions.host,
        port: proxyOptions.port,
    });
    const parsedOptions = Object.assign({}, additional);
    if (proxyOptions.auth) {
        parsedOptions.headers = {
            'Proxy-Authorization': `Basic ${Buffer.from(proxyOptions.auth).toString('base64')}`,
        };
    }
    // Node does not take kindly to undefined keys.
    Object.keys(parsedOptions).forEach((key) => {
        if (parsedOptions[key] === undefined) {
            delete parsedOptions[key];
        }
    });
    return new https_proxy_agent_1.HttpsProxyAgent(proxyUrl, parsedOptions);
}
function createAgent(tlsOptions, proxyOptions, logger) {
    var _a;
    if (!((_a = proxyOptions === null || proxyOptions === void 0 ? void 0 : proxyOptions.auth) === null || _a === void 0 ? void 0 : _a.startsWith('https')) && tlsOptions) {
        logger === null || logger === void 0 ? void 0 : logger.warn('Proxy configured with TLS options, but is not using an https auth.');
    }
    if (tlsOptions) {
        const agentOptions = processTlsOptions(tlsOptions);
        if (proxyOptions) {
            return processProxyOptions(proxyOptions, agentOptions);
        }
        return new https.Agent(agentOptions);
    }
    if (proxyOptions) {
        return processProxyOptions(proxyOptions);
    }
    return undefined;
}
// A caller-supplied agent is a completely different way of constructing the agent than the
// tlsOptions/proxyOptions path above: it takes precedence and is used verbatim, covering proxy
// schemes the SDK does not build itself (for example a SOCKS proxy via socks-proxy-agent). When
// it is set, proxyOptions and tlsParams are ignored because the agent owns connection setup.
function resolveAgent(tlsOptions, proxyOptions, proxyAgent, logger) {
    if (proxyAgent) {
        if (proxyOptions || tlsOptions) {
            logger === null || logger === void 0 ? void 0 : logger.warn('Both proxyAgent and proxyOptions/tlsParams were provided; using proxyAgent and ignoring proxyOptions/tlsParams.');
        }
        return proxyAgent;
    }
    return createAgent(tlsOptions, proxyOptions, logger);
}
class NodeRequests {
    constructor(tlsOptions, proxyOptions, proxyAgent, logger, enableEventCompression) {
        this._hasProxy = false;
        this._hasProxyAuth = false;
        this._enableBodyCompression = false;
        this._agent = resolveAgent(tlsOptions, proxyOptions, proxyAgent, logger);
        // A caller-supplied proxyAgent is treated as a best-effort proxy signal: the SDK cannot
        // inspect an opaque agent to know whether it actually proxies (it could just as easily be a
        // certificate-only agent for mTLS). Reporting true is the better default here because
        // proxying is this option's primary motivation, while other connection concerns (such as
        // custom TLS) are handled by tlsParams.
        this._hasProxy = !!proxyOptions || !!proxyAgent;
        // Same best-effort reasoning as _hasProxy above: the SDK can't inspect a caller-supplied
        // proxyAgent to know whether it carries its own auth (e.g. credentials embedded in a SOCKS
        // URL), so treat any proxyAgent as a best-effort signal for auth too, rather than reporting
        // false just because it doesn't come from proxyOptions.auth.
        this._hasProxyAuth = !!(proxyOptions === null || proxyOptions === void 0 ? void 0 : proxyOptions.auth) || !!proxyAgent;
        this._enableBodyCompression = !!enableEventCompression;
    }
    async fetch(url, options = {}) {
        var _a, _b;
        const isSecure = url.startsWith('https://');
        const impl = isSecure ? https : http;
        const headers = Object.assign({}, options.headers);
        let bodyData = options.body;
        // For get requests we are going to automatically support compressed responses.
        // Note this does not affect SSE as the event source is not using this fetch implementation.
        if (((_a = options.method) === null || _a === void 0 ? void 0 : _a.toLowerCase()) === 'get') {
            headers['accept-encoding'] = 'gzip';
        }
        // For post requests we are going to support compressed post bodies if the
        // enableEventCompression config setting is true and the compressBodyIfPossible
        // option is true.
        else if (this._enableBodyCompression &&
            !!options.compressBodyIfPossible &&
            ((_b = options.method) === null || _b === void 0 ? void 0 : _b.toLowerCase()) === 'post' &&
            options.body) {
            headers['content-encoding'] = 'gzip';
            bodyData = await gzip(Buffer.from(options.body, 'utf8'));
        }
        return new Promise((resolve, reject) => {
            const req = impl.request(url, {
                timeout: options.timeout,
                headers,
                method: options.method,
                agent: this._agent,
            }, (res) => resolve(new NodeResponse_1.default(res)));
            if (bodyData) {
                req.write(bodyData);
            }
            req.on('error', (err) => {
                reject(err);
            });
            req.on('timeout', () => {
                req.destroy(new Error('Request timed out'));
            });
            req.end();
        });
    }
    createEventSource(url, eventSourceInitDict) {
        const expandedOptions = Object.assign(Object.assign({}, eventSourceInitDict), { agent: this._agent, tlsParams: this._tlsOptions, maxBackoffMillis: 30 * 1000, jitterRatio: 0.5 });
        return new launchdarkly_eventsource_1.EventSource(url, expandedOptions);
    }
    getEventSourceCapabilities() {
        return {
            readTimeout: true,
            headers: true,
            customMethod: true,
        };
    }
    usingProxy() {
        return this._hasProxy;
    }
    usingProxyAuth() {
        return this._hasProxyAuth;
    }
}
exports.default = NodeRequests;
//# sourceMappingURL=NodeRequests.js.map