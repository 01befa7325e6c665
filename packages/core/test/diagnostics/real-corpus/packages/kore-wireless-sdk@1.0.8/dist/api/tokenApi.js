"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TokenApi = void 0;
const crypto_1 = require("crypto");
/**
 * Handles authentication token operations
 * @internal
 */
class TokenApi {
    constructor(baseURL = 'https://api.korewireless.com/api-services') {
        this.requestTimeout = 30000; // 30 seconds
        this.maxRetries = 3;
        this.baseURL = baseURL;
    }
    /**
     * Get an access token using client credentials
     * @param clientId - The client ID
     * @param clientSecret - The client secret
     * @param grantType - The grant type (default: 'client_credentials')
     * @returns Promise containing the token response
     * @throws {UnauthorizedError} If credentials are invalid
     * @throws {Error} If the request fails
     */
    async getToken(clientId, clientSecret, grantType = 'client_credentials') {
        let retryCount = 0;
        let lastError = null;
        while (retryCount < this.maxRetries) {
            try {
                return await this.makeTokenRequest(clientId, clientSecret, grantType);
            }
            catch (error) {
                lastError = error;
                if (!this.shouldRetry(error) || retryCount === this.maxRetries - 1) {
                    throw error;
                }
                retryCount++;
                await this.delay(Math.pow(2, retryCount) * 1000); // Exponential backoff
            }
        }
        throw lastError;
    }
    async makeTokenRequest(clientId, clientSecret, grantType) {
        // Hash credentials for request ID to avoid logging sensitive data
        const requestId = this.generateRequestId(clientId);
        const params = new URLSearchParams();
        params.append('client_id', clientId);
        params.append('client_secret', clientSecret);
        params.append('grant_type', grantType);
        const controller = new AbortController();
        const timeout = setTimeout(() => controller.abort(), this.requestTimeout);
        try {
            const response = await fetch(`${this.baseURL}/v1/auth/token`, {
                method: 'POST',
                headers: {
                    'Content-Type': 'application/x-www-form-urlencoded',
                    'cache-control': 'no-cache',
                    'X-Request-ID': requestId,
                },
                body: params,
                signal: controller.signal,
            });
            const data = await response.json();
            if (!response.ok) {
                if (response.status === 401) {
                    throw this.createUnauthorizedError(data);
                }
                else {
                    throw this.createErrorResponse(data, response.status);
                }
            }
            this.validateTokenResponse(data);
            return data;
        }
        catch (error) {
            if (error instanceof Error) {
                if (error.name === 'AbortError') {
                    throw new Error('Token request timeout');
                }
                throw new Error(`Failed to get token: ${error.message}`);
            }
            throw error;
        }
        finally {
            clearTimeout(timeout);
        }
    }
    validateTokenResponse(data) {
        if (!data || typeof data !== 'object') {
            throw new Error('Invalid token response format');
        }
        const { access_token, expires_in, token_type, scope } = data;
        if (!access_token || typeof access_token !== 'string') {
            throw new Error('Invalid access token in response');
        }
        if (!expires_in || typeof expires_in !== 'number') {
            throw new Error('Invalid expiration time in response');
        }
        if (!token_type || typeof token_type !== 'string') {
            throw new Error('Invalid token type in response');
        }
        if (scope !== undefined && typeof scope !== 'string') {
            throw new Error('Invalid scope in response');
        }
    }
    createUnauthorizedError(data) {
        const error = new Error('Authentication failed');
        error.name = 'UnauthorizedError';
        if (typeof data === 'object' && data !== null) {
            const { error: code, error_description } = data;
            error.error = String(code || 'unauthorized');
            error.error_description = String(error_description || 'Invalid credentials');
        }
        return error;
    }
    createErrorResponse(data, status) {
        return {
            code: status,
            message: typeof data === 'object' && data !== null && 'message' in data
                ? String(data.message)
                : 'Failed to get token',
        };
    }
    shouldRetry(error) {
        if (error instanceof Error) {
            if (error.name === 'UnauthorizedError') {
                return false; // Don't retry auth failures
            }
            return error.name === 'AbortError' || error.message.includes('network');
        }
        return false;
    }
    delay(ms) {
        return new Promise(resolve => setTimeout(resolve, ms));
    }
    generateRequestId(clientId) {
        // Create a hash of the client ID to use in request tracking without exposing sensitive data
        const hash = (0, crypto_1.createHash)('sha256')
            .update(clientId)
            .digest('hex')
            .slice(0, 8);
        return `${Date.now()}-${hash}`;
    }
}
exports.TokenApi = TokenApi;
//# sourceMappingURL=tokenApi.js.map