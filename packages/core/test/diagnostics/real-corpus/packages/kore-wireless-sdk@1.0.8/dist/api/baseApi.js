"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BaseApi = void 0;
const interceptors_1 = require("../utils/interceptors");
const logger_1 = require("../utils/logger");
/**
 * Base API class that handles common HTTP operations and authentication
 * @internal
 */
class BaseApi {
    constructor(client, rateLimiter) {
        this.maxRetries = 3;
        this.requestTimeout = 30000; // 30 seconds
        this.maxBodySize = 10 * 1024 * 1024; // 10MB
        this.requestInterceptors = [interceptors_1.defaultRequestInterceptor];
        this.responseInterceptors = [
            interceptors_1.defaultResponseInterceptor,
            interceptors_1.securityResponseInterceptor
        ];
        this.client = client;
        this.rateLimiter = rateLimiter;
    }
    /**
     * Adds a request interceptor
     * @internal
     */
    addRequestInterceptor(interceptor) {
        this.requestInterceptors.push(interceptor);
    }
    /**
     * Adds a response interceptor
     * @internal
     */
    addResponseInterceptor(interceptor) {
        this.responseInterceptors.push(interceptor);
    }
    async applyResponseInterceptors(response, requestOptions) {
        let interceptedResponse = response;
        for (const interceptor of this.responseInterceptors) {
            interceptedResponse = await interceptor(interceptedResponse, requestOptions);
        }
        return interceptedResponse;
    }
    async get(path, params) {
        return this.request({
            method: 'GET',
            path,
            params,
            expectedStatus: [200]
        });
    }
    async post(path, body) {
        this.validateRequestBody(body);
        return this.request({
            method: 'POST',
            path,
            body,
            expectedStatus: [200, 201]
        });
    }
    async patch(path, body) {
        this.validateRequestBody(body);
        return this.request({
            method: 'PATCH',
            path,
            body,
            expectedStatus: [200]
        });
    }
    validateRequestBody(body) {
        // Prevent prototype pollution
        if ('__proto__' in body || 'constructor' in body) {
            throw new Error('Invalid request body');
        }
        // Check body size
        const bodySize = new TextEncoder().encode(JSON.stringify(body)).length;
        if (bodySize > this.maxBodySize) {
            throw new Error('Request body too large');
        }
        // Validate nested objects
        const validateValue = (value, depth = 0) => {
            if (depth > 10) { // Prevent deeply nested objects
                throw new Error('Request body too deeply nested');
            }
            if (Array.isArray(value)) {
                if (value.length > 1000) { // Prevent huge arrays
                    throw new Error('Array in request body too large');
                }
                value.forEach(item => validateValue(item, depth + 1));
            }
            else if (typeof value === 'object' && value !== null) {
                Object.entries(value).forEach(([key, val]) => {
                    if (key.length > 100) { // Prevent huge keys
                        throw new Error('Key in request body too long');
                    }
                    validateValue(val, depth + 1);
                });
            }
        };
        validateValue(body);
    }
    async request(options) {
        let retryCount = 0;
        let lastError = null;
        while (retryCount < this.maxRetries) {
            try {
                const result = await this.makeRequest(options);
                return result;
            }
            catch (error) {
                lastError = error;
                if (!this.shouldRetry(error) || retryCount === this.maxRetries - 1) {
                    throw error;
                }
                retryCount++;
                await this.delay(Math.pow(2, retryCount) * 1000);
            }
        }
        throw lastError;
    }
    async makeRequest(options) {
        var _a;
        logger_1.Logger.debug('Making API request', {
            method: options.method,
            path: options.path,
            params: (_a = options.params) === null || _a === void 0 ? void 0 : _a.toString()
        });
        let timeout;
        try {
            const token = await this.client.getValidToken();
            const url = new URL(`${this.baseURL}${this.basePath}${options.path}`);
            if (options.params) {
                url.search = options.params.toString();
            }
            // Only include essential headers
            const headers = {
                'Authorization': `Bearer ${token}`,
                'Accept': 'application/json',
                'Content-Type': 'application/json'
            };
            let body;
            if (options.body) {
                if (options.method === 'POST' || options.method === 'PATCH') {
                    headers['Content-Type'] = 'application/x-www-form-urlencoded';
                    body = this.convertBodyToFormData(options.body);
                }
                else {
                    body = JSON.stringify(options.body);
                }
            }
            const controller = new AbortController();
            timeout = setTimeout(() => controller.abort(), this.requestTimeout);
            const response = await fetch(url.toString(), {
                method: options.method,
                headers: headers,
                body,
                signal: controller.signal,
            });
            // Log raw response for debugging
            logger_1.Logger.debug('Raw response', {
                status: response.status,
                headers: Object.fromEntries(response.headers.entries()),
                url: url.toString()
            });
            // If response is not ok, handle error without parsing JSON
            if (!response.ok) {
                throw this.createApiError(response.status, {
                    message: 'Request failed',
                    code: response.status,
                    more_info: `https://docs.korewireless.com/errors/${response.status}`
                });
            }
            // Clone response before reading
            const responseClone = response.clone();
            const rawText = await responseClone.text();
            logger_1.Logger.debug('Raw response body:', rawText);
            let data;
            try {
                data = rawText ? JSON.parse(rawText) : null;
            }
            catch (parseError) {
                logger_1.Logger.error('JSON Parse Error:', parseError, { rawText });
                throw new Error('Invalid response format from server');
            }
            // Apply response interceptors
            const interceptedResponse = await this.applyResponseInterceptors(response, options);
            if (!options.expectedStatus.includes(interceptedResponse.status)) {
                throw this.createApiError(interceptedResponse.status, data);
            }
            return data;
        }
        catch (error) {
            logger_1.Logger.error('API request failed', error, {
                method: options.method,
                path: options.path,
                url: `${this.baseURL}${this.basePath}${options.path}`
            });
            throw error;
        }
        finally {
            clearTimeout(timeout);
        }
    }
    shouldRetry(error) {
        if ('status' in error) {
            const status = error.status;
            return status >= 500 || status === 429;
        }
        return error.name === 'AbortError' || error.name === 'TypeError';
    }
    delay(ms) {
        return new Promise(resolve => setTimeout(resolve, ms));
    }
    createApiError(status, data) {
        const message = typeof data === 'object' && data !== null && 'message' in data
            ? String(data.message)
            : 'API request failed';
        const apiError = new Error(message);
        apiError.name = 'ApiError';
        apiError.code = typeof data === 'object' && data !== null && 'code' in data
            ? Number(data.code)
            : status;
        apiError.status = status;
        apiError.details = typeof data === 'object' && data !== null && 'more_info' in data
            ? String(data.more_info)
            : undefined;
        return apiError;
    }
    /**
     * Builds pagination parameters for API requests
     * @internal
     */
    buildPaginationParams(params) {
        const queryParams = new URLSearchParams();
        // Validate pagination parameters
        if (params.pageSize && (params.pageSize < 1 || params.pageSize > 100)) {
            throw new Error('Page size must be between 1 and 100');
        }
        if (params.page && params.page < 1) {
            throw new Error('Page number must be greater than 0');
        }
        if (params.pageSize)
            queryParams.append('PageSize', params.pageSize.toString());
        if (params.page)
            queryParams.append('Page', params.page.toString());
        if (params.pageToken)
            queryParams.append('PageToken', params.pageToken);
        return queryParams;
    }
    convertBodyToFormData(body) {
        const params = new URLSearchParams();
        const addParam = (key, value, prefix = '') => {
            const fullKey = prefix ? `${prefix}[${key}]` : key;
            if (value === null || value === undefined) {
                return;
            }
            else if (typeof value === 'boolean') {
                params.append(fullKey, value ? 'true' : 'false');
            }
            else if (typeof value === 'number') {
                params.append(fullKey, value.toString());
            }
            else if (typeof value === 'string') {
                params.append(fullKey, value);
            }
            else if (Array.isArray(value)) {
                value.forEach((item, index) => {
                    addParam(index.toString(), item, fullKey);
                });
            }
            else if (typeof value === 'object') {
                Object.entries(value).forEach(([k, v]) => {
                    addParam(k, v, fullKey);
                });
            }
        };
        Object.entries(body).forEach(([key, value]) => {
            addParam(key, value);
        });
        return params;
    }
}
exports.BaseApi = BaseApi;
//# sourceMappingURL=baseApi.js.map