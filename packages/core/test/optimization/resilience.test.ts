import { describe, expect, it } from 'vitest';
import { isRetryable } from '../../src/optimization/index';

// The breaker and the backoff are cockatiel's; the server's runs test them against real HTTP services
// (server/test/optimization-resilience*.test.ts). What stays here is which failures are worth a retry.
describe('retry policy', () => {
  it('retries timeouts, network errors, 5xx and 429, not other client errors', () => {
    expect(isRetryable('timeout')).toBe(true);
    expect(isRetryable('network_error')).toBe(true);
    expect(isRetryable('http_error', 503)).toBe(true);
    expect(isRetryable('http_error', 429)).toBe(true);
    expect(isRetryable('http_error', 404)).toBe(false);
    expect(isRetryable('success')).toBe(false);
  });
});
