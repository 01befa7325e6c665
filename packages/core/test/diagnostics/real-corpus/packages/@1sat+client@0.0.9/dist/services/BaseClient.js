import { HttpError } from '../errors';
/**
 * Base client with shared HTTP utilities for all 1sat-stack API clients.
 * Provides timeout handling, error parsing, and request helpers.
 */
export class BaseClient {
    baseUrl;
    timeout;
    fetchFn;
    constructor(baseUrl, options = {}) {
        this.baseUrl = baseUrl.replace(/\/$/, '');
        this.timeout = options.timeout ?? 30000;
        this.fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
    }
    /**
     * Make a JSON request and parse the response
     */
    async request(path, init) {
        const controller = new AbortController();
        const timeoutId = setTimeout(() => controller.abort(), this.timeout);
        try {
            const response = await this.fetchFn(`${this.baseUrl}${path}`, {
                ...init,
                signal: controller.signal,
            });
            if (!response.ok) {
                throw await this.parseError(response);
            }
            // Handle empty responses
            const text = await response.text();
            if (!text) {
                return undefined;
            }
            return JSON.parse(text);
        }
        finally {
            clearTimeout(timeoutId);
        }
    }
    /**
     * Make a request and return raw binary data
     */
    async requestBinary(path, init) {
        const controller = new AbortController();
        const timeoutId = setTimeout(() => controller.abort(), this.timeout);
        try {
            const response = await this.fetchFn(`${this.baseUrl}${path}`, {
                ...init,
                signal: controller.signal,
            });
            if (!response.ok) {
                throw await this.parseError(response);
            }
            const arrayBuffer = await response.arrayBuffer();
            return new Uint8Array(arrayBuffer);
        }
        finally {
            clearTimeout(timeoutId);
        }
    }
    /**
     * Make a request and return the raw Response object
     * Useful for streaming responses
     */
    async requestRaw(path, init) {
        const controller = new AbortController();
        const timeoutId = setTimeout(() => controller.abort(), this.timeout);
        try {
            const response = await this.fetchFn(`${this.baseUrl}${path}`, {
                ...init,
                signal: controller.signal,
            });
            if (!response.ok) {
                throw await this.parseError(response);
            }
            return response;
        }
        finally {
            clearTimeout(timeoutId);
        }
    }
    /**
     * Parse error response into HttpError
     */
    async parseError(response) {
        try {
            const data = await response.json();
            const message = data.message || data.error || data.detail || response.statusText;
            return new HttpError(response.status, message);
        }
        catch {
            try {
                const text = await response.text();
                return new HttpError(response.status, text || response.statusText);
            }
            catch {
                return new HttpError(response.status, response.statusText);
            }
        }
    }
    /**
     * Build query string from options object
     */
    buildQueryString(params) {
        const entries = [];
        for (const [key, value] of Object.entries(params)) {
            if (value === undefined)
                continue;
            if (Array.isArray(value)) {
                if (value.length > 0) {
                    entries.push(`${key}=${encodeURIComponent(value.join(','))}`);
                }
            }
            else if (typeof value === 'boolean') {
                if (value) {
                    entries.push(`${key}=true`);
                }
            }
            else {
                entries.push(`${key}=${encodeURIComponent(String(value))}`);
            }
        }
        return entries.length > 0 ? `?${entries.join('&')}` : '';
    }
}
//# sourceMappingURL=BaseClient.js.map