"use strict";
/**
 * Configuration module for WaveSpeed SDK.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.api = void 0;
/**
 * Get environment variable value (works in both Node.js and browser)
 */
function getEnv(name) {
    if (typeof process !== 'undefined' && process.env && process.env[name]) {
        return process.env[name];
    }
    return undefined;
}
/**
 * API client configuration options.
 */
class api {
}
exports.api = api;
// Authentication
api.apiKey = getEnv('WAVESPEED_API_KEY');
// API base URL
api.baseUrl = 'https://api.wavespeed.ai';
// Connection timeout in seconds
api.connectionTimeout = 10.0;
// Total API call timeout in seconds
api.timeout = 36000.0;
// Maximum number of retries for the entire operation (task-level retries)
api.maxRetries = 0;
// Maximum retries for idempotent result-query GET requests. Submission
// POSTs are intentionally sent at most once.
api.maxConnectionRetries = 5;
// Base interval between retries in seconds (actual delay = retryInterval * attempt)
api.retryInterval = 1.0;
