/**
 * Perplexity API Configuration
 *
 * Self-contained configuration for the Perplexity AI client.
 * Reads from environment variables with sensible defaults.
 */
import { ok, err } from './Result.js';
const DEFAULT_BASE_URL = 'https://api.perplexity.ai';
const DEFAULT_TIMEOUT = 30000;
const DEFAULT_MAX_RETRIES = 3;
const DEFAULT_RATE_LIMIT = 10;
const DEFAULT_MODEL = 'sonar';
export class PerplexityConfig {
    config;
    constructor(config) {
        this.config = config;
    }
    static create(options = {}) {
        const apiKey = options.apiKey ?? process.env.PERPLEXITY_API_KEY;
        if (apiKey === undefined || apiKey === '' || apiKey.trim() === '') {
            return err({
                code: 'MISSING_API_KEY',
                message: 'Perplexity API key is required. Set PERPLEXITY_API_KEY env var or pass apiKey option.',
            });
        }
        const config = {
            apiKey: apiKey.trim(),
            baseUrl: options.baseUrl ?? process.env.PERPLEXITY_BASE_URL ?? DEFAULT_BASE_URL,
            timeout: options.timeout ?? DEFAULT_TIMEOUT,
            maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
            rateLimitPerMinute: options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT,
            model: options.model ?? process.env.PERPLEXITY_MODEL ?? DEFAULT_MODEL,
        };
        return ok(new PerplexityConfig(config));
    }
    static fromEnv() {
        return PerplexityConfig.create({});
    }
    get apiKey() {
        return this.config.apiKey;
    }
    get baseUrl() {
        return this.config.baseUrl;
    }
    get timeout() {
        return this.config.timeout;
    }
    get maxRetries() {
        return this.config.maxRetries;
    }
    get rateLimitPerMinute() {
        return this.config.rateLimitPerMinute;
    }
    get model() {
        return this.config.model;
    }
}
//# sourceMappingURL=PerplexityConfig.js.map