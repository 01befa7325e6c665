"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.IncomingWebhook = void 0;
const p_retry_1 = __importStar(require("p-retry"));
const errors_1 = require("./errors");
const instrument_1 = require("./instrument");
/**
 * A client for Slack's Incoming Webhooks
 */
class IncomingWebhook {
    /**
     * The webhook URL
     */
    url;
    /**
     * Default arguments for posting messages with this webhook
     */
    defaults;
    /**
     * The fetch function used for HTTP requests
     */
    fetchFn;
    /**
     * Request timeout in milliseconds
     */
    timeout;
    /**
     * Default headers sent with every request
     */
    headers;
    /**
     * Retry policy applied to each send. Defaults to no retries.
     */
    retryConfig;
    constructor(url, defaults = {
        timeout: 0,
    }) {
        if (url === undefined) {
            throw new Error('Incoming webhook URL is required');
        }
        this.url = url;
        this.fetchFn = defaults.fetch ?? globalThis.fetch;
        this.timeout = defaults.timeout ?? 0;
        this.retryConfig = defaults.retryConfig ?? { retries: 0 };
        this.headers = {
            'User-Agent': (0, instrument_1.getUserAgent)(),
        };
        // Remove transport options so they don't leak into payloads
        const { fetch: _fetch, timeout: _timeout, retryConfig: _retryConfig, ...messageDefaults } = defaults;
        this.defaults = messageDefaults;
    }
    /**
     * Send a notification to a conversation
     * @param message - the message (a simple string, or an object describing the message)
     */
    async send(message) {
        let payload = { ...this.defaults };
        if (typeof message === 'string') {
            payload.text = message;
        }
        else {
            payload = Object.assign(payload, message);
        }
        return (0, p_retry_1.default)(async () => {
            const signal = this.timeout > 0 ? AbortSignal.timeout(this.timeout) : undefined;
            try {
                const response = await this.fetchFn(this.url, {
                    method: 'POST',
                    headers: {
                        ...this.headers,
                        'Content-Type': 'application/json',
                    },
                    body: JSON.stringify(payload),
                    redirect: 'error',
                    signal,
                });
                if (!response.ok) {
                    const body = await response.text();
                    const httpError = new errors_1.IncomingWebhookHTTPError(response.status, response.statusText, body);
                    // Only server errors (5xx) are transient; client errors (4xx), including rate limits (429), fail immediately.
                    throw response.status >= 500 ? httpError : new p_retry_1.AbortError(httpError);
                }
                return await this.buildResult(response);
            }
            catch (error) {
                // Non-retryable signals (AbortError) and already-wrapped errors pass through untouched.
                if (error instanceof p_retry_1.AbortError || error instanceof errors_1.SlackWebhookError) {
                    throw error;
                }
                // No response received (network/timeout): retryable.
                throw new errors_1.IncomingWebhookRequestError(error instanceof Error ? error : new Error(String(error)));
            }
        }, this.retryConfig);
    }
    /**
     * Processes an HTTP response into an IncomingWebhookResult.
     */
    async buildResult(response) {
        return {
            text: await response.text(),
        };
    }
}
exports.IncomingWebhook = IncomingWebhook;
//# sourceMappingURL=IncomingWebhook.js.map