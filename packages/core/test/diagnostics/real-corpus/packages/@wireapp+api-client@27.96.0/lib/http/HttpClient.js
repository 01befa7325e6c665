"use strict";
/*
 * Wire
 * Copyright (C) 2018 Wire Swiss GmbH
 *
 * This program is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 *
 * This program is distributed in the hope that it will be useful,
 * but WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the
 * GNU General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with this program. If not, see http://www.gnu.org/licenses/.
 *
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.HttpClient = void 0;
const tslib_1 = require("tslib");
const axios_1 = tslib_1.__importStar(require("axios"));
const axios_retry_1 = tslib_1.__importStar(require("axios-retry"));
const pako_1 = require("pako");
const events_1 = require("events");
const commons_1 = require("@wireapp/commons");
const priority_queue_1 = require("@wireapp/priority-queue");
const auth_1 = require("../auth/");
const http_1 = require("../http/");
const obfuscation_1 = require("../obfuscation/");
const cookie_1 = require("../shims/node/cookie");
var TOPIC;
(function (TOPIC) {
    TOPIC["ON_CONNECTION_STATE_CHANGE"] = "HttpClient.TOPIC.ON_CONNECTION_STATE_CHANGE";
    TOPIC["ON_INVALID_TOKEN"] = "HttpClient.TOPIC.ON_INVALID_TOKEN";
})(TOPIC || (TOPIC = {}));
const FILE_SIZE_100_MB = 104857600;
class HttpClient extends events_1.EventEmitter {
    constructor(config, accessTokenStore) {
        super();
        this.config = config;
        this.accessTokenStore = accessTokenStore;
        this.versionPrefix = '';
        this.enableGzip = true;
        this.client = axios_1.default.create({
            baseURL: this.config.urls.rest,
            headers: this.config.headers,
        });
        (0, axios_retry_1.default)(this.client, {
            retries: Infinity,
            retryDelay: axios_retry_1.exponentialDelay,
            retryCondition: (error) => {
                const { response, request } = error;
                const isNetworkError = !response && request && !Object.keys(request).length;
                if (isNetworkError) {
                    this.logger.warn('Disconnected from backend');
                    this.updateConnectionState(http_1.ConnectionState.DISCONNECTED);
                    return true;
                }
                if (response?.status !== 401 && response?.status !== 403) {
                    // we only want to retry auth failures (access token will automatically be regenerated)
                    return false;
                }
                return (0, axios_retry_1.isNetworkOrIdempotentRequestError)(error);
            },
            shouldResetTimeout: true,
        });
        this.connectionState = http_1.ConnectionState.UNDEFINED;
        this.logger = commons_1.LogFactory.getLogger('@wireapp/api-client/http/HttpClient');
        this.requestQueue = new priority_queue_1.PriorityQueue({
            maxRetries: 0,
            retryDelay: commons_1.TimeUtil.TimeInMillis.SECOND,
        });
        this.backOffQueue = new priority_queue_1.PriorityQueue({
            maxRetries: 10,
            retryDelay: 200,
            maxRetryDelay: 2000,
            shouldRetry: error => {
                const isTooManyRequestsError = axios_1.default.isAxiosError(error) && error.response?.status === 420;
                return isTooManyRequestsError;
            },
        });
    }
    /**
     * Toggle gzip compression for sendJSON requests.
     * @param enabled - true to enable gzip, false to disable
     */
    toggleGzip(enabled) {
        this.enableGzip = enabled;
    }
    isGzipEnabled() {
        return this.enableGzip;
    }
    getBaseUrl() {
        return `${this.config.urls.rest}${this.versionPrefix}`;
    }
    useVersion(version) {
        this.versionPrefix = version > 0 ? `/v${version}` : '';
    }
    updateConnectionState(state) {
        if (this.connectionState !== state) {
            this.connectionState = state;
            this.emit(HttpClient.TOPIC.ON_CONNECTION_STATE_CHANGE, this.connectionState);
        }
    }
    async _sendRequest({ config, isFirstTry = true, abortController }) {
        if (this.accessTokenStore.accessTokenData) {
            // TODO: remove tokenAsParam
            const { token_type, access_token } = this.accessTokenStore.accessTokenData;
            config.headers = {
                ...config.headers,
                Authorization: `${token_type} ${access_token}`,
            };
        }
        const skipLogout = config.requestOptions?.skipLogout === true;
        try {
            const response = await this.client.request({
                ...config,
                signal: abortController?.signal,
                // We want to prefix all urls, except for the "access" endpoint
                url: config.url?.startsWith(auth_1.AuthAPI.URL.ACCESS) ? config.url : `${this.versionPrefix}${config.url}`,
                maxBodyLength: FILE_SIZE_100_MB,
                maxContentLength: FILE_SIZE_100_MB,
            });
            this.updateConnectionState(http_1.ConnectionState.CONNECTED);
            return response;
        }
        catch (error) {
            const retryWithTokenRefresh = async () => {
                this.logger.warn(`Access token refresh triggered for "${config.method}" request to "${config.url}".`);
                await this.refreshAccessToken();
                config['axios-retry'] = {
                    retries: 0,
                };
                return this._sendRequest({ config, isFirstTry: false, abortController });
            };
            const hasAccessToken = !!this.accessTokenStore?.accessTokenData;
            if (axios_1.default.isAxiosError(error) && error.response?.status === http_1.StatusCode.UNAUTHORIZED) {
                return retryWithTokenRefresh();
            }
            if (HttpClient.isBackendError(error)) {
                const mappedError = (0, http_1.mapBackendError)(new http_1.BackendError(error.response.data.message, error.response.data.label, error.response.data.code));
                const isUnauthorized = mappedError.code === http_1.StatusCode.UNAUTHORIZED;
                const isExpiredTokenError = mappedError instanceof auth_1.TokenExpiredError;
                if ((isExpiredTokenError || isUnauthorized) && hasAccessToken && isFirstTry) {
                    return retryWithTokenRefresh();
                }
                if (!skipLogout &&
                    (mappedError instanceof auth_1.InvalidTokenError ||
                        mappedError instanceof auth_1.MissingCookieError ||
                        mappedError instanceof auth_1.MissingCookieAndTokenError)) {
                    // On invalid cookie the application is supposed to logout.
                    this.logger.warn(`Cannot renew access token for "${config.method}" request to "${config.url}" because cookie/token is invalid: ${mappedError.message}`, mappedError);
                    this.emit(HttpClient.TOPIC.ON_INVALID_TOKEN, mappedError);
                }
                throw mappedError;
            }
            throw error;
        }
    }
    static isAxiosError(errorCandidate) {
        return errorCandidate.isAxiosError === true;
    }
    static isBackendError(errorCandidate) {
        if (errorCandidate.response) {
            const { data } = errorCandidate.response;
            return !!data?.code && !!data?.label && !!data?.message;
        }
        return false;
    }
    /**
     * Will return true if the stored access token is still valid (not expired)
     *
     * @param  {number} errorMargin - Since the expiration date is subject to time shift between client and server, an error margin can be used. Defaults to 10s
     */
    hasValidAccessToken(errorMargin = 10000) {
        if (this.accessTokenStore.tokenExpirationDate) {
            const now = Date.now();
            const expirationDate = this.accessTokenStore.tokenExpirationDate;
            return expirationDate - errorMargin >= now;
        }
        return false;
    }
    async refreshAccessToken() {
        let expiredAccessToken;
        if (this.accessTokenStore.accessTokenData?.access_token) {
            expiredAccessToken = this.accessTokenStore.accessTokenData;
        }
        const accessToken = await this.postAccess(expiredAccessToken);
        this.logger.info(`Received updated access token. It will expire in "${accessToken.expires_in}" seconds.`, obfuscation_1.ObfuscationUtil.obfuscateAccessToken(accessToken));
        return this.accessTokenStore.updateToken(accessToken);
    }
    async postAccess(expiredAccessToken, clientId) {
        const config = {
            headers: {},
            method: 'post',
            url: `${auth_1.AuthAPI.URL.ACCESS}`,
            withCredentials: true,
            params: clientId && { client_id: clientId },
        };
        if (expiredAccessToken?.access_token && config?.headers) {
            config.headers = new axios_1.AxiosHeaders(config.headers);
            config.headers.set('Authorization', `${expiredAccessToken.token_type} ${decodeURIComponent(expiredAccessToken.access_token)}`);
        }
        const response = await (0, cookie_1.sendRequestWithCookie)(this, config);
        return response.data;
    }
    /**
     * Will associate specified client id with session and return newly created access token.
     *
     * @param  {string} clientId - id of the client with which the new login session will be associated
     */
    async associateClientWithSession(clientId) {
        const storedToken = this.accessTokenStore.accessTokenData;
        const newToken = await this.postAccess(storedToken, clientId);
        return this.accessTokenStore.updateToken(newToken);
    }
    async sendRequest(config, isSynchronousRequest = false, abortController) {
        const promise = isSynchronousRequest
            ? this.requestQueue.add(() => this._sendRequest({ config, abortController }))
            : this._sendRequest({ config, abortController });
        try {
            return await promise;
        }
        catch (error) {
            // If the request failed due to too many requests, we want put it into the backoff queue
            // It will be retried after a (growing) delay
            const isTooManyRequestsError = axios_1.default.isAxiosError(error) && error.response?.status === 420;
            if (isTooManyRequestsError) {
                return this.backOffQueue.add(() => this._sendRequest({ config, abortController }));
            }
            throw error;
        }
    }
    sendJSON(config, isSynchronousRequest = false, abortController) {
        const shouldGzipData = this.enableGzip &&
            process.env.NODE_ENV !== 'test' &&
            !!config.data &&
            ['post', 'put', 'patch'].includes(config.method?.toLowerCase() ?? '');
        if (shouldGzipData) {
            config.data = (0, pako_1.gzip)(JSON.stringify(config.data));
        }
        config.headers = {
            ...config.headers,
            'Content-Type': http_1.ContentType.APPLICATION_JSON,
            'Content-Encoding': shouldGzipData ? 'gzip' : config.headers?.['Content-Encoding'],
        };
        return this.sendRequest(config, isSynchronousRequest, abortController);
    }
    sendXML(config) {
        config.headers = {
            ...config.headers,
            'Content-Type': http_1.ContentType.APPLICATION_XML,
        };
        return this.sendRequest(config, false);
    }
    sendProtocolBuffer(config, isSynchronousRequest = false) {
        config.headers = {
            ...config.headers,
            'Content-Type': http_1.ContentType.APPLICATION_PROTOBUF,
        };
        return this.sendRequest(config, isSynchronousRequest);
    }
    sendProtocolMls(config, isSynchronousRequest = false) {
        config.headers = {
            ...config.headers,
            'Content-Type': http_1.ContentType.MESSAGES_MLS,
        };
        return this.sendRequest(config, isSynchronousRequest);
    }
}
exports.HttpClient = HttpClient;
HttpClient.TOPIC = TOPIC;
//# sourceMappingURL=HttpClient.js.map