"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Http = exports.DEFAULT_REQUEST_TIMEOUT_MILLIS = void 0;
var tslib_1 = require("tslib");
var analytics_core_1 = require("@amplitude/analytics-core");
var http = tslib_1.__importStar(require("http"));
var https = tslib_1.__importStar(require("https"));
/**
 * Node's HTTP client applies no timeout of its own, so without this a stalled or
 * slow-trickling upload hangs forever. Matches the 10s network timeout used by
 * the Amplitude Java and Python SDKs.
 */
exports.DEFAULT_REQUEST_TIMEOUT_MILLIS = 10000;
// buildResponse() maps 408 to Status.Timeout and 0 to Status.Unknown. Destination
// retries both with backoff, bounded by flushMaxRetries, rather than dropping the
// batch the way it does for a null response.
var REQUEST_TIMEOUT_STATUS_CODE = 408;
var INCOMPLETE_RESPONSE_STATUS_CODE = 0;
var Http = /** @class */ (function (_super) {
    tslib_1.__extends(Http, _super);
    function Http(requestTimeoutMillis) {
        if (requestTimeoutMillis === void 0) { requestTimeoutMillis = exports.DEFAULT_REQUEST_TIMEOUT_MILLIS; }
        var _this = _super.call(this) || this;
        _this.requestTimeoutMillis = requestTimeoutMillis;
        return _this;
    }
    Http.prototype.send = function (serverUrl, payload) {
        var _this = this;
        var protocol;
        if (serverUrl.startsWith('http://')) {
            protocol = http;
        }
        else if (serverUrl.startsWith('https://')) {
            protocol = https;
        }
        else {
            throw new Error('Invalid server url');
        }
        var url = new URL(serverUrl);
        var requestPayload = JSON.stringify(payload);
        var options = {
            headers: {
                'Content-Type': 'application/json',
                'Content-Length': Buffer.byteLength(requestPayload),
            },
            hostname: url.hostname,
            method: 'POST',
            path: url.pathname,
            port: url.port,
            protocol: url.protocol,
        };
        return new Promise(function (resolve) {
            // Every path below must settle exactly once. A send() that never settles
            // leaves Destination.flushId set forever, which silently no-ops all later
            // flushes while the event queue keeps growing. See SDK-188.
            var settled = false;
            // `timer` is declared below, once req exists. Safe to close over here
            // because protocol.request() never invokes its response callback
            // synchronously, so nothing can call settle() before that runs.
            var settle = function (response) {
                if (settled) {
                    return;
                }
                settled = true;
                clearTimeout(timer.deadline);
                resolve(response);
            };
            // A connection that drops mid-response is transient, so retry rather than
            // discard the batch. Amplitude dedupes on insert_id, making a replay of a
            // batch the server may already have processed safe.
            var settleAsIncomplete = function () { return settle(_this.buildResponse({ code: INCOMPLETE_RESPONSE_STATUS_CODE })); };
            var req = protocol.request(options, function (res) {
                res.setEncoding('utf8');
                var responsePayload = '';
                res.on('data', function (chunk) {
                    responsePayload += chunk;
                });
                res.on('aborted', settleAsIncomplete);
                res.on('error', settleAsIncomplete);
                res.on('end', function () {
                    // A truncated body tells us nothing about whether the server accepted
                    // the batch.
                    if (!res.complete) {
                        settleAsIncomplete();
                        return;
                    }
                    try {
                        // An empty body lands here too, and falls back to the status line.
                        // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
                        var parsedResponsePayload = JSON.parse(responsePayload);
                        settle(_this.buildResponse(parsedResponsePayload));
                    }
                    catch (_a) {
                        settle(_this.buildResponse({ code: res.statusCode }));
                    }
                });
            });
            // Unlike the cases above, a request that never reached the server keeps its
            // long-standing drop-on-error behavior.
            req.on('error', function () { return settle(null); });
            // An absolute deadline, not req.setTimeout()'s socket-inactivity timer:
            // that resets on every byte of traffic, so a response trickled slower than
            // requestTimeoutMillis but never finished would keep it from firing at all.
            // unref() so it can't keep the event loop alive on its own.
            var timer = {
                deadline: setTimeout(function () {
                    req.destroy();
                    settle(_this.buildResponse({ code: REQUEST_TIMEOUT_STATUS_CODE }));
                }, _this.requestTimeoutMillis),
            };
            timer.deadline.unref();
            req.end(requestPayload);
        });
    };
    return Http;
}(analytics_core_1.BaseTransport));
exports.Http = Http;
//# sourceMappingURL=http.js.map