'use strict';

var undici = require('undici');
var constants = require('./constants.cjs');
var errors = require('./errors.cjs');
var logger = require('./logger.cjs');

const { dns, retry } = undici.interceptors;
const getDispatcher = (params = {}) => {
    return new undici.Agent({
        headersTimeout: params.timeout || constants.DEFAULT_TIMEOUT,
        bodyTimeout: constants.DEFAULT_TIMEOUT,
    }).compose(dns(), retry({
        maxRetries: constants.MAX_RETRIES,
        timeoutFactor: constants.RETRY_BACKOFF_FACTOR,
        statusCodes: constants.RETRY_STATUSES,
    }));
};
const log = (method = 'GET', url, query, body) => {
    let meta = '';
    if (query) {
        meta += ` query=${JSON.stringify(query)}`;
    }
    if (typeof body === 'string') {
        if (meta)
            meta += ' ';
        meta += `body=${body}`;
    }
    logger.logRequest(method, JSON.stringify(url), meta);
};
const request = async (url, opts) => {
    log(opts?.method, url, opts?.query, opts?.body);
    return undici.request(url, opts);
};
const stream = async (url, opts, factory) => {
    log(opts?.method, url, opts?.query, opts?.body);
    return undici.stream(url, opts, factory);
};
function throwInvalidStatus(status, responseTxt) {
    if (status === 401) {
        throw new errors.AuthenticationError('invalid API key or insufficient permissions');
    }
    if (status === 400) {
        throw new errors.ValidationError(`bad request: ${responseTxt}`);
    }
    throw new errors.APIError(`request failed`, status, responseTxt);
}
async function assertResponse(response, parse = true) {
    if (response.statusCode < 400) {
        return parse ? await response.body.text() : response.body;
    }
    throwInvalidStatus(response.statusCode, await response.body.text());
}

exports.assertResponse = assertResponse;
exports.getDispatcher = getDispatcher;
exports.request = request;
exports.stream = stream;
exports.throwInvalidStatus = throwInvalidStatus;
