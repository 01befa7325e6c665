"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AftershipError = exports.AfterShipErrorCodes = exports.AuthType = exports.AfterShip = void 0;
const Tracking_1 = require("./api/Tracking");
const Courier_1 = require("./api/Courier");
const CourierConnection_1 = require("./api/CourierConnection");
const EstimatedDeliveryDate_1 = require("./api/EstimatedDeliveryDate");
const error_1 = require("./error");
Object.defineProperty(exports, "AftershipError", { enumerable: true, get: function () { return error_1.AftershipError; } });
Object.defineProperty(exports, "AfterShipErrorCodes", { enumerable: true, get: function () { return error_1.AfterShipErrorCodes; } });
const authentication_1 = require("./lib/authentication");
Object.defineProperty(exports, "AuthType", { enumerable: true, get: function () { return authentication_1.AuthType; } });
const request_1 = require("./lib/request");
const parse_proxy_1 = require("./utils/parse_proxy");
const SDK_ENV_PREFIX = "AFTERSHIP_TRACKING_SDK_";
class AfterShip {
    constructor(options) {
        this.options = options === undefined ? {} : options;
        if (this.options.api_key === undefined) {
            this.options.api_key = process.env[`${SDK_ENV_PREFIX}_API_KEY`];
        }
        if (this.options.api_secret === undefined) {
            this.options.api_secret = process.env[`${SDK_ENV_PREFIX}_API_SECRET`];
        }
        if (this.options.user_agent === undefined) {
            this.options.user_agent = process.env[`${SDK_ENV_PREFIX}_USER_AGENT`];
            if (this.options.user_agent === undefined) {
                this.options.user_agent = request_1.DEFAULT_USER_AGENT;
            }
        }
        if (this.options.auth_type === undefined) {
            this.options.auth_type = process.env[`${SDK_ENV_PREFIX}_AUTHENTICATION_TYPE`];
            if (this.options.auth_type === undefined) {
                this.options.auth_type = authentication_1.AuthType.API_KEY;
            }
        }
        if (this.options.domain === undefined) {
            this.options.domain = process.env[`${SDK_ENV_PREFIX}_DOMAIN`];
            if (this.options.domain === undefined) {
                this.options.domain = request_1.DEFAULT_DOMAIN;
            }
        }
        if (this.options.proxy === undefined) {
            this.options.proxy = process.env[`${SDK_ENV_PREFIX}_PROXY`];
        }
        if (this.options.max_retry === undefined) {
            const env_max_retry = process.env[`${SDK_ENV_PREFIX}_MAX_RETRY`];
            if (env_max_retry === undefined) {
                this.options.max_retry = request_1.DEFAULT_MAX_RETRY;
            }
            else {
                this.options.max_retry = parseInt(env_max_retry);
            }
        }
        if (this.options.timeout === undefined) {
            const env_timeout = process.env[`${SDK_ENV_PREFIX}_TIMEOUT`];
            if (env_timeout === undefined) {
                this.options.timeout = request_1.DEFAULT_TIMEOUT;
            }
            else {
                this.options.timeout = parseInt(env_timeout);
            }
        }
        this.validateOptions();
        const request = new request_1.Request({
            auth_type: this.options.auth_type,
            api_key: this.options.api_key,
            api_secret: this.options.api_secret,
            domain: this.options.domain,
            max_retry: this.options.max_retry,
            timeout: this.options.timeout,
            user_agent: this.options.user_agent,
            proxy: (0, parse_proxy_1.parseProxy)(this.options.proxy),
        });
        this.tracking = new Tracking_1.TrackingApi(request);
        this.courier = new Courier_1.CourierApi(request);
        this.courierConnection = new CourierConnection_1.CourierConnectionApi(request);
        this.estimatedDeliveryDate = new EstimatedDeliveryDate_1.EstimatedDeliveryDateApi(request);
    }
    validateOptions() {
        if (this.options.api_key === undefined || this.options.api_key === "") {
            throw new error_1.AftershipError("Invalid API key", error_1.AfterShipErrorCodes.INVALID_API_KEY);
        }
        if ((this.options.auth_type === authentication_1.AuthType.AES ||
            this.options.auth_type === authentication_1.AuthType.RSA) &&
            (this.options.api_secret === undefined || this.options.api_secret === "")) {
            throw new error_1.AftershipError(`Invalid option: auth_type`, error_1.AfterShipErrorCodes.INVALID_OPTION);
        }
        if (this.options.domain &&
            ((this.options.domain.indexOf("http") < 0 &&
                this.options.domain.indexOf("https") < 0) ||
                this.options.domain.endsWith("/"))) {
            throw new error_1.AftershipError(`Invalid option: domain`, error_1.AfterShipErrorCodes.INVALID_OPTION);
        }
        if (this.options.max_retry !== undefined &&
            (isNaN(this.options.max_retry) ||
                this.options.max_retry > request_1.MAX_MAX_RETRY ||
                this.options.max_retry < request_1.MIN_MAX_RETRY)) {
            throw new error_1.AftershipError(`Invalid option: max_retry`, error_1.AfterShipErrorCodes.INVALID_OPTION);
        }
        if (this.options.timeout !== undefined &&
            (isNaN(this.options.timeout) || this.options.timeout < 0)) {
            throw new error_1.AftershipError(`Invalid option: timeout`, error_1.AfterShipErrorCodes.INVALID_OPTION);
        }
        if (this.options.proxy !== undefined && this.options.proxy.length === 0) {
            throw new error_1.AftershipError(`Invalid option: proxy`, error_1.AfterShipErrorCodes.INVALID_OPTION);
        }
    }
}
exports.AfterShip = AfterShip;
//# sourceMappingURL=aftership.js.map