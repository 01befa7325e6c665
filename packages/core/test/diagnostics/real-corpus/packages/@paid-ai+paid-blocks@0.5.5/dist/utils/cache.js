class DataCache {
    constructor() {
        this.cache = new Map();
        this.defaultTTL = 5 * 60 * 1000; // 5 minutes default
    }
    set(key, data, ttl) {
        this.cache.set(key, {
            data,
            timestamp: Date.now(),
            ttl: ttl || this.defaultTTL,
        });
    }
    get(key) {
        const entry = this.cache.get(key);
        if (!entry) {
            return null;
        }
        // Check if cache entry has expired
        if (Date.now() - entry.timestamp > entry.ttl) {
            this.cache.delete(key);
            return null;
        }
        return entry.data;
    }
    has(key) {
        const entry = this.cache.get(key);
        if (!entry) {
            return false;
        }
        // Check if cache entry has expired
        if (Date.now() - entry.timestamp > entry.ttl) {
            this.cache.delete(key);
            return false;
        }
        return true;
    }
    delete(key) {
        this.cache.delete(key);
    }
    clear() {
        this.cache.clear();
    }
    // Clear expired entries
    cleanup() {
        const now = Date.now();
        for (const [key, entry] of this.cache.entries()) {
            if (now - entry.timestamp > entry.ttl) {
                this.cache.delete(key);
            }
        }
    }
    // Get cache statistics
    getStats() {
        return {
            size: this.cache.size,
            keys: Array.from(this.cache.keys()),
        };
    }
}
// Create singleton instance
export const dataCache = new DataCache();
// Cache key generators
export const getCacheKey = {
    invoices: (accountId) => `invoices:${accountId}`,
    payments: (accountId) => `payments:${accountId}`,
    usage: (accountId) => `usage:${accountId}`,
    invoicePdf: (invoiceId) => `pdf:invoice:${invoiceId}`,
};
// Cache TTL constants (in milliseconds)
export const CACHE_TTL = {
    DATA: 30 * 1000, // 30 seconds for data
    PDF: 30 * 60 * 1000, // 30 minutes for PDFs
    SHORT: 2 * 60 * 1000, // 2 minutes for frequently changing data
    LONG: 15 * 60 * 1000, // 15 minutes for stable data
};
// Cached fetch function
export async function cachedFetch(url, cacheKey, ttl = CACHE_TTL.DATA) {
    // Check cache first
    const cached = dataCache.get(cacheKey);
    if (cached) {
        return cached;
    }
    // Fetch from API
    const response = await fetch(url);
    if (!response.ok) {
        throw new Error(`Failed to fetch: ${response.statusText}`);
    }
    const data = await response.json();
    // Cache the result
    dataCache.set(cacheKey, data, ttl);
    return data;
}
// Cleanup interval - run every 10 minutes
if (typeof window !== 'undefined') {
    setInterval(() => {
        dataCache.cleanup();
    }, 10 * 60 * 1000);
    // Expose cache to window for debugging
    window.dataCache = dataCache;
}
//# sourceMappingURL=cache.js.map