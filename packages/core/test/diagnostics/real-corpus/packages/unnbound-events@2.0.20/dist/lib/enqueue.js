"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.createEnqueuer = void 0;
const axios_1 = __importDefault(require("axios"));
const unnbound_logger_sdk_1 = require("unnbound-logger-sdk");
const internal_1 = require("unnbound-logger-sdk/dist/internal");
const storage_1 = require("unnbound-logger-sdk/dist/storage");
const types_1 = require("unnbound-logger-sdk/dist/types");
/**
 * Extract workspace shortId from workflow URL
 *
 * Supported formats:
 * - New path-based: {env}.workflow.gotemper.com/sandbox/{shortId} → {shortId}
 * - New path-based: {env}.workflow.gotemper.com/{shortId} → {shortId}
 * - Legacy hostname: {shortId}.workspaces.{env}.unnbound.ai → {shortId}
 * - Custom domain: proxy.domain.com/{shortId} → {shortId}
 */
const getWorkspaceId = (url) => {
    const urlWithoutProtocol = url.replace(/^https?:\/\//, '');
    // Custom domain: extract path after domain (not gotemper.com or legacy unnbound.ai)
    if (!urlWithoutProtocol.includes('gotemper.com') && !urlWithoutProtocol.includes('unnbound.ai')) {
        return urlWithoutProtocol
            .replace(/^.+?\/(.+)$/, '$1')
            .replace(/^(sandbox|staging)\//, '')
            .replace(/^a?sync\//, '')
            .split('/')[0];
    }
    // New path-based format: {env}.workflow.gotemper.com/{sandbox/}{shortId} or workflow.gotemper.com/{sandbox/}{shortId}
    if (urlWithoutProtocol.includes('.workflow.') || urlWithoutProtocol.startsWith('workflow.')) {
        // Extract everything after the domain, then remove sandbox/ and async/ prefixes
        const path = urlWithoutProtocol.replace(/^.+?\/(.+)$/, '$1');
        return path
            .replace(/^(sandbox|staging)\//, '')
            .replace(/^a?sync\//, '')
            .split('/')[0];
    }
    // Legacy hostname format: {shortId}.workspaces.{env}.unnbound.ai
    return urlWithoutProtocol.split('.')[0];
};
const TYPE_PATH_PREFIXES = {
    sandbox: '/sandbox',
    staging: '/staging',
    production: '',
};
/**
 * Detect workflow type from the URL path.
 * Only checks the path to avoid false positives on hostnames like staging.example.com.
 */
const getWorkflowType = (url) => {
    const withoutProtocol = url.replace(/^https?:\/\//, '');
    const slashIndex = withoutProtocol.indexOf('/');
    const path = slashIndex === -1 ? '' : withoutProtocol.substring(slashIndex);
    if (path.startsWith('/sandbox/') || path === '/sandbox')
        return 'sandbox';
    if (path.startsWith('/staging/') || path === '/staging')
        return 'staging';
    return 'production';
};
/**
 * Extract workflow domain from URL
 *
 * Supports all environments by extracting the domain from the URL:
 * - nick.dev.workflow.gotemper.com → nick.dev.workflow.gotemper.com (new pattern)
 * - stg.dev.workflow.gotemper.com → stg.dev.workflow.gotemper.com (new pattern)
 * - workflow.gotemper.com → workflow.gotemper.com (prod)
 * - Custom domain: proxy.api.goaugment.com → proxy.api.goaugment.com
 *
 * Also handles legacy formats:
 * - {shortId}.workspaces.{env}.unnbound.ai → {env}.dev.workflow.gotemper.com
 */
const getWorkflowDomain = (url) => {
    // Remove protocol and extract hostname
    const cleanUrl = url.replace(/^https?:\/\//, '');
    const hostname = cleanUrl.split('/')[0];
    // For gotemper.com or unnbound.ai domains, ensure we use the workflow subdomain pattern
    if (hostname.includes('gotemper.com') || hostname.includes('unnbound.ai')) {
        // New pattern: {env}.dev.workflow.{domain} - return as-is
        if (hostname.includes('.workflow.')) {
            return hostname;
        }
        // Prod pattern: workflow.{domain} - return as-is
        if (hostname.startsWith('workflow.')) {
            return hostname;
        }
        // Legacy hostname format: {shortId}.workspaces.{env}.unnbound.ai
        // Extract env and construct workflow domain using new pattern with gotemper.com
        const parts = hostname.split('.');
        const workspacesIdx = parts.indexOf('workspaces');
        if (workspacesIdx !== -1) {
            // Everything after 'workspaces' is the env domain (e.g., 'stg.unnbound.ai')
            const envParts = parts.slice(workspacesIdx + 1); // ['stg', 'unnbound', 'ai']
            const env = envParts[0]; // 'stg'
            // New pattern: {env}.dev.workflow.gotemper.com (always use gotemper.com now)
            // 'unnbound' means prod (legacy unnbound.ai prod URL)
            return env === 'unnbound' ? 'workflow.gotemper.com' : `${env}.dev.workflow.gotemper.com`;
        }
    }
    // Custom domain - return hostname as-is
    return hostname;
};
const getWorkflowProtocol = (url) => (url.startsWith('http://') ? 'http' : 'https');
/**
 * Create an HTTP-based enqueuer that posts to the ingress service.
 * Used for legacy SQS mode or cross-workflow communication.
 *
 * URL format:
 * - Sandbox:    https://{env}.dev.workflow.gotemper.com/sandbox/async/{shortId} (dev) or https://workflow.gotemper.com/sandbox/async/{shortId} (prod)
 * - Staging:    https://{env}.dev.workflow.gotemper.com/staging/async/{shortId} (dev) or https://workflow.gotemper.com/staging/async/{shortId} (prod)
 * - Production: https://{env}.dev.workflow.gotemper.com/async/{shortId} (dev) or https://workflow.gotemper.com/async/{shortId} (prod)
 */
const createHttpEnqueuer = () => {
    const url = process.env.UNNBOUND_WORKFLOW_URL;
    if (!url)
        throw new Error('UNNBOUND_WORKFLOW_URL is not configured. Reach out to support.');
    const workspaceId = getWorkspaceId(url);
    const domain = getWorkflowDomain(url);
    const workflowType = getWorkflowType(url);
    const baseURL = `${getWorkflowProtocol(url)}://${domain}${TYPE_PATH_PREFIXES[workflowType]}/async/${workspaceId}`;
    const client = (0, unnbound_logger_sdk_1.traceAxios)(axios_1.default.create({ baseURL }), { getPayload: internal_1.internal });
    return async (event, metadata) => {
        unnbound_logger_sdk_1.logger.info({ event, metadata }, 'Enqueuing event via HTTP...');
        if (!event.path.startsWith('/'))
            throw new Error('Path must be relative.');
        const { traceId, messageId } = storage_1.storage?.getStore() ?? {};
        const config = {
            headers: {
                ...event.headers,
                [types_1.defaultTraceHeaderKey]: metadata?.traceId ?? event.headers?.[types_1.defaultTraceHeaderKey] ?? traceId,
                [types_1.defaultMessageHeaderKey]: metadata?.messageId ?? event.headers?.[types_1.defaultMessageHeaderKey] ?? messageId,
            },
            params: event.query,
        };
        switch (event.method) {
            case 'get':
            case 'delete':
                return await client[event.method](event.path, config).then(() => void 0);
            case 'post':
            case 'put':
            case 'patch':
                return await client[event.method](event.path, event.body, config).then(() => void 0);
        }
        throw new Error(`Unhandled enqueue method: ${event.method}`);
    };
};
/**
 * Create an enqueuer that posts to the ingress service via HTTP.
 * The ingress service publishes to SQS for async processing.
 */
const createEnqueuer = () => {
    return createHttpEnqueuer();
};
exports.createEnqueuer = createEnqueuer;
