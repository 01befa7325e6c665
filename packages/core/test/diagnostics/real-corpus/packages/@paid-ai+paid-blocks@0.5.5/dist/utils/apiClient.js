import { dataCache, getCacheKey, CACHE_TTL } from './cache';
class CachedResponse {
    constructor(data) {
        this.data = data;
    }
    get ok() {
        return true;
    }
    get status() {
        return 200;
    }
    get statusText() {
        return 'OK';
    }
    async json() {
        return this.data;
    }
}
export async function fetchPaidData({ paidEndpoint, customerExternalId, invoiceId, sessionToken, portalToken, body, options }) {
    let url;
    let cacheKey = null;
    let ttl = 0;
    let method = 'GET';
    // Determine URL pattern based on whether baseUrl is provided
    // If baseUrl is provided, assume custom backend with REST API structure
    // If not, use default Next.js proxy pattern
    const baseUrl = options === null || options === void 0 ? void 0 : options.baseUrl;
    const isCustomBackend = !!baseUrl;
    if (paidEndpoint === 'complete-checkout' && sessionToken) {
        method = 'POST';
        if (isCustomBackend) {
            url = `${baseUrl}/api/public/checkout/${sessionToken}/complete`;
        }
        else {
            url = `/api/complete-checkout/${sessionToken}`;
        }
    }
    else if (paidEndpoint === 'finalize-checkout' && sessionToken) {
        method = 'POST';
        if (isCustomBackend) {
            url = `${baseUrl}/api/public/checkout/${sessionToken}/finalize`;
        }
        else {
            url = `/api/finalize-checkout/${sessionToken}`;
        }
    }
    else if (paidEndpoint === 'payment-methods' && portalToken) {
        method = 'GET';
        if (isCustomBackend) {
            url = `${baseUrl}/api/public/customers/${portalToken}/payment-methods`;
        }
        else {
            url = `/api/payment-methods/${portalToken}`;
        }
        // No caching — payment methods can change frequently
    }
    else if (paidEndpoint === 'add-payment-method' && portalToken) {
        method = 'POST';
        if (isCustomBackend) {
            url = `${baseUrl}/api/public/customers/${portalToken}/payment-methods`;
        }
        else {
            url = `/api/add-payment-method/${portalToken}`;
        }
    }
    else if (paidEndpoint === 'remove-payment-method' && portalToken && (body === null || body === void 0 ? void 0 : body.paymentMethodId)) {
        method = 'DELETE';
        if (isCustomBackend) {
            url = `${baseUrl}/api/public/customers/${portalToken}/payment-methods/${body.paymentMethodId}`;
        }
        else {
            url = `/api/remove-payment-method/${portalToken}/${body.paymentMethodId}`;
        }
    }
    else if (paidEndpoint === 'set-default-payment-method' && portalToken && (body === null || body === void 0 ? void 0 : body.paymentMethodId)) {
        method = 'PUT';
        if (isCustomBackend) {
            url = `${baseUrl}/api/public/customers/${portalToken}/payment-methods/${body.paymentMethodId}/default`;
        }
        else {
            url = `/api/set-default-payment-method/${portalToken}/${body.paymentMethodId}`;
        }
    }
    else if (paidEndpoint === 'pay-invoice' && invoiceId) {
        method = 'POST';
        if (isCustomBackend) {
            // Custom backend pattern: {baseUrl}/payments/pay-invoice
            url = `${baseUrl}/payments/pay-invoice`;
        }
        else {
            // Next.js proxy pattern: /api/pay-invoice
            url = `/api/pay-invoice`;
        }
        // No caching for payment endpoints
    }
    else if (paidEndpoint === 'invoice-pdf' && invoiceId) {
        if (isCustomBackend) {
            // Custom backend pattern: {baseUrl}/invoices/{invoiceId}/pdf
            url = `${baseUrl}/invoices/${invoiceId}/pdf`;
        }
        else {
            // Next.js proxy pattern: /api/invoice-pdf/{invoiceId}
            url = `/api/${paidEndpoint}/${invoiceId}`;
        }
        cacheKey = getCacheKey.invoicePdf(invoiceId);
        ttl = CACHE_TTL.PDF;
    }
    else if (customerExternalId) {
        if (isCustomBackend) {
            // Custom backend pattern: {baseUrl}/customers/{customerExternalId}/{endpoint}
            switch (paidEndpoint) {
                case 'invoices':
                    url = `${baseUrl}/customers/${customerExternalId}/invoices`;
                    break;
                case 'payments':
                    url = `${baseUrl}/customers/${customerExternalId}/payments`;
                    break;
                case 'usage':
                    url = `${baseUrl}/customers/${customerExternalId}/usage`;
                    break;
                default:
                    throw new Error(`Unknown endpoint: ${paidEndpoint}`);
            }
        }
        else {
            // Next.js proxy pattern: /api/{endpoint}/{customerExternalId}
            url = `/api/${paidEndpoint}/${customerExternalId}`;
        }
        switch (paidEndpoint) {
            case 'invoices':
                cacheKey = getCacheKey.invoices(customerExternalId);
                break;
            case 'payments':
                cacheKey = getCacheKey.payments(customerExternalId);
                break;
            case 'usage':
                cacheKey = getCacheKey.usage(customerExternalId);
                break;
            default:
                throw new Error(`Unknown endpoint: ${paidEndpoint}`);
        }
        ttl = CACHE_TTL.DATA;
    }
    else {
        throw new Error('Missing required parameters');
    }
    // Only check cache for cacheable endpoints
    if (cacheKey) {
        const cached = dataCache.get(cacheKey);
        if (cached) {
            return new CachedResponse(cached);
        }
    }
    // Build fetch options
    const fetchOptions = {
        method,
    };
    // Add body for POST requests
    if (body) {
        fetchOptions.body = JSON.stringify(body);
        fetchOptions.headers = {
            'Content-Type': 'application/json',
            ...options === null || options === void 0 ? void 0 : options.headers,
        };
    }
    else if (options === null || options === void 0 ? void 0 : options.headers) {
        fetchOptions.headers = options.headers;
    }
    // Only use credentials: 'include' if no custom headers are provided
    // When custom headers (like authorization) are provided, we don't need cookies
    if (isCustomBackend && !(options === null || options === void 0 ? void 0 : options.headers)) {
        fetchOptions.credentials = 'include';
    }
    const response = await fetch(url, fetchOptions);
    if (!response.ok) {
        throw response;
    }
    const data = await response.json();
    // Only cache GET requests
    if (method === 'GET' && cacheKey) {
        dataCache.set(cacheKey, data, ttl);
    }
    return new CachedResponse(data);
}
//# sourceMappingURL=apiClient.js.map