"use strict";
/**
 * HTTP request utilities for Microsoft Graph API, with proxy support.
 * @module http
 * @category Services
 */
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.execute = execute;
exports.throwHttpException = throwHttpException;
exports.executeRaw = executeRaw;
const axios_1 = __importDefault(require("axios"));
const https_proxy_agent_1 = require("https-proxy-agent");
const BadRequestError_ts_1 = __importDefault(require("../errors/BadRequestError.js"));
const BandwidthLimitExceededError_ts_1 = __importDefault(require("../errors/BandwidthLimitExceededError.js"));
const ConflictError_ts_1 = __importDefault(require("../errors/ConflictError.js"));
const ForbiddenError_ts_1 = __importDefault(require("../errors/ForbiddenError.js"));
const GatewayTimeoutError_ts_1 = __importDefault(require("../errors/GatewayTimeoutError.js"));
const GoneError_ts_1 = __importDefault(require("../errors/GoneError.js"));
const InsufficientStorageError_ts_1 = __importDefault(require("../errors/InsufficientStorageError.js"));
const InternalServerError_ts_1 = __importDefault(require("../errors/InternalServerError.js"));
const LengthRequiredError_ts_1 = __importDefault(require("../errors/LengthRequiredError.js"));
const LockedError_ts_1 = __importDefault(require("../errors/LockedError.js"));
const MethodNotAllowedError_ts_1 = __importDefault(require("../errors/MethodNotAllowedError.js"));
const NeverError_ts_1 = __importDefault(require("../errors/NeverError.js"));
const NotAcceptableError_ts_1 = __importDefault(require("../errors/NotAcceptableError.js"));
const NotFoundError_ts_1 = __importDefault(require("../errors/NotFoundError.js"));
const NotImplementedError_ts_1 = __importDefault(require("../errors/NotImplementedError.js"));
const PaymentRequiredError_ts_1 = __importDefault(require("../errors/PaymentRequiredError.js"));
const PreconditionFailedError_ts_1 = __importDefault(require("../errors/PreconditionFailedError.js"));
const RequestedRangeNotSatisfiableError_ts_1 = __importDefault(require("../errors/RequestedRangeNotSatisfiableError.js"));
const RequestEntityTooLargeError_ts_1 = __importDefault(require("../errors/RequestEntityTooLargeError.js"));
const ServiceUnavailableError_ts_1 = __importDefault(require("../errors/ServiceUnavailableError.js"));
const TooManyRequestsError_ts_1 = __importDefault(require("../errors/TooManyRequestsError.js"));
const UnauthorizedError_ts_1 = __importDefault(require("../errors/UnauthorizedError.js"));
const UnprocessableEntityError_ts_1 = __importDefault(require("../errors/UnprocessableEntityError.js"));
const UnsupportedMediaTypeError_ts_1 = __importDefault(require("../errors/UnsupportedMediaTypeError.js"));
const httpStatus_ts_1 = require("./httpStatus.js");
const sleep_ts_1 = require("./sleep.js");
const maxRetries = 3;
const defaultRetryDelayMilliseconds = 1000;
const consecutiveRetryDelayMultiplier = 2;
async function execute(request) {
    let retryAfterMilliseconds = defaultRetryDelayMilliseconds;
    let response = null;
    let attempts = 0;
    let errorLog = "";
    while (true) {
        try {
            response = await executeRaw(request);
        }
        catch (error) {
            const message = error instanceof Error ? error.message : error?.toString() || "Unknown error";
            response = {
                status: -1,
                statusText: message,
                headers: {},
                data: null,
                config: request,
                request: null,
            };
            errorLog += message;
        }
        errorLog += requestToString(request);
        errorLog += responseToString(response);
        attempts++;
        if ((0, httpStatus_ts_1.isHttpSuccess)(response.status) || !(0, httpStatus_ts_1.isRetryable)(response.status) || attempts === maxRetries) {
            break;
        }
        const requestedRetryAfterSeconds = Number.parseInt(response.headers["retry-after"] ?? "0", 10);
        if (requestedRetryAfterSeconds) {
            retryAfterMilliseconds = requestedRetryAfterSeconds * 1000;
        }
        else {
            retryAfterMilliseconds += Math.round(Math.random() * 1000); // Add some randomness to the retry delay to avoid thundering herd problem
        }
        errorLog += waitToString(retryAfterMilliseconds);
        await (0, sleep_ts_1.sleep)(retryAfterMilliseconds);
        retryAfterMilliseconds *= consecutiveRetryDelayMultiplier;
    }
    if (!response) {
        throw new NeverError_ts_1.default("Response is empty.");
    }
    if (!(0, httpStatus_ts_1.isHttpSuccess)(response.status)) {
        handleResponseError(response, errorLog, attempts);
    }
    return response.data;
}
function throwHttpException(responseCode, message) {
    if ((0, httpStatus_ts_1.isHttpBadRequest)(responseCode)) {
        throw new BadRequestError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpUnauthorized)(responseCode)) {
        throw new UnauthorizedError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpPaymentRequired)(responseCode)) {
        throw new PaymentRequiredError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpForbidden)(responseCode)) {
        throw new ForbiddenError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpNotFound)(responseCode)) {
        throw new NotFoundError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpMethodNotAllowed)(responseCode)) {
        throw new MethodNotAllowedError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpNotAcceptable)(responseCode)) {
        throw new NotAcceptableError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpConflict)(responseCode)) {
        throw new ConflictError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpGone)(responseCode)) {
        throw new GoneError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpLengthRequired)(responseCode)) {
        throw new LengthRequiredError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpPreconditionFailed)(responseCode)) {
        throw new PreconditionFailedError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpRequestEntityTooLarge)(responseCode)) {
        throw new RequestEntityTooLargeError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpUnsupportedMediaType)(responseCode)) {
        throw new UnsupportedMediaTypeError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpRequestedRangeNotSatisfiable)(responseCode)) {
        throw new RequestedRangeNotSatisfiableError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpUnprocessableEntity)(responseCode)) {
        throw new UnprocessableEntityError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpLocked)(responseCode)) {
        throw new LockedError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpTooManyRequests)(responseCode)) {
        throw new TooManyRequestsError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpInternalServerError)(responseCode)) {
        throw new InternalServerError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpNotImplemented)(responseCode)) {
        throw new NotImplementedError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpServiceUnavailable)(responseCode)) {
        throw new ServiceUnavailableError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpGatewayTimeout)(responseCode)) {
        throw new GatewayTimeoutError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpInsufficientStorage)(responseCode)) {
        throw new InsufficientStorageError_ts_1.default(message);
    }
    if ((0, httpStatus_ts_1.isHttpBandwidthLimitExceeded)(responseCode)) {
        throw new BandwidthLimitExceededError_ts_1.default(message);
    }
    throw new Error(message);
}
let instance = null;
async function executeRaw(request) {
    if (!instance) {
        instance = createAxiosInstance();
    }
    return await instance(request);
}
function createAxiosInstance() {
    const config = {
        validateStatus: () => true,
    };
    // biome-ignore lint/complexity/useLiteralKeys: Accessing env
    const httpsProxy = process.env["HTTPS_PROXY"];
    if (httpsProxy) {
        config.proxy = false;
        config.httpsAgent = new https_proxy_agent_1.HttpsProxyAgent(httpsProxy);
    }
    return axios_1.default.create(config);
}
function requestToString(request) {
    const url = request.url || "";
    let message = ` 📤 ${request.method} ${url}\n`;
    if (request.data) {
        message += errorObjectToString(request.data);
    }
    return message;
}
function responseToString(response) {
    const message = ` 📥 ${response.status} ${response.statusText}\n`;
    // TODO: Is there any case where we care about the response body?
    // if (response.data) {
    // 	message += errorObjectToString(response.data);
    // }
    return message;
}
function waitToString(milliseconds) {
    return ` ⏳ Wait ${milliseconds.toLocaleString()}ms for retry.\n`;
}
function errorObjectToString(obj) {
    const maxLength = 1024;
    const ellipses = "...";
    try {
        let str = JSON.stringify(obj, null, 2)
            .split("\n")
            .map((line) => `    ${line}`)
            .join("\n");
        if (str.length > maxLength) {
            str = `${str.substring(0, maxLength - ellipses.length)}${ellipses}`;
        }
        return `${str}\n`;
    }
    catch (_) {
        return "<not displayable>\n";
    }
}
function handleResponseError(response, errorLog, attempts, operationIndex = null) {
    const error = response.data;
    let message = error?.error?.message;
    if (message && !message.endsWith(".")) {
        message += ".";
    }
    if (error?.error?.innerError?.message) {
        message += ` ${error.error.innerError.message}`;
    }
    if (message && !message.endsWith(".")) {
        message += ".";
    }
    if (!message) {
        message = response.statusText;
    }
    if (attempts > 1) {
        message += ` Operation attempted ${attempts} time(s).`;
    }
    if (operationIndex !== null) {
        message += ` (op #${operationIndex})`;
    }
    message += `\n${errorLog}`;
    throwHttpException(response.status, message);
}
