/**
 * Perplexity API Client
 *
 * Self-contained client for the Perplexity AI API.
 * Features: rate limiting, exponential backoff retry, request timeout.
 */
import { ok, err } from './Result.js';
// --- Client ---
export class PerplexityClient {
    config;
    requestTimestamps = [];
    constructor(config) {
        this.config = config;
    }
    static create(config) {
        return new PerplexityClient(config);
    }
    async search(query, options) {
        if (query === '' || query.trim() === '') {
            return err({
                code: 'INVALID_QUERY',
                message: 'Search query cannot be empty',
            });
        }
        if (!this.canMakeRequest()) {
            const retryAfter = this.getRetryAfterSeconds();
            return err({
                code: 'RATE_LIMITED',
                message: `Rate limit exceeded. Try again in ${String(retryAfter)} seconds.`,
                retryAfter,
            });
        }
        const request = {
            model: options?.model ?? this.config.model,
            messages: [
                {
                    role: 'system',
                    content: 'You are a research assistant. Provide factual, well-sourced information. Format your response with clear sections.',
                },
                {
                    role: 'user',
                    content: query,
                },
            ],
            max_tokens: 1024,
            temperature: 0.2,
        };
        if (options?.recency) {
            request.search_recency_filter = options.recency;
        }
        if (options?.domains && options.domains.length > 0) {
            request.search_domain_filter = [...options.domains];
        }
        const result = await this.makeRequest(request);
        if (result.isErr()) {
            return err(result.unwrapErr());
        }
        const response = result.unwrap();
        const content = response.choices[0]?.message.content ?? '';
        return ok({
            query,
            results: this.extractResults(content, response.citations ?? []),
            summary: content,
            model: response.model,
            timestamp: new Date().toISOString(),
        });
    }
    async getTopicContent(topic) {
        if (topic === '' || topic.trim() === '') {
            return err({
                code: 'INVALID_QUERY',
                message: 'Topic cannot be empty',
            });
        }
        if (!this.canMakeRequest()) {
            const retryAfter = this.getRetryAfterSeconds();
            return err({
                code: 'RATE_LIMITED',
                message: `Rate limit exceeded. Try again in ${String(retryAfter)} seconds.`,
                retryAfter,
            });
        }
        const request = {
            model: this.config.model,
            messages: [
                {
                    role: 'system',
                    content: `You are a software engineering expert. Provide detailed technical content about the requested topic.
Structure your response with:
1. Overview
2. Key patterns and best practices
3. Recommendations
4. Code examples if applicable`,
                },
                {
                    role: 'user',
                    content: `Provide comprehensive information about: ${topic}`,
                },
            ],
            max_tokens: 2048,
            temperature: 0.3,
        };
        const result = await this.makeRequest(request);
        if (result.isErr()) {
            return err(result.unwrapErr());
        }
        const response = result.unwrap();
        const content = response.choices[0]?.message.content ?? '';
        return ok({
            topic,
            content,
            sources: response.citations ?? [],
            patterns: this.extractPatterns(content),
            recommendations: this.extractRecommendations(content),
            timestamp: new Date().toISOString(),
        });
    }
    async isAvailable() {
        try {
            const response = await fetch(`${this.config.baseUrl}/chat/completions`, {
                method: 'POST',
                headers: {
                    Authorization: `Bearer ${this.config.apiKey}`,
                    'Content-Type': 'application/json',
                },
                body: JSON.stringify({
                    model: this.config.model,
                    messages: [{ role: 'user', content: 'test' }],
                    max_tokens: 1,
                }),
                signal: AbortSignal.timeout(5000),
            });
            return response.status === 200 || response.status === 401;
        }
        catch {
            return false;
        }
    }
    async makeRequest(request) {
        let lastError = null;
        for (let attempt = 0; attempt < this.config.maxRetries; attempt++) {
            if (attempt > 0) {
                const delay = Math.pow(2, attempt) * 1000;
                await this.sleep(delay);
            }
            try {
                this.recordRequest();
                const response = await fetch(`${this.config.baseUrl}/chat/completions`, {
                    method: 'POST',
                    headers: {
                        Authorization: `Bearer ${this.config.apiKey}`,
                        'Content-Type': 'application/json',
                    },
                    body: JSON.stringify(request),
                    signal: AbortSignal.timeout(this.config.timeout),
                });
                if (response.ok) {
                    const data = (await response.json());
                    return ok(data);
                }
                if (response.status === 429) {
                    lastError = {
                        code: 'RATE_LIMITED',
                        message: 'API rate limit exceeded',
                        retryAfter: parseInt(response.headers.get('Retry-After') ?? '60', 10),
                    };
                    continue;
                }
                if (response.status >= 500) {
                    lastError = {
                        code: 'API_ERROR',
                        message: `Server error: ${String(response.status)}`,
                        details: { status: response.status },
                    };
                    continue;
                }
                const errorBody = await response.text();
                return err({
                    code: 'API_ERROR',
                    message: `API error: ${String(response.status)}`,
                    details: { status: response.status, body: errorBody },
                });
            }
            catch (error) {
                if (error instanceof Error && error.name === 'TimeoutError') {
                    lastError = {
                        code: 'TIMEOUT',
                        message: `Request timed out after ${String(this.config.timeout)}ms`,
                    };
                    continue;
                }
                lastError = {
                    code: 'NETWORK_ERROR',
                    message: error instanceof Error ? error.message : 'Network error',
                };
                continue;
            }
        }
        return err(lastError ?? {
            code: 'API_ERROR',
            message: 'Request failed after max retries',
        });
    }
    canMakeRequest() {
        const now = Date.now();
        const oneMinuteAgo = now - 60000;
        this.requestTimestamps = this.requestTimestamps.filter((ts) => ts > oneMinuteAgo);
        return this.requestTimestamps.length < this.config.rateLimitPerMinute;
    }
    recordRequest() {
        this.requestTimestamps.push(Date.now());
    }
    getRetryAfterSeconds() {
        if (this.requestTimestamps.length === 0)
            return 0;
        const oldestTimestamp = Math.min(...this.requestTimestamps);
        const waitUntil = oldestTimestamp + 60000;
        return Math.ceil((waitUntil - Date.now()) / 1000);
    }
    sleep(ms) {
        return new Promise((resolve) => setTimeout(resolve, ms));
    }
    extractResults(content, citations) {
        return citations.map((url, index) => ({
            title: `Source ${String(index + 1)}`,
            url,
            snippet: content.slice(0, 200),
            relevance: 1 - index * 0.1,
        }));
    }
    extractPatterns(content) {
        const patterns = [];
        const patternMatch = content.match(/pattern[s]?:?\s*([^\n]+)/gi);
        if (patternMatch) {
            patterns.push(...patternMatch.map((m) => m.replace(/pattern[s]?:?\s*/i, '').trim()));
        }
        return patterns;
    }
    extractRecommendations(content) {
        const recommendations = [];
        const recMatch = content.match(/recommend[ation]?[s]?:?\s*([^\n]+)/gi);
        if (recMatch) {
            recommendations.push(...recMatch.map((m) => m.replace(/recommend[ation]?[s]?:?\s*/i, '').trim()));
        }
        return recommendations;
    }
}
//# sourceMappingURL=PerplexityClient.js.map